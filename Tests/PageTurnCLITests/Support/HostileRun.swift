import Foundation

/// Runs the `pageturn` binary the way a hostile user or a misbehaving machine would: under a
/// time limit (a hang is a failure, not a stuck suite), with standard error closed or full, with
/// an environment variable removed, or inside a small file system that fills up.
struct HostileRun {
    /// What the run did.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the time limit ended it (it was killed).
        var timedOut: Bool

        /// The stderr lines, without the empty last one.
        var stderrLines: [Substring] { stderr.split(separator: "\n") }
    }

    /// Where the child's standard error goes.
    enum ErrorStream {
        /// A pipe the test reads.
        case captured
        /// Closed before the program starts (`2>&-`).
        case closed
        /// `/dev/full`: every write fails with `ENOSPC` (`2>/dev/full`).
        case full
    }

    /// The limit after which a run counts as hung, seconds: generous for a debug build on a
    /// loaded two-core machine, far below "forever".
    static let defaultLimit = 60.0

    /// Runs `pageturn arguments`.
    ///
    /// - Parameters:
    ///   - removing: environment variables to remove.
    ///   - errors: where stderr goes.
    ///   - limit: seconds before the run is killed and reported as timed out.
    static func run(_ arguments: [String], removing: [String] = [], errors: ErrorStream = .captured,
                    limit: Double = defaultLimit) throws -> Result {
        let process = Process()
        switch errors {
        case .captured:
            process.executableURL = PageTurnBinary.url
            process.arguments = arguments
        case .closed, .full:
            // The shell does what a user's redirection does, then becomes pageturn.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", errors == .closed ? "exec \"$0\" \"$@\" 2>&-" : "exec \"$0\" \"$@\" 2>/dev/full",
                                 PageTurnBinary.url.path] + arguments
        }
        var environment = ProcessInfo.processInfo.environment
        for name in removing { environment[name] = nil }
        process.environment = environment
        return try collect(process, captureErrors: errors == .captured, limit: limit)
    }

    /// Runs `/bin/sh -c script` (with `$PAGETURN` set to the binary) under the time limit.
    static func shell(_ script: String, limit: Double = defaultLimit) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment
        environment["PAGETURN"] = PageTurnBinary.url.path
        process.environment = environment
        return try collect(process, captureErrors: true, limit: limit)
    }

    private static func collect(_ process: Process, captureErrors: Bool, limit: Double) throws -> Result {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = captureErrors ? err : FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let texts = Texts()
        let group = DispatchGroup()
        try process.run()
        DispatchQueue.global().async(group: group) { texts.set(out: out.fileHandleForReading.readDataToEndOfFile()) }
        if captureErrors {
            DispatchQueue.global().async(group: group) { texts.set(err: err.fileHandleForReading.readDataToEndOfFile()) }
        }
        let deadline = Date().addingTimeInterval(limit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        // A grandchild still holding the pipes (an ffmpeg) must not hang the test either.
        _ = group.wait(timeout: .now() + 10)
        return Result(status: process.terminationStatus, stdout: texts.out, stderr: texts.err, timedOut: timedOut)
    }

    /// Text read on other threads.
    private final class Texts: @unchecked Sendable {
        private let lock = NSLock()
        private var outData = Data(), errData = Data()
        func set(out: Data) { lock.withLock { outData = out } }
        func set(err: Data) { lock.withLock { errData = err } }
        var out: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
        var err: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }
    }
}

/// A small file system that fills up: a tmpfs of a few kilobytes mounted in a private mount
/// namespace (`unshare --user --map-root-user --mount`, so no root is needed and nothing is
/// mounted outside the test), in which a shell script runs pageturn and lists what is left.
enum SmallDisk {
    /// Why the full-disk tests cannot run here (no user namespaces or no tmpfs): the tests then
    /// fail with this, rather than pass without checking anything.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `script` with a `size`-kilobyte tmpfs mounted on `$DISK` (an empty folder), and
    /// `$PAGETURN` the binary. The script's output is returned; the tmpfs vanishes afterwards.
    static func run(sizeKB: Int, _ script: String, limit: Double = HostileRun.defaultLimit) throws -> HostileRun.Result {
        let disk = try PageTurnBinary.temporaryFolder() + "/disk"
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let probe = try HostileRun.shell("unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o size=4k tmpfs \(disk)' && echo ok")
        guard probe.stdout.contains("ok") else {
            throw Unavailable(description: "cannot mount a small tmpfs in a user namespace (\(probe.stderr)); "
                + "the full-disk tests need unshare (util-linux) and unprivileged user namespaces")
        }
        let quoted = script.replacingOccurrences(of: "'", with: "'\\''")
        return try HostileRun.shell(
            "DISK=\(disk) unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o size=\(sizeKB)k tmpfs \"$DISK\" && \(quoted)'",
            limit: limit)
    }
}
