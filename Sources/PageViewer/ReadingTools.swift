import PageMedia

/// The reader's tools over the pages, as state: the help (`?`), the outline (`O`), the search
/// field (`/`, Ctrl+F, `n`, `N`) and a passing message ("this PDF has no outline"). Keys come in as
/// ``Key``s; what the viewer must do comes back as a ``Response``. What is drawn is
/// ``panel(viewSize:time:)``.
///
/// The document is reached through two closures (the outline, and the hits of a query on a
/// page), so that the tools are tested without a PDF or a window.
struct ReadingTools {
    /// A key, as the tools see it.
    enum Key: Equatable {
        case help, outline, search, escape, enter, backspace
        case up, down, pageUp, pageDown, home, end
        /// `n` (next hit) and `N` (previous).
        case nextHit, previousHit
        /// Text typed (only used while the search field is being typed in).
        case text(String)
    }

    /// What the viewer does after a key.
    struct Response: Equatable {
        /// Whether the key was the tools' (the viewer does nothing else with it).
        var consumed: Bool
        /// A page to turn to, 0-based.
        var goTo: Int?

        static let ignored = Response(consumed: false)
        static let consumed = Response(consumed: true)
    }

    /// Which panel is shown.
    enum Panel: Equatable {
        case none, help, outline, search
        /// A message shown until ``messageDuration`` after `since`.
        case message(String, since: Double)
    }

    /// Search hits drawn on a page: the page (0-based) and the hits' rectangles (page points).
    struct Highlights: Equatable {
        var page: Int
        var rects: [PDFRect]
    }

    /// Seconds a message stays.
    static let messageDuration = 2.5
    /// The message when the document has no outline.
    static let noOutlineMessage = "This PDF has no outline"

    let pageCount: Int
    private let loadOutline: () -> [PDFOutlineEntry]
    private let hitsOnPage: (String, Int) -> [PDFRect]
    private var outlineEntries: [PDFOutlineEntry]?
    private(set) var panelShown = Panel.none
    private(set) var outline: OutlineList?
    private(set) var search = SearchState()
    /// The hits of the last search on the page found (page points), drawn on that page.
    private(set) var highlights: Highlights?
    /// Rows the outline shows at once.
    private var outlineRows = 10

    /// Tools for a document of `pageCount` pages: `outline` reads its outline (called once, when
    /// first shown; empty for none) and `hits(query, page)` finds a query on a page.
    init(pageCount: Int, outline: @escaping () -> [PDFOutlineEntry], hits: @escaping (String, Int) -> [PDFRect]) {
        self.pageCount = pageCount
        loadOutline = outline
        hitsOnPage = hits
    }

    /// Whether the search field takes typed text now.
    var isTyping: Bool { panelShown == .search && search.isEditing }

    /// Handles `key` while the reader is on `page`, at `time`.
    mutating func handle(_ key: Key, page: Int, time: Double) -> Response {
        if case .message = panelShown, key == .escape {
            panelShown = .none
            return .consumed
        }
        if isTyping {
            switch key {
            case .text(let typed): search.type(typed)
            case .backspace: search.deleteBackward()
            case .escape: closeSearch()
            case .enter: search.begin(from: page, pageCount: pageCount)
            default: break
            }
            return .consumed
        }
        if panelShown == .outline, var list = outline {
            switch key {
            case .up: list.move(by: -1)
            case .down: list.move(by: 1)
            case .pageUp: list.move(by: -list.visibleCount)
            case .pageDown: list.move(by: list.visibleCount)
            case .home: list.select(0)
            case .end: list.select(list.entries.count - 1)
            case .enter:
                panelShown = .none
                return Response(consumed: true, goTo: list.selectedPage)
            case .escape, .outline:
                panelShown = .none
                return .consumed
            default:
                return .ignored
            }
            outline = list
            return .consumed
        }
        switch key {
        case .help:
            panelShown = panelShown == .help ? .none : .help
        case .escape where panelShown == .help:
            panelShown = .none
        case .escape where panelShown == .search || highlights != nil:
            closeSearch()
        case .outline:
            showOutline(page: page, time: time)
        case .search:
            search.open()
            panelShown = .search
        case .nextHit where !search.query.isEmpty, .previousHit where !search.query.isEmpty:
            panelShown = .search
            search.begin(from: page, pageCount: pageCount, backward: key == .previousHit)
        default:
            return .ignored
        }
        return .consumed
    }

