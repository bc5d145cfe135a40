// swift-tools-version: 6.1
//
// PageTurn's benchmarks (ordo-one/package-benchmark). Run from this folder:
//   swift package benchmark
// Speed and allocation targets live here, never in timed unit tests.

import PackageDescription

/// SwiftPM names a path dependency after its folder, so the parent checkout's identity is
/// whatever the clone is called ("PageTurn", "main", "fresh", ...).
let pageTurnPackage = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "PageTurn")

let package = Package(
    name: "PageTurnBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "PageTurnBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PageTurn", package: pageTurnPackage),
                .product(name: "PageRenderGL", package: pageTurnPackage),
                .product(name: "PageMedia", package: pageTurnPackage),
                .product(name: "PageSampleBook", package: pageTurnPackage),
                "CylinderReference",
            ],
            path: "Benchmarks/PageTurnBenchmarks",
            swiftSettings: [.unsafeFlags(["-Ounchecked"])],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The "Deform 128x128 grid" benchmarks' reference: the cylinder's formula as plain C, -O3.
        .target(
            name: "CylinderReference",
            path: "Benchmarks/CylinderReference",
            cSettings: [.unsafeFlags(["-O3"])]
        ),
    ]
)
