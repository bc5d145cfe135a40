#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

public import PageImage

/// Pages from PNG and JPEG files, one file a page: a list of files, or every image in a folder in
/// natural order.
///
/// Opening reads only each file's header (its size and EXIF orientation); pixels are decoded when
/// a page is asked for, and not kept. A page's size in points is the image's pixel size after EXIF
/// orientation. Files are recognised by content, so a PNG named `.jpg` still reads.
public struct ImageSequence: PageSource {
    /// The image files, one a page, in page order.
    public let files: [String]
    /// The folder the files came from, or `nil` for an explicit list; errors that concern the whole
    /// sequence (a bad page index) name it, or the first file.
    public let directory: String?
    /// Each page's displayed size in pixels, read from the headers when the sequence was opened.
    private let sizes: [PixelSize]

    /// The number of files.
    public var pageCount: Int { files.count }

    /// Pages from the given files, in that order.
    ///
    /// Every file must end in `.png`, `.jpg` or `.jpeg` (any case) and start with a readable PNG or
    /// JPEG header.
    ///
    /// - Throws: ``PageSourceError/unsupportedFormat(path:)`` for another extension,
    ///   ``PageSourceError/noPages(path:)`` (with an empty path) for an empty list, and the file
    ///   errors (``PageSourceError/fileNotFound(path:)``, ``PageSourceError/emptyFile(path:)``,
    ///   ``PageSourceError/corrupt(path:reason:)``, …) of the first bad file.
    public init(files: [String]) throws(PageSourceError) {
        guard !files.isEmpty else { throw .noPages(path: "") }
        for file in files {
            switch ImageFile.format(ofPath: file) {
            case .png, .jpeg: continue
            case .pdf, nil: throw .unsupportedFormat(path: file)
            }
        }
        try self.init(checkedFiles: files, directory: nil)
    }

    /// Pages from every `.png`, `.jpg` and `.jpeg` file (any case) directly inside `directory`, in
    /// natural order (`page2` before `page10`, case-insensitive). Hidden files (names starting with
    /// `.`), sub-folders and other files are skipped.
    ///
    /// - Throws: ``PageSourceError/fileNotFound(path:)`` when there is no such folder,
    ///   ``PageSourceError/unreadable(path:code:)`` when it cannot be listed or is not a folder,
    ///   ``PageSourceError/noPages(path:)`` when it holds no image, and the file errors of the
    ///   first bad image.
    public init(directory: String) throws(PageSourceError) {
        try self.init(checkedFiles: try Self.imageFiles(inDirectory: directory), directory: directory)
    }

    private init(checkedFiles files: [String], directory: String?) throws(PageSourceError) {
        var sizes: [PixelSize] = []
        sizes.reserveCapacity(files.count)
        for file in files { sizes.append(try ImageFile.probeSize(path: file)) }
        self.files = files
        self.directory = directory
        self.sizes = sizes
    }

    /// The paths of the page images in `directory`, in natural order (see ``init(directory:)``).
    ///
    /// - Throws: As ``init(directory:)`` does for the folder itself; the files are not opened.
    public static func imageFiles(inDirectory directory: String) throws(PageSourceError) -> [String] {
        let names: [String]
        switch FileIO.directoryEntries(path: directory) {
        case .success(let entries): names = entries
        case .failure(let failure):
            throw failure.code == ENOENT ? .fileNotFound(path: directory) : .unreadable(path: directory, code: failure.code)
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let pages = names.filter { name in
            guard !name.hasPrefix("."), ImageFile.format(ofPath: name).map({ $0 != .pdf }) == true else { return false }
            if case .success(.regularFile) = FileIO.kind(of: prefix + name) { return true }
            return false
        }
        guard !pages.isEmpty else { throw .noPages(path: directory) }
        return pages.sorted(by: NaturalOrder.areInIncreasingOrder).map { prefix + $0 }
    }

    /// The image's displayed size in pixels, taken as points.
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``.
    public func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        let size = sizes[try checked(index)]
        return SIMD2(Double(size.width), Double(size.height))
    }

    /// The image decoded (upright) and resampled to `pixelSize` (sides clamped to at least 1).
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``, and the file errors:
    ///   the file may have changed or be damaged past its header (``PageSourceError/truncated(path:)``,
    ///   ``PageSourceError/corrupt(path:reason:)``, …).
    public func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let target = pixelSize.clampedToOne
        let path = files[try checked(index)]
        guard target.width <= PageSourceError.maximumSide, target.height <= PageSourceError.maximumSide,
            target.width * target.height <= PageSourceError.maximumPixelCount
        else { throw .imageTooLarge(path: path, width: target.width, height: target.height) }
        return try ImageFile.decode(path: path, atLeast: target).resampled(to: target)
    }

    private func checked(_ index: Int) throws(PageSourceError) -> Int {
        guard files.indices.contains(index) else {
            throw .pageOutOfRange(path: directory ?? files.first ?? "", index: index, pageCount: files.count)
        }
        return index
    }
}
