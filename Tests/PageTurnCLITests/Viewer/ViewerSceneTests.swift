import PageEffects
import Testing

@testable import PageTurnCLI

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
}
