internal import CSDL2
import Foundation
import PageMedia
import PagePipeline
import PageRenderGL
import PageTurn

/// `pageturn view`'s event loop: SDL input in, controller ticks, frames drawn by
/// ``FrameRenderer`` into the window, page images from a ``PageLoader`` on a worker thread.
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
            do {
                renderer = try FrameRenderer(maximumCachedPages: 10)
            } catch {
                throw ViewerWindow.unavailable("cannot draw in the window: no OpenGL ES 3.0 (\(error))")
            }
            try withExtendedLifetime(window) { () throws(CommandFailure) in
                defer { renderer = nil }   // its GL objects go while the context is current
                try loop(window: window, renderer: renderer!, lifeline: lifeline)
            }
        }
        return lifeline.isInterrupted ? .interrupted : .closed
    }

    private struct PointerPress {
        var start: SIMD2<Double>
        var time: Double
        var movedFar = false
    }

    private struct PrefetchKey: Hashable {
        var wanted: [Int]
        var sizes: [PixelSize]
    }

    private func loop(window: ViewerWindow, renderer: FrameRenderer, lifeline: ViewerLifeline) throws(CommandFailure) {
        let wakeType = SDL_RegisterEvents(1)
        let loader = PageLoader(source: options.source) {
            var event = SDL_Event()
            event.type = wakeType
            SDL_PushEvent(&event)
        }
        defer { loader.stop() }

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

        func handle(_ event: SDL_Event, time: Double) {
            needsDraw = true
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_KEYDOWN:
                let key = event.key.keysym.sym
                let shifted = UInt32(event.key.keysym.mod) & KMOD_SHIFT.rawValue != 0
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
                press = PointerPress(start: point, time: time)
                scene.pointerDown(at: point, time: time)
            case SDL_MOUSEMOTION where press != nil:
                let point = SIMD2(Double(event.motion.x), Double(event.motion.y))
                let offset = point - press!.start
                if (offset * offset).sum() > Self.clickDistance * Self.clickDistance { press!.movedFar = true }
                scene.pointerMoved(to: point, time: time)
            case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && press != nil:
                let point = SIMD2(Double(event.button.x), Double(event.button.y))
                let click = !press!.movedFar && time - press!.time <= Self.clickDuration
                press = nil
                scene.pointerUp(at: point, time: time, click: click)
            default:
                break
            }
        }

        while running && !lifeline.isInterrupted {
            // Everything waiting, taken at once, then timed (see InputTimeline) and handled.
            var event = SDL_Event()
            batch.removeAll(keepingCapacity: true)
            if !needsDraw && scene.isIdle {
                if SDL_WaitEventTimeout(&event, Self.idleWait) != 0 { batch.append(event) }
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
                needsDraw = true
            }
            _ = scene.advance(to: time)
            // Whatever changed the effect (a key, a page picked in the overview): the cache follows.
            if scene.effect != cachedFor {
                renderer.maximumCachedPages = scene.texturesToKeep
                cachedFor = scene.effect
            }
            if reportedPage != scene.page {
                FileHandle.standardOutput.write(Data("page \(scene.page + 1) of \(pageCount)\n".utf8))
                options.place?.remember(page: scene.page)
                reportedPage = scene.page
            }
            let effect = scene.overviewReturn != nil ? " (overview: click a page)"
                : scene.effect == .curlBook ? "" : " (\(scene.effect.name))"
            let going = goTo.map { " — go to page: \($0)_\(goToNote)" } ?? ""
            let title = "\(options.name) — page \(scene.page + 1) of \(pageCount)\(effect)\(going)"
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
            let delivered = loader.takeDelivered()
            for index in delivered where renderer.hasPage(index) { renderer.invalidatePage(index) }
            if !delivered.isEmpty { needsDraw = true }
            for line in loader.takeFailures() {
                StandardError.report("\(options.name): \(line)")
            }

            guard needsDraw || !scene.isIdle else { continue }
            scene.frame(into: &frame)
            do {
                try renderer.draw(frame, scale: scale) { index in
                    loader.image(index, size: scene.pixelSize(of: index, scale: scale))
                }
            } catch RenderError.invalidSize {
                // A minimised or zero-sized window: nothing to draw until it comes back.
            } catch {
                throw CommandFailure(renderError: error)
            }
            window.present()
            stats.frameShown(at: now(), dragging: press?.movedFar ?? false)
            if options.stats, stats.frames == 1, let latency = stats.firstFrameLatency {
                StandardError.report(String(format: "first frame %.0f ms after launch", latency * 1000))
            }
            needsDraw = false
        }

        if options.stats {
            for line in stats.summary(pagesLoaded: loader.loadCount, renderer: renderer.glRenderer) {
                StandardError.report(line)
            }
        }
    }

    private static func key(_ code: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(code.rawValue) }

    /// The digit a key types (the row above the letters or the keypad), or `nil`.
    private static func digit(_ code: SDL_Keycode) -> Int? {
        if code >= key(SDLK_0), code <= key(SDLK_9) { return Int(code - key(SDLK_0)) }
        if code >= key(SDLK_KP_1), code <= key(SDLK_KP_9) { return Int(code - key(SDLK_KP_1)) + 1 }
        return code == key(SDLK_KP_0) ? 0 : nil
    }
}
