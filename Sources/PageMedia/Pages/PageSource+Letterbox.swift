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

    /// Page `index` as a window of `size` pixels shows it when the page is as wide as the window:
    /// scaled to the window's width and cut to its height from the top (the rest of the page
    /// lies below, as in a browser tab showing a long page), on `background` where the page is
    /// transparent. A page too short to fill the window at that width is letterboxed instead
    /// (``letterboxed(at:into:background:)``).
    ///
    /// - Throws: ``PageSourceError`` as ``image(at:pixelSize:)`` does.
    public func filledWidth(
        at index: Int, into size: PixelSize, background: SIMD4<UInt8> = SIMD4(0, 0, 0, 255)
    ) throws(PageSourceError) -> RGBAImage {
        let canvas = size.clampedToOne
        let page = try pageSize(at: index)
        let height = (Double(canvas.width) * page.y / Swift.max(page.x, 1)).rounded()
        guard height.isFinite, height >= Double(canvas.height), height <= Double(PageSourceError.maximumSide) else {
            return try letterboxed(at: index, into: canvas, background: background)
        }
        let full = try image(at: index, pixelSize: PixelSize(width: canvas.width, height: Int(height)))
        let top = RGBAImage(width: canvas.width, height: canvas.height,
                            pixels: Array(full.pixels[0..<(canvas.width * canvas.height * 4)]))
        return top.letterboxed(into: canvas, background: background)
    }
}
