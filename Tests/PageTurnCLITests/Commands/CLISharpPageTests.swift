import Foundation
import PageMedia
import PageTurn
import Testing

/// A page at rest is as dark and as sharp as `pdftoppm` (poppler-utils) shows the same page at
/// the same pixel height: `pageturn still --progress 0` of a PDF of small text, its page cut out
/// of the picture, measured against `pdftoppm -scale-to-y` of the page's height in the still.
///
/// Before the book was laid out on the pixel grid, the page lay at a fraction of a pixel and was
/// shown a fraction of a pixel smaller than rasterised: every pixel blended two or four texels in
/// linear light, and 9-point text went grey: laid out as before, the darkest 1% of ink sat at
/// level 103 where pdftoppm's sit at 36 (ink contrast 0.69 of pdftoppm's, edge steepness 0.61);
/// on the pixel grid at 39 (0.99, 0.97).
@Suite struct CLISharpPageTests {
    /// The ink's contrast with the paper, as a share of pdftoppm's, at least this: resampling by
    /// a fraction of a pixel gave 0.69; a page shown pixel for pixel 0.99 (the page is
    /// rasterised by poppler's cairo backend, pdftoppm uses Splash: their anti-aliasing differs
    /// by a few levels).
    static let minimumInkContrast = 0.95
    /// The edges' steepness, as a share of pdftoppm's, at least this: about 0.4 resampled by a
    /// fraction of a pixel (0.61 before), 0.97 pixel for pixel.
    static let minimumSharpness = 0.85

    @Test func aPageAtRestIsAsDarkAndSharpAsPdftoppm() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pdf = folder + "/text.pdf", still = folder + "/still.png"
        try TestDocuments.write(TestDocuments.pdfWithText(), to: pdf)
        let result = try PageTurnBinary.run(["still", pdf, "--page", "1", "--progress", "0", "--output", still,
                                             "--size", "800x600"])
        try #require(result.status == 0, "\(result.stderr)")
        let picture = try RGBAImage(pngFile: still)
        let page = try #require(InkMeasure.paperRect(in: picture), "no page in the still")
        // The page fills most of the picture's height (a margin and room for a lifted page).
        #expect(page.height > 300)

        let prefix = folder + "/reference"
        let reference = PageTurnBinary.tool(
            "pdftoppm", ["-f", "1", "-l", "1", "-singlefile", "-png", "-scale-to-y", "\(page.height)",
                         "-scale-to-x", "-1", pdf, prefix])
        try #require(reference != nil, "pdftoppm (poppler-utils; see Scripts/bootstrap) must be on PATH")
        let expected = try RGBAImage(pngFile: prefix + ".png")
        #expect(abs(expected.height - page.height) <= 1)

        let ours = InkMeasure(picture, x: page.x, y: page.y, width: page.width, height: page.height)
        let theirs = InkMeasure(expected, x: 0, y: 0, width: expected.width, height: expected.height)
        // Both pages hold text: plenty of ink, and pdftoppm's darkest ink near black.
        #expect(ours.inkPixelCount > 2000 && theirs.inkPixelCount > 2000)
        #expect(theirs.darkestInk < 64)
        let contrast = ours.inkContrast / theirs.inkContrast
        let sharpness = ours.edgeSteepness / theirs.edgeSteepness
        #expect(contrast >= Self.minimumInkContrast,
                "ink contrast \(contrast) of pdftoppm's (darkest 1% of ink at \(ours.darkestInk), pdftoppm's at \(theirs.darkestInk))")
        #expect(sharpness >= Self.minimumSharpness,
                "edge steepness \(sharpness) of pdftoppm's (\(ours.edgeSteepness) against \(theirs.edgeSteepness))")
    }
}

/// Grey levels of a page region (the mean of R, G and B, 0–255): how dark its ink is and how
/// steep its edges are.
struct InkMeasure {
    /// A pixel this much darker than the paper is ink (anti-aliased edges included).
    static let inkThreshold = 16
    /// Pixels left out along the region's border (where the page's own edge may be blended).
    static let inset = 2

    /// The paper's level: the median of the region (most of a page of text is paper).
    let paper: Int
    /// The level of the darkest 1% of ink pixels.
    let darkestInk: Int
    /// How many pixels are ink.
    let inkPixelCount: Int
    /// The 99.5th percentile of the level differences between neighbouring pixels (across and
    /// down): how steep the ink's edges are.
    let edgeSteepness: Double

    /// `paper - darkestInk`, in levels.
    var inkContrast: Double { Double(paper - darkestInk) }

    init(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) {
        let x0 = x + Self.inset, y0 = y + Self.inset
        let w = Swift.max(width - 2 * Self.inset, 1), h = Swift.max(height - 2 * Self.inset, 1)
        var levels = [Int](repeating: 0, count: w * h)
        for row in 0..<h {
            for column in 0..<w {
                let p = image[x0 + column, y0 + row]
                levels[row * w + column] = (Int(p.x) + Int(p.y) + Int(p.z)) / 3
            }
        }
        let sorted = levels.sorted()
        let paperLevel = sorted[sorted.count / 2]
        paper = paperLevel
        let ink = sorted.filter { $0 <= paperLevel - Self.inkThreshold }
        inkPixelCount = ink.count
        darkestInk = ink.isEmpty ? paper : ink[ink.count / 100]
        var steps: [Int] = []
        steps.reserveCapacity(2 * w * h)
        for row in 0..<h {
            for column in 0..<w {
                let level = levels[row * w + column]
                if column + 1 < w { steps.append(abs(levels[row * w + column + 1] - level)) }
                if row + 1 < h { steps.append(abs(levels[(row + 1) * w + column] - level)) }
            }
        }
        steps.sort()
        edgeSteepness = Double(steps[Swift.min(steps.count - 1, steps.count * 995 / 1000)])
    }

    /// The bounding box of the picture's paper: the rows and columns more than a quarter of
    /// whose pixels are white (level 250 or more); `nil` when there are none.
    static func paperRect(in image: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        func isPaper(_ x: Int, _ y: Int) -> Bool {
            let p = image[x, y]
            return p.x >= 250 && p.y >= 250 && p.z >= 250
        }
        let rows = (0..<image.height).filter { y in (0..<image.width).count { isPaper($0, y) } > image.width / 4 }
        let columns = (0..<image.width).filter { x in (0..<image.height).count { isPaper(x, $0) } > image.height / 4 }
        guard let top = rows.first, let bottom = rows.last, let left = columns.first, let right = columns.last else {
            return nil
        }
        return (left, top, right - left + 1, bottom - top + 1)
    }
}
