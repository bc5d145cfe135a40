import PageMedia
import PagePipeline
import PageTurn

/// The effect in the window: one of the book, fold-menu and tab-stack controllers over the same
/// pages, laid out for the window's size, with the page the reader is on.
///
/// All positions are window points; times seconds on the viewer's clock. The book shows
/// two-page spreads when the window is wide enough for them to be nearly as large as a single
/// page, single pages otherwise, and is laid out again (at the same page) when that changes.
struct ViewerScene {
    /// Which controller is in view, with what the viewer keeps beside it.
    private enum Kind {
        case book
        case fold(menuPage: Int)
        case stack(firstPage: Int)
    }

    /// A spread is chosen when its pages would be at least this fraction of a single page's
    /// size in the same window.
    static let spreadScaleFraction = 0.8
    /// Margin round the book, as a fraction of the window's smaller side (as `render`'s).
    static let marginFraction = BookStage.marginFraction
    /// The most pages the tab stack of key 4 holds (from the current page on); the overview (T)
    /// holds every page.
    static let stackPageLimit = 40
    /// Textures the stack keeps: every page it shows at once, in any window shape.
    static let stackTextures = 16
    /// A go-to riffles through at most this many leaves, however far it goes.
    static let riffleLeaves = 8
    /// A riffle's leaves together take at most this long, seconds (each at most
    /// ``riffleLeafDuration``): a jump across 500 pages lands within about 1.2 s.
    static let riffleDuration = 1.2
    /// The longest a riffled leaf takes, seconds (a riffle of two leaves).
    static let riffleLeafDuration = 0.35

    let pageCount: Int
    /// The first page's size, points: every page is letterboxed into it.
    let pageSize: SIMD2<Double>
    private(set) var effect: ViewerEffect
    private(set) var viewSize: SIMD2<Double>
    /// The page the reader is on, 0-based (the first page of the spread in view).
    private(set) var page: Int
    let reducedMotion: Bool
    /// The window's pixels a point: the book is laid out on its pixel grid (see
    /// `BookConfiguration.pixelGrid`), so that a page at rest is shown pixel for pixel.
    let pixelsPerPoint: Double
    private var kind: Kind
    /// While the overview (T) is shown: the book effect a picked page opens in.
    private(set) var overviewReturn: ViewerEffect?
    /// The controller in view, driven through ``PageEffect``: a `BookController` (``Kind/book``),
    /// a `FoldMenu` (``Kind/fold(menuPage:)``) or a `PageStack` (``Kind/stack(firstPage:)``).
    private var controller: any PageEffect
    /// A go-to riffling through the book (``go(toPage:time:)``): the spreads its leaves still
    /// have to turn to, the last one the destination; `nil` when none runs.
    private var riffle: Riffle?

    /// A riffle under way: the stops still ahead, each leaf's duration, and the book's own turn
    /// duration and pace to restore when it ends.
    private struct Riffle {
        var stops: [Int]
        var leafDuration: Double
        var turnDuration: Double
        var turnTiming: TimingFunction
        var leavesTurned = 0
        let leafCount: Int
    }

    init(pageCount: Int, pageSize: SIMD2<Double>, viewSize: SIMD2<Double>, effect: ViewerEffect,
         reducedMotion: Bool, page: Int = 0, time: Double = 0, pixelsPerPoint: Double = 1) {
        self.pageCount = pageCount
        self.pixelsPerPoint = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
        self.pageSize = pageSize
        self.effect = effect
        self.viewSize = viewSize
        self.reducedMotion = reducedMotion
        self.page = Swift.min(Swift.max(page, 0), pageCount - 1)
        kind = .book
        controller = BookController(book: Self.book(pageCount: 1, pageSize: pageSize, layout: .singlePages),
                                    viewSize: viewSize)
        (kind, controller) = makeController(time: time, isOpen: false)
    }

