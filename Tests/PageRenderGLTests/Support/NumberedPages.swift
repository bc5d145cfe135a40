import PageEffects
import PageImage

/// Distinctive page pictures for the frame tests, drawn here pixel by pixel: each page index has
/// its own paper colour, a darker header band, a dark block at the top-left corner, a few text
/// lines at the top right, and its number in big digits in the middle. A mirrored or upside-down
/// page, or the wrong page, shows at a glance; the bottom quarter is plain paper so that tests
/// can read a page's colour there.
enum NumberedPages {
    /// Pixels per page: 1.5 pixels a point on a 140 × 200 point page.
    static let size = SIMD2<Int>(210, 300)
    /// The bottom quarter (from this fraction of the height down) is plain paper.
    static let plainFrom = 0.78

    /// Paper colours by page index (the index modulo the count).
    static let paper: [SIMD4<UInt8>] = [
        SIMD4(244, 236, 216, 255),  // 0 cream
        SIMD4(250, 222, 130, 255),  // 1 yellow
        SIMD4(150, 196, 246, 255),  // 2 sky blue
        SIMD4(160, 226, 160, 255),  // 3 mint green
        SIMD4(246, 174, 196, 255),  // 4 pink
        SIMD4(198, 176, 240, 255),  // 5 lavender
        SIMD4(250, 186, 120, 255),  // 6 orange
    ]
    static let ink = SIMD4<UInt8>(40, 40, 60, 255)

    /// The paper colour of page `index`.
    static func paperColor(_ index: Int) -> SIMD4<UInt8> { paper[((index % paper.count) + paper.count) % paper.count] }

    /// `color` darkened to `factor` of itself (sRGB values, good enough for test pictures).
    static func shade(_ color: SIMD4<UInt8>, _ factor: Double) -> SIMD4<UInt8> {
        SIMD4(UInt8(Double(color.x) * factor), UInt8(Double(color.y) * factor), UInt8(Double(color.z) * factor), 255)
    }

    /// The picture of page `index` (`size` pixels).
    static func image(_ index: Int, width: Int = size.x, height: Int = size.y) -> RGBAImage {
        let fill = paperColor(index)
        let header = shade(fill, 0.62)
        let block = shade(fill, 0.35)
        let line = shade(fill, 0.55)
        var image = RGBAImage(width: width, height: height, filledWith: fill)
        let w = Double(width), h = Double(height)
        func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: SIMD4<UInt8>) {
            for y in max(0, Int(y0 * h)) ..< min(height, Int(y1 * h)) {
                for x in max(0, Int(x0 * w)) ..< min(width, Int(x1 * w)) { image[x, y] = color }
            }
        }
        box(0, 0, 1, 0.1, header)
        box(0.08, 0.14, 0.28, 0.28, block)
        for row in 0 ..< 4 {
            let y = 0.145 + Double(row) * 0.04
            box(0.36, y, 0.92 - Double(row) * 0.1, y + 0.014, line)
        }
        // The number, centred in [0.34, 0.74] of the height.
        let digits = String(index).compactMap { $0.wholeNumberValue }
        let cell = max(1, min(Int(0.40 * h / 7), Int(0.8 * w) / (6 * digits.count - 1)))  // pixels per font cell
        let digitWidth = 5 * cell, gap = cell
        let totalWidth = digits.count * digitWidth + (digits.count - 1) * gap
        let left = (width - totalWidth) / 2, top = Int(0.34 * h)
        for (position, digit) in digits.enumerated() {
            let glyph = font[digit]
            for gy in 0 ..< 7 {
                for gx in 0 ..< 5 where glyph[gy][glyph[gy].index(glyph[gy].startIndex, offsetBy: gx)] == "#" {
                    let x0 = left + position * (digitWidth + gap) + gx * cell, y0 = top + gy * cell
                    for y in y0 ..< min(height, y0 + cell) {
                        for x in max(0, x0) ..< min(width, x0 + cell) { image[x, y] = ink }
                    }
                }
            }
        }
        // A border two pixels wide.
        for y in 0 ..< height {
            for x in 0 ..< width where x < 2 || y < 2 || x >= width - 2 || y >= height - 2 { image[x, y] = header }
        }
        return image
    }

    /// 5×7 digit glyphs.
    static let font: [[String]] = [
        [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
    ]

    /// A provider for ``PageRenderGL/FrameRenderer``: the picture of every index, counting calls.
    final class Provider {
        private(set) var calls: [Int] = []
        private var cache: [Int: RGBAImage] = [:]
        func image(_ index: Int) -> RGBAImage? {
            calls.append(index)
            if let image = cache[index] { return image }
            let image = NumberedPages.image(index)
            cache[index] = image
            return image
        }
    }
}
