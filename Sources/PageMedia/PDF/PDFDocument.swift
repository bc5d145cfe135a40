internal import CPoppler
import Foundation
public import PageImage

/// Pages of a PDF file, rasterised one at a time through poppler and cairo, only when asked for.
///
/// Opening reads the document's structure (page count, page sizes) and nothing else; each
/// ``image(at:pixelSize:)`` call renders exactly one page at exactly the requested size, so a page
/// is never drawn at one resolution and scaled to another, and a 1000-page PDF costs one page's
/// rendering per page shown. ``renderCount`` counts the renders.
///
/// Pages are drawn on white paper (a PDF page has no background of its own), anti-aliased, with
/// the page's `/Rotate` applied. Sizes are in points (1/72 inch), from the page's crop box.
///
/// poppler documents are not thread-safe, so each `PDFDocument` serialises its calls with a lock:
/// sharing one between threads is safe, and rendering pages of one document in parallel needs one
/// `PDFDocument` per thread.
public final class PDFDocument: PageSource, @unchecked Sendable {
    /// The file's path, as given.
    public let path: String
    /// Number of pages, `>= 1`.
    public let pageCount: Int

    /// The poppler document; used only under `lock`.
    let document: OpaquePointer
    /// Serialises every use of `document`, and guards `renders`.
    let lock = NSLock()
    private var renders = 0

    /// How far from the end of a file a PDF's `%%EOF` marker may sit (writers may pad after it).
    private static let endMarkerWindow = 1024

    /// Opens the PDF at `path` and reads its page count.
    ///
    /// - Throws: ``PageSourceError/fileNotFound(path:)``, ``PageSourceError/unreadable(path:code:)``
    ///   (including a folder), ``PageSourceError/specialFile(path:kind:)`` (a FIFO or a device,
    ///   never opened), ``PageSourceError/emptyFile(path:)``,
    ///   ``PageSourceError/encrypted(path:)`` (a user password is needed),
    ///   ``PageSourceError/truncated(path:)`` (the file is cut off and poppler could not recover
    ///   it), ``PageSourceError/corrupt(path:reason:)`` (not a PDF, or damaged),
    ///   ``PageSourceError/noPages(path:)``.
    public init(path: String) throws(PageSourceError) {
        switch FileIO.kind(of: path) {
        case .success(.regularFile(let size)):
            if size == 0 { throw .emptyFile(path: path) }
        case .success(.special(let kind)):
            throw .specialFile(path: path, kind: kind)
        case .success(.directory):
            throw .unreadable(path: path, code: EISDIR)
        case .success:
            throw .unreadable(path: path, code: EINVAL)
        case .failure(let failure):
            throw failure.missing ? .fileNotFound(path: path) : .unreadable(path: path, code: failure.code)
        }
        // Read the head first: this also reports an unreadable file with its errno, and tells a
        // non-PDF from a damaged PDF.
        let head = try ImageFile.read(path: path, prefix: 1024)
        guard Self.contains(Array("%PDF-".utf8), in: head) else {
            throw .corrupt(path: path, reason: "no PDF header")
        }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var opened: OpaquePointer?
        var message = [CChar](repeating: 0, count: 256)
        let status = Int(pageturn_pdf_open(absolute, &opened, &message))
        guard status == PAGETURN_PDF_OK, let opened else {
            let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            switch status {
            case PAGETURN_PDF_ENCRYPTED: throw .encrypted(path: path)
            case PAGETURN_PDF_OPEN_FAILED: throw .unreadable(path: path, code: EIO)
            default:
                if try !Self.hasEndMarker(path: path) { throw .truncated(path: path) }
                throw .corrupt(path: path, reason: reason.isEmpty ? "damaged PDF" : reason)
            }
        }
        let count = Int(pageturn_pdf_page_count(opened))
        guard count > 0 else {
            pageturn_pdf_close(opened)
            if try !Self.hasEndMarker(path: path) { throw .truncated(path: path) }
            throw .noPages(path: path)
        }
        self.path = path
        self.pageCount = count
        self.document = opened
    }

    deinit { pageturn_pdf_close(document) }

    /// Number of pages rasterised by this document so far: one per successful
    /// ``image(at:pixelSize:)`` call (and per ``letterboxed(at:into:background:)`` call, which makes
    /// one). Opening and ``pageSize(at:)`` never rasterise.
    public var renderCount: Int { lock.withLock { renders } }

    /// Page `index`'s size in points (crop box, `/Rotate` applied).
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``,
    ///   ``PageSourceError/corrupt(path:reason:)`` when the page cannot be loaded.
    public func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        let index = try checked(index)
        var width = 0.0
        var height = 0.0
        let status = lock.withLock { pageturn_pdf_page_size(document, Int32(index), &width, &height) }
        guard status == PAGETURN_PDF_OK else { throw .corrupt(path: path, reason: "page \(index + 1) cannot be loaded") }
        return SIMD2(width, height)
    }

    /// Page `index` rendered to exactly `pixelSize` (sides clamped to at least 1) on white paper,
    /// stretched to fill it: the horizontal scale is width / page width, the vertical height /
    /// page height.
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``,
    ///   ``PageSourceError/imageTooLarge(path:width:height:)`` beyond
    ///   ``PageSourceError/maximumSide``, ``PageSourceError/corrupt(path:reason:)`` when the page
    ///   cannot be loaded or drawn.
    public func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let index = try checked(index)
        let size = pixelSize.clampedToOne
        guard size.width <= PageSourceError.maximumSide, size.height <= PageSourceError.maximumSide,
            size.width * size.height <= PageSourceError.maximumPixelCount,
            let canvas = CairoSurface(size: size)
        else { throw .imageTooLarge(path: path, width: size.width, height: size.height) }
        let status = lock.withLock {
            let status = pageturn_pdf_render(document, Int32(index), canvas.surface)
            if status == PAGETURN_PDF_OK { renders += 1 }
            return status
        }
        guard status == PAGETURN_PDF_OK else { throw .corrupt(path: path, reason: "page \(index + 1) cannot be drawn") }
        return canvas.rgbaImage()
    }

    private func checked(_ index: Int) throws(PageSourceError) -> Int {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: path, index: index, pageCount: pageCount)
        }
        return index
    }

    /// Whether the file's tail holds `%%EOF`.
    private static func hasEndMarker(path: String) throws(PageSourceError) -> Bool {
        let bytes = try ImageFile.read(path: path, prefix: nil)
        return contains(Array("%%EOF".utf8), in: Array(bytes.suffix(endMarkerWindow)))
    }

    private static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
