public import PageImage

/// A page source that can rasterise part of a page on its own, at the size it is shown: what a
/// zoomed-in viewer draws so that a page at 400% is as sharp as the source allows while only the
/// part in view is made (never a whole page at 400%).
///
/// ``PDFDocument`` draws the region again with poppler; ``ImageSequence`` resamples it from the
/// image at its full resolution.
public protocol PageRegionSource: PageSource {
    /// The part `region` of page `index` (page points from its top-left, y down) drawn to
    /// exactly `pixelSize`, stretched to fill it.
    ///
    /// - Returns: Straight RGBA8, sRGB, rows top first.
    /// - Throws: ``PageSourceError``: a bad index, an empty region, a size beyond
    ///   ``PageSourceError/maximumSide``, or a page that cannot be read.
    func image(at index: Int, region: PDFRect, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage
}

extension PDFDocument: PageRegionSource {}
