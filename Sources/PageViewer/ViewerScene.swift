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
    /// The most pages the tab stack holds (from the current page on).
    static let stackPageLimit = 40

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
            // The overview starts where its pages include the current one, the first page when
            // they all fit; the stack of key 4 starts at the current page.
            let first = overviewReturn == nil ? page
                : Swift.max(0, Swift.min(page - Self.stackPageLimit / 2, pageCount - Self.stackPageLimit))
            let faces = (first..<Swift.min(pageCount, first + Self.stackPageLimit)).map { PageFace.page($0) }
            return (.stack(firstPage: first),
                    PageStack(viewSize: viewSize, pages: faces, configuration: configuration, time: time))
        }
    }

    // MARK: - Changes

    /// Shows the pages as `effect`, at the current page.
    mutating func switchEffect(to effect: ViewerEffect, time: Double) {
        guard effect != self.effect else { return }
        overviewReturn = nil
        self.effect = effect
        (kind, controller) = makeController(time: time, isOpen: effect == .foldMenu)
    }

    /// Shows every page (up to ``stackPageLimit`` round the current one) as the tab stack,
    /// scrolled to the current page; a tap on a page opens the book there (see
    /// ``advance(to:)``), and T again goes back to the book at the page it was on. Only from the
    /// book.
    mutating func toggleOverview(time: Double) {
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
        if case .stack(let first) = kind, var stack = controller as? PageStack {
            stack.scroll(toOffset: stack.slotTop(page - first) - 0.1 * viewSize.y, at: time)
            controller = stack
        }
    }

    /// Goes to page `target` (0-based, clamped into the document): the book turns there in one
    /// animated turn (a cross-fade under reduced motion); the fold menu and the tab stack start
    /// again at that page.
    mutating func go(toPage target: Int, time: Double) {
        let target = Swift.min(Swift.max(target, 0), pageCount - 1)
        if var book = controller as? BookController {
            book.turn(to: target, animated: true, at: time)
            controller = book
        } else {
            page = target
            (kind, controller) = makeController(time: time, isOpen: effect == .foldMenu)
        }
    }

    /// The window is now `size` points.
    mutating func resize(to size: SIMD2<Double>, time: Double) {
        guard size != viewSize, size.x >= 1, size.y >= 1 else { return }
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

    /// A key: the book turns; the fold menu opens (previous) or closes (next); the stack has no
    /// keys.
    mutating func press(_ key: ViewerKey, time: Double) {
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
        while let event = controller.nextEvent() {
            if case .stack(let first) = kind, case .didExpand(let id)? = event as? PageStackEvent {
                page = Swift.min(first + id.rawValue, pageCount - 1)
                if overviewReturn != nil { toggleOverview(time: time) }   // the page picked: the book there
            }
        }
        if let book = controller as? BookController { page = book.currentPage }
        return page != before
    }

    /// Whether nothing moves on its own: no turn, drag, spring or scroll running (a page resting
    /// on a snapping point counts as still).
    var isIdle: Bool { controller.isIdle }

    /// Writes the frame to draw now.
    func frame(into frame: inout Frame) {
        controller.frame(into: &frame)
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
            for offset in [0, 1, -1, 2, -2] {
                let index = here + offset
                guard book.spreadIndices.contains(index) else { continue }
                let spread = book.spread(at: index)
                if let p = spread.recto { pages.append(p) }
                if let p = spread.verso { pages.append(p) }
            }
            return pages
        case .fold(let menuPage):
            return [menuPage, menuPage + 1 < pageCount ? menuPage + 1 : menuPage - 1].filter { $0 >= 0 }
        case .stack(let first):
            return Array(first..<Swift.min(pageCount, first + 6))
        }
    }

    /// Textures the renderer keeps: the spread in view ±2 (two pages each), or what the other
    /// effects show at once.
    var texturesToKeep: Int {
        switch effect {
        case .curlBook, .flipBook: 10
        case .foldMenu: 4
        case .tabStack: 12
        }
    }
}
