import PageEffects
import PageMedia
import PageSampleBook
import Testing

@testable import PageViewer

/// The viewer's effects, without a window: what each puts in the frame.
@Suite struct ViewerSceneTests {
    @Test("Every effect of the viewer lies on the same desk: the fold menu's notches show it, not black")
    func everyEffectSharesTheDesk() {
        var backgrounds: [ViewerEffect: ColorRGBA?] = [:]
        for effect in ViewerEffect.allCases {
            let scene = ViewerScene(pageCount: 6, pageSize: SIMD2(300, 400), viewSize: SIMD2(1000, 700), effect: effect,
                                    reducedMotion: false, page: 1)
            var frame = Frame(viewSize: .zero)
            scene.frame(into: &frame)
            backgrounds[effect] = frame.background
        }
        #expect(backgrounds[.curlBook] == .some(.defaultBackground))
        for effect in ViewerEffect.allCases {
            #expect(backgrounds[effect] == backgrounds[.curlBook], "\(effect): \(String(describing: backgrounds[effect]))")
        }
    }

    @Test("The warm-up frame shows a page dragged into a curl, and leaves the scene as it was; none for the stack or at the last page")
    func warmUpFrameCurlsACopy() {
        let scene = ViewerScene(pageCount: 6, pageSize: SIMD2(300, 400), viewSize: SIMD2(1000, 700), effect: .curlBook,
                                reducedMotion: false, page: 1)
        var before = Frame(viewSize: .zero)
        scene.frame(into: &before)
        let warmUp = scene.warmUpFrame()
        #expect(warmUp?.drawables.contains { if case .cylinder = $0.surface { true } else { false } } == true,
                "\(String(describing: warmUp?.drawables.map(\.surface)))")
        var after = Frame(viewSize: .zero)
        scene.frame(into: &after)
        #expect(after == before)
        #expect(!before.drawables.contains { !$0.surface.isPlanar }, "the book at rest")

