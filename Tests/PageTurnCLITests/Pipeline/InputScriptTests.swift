import PageMedia
import PageSampleBook
import PageTurn
import Testing
@testable import PageTurnCLI

/// Scripted input that waits for the controller to come to rest (see `InputScript`), and the
/// render command's script built on it. No GPU: the controllers are played, not drawn.
@Suite("Input scripts")
struct InputScriptTests {
    /// Plays an open-loop `script` on `controller` as the recorder does, for its whole length at
    /// `fps`, calling `check` after each frame with the frame's time.
    static func play<Controller: PageEffect>(
        _ script: InputScript<Controller>, on controller: inout Controller, fps: Double,
        check: (Controller, Double) -> Void = { _, _ in }
    ) {
        var next = 0
        for index in 0..<Swift.max(1, Int((script.duration * fps).rounded())) {
            let time = Double(index) / fps
            InputScript.play(&controller, until: time, events: script.events, next: &next)
            check(controller, time)
        }
    }

    /// Records whether a menu was at rest when an action ran.
    final class Witness { var atRest: [Bool] = [] }

    @Test("an open-loop script resolves to itself")
    func openLoopIsUnchanged() {
        var script = InputScript<FoldMenu>()
        script.wait(0.2)
        script.drag(from: SIMD2(4, 50), to: SIMD2(60, 50), seconds: 0.3)
        script.wait(0.5)
        let resolved = script.resolved(playingOn: FoldMenu(viewSize: SIMD2(200, 100)), fps: 30)
        #expect(script.isOpenLoop && resolved.isOpenLoop)
        #expect(resolved.duration == script.duration)
        #expect(resolved.events.map(\.time) == script.events.map(\.time))
    }

    @Test("the steps after a wait for rest start once the animation has landed, on a frame")
    func waitForRestEndsWhenTheControllerRests() {
        let fps = 30.0
        let menu = FoldMenu(viewSize: SIMD2(200, 100))
        let witness = Witness()
        var script = InputScript<FoldMenu>()
        script.perform { menu, time in menu.open(at: time) }
        script.wait(0.05)                                // far shorter than the spring
        script.waitUntilAtRest(atMost: 10)
        script.perform { menu, time in
            witness.atRest.append(menu.isOpen)
            menu.close(at: time)
        }
        script.wait(0.1)
        #expect(!script.isOpenLoop)
        let resolved = script.resolved(playingOn: menu, fps: fps)
        #expect(resolved.isOpenLoop)
        let close = resolved.events[1].time
        #expect(close > 0.2, "the spring takes longer than 0.2 s; the close came at \(close) s")
        #expect((close * fps).rounded() == close * fps, "on a frame time")
        #expect(resolved.duration == close + 0.1)

        // Played as the recorder plays it: the menu rests open (it did not before the last frame)
        // when the close comes.
        var played = menu
        var openedAt: Double?
        Self.play(resolved, on: &played, fps: fps) { menu, time in
            if openedAt == nil && menu.isOpen { openedAt = time }
        }
        #expect(witness.atRest == [true])
        #expect(openedAt.map { close - $0 < 1.5 / fps } == true, "opened at \(String(describing: openedAt)), closed at \(close)")
    }

    @Test("a wait for rest gives up after its limit")
    func waitForRestHasALimit() {
        var script = InputScript<FoldMenu>()
        script.perform { menu, time in menu.dragBegan(at: SIMD2(4, 50), time: time) }   // never lifted
        script.wait(0.1)
        script.waitUntilAtRest(atMost: 0.5)
        script.tap(SIMD2(150, 50))
        let resolved = script.resolved(playingOn: FoldMenu(viewSize: SIMD2(200, 100)), fps: 10)
        #expect(abs(resolved.events[1].time - 0.6) < 1e-9)
    }

    /// The cause of issue 12's short pages: the next drag came while the last page was still
    /// springing over, and caught it. Every allowed page duration now turns every page.
    @Test("the render script turns every page, however short the pages", arguments: [TurnStyleArgument.curl, .flip, .cone])
    func renderScriptTurnsEveryPage(effect: TurnStyleArgument) throws {
        for layout in [BookLayout.singlePages, .spreads(coverAlone: true)] {
            // The shortest allowed, and two the release spring used to outlast (drags are slow
            // to replay in a debug build: the longest durations are left to the binary's tests).
            for pageDuration in [0.3, 0.5, 1.2] {
                let settings = RenderCommand.turnSettings(effect: effect, pageDuration: pageDuration)
                var stage = try BookStage(source: SampleBook(pageCount: 6), viewSize: SIMD2(160, 120), layout: layout,
                                          binding: .left, configuration: settings)
                let script = RenderCommand.turnScript(stage: stage, effect: effect, pageDuration: pageDuration)
                let fps = 30.0
                let resolved = script.resolved(playingOn: stage.controller, fps: fps)
                Self.play(resolved, on: &stage.controller, fps: fps)
                let label = "\(effect) \(layout) \(pageDuration) s"
                #expect(throws: Never.self, "\(label)") { try RenderCommand.checkArrival(of: stage.controller) }
                // A page's time is kept: a turn waits at most a couple of frames more for a landing.
                let turns = Double(stage.controller.book.spreadCount - 1)
                #expect(resolved.duration <= (turns + 1) * pageDuration + turns * 2 / fps + 1e-9, "\(label): \(resolved.duration) s")
            }
        }
    }

    @Test("a render that did not reach the last page fails as an internal error")
    func arrivalIsChecked() throws {
        let stage = try BookStage(source: SampleBook(pageCount: 4), viewSize: SIMD2(160, 120), layout: .singlePages,
                                  binding: .left, configuration: BookConfiguration())
        #expect(throws: CommandFailure.self) { try RenderCommand.checkArrival(of: stage.controller) }
        do {
            try RenderCommand.checkArrival(of: stage.controller)
        } catch {
            #expect(error.status == .internalError)
            #expect(!error.message.contains("\n"))
        }
    }
}
