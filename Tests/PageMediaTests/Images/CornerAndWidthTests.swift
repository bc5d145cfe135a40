import PageImage
import PageMedia
import PageTestSupport
import Testing

/// Rounded corners for cards, and pages filling a window's width as a browser tab shows them.
@Suite struct CornerAndWidthTests {
    @Test func cornersBecomeTransparentWithASoftEdgeAndTheRestIsKept() {
        let image = RGBAImage(width: 40, height: 30, filledWith: SIMD4(200, 100, 50, 255))
        let rounded = image.withRoundedCorners(radius: 8)
        for (x, y) in [(0, 0), (39, 0), (0, 29), (39, 29)] { #expect(rounded[x, y].w == 0, "corner (\(x), \(y))") }
        for (x, y) in [(20, 15), (8, 0), (0, 8), (39, 15), (20, 29)] { #expect(rounded[x, y] == image[x, y]) }
        // The arc is anti-aliased: some pixels between transparent and opaque.
        let partial = (0..<8).flatMap { y in (0..<8).map { x in rounded[x, y].w } }.filter { $0 > 0 && $0 < 255 }
        #expect(partial.count >= 4)
        #expect(rounded[2, 2].x == 200, "colour is kept, only alpha changes")
        #expect(image.withRoundedCorners(radius: 0) == image && image.withRoundedCorners(radius: .nan) == image)
        #expect(image.withRoundedCorners(radius: 1000)[20, 0].w == 255, "clamped to half the shorter side")
    }

    /// A tall page of horizontal stripes: its rows tell which part of the page a crop shows.
    struct StripedPage: PageSource {
        var pageCount: Int { 1 }
        func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> { SIMD2(100, 300) }
        func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
            var image = RGBAImage(width: pixelSize.width, height: pixelSize.height)
            for y in 0..<pixelSize.height {
                let v = UInt8(255 * y / Swift.max(pixelSize.height - 1, 1))
                for x in 0..<pixelSize.width { image[x, y] = SIMD4(v, v, v, 255) }
            }
            return image
        }
    }

    @Test func aTallPageFillsTheWidthAndIsCutAtItsFoot() throws {
        let window = try StripedPage().filledWidth(at: 0, into: PixelSize(width: 200, height: 100))
        #expect(window.width == 200 && window.height == 100)
        // The page is 600 pixels tall at that width: the window shows its top sixth.
        #expect(window[0, 0].x == 0 && window[199, 0].x == 0)
        #expect(abs(Int(window[100, 99].x) - 255 * 99 / 599) <= 1)
        // A window taller than the page at its width letterboxes it whole.
        let short = try StripedPage().filledWidth(at: 0, into: PixelSize(width: 200, height: 900), background: SIMD4(9, 9, 9, 255))
        #expect(short[100, 0] == SIMD4(9, 9, 9, 255) && short[100, 899] == SIMD4(9, 9, 9, 255))
        #expect(short[100, 150].x < 5 && short[100, 749].x > 250, "the whole page, 600 rows, centred")
    }
}
