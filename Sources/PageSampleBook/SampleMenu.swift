import Foundation
public import PageImage
public import PageMedia

/// The sample book's side menu, drawn with cairo: a reading app's navigation drawer, with the
/// book's title in a header, its chapters as entries (a numbered badge in the chapter's colour
/// and the chapter's heading, the chapter being read highlighted) and the usual tools below
/// (bookmarks, search, settings), each with its icon.
///
/// It is what `pageturn demo`'s fold menu folds open in perspective beside the page being read,
/// as the side menu of the fold-menu document. One page, drawn at whatever pixel size is asked
/// for (vector drawing, sharp at any size); lay it out at ``size``'s proportions.
public struct SampleMenu: PageSource, Hashable {
    /// The menu's size in points: a narrow column as tall as the view it slides out of.
    public let size: SIMD2<Double>
    /// The chapter highlighted as being read (`1` is the first story page's chapter).
    public let currentChapter: Int

    /// The one page.
    public var pageCount: Int { 1 }

    /// A menu of `size` points (each side at least 1) highlighting `currentChapter`.
    public init(size: SIMD2<Double> = SIMD2(280, 594), currentChapter: Int = 2) {
        self.size = SIMD2(Swift.max(size.x.isFinite ? size.x : 280, 1), Swift.max(size.y.isFinite ? size.y : 594, 1))
        self.currentChapter = currentChapter
    }

    /// ``size``, for index 0.
    ///
    /// - Throws: `PageSourceError.pageOutOfRange(path:index:pageCount:)`.
    public func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> {
        guard index == 0 else { throw .pageOutOfRange(path: Self.errorPath, index: index, pageCount: 1) }
        return size
    }

