/// The search field (`/` or Ctrl+F): the text typed, whether it is being typed, and what the last
/// search found; ``find(from:pageCount:backward:hits:)`` walks the pages for the next one with a
/// hit.
///
/// A new query searches from the page the reader is on (that page included); `n` and `N` search
/// on from the page of the last hit, forward or back, round the end of the document to the
/// other end. A search with no hit anywhere says so (``Outcome/notFound``) and moves nothing.
struct SearchState: Equatable {
    /// What the last search found.
    enum Outcome: Equatable {
        /// No search since the field opened or the query changed.
        case none
        /// `hits` occurrences on page `page` (0-based).
        case found(page: Int, hits: Int)
        /// The query occurs on no page.
        case notFound
    }

    /// The longest query kept, characters.
    static let maximumLength = 200

    /// Whether the field is shown.
    private(set) var isOpen = false
    /// Whether keys type into the field (from `/` until Enter or Esc).
    private(set) var isEditing = false
    private(set) var query = ""
    private(set) var outcome = Outcome.none

    /// Opens the field for typing, with the last query in it.
    mutating func open() {
        isOpen = true
        isEditing = true
    }

    /// Closes the field (the query is kept for the next `/`).
    mutating func close() {
        isOpen = false
        isEditing = false
        outcome = .none
    }

    /// Appends typed text to the query.
    mutating func type(_ text: String) {
        let cleaned = text.filter { !$0.isNewline && $0 != "\t" }
        guard !cleaned.isEmpty else { return }
        query = String((query + cleaned).prefix(Self.maximumLength))
        outcome = .none
    }

    /// Deletes the query's last character.
    mutating func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        outcome = .none
    }

    /// Searches for the query: the next page after the last hit (or from `page`, that page
    /// included, for a new query), or the previous one when `backward`, wrapping round the
    /// document; `hits(p)` counts the occurrences on page `p`. Typing ends; the field stays
    /// open to show the outcome.
    ///
    /// - Returns: the page found, or `nil` (nothing typed, or no hit: ``outcome`` says which).
    mutating func find(from page: Int, pageCount: Int, backward: Bool = false, hits: (Int) -> Int) -> Int? {
        isEditing = false
        isOpen = true
        guard !query.isEmpty, pageCount > 0 else { return nil }
        let start: Int
        if case .found(let last, _) = outcome {
            start = last + (backward ? -1 : 1)
        } else {
            start = backward ? page - 1 : page
        }
        for step in 0..<pageCount {
            let candidate = ((start + (backward ? -step : step)) % pageCount + pageCount) % pageCount
            let count = hits(candidate)
            if count > 0 {
                outcome = .found(page: candidate, hits: count)
                return candidate
            }
        }
        outcome = .notFound
        return nil
    }

    /// The field as a one-row ``TextPanel``: the query with a caret while typing, then the
    /// outcome or a hint.
    func panel(viewWidth: Double) -> TextPanel {
        let text: String
        var style = TextPanel.Style.plain
        switch (isEditing, outcome) {
        case (true, _):
            text = "Search: \(query)_"
        case (false, .found(let page, let hits)):
            text = "“\(query)”: \(hits) on page \(page + 1) — N next, ⇧N previous, Esc closes"
        case (false, .notFound):
            text = "“\(query)” not found"
        case (false, .none):
            text = "Search: type, then Enter"
            style = .dim
        }
        return TextPanel(rows: [TextPanel.Row(text: text, style: style)], viewWidth: viewWidth)
    }
}
