import PageImage
import PageMedia
import PageSampleBook
import PageTestSupport
import Testing

/// The built-in sample book: its pages, their sizes, and that they differ from each other.
@Suite struct SampleBookTests {
    /// Smallest distance between the mean colours (RGBA, 0…255) of neighbouring pages: pastel
    /// papers a golden-ratio hue step apart differ by far more; 4 is barely visible.
    static let minimumPageDifference = 4.0
    /// Mean-colour distance allowed between a small render and a large render shrunk to the same
    /// size: the drawing is the same, only anti-aliasing differs.
    static let scaleMeanTolerance = 3.0
    /// Per-channel difference under which a pixel counts as matching in that comparison (edges of
    /// type and shapes may differ more), and the share of pixels that must match.
    static let scalePixelTolerance = 40
    static let scaleMatchingShare = 0.9
    @Test func pageCountDefaultsAndClamps() {
        #expect(SampleBook().pageCount == 12)
        #expect(SampleBook(pageCount: 30).pageCount == 30)
        #expect(SampleBook(pageCount: 0).pageCount == 1)
        #expect(SampleBook(pageCount: -4).pageCount == 1)
    }

    @Test func everyPageHasTheBookSize() throws {
        let book = SampleBook(pageCount: 3)
        for index in 0..<3 { #expect(try book.pageSize(at: index) == SampleBook.pageSize) }
        #expect(SampleBook.pageSize.y / SampleBook.pageSize.x > 1.41 && SampleBook.pageSize.y / SampleBook.pageSize.x < 1.42)
    }

    @Test func pagesRenderOpaqueAtTheRequestedSize() throws {
        let book = SampleBook(pageCount: 2)
        for size in [PixelSize(width: 42, height: 59), PixelSize(width: 100, height: 30), PixelSize(width: 0, height: 0)] {
            let image = try book.image(at: 1, pixelSize: size)
            #expect(image.width == max(size.width, 1) && image.height == max(size.height, 1))
            #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
        }
    }

    @Test func neighbouringPagesLookClearlyDifferent() throws {
        // The paper colour differs page to page, so each page's mean colour differs from the next.
        let book = SampleBook(pageCount: 12)
        let means = try (0..<12).map { try ImageChecks.mean(book.image(at: $0, pixelSize: PixelSize(width: 42, height: 59))) }
        for index in 1..<12 {
            let difference = means[index] - means[index - 1]
            let distance = (difference * difference).sum().squareRoot()
            #expect(distance > Self.minimumPageDifference, "pages \(index - 1) and \(index) look alike: \(distance)")
        }
        // The cover is dark; story pages are light paper.
        #expect(means[0].x + means[0].y + means[0].z < 3 * 110)
        for index in 1..<12 { #expect(means[index].x + means[index].y + means[index].z > 3 * 150) }
    }

    @Test func aLargeRenderShrunkMatchesASmallRender() throws {
        // Vector drawing: rendering big and shrinking agrees with rendering small, up to
        // anti-aliasing at edges (compared on the mean and on most pixels).
        let book = SampleBook(pageCount: 4)
        let small = try book.image(at: 3, pixelSize: PixelSize(width: 70, height: 99))
        let shrunk = try book.image(at: 3, pixelSize: PixelSize(width: 280, height: 396)).resampled(to: PixelSize(width: 70, height: 99))
        let difference = ImageChecks.mean(small) - ImageChecks.mean(shrunk)
        #expect((difference * difference).sum().squareRoot() < Self.scaleMeanTolerance)
        var close = 0
        for y in 0..<99 { for x in 0..<70 where ImageChecks.near(small[x, y], shrunk[x, y], Self.scalePixelTolerance) { close += 1 } }
        #expect(Double(close) / Double(70 * 99) > Self.scaleMatchingShare)
    }

    @Test func rendersAreDeterministic() throws {
        let book = SampleBook()
        #expect(try book.image(at: 5, pixelSize: PixelSize(width: 60, height: 85)) == book.image(at: 5, pixelSize: PixelSize(width: 60, height: 85)))
    }

    @Test func badIndicesAreTypedErrors() {
        let book = SampleBook(pageCount: 3)
        #expect(throws: PageSourceError.pageOutOfRange(path: SampleBook.errorPath, index: 3, pageCount: 3)) {
            try book.image(at: 3, pixelSize: PixelSize(width: 10, height: 10))
        }
        #expect(throws: PageSourceError.pageOutOfRange(path: SampleBook.errorPath, index: -1, pageCount: 3)) {
            try book.pageSize(at: -1)
        }
        #expect(throws: PageSourceError.imageTooLarge(path: SampleBook.errorPath, width: 20_000, height: 10)) {
            try book.image(at: 0, pixelSize: PixelSize(width: 20_000, height: 10))
        }
    }
}
