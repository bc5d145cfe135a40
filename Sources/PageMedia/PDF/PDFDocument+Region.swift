internal import CPoppler
public import PageImage

extension PDFDocument {
    /// The part `region` of page `index` (page points from its top-left) rendered to exactly
    /// `pixelSize` on white paper: what a zoomed-in window shows of the page, drawn at the
    /// window's resolution without rasterising the rest of the page (so a page at 400% costs one
    /// window of pixels, not sixteen pages). Not counted in ``renderCount``.
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``,
    ///   ``PageSourceError/imageTooLarge(path:width:height:)`` beyond
    ///   ``PageSourceError/maximumSide``, ``PageSourceError/corrupt(path:reason:)`` when the page
    ///   cannot be loaded or drawn, or `region` is empty.
    public func image(at index: Int, region: PDFRect, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: path, index: index, pageCount: pageCount)
        }
        let size = pixelSize.clampedToOne
        guard region.width > 0, region.height > 0, region.x.isFinite, region.y.isFinite else {
            throw .corrupt(path: path, reason: "an empty region of page \(index + 1)")
        }
        guard size.width <= PageSourceError.maximumSide, size.height <= PageSourceError.maximumSide,
              size.width * size.height <= PageSourceError.maximumPixelCount,
              let canvas = CairoSurface(size: size)
        else { throw .imageTooLarge(path: path, width: size.width, height: size.height) }
        let status = lock.withLock {
            pageturn_pdf_render_region(document, Int32(index), canvas.surface, region.x, region.y,
                                       Double(size.width) / region.width, Double(size.height) / region.height)
        }
        guard status == PAGETURN_PDF_OK else { throw .corrupt(path: path, reason: "page \(index + 1) cannot be drawn") }
        return canvas.rgbaImage()
    }
}
