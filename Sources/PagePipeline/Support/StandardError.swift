#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PageMedia

/// `pageturn`'s own messages on standard error, written with `write(2)` so that a closed or full
/// stderr (`2>&-`, `2>/dev/full`) never ends the process: the text is dropped and the exit code
/// stays the documented one. (Foundation's `FileHandle.write` traps on such an error.)
package enum StandardError {
    /// Writes `text` to descriptor 2, whole, retrying after signals; failures are ignored.
    package static func write(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { PipeWriter.writeAll($0, to: STDERR_FILENO) }
    }

    /// Writes `pageturn: ` and `message` as one line.
    package static func report(_ message: String) {
        write("pageturn: \(message)\n")
    }
}
