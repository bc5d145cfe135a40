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

    @Test("The overview shows the pages round the current one as tabs; a tap opens the book at the page tapped")
    func overviewOpensThePageTapped() {
        var scene = ViewerScene(pageCount: 60, pageSize: SIMD2(300, 400), viewSize: SIMD2(500, 700), effect: .flipBook,
                                reducedMotion: false, page: 30)
        scene.toggleOverview(time: 0)
        #expect(scene.effect == .tabStack && scene.overviewReturn == .flipBook)
        // Back with T: the same page, the same book.
        scene.toggleOverview(time: 0.1)
        #expect(scene.effect == .flipBook && scene.overviewReturn == nil && scene.page == 30)
        // Again, and a tap in the middle: the stack (pages 10 to 49) expands a page and the book
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
}
