import PagePipeline
import PageTurn
import Testing

/// Scripted input that waits for the controller to come to rest (see `InputScript`). No GPU: the
/// controllers are played, not drawn. (The render command's script built on it is tested with
/// the command, in `RenderScriptTests`.)
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
}
