#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// What a path names when it is neither a regular file nor a folder: something that cannot be
/// read as a page file (reading a FIFO blocks until a writer comes, a device never ends).
public enum SpecialFileKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A FIFO (named pipe), e.g. made by `mkfifo`.
    case fifo
    /// A character device, e.g. `/dev/zero`, `/dev/full`, a terminal.
    case characterDevice
    /// A block device, e.g. a disk.
    case blockDevice
    /// A Unix-domain socket.
    case socket

    /// The kind a `stat` mode names, or `nil` for a regular file, a folder or a link.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: return nil
        }
    }

    /// The kind of what `path` names (following symbolic links), or `nil` when it is a regular
    /// file, a folder, or nothing at all.
    public static func of(path: String) -> SpecialFileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return SpecialFileKind(mode: info.st_mode)
    }

    /// For messages: "a FIFO (named pipe)", "a character device", …
    public var description: String {
        switch self {
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        }
    }
}
