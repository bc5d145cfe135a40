public import PageImage

/// An ordered list of pages that can each be rasterised on demand: a PDF, image files, or the
/// built-in sample book (PageSampleBook).
///
/// Nothing is rasterised until ``image(at:pixelSize:)`` is called, and then only the page asked
/// for, at the size asked for: a source for a 1000-page PDF costs little until its pages are drawn.
/// Page indices run from `0` to `pageCount - 1`; any other index throws
/// ``PageSourceError/pageOutOfRange(path:index:pageCount:)``.
///
/// Sources are safe to share between threads; each call stands alone (sources that wrap a
/// non-thread-safe library serialise their calls).
public protocol PageSource: Sendable {
    /// Number of pages, `>= 1` (a source with no page cannot be made).
    var pageCount: Int { get }

    /// The natural size of page `index` in points (1/72 inch): a PDF page's box with its rotation
    /// applied, an image's pixel size (after EXIF orientation) taken as points.
    ///
    /// - Throws: ``PageSourceError`` for a bad index, or an image file that can no longer be read.
    func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double>

    /// Page `index` rasterised to exactly `pixelSize` (each side clamped to at least 1 pixel),
    /// stretched to fill it: use ``letterboxed(at:into:background:)`` to keep the aspect ratio.
    ///
    /// - Returns: Straight RGBA8, sRGB, rows top first (`RGBAImage`'s layout).
    /// - Throws: ``PageSourceError`` for a bad index, an unreadable or damaged file, or a size
    ///   beyond ``PageSourceError/maximumSide``.
    func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage
}