    /// The menu drawn to exactly `pixelSize` (sides clamped to at least 1), stretched to fill it.
    /// Opaque.
    ///
    /// - Throws: `PageSourceError.pageOutOfRange(path:index:pageCount:)`,
    ///   `PageSourceError.imageTooLarge(path:width:height:)` beyond `PageSourceError.maximumSide`.
    public func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
        guard index == 0 else { throw .pageOutOfRange(path: Self.errorPath, index: index, pageCount: 1) }
        return try CairoPainter.image(pixelSize: pixelSize, pointSize: size, errorPath: Self.errorPath) { draw($0) }
    }

    /// The name errors use in place of a file path.
    public static let errorPath = "sample menu"

    // MARK: - Drawing

    /// The drawer's paper, a little greyer than the book's pages so that it reads as the app's.
    private static let paper: UInt32 = 0xF1EEE8
    /// The header's colour (the cover's night blue) and the ink of labels and icons.
    private static let header: UInt32 = 0x1F2A44, ink: UInt32 = 0x2B2118, muted: UInt32 = 0x6B6F7A
    /// The tools under the chapters, with their icons.
    private enum Tool: CaseIterable {
        case bookmarks, search, settings

        var label: String {
            switch self {
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .settings: "Settings"
            }
        }
    }

    private func draw(_ p: CairoPainter) {
        let w = size.x, h = size.y
        let unit = Swift.min(w / 280, h / 594)   // 1 at the default size
        p.color(Self.paper)
        p.rectangle(0, 0, w, h)
        p.fill()

        // Header: the book's title on the cover's night blue.
        let headerHeight = 96 * unit
        p.color(Self.header)
        p.rectangle(0, 0, w, headerHeight)
        p.fill()
        let inset = 20 * unit
        p.color(0xF6E7C1)
        p.font(CairoPainter.serif, size: 20 * unit, bold: true)
        p.text(fitted(p, SampleBook.title, width: w - 2 * inset), x: inset, y: 50 * unit)
        p.color(0xB9C2D6)
        p.font(CairoPainter.sans, size: 11 * unit)
        p.text(fitted(p, "Sample book · \(SampleBook.chapters.count) chapters", width: w - 2 * inset), x: inset, y: 72 * unit)

        // Chapters, as many as fit above the tools.
        let row = 40 * unit
        let toolsTop = h - Double(Tool.allCases.count) * row - 12 * unit
        p.color(Self.muted)
        p.font(CairoPainter.sans, size: 10 * unit, bold: true)
        p.text("CONTENTS", x: inset, y: headerHeight + 26 * unit)
        var y = headerHeight + 36 * unit
        var chapter = 1
        while chapter <= SampleBook.chapters.count, y + row <= toolsTop - 8 * unit {
            drawChapter(p, chapter, top: y, row: row, inset: inset, unit: unit)
            y += row
            chapter += 1
        }

        // A hairline, then the tools.
        p.color(0xD8D3C9)
        p.rectangle(inset, toolsTop - 4 * unit, w - 2 * inset, Swift.max(unit, 0.5))
        p.fill()
        for (index, tool) in Tool.allCases.enumerated() {
            let centre = toolsTop + (Double(index) + 0.5) * row
            drawIcon(p, tool, x: inset + 12 * unit, y: centre, unit: unit)
            p.color(Self.ink)
            p.font(CairoPainter.sans, size: 14 * unit)
            p.text(tool.label, x: inset + 36 * unit, y: centre + 5 * unit)
        }
    }

    /// One chapter's row: the highlight when it is being read, a numbered badge in its colour,
    /// its heading.
    private func drawChapter(_ p: CairoPainter, _ chapter: Int, top: Double, row: Double, inset: Double, unit: Double) {
        let centre = top + row / 2
        if chapter == currentChapter {
            p.color(SampleBook.paperColor(chapter))
            p.roundedRectangle(inset / 2, top + 3 * unit, size.x - inset, row - 6 * unit, radius: 8 * unit)
            p.fill()
        }
        p.color(SampleBook.accentColor(chapter))
        p.circle(inset + 12 * unit, centre, 12 * unit)
        p.fill()
        p.color(0xFFFFFF)
        p.font(CairoPainter.sans, size: 12 * unit, bold: true)
        p.centredText("\(chapter)", x: inset + 12 * unit, y: centre + 4.3 * unit)
        p.color(Self.ink)
        p.font(CairoPainter.serif, size: 14 * unit, bold: chapter == currentChapter)
        let label = SampleBook.chapters[chapter - 1].heading
        p.text(fitted(p, label, width: size.x - inset - 36 * unit - inset / 2), x: inset + 36 * unit, y: centre + 5 * unit)
    }

    /// A tool's icon, centred on `(x, y)`, drawn in lines.
    private func drawIcon(_ p: CairoPainter, _ tool: Tool, x: Double, y: Double, unit: Double) {
        p.color(Self.header)
        let s = 8 * unit
        switch tool {
        case .bookmarks:   // a ribbon with a notch
            p.polygon([(x - s * 0.7, y - s), (x + s * 0.7, y - s), (x + s * 0.7, y + s), (x, y + s * 0.45), (x - s * 0.7, y + s)])
            p.stroke(width: 1.8 * unit)
        case .search:      // a lens and its handle
            p.circle(x - s * 0.2, y - s * 0.2, s * 0.62)
            p.stroke(width: 1.8 * unit)
            p.move(x + s * 0.26, y + s * 0.26)
            p.line(x + s, y + s)
            p.stroke(width: 2.2 * unit)
        case .settings:    // a gear: a ring with eight teeth
            for tooth in 0..<8 {
                let angle = Double(tooth) * .pi / 4
                p.move(x + 0.7 * s * cos(angle), y + 0.7 * s * sin(angle))
                p.line(x + 1.05 * s * cos(angle), y + 1.05 * s * sin(angle))
            }
            p.stroke(width: 2.2 * unit)
            p.circle(x, y, 0.62 * s)
            p.stroke(width: 1.8 * unit)
            p.circle(x, y, 0.22 * s)
            p.fill()
        }
    }

    /// `text` shortened with an ellipsis to fit `width` in the current font.
    private func fitted(_ p: CairoPainter, _ text: String, width: Double) -> String {
        guard p.width(of: text) > width else { return text }
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1 {
            words.removeLast()
            let candidate = words.joined(separator: " ") + "…"
            if p.width(of: candidate) <= width { return candidate }
        }
        return words.first.map { $0 + "…" } ?? ""
    }
}
