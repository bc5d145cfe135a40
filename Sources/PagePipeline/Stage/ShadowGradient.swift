import PageMedia
import PageTurn

/// A one-page source of a soft shadow: black, transparent at the top and darkening toward the
/// foot as the square of the distance down, to ``darkest`` opacity at the bottom row. The demo's
/// tab stack draws it just above each card's top edge (``PageStackConfiguration/shadow``), where
/// it falls on the card behind.
package struct ShadowGradient: PageSource {
    /// The opacity of the bottom row, `0...1`.
    package var darkest: Double

    package init(darkest: Double = 0.45) {
        self.darkest = Swift.min(Swift.max(darkest.isFinite ? darkest : 0, 0), 1)
    }

    package var pageCount: Int { 1 }

    package func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        guard index == 0 else { throw .pageOutOfRange(path: "shadow", index: index, pageCount: 1) }
        return SIMD2(8, 64)
    }

    package func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        guard index == 0 else { throw .pageOutOfRange(path: "shadow", index: index, pageCount: 1) }
        let size = pixelSize.clampedToOne
        var image = RGBAImage(width: size.width, height: size.height, filledWith: SIMD4(0, 0, 0, 0))
        for y in 0..<size.height {
            let t = (Double(y) + 0.5) / Double(size.height)
            let alpha = UInt8((darkest * t * t * 255).rounded())
            for x in 0..<size.width { image[x, y] = SIMD4(0, 0, 0, alpha) }
        }
        return image
    }
}
