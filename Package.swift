// swift-tools-version: 6.2
//
// PageTurn: paper-like page effects (curl, flip, fold, stack) with a portable pure-Swift core.
// Layers (ARCHITECTURE.md): PageGeometry, PageMotion <- PageEffects <- PageRenderGL <- CLI;
// PageImage (the pixel type) <- PageMedia, PageRenderGL.

import PackageDescription

/// Settings shared by every target of ours: Swift 6 mode, complete strict concurrency,
/// and warnings treated as errors (dependencies are not affected).
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "PageTurn",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .visionOS(.v1)],
    products: [
        .library(name: "PageTurn", targets: ["PageTurn"]),
        .library(name: "PageGeometry", targets: ["PageGeometry"]),
        .library(name: "PageMotion", targets: ["PageMotion"]),
        .library(name: "PageEffects", targets: ["PageEffects"]),
        .library(name: "PageImage", targets: ["PageImage"]),
        .library(name: "PageRenderGL", targets: ["PageRenderGL"]),
        .library(name: "PageMedia", targets: ["PageMedia"]),
        // Demo content, apart from PageMedia: what the command's demo and viewer show, and the
        // benchmarks (a nested package, which sees only products) render.
        .library(name: "PageSampleBook", targets: ["PageSampleBook"]),
        .executable(name: "pageturn", targets: ["PageTurnCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // Where the core's elementary functions come from: RealModule on hosts, the JavaScript
        // host's Math when the core is compiled with Embedded Swift for WebAssembly
        // (Scripts/build-wasm), so that the core's formulas are written once.
        .target(
            name: "PageMath",
            dependencies: [.product(name: "RealModule", package: "swift-numerics"), "CSineCosine"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PageGeometry",
            dependencies: ["PageMath"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PageMotion",
            dependencies: ["PageMath"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PageEffects",
            dependencies: ["PageGeometry", "PageMotion", "PageMath"],
            swiftSettings: strictSettings
        ),
        // The pixel type the renderers and media share (`RGBAImage`): pure Swift, no dependency.
        .target(
            name: "PageImage",
            swiftSettings: strictSettings
        ),
        // The umbrella: `import PageTurn` brings in the portable core and the pixel type.
        .target(
            name: "PageTurn",
            dependencies: ["PageGeometry", "PageMotion", "PageEffects", "PageImage"],
            swiftSettings: strictSettings
        ),
        // System libraries (Debian package names in `providers`; Scripts/bootstrap installs them).
        .systemLibrary(
            name: "CEGL",
            pkgConfig: "egl",
            providers: [.apt(["libegl-dev", "libegl-mesa0"])]
        ),
        .systemLibrary(
            name: "CGLES3",
            pkgConfig: "glesv2",
            providers: [.apt(["libgles-dev", "libgl1-mesa-dri"])]
        ),
        // glibc's sincos, which Swift's Glibc module leaves out (a GNU extension).
        .systemLibrary(name: "CSineCosine"),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]
        ),
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]
        ),
        // `pageturn view` (PageViewer): the window's connection to its X server (its socket, and
        // Xlib's handler for a broken connection), so that a viewer whose display goes away ends
        // instead of spinning.
        .target(
            name: "CDisplayConnection",
            dependencies: ["CSDL2"]
        ),
        // OpenGL ES 3.0 renderer: offscreen through EGL (headless Mesa/llvmpipe) or a window's context.
        .target(
            name: "PageRenderGL",
            dependencies: [
                "PageGeometry", "PageEffects", "PageImage", "PageMath", "CEGL", "CGLES3",
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            swiftSettings: strictSettings
        ),
        // The web backend's C-ABI surface (a book driven by the browser's pointer, keys and clock;
        // the frame's shader inputs and meshes read from linear memory). Scripts/build-wasm compiles
        // it with the core to WebAssembly (Embedded Swift) with the C runtime in Runtime/; on the
        // host it is built and unit-tested like any target.
        .target(
            name: "PageTurnWeb",
            dependencies: ["PageEffects", "PageGeometry", "PageRenderGL"],
            exclude: ["Runtime"],
            swiftSettings: strictSettings
        ),
        // Pages in, pictures and videos out: PNG (libpng), JPEG (libturbojpeg), PDF (poppler-glib
        // rendering through cairo), video through the ffmpeg program.
        .target(
            name: "PageMedia",
            dependencies: ["PageImage", "CPNG", "CTurboJPEG", "CCairo", "CPoppler"],
            swiftSettings: strictSettings
        ),
        // The built-in sample book, a page source drawn with cairo (into PageMedia's `package`
        // cairo surface).
        .target(
            name: "PageSampleBook",
            dependencies: ["PageMedia", "PageImage", "CCairo"],
            swiftSettings: strictSettings
        ),
        // What the command's renders, its demo, its viewer and the film check share (not a product):
        // a book staged in a view with its camera, page images, input scripts and the demo's
        // storyboards, the frame recorder, and the one-line failures with their exit codes.
        .target(
            name: "PagePipeline",
            dependencies: ["PageTurn", "PageMedia", "PageSampleBook", "PageRenderGL"],
            swiftSettings: strictSettings
        ),
        // `pageturn view`'s window (not a product): SDL2 for the window, its GL ES context (EGL to tell
        // it from GLX) and input,
        // the display connection watch, the event loop, the effects laid out for the window, and
        // the reader's panels drawn with cairo's text.
        .target(
            name: "PageViewer",
            dependencies: [
                "PagePipeline", "PageTurn", "PageMedia", "PageRenderGL", "CSDL2", "CDisplayConnection", "CCairo", "CEGL",
            ],
            swiftSettings: strictSettings
        ),
        // `pageturn`: argument parsing and the commands (render, still, demo, view).
        .executableTarget(
            name: "PageTurnCLI",
            dependencies: [
                "PageTurn",
                "PageMedia",
                "PageSampleBook",
                "PageRenderGL",
                "PagePipeline",
                "PageViewer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `pageturn publish`'s site: the WebAssembly core (Scripts/build-wasm), the WebGL2
            // renderer and the page, copied beside the binary as its resource bundle.
            resources: [.copy("Web")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "PageTestSupport",
            // cairo: the PDF with an outline, destinations and links that reading tests open.
            dependencies: ["PageGeometry", "PageEffects", "PageImage", "CCairo"],
            path: "Tests/PageTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageGeometryTests",
            dependencies: ["PageGeometry", "PageTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageMotionTests",
            dependencies: ["PageMotion", "PageTestSupport", .product(name: "RealModule", package: "swift-numerics")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageEffectsTests",
            dependencies: ["PageEffects", "PageTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageImageTests",
            dependencies: ["PageImage"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PagePipelineTests",
            dependencies: ["PagePipeline", "PageTurn", "PageImage", "PageMedia", "PageRenderGL", "PageSampleBook"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageRenderGLTests",
            // PagePipeline too: the film check stages books and plays the demo's storyboards exactly as
            // the command does (BookStage, InputScript, DemoScene).
            dependencies: [
                "PageRenderGL", "PageMedia", "PageSampleBook", "PagePipeline", "PageGeometry", "PageEffects", "PageImage",
                "PageTestSupport",
            ],
            exclude: ["Golden"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageMediaTests",
            // The C libraries too: the tests write their own JPEG and PDF fixtures.
            dependencies: ["PageMedia", "PageImage", "PageTestSupport", "CTurboJPEG", "CCairo"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageSampleBookTests",
            dependencies: ["PageSampleBook", "PageMedia", "PageImage", "PageTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageViewerTests",
            dependencies: ["PageViewer", "PageEffects", "PageMedia", "PageSampleBook", "PageTestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageTurnWebTests",
            dependencies: ["PageTurnWeb", "PageEffects", "PageGeometry", "PageRenderGL"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageTurnTests",
            dependencies: ["PageTurn"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "PageTurnCLITests",
            // PageTurnWeb and PageRenderGL: the browser tests replay a page's input into the core
            // on the host and draw the frame with PageRenderGL, to compare with the browser's.
            dependencies: [
                "PageTurn", "PageImage", "PageMedia", "PageSampleBook", "PagePipeline", "PageTurnCLI", "PageTestSupport",
                "PageTurnWeb", "PageRenderGL",
            ],
            swiftSettings: strictSettings
        ),
    ]
)
