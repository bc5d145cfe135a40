import PageImage
import PageMedia
import PageSampleBook
import Testing

/// The sample side menu: one opaque page at the asked size, a dark header over light paper, and
/// the chapter being read highlighted in its own row.
@Suite struct SampleMenuTests {
    /// The mean brightness (0…255) of the rows `rows` of `image`.
    static func brightness(_ image: RGBAImage, rows: Range<Int>) -> Double {
        var sum = 0.0
        for y in rows {
            for x in 0..<image.width {
                let p = image[x, y]
                sum += (Double(p.x) + Double(p.y) + Double(p.z)) / 3
            }
        }
        return sum / Double(rows.count * image.width)
    }

    @Test func oneOpaquePageAtTheRequestedSize() throws {
        let menu = SampleMenu(size: SIMD2(300, 540))
        #expect(menu.pageCount == 1)
        #expect(try menu.pageSize(at: 0) == SIMD2(300, 540))
        let image = try menu.image(at: 0, pixelSize: PixelSize(width: 150, height: 270))
        #expect(image.width == 150 && image.height == 270)
        #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
        #expect(throws: PageSourceError.pageOutOfRange(path: SampleMenu.errorPath, index: 1, pageCount: 1)) {
            try menu.image(at: 1, pixelSize: PixelSize(width: 10, height: 10))
        }
        #expect(SampleMenu(size: SIMD2(-3, .nan)).size == SIMD2(1, 594))
    }

    @Test func aDarkHeaderOverLightPaper() throws {
        let image = try SampleMenu().image(at: 0, pixelSize: PixelSize(width: 280, height: 594))
        #expect(Self.brightness(image, rows: 4..<30) < 80, "the header is the cover's night blue")
        #expect(Self.brightness(image, rows: 560..<590) > 180, "the drawer's paper below")
    }

    @Test func theChapterBeingReadIsHighlighted() throws {
        let size = PixelSize(width: 280, height: 594)
        let second = try SampleMenu(currentChapter: 2).image(at: 0, pixelSize: size)
        let third = try SampleMenu(currentChapter: 3).image(at: 0, pixelSize: size)
        // Rows of the second and third chapters (header 96, label 36, rows of 40 points).
        let secondRow = 176..<208, thirdRow = 216..<248
        #expect(Self.brightness(second, rows: secondRow) != Self.brightness(third, rows: secondRow))
        #expect(Self.brightness(second, rows: thirdRow) != Self.brightness(third, rows: thirdRow))
        #expect(Self.brightness(second, rows: 300..<330) == Self.brightness(third, rows: 300..<330),
                "other rows do not change")
    }
}