    /// Whether the book shows spreads in a window of `viewSize` points.
    static func showsSpreads(pageSize: SIMD2<Double>, viewSize: SIMD2<Double>) -> Bool {
        let margin = 2 * marginFraction * Swift.min(viewSize.x, viewSize.y)
        let free = viewSize - margin
        let single = Swift.min(free.x / pageSize.x, free.y / pageSize.y)
        let spread = Swift.min(free.x / (2 * pageSize.x), free.y / pageSize.y)
        return spread >= spreadScaleFraction * single
    }

    /// The book in view, if the effect is a book (for tests and the stats).
    var bookController: BookController? { controller as? BookController }

    private static func book(pageCount: Int, pageSize: SIMD2<Double>, layout: BookLayout) -> Book {
        // Cannot fail: at least one page, a positive size (checked when the source was opened).
        (try? Book(pageCount: Swift.max(pageCount, 1), pageSize: pageSize, layout: layout, binding: .left))
            ?? (try! Book(pageCount: 1, pageSize: SIMD2(1, 1)))
    }

    private func makeController(time: Double, isOpen: Bool) -> (Kind, any PageEffect) {
        switch effect {
        case .curlBook, .flipBook:
            let layout: BookLayout = Self.showsSpreads(pageSize: pageSize, viewSize: viewSize)
                ? .spreads(coverAlone: true) : .singlePages
            var configuration = BookConfiguration(effect: effect == .flipBook ? .flip : .curl)
            configuration.reducedMotion = reducedMotion
            configuration.margin = Self.marginFraction * Swift.min(viewSize.x, viewSize.y)
            configuration.camera = BookStage.camera(viewSize: viewSize)
            configuration.pixelGrid = 1 / pixelsPerPoint
            return (.book, BookController(book: Self.book(pageCount: pageCount, pageSize: pageSize, layout: layout),
                                          viewSize: viewSize, configuration: configuration, page: page, time: time))
        case .foldMenu:
            var configuration = FoldMenuConfiguration()
            configuration.menuWidth = (0.42 * viewSize.x).rounded()
            configuration.panelCount = 3
            configuration.menu = .page(page)
            configuration.menuBack = .color(.white)
            // The desk the book lies on shows above and below the folds too (not the fold
            // document's black).
            configuration.background = .defaultBackground
            let content = page + 1 < pageCount ? page + 1 : page - 1
            configuration.content = content >= 0 ? .page(content) : nil
            return (.fold(menuPage: page),
                    FoldMenu(viewSize: viewSize, configuration: configuration, isOpen: isOpen, time: time))
        case .tabStack:
            var configuration = PageStackConfiguration()
            let width = Swift.min(0.62 * viewSize.x, 0.7 * viewSize.y * pageSize.x / pageSize.y).rounded()
            configuration.pageSize = SIMD2(width, (width * pageSize.y / pageSize.x).rounded())
            configuration.spacing = (0.16 * viewSize.y).rounded()
            // The overview holds every page (scrolled to the current one by toggleOverview; only
            // the pages in view are rasterised, see wantedPages); the stack of key 4 starts at
            // the current page.
            let first = overviewReturn == nil ? page : 0
            let last = overviewReturn == nil ? Swift.min(pageCount, first + Self.stackPageLimit) : pageCount
            let faces = (first..<last).map { PageFace.page($0) }
            return (.stack(firstPage: first),
                    PageStack(viewSize: viewSize, pages: faces, configuration: configuration, time: time))
        }
    }

    // MARK: - Changes

    /// Shows the pages as `effect`, at the current page.
    mutating func switchEffect(to effect: ViewerEffect, time: Double) {
        guard effect != self.effect else { return }
        endRiffle()
        overviewReturn = nil
        self.effect = effect
        (kind, controller) = makeController(time: time, isOpen: effect == .foldMenu)
    }