    /// A click at `point` (window points) in a window of `viewSize` points: on the outline, the
    /// entry clicked is gone to; anywhere else the outline closes. Returns `nil` when the click
    /// is not the tools' (no panel takes clicks).
    mutating func click(at point: SIMD2<Double>, viewSize: SIMD2<Double>) -> Response? {
        guard panelShown == .outline, let list = outline else { return nil }
        let panel = list.panel(viewWidth: viewSize.x)
        let origin = panel.origin(in: viewSize)
        panelShown = .none
        guard let row = panel.row(at: point - origin), let entry = list.entry(atRow: row) else { return .consumed }
        return Response(consumed: true, goTo: list.entries[entry].page)
    }

    /// The window is `viewSize` points: the outline shows as many rows as fit.
    mutating func resize(to viewSize: SIMD2<Double>) {
        outlineRows = Swift.max(1, TextPanel.rowsFitting(viewHeight: viewSize.y) - 1)
        outline?.resize(visibleCount: outlineRows)
    }

    /// Lets a message past its time go (at `time`); returns whether one went.
    mutating func expire(at time: Double) -> Bool {
        guard let change = nextChange, time >= change else { return false }
        panelShown = .none
        return true
    }

    /// The panel to draw at `time` in a window of `viewSize` points, with whether it sits at the
    /// window's top; `nil` for none (a message past its time is not drawn).
    func panel(viewSize: SIMD2<Double>, time: Double) -> (panel: TextPanel, atTop: Bool)? {
        switch panelShown {
        case .none:
            return nil
        case .help:
            return (ViewerHelp.panel(viewWidth: viewSize.x), false)
        case .outline:
            guard let outline else { return nil }
            return (outline.panel(viewWidth: viewSize.x), false)
        case .search:
            return (search.panel(viewWidth: viewSize.x), true)
        case .message(let text, let since):
            guard time - since < Self.messageDuration else { return nil }
            return (TextPanel(rows: [TextPanel.Row(text: text)], viewWidth: Swift.min(viewSize.x, 360)), true)
        }
    }

    /// When the panel shown changes on its own next (a message leaving), or `nil`.
    var nextChange: Double? {
        if case .message(_, let since) = panelShown { return since + Self.messageDuration }
        return nil
    }

    private mutating func showOutline(page: Int, time: Double) {
        if outlineEntries == nil { outlineEntries = loadOutline() }
        guard let entries = outlineEntries, !entries.isEmpty else {
            panelShown = .message(Self.noOutlineMessage, since: time)
            return
        }
        outline = OutlineList(entries: entries, page: page, visibleCount: outlineRows)
        panelShown = .outline
    }

    private mutating func closeSearch() {
        search.close()
        highlights = nil
        panelShown = .none
    }

    /// Whether a search is under way (the viewer calls ``continueSearch(pages:)`` until it
    /// ends).
    var isSearching: Bool { search.isSearching }

    /// Looks at up to `pages` more pages of the search under way: the page found (its hits
    /// become ``highlights``), or `nil`.
    mutating func continueSearch(pages: Int) -> Int? {
        var found: [PDFRect] = []
        let query = search.query
        let target = search.step(pages: pages, pageCount: pageCount) { candidate in
            found = hitsOnPage(query, candidate)
            return found.count
        }
        if let target {
            highlights = Highlights(page: target, rects: found)
        } else if search.outcome == .notFound {
            highlights = nil
        }
        return target
    }
}
