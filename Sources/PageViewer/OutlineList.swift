import PageMedia

/// The outline (`O`) as a list to move through: its entries, the one selected, and the part of
/// the list in view, as a ``TextPanel``.
///
/// Up and Down move the selection by one, Page Up and Down by a screenful, Home and End to the
/// ends; the rows in view scroll so the selection stays among them.
struct OutlineList: Equatable {
    let entries: [PDFOutlineEntry]
    /// The selected entry's index.
    private(set) var selection: Int
    /// The first entry in view.
    private(set) var firstVisible = 0
    /// How many entries are in view at once (`>= 1`).
    private(set) var visibleCount: Int

    /// A list of `entries` (not empty) showing `visibleCount` at a time, with the last entry at
    /// or before `page` selected (where the reader is).
    init(entries: [PDFOutlineEntry], page: Int, visibleCount: Int) {
        precondition(!entries.isEmpty)
        self.entries = entries
        self.visibleCount = Swift.max(1, visibleCount)
        selection = entries.lastIndex { ($0.page ?? Int.max) <= page } ?? 0
        scrollToSelection()
    }

    /// Moves the selection by `steps` entries (clamped to the list).
    mutating func move(by steps: Int) {
        selection = Swift.min(Swift.max(selection + steps, 0), entries.count - 1)
        scrollToSelection()
    }

    /// Selects entry `index` (clamped).
    mutating func select(_ index: Int) {
        move(by: index - selection)
    }

    /// Shows `count` entries at once.
    mutating func resize(visibleCount count: Int) {
        visibleCount = Swift.max(1, count)
        scrollToSelection()
    }

    /// The page the selected entry leads to (`nil` when it leads nowhere).
    var selectedPage: Int? { entries[selection].page }

    private mutating func scrollToSelection() {
        if selection < firstVisible { firstVisible = selection }
        if selection >= firstVisible + visibleCount { firstVisible = selection - visibleCount + 1 }
        firstVisible = Swift.max(0, Swift.min(firstVisible, entries.count - visibleCount))
    }

    /// The entries in view.
    var visibleRange: Range<Int> { firstVisible..<Swift.min(entries.count, firstVisible + visibleCount) }

    /// The panel: a title row, then the entries in view (the selection highlighted, page numbers
    /// in the second column).
    func panel(viewWidth: Double) -> TextPanel {
        var rows = [TextPanel.Row(text: "Outline — ↑ ↓ Enter, or click; Esc closes", style: .title)]
        for index in visibleRange {
            let entry = entries[index]
            rows.append(TextPanel.Row(text: entry.title.isEmpty ? "(untitled)" : entry.title,
                                      detail: entry.page.map { "\($0 + 1)" } ?? "–",
                                      indent: Swift.min(entry.depth, 6),
                                      style: index == selection ? .selected : .plain))
        }
        let panel = TextPanel(rows: rows, viewWidth: viewWidth)
        return TextPanel(rows: rows, viewWidth: viewWidth, detailColumn: panel.width - 60)
    }

    /// The entry on panel row `row` (row 0 is the title), or `nil`.
    func entry(atRow row: Int) -> Int? {
        let index = firstVisible + row - 1
        return row >= 1 && visibleRange.contains(index) ? index : nil
    }
}
