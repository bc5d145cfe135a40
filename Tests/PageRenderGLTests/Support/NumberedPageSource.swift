import PageEffects
import PageImage
import PageMedia

/// ``NumberedPages`` as a `PageSource`, so that the film check can stage its books through the
/// command's own `BookStage` and `PageImageProvider` (PagePipeline): each page has its own paper
/// colour, a header, a dark block, text lines and its number, drawn at whatever pixel size is
/// asked for.
struct NumberedPageSource: PageSource {
    /// Page size in points: **420 × 600**, the numbered pages' 7:10 at the sample book's scale.
    static let pageSize = SIMD2<Double>(420, 600)

    let pageCount: Int
    /// Whether the pages have their two-pixel border (``NumberedPages/borderless(_:width:height:)``
    /// when not).
    var bordered = true

    func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        guard index >= 0, index < pageCount else {
            throw .pageOutOfRange(path: "numbered pages", index: index, pageCount: pageCount)
        }
        return Self.pageSize
    }

    func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        guard index >= 0, index < pageCount else {
            throw .pageOutOfRange(path: "numbered pages", index: index, pageCount: pageCount)
        }
        let size = pixelSize.clampedToOne
        return bordered ? NumberedPages.image(index, width: size.width, height: size.height)
            : NumberedPages.borderless(index, width: size.width, height: size.height)
    }
}
