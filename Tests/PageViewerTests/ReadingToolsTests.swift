import PageMedia
import PageTurn
import Testing

@testable import PageViewer

/// The reading tools as state, without a window or a PDF: the help, the outline list, the
/// search field and its walk through the pages, the page indicator's fade, the panels' layout,
/// where a page lies on screen, and search hits marked in a page image.
@Suite struct ReadingToolsTests {
    static let outline = [
        PDFOutlineEntry(title: "One", depth: 0, page: 0),
        PDFOutlineEntry(title: "Two", depth: 0, page: 4),
        PDFOutlineEntry(title: "Two, first part", depth: 1, page: 5),
        PDFOutlineEntry(title: "Broken", depth: 0, page: nil),
        PDFOutlineEntry(title: "Three", depth: 0, page: 9),
    ]

    /// Ten pages; "cat" on pages 2 and 7 (0-based), once and twice.
    static func tools(outline: [PDFOutlineEntry] = outline) -> ReadingTools {
        ReadingTools(pageCount: 10, outline: { outline }, hits: { query, page in
            guard query.lowercased() == "cat" else { return [] }
            let rect = PDFRect(x: 10, y: 20, width: 30, height: 10)
            return page == 2 ? [rect] : page == 7 ? [rect, rect] : []
        })
    }

    @Test("? opens and closes the help; Esc closes it; other keys pass through it")
    func help() {
        var tools = Self.tools()
        #expect(tools.handle(.help, page: 0, time: 0) == .consumed)
        #expect(tools.panelShown == .help)
        #expect(tools.handle(.down, page: 0, time: 0) == .ignored, "arrows still turn pages")
        #expect(tools.handle(.help, page: 0, time: 0) == .consumed)
        #expect(tools.panelShown == .none)
        _ = tools.handle(.help, page: 0, time: 0)
        #expect(tools.handle(.escape, page: 0, time: 0) == .consumed)
        #expect(tools.panelShown == .none)
        #expect(tools.handle(.escape, page: 0, time: 0) == .ignored, "Esc with nothing open is the viewer's")
    }

    @Test("The help panel lists every key, one row each, within the window")
    func helpLayout() {
        let panel = ViewerHelp.panel(viewWidth: 500)
        #expect(panel.rows.count == ViewerHelp.entries.count + 2)
        #expect(panel.width == 460)
        #expect(ViewerHelp.panel(viewWidth: 2000).width == TextPanel.maximumWidth)
        #expect(panel.size.y == 2 * TextPanel.padding + TextPanel.rowHeight * Double(panel.rows.count))
        let origin = panel.origin(in: SIMD2(500, 700))
        #expect(origin.x == 20 && origin.y == ((700 - panel.size.y) / 2).rounded(.down))
        #expect(panel.row(at: SIMD2(10, TextPanel.padding + 1)) == 0)
        #expect(panel.row(at: SIMD2(10, TextPanel.padding + TextPanel.rowHeight * 2.5)) == 2)
        #expect(panel.row(at: SIMD2(10, 2)) == nil)
        #expect(panel.row(at: SIMD2(-1, 30)) == nil)
        #expect(panel.origin(in: SIMD2(500, 700), atTop: true).y == TextPanel.windowMargin)
    }