        let stack = ViewerScene(pageCount: 6, pageSize: SIMD2(300, 400), viewSize: SIMD2(1000, 700), effect: .tabStack,
                                reducedMotion: false, page: 1)
        #expect(stack.warmUpFrame() == nil)
        let last = ViewerScene(pageCount: 6, pageSize: SIMD2(300, 400), viewSize: SIMD2(1000, 700), effect: .curlBook,
                               reducedMotion: false, page: 5)
        #expect(last.warmUpFrame() == nil)
    }

    /// The window test's drag as the viewer timed it in a run where it failed: the sample book's
    /// cover dragged across from its bottom corner at 1.5 points a millisecond, the last move
    /// 22 ms before the button came up at the same place (xdotool's steps, bunched and spread
    /// again by `InputTimeline`). The quadratic velocity fit read the stop as a fling back, and
    /// the fully turned page fell back onto the cover.
    @Test("A fast drag across that stops short of the release still turns the page")
    func dragThatStopsShortTurns() {
        var scene = ViewerScene(pageCount: 12, pageSize: SampleBook.pageSize, viewSize: SIMD2(900, 620),
                                effect: .curlBook, reducedMotion: false)
        let moves: [(x: Double, y: Double, time: Double)] = [
            (697, 487, 2.543367568), (652, 473, 2.585407613), (607, 462, 2.601841016), (562, 454, 2.631910658),
            (517, 447, 2.665230199), (472, 444, 2.698303373), (427, 443, 2.732347035), (382, 444, 2.767530789),
            (337, 447, 2.785023102), (292, 454, 2.820099244), (247, 462, 2.853913284), (202, 473, 2.888913283),
            (157, 487, 2.906561048), (112, 503, 2.944314796),
        ]
        _ = scene.advance(to: 2.4)
        scene.pointerDown(at: SIMD2(742, 503), time: 2.506871196)
        for move in moves { scene.pointerMoved(to: SIMD2(move.x, move.y), time: move.time) }
        #expect(scene.bookController?.turnProgress == 1, "the finger carried the page all the way over")
        scene.pointerUp(at: SIMD2(112, 503), time: 2.966, click: false)
        var time = 2.966
        for _ in 0..<240 {
            time += 1.0 / 60
            _ = scene.advance(to: time)
        }
        #expect(scene.page == 1, "the turned page fell back: page \(scene.page)")
        #expect(scene.isIdle)
    }

    @Test("The overview shows the pages as tabs, scrolled to the current one; a tap opens the book at the page tapped")
    func overviewOpensThePageTapped() {
        var scene = ViewerScene(pageCount: 60, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .flipBook,
                                reducedMotion: false, page: 30)
        scene.toggleOverview(time: 0)
        #expect(scene.effect == .tabStack && scene.overviewReturn == .flipBook)
        // Back with T: the same page, the same book.
        scene.toggleOverview(time: 0.1)
        #expect(scene.effect == .flipBook && scene.overviewReturn == nil && scene.page == 30)
        // Again, and a tap in the middle: the stack (scrolled to page 31) expands a page and the book
        // opens there.
        scene.toggleOverview(time: 0.2)
        var time = 0.2
        while !scene.isIdle, time < 5 { time += 1.0 / 60; _ = scene.advance(to: time) }
        scene.pointerDown(at: SIMD2(250, 350), time: time)
        scene.pointerUp(at: SIMD2(250, 350), time: time + 0.05, click: true)
        time += 0.05
        while scene.effect == .tabStack, time < 10 { time += 1.0 / 60; _ = scene.advance(to: time) }
        #expect(scene.effect == .flipBook && scene.overviewReturn == nil)
        #expect((10..<50).contains(scene.page), "a page of the overview: \(scene.page)")
        // Switching effect with a number key leaves the overview for good.
        scene.toggleOverview(time: time)
        scene.switchEffect(to: .foldMenu, time: time)
        #expect(scene.overviewReturn == nil)
    }

    /// Runs `scene` at 60 frames a second from `time` until it is still (at most `limit` seconds
    /// on): the pages it reported (``ViewerScene/advance(to:)`` true), the pages it showed on the
    /// way (``ViewerScene/pageShown``), and the time it came to rest.
    static func run(_ scene: inout ViewerScene, from time: Double, limit: Double = 10)
        -> (reported: [Int], shown: [Int], end: Double) {
        var time = time, reported: [Int] = [], shown: [Int] = []
        while time < limit {
            time += 1.0 / 60
            if scene.advance(to: time) { reported.append(scene.page) }
            if shown.last != scene.pageShown { shown.append(scene.pageShown) }
            if scene.isIdle { break }
        }
        return (reported, shown, time)
    }

    @Test("A go-to's riffle: every spread for a short way, eight evenly spaced leaves for a far one, one cross-fade under reduced motion")
    func riffleStops() {
        #expect(ViewerScene.riffleStops(from: 3, to: 3, reducedMotion: false) == [])
        #expect(ViewerScene.riffleStops(from: 3, to: 4, reducedMotion: false) == [4])
        #expect(ViewerScene.riffleStops(from: 0, to: 5, reducedMotion: false) == [1, 2, 3, 4, 5])
        #expect(ViewerScene.riffleStops(from: 10, to: 6, reducedMotion: false) == [9, 8, 7, 6])
        let far = ViewerScene.riffleStops(from: 0, to: 499, reducedMotion: false)
        #expect(far.count == ViewerScene.riffleLeaves && far.last == 499 && far == far.sorted())
        #expect(ViewerScene.riffleStops(from: 0, to: 499, reducedMotion: true) == [499])
        #expect(ViewerScene.riffleLeafDuration(leaves: 2) == ViewerScene.riffleLeafDuration)
        #expect(ViewerScene.riffleLeafDuration(leaves: 8) * 8 <= ViewerScene.riffleDuration + 1e-9)
    }

    @Test("Going 500 pages riffles through eight leaves within 1.5 s and reports only the page gone to; reduced motion cross-fades once")
    func goToRiffles() {
        for reducedMotion in [false, true] {
            var scene = ViewerScene(pageCount: 600, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .curlBook,
                                    reducedMotion: reducedMotion, page: 0)
            _ = scene.advance(to: 0.5)
            scene.go(toPage: 499, time: 0.5)
            #expect(scene.isRiffling != reducedMotion)
            let run = Self.run(&scene, from: 0.5)
            #expect(run.reported == [499], "reduced motion \(reducedMotion): \(run.reported)")
            #expect(scene.page == 499 && !scene.isRiffling)
            #expect(run.end - 0.5 < 1.5, "reduced motion \(reducedMotion): \(run.end - 0.5) s")
            if reducedMotion {
                #expect(run.shown == [0, 499], "one cross-fade: \(run.shown)")
            } else {
                // The pages each leaf lands on, passing by.
                #expect(run.shown.count == ViewerScene.riffleLeaves + 1, "\(run.shown)")
                #expect(run.shown == run.shown.sorted() && run.shown.last == 499, "\(run.shown)")
                #expect(run.end - 0.5 > 0.8, "a riffle, not a jump: \(run.end - 0.5) s")
            }
            // Back to a neighbour: one ordinary turn.
            scene.go(toPage: 498, time: run.end)
            #expect(!scene.isRiffling)
            #expect(Self.run(&scene, from: run.end).reported == [498])
        }
    }

    @Test("A key during a riffle stops it: the book goes on from the leaf in flight")
    func keyStopsARiffle() {
        var scene = ViewerScene(pageCount: 100, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .curlBook,
                                reducedMotion: false, page: 0)
        scene.go(toPage: 90, time: 0)
        var time = 0.0
        while scene.pageShown == 0, time < 2 { time += 1.0 / 60; _ = scene.advance(to: time) }
        scene.press(.next, time: time)
        #expect(!scene.isRiffling)
        let run = Self.run(&scene, from: time)
        #expect(scene.page < 90 && scene.page > 0, "stopped on the way: page \(scene.page), \(run.reported)")
    }

    @Test("A window resized mid-riffle shows the page gone to at once")
    func resizeEndsARiffle() {
        for size in [SIMD2(520.0, 720.0), SIMD2(1200.0, 700.0)] {   // single pages still; spreads
            var scene = ViewerScene(pageCount: 100, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .curlBook,
                                    reducedMotion: false, page: 0)
            scene.go(toPage: 90, time: 0)
            var time = 0.0
            while scene.pageShown == 0, time < 2 { time += 1.0 / 60; _ = scene.advance(to: time) }
            scene.resize(to: size, time: time)
            #expect(!scene.isRiffling)
            let run = Self.run(&scene, from: time)
            #expect(scene.pageShown == scene.page && (89...90).contains(scene.page), "\(size): page \(scene.page), \(run.reported)")
        }
    }

    @Test("The overview holds every page of a long book: End and Home reach the last and the first, a tap opens them")
    func overviewReachesEveryPage() {
        for target in [299, 0] {
            var scene = ViewerScene(pageCount: 300, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .curlBook,
                                    reducedMotion: false, page: 150)
            scene.toggleOverview(time: 0)
            var time = Self.run(&scene, from: 0).end
            #expect(scene.wantedPages().allSatisfy { (140...160).contains($0) }, "only the pages in view: \(scene.wantedPages())")
            scene.scrollOverview(by: target == 0 ? Int.min / 2 : Int.max / 2, time: time)
            time = Self.run(&scene, from: time).end
            #expect(scene.isIdle)
            let wanted = scene.wantedPages()
            #expect(wanted.contains(target) && wanted.count <= ViewerScene.stackTextures, "\(wanted)")
            // The first point down the middle of the window where a tap opens the page wanted.
            let point = stride(from: 1.0, to: 700, by: 2).map { SIMD2(250, $0) }.first { scene.stackPage(at: $0) == target }
            let tap = try! #require(point, "page \(target + 1) shows in the overview")
            scene.pointerDown(at: tap, time: time)
            scene.pointerUp(at: tap, time: time + 0.05, click: true)
            _ = Self.run(&scene, from: time + 0.05)
            #expect(scene.effect == .curlBook && scene.overviewReturn == nil)
            #expect(scene.page == target, "page \(scene.page + 1), not \(target + 1)")
        }
    }
}
