import PageImage
import PageMedia
import PageTestSupport
import Testing

/// Resampling and letterboxing of `RGBAImage`, and the fitting arithmetic behind them.
@Suite struct ResamplingTests {
    /// How far from mid-grey (128) a shrunk one-pixel checkerboard may be: the tent filter's edge
    /// taps are not perfectly balanced at the image border.
    static let checkerTolerance = 8
    @Test func fittingKeepsAspectAndStaysInside() {
        #expect(PixelSize.fitting(aspectOf: SIMD2(400, 200), into: PixelSize(width: 100, height: 100)) == PixelSize(width: 100, height: 50))
        #expect(PixelSize.fitting(aspectOf: SIMD2(200, 300), into: PixelSize(width: 100, height: 100)) == PixelSize(width: 67, height: 100))
        #expect(PixelSize.fitting(aspectOf: SIMD2(1, 1000), into: PixelSize(width: 100, height: 100)) == PixelSize(width: 1, height: 100))
        #expect(PixelSize.fitting(aspectOf: SIMD2(0, 10), into: PixelSize(width: 30, height: 20)) == PixelSize(width: 30, height: 20))
        #expect(PixelSize.fitting(aspectOf: SIMD2(3, 2), into: PixelSize(width: 0, height: -5)) == PixelSize(width: 1, height: 1))
        var random = SeededRandom(seed: 0xF17)
        for _ in 0..<200 {
            let page = SIMD2(random.double(in: 1...5000), random.double(in: 1...5000))
            let box = PixelSize(width: Int(random.double(in: 1...2000)), height: Int(random.double(in: 1...2000)))
            let fit = PixelSize.fitting(aspectOf: page, into: box)
            #expect(fit.width >= 1 && fit.height >= 1 && fit.width <= box.width && fit.height <= box.height)
            // One side touches the box (within rounding).
            #expect(fit.width == box.width || fit.height == box.height)
            // The aspect ratio is kept to within a pixel's rounding on the smaller side.
            let expectedHeight = Double(fit.width) * page.y / page.x
            let expectedWidth = Double(fit.height) * page.x / page.y
            #expect(abs(Double(fit.height) - expectedHeight) <= 1 || abs(Double(fit.width) - expectedWidth) <= 1)
        }
    }

    @Test func flatColourStaysFlatAtAnySize() {
        let image = RGBAImage(width: 13, height: 7, filledWith: SIMD4(30, 140, 220, 255))
        for size in [PixelSize(width: 1, height: 1), PixelSize(width: 5, height: 40), PixelSize(width: 64, height: 3)] {
            let scaled = image.resampled(to: size)
            #expect(scaled.width == size.width && scaled.height == size.height)
            #expect(scaled.pixels == RGBAImage(width: size.width, height: size.height, filledWith: SIMD4(30, 140, 220, 255)).pixels)
        }
    }

    @Test func shrinkingAveragesInsteadOfAliasing() {
        // A one-pixel black/white checkerboard shrunk 8× is mid-grey everywhere, not a moiré.
        var checker = RGBAImage(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { checker[x, y] = (x + y) % 2 == 0 ? SIMD4(255, 255, 255, 255) : SIMD4(0, 0, 0, 255) } }
        let small = checker.resampled(to: PixelSize(width: 8, height: 8))
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(abs(Int(small[x, y].x) - 128) <= Self.checkerTolerance, "(\(x), \(y)) = \(small[x, y])")
            }
        }
    }

    @Test("A region resampled: the whole image as a region is resampled(to:); a region at one pixel a pixel is a crop")
    func regionsResample() {
        var random = SeededRandom(seed: 0x5E61)
        var image = RGBAImage(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                image[x, y] = SIMD4(UInt8(random.double(in: 0...255)), UInt8(random.double(in: 0...255)),
                                    UInt8(random.double(in: 0...255)), 255)
            }
        }
        for size in [PixelSize(width: 9, height: 7), PixelSize(width: 100, height: 50)] {
            #expect(image.resampled(region: (SIMD2(0, 0), SIMD2(40, 30)), to: size).pixels == image.resampled(to: size).pixels)
        }
        let crop = image.resampled(region: (SIMD2(10, 5), SIMD2(12, 8)), to: PixelSize(width: 12, height: 8))
        for y in 0..<8 { for x in 0..<12 { #expect(crop[x, y] == image[x + 10, y + 5], "(\(x), \(y))") } }
        // Half a pixel on: halfway between neighbours.
        let shifted = image.resampled(region: (SIMD2(10.5, 5), SIMD2(4, 1)), to: PixelSize(width: 4, height: 1))
        let mean = (Int(image[10, 5].x) + Int(image[11, 5].x)) / 2
        #expect(abs(Int(shifted[0, 0].x) - mean) <= 1)
        #expect(image.resampled(region: (SIMD2(0, 0), SIMD2(0, 5)), to: PixelSize(width: 3, height: 3)).pixels.allSatisfy { $0 == 0 })
    }

    @Test func enlargingInterpolatesBetweenPixels() {
        let image = RGBAImage(width: 2, height: 1, pixels: [0, 0, 0, 255, 200, 100, 50, 255])
        let wide = image.resampled(to: PixelSize(width: 8, height: 1))
        #expect(wide[0, 0] == SIMD4(0, 0, 0, 255) && wide[7, 0] == SIMD4(200, 100, 50, 255))
        for x in 1..<8 { #expect(wide[x, 0].x >= wide[x - 1, 0].x, "monotonic at \(x)") }
        #expect(wide[3, 0].x > 0 && wide[3, 0].x < 200)
    }

    @Test func transparentPixelsDoNotBleedColour() {
        // Transparent red beside opaque blue: in between is blue at partial alpha, never purple.
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 0, 0, 0, 255, 255])
        let wide = image.resampled(to: PixelSize(width: 6, height: 1))
        for x in 0..<6 where wide[x, 0].w > 0 {
            #expect(wide[x, 0].x == 0 && wide[x, 0].z == 255, "pixel \(x) = \(wide[x, 0])")
        }
    }

    @Test func letterboxCompositesTransparentPagesOverTheBars() {
        let page = RGBAImage(width: 10, height: 10, filledWith: SIMD4(255, 255, 255, 128))
        let boxed = page.letterboxed(into: PixelSize(width: 20, height: 10), background: SIMD4(0, 0, 0, 255))
        #expect(boxed[0, 5] == SIMD4(0, 0, 0, 255) && boxed[19, 5] == SIMD4(0, 0, 0, 255))
        #expect(boxed[10, 5] == SIMD4(128, 128, 128, 255))
        #expect(boxed[4, 5] == SIMD4(0, 0, 0, 255) && boxed[5, 5] == SIMD4(128, 128, 128, 255) && boxed[15, 5] == SIMD4(0, 0, 0, 255))
    }
}
