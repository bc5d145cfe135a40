import Foundation
import Testing

/// Runs the built `pageturn` binary and checks what it prints and how it exits.
@Suite struct CLIHelpTests {
    /// The built products folder: the test bundle sits beside the executable.
    static var binary: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("pageturn").path),
              dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("pageturn")
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self),
                String(decoding: errData, as: UTF8.self))
    }

    @Test func helpDescribesTheTool() throws {
        let result = try Self.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: pageturn"))
        #expect(result.stdout.contains("--version"))
    }

    @Test func versionPrintsSemver() throws {
        let result = try Self.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func unknownOptionIsAUsageError() throws {
        let result = try Self.run(["--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--no-such-option"))
    }
}