    @Test("O lists the outline from the entry at the reader's page; arrows move, Enter goes, Esc closes")
    func outlineKeys() {
        var tools = Self.tools()
        _ = tools.handle(.outline, page: 6, time: 0)
        #expect(tools.panelShown == .outline)
        #expect(tools.outline?.selection == 2, "the last entry at or before page 7")
        _ = tools.handle(.up, page: 6, time: 0)
        #expect(tools.handle(.enter, page: 6, time: 0) == ReadingTools.Response(consumed: true, goTo: 4))
        #expect(tools.panelShown == .none)
        _ = tools.handle(.outline, page: 0, time: 0)
        _ = tools.handle(.end, page: 0, time: 0)
        _ = tools.handle(.up, page: 0, time: 0)
        #expect(tools.handle(.enter, page: 0, time: 0) == ReadingTools.Response(consumed: true, goTo: nil),
                "an entry leading nowhere goes nowhere")
        _ = tools.handle(.outline, page: 0, time: 0)
        #expect(tools.handle(.escape, page: 0, time: 0) == .consumed)
        #expect(tools.panelShown == .none)
    }

    @Test("The outline list scrolls to keep the selection in view, and clamps at its ends")
    func outlineScrolling() {
        let entries = (0..<30).map { (index: Int) in PDFOutlineEntry(title: "Entry \(index)", depth: 0, page: index) }
        var list = OutlineList(entries: entries, page: 0, visibleCount: 5)
        #expect(list.visibleRange == 0..<5)
        list.move(by: 7)
        #expect(list.selection == 7 && list.visibleRange == 3..<8)
        list.move(by: -100)
        #expect(list.selection == 0 && list.visibleRange == 0..<5)
        list.select(29)
        #expect(list.visibleRange == 25..<30)
        list.resize(visibleCount: 40)
        #expect(list.visibleRange == 0..<30)
        let panel = list.panel(viewWidth: 500)
        #expect(panel.rows.count == 31 && panel.rows[30].style == .selected && panel.rows[30].detail == "30")
        #expect(list.entry(atRow: 0) == nil && list.entry(atRow: 1) == 0 && list.entry(atRow: 31) == nil)
    }

    @Test("A click on an outline row goes to its entry; a click elsewhere closes the outline")
    func outlineClick() {
        var tools = Self.tools()
        let view = SIMD2<Double>(500, 700)
        tools.resize(to: view)
        _ = tools.handle(.outline, page: 0, time: 0)
        let panel = tools.outline!.panel(viewWidth: view.x)
        let origin = panel.origin(in: view)
        // Row 5 is entry 4, "Three".
        let point = origin + SIMD2(100, panel.rowTop(5) + 5)
        #expect(tools.click(at: point, viewSize: view) == ReadingTools.Response(consumed: true, goTo: 9))
        _ = tools.handle(.outline, page: 0, time: 0)
        #expect(tools.click(at: SIMD2(2, 2), viewSize: view) == .consumed)
        #expect(tools.panelShown == .none)
        #expect(tools.click(at: SIMD2(2, 2), viewSize: view) == nil, "no panel: the click is the page's")
    }

    @Test("O without an outline shows a message for a while, which goes on its own")
    func noOutline() {
        var tools = Self.tools(outline: [])
        #expect(tools.handle(.outline, page: 0, time: 10) == .consumed)
        #expect(tools.panelShown == .message(ReadingTools.noOutlineMessage, since: 10))
        #expect(tools.nextChange == 10 + ReadingTools.messageDuration)
        #expect(tools.panel(viewSize: SIMD2(500, 700), time: 11)?.panel.rows.first?.text == ReadingTools.noOutlineMessage)
        #expect(tools.panel(viewSize: SIMD2(500, 700), time: 13) == nil)
        let early = tools.expire(at: 12), due = tools.expire(at: 13)
        #expect(!early && due)
        #expect(tools.panelShown == .none && tools.nextChange == nil)
    }

    @Test("/ types a query (keys are the field's), Enter finds the first page with it from here, n and N go on round the ends")
    func search() {
        var tools = Self.tools()
        #expect(tools.handle(.search, page: 3, time: 0) == .consumed)
        #expect(tools.isTyping)
        #expect(tools.handle(.nextHit, page: 3, time: 0) == .consumed, "n types while typing")
        for text in ["c", "a", "x"] { _ = tools.handle(.text(text), page: 3, time: 0) }
        _ = tools.handle(.backspace, page: 3, time: 0)
        _ = tools.handle(.text("t"), page: 3, time: 0)
        #expect(tools.search.query == "cat")
        #expect(tools.handle(.enter, page: 3, time: 0) == .consumed)
        #expect(!tools.isTyping && tools.isSearching)
        #expect(tools.continueSearch(pages: 2) == nil, "pages 4 and 5 looked at")
        #expect(tools.search.outcome == .searching(next: 5, left: 8, backward: false))
        #expect(tools.search.panel(viewWidth: 500).rows[0].text == "Searching for “cat”… page 6")
        #expect(tools.continueSearch(pages: 100) == 7)
        #expect(!tools.isSearching && tools.search.outcome == .found(page: 7, hits: 2))
        #expect(tools.highlights == ReadingTools.Highlights(page: 7, rects: Array(repeating: PDFRect(x: 10, y: 20, width: 30, height: 10), count: 2)))
        _ = tools.handle(.nextHit, page: 7, time: 0)
        #expect(tools.continueSearch(pages: 100) == 2, "round the end")
        _ = tools.handle(.previousHit, page: 2, time: 0)
        #expect(tools.continueSearch(pages: 100) == 7, "and back")
        #expect(tools.handle(.escape, page: 7, time: 0) == .consumed)
        #expect(tools.panelShown == .none && tools.highlights == nil)
        _ = tools.handle(.nextHit, page: 0, time: 0)
        #expect(tools.continueSearch(pages: 100) == 2, "the last query stays for n")
    }

    @Test("A query found nowhere says not found and goes nowhere; an empty one does nothing")
    func notFound() {
        var search = SearchState()
        search.open()
        #expect(search.find(from: 0, pageCount: 10) { _ in 1 } == nil, "nothing typed")
        search.type("dog")
        var asked: [Int] = []
        #expect(search.find(from: 4, pageCount: 10) { asked.append($0); return 0 } == nil)
        #expect(search.outcome == .notFound && asked == [4, 5, 6, 7, 8, 9, 0, 1, 2, 3])
        #expect(search.panel(viewWidth: 500).rows[0].text == "“dog” not found")
        search.type("\n")
        #expect(search.query == "dog", "a new line is no text")
        search.type(String(repeating: "x", count: 500))
        #expect(search.query.count == SearchState.maximumLength)
    }

    @Test("The page indicator fades in, holds while pages move and a second after, then fades out")
    func indicatorFade() {
        var indicator = PageIndicator()
        #expect(indicator.opacity(at: 0) == 0 && !indicator.isAnimating(at: 0))
        indicator.activity(at: 1)
        #expect(indicator.opacity(at: 1) == 0)
        #expect(abs(indicator.opacity(at: 1 + PageIndicator.fadeIn / 2) - 0.5) < 1e-9)
        indicator.activity(at: 1.5)
        #expect(indicator.opacity(at: 2.4) == 1)
        #expect(abs(indicator.opacity(at: 2.5 + PageIndicator.fadeOut / 2) - 0.5) < 1e-9)
        #expect(indicator.isAnimating(at: 2.7))
        #expect(indicator.opacity(at: 3) == 0 && !indicator.isAnimating(at: 3))
        indicator.activity(at: 5)
        #expect(indicator.opacity(at: 5) == 0, "fades in again from hidden")
        #expect(PageIndicator.text(page: 11, pageCount: 36) == "12 / 36")
    }

    @Test("A page letterboxed in its slot: window points to page points and back")
    func pageOnScreen() {
        // A landscape page in a portrait slot: bars above and below.
        let placed = PageOnScreen(page: 0, slot: Rect(x: 100, y: 50, width: 300, height: 400), pageSize: SIMD2(600, 300))
        #expect(placed.contentRect == Rect(x: 100, y: 175, width: 300, height: 150))
        #expect(placed.pagePoint(fromView: SIMD2(250, 250)) == SIMD2(300, 150))
        #expect(placed.pagePoint(fromView: SIMD2(250, 100)) == nil, "on the bar, off the page")
        #expect(placed.viewRect(of: PDFRect(x: 60, y: 30, width: 120, height: 60)) == Rect(x: 130, y: 190, width: 60, height: 30))
    }

    @Test("Search hits are tinted yellow in the page image, the rest left alone")
    func highlighter() {
        let page = RGBAImage(width: 100, height: 200, filledWith: SIMD4(255, 255, 255, 255))
        // A 50 × 100 point page in a 100 × 200 pixel image: two pixels a point.
        let marked = PageHighlighter.highlight(page, rects: [PDFRect(x: 10, y: 20, width: 5, height: 5)], pageSize: SIMD2(50, 100))
        #expect(marked[25, 50] == SIMD4(255, 219, 64, 255))
        #expect(marked[5, 5] == SIMD4(255, 255, 255, 255))
        #expect(marked[32, 52] == SIMD4(255, 255, 255, 255), "one pixel of padding, no more")
        #expect(PageHighlighter.highlight(page, rects: [], pageSize: SIMD2(50, 100)) == page)
    }
}

