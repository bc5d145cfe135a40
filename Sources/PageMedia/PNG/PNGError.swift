/// Why a PNG could not be read or written. Cases are stable: match on them, not on text.
public enum PNGError: Error, Hashable, Sendable {
    /// No file at `path` (or a folder on the way does not exist).
    case fileNotFound(path: String)
    /// The file exists but could not be read (permissions, a folder, an I/O error);
    /// `code` is the system's `errno`.
    case unreadable(path: String, code: Int32)
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data ends before the image does (a cut-off download or copy).
    case truncated
    /// The data is damaged or not valid PNG (bad checksum, bad header, bad compressed data);
    /// `reason` is libpng's explanation, for people, not for matching.
    case corrupt(reason: String)
    /// The image is empty (zero width or height) or larger than PNG or memory allows
    /// (each side at most 65,535 pixels, at most 16384 × 16384 pixels in all).
    case invalidSize(width: Int, height: Int)
    /// Memory ran out while coding.
    case outOfMemory
    /// The file could not be written at `path` (missing folder, permissions, disk full);
    /// `code` is the system's `errno`. No partial file is left at `path`.
    case unwritable(path: String, code: Int32)
}
