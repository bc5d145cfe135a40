#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Writes to a pipe whose reader may have died, without letting `SIGPIPE` kill this process.
///
/// Writing to a pipe with no reader raises `SIGPIPE`, whose default action ends the process. A
/// library must not change the process-wide disposition, so on Linux the signal is blocked for
/// the calling thread around the write and, if the write raised it, taken off the thread's pending
/// set; the write then fails with `EPIPE`. On Apple systems the descriptor is marked
/// `F_SETNOSIGPIPE` instead.
package enum PipeWriter {
    /// Writes all of `bytes` to `descriptor`; returns `0`, or the `errno` of the failure (`EPIPE`
    /// when the reader is gone).
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
        _ = fcntl(descriptor, F_SETNOSIGPIPE, 1)
        return writeAll(bytes, to: descriptor)
        #else
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        var pendingBefore = sigset_t()
        sigpending(&pendingBefore)
        let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1

        let result = writeAll(bytes, to: descriptor)

        if result == EPIPE && !wasPending {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 {
                var noWait = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipeSignal, nil, &noWait)
            }
        }
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        return result
        #endif
    }

    /// The pipe buffer ``enlarge(_:)`` asks for: 1 MiB, Linux's default `pipe-max-size`.
    static let enlargedCapacity: Int32 = 1 << 20

    /// Asks the kernel to give the pipe `descriptor` (either end) a buffer of
    /// ``enlargedCapacity`` bytes instead of the default 64 KiB, so that a frame of megabytes
    /// crosses it in a few writes and reads rather than waking writer and reader in turn every
    /// 64 KiB. Returns whether the kernel did; where it refuses (a lower
    /// `/proc/sys/fs/pipe-max-size`, or not Linux) the pipe keeps its size and works as before.
    @discardableResult
    static func enlarge(_ descriptor: Int32) -> Bool {
        #if os(Linux)
        let setPipeSize: Int32 = 1031  // F_SETPIPE_SZ, <linux/fcntl.h>; Glibc's module leaves it out
        return fcntl(descriptor, setPipeSize, enlargedCapacity) >= enlargedCapacity
        #else
        return false
        #endif
    }

    /// Writes all of `bytes` to `descriptor` with `write(2)`, retrying after signals and short
    /// writes; returns `0`, or the `errno` of the failure (`EIO` for a write that made no
    /// progress). It touches no signal disposition: ``write(_:to:)`` wraps it for pipes, and the
    /// CLI writes its messages to standard error with it.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let count = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #elseif canImport(Musl)
            let count = Musl.write(descriptor, base + offset, bytes.count - offset)
            #else
            let count = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            guard count > 0 else { return EIO }
            offset += count
        }
        return 0
    }
}
