public import PageImage

extension ImageSequence: PageRegionSource {
    /// Page `index` decoded at its full size, upright (EXIF orientation applied): its size in
    /// pixels is ``pageSize(at:)``.
    ///
    /// - Throws: As ``image(at:pixelSize:)``.
    public func fullImage(at index: Int) throws(PageSourceError) -> RGBAImage {
        let size = try pageSize(at: index)
        return try image(at: index, pixelSize: PixelSize(width: Int(size.x), height: Int(size.y)))
    }

    /// The part `region` of page `index` (page points, which are the image's pixels, from its
    /// top-left) resampled from the image at its full resolution to exactly `pixelSize`: sharper
    /// than the page fitted to a window and scaled up, as far as the image's own pixels go.
    /// The whole image is decoded for the call, and not kept; the result is `pixelSize`.
    ///
    /// - Throws: ``PageSourceError/corrupt(path:reason:)`` for an empty region,
    ///   ``PageSourceError/imageTooLarge(path:width:height:)`` beyond
    ///   ``PageSourceError/maximumSide``, and what ``image(at:pixelSize:)`` throws.
    public func image(at index: Int, region: PDFRect, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        let target = try checkedRegion(at: index, region: region, pixelSize: pixelSize)
        return Self.resample(try fullImage(at: index), region: region, to: target)
    }

    /// Checks a region request of page `index` as ``image(at:region:pixelSize:)`` does, before
    /// anything is decoded, and returns the size to make (`pixelSize`, each side at least 1).
    ///
    /// - Throws: As ``image(at:region:pixelSize:)``, but for reading the image.
    func checkedRegion(at index: Int, region: PDFRect, pixelSize: PixelSize) throws(PageSourceError) -> PixelSize {
        let target = pixelSize.clampedToOne
        let path = files.indices.contains(index) ? files[index] : (directory ?? "")
        guard region.width > 0, region.height > 0, region.x.isFinite, region.y.isFinite,
              region.width.isFinite, region.height.isFinite
        else {
            _ = try pageSize(at: index)   // a bad index first
            throw .corrupt(path: path, reason: "an empty region of page \(index + 1)")
        }
        guard target.width <= PageSourceError.maximumSide, target.height <= PageSourceError.maximumSide,
              target.width * target.height <= PageSourceError.maximumPixelCount
        else { throw .imageTooLarge(path: path, width: target.width, height: target.height) }
        return target
    }

    /// The part `region` of `whole` (its pixels as page points) resampled to `size`.
    static func resample(_ whole: RGBAImage, region: PDFRect, to size: PixelSize) -> RGBAImage {
        whole.resampled(region: (SIMD2(region.x, region.y), SIMD2(region.width, region.height)), to: size)
    }
}
