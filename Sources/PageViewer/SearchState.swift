/// The search field (`/` or Ctrl+F): the text typed, whether it is being typed, and what the last
/// search found. A search walks the pages for the next one with a hit a few pages at a time
/// (``begin(from:pageCount:backward:)``, then ``step(pages:pageCount:hits:)`` until it ends), so
/// that the window stays live while a long document is searched; ``find(from:pageCount:backward:hits:)``
/// does it at once.
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
        /// Under way: page `next` is looked at next, `left` pages are still to look at, walking
        /// back when `backward`.
        case searching(next: Int, left: Int, backward: Bool)
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

    /// Starts a search for the query: from the page after the last hit (or from `page`, that
    /// page included, for a new query), or back from the one before it when `backward`, round
    /// the document's ends. Typing ends; the field stays open to show the outcome. Nothing
    /// starts with nothing typed, or while a search is under way.
    mutating func begin(from page: Int, pageCount: Int, backward: Bool = false) {
        isEditing = false
        isOpen = true
        guard !isSearching else { return }
        guard !query.isEmpty, pageCount > 0 else {
            outcome = .none
            return
        }
        let start: Int
        if case .found(let last, _) = outcome {
            start = last + (backward ? -1 : 1)
        } else {
            start = backward ? page - 1 : page
        }
        outcome = .searching(next: Self.wrap(start, pageCount), left: pageCount, backward: backward)
    }

    /// Whether a search is under way.
    var isSearching: Bool {
        if case .searching = outcome { return true }
        return false
    }

    /// Looks at up to `pages` more pages of the search under way; `hits(p)` counts the
    /// occurrences on page `p`.
    ///
    /// - Returns: the page found, or `nil` (not yet, or not at all: ``outcome`` says which).
    mutating func step(pages: Int, pageCount: Int, hits: (Int) -> Int) -> Int? {
        guard case .searching(var next, var left, let backward) = outcome else { return nil }
        var looked = 0
        while looked < pages, left > 0 {
            let count = hits(next)
            if count > 0 {
                outcome = .found(page: next, hits: count)
                return next
            }
            looked += 1
            left -= 1
            next = Self.wrap(next + (backward ? -1 : 1), pageCount)
        }
        outcome = left > 0 ? .searching(next: next, left: left, backward: backward) : .notFound
        return nil
    }

    /// A whole search at once (``begin(from:pageCount:backward:)`` and every step).
    mutating func find(from page: Int, pageCount: Int, backward: Bool = false, hits: (Int) -> Int) -> Int? {
        begin(from: page, pageCount: pageCount, backward: backward)
        return step(pages: Int.max, pageCount: pageCount, hits: hits)
    }

    private static func wrap(_ page: Int, _ pageCount: Int) -> Int {
        (page % pageCount + pageCount) % pageCount
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
        case (false, .searching(let next, _, _)):
            text = "Searching for “\(query)”… page \(next + 1)"
            style = .dim
        case (false, .none):
            text = "Search: type, then Enter"
            style = .dim
        }
        return TextPanel(rows: [TextPanel.Row(text: text, style: style)], viewWidth: viewWidth)
    }
}
