/// A panel of text rows drawn over the pages (the help, the outline, the search field): what it
/// says and where each row lies, in window points, without drawing anything (``OverlayPainter``
/// paints it).
///
/// The panel is ``width`` points wide; rows are ``rowHeight`` apart inside ``padding``. A row has a
/// text and an optional detail, drawn in a second column ``detailColumn`` points in (the help's
/// keys and what they do).
struct TextPanel: Equatable {
    /// How a row is drawn.
    enum Style: Equatable {
        /// Bold, a heading.
        case title
        /// Plain text.
        case plain
        /// Plain text on a highlight (the outline's selection).
        case selected
        /// Grey: a hint or a message.
        case dim
    }

    /// One line of the panel.
    struct Row: Equatable {
        var text: String
        /// A second column (empty for none).
        var detail = ""
        /// Indentation steps (outline depth).
        var indent = 0
        var style = Style.plain
    }

    /// Points between rows' tops.
    static let rowHeight = 22.0
    /// Points round the rows.
    static let padding = 12.0
    /// The font's size, points.
    static let fontSize = 14.0
    /// Points an indentation step.
    static let indentStep = 16.0
    /// The widest a panel is, points.
    static let maximumWidth = 560.0
    /// Points kept between a panel and the window's edges.
    static let windowMargin = 20.0

    var rows: [Row]
    /// The panel's width, points.
    var width: Double
    /// Where the detail column starts, points from the panel's left (0: no detail column).
    var detailColumn = 0.0

    /// A panel of `rows` as wide as a window of `viewWidth` points allows (at most
    /// ``maximumWidth``).
    init(rows: [Row], viewWidth: Double, detailColumn: Double = 0) {
        self.rows = rows
        width = Swift.max(120, Swift.min(Self.maximumWidth, viewWidth - 2 * Self.windowMargin))
        self.detailColumn = detailColumn
    }

    /// The panel's size, points.
    var size: SIMD2<Double> {
        SIMD2(width, 2 * Self.padding + Self.rowHeight * Double(rows.count))
    }

    /// The number of rows a panel may hold in a window of `viewHeight` points.
    static func rowsFitting(viewHeight: Double) -> Int {
        Swift.max(1, Int(((viewHeight - 2 * windowMargin - 2 * padding) / rowHeight).rounded(.down)))
    }

    /// Where the panel's top-left corner lies in a window of `viewSize` points: centred, or at
    /// the top (`atTop`, the search field), in whole points.
    func origin(in viewSize: SIMD2<Double>, atTop: Bool = false) -> SIMD2<Double> {
        let x = ((viewSize.x - width) / 2).rounded(.down)
        let y = atTop ? Self.windowMargin : Swift.max(Self.windowMargin, ((viewSize.y - size.y) / 2).rounded(.down))
        return SIMD2(x, y)
    }

    /// The top of row `index`, points from the panel's top.
    func rowTop(_ index: Int) -> Double {
        Self.padding + Self.rowHeight * Double(index)
    }

    /// The row under `point` (points from the panel's top-left), or `nil`.
    func row(at point: SIMD2<Double>) -> Int? {
        guard point.x >= 0, point.x <= width else { return nil }
        let index = ((point.y - Self.padding) / Self.rowHeight).rounded(.down)
        guard index.isFinite, index >= 0, index < Double(rows.count) else { return nil }
        return Int(index)
    }
}