    /// Shows every page as the tab stack, scrolled to the current page (only the pages in view
    /// are rasterised; ``scrollOverview(by:time:)`` moves through the rest); a tap on a page opens the book there (see
    /// ``advance(to:)``), and T again goes back to the book at the page it was on. Only from the
    /// book.
    mutating func toggleOverview(time: Double) {
        endRiffle()
        if let back = overviewReturn {
            overviewReturn = nil
            effect = back
            (kind, controller) = makeController(time: time, isOpen: false)
            return
        }
        guard effect == .curlBook || effect == .flipBook else { return }
        overviewReturn = effect
        effect = .tabStack
        (kind, controller) = makeController(time: time, isOpen: false)
        overviewFocus = page
        scrollOverview(by: 0, time: time)
    }

    /// In the overview, the page scrolled to (near the window's top; the last pages rest at the
    /// bottom of the stack's range).
    private(set) var overviewFocus = 0

    /// Scrolls the overview by `pages` (negative: back toward the first page), clamped to the
    /// document; nothing outside the overview.
    mutating func scrollOverview(by pages: Int, time: Double) {
        guard overviewReturn != nil, case .stack(let first) = kind, var stack = controller as? PageStack else { return }
        if stack.isIdle, pages != 0, stack.configuration.spacing > 0 {
            // Scrolled by a drag since: from the page now near the top.
            let near = ((stack.scrollOffset + 0.1 * viewSize.y - stack.configuration.firstPageTop)
                / stack.configuration.spacing).rounded()
            if near.isFinite, abs(stack.slotTop(overviewFocus - first) - 0.1 * viewSize.y - stack.scrollOffset) > 1 {
                overviewFocus = first + Int(near)
            }
        }
        overviewFocus = Swift.min(Swift.max(overviewFocus + pages, 0), pageCount - 1)
        let offset = stack.slotTop(overviewFocus - first) - 0.1 * viewSize.y
        stack.scroll(toOffset: Swift.min(Swift.max(offset, 0), Swift.max(stack.maximumOffset, 0)), at: time)
        controller = stack
    }

    /// Scrolls the overview to page `target` (0-based, clamped).
    mutating func scrollOverview(toPage target: Int, time: Double) {
        scrollOverview(by: target - overviewFocus, time: time)
    }

    /// About how many pages the overview shows at once (a page-down's worth).
    var overviewPagesInView: Int {
        guard let stack = controller as? PageStack, stack.configuration.spacing > 0 else { return 1 }
        return Swift.max(1, Int(viewSize.y / stack.configuration.spacing) - 1)
    }

    /// The page a tap at window point `point` would open in the overview (or the stack), or
    /// `nil` where there is none (for tests).
    func stackPage(at point: SIMD2<Double>) -> Int? {
        guard case .stack(let first) = kind, let stack = controller as? PageStack,
              let id = stack.page(at: point) else { return nil }
        return first + id.rawValue
    }

    /// Goes to page `target` (0-based, clamped into the document): the book riffles there, a few
    /// quick leaves (``riffleStops(from:to:reducedMotion:)``, at most ``riffleLeaves`` of them,
    /// within ``riffleDuration``), each showing a page on the way; one turn to the next spread;
    /// one cross-fade under reduced motion. ``page`` changes once, when the last leaf lands. The
    /// fold menu and the tab stack start again at that page.
    mutating func go(toPage target: Int, time: Double) {
        let target = Swift.min(Swift.max(target, 0), pageCount - 1)
        endRiffle()
        if var book = controller as? BookController {
            let destination = book.book.spreadIndex(containing: target)
            // From where the book is heading (a turn under way lands first).
            let from = book.activeTurn.map { $0.to } ?? book.currentSpread
            let stops = Self.riffleStops(from: from, to: destination, reducedMotion: reducedMotion)
            if stops.count > 1 {
                riffle = Riffle(stops: stops, leafDuration: Self.riffleLeafDuration(leaves: stops.count),
                                turnDuration: book.configuration.turnDuration, turnTiming: book.configuration.turnTiming,
                                leafCount: stops.count)
                controller = book
                _ = advanceRiffle(at: time)
            } else {
                book.turn(to: target, animated: true, at: time)
                controller = book
            }
        } else {
            page = target
            (kind, controller) = makeController(time: time, isOpen: effect == .foldMenu)
        }
    }

