#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Why pages could not be read: one stable case per kind of bad input, each carrying the path of
/// the file (or folder) at fault. Match on the cases, not on ``description``, which is for people.
public enum PageSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file or folder at `path` (or a folder on the way does not exist).
    case fileNotFound(path: String)
    /// `path` exists but could not be read (permissions, an I/O error, a folder where a file was
    /// expected or the reverse); `code` is the system's `errno`.
    case unreadable(path: String, code: Int32)
    /// The file is empty (zero bytes).
    case emptyFile(path: String)
    /// The file ends before its image or document does (a cut-off download or copy).
    case truncated(path: String)
    /// The file is not a valid image or PDF, or is damaged beyond repair; `reason` is the decoder's
    /// explanation, for people, not for matching.
    case corrupt(path: String, reason: String)
    /// The PDF is encrypted with a user password, so it cannot be opened without one.
    case encrypted(path: String)
    /// The PDF has no page, or the folder holds no `.png`, `.jpg` or `.jpeg` file.
    case noPages(path: String)
    /// The file's extension is none of `.png`, `.jpg`, `.jpeg`, `.pdf` (case-insensitive).
    case unsupportedFormat(path: String)
    /// A page index outside `0..<pageCount` was asked for (`index` is 0-based; ``description``
    /// shows it 1-based, as people count pages).
    case pageOutOfRange(path: String, index: Int, pageCount: Int)
    /// `path` names a FIFO (named pipe), a device or a socket rather than a file or a folder. It is
    /// refused without being read: a FIFO would block until a writer came, a device never ends.
    case specialFile(path: String, kind: SpecialFileKind)
    /// The image (or requested rasterisation) is larger than ``PageSourceError/maximumSide``
    /// pixels on a side or ``PageSourceError/maximumPixelCount`` pixels in all.
    case imageTooLarge(path: String, width: Int, height: Int)
    /// The image is within ``PageSourceError/maximumSide`` but must be held whole while it is
    /// decoded (an interlaced PNG, a progressive or multi-scan JPEG, or a decode at full size),
    /// and it has more than ``PageSourceError/maximumHeldPixelCount`` pixels.
    case imageTooLargeToHold(path: String, width: Int, height: Int)

    /// The largest width or height, in pixels, that an image may have or a page be rasterised to.
    public static let maximumSide = 16_384
    /// The largest pixel count (width × height) an image may have or a page be rasterised to:
    /// 16384², one gibibyte of RGBA8.
    public static let maximumPixelCount = 16_384 * 16_384
    /// The largest pixel count of an image that is held whole while decoded (interlaced PNG,
    /// progressive or multi-scan JPEG, a decode at full size): 8192², 256 MiB of RGBA8 (a
    /// progressive JPEG's coefficients take at most 512 MiB at this size).
    public static let maximumHeldPixelCount = maximumHeldSide * maximumHeldSide
    /// The side of the square of ``PageSourceError/maximumHeldPixelCount`` pixels, 8192.
    public static let maximumHeldSide = 8_192

    /// The file or folder the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .emptyFile(let path), .truncated(let path),
            .corrupt(let path, _), .encrypted(let path), .noPages(let path), .unsupportedFormat(let path),
            .pageOutOfRange(let path, _, _), .imageTooLarge(let path, _, _), .imageTooLargeToHold(let path, _, _),
            .specialFile(let path, _):
            return path
        }
    }

    /// One line naming the file and the problem, e.g. `"scan.pdf: the PDF is encrypted …"`.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "\(path): no such file or folder"
        case .unreadable(let path, let code):
            return "\(path): cannot be read (\(Self.systemMessage(code)))"
        case .emptyFile(let path):
            return "\(path): the file is empty (0 bytes)"
        case .truncated(let path):
            return "\(path): the file is truncated (it ends before its image or document does)"
        case .corrupt(let path, let reason):
            return "\(path): not a valid PNG, JPEG or PDF file (\(reason))"
        case .encrypted(let path):
            return "\(path): the PDF is encrypted with a password; decrypt it first (for example with qpdf --decrypt)"
        case .noPages(let path):
            return "\(path): no pages (an empty PDF, or a folder without .png, .jpg or .jpeg files)"
        case .unsupportedFormat(let path):
            return "\(path): unsupported file type (use .png, .jpg, .jpeg, .pdf or a folder of images)"
        case .pageOutOfRange(let path, let index, let pageCount):
            // People count pages from 1.
            if pageCount == 1 { return "\(path): there is no page \(index + 1) (it has 1 page)" }
            return "\(path): there is no page \(index + 1) (pages run from 1 to \(pageCount))"
        case .specialFile(let path, let kind):
            return "\(path): \(kind), not a regular file; give a PDF or image file, or a folder of images"
        case .imageTooLarge(let path, let width, let height):
            return "\(path): \(width)×\(height) pixels is too large (at most \(Self.maximumSide) a side)"
        case .imageTooLargeToHold(let path, let width, let height):
            let side = Self.maximumHeldSide
            return "\(path): \(width)×\(height) pixels is too large to decode whole, as an interlaced PNG, a "
                + "progressive or multi-scan JPEG or a page shown at full size is (at most \(side)×\(side) pixels in all)"
        }
    }

    private static func systemMessage(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
