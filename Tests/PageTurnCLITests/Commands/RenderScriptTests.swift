import PagePipeline
import PageSampleBook
import PageTurn
import Testing

@testable import PageTurnCLI

/// The script `pageturn render` plays (`RenderCommand.turnScript`, built on `InputScript`'s
/// waits for rest) and the check that it arrived. No GPU: the controllers are played, not drawn.
@Suite("The render command's script")
struct RenderScriptTests {
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
                // Played as the recorder plays it, frame by frame for the script's whole length.
                var next = 0
                for frame in 0..<Swift.max(1, Int((resolved.duration * fps).rounded())) {
                    InputScript.play(&stage.controller, until: Double(frame) / fps, events: resolved.events, next: &next)
                }
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