    /// The spreads a go-to from spread `from` to spread `to` turns to, in order, the last `to`:
    /// every spread between for a short way, else ``riffleLeaves`` evenly spaced; just `to`
    /// under reduced motion (one cross-fade) or for a neighbour; none when already there.
    static func riffleStops(from: Int, to: Int, reducedMotion: Bool) -> [Int] {
        let distance = abs(to - from)
        guard distance > 0 else { return [] }
        guard !reducedMotion, distance > 1 else { return [to] }
        let leaves = Swift.min(distance, riffleLeaves)
        let sign = to > from ? 1 : -1
        return (1...leaves).map { from + sign * Int((Double($0 * distance) / Double(leaves)).rounded()) }
    }

    /// Each leaf's duration in a riffle of `leaves`, seconds.
    static func riffleLeafDuration(leaves: Int) -> Double {
        Swift.min(riffleLeafDuration, riffleDuration / Double(Swift.max(leaves, 1)))
    }

    /// Whether a go-to is riffling through the book.
    var isRiffling: Bool { riffle != nil }

    /// The page the book shows now: ``page``, or during a riffle the page the last leaf landed on
    /// (what the page indicator shows).
    var pageShown: Int {
        guard riffle != nil, let book = controller as? BookController else { return page }
        return book.currentPage
    }

    /// Moves a riffle on: when the book is still (its last leaf landed, no pointer on it), the
    /// next leaf starts; after the last, the riffle ends. Returns whether a leaf started.
    private mutating func advanceRiffle(at time: Double) -> Bool {
        guard var state = riffle, var book = controller as? BookController else {
            riffle = nil
            return false
        }
        guard book.activeTurn == nil, book.phase == .idle else { return false }
        while state.stops.first == book.currentSpread { state.stops.removeFirst() }
        guard let next = state.stops.first else {
            endRiffle()
            return false
        }
        state.stops.removeFirst()
        let isFirst = state.leavesTurned == 0, isLast = state.stops.isEmpty
        book.configuration.turnDuration = state.leafDuration
        // The riffle gathers speed on its first leaf and settles on its last.
        book.configuration.turnTiming = state.leafCount == 1 ? state.turnTiming
            : isFirst ? .easeIn : isLast ? .easeOut : .linear
        book.turn(toSpread: next, animated: true, at: time)
        state.leavesTurned += 1
        riffle = state
        controller = book
        return true
    }

    /// Ends a riffle where it is: the book turns at its own pace again.
    private mutating func endRiffle() {
        guard let state = riffle else { return }
        riffle = nil
        if var book = controller as? BookController {
            book.configuration.turnDuration = state.turnDuration
            book.configuration.turnTiming = state.turnTiming
            controller = book
        }
    }

    /// The window is now `size` points.
    mutating func resize(to size: SIMD2<Double>, time: Double) {
        guard size != viewSize, size.x >= 1, size.y >= 1 else { return }
        if let stops = riffle?.stops, var book = controller as? BookController {
            // Resized mid-riffle: the book shows the riffle's destination at once.
            endRiffle()
            if let destination = stops.last {
                book.turn(toSpread: destination, animated: false, at: time)
                controller = book
            }
            page = book.currentPage
        }
        let before = Self.showsSpreads(pageSize: pageSize, viewSize: viewSize)
        viewSize = size
        if var book = controller as? BookController,
           before == Self.showsSpreads(pageSize: pageSize, viewSize: size) {
            book.configuration.margin = Self.marginFraction * Swift.min(size.x, size.y)
            book.configuration.camera = BookStage.camera(viewSize: size)
            book.viewSize = size
            controller = book
        } else {
            // Single pages ⇄ spreads (same page), or the menu or stack laid out anew.
            (kind, controller) = makeController(time: time, isOpen: (controller as? FoldMenu)?.isHeadingOpen ?? false)
        }
    }

