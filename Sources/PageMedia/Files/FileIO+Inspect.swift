#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension FileIO {
    /// What a path names, following symbolic links.
    enum Kind: Equatable {
        case regularFile(size: Int)
        case directory
        /// A FIFO, a device or a socket: never opened for reading as a page.
        case special(SpecialFileKind)
        /// Anything else (an unknown file type).
        case other
    }

    /// What `path` names (`stat`, following links).
    static func kind(of path: String) -> Result<Kind, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(Failure(code: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .success(.regularFile(size: Int(info.st_size)))
        case S_IFDIR: return .success(.directory)
        default: return .success(SpecialFileKind(mode: info.st_mode).map(Kind.special) ?? .other)
        }
    }

    /// Up to `count` bytes from the start of the file at `path` (fewer when the file is shorter).
    /// Refuses what is not a regular file (see ``openRegularFile(path:)``).
    static func readPrefix(path: String, count: Int) -> Result<[UInt8], Failure> {
        let fd: Int32
        switch openRegularFile(path: path) {
        case .success(let opened): fd = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        switch bytes.withUnsafeMutableBytes({ fill($0, from: fd) }) {
        case .success(let filled):
            bytes.removeSubrange(filled...)
            return .success(bytes)
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Reads from `descriptor` until `buffer` is full or the input ends (retrying after signals);
    /// returns how many bytes were read, or the `errno` of a failed read.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Result<Int, Failure> {
        guard let base = buffer.baseAddress else { return .success(0) }
        var filled = 0
        while filled < buffer.count {
            let got = read(descriptor, base + filled, buffer.count - filled)
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(code: errno))
            }
            if got == 0 { break }
            filled += got
        }
        return .success(filled)
    }

    /// The names in the folder at `path` (not `.` and `..`), in the order the system lists them.
    static func directoryEntries(path: String) -> Result<[String], Failure> {
        guard let directory = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}
