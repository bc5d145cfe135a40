import Foundation

/// The `pageturn` executable the benchmarks that run the command time: `PAGETURN_EXECUTABLE`, or
/// the release build of the package this one sits in, built first (nothing to do when it is up to
/// date).
enum PageTurnExecutable {
    /// The parent package's folder (this file is
    /// `<package>/Benchmarks/Benchmarks/PageTurnBenchmarks/PageTurnExecutable.swift`).
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The executable's path; throws when `PAGETURN_EXECUTABLE` names no executable or the build fails.
    static func path() throws -> String {
        if let path = ProcessInfo.processInfo.environment["PAGETURN_EXECUTABLE"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw BenchmarkSetupError("PAGETURN_EXECUTABLE \(path) is not an executable file")
            }
            return path
        }
        let swift = "/usr/bin/env"
        let build = ["swift", "build", "-c", "release", "--product", "pageturn", "--package-path", packageFolder]
        guard try ChildProcess.run(swift, build) == 0 else {
            throw BenchmarkSetupError("\(build.joined(separator: " ")) failed")
        }
        let (binPath, status) = try ChildProcess.output(
            of: swift, ["swift", "build", "-c", "release", "--show-bin-path", "--package-path", packageFolder])
        guard status == 0 else { throw BenchmarkSetupError("swift build --show-bin-path failed") }
        return binPath.trimmingCharacters(in: .whitespacesAndNewlines) + "/pageturn"
    }
}

/// Why a benchmark's fixture could not be made.
struct BenchmarkSetupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