    // MARK: - Input

    /// The pointer went down at `point`.
    mutating func pointerDown(at point: SIMD2<Double>, time: Double) {
        endRiffle()   // the pointer takes over: the leaf in flight lands, the riffle stops there
        controller.dragBegan(at: point, time: time)
    }

    /// The pointer, held down, moved to `point`.
    mutating func pointerMoved(to point: SIMD2<Double>, time: Double) {
        controller.dragMoved(to: point, time: time)
    }

    /// The pointer went up at `point`; `click` when it barely moved and was quick (a tap).
    mutating func pointerUp(at point: SIMD2<Double>, time: Double, click: Bool) {
        controller.dragEnded(at: point, time: time)
        if click { controller.tap(at: point, time: time) }
    }

    /// A tap at `point` on its own (a click that waited to see whether a second would make it a
    /// double click): the book turns near a page's outer edge, the stack opens a page.
    mutating func tap(at point: SIMD2<Double>, time: Double) {
        endRiffle()
        controller.tap(at: point, time: time)
    }

    /// A key: the book turns; the fold menu opens (previous) or closes (next); the stack has no
    /// keys.
    mutating func press(_ key: ViewerKey, time: Double) {
        endRiffle()
        if var book = controller as? BookController {
            let bookKey: BookKey = switch key {
            case .next: .next
            case .previous: .previous
            case .first: .first
            case .last: .last
            }
            book.press(bookKey, time: time)
            controller = book
        } else if var menu = controller as? FoldMenu {
            switch key {
            case .previous, .first: menu.open(at: time)
            case .next, .last: menu.close(at: time)
            }
            controller = menu
        }
    }

    // MARK: - Time and frames

    /// Moves time on to `time` and reads the controller's events: returns whether the page
    /// changed.
    mutating func advance(to time: Double) -> Bool {
        let before = page
        controller.advance(to: time)
        if riffle != nil {
            // A leaf landed: the next starts at once (events of both are read below).
            _ = advanceRiffle(at: time)
        }
        while let event = controller.nextEvent() {
            if case .stack(let first) = kind, case .didExpand(let id)? = event as? PageStackEvent {
                page = Swift.min(first + id.rawValue, pageCount - 1)
                if overviewReturn != nil { toggleOverview(time: time) }   // the page picked: the book there
            }
        }
        if riffle == nil, let book = controller as? BookController { page = book.currentPage }
        return page != before
    }

    /// Whether nothing moves on its own: no turn, drag, spring or scroll running (a page resting
    /// on a snapping point counts as still).
    var isIdle: Bool { controller.isIdle && riffle == nil }

    /// Writes the frame to draw now.
    func frame(into frame: inout Frame) {
        controller.frame(into: &frame)
    }

    /// The frame the book would show a moment into a drag of its recto page's lower outer corner
    /// (the page alone with single pages), from a copy of its controller: the scene itself is
    /// not touched. Drawn once where no one sees it, it has the renderer compile and lay out
    /// what a turning page needs (its bent paper, the shadow it casts) before the first grab,
    /// which would otherwise wait on that work. `nil` for the fold menu and the tab stack, or
    /// at the book's last page.
    func warmUpFrame() -> Frame? {
        guard var book = controller as? BookController, book.spread.page(on: .recto) != nil,
              book.currentSpread + 1 < book.book.spreadCount else { return nil }
        let size = book.geometry.canonicalPageSize
        let corner = book.geometry.viewPoint(fromCanonical: SIMD3(size * SIMD2(0.95, 0.9), 0), side: .recto)
        let start = SIMD2(corner.x, corner.y), time = book.now
        book.dragBegan(at: start, time: time)
        book.dragMoved(to: start + SIMD2(-0.1, -0.02) * size.x, time: time + 0.05)
        book.dragMoved(to: start + SIMD2(-0.35, -0.06) * size.x, time: time + 0.1)
        book.advance(to: time + 0.1)
        var frame = Frame(viewSize: viewSize)
        book.frame(into: &frame)
        return frame
    }

