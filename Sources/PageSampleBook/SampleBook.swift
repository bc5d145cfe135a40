internal import CCairo
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
        let size = pixelSize.clampedToOne
        guard size.width <= PageSourceError.maximumSide, size.height <= PageSourceError.maximumSide,
            size.width * size.height <= PageSourceError.maximumPixelCount,
            let canvas = CairoSurface(size: size), let context = cairo_create(canvas.surface)
        else { throw .imageTooLarge(path: Self.errorPath, width: size.width, height: size.height) }
        defer { cairo_destroy(context) }

        // Lay text out in page units whatever the scale, so lines break the same at every size.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        cairo_scale(context, Double(size.width) / Self.pageSize.x, Double(size.height) / Self.pageSize.y)
        let painter = CairoPainter(context: context)
        if index == 0 {
            drawCover(painter)
        } else {
            drawStoryPage(painter, number: index)
        }
        return canvas.rgbaImage()
    }

    private func checked(_ index: Int) throws(PageSourceError) -> Int {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: Self.errorPath, index: index, pageCount: pageCount)
        }
        return index
    }
}
