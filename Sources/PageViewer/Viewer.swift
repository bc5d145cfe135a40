internal import CSDL2
import Foundation
import PageMedia
import PagePipeline
import PageRenderGL
import PageTurn

/// `pageturn view`'s event loop: SDL input in, controller ticks, frames drawn by
/// ``FrameRenderer`` into the window, page images from a ``PageLoader`` on a worker thread; over
/// the frame, the reading tools' panels and the page number (``ReadingTools``, ``PageIndicator``)
/// and, zoomed in (``ViewerZoom``), the regions of the pages in view rasterised at the zoom by a
/// ``RegionLoader``, all drawn by an `OverlayRenderer`.
///
/// When nothing moves the loop sleeps in `SDL_WaitEventTimeout` (no frames drawn); the loader
/// wakes it with an SDL user event when a page is ready. Each change of page is printed to
/// stdout as `page N of M` and shown in the title.
package final class Viewer {
    /// What the viewer was asked to show.
    package struct Options {
        /// The pages.
        package var source: any PageSource
        /// The name in the title (the file's name, or "sample book").
        package var name: String
        /// How the pages are shown first (keys 1–4 switch while viewing).
        package var effect: ViewerEffect = .curlBook
        /// Cross-fade between pages instead of turning them.
        package var reducedMotion = false
        /// The window's first size, points.
        package var size = SIMD2(1000, 700)
        /// The page to open at, 0-based.
        package var page = 0
        /// Where the page shown is remembered for the next run (a file's; `nil` for none).
        package var place: ViewerPlace?
        /// The PDF the pages are, for its outline, links and text (`nil`: pages without them).
        package var document: PDFDocument?
        /// The pages again, able to draw part of a page at the zoom (a PDF, a folder of images;
        /// `nil`: zoomed pages are the fitted ones scaled up). Page for page the same as `source`.
        package var regionSource: (any PageRegionSource)?
        /// Print figures to stderr on exit.
        package var stats = false

        /// `source`'s pages, titled `name`, with every other setting at its default.
        package init(source: any PageSource, name: String) {
            self.source = source
            self.name = name
        }
    }

    /// A press that lifts within this many points and seconds is a click (a tap).
    static let clickDistance = 5.0
    static let clickDuration = 0.4
    /// A second press this soon after a click makes a double click (SDL is told the same): a
    /// click's tap (a turn) waits this long, and a double click cancels it, seconds.
    static let doubleClickTime = 0.3
    /// Zoomed in, a press this close to a page's outer edge (its fore edge), as a fraction of the
    /// page's width on screen, turns the page instead of panning.
    static let zoomedTurnBand = 0.06
    /// How long the loop sleeps at most when nothing moves, milliseconds (it wakes at once on
    /// input or a page arriving; this only bounds how late a missed wake-up could be).
    static let idleWait: Int32 = 500

    private let options: Options
    private let pageCount: Int
    private let pageSize: SIMD2<Double>

    /// A viewer of `options.source`'s pages; nothing opens until ``run()``.
    ///
    /// - Throws: ``CommandFailure`` when the source has no page or its first page cannot be read.
    package init(options: Options) throws(CommandFailure) {
        self.options = options
        pageCount = options.source.pageCount
        guard pageCount > 0 else { throw CommandFailure(.badInput, file: options.name, "no pages") }
        do { pageSize = try options.source.pageSize(at: 0) } catch { throw CommandFailure(pageError: error) }
    }

    /// How a viewer's run ended.
    package enum Ending {
        /// The window was closed or Q pressed.
        case closed
        /// SIGINT, SIGTERM or SIGHUP: the window was closed (`pageturn view` exits 130).
        case interrupted
    }

    /// Opens the window and runs until it is closed, Q is pressed or a signal arrives.
    ///
    /// A display that goes away, or a loop that does not end within
    /// ``ViewerLifeline/interruptGrace`` of a signal, ends the process from here (see
    /// ``ViewerLifeline``).
    package func run() throws(CommandFailure) -> Ending {
        let lifeline = ViewerLifeline {
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
        }
        try withExtendedLifetime(lifeline) { () throws(CommandFailure) in
            let window = try ViewerWindow(title: "\(options.name) — pageturn", size: options.size) { display in
                lifeline.displayLost(display)
            }
            var renderer: FrameRenderer?
            var overlay: OverlayRenderer?
            do {
                renderer = try FrameRenderer(maximumCachedPages: 10)
                overlay = try OverlayRenderer()
            } catch {
                renderer = nil
                throw ViewerWindow.unavailable("cannot draw in the window: no OpenGL ES 3.0 (\(error))")
            }
            try withExtendedLifetime(window) { () throws(CommandFailure) in
                defer {   // their GL objects go while the context is current
                    renderer = nil
                    overlay = nil
                }
                try loop(window: window, renderer: renderer!, overlay: overlay!, lifeline: lifeline)
            }
        }
        return lifeline.isInterrupted ? .interrupted : .closed
    }

    private struct PointerPress {
        var start: SIMD2<Double>
        var time: Double
        var movedFar = false
        /// The link pressed on, if any (looked up while the pages lie still: a press starts a
        /// drag, after which they may not).
        var link: PDFLink?
    }

    private struct PrefetchKey: Hashable {
        var wanted: [Int]
        var sizes: [PixelSize]
    }

    private func loop(window: ViewerWindow, renderer: FrameRenderer, overlay: OverlayRenderer,
                      lifeline: ViewerLifeline) throws(CommandFailure) {
        let wakeType = SDL_RegisterEvents(1)
        let loader = PageLoader(source: options.source) {
            var event = SDL_Event()
            event.type = wakeType
            SDL_PushEvent(&event)
        }
        defer { loader.stop() }
        // Zoomed in, the pages in view are rasterised again at the zoom, region by region (a
        // PDF's drawn again, an image's resampled from its full resolution).
        let regions = (options.regionSource ?? options.document).map { source in
            RegionLoader(source: source) {
                var event = SDL_Event()
                event.type = wakeType
                SDL_PushEvent(&event)
            }
        }
        defer { regions?.stop() }

        let frequency = Double(SDL_GetPerformanceFrequency())
        let startCounter = SDL_GetPerformanceCounter()
        let startTicks = Double(SDL_GetTicks64()) / 1000
        func now() -> Double { Double(SDL_GetPerformanceCounter() - startCounter) / frequency }

        var scene = ViewerScene(pageCount: pageCount, pageSize: pageSize, viewSize: window.pointSize,
                                effect: options.effect, reducedMotion: options.reducedMotion, page: options.page,
                                pixelsPerPoint: window.scale)
        var frame = Frame(viewSize: scene.viewSize)
        frame.drawables.reserveCapacity(32)
        var stats = ViewerStats()
        var press: PointerPress?
        var timeline = InputTimeline()
        var batch: [SDL_Event] = []
        batch.reserveCapacity(64)
        var times: [Double] = []
        times.reserveCapacity(64)
        var needsDraw = true
        var running = true
        var reportedPage: Int?
        // G, digits, Enter: the page number being typed (`nil` when not going to a page), and
        // what the title says about it.
        var goTo: String?
        var goToNote = ""
        var shownTitle = ""
        // The effect the renderer's page cache is sized for (set before the first frame).
        var cachedFor: ViewerEffect?
        var prefetched: PrefetchKey?
        // The reader's tools: help, outline, search (a PDF's; other sources have none), links.
        let pdf = options.document
        var tools = ReadingTools(pageCount: pageCount, outline: { pdf?.outline() ?? [] },
                                 hits: { query, page in (try? pdf?.find(query, onPage: page)) ?? [] })
        tools.resize(to: scene.viewSize)
        var links = LinkIndex(document: pdf)
        var indicator = PageIndicator()
        // Whether the last frame shown had the page number in it (one more frame, without it,
        // when it has faded).
        var indicatorDrawn = false
        // The search hits drawn into a page's image (that page's texture is made again when
        // they change).
        var drawnHighlights: ReadingTools.Highlights?
        // The slash that opened the search field arrives as text too: not typed into it.
        var swallowSlash = false
        var painted = OverlayCache()
        // Where the pointer last moved with no button down (the hand shows over a link there).
        var pointer: SIMD2<Double>?
        var zoom = ViewerZoom()
        // While zoomed in, a press drags the picture: where the pointer was last.
        var panning: (last: SIMD2<Double>, start: SIMD2<Double>, time: Double)?
        // A click's tap (fitted-picture point), waiting to see whether a second click makes it
        // a double click (which cancels it).
        var deferredTap: (point: SIMD2<Double>, time: Double)?
        // Whether the warm-up frame has been drawn (see ViewerScene.warmUpFrame), and whether the
        // back buffer it was drawn into must be drawn again before the next present.
        var warmedUp = false
        var needsWarmRedraw = false
        // The pages lying flat, where the window shows them (zoomed).
        func restingPages() -> [(page: Int, slot: Rect)] {
            scene.pagesAtRest().map { ($0.page, zoom.apply($0.slot)) }
        }
        // Whether window point `point` lies on the band along a resting page's outer edge where a
        // zoomed-in press turns the page (the right edge of a single page or a recto, the left
        // of a verso).
        func onTurningEdge(_ point: SIMD2<Double>) -> Bool {
            let pages = restingPages()
            for (index, (_, slot)) in pages.enumerated() {
                let band = Self.zoomedTurnBand * slot.width
                guard point.y >= slot.minY, point.y <= slot.maxY else { continue }
                let isVerso = pages.count == 2 && index == 0
                if isVerso ? (point.x >= slot.minX && point.x <= slot.minX + band)
                    : (point.x <= slot.maxX && point.x >= slot.maxX - band) { return true }
            }
            return false
        }
        // Whether Ctrl is down, as of the event being handled (SDL's modifier state is as of the
        // last event read, which may be later in the batch).
        var controlHeld = false

        func handle(_ event: SDL_Event, time: Double) {
            needsDraw = true
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_TEXTINPUT:
                let text = withUnsafeBytes(of: event.text.text) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if swallowSlash && text == "/" {
                    swallowSlash = false
                    return
                }
                swallowSlash = false
                if tools.isTyping { _ = tools.handle(.text(text), page: scene.page, time: time) }
            case SDL_KEYUP:
                let key = event.key.keysym.sym
                if key == Self.key(SDLK_LCTRL) || key == Self.key(SDLK_RCTRL) { controlHeld = false }
            case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
                controlHeld = false
            case SDL_KEYDOWN:
                let key = event.key.keysym.sym
                if key == Self.key(SDLK_LCTRL) || key == Self.key(SDLK_RCTRL) { controlHeld = true }
                let shifted = UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0
                let control = UInt32(event.key.keysym.mod) & KMOD_CTRL.rawValue != 0
                swallowSlash = false
                if goTo == nil {
                    let toolKey = Self.toolKey(key, shifted: shifted, control: control)
                    let typing = tools.isTyping
                    let response = toolKey.map { tools.handle($0, page: scene.page, time: time) } ?? .ignored
                    if let page = response.goTo {
                        press = nil
                        scene.go(toPage: page, time: time)
                    }
                    if toolKey == .search && response.consumed && !typing { swallowSlash = !control }
                    if response.consumed || typing { return }
                }
                if let typed = goTo {
                    if let digit = Self.digit(key) {
                        goTo = typed.count < 7 ? typed + String(digit) : typed
                        goToNote = ""
                        return
                    }
                    switch key {
                    case Self.key(SDLK_BACKSPACE):
                        goTo = String(typed.dropLast())
                        goToNote = ""
                        return
                    case Self.key(SDLK_RETURN), Self.key(SDLK_KP_ENTER):
                        if let number = Int(typed), number >= 1, number <= pageCount {
                            goTo = nil
                            scene.go(toPage: number - 1, time: time)
                        } else if !typed.isEmpty {
                            goToNote = " (no page \(typed): 1 to \(pageCount))"
                        }
                        return
                    case Self.key(SDLK_ESCAPE):
                        goTo = nil
                        return
                    default:
                        goTo = nil   // any other key leaves it and does what it does
                    }
                }
                if scene.overviewReturn != nil, let pages = Self.overviewScroll(key, pagesInView: scene.overviewPagesInView) {
                    // The overview scrolls through every page: arrows one, Page Up and Down a
                    // window's worth, Home and End to the ends.
                    scene.scrollOverview(by: pages, time: time)
                    return
                }
                switch key {
                case Self.key(SDLK_t) where event.key.repeat == 0:
                    press = nil
                    scene.toggleOverview(time: time)
                case Self.key(SDLK_g) where event.key.repeat == 0:
                    goTo = ""
                    goToNote = ""
                case Self.key(SDLK_q):
                    running = false
                case Self.key(SDLK_f):
                    window.isFullScreen.toggle()
                case Self.key(SDLK_ESCAPE):
                    if window.isFullScreen { window.isFullScreen = false }
                case Self.key(SDLK_RIGHT), Self.key(SDLK_PAGEDOWN), Self.key(SDLK_DOWN):
                    scene.press(.next, time: time)
                case Self.key(SDLK_SPACE):
                    scene.press(shifted ? .previous : .next, time: time)
                case Self.key(SDLK_LEFT), Self.key(SDLK_PAGEUP), Self.key(SDLK_UP):
                    scene.press(.previous, time: time)
                case Self.key(SDLK_HOME):
                    scene.press(.first, time: time)
                case Self.key(SDLK_END):
                    scene.press(.last, time: time)
                case Self.key(SDLK_EQUALS), Self.key(SDLK_PLUS), Self.key(SDLK_KP_PLUS):
                    zoom.zoom(by: ViewerZoom.step, about: scene.viewSize / 2, viewSize: scene.viewSize)
                case Self.key(SDLK_MINUS), Self.key(SDLK_KP_MINUS):
                    zoom.zoom(by: 1 / ViewerZoom.step, about: scene.viewSize / 2, viewSize: scene.viewSize)
                case Self.key(SDLK_0), Self.key(SDLK_KP_0):
                    zoom.reset()
                case Self.key(SDLK_1), Self.key(SDLK_2), Self.key(SDLK_3), Self.key(SDLK_4):
                    if event.key.repeat == 0, let effect = ViewerEffect(key: Int(key - Self.key(SDLK_0))) {
                        press = nil
                        scene.switchEffect(to: effect, time: time)
                    }
                default:
                    break
                }
            case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
                let point = SIMD2(Double(event.button.x), Double(event.button.y))
                if let response = tools.click(at: point, viewSize: scene.viewSize) {
                    press = nil
                    if let page = response.goTo { scene.go(toPage: page, time: time) }
                    return
                }
                pointer = nil
                if event.button.clicks >= 2 {
                    // A double click zooms in to the point, or back to fit; its first click's
                    // tap turns nothing.
                    deferredTap = nil
                    if press != nil { scene.pointerUp(at: zoom.inverse(point), time: time, click: false) }
                    press = nil
                    panning = nil
                    if zoom.isFit {
                        zoom.zoom(to: ViewerZoom.doubleClickScale, about: point, viewSize: scene.viewSize)
                    } else {
                        zoom.reset()
                    }
                    return
                }
                // A new press: a click waiting is a single click after all.
                if let tap = deferredTap {
                    deferredTap = nil
                    scene.tap(at: tap.point, time: time)
                }
                if !zoom.isFit && !onTurningEdge(point) {
                    panning = (point, point, time)
                    return
                }
                // At fit, or zoomed in on a page's outer edge: the press holds the page (the book
                // works in the fitted picture's points).
                press = PointerPress(start: point, time: time,
                                     link: links.link(at: point, in: restingPages(), source: options.source))
                scene.pointerDown(at: zoom.inverse(point), time: time)
            case SDL_MOUSEMOTION where panning != nil:
                let point = SIMD2(Double(event.motion.x), Double(event.motion.y))
                zoom.pan(by: point - panning!.last, viewSize: scene.viewSize)
                panning!.last = point
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && panning != nil:
                let point = SIMD2(Double(event.button.x), Double(event.button.y))
                let moved = point - panning!.start
                let click = (moved * moved).sum() <= Self.clickDistance * Self.clickDistance
                    && time - panning!.time <= Self.clickDuration
                panning = nil
                if click, let link = links.link(at: point, in: restingPages(), source: options.source) {
                    follow(link, scene: &scene, time: time)
                }
            case SDL_MOUSEWHEEL:
                let notches = Double(event.wheel.y)
                if controlHeld {
                    let at = SIMD2(Double(event.wheel.mouseX), Double(event.wheel.mouseY))
                    zoom.zoom(by: pow(ViewerZoom.step, notches), about: at, viewSize: scene.viewSize)
                } else if !zoom.isFit {
                    zoom.pan(by: SIMD2(-Double(event.wheel.x), notches) * Self.wheelPan, viewSize: scene.viewSize)
                } else if scene.overviewReturn != nil {
                    scene.scrollOverview(by: -Int(notches) * Self.wheelPages, time: time)
                }
            case SDL_MOUSEMOTION where press != nil:
                let point = SIMD2(Double(event.motion.x), Double(event.motion.y))
                let offset = point - press!.start
                if (offset * offset).sum() > Self.clickDistance * Self.clickDistance { press!.movedFar = true }
                scene.pointerMoved(to: zoom.inverse(point), time: time)
            case SDL_MOUSEMOTION:
                pointer = SIMD2(Double(event.motion.x), Double(event.motion.y))
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && press != nil:
                let point = SIMD2(Double(event.button.x), Double(event.button.y))
                let click = !press!.movedFar && time - press!.time <= Self.clickDuration
                let pressedLink = press!.link
                press = nil
                let fitted = zoom.inverse(point)
                scene.pointerUp(at: fitted, time: time, click: false)
                if click, let link = pressedLink {
                    follow(link, scene: &scene, time: time)
                } else if click {
                    // Its tap waits for a second click (see doubleClickTime).
                    deferredTap = (fitted, time)
                }
            default:
                break
            }
        }

        while running && !lifeline.isInterrupted {
            // Everything waiting, taken at once, then timed (see InputTimeline) and handled.
            var event = SDL_Event()
            batch.removeAll(keepingCapacity: true)
            let overlayMoving = indicator.isAnimating(at: now()) || indicatorDrawn
            if !needsDraw && scene.isIdle && !overlayMoving && !tools.isSearching {
                var wait = Self.idleWait
                for change in [tools.nextChange, deferredTap.map { $0.time + Self.doubleClickTime }].compactMap({ $0 }) {
                    wait = Int32(Swift.min(Double(wait), Swift.max(0, (change - now()) * 1000 + 1)))
                }
                if SDL_WaitEventTimeout(&event, wait) != 0 { batch.append(event) }
            }
            while SDL_PollEvent(&event) != 0 { batch.append(event) }
            let polled = now()
            times.removeAll(keepingCapacity: true)
            for event in batch { times.append(Double(event.common.timestamp) / 1000 - startTicks) }
            timeline.convert(&times, now: polled)
            timeline.queueEmptied(at: polled)
            for (event, time) in zip(batch, times) where running { handle(event, time: time) }
            guard running && !lifeline.isInterrupted else { break }

            let time = now()
            let size = window.pointSize
            if size != scene.viewSize {
                scene.resize(to: size, time: time)
                tools.resize(to: size)
                needsDraw = true
            }
            if tools.expire(at: time) { needsDraw = true }
            // A search under way looks at pages for a moment each frame, so the window stays live.
            if tools.isSearching {
                let deadline = now() + Self.searchSlice
                repeat {
                    if let found = tools.continueSearch(pages: 1) {
                        press = nil
                        scene.go(toPage: found, time: time)
                    }
                } while tools.isSearching && now() < deadline
                needsDraw = true
            }
            if let tap = deferredTap, time >= tap.time + Self.doubleClickTime {
                // No second click came: the click was a tap after all.
                deferredTap = nil
                scene.tap(at: tap.point, time: time)
                needsDraw = true
            }
            _ = scene.advance(to: time)
            if !scene.isIdle { indicator.activity(at: time) }
            // Whatever changed the effect (a key, a page picked in the overview): the cache follows.
            if scene.effect != cachedFor {
                renderer.maximumCachedPages = scene.texturesToKeep
                cachedFor = scene.effect
            }
            if reportedPage != scene.page {
                if reportedPage != nil { indicator.activity(at: time) }
                FileHandle.standardOutput.write(Data("page \(scene.page + 1) of \(pageCount)\n".utf8))
                options.place?.remember(page: scene.page)
                reportedPage = scene.page
            }
            let effect = scene.overviewReturn != nil ? " (overview: click a page)"
                : scene.effect == .curlBook ? "" : " (\(scene.effect.name))"
            let going = (goTo.map { " — go to page: \($0)_\(goToNote)" } ?? "")
                + (zoom.isFit ? "" : " — zoom \(Int((zoom.scale * 100).rounded()))%")
            let title = "\(options.name) — page \(scene.page + 1) of \(pageCount)\(effect)\(going)\(Self.titleNote(tools))"
            if title != shownTitle {
                window.title = title
                shownTitle = title
            }

            let scale = window.scale
            let wanted = scene.wantedPages()
            let key = PrefetchKey(wanted: wanted, sizes: wanted.map { scene.pixelSize(of: $0, scale: scale) })
            if key != prefetched {
                prefetched = key
                loader.prefetch(zip(key.wanted, key.sizes).map { PageLoader.Request(index: $0, size: $1) })
            }
            if tools.highlights != drawnHighlights {
                for page in Set([tools.highlights?.page, drawnHighlights?.page].compactMap { $0 })
                where renderer.hasPage(page) {
                    renderer.invalidatePage(page)
                }
                drawnHighlights = tools.highlights
                needsDraw = true
            }
            let delivered = loader.takeDelivered()
            for index in delivered where renderer.hasPage(index) { renderer.invalidatePage(index) }
            if !delivered.isEmpty { needsDraw = true }
            for line in loader.takeFailures() {
                StandardError.report("\(options.name): \(line)")
            }

            guard needsDraw || !scene.isIdle || indicator.isAnimating(at: time) || indicatorDrawn else { continue }
            indicatorDrawn = indicator.opacity(at: time) > 0
            scene.frame(into: &frame)
            zoom.apply(to: &frame)
            // The regions of the pages in view to rasterise at the zoom (none at fit or while
            // pages move).
            var wantedRegions: [RegionLoader.Request] = []
            var placedPages: [Int: PageOnScreen] = [:]
            if !zoom.isFit {
                for (page, slot) in restingPages() {
                    let placed = PageOnScreen(page: page, slot: slot,
                                              pageSize: (try? options.source.pageSize(at: page)) ?? pageSize)
                    placedPages[page] = placed
                    if let visible = placed.visibleRegion(viewSize: scene.viewSize, scale: scale) {
                        wantedRegions.append(RegionLoader.Request(page: page, region: visible.region, size: visible.pixels))
                    }
                }
            }
            regions?.want(wantedRegions)
            var regionLayers: [OverlayRenderer.Layer] = []
            var regionImages: [Int: RegionLoader.Region] = [:]
            for region in regions?.ready ?? [] {
                guard let placed = placedPages[region.request.page] else { continue }
                let shown = placed.viewRect(of: region.request.region)
                // Drawn only at the zoom it was made for (a pan moves it; a zoom waits for the next).
                guard abs(shown.width * scale - Double(region.image.width)) < 1.5 else { continue }
                let id = Self.regionLayerBase + region.request.page
                regionImages[id] = region
                regionLayers.append(OverlayRenderer.Layer(
                    id: id, version: region.generation,
                    origin: SIMD2(Int((shown.origin.x * scale).rounded()), Int((shown.origin.y * scale).rounded()))))
            }
            do {
                try renderer.draw(frame, scale: scale) { index in
                    guard let image = loader.image(index, size: scene.pixelSize(of: index, scale: scale)) else { return nil }
                    guard let marks = drawnHighlights, marks.page == index else { return image }
                    let size = (try? options.source.pageSize(at: index)) ?? pageSize
                    return PageHighlighter.highlight(image, rects: marks.rects, pageSize: size)
                }
                let layers = painted.layers(tools: tools, indicator: indicator, page: scene.pageShown, pageCount: pageCount,
                                            viewSize: scene.viewSize, scale: scale, time: time)
                try overlay.draw(regionLayers + layers, viewport: SIMD2(Int(window.pixelSize.x), Int(window.pixelSize.y))) { id in
                    guard let region = regionImages[id] else { return painted.image(OverlayCache.Layer(rawValue: id)) }
                    guard let marks = drawnHighlights, marks.page == region.request.page else { return region.image }
                    let area = region.request.region
                    let shifted = marks.rects.map { PDFRect(x: $0.x - area.x, y: $0.y - area.y, width: $0.width, height: $0.height) }
                    return PageHighlighter.highlight(region.image, rects: shifted, pageSize: SIMD2(area.width, area.height))
                }
            } catch RenderError.invalidSize {
                // A minimised or zero-sized window: nothing to draw until it comes back.
            } catch {
                throw CommandFailure(renderError: error)
            }
            window.present()
            if !warmedUp {
                // Once, after the first frame is on screen: a page dragged, drawn into the back
                // buffer and never shown (the next frame draws over it), so that the first grab
                // does not wait on the shaders a turning page needs.
                warmedUp = true
                if let warmUp = scene.warmUpFrame() {
                    try? renderer.draw(warmUp, scale: scale) { loader.image($0, size: scene.pixelSize(of: $0, scale: scale)) }
                    needsWarmRedraw = true
                }
            }
            // The hand over a link, for the pages as they now lie (they may have turned under it).
            window.pointsAtLink = press == nil && tools.panelShown != .outline
                && pointer.flatMap { links.link(at: $0, in: restingPages(), source: options.source) } != nil
            stats.frameShown(at: now(), dragging: press?.movedFar ?? false)
            if options.stats, stats.frames == 1, let latency = stats.firstFrameLatency {
                StandardError.report(String(format: "first frame %.0f ms after launch", latency * 1000))
            }
            needsDraw = needsWarmRedraw
            needsWarmRedraw = false
        }

        if options.stats {
            for line in stats.summary(pagesLoaded: loader.loadCount, renderer: "\(renderer.glRenderer), through \(window.contextInterface)") {
                StandardError.report(line)
            }
        }
    }

    private static func key(_ code: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(code.rawValue) }

    /// Seconds of each frame a search spends looking at pages.
    static let searchSlice = 0.03
    /// Points a wheel notch pans a zoomed picture.
    static let wheelPan = 60.0
    /// Pages a wheel notch scrolls the overview.
    static let wheelPages = 3

    /// How many pages a key scrolls the overview (`Int.max` and `Int.min`: to the ends), or
    /// `nil` for a key that does not scroll it.
    private static func overviewScroll(_ code: SDL_Keycode, pagesInView: Int) -> Int? {
        switch code {
        case key(SDLK_DOWN), key(SDLK_RIGHT): 1
        case key(SDLK_UP), key(SDLK_LEFT): -1
        case key(SDLK_PAGEDOWN), key(SDLK_SPACE): pagesInView
        case key(SDLK_PAGEUP): -pagesInView
        case key(SDLK_HOME): Int.min / 2
        case key(SDLK_END): Int.max / 2
        default: nil
        }
    }

    /// Overlay layer identifiers of the zoomed regions: this plus the page index.
    private static let regionLayerBase = 1000

    /// What a key is to the reading tools, if anything.
    private static func toolKey(_ code: SDL_Keycode, shifted: Bool, control: Bool) -> ReadingTools.Key? {
        switch code {
        case key(SDLK_SLASH) where shifted, key(SDLK_QUESTION), key(SDLK_F1): .help
        case key(SDLK_SLASH) where !control: .search
        case key(SDLK_f) where control: .search
        case key(SDLK_o) where !control: .outline
        case key(SDLK_n) where !control: shifted ? .previousHit : .nextHit
        case key(SDLK_ESCAPE): .escape
        case key(SDLK_RETURN), key(SDLK_KP_ENTER): .enter
        case key(SDLK_BACKSPACE): .backspace
        case key(SDLK_UP): .up
        case key(SDLK_DOWN): .down
        case key(SDLK_PAGEUP): .pageUp
        case key(SDLK_PAGEDOWN): .pageDown
        case key(SDLK_HOME): .home
        case key(SDLK_END): .end
        default: nil
        }
    }

    /// What the title says about the panel shown (what tests and scripts follow).
    private static func titleNote(_ tools: ReadingTools) -> String {
        switch tools.panelShown {
        case .none: ""
        case .help: " — help"
        case .outline: " — outline" + (tools.outline.map { ": \($0.entries[$0.selection].title)" } ?? "")
        case .search: " — " + (tools.search.panel(viewWidth: 1000).rows.first?.text ?? "")
        case .message(let text, _): " — \(text)"
        }
    }

    /// Follows a link: a page of the document is turned to; an address is opened with
    /// `xdg-open` where there is one, and printed as `link ADDRESS` either way.
    private func follow(_ link: PDFLink, scene: inout ViewerScene, time: Double) {
        switch link.target {
        case .page(let page):
            scene.go(toPage: page, time: time)
        case .uri(let address):
            FileHandle.standardOutput.write(Data("link \(address)\n".utf8))
            guard let opener = Self.executable(named: "xdg-open") else { return }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: opener)
            process.arguments = [address]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                StandardError.report("\(options.name): cannot open \(address) with xdg-open (\(error))")
            }
        }
    }

    /// The path of the program `name` in `PATH`, or `nil`.
    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The digit a key types (the row above the letters or the keypad), or `nil`.
    private static func digit(_ code: SDL_Keycode) -> Int? {
        if code >= key(SDLK_0), code <= key(SDLK_9) { return Int(code - key(SDLK_0)) }
        if code >= key(SDLK_KP_1), code <= key(SDLK_KP_9) { return Int(code - key(SDLK_KP_1)) + 1 }
        return code == key(SDLK_KP_0) ? 0 : nil
    }
}
