import Foundation
import PageEffects
import PageImage
import PageMedia
import Testing

/// The golden-image helper itself: it must catch real differences, tolerate tiny ones, and leave
/// the evidence on disk.
@Suite struct GoldenImageTests {
    static let base = TestPages.page(width: 32, height: 40)

    @Test func toleratesSmallDifferences() throws {
        var nudged = Self.base
        nudged[5, 5].x &-= 2  // within 3 levels
        let comparison = try #require(GoldenImage.compare(nudged, Self.base, pixelTolerance: 3))
        #expect(comparison.differingPixels == 0 && comparison.largestDifference == 2)
    }

    @Test func countsPixelsBeyondTolerance() throws {
        var changed = Self.base
        for x in 0..<10 { changed[x, 20] = SIMD4(0, 255, 255, 255) }
        let comparison = try #require(GoldenImage.compare(changed, Self.base, pixelTolerance: 3))
        #expect(comparison.differingPixels == 10)
        #expect(comparison.difference[3, 20].x > 128 && comparison.difference[3, 20].y == 0)  // marked red
        #expect(GoldenImage.compare(RGBAImage(width: 2, height: 2), Self.base, pixelTolerance: 3) == nil)
    }

    /// A wrong image fails against a committed reference, and the actual, expected and
    /// difference PNGs are written where the failure message says.
    @Test func mismatchWritesTheDifferenceImage() throws {
        let wrong = RGBAImage(width: 256, height: 256, filledWith: SIMD4(255, 0, 255, 255))
        let diffPath = GoldenImage.failureFolder + "/flat-page-orthographic-diff.png"
        try? FileManager.default.removeItem(atPath: diffPath)
        let message = try #require(GoldenImage.mismatch(wrong, named: "flat-page-orthographic",
                                                        pixelTolerance: 3, fractionTolerance: 0.005))
        #expect(message.contains(diffPath))
        #expect(message.contains("65536 of 65536 pixels"))
        let diff = try RGBAImage(pngFile: diffPath)
        #expect(diff.width == 256 && diff[128, 128].x > 128 && diff[128, 128].y == 0)
        // A missing reference is a failure too, never a silent pass.
        let missing = try #require(GoldenImage.mismatch(wrong, named: "no-such-reference", pixelTolerance: 3, fractionTolerance: 0.005))
        #expect(missing.contains("PAGETURN_RECORD_GOLDEN=1"))
    }
}
