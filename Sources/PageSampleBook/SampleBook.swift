public import PageImage
public import PageMedia

/// The built-in sample book, drawn with cairo: a cover, then numbered story pages, each with a
/// heading, a few paragraphs of PageTurn's own short text about paper and books, a picture drawn
/// from shapes, and a page number.
///
/// Every page has its own paper colour and its own picture (a sun over hills, a boat, a mill, a
/// night sky, a lighthouse, balloons, a meadow, a kite, fish, a bookshelf, a rainbow), so a page in
/// mid-turn is easy to tell from the page beneath it. Pages are vector drawings rendered at
/// whatever pixel size is asked for, so they are sharp at any resolution. Page 0 is the cover;
/// page `i >= 1` shows the number `i`. Books longer than the story start it again.
///
/// Drawing needs a serif and a sans-serif face through fontconfig (Debian's `fonts-dejavu-core`).
public struct SampleBook: PageSource, Hashable {
    /// Number of pages including the cover, `>= 1`.
    public let pageCount: Int

    /// Every page's size in points: 420 × 594, the proportions of ISO A5 (1 : √2).
    public static let pageSize = SIMD2<Double>(420, 594)

    /// The name errors use in place of a file path.
    public static let errorPath = "sample book"

    /// A book of `pageCount` pages (the cover and `pageCount - 1` story pages); values below 1 are
    /// clamped to 1.
    public init(pageCount: Int = 12) {
        self.pageCount = max(pageCount, 1)
    }

    /// ``pageSize``, for any valid index.
    ///
    /// - Throws: `PageSourceError.pageOutOfRange(path:index:pageCount:)`.
    public func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        _ = try checked(index)
        return Self.pageSize
    }

    /// Page `index` drawn to exactly `pixelSize` (sides clamped to at least 1), stretched to fill it
    /// (uniformly when `pixelSize` has the page's proportions). Opaque.
    ///
    /// - Throws: `PageSourceError.pageOutOfRange(path:index:pageCount:)`,
    ///   `PageSourceError.imageTooLarge(path:width:height:)` beyond `PageSourceError.maximumSide`.
    public func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let index = try checked(index)
        return try CairoPainter.image(pixelSize: pixelSize, pointSize: Self.pageSize, errorPath: Self.errorPath) { painter in
            if index == 0 {
                drawCover(painter)
            } else {
                drawStoryPage(painter, number: index)
            }
        }
    }

    private func checked(_ index: Int) throws(PageSourceError) -> Int {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: Self.errorPath, index: index, pageCount: pageCount)
        }
        return index
    }
}
