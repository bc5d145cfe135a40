import Foundation

/// What one run of the `pageturn` binary did.
struct PageTurnRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The stderr lines, without the empty last one.
    var stderrLines: [Substring] { stderr.split(separator: "\n") }
}

/// Runs the built `pageturn` binary, which SwiftPM places beside the test bundle.
enum PageTurnBinary {
    static var url: URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("pageturn").path),
              dir.path != "/" {
            dir.deleteLastPathComponent()
        }
        return dir.appendingPathComponent("pageturn")
    }

    static func run(_ arguments: [String]) throws -> PageTurnRun {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PageTurnRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                           stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs another program (ffprobe, qpdf) and returns its standard output, or `nil` if it
    /// is missing or fails.
    static func tool(_ name: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }

    /// The number of video frames in a file, counted by ffprobe.
    static func frameCount(of path: String) -> Int? {
        tool("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                         "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path])
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// A stream property (`codec_name`, `width`, `duration`, ...) as ffprobe reports it.
    static func streamProperty(_ key: String, of path: String) -> String? {
        tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=\(key)", "-of", "csv=p=0", path])
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// A fresh empty folder for one test.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pageturn-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