    /// The pages lying flat in the window, with their slots (window points): those of the book's
    /// spread in view while it rests (no turn, no drag); empty while pages move or for the other
    /// effects. What a click on a link or a search hit is placed by.
    func pagesAtRest() -> [(page: Int, slot: Rect)] {
        guard let book = controller as? BookController, book.isIdle, book.activeTurn == nil else { return [] }
        var pages: [(page: Int, slot: Rect)] = []
        for side in [BookSide.verso, .recto] {
            if let page = book.spread.page(on: side) { pages.append((page, book.geometry.pageRect(on: side))) }
        }
        return pages
    }

    // MARK: - Page images

    /// The pixel size page `index` is drawn at, `scale` pixels a point.
    func pixelSize(of index: Int, scale: Double) -> PixelSize {
        let points: SIMD2<Double>
        if let book = controller as? BookController {
            points = book.geometry.pageSizeInView
        } else if let menu = controller as? FoldMenu, case .fold(let menuPage) = kind {
            points = index == menuPage ? SIMD2(menu.configuration.menuWidth, viewSize.y) : viewSize
        } else if let stack = controller as? PageStack {
            points = stack.pageSize
        } else {
            points = viewSize
        }
        let pixels = points * scale
        return PixelSize(width: Swift.max(1, Int(pixels.x.rounded())), height: Swift.max(1, Int(pixels.y.rounded())))
    }

    /// The pages to have ready, most wanted first: those in view, then the spreads two either
    /// side (the book), or the menu and content (the fold), or the first cards (the stack).
    func wantedPages() -> [Int] {
        switch kind {
        case .book:
            guard let controller = controller as? BookController else { return [] }
            let book = controller.book
            var pages: [Int] = []
            let here = controller.currentSpread
            // A riffle's leaf in flight and the next stops come right after the spread in view.
            var spreads = [here]
            if let riffle {
                if let turning = controller.activeTurn?.to { spreads.append(turning) }
                spreads += riffle.stops.prefix(2)
            }
            spreads += [1, -1, 2, -2].map { here + $0 }
            for index in spreads {
                guard book.spreadIndices.contains(index) else { continue }
                let spread = book.spread(at: index)
                if let p = spread.recto, !pages.contains(p) { pages.append(p) }
                if let p = spread.verso, !pages.contains(p) { pages.append(p) }
            }
            return pages
        case .fold(let menuPage):
            return [menuPage, menuPage + 1 < pageCount ? menuPage + 1 : menuPage - 1].filter { $0 >= 0 }
        case .stack(let first):
            // The pages whose slots reach into the window as the stack is scrolled now, the
            // topmost first (a long overview rasterises only these).
            guard let stack = controller as? PageStack, stack.configuration.spacing > 0 else {
                return Array(first..<Swift.min(pageCount, first + 6))
            }
            let spacing = stack.configuration.spacing, top = stack.configuration.firstPageTop
            let offset = stack.scrollOffset
            let low = Int(((offset - top - stack.pageSize.y) / spacing).rounded(.down))
            let high = Int(((offset + viewSize.y - top) / spacing).rounded(.up))
            let lower = Swift.max(0, low)
            let upper = Swift.min(pageCount - first, high + 1, lower + Self.stackTextures)
            return upper > lower ? (lower..<upper).map { first + $0 } : []
        }
    }

    /// Textures the renderer keeps: the spread in view ±2 (two pages each), or what the other
    /// effects show at once.
    var texturesToKeep: Int {
        switch effect {
        case .curlBook, .flipBook: 10
        case .foldMenu: 4
        case .tabStack: Self.stackTextures
        }
    }
}