/// Zoom and pan as state: about a point, clamped to fit … 400%, the picture always covering the
/// window; the part of a page a zoomed window shows, in page points and pixels.
@Suite struct ViewerZoomTests {
    let view = SIMD2<Double>(500, 700)

    @Test("Zooming keeps the point under the pointer still; fit is 1, the most is 4")
    func zoomAboutAPoint() {
        var zoom = ViewerZoom()
        #expect(zoom.isFit)
        let anchor = SIMD2<Double>(100, 200)
        zoom.zoom(by: 2, about: anchor, viewSize: view)
        #expect(zoom.scale == 2 && zoom.apply(anchor) == anchor)
        #expect(zoom.inverse(zoom.apply(SIMD2(321, 45))) == SIMD2(321, 45))
        zoom.zoom(by: 100, about: anchor, viewSize: view)
        #expect(zoom.scale == ViewerZoom.maximumScale)
        zoom.zoom(by: 0.001, about: anchor, viewSize: view)
        #expect(zoom.isFit && zoom.translation == .zero)
        zoom.zoom(to: 2.5, about: SIMD2(250, 350), viewSize: view)
        #expect(zoom.scale == 2.5 && zoom.apply(SIMD2(250, 350)) == SIMD2(250, 350))
        zoom.reset()
        #expect(zoom == ViewerZoom())
    }

