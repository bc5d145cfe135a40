public import PageImage

extension PageSource {
    /// Page `index` fitted inside an image of `size` pixels with its aspect ratio kept, centred, on
    /// `background` (letterbox or pillarbox bars): how pages of mixed sizes fill one output size.
    ///
    /// The page is rasterised at ``PixelSize/fitting(aspectOf:into:)`` of its ``pageSize(at:)``
    /// (never larger than needed), then composited over `background` (straight alpha "over", so a
    /// transparent PNG shows the background through).
    ///
    /// - Parameters:
    ///   - index: Page index in `0..<pageCount`.
    ///   - size: Output size in pixels; sides below 1 are clamped to 1.
    ///   - background: Straight RGBA8 colour of the bars; opaque black by default.
    /// - Throws: ``PageSourceError`` as ``image(at:pixelSize:)`` does.
    public func letterboxed(
        at index: Int, into size: PixelSize, background: SIMD4<UInt8> = SIMD4(0, 0, 0, 255)
    ) throws(PageSourceError) -> RGBAImage {
        let canvas = size.clampedToOne
        let fitted = PixelSize.fitting(aspectOf: try pageSize(at: index), into: canvas)
        let page = try image(at: index, pixelSize: fitted)
        return page.letterboxed(into: canvas, background: background)
    }
}
