import Foundation

/// Programs the benchmarks run as child processes (ffmpeg, `pageturn`, `swift build`), their
/// input from `/dev/null`.
enum ChildProcess {
    /// Runs `executable` with `arguments`, its output and errors discarded, and waits for it;
    /// returns its exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = make(executable, arguments)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What `executable` writes on its standard output, and its exit status.
    static func output(of executable: String, _ arguments: [String]) throws -> (text: String, status: Int32) {
        let process = make(executable, arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    private static func make(_ executable: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        return process
    }
}