    @Test("A pan moves the zoomed picture but never uncovers the window")
    func panIsClamped() {
        var zoom = ViewerZoom()
        zoom.zoom(by: 2, about: SIMD2(250, 350), viewSize: view)
        #expect(zoom.translation == SIMD2(-250, -350))
        zoom.pan(by: SIMD2(100, -50), viewSize: view)
        #expect(zoom.translation == SIMD2(-150, -400))
        zoom.pan(by: SIMD2(1000, -1000), viewSize: view)
        #expect(zoom.translation == SIMD2(0, -700))
        // Zooming at a corner keeps that corner in the window.
        var corner = ViewerZoom()
        corner.zoom(by: 3, about: .zero, viewSize: view)
        #expect(corner.translation == .zero)
    }

    @Test("The frame's placements and clip are moved by the zoom; at fit nothing changes")
    func frameFollows() {
        var frame = Frame(viewSize: view)
        frame.clip = Rect(x: 10, y: 20, width: 100, height: 200)
        var zoom = ViewerZoom()
        var fitted = frame
        zoom.apply(to: &fitted)
        #expect(fitted.clip == frame.clip)
        zoom.zoom(by: 2, about: .zero, viewSize: view)
        zoom.apply(to: &frame)
        #expect(frame.clip == Rect(x: 20, y: 40, width: 200, height: 400))
        let moved = zoom.transform.apply(to: SIMD3(10, 20, 0))
        #expect(moved == SIMD3(20, 40, 0))
    }

    @Test("A page zoomed past the window: the part in view, in page points, snapped to whole pixels")
    func visibleRegion() {
        // A 300 × 420 point page drawn 600 × 840 in a 500 × 700 window, its corner at (-100, -70).
        let placed = PageOnScreen(page: 0, slot: Rect(x: -100, y: -70, width: 600, height: 840), pageSize: SIMD2(300, 420))
        let visible = placed.visibleRegion(viewSize: view, scale: 2)
        #expect(visible?.pixels == PixelSize(width: 1000, height: 1400))
        #expect(visible?.region == PDFRect(x: 50, y: 35, width: 250, height: 350))
        let away = PageOnScreen(page: 0, slot: Rect(x: 600, y: 0, width: 100, height: 100), pageSize: SIMD2(100, 100))
        #expect(away.visibleRegion(viewSize: view, scale: 1) == nil)
    }
}

/// HiDPI: a page is rasterised for the window's pixels, not its points.
@Suite struct ViewerPixelDensityTests {
    @Test("At 2 pixels a point a resting page's image is twice its size in points, and a zoomed region too")
    func pagesAtTheDrawablesPixels() {
        let scene = ViewerScene(pageCount: 4, pageSize: SIMD2(300, 420), viewSize: SIMD2(500, 700), effect: .curlBook,
                                reducedMotion: false, pixelsPerPoint: 2)
        let single = scene.pixelSize(of: 0, scale: 1)
        let double = scene.pixelSize(of: 0, scale: 2)
        #expect(abs(double.width - 2 * single.width) <= 1 && abs(double.height - 2 * single.height) <= 1)
        let placed = PageOnScreen(page: 0, slot: Rect(x: 0, y: 0, width: 500, height: 700), pageSize: SIMD2(500, 700))
        #expect(placed.visibleRegion(viewSize: SIMD2(500, 700), scale: 2)?.pixels == PixelSize(width: 1000, height: 1400))
    }
}
