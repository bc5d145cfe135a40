/// What `?` shows: the viewer's keys and what each does, as a ``TextPanel``.
enum ViewerHelp {
    /// Each key (or keys) and what it does, in the order shown.
    static let entries: [(keys: String, action: String)] = [
        ("→ ↓ Space PgDn", "next page"),
        ("← ↑ ⇧Space PgUp", "previous page"),
        ("Home / End", "first / last page"),
        ("G, number, Enter", "go to a page"),
        ("O", "outline (table of contents)"),
        ("/ or Ctrl+F", "search; Enter finds"),
        ("N / ⇧N", "next / previous hit"),
        ("T", "overview of every page"),
        ("1 2 3 4", "curl, flip, fold, stack"),
        ("click a link", "follow it"),
        ("+ − 0, Ctrl+wheel", "zoom in, out, fit"),
        ("double click, drag", "zoom to a point, pan"),
        ("drag the outer edge", "turn, zoomed in too"),
        ("F", "full screen"),
        ("Esc", "close a panel"),
        ("?", "this help"),
        ("Q", "quit"),
    ]

    /// Points from the panel's left to the descriptions.
    static let detailColumn = 190.0

    /// The help panel for a window `viewWidth` points wide.
    static func panel(viewWidth: Double) -> TextPanel {
        var rows = [TextPanel.Row(text: "Keys", style: .title)]
        rows += entries.map { TextPanel.Row(text: $0.keys, detail: $0.action) }
        rows.append(TextPanel.Row(text: "? or Esc closes this help", style: .dim))
        return TextPanel(rows: rows, viewWidth: viewWidth, detailColumn: detailColumn)
    }
}
