import PageImage

/// Reading one PNG or JPEG page file: the format from its extension, its displayed size from its
/// header alone, and the whole decoded, upright image. Errors name the file.
enum ImageFile {
    /// The page file formats, by extension.
    enum Format: Equatable {
        case png, jpeg, pdf
    }

    /// The format an extension names (case-insensitive `.png`, `.jpg`, `.jpeg`, `.pdf`), or `nil`.
    static func format(ofPath path: String) -> Format? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        case "pdf": return .pdf
        default: return nil
        }
    }

    /// How much of a file is read first to find its size: enough for nearly every JPEG's markers
    /// (EXIF with a thumbnail is usually well under this); more is read only when needed.
    private static let probeLength = 1 << 16

    /// The displayed size in pixels of the PNG or JPEG at `path`, from its header (EXIF orientation
    /// applied). Decides by content, not extension.
    static func probeSize(path: String) throws(PageSourceError) -> PixelSize {
        var bytes = try read(path: path, prefix: probeLength)
        if PNGHeader.hasSignature(bytes) {
            guard let size = PNGHeader.size(bytes) else { throw .truncated(path: path) }
            return try checked(size, path: path)
        }
        guard JPEGHeader.hasSignature(bytes) else {
            throw .corrupt(path: path, reason: "neither PNG nor JPEG data")
        }
        var scan = JPEGHeader.scan(bytes)
        if scan == .needMoreData && bytes.count == probeLength {
            bytes = try read(path: path, prefix: nil)
            scan = JPEGHeader.scan(bytes)
        }
        switch scan {
        case .found(let header):
            let shown = header.orientation.displayedSize(width: header.width, height: header.height)
            return try checked(PixelSize(width: shown.width, height: shown.height), path: path)
        case .needMoreData: throw .truncated(path: path)
        case .invalid(let reason): throw .corrupt(path: path, reason: reason)
        }
    }

    /// The whole image at `path`, upright, straight RGBA8. Decides by content, not extension.
    ///
    /// - Parameter atLeast: The image may be decoded smaller than full size but still covering
    ///   this size: a JPEG by libjpeg's DCT scaling (see ``JPEGDecoder``), a PNG by averaging whole
    ///   blocks while its rows are read (see ``PNGCodec/decode(_:covering:)``), so memory follows
    ///   the size shown, not the file's; `nil` decodes at full size.
    static func decode(path: String, atLeast: PixelSize? = nil) throws(PageSourceError) -> RGBAImage {
        let bytes = try read(path: path, prefix: nil)
        if PNGHeader.hasSignature(bytes) {
            do {
                return try PNGCodec().decode(bytes, covering: atLeast)
            } catch {
                switch error {
                case .truncated: throw .truncated(path: path)
                case .corrupt(let reason): throw .corrupt(path: path, reason: reason)
                case .invalidSize(let width, let height):
                    if width == 0 || height == 0 { throw .corrupt(path: path, reason: "the image has no pixels") }
                    let withinBounds = width <= PageSourceError.maximumSide && height <= PageSourceError.maximumSide
                        && width * height <= PageSourceError.maximumPixelCount
                    // Within the bounds, the decoder refused to hold the whole image (interlaced).
                    if withinBounds { throw .imageTooLargeToHold(path: path, width: width, height: height) }
                    throw .imageTooLarge(path: path, width: width, height: height)
                case .outOfMemory: throw .corrupt(path: path, reason: "out of memory while decoding")
                case .notPNG, .fileNotFound, .unreadable, .unwritable:
                    throw .corrupt(path: path, reason: "invalid PNG data")
                }
            }
        }
        guard JPEGHeader.hasSignature(bytes) else {
            if bytes.count < 3 && (bytes.first == 0xFF || bytes.first == 0x89) { throw .truncated(path: path) }
            throw .corrupt(path: path, reason: "neither PNG nor JPEG data")
        }
        return try JPEGDecoder.decode(bytes, path: path, atLeast: atLeast)
    }

    /// The file's bytes (the first `prefix` of them when given), with every failure as a typed
    /// error: missing, unreadable, empty.
    static func read(path: String, prefix: Int?) throws(PageSourceError) -> [UInt8] {
        let result = prefix.map { FileIO.readPrefix(path: path, count: $0) } ?? FileIO.readAll(path: path)
        switch result {
        case .success(let bytes):
            if bytes.isEmpty { throw .emptyFile(path: path) }
            return bytes
        case .failure(let failure):
            if let special = failure.special { throw .specialFile(path: path, kind: special) }
            throw failure.missing ? .fileNotFound(path: path) : .unreadable(path: path, code: failure.code)
        }
    }

    private static func checked(_ size: PixelSize, path: String) throws(PageSourceError) -> PixelSize {
        guard size.isPositive else { throw .corrupt(path: path, reason: "the image has no pixels") }
        guard size.width <= PageSourceError.maximumSide, size.height <= PageSourceError.maximumSide,
            size.width * size.height <= PageSourceError.maximumPixelCount
        else { throw .imageTooLarge(path: path, width: size.width, height: size.height) }
        return size
    }
}
