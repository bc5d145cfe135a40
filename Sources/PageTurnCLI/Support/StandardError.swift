#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `pageturn`'s own messages on standard error, written with `write(2)` so that a closed or full
/// stderr (`2>&-`, `2>/dev/full`) never ends the process: the text is dropped and the exit code
/// stays the documented one. (Foundation's `FileHandle.write` traps on such an error.)
enum StandardError {
    /// Writes `text` to descriptor 2, whole, retrying after signals; failures are ignored.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.write(STDERR_FILENO, base + offset, buffer.count - offset)
                #elseif canImport(Musl)
                let count = Musl.write(STDERR_FILENO, base + offset, buffer.count - offset)
                #else
                let count = Darwin.write(STDERR_FILENO, base + offset, buffer.count - offset)
                #endif
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    /// Writes `pageturn: ` and `message` as one line.
    static func report(_ message: String) {
        write("pageturn: \(message)\n")
    }
}
