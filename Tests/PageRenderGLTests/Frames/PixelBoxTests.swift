@testable import PageRenderGL
import Testing

@Suite struct PixelBoxTests {
    @Test func aBoxLessAHoleIsTheBandsAroundIt() {
        let box = PixelBox(low: SIMD2(0, 0), high: SIMD2(10, 8))
        var bands: [PixelBox] = []
        box.subtract(PixelBox(low: SIMD2(2, 3), high: SIMD2(6, 5)), into: &bands)
        #expect(bands == [PixelBox(low: SIMD2(0, 0), high: SIMD2(10, 3)), PixelBox(low: SIMD2(0, 5), high: SIMD2(10, 8)),
                          PixelBox(low: SIMD2(0, 3), high: SIMD2(2, 5)), PixelBox(low: SIMD2(6, 3), high: SIMD2(10, 5))])
        #expect(bands.map(\.area).reduce(0, +) == box.area - 8)
        // A hole over a corner leaves two bands (an L), one over everything none, one outside the box itself.
        bands.removeAll()
        box.subtract(PixelBox(low: SIMD2(-5, -5), high: SIMD2(7, 6)), into: &bands)
        #expect(bands == [PixelBox(low: SIMD2(0, 6), high: SIMD2(10, 8)), PixelBox(low: SIMD2(7, 0), high: SIMD2(10, 6))])
        bands.removeAll()
        box.subtract(PixelBox(low: SIMD2(-1, -1), high: SIMD2(11, 9)), into: &bands)
        #expect(bands.isEmpty)
        box.subtract(PixelBox(low: SIMD2(20, 20), high: SIMD2(30, 30)), into: &bands)
        #expect(bands == [box])
    }

    @Test func aRectangleTakesInThePixelsItTouches() {
        let touched = PixelBox(from: SIMD2(1.2, 2.0), to: SIMD2(3.5, 4.0), margin: 0)
        #expect(touched == PixelBox(low: SIMD2(1, 2), high: SIMD2(4, 4)))
        #expect(PixelBox(from: SIMD2(1.2, 2.0), to: SIMD2(3.5, 4.0), margin: 1) == PixelBox(low: SIMD2(0, 1), high: SIMD2(5, 5)))
        // Corners a rounding error off whole pixels, a quarter pixel in: exactly those pixels.
        #expect(PixelBox(from: SIMD2(0.9999999, 2.0000001), to: SIMD2(4.0000001, 5.9999999), margin: -0.25)
            == PixelBox(low: SIMD2(1, 2), high: SIMD2(4, 6)))
        #expect(PixelBox(low: SIMD2(3, 3), high: SIMD2(3, 9)).isEmpty)
    }
}
