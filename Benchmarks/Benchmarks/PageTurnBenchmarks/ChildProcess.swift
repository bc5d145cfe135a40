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
        try start(process)
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What `executable` writes on its standard output, and its exit status; `environment`
    /// replaces this process's, when given.
    static func output(of executable: String, _ arguments: [String],
                       environment: [String: String]? = nil) throws -> (text: String, status: Int32) {
        let process = make(executable, arguments)
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        try start(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    /// Starts `process` with no signal blocked: a child inherits the blocked signals of the
    /// thread that starts it, and the benchmark runner's thread blocks SIGTERM among others, which
    /// a child's own children (the Xvfb that `Scripts/viewer-stats` starts and ends) would keep.
    private static func start(_ process: Process) throws {
        var unblocked = sigset_t(), previous = sigset_t()
        sigemptyset(&unblocked)
        pthread_sigmask(SIG_SETMASK, &unblocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    private static func make(_ executable: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        return process
    }
}
