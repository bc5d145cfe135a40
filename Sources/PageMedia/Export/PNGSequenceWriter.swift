#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
public import PageEffects

/// Writes frames as numbered PNG files in a folder: `frame-00001.png`, `frame-00002.png`, …
///
/// Each file is written atomically (see ``PNGCodec/write(_:to:)``); files with the same names
/// already in the folder are replaced. ``cancel()`` removes the frames this writer wrote, and so
/// does a failed ``append(_:)``; other files in the folder are never touched. Frames may differ in
/// size. Use from one thread at a time.
public final class PNGSequenceWriter: FrameSink {
    /// The folder the frames go to.
    public let directory: String
    /// The PNG encoder's settings.
    public let codec: PNGCodec
    /// Number of frames written so far.
    public private(set) var frameCount = 0
    private var closed = false

    /// A writer into `directory`, which is created (with missing parent folders) if needed.
    ///
    /// - Parameters:
    ///   - directory: The output folder.
    ///   - codec: PNG settings; compression level 3 by default, a good size for little time on
    ///     long sequences.
    /// - Throws: ``ExportError/unwritable(path:code:)`` when the folder cannot be created or
    ///   `directory` names a file.
    public init(directory: String, codec: PNGCodec = PNGCodec(compressionLevel: 3)) throws(ExportError) {
        try Self.makeDirectories(directory)
        self.directory = directory
        self.codec = codec
    }

    /// The file name of frame `number` (1-based): `frame-` and the number padded to five digits
    /// (longer numbers keep all their digits), then `.png`.
    public static func fileName(forFrame number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// The path frame `number` (1-based) is written to.
    public func path(forFrame number: Int) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName(forFrame: number)
    }

    /// Writes `frame` as the next numbered file.
    ///
    /// - Throws: ``ExportError/unwritable(path:code:)`` (the frames written so far are removed),
    ///   ``ExportError/invalidSize(path:width:height:)`` for an empty frame or one over 65,535
    ///   pixels a side (the sequence goes on), ``ExportError/closed(path:)``.
    public func append(_ frame: RGBAImage) throws(ExportError) {
        guard !closed else { throw .closed(path: directory) }
        let path = path(forFrame: frameCount + 1)
        do {
            try codec.write(frame, to: path)
        } catch {
            switch error {
            case .invalidSize(let width, let height):
                throw .invalidSize(path: path, width: width, height: height)
            case .unwritable(_, let code):
                cancel()
                throw .unwritable(path: path, code: code)
            default:
                cancel()
                throw .unwritable(path: path, code: ENOMEM)
            }
        }
        frameCount += 1
    }

    /// Ends the sequence; the files stay.
    ///
    /// - Throws: ``ExportError/noFrames(path:)`` when nothing was written, ``ExportError/closed(path:)``.
    public func finish() throws(ExportError) {
        guard !closed else { throw .closed(path: directory) }
        closed = true
        guard frameCount > 0 else { throw .noFrames(path: directory) }
    }

    /// Removes the frames written so far (unless ``finish()`` already succeeded).
    public func cancel() {
        guard !closed else { return }
        closed = true
        for number in stride(from: frameCount, through: 1, by: -1) { unlink(path(forFrame: number)) }
        frameCount = 0
    }

    private static func makeDirectories(_ path: String) throws(ExportError) {
        switch FileIO.kind(of: path) {
        case .success(.directory): return
        case .success: throw .unwritable(path: path, code: ENOTDIR)
        case .failure(let failure) where failure.code != ENOENT:
            throw .unwritable(path: path, code: failure.code)
        case .failure:
            break
        }
        if let slash = path.dropLast().lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectories(String(path[..<slash]))
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw .unwritable(path: path, code: errno) }
    }
}
