#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Whole-file reads and atomic whole-file writes through the C library (no Foundation), for the
/// media readers and writers.
enum FileIO {
    /// Why a file operation failed: the system's `errno`, and whether it means "no such file".
    struct Failure: Error {
        /// The `errno` value.
        var code: Int32
        /// Set when the path names a FIFO, a device or a socket, which is refused rather than read.
        var special: SpecialFileKind? = nil
        /// Whether the path (or a folder on it) does not exist.
        var missing: Bool { code == ENOENT || code == ENOTDIR }
    }

    /// Size of one `read` call; large enough that a page image takes a few calls.
    private static let chunkSize = 1 << 16

    /// Opens `path` for reading if it names a regular file (or a folder, which then fails to read
    /// with `EISDIR`), and refuses a FIFO, device or socket with ``Failure/special`` set.
    ///
    /// The file is opened without blocking and checked with `fstat`, so a FIFO without a writer
    /// does not hang the call, and a file swapped for a FIFO after a `stat` is still caught.
    static func openRegularFile(path: String) -> Result<Int32, Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(Failure(code: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            return .failure(Failure(code: code))
        }
        if let special = SpecialFileKind(mode: info.st_mode) {
            close(fd)
            return .failure(Failure(code: EINVAL, special: special))
        }
        // Back to blocking reads (regular files ignore the flag, but say what is meant).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }

    /// Reads the whole file at `path`; refuses what is not a regular file (see
    /// ``openRegularFile(path:)``).
    static func readAll(path: String) -> Result<[UInt8], Failure> {
        let fd: Int32
        switch openRegularFile(path: path) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// Writes `bytes` to `path` atomically: a temporary file in the same folder receives the
    /// bytes and is flushed to disk, then renamed over `path`. On failure the temporary file is
    /// removed and `path` is untouched. The new file gets mode 0644. A `path` that names a FIFO, a
    /// device or a socket is refused (``Failure/special`` set) and left as it is.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, Failure> {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { return .failure(Failure(code: EISDIR)) }
        // A device or FIFO is never replaced by a file (renaming over /dev/full would, as root).
        if case .success(.special(let kind)) = kind(of: path) { return .failure(Failure(code: EINVAL, special: kind)) }
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure(code: errno)) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }

        func fail(_ code: Int32) -> Result<Void, Failure> {
            close(fd)
            unlink(temporaryPath)
            return .failure(Failure(code: code))
        }

        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return fail(errno)
            }
            written += count
        }
        guard fchmod(fd, 0o644) == 0 else { return fail(errno) }
        guard fsync(fd) == 0 else { return fail(errno) }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporaryPath)
            return .failure(Failure(code: code))
        }
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            return .failure(Failure(code: code))
        }
        return .success(())
    }
}
