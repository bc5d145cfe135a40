#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Why frames could not be written: stable cases, each naming the output (or the missing
/// program). Match on the cases, not on ``description``, which is one line for people.
public enum ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The ffmpeg program is not on `PATH` (or not at the path given); `executable` is what was
    /// looked for. On Debian and Ubuntu it comes with the `ffmpeg` package.
    case ffmpegNotFound(executable: String)
    /// The frame size is not positive, or larger than ``ExportError/maximumSide`` a side.
    case invalidSize(path: String, width: Int, height: Int)
    /// The frame rate is not positive and finite, or above ``ExportError/maximumFrameRate``.
    case invalidFrameRate(path: String, fps: Double)
    /// A frame's size differs from the size the export was created with.
    case frameSizeMismatch(path: String, expected: PixelSize, actual: PixelSize)
    /// The output (or its temporary file) could not be created, written or renamed into place;
    /// `code` is the system's `errno`.
    case unwritable(path: String, code: Int32)
    /// ffmpeg could not be started; `reason` is the system's explanation.
    case launchFailed(path: String, reason: String)
    /// ffmpeg stopped with an error (exit `status`, or the signal that ended it); `message` is the
    /// last line it printed, for people.
    case encoderFailed(path: String, status: Int32, message: String)
    /// A folder of PNG frames would replace `path`, but that folder holds `file`, which is not a
    /// frame (`frame-NNNNN.png`); the folder is left alone rather than lose the file.
    case folderHoldsOtherFiles(path: String, file: String)
    /// `path` names a FIFO, a device or a socket, which an output never replaces.
    case specialFile(path: String, kind: SpecialFileKind)
    /// ``FrameSink/finish()`` was called before any frame was appended.
    case noFrames(path: String)
    /// A frame was appended, or `finish()` called, after the export had finished, failed or been
    /// cancelled.
    case closed(path: String)

    /// The largest frame width or height accepted, in pixels.
    public static let maximumSide = 16_384
    /// The highest frame rate accepted, in frames per second.
    public static let maximumFrameRate = 1000.0

    /// The output file or folder the error is about (for ``ffmpegNotFound(executable:)``, the
    /// program looked for).
    public var path: String {
        switch self {
        case .ffmpegNotFound(let executable): return executable
        case .invalidSize(let path, _, _), .invalidFrameRate(let path, _), .frameSizeMismatch(let path, _, _),
            .unwritable(let path, _), .launchFailed(let path, _), .encoderFailed(let path, _, _),
            .noFrames(let path), .closed(let path), .folderHoldsOtherFiles(let path, _), .specialFile(let path, _):
            return path
        }
    }

    /// One line naming the output and the problem.
    public var description: String {
        switch self {
        case .ffmpegNotFound(let executable):
            return "\(executable): the ffmpeg program was not found; install it (Debian/Ubuntu: apt-get install ffmpeg)"
        case .invalidSize(let path, let width, let height):
            return "\(path): invalid frame size \(width)×\(height) (1 to \(Self.maximumSide) pixels a side)"
        case .invalidFrameRate(let path, let fps):
            return "\(path): invalid frame rate \(fps) (above 0, at most \(Int(Self.maximumFrameRate)) frames a second)"
        case .frameSizeMismatch(let path, let expected, let actual):
            return "\(path): a frame of \(actual) pixels was given to an export of \(expected)"
        case .unwritable(let path, let code):
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return "\(path): cannot be written (\(reason))"
        case .launchFailed(let path, let reason):
            return "\(path): ffmpeg could not be started (\(reason))"
        case .encoderFailed(let path, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "\(path): ffmpeg failed with status \(status)\(detail)"
        case .folderHoldsOtherFiles(let path, let file):
            return "\(path): the folder holds \(file), which is not a frame; the frames replace the whole folder, so name a new folder or one of frames only"
        case .specialFile(let path, let kind):
            return "\(path): \(kind), not a file or folder that can be replaced"
        case .noFrames(let path):
            return "\(path): no frames were written, so no file was made"
        case .closed(let path):
            return "\(path): the export is already finished or cancelled"
        }
    }
}
