import Foundation

/// Runs the `pageturn` binary and reads its peak memory from the kernel: `wait4`'s resource usage
/// gives the largest resident set of the process and of every descendant it waited for (ffmpeg
/// included), the figure `/usr/bin/time -v` prints as "Maximum resident set size". It is the peak
/// of the largest single process, read once the run is over, so it cannot flake under load.
enum PeakMemory {
    struct Result {
        var status: Int32
        /// Peak resident set size, bytes.
        var peakBytes: Int
        var stderr: String
    }

    /// One gibibyte, the bound issue 13 sets.
    static let gibibyte = 1 << 30

    static func run(_ arguments: [String]) throws -> Result {
        let errorFile = try PageTurnBinary.temporaryFolder() + "/stderr.txt"
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([PageTurnBinary.url.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, PageTurnBinary.url.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let text = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        // Linux reports ru_maxrss in kilobytes.
        return Result(status: exitStatus, peakBytes: Int(usage.ru_maxrss) * 1024, stderr: text)
    }
}
