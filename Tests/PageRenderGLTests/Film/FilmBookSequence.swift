import PageEffects
import PagePipeline
import Testing

/// One scripted book film: an effect, a binding, a gesture and a staging. The scripts begin and
/// end at rest (0.2 s still before the first input, about a second after the last) so that every
/// start and stop of motion lies inside the film.
struct FilmBookSequence: Sendable, CustomTestStringConvertible {
    /// What the reader does.
    enum Gesture: String, Sendable, CaseIterable {
        /// A tap near the fore edge turns forward; when it has landed, a tap on the other side
        /// turns back (a programmatic turn each way: the cone's only way to turn).
        case tapThereAndBack
        /// The bottom fore-edge corner dragged across the spine in 0.8 s (eased), released.
        case dragForward
        /// The previous page brought back by a finger in 0.8 s (eased), released.
        case dragBackward
        /// A short fast drag, 0.12 s at constant speed, released moving: the page completes.
        case flick
        /// The corner lifted to the middle of the page in 0.6 s (eased) and released at rest: the
        /// page falls back.
        case cancel
    }

    let effect: FilmBookStage.Effect
    let binding: BookBinding
    let gesture: Gesture
    let staging: FilmBookStage.Staging
    /// The page the film opens at, or `nil` for the effect's own (``FilmBookStage/Effect/startPage``).
    var startPage: Int? = nil

    var name: String {
        let base = "\(staging.rawValue)-\(effect.rawValue)-\(binding)-\(gesture.rawValue)"
        return base + (startPage.map { "-page\($0)" } ?? "")
    }
    var testDescription: String { name }

    /// The storyboard for `stage`.
    func script(for stage: FilmBookStage) -> InputScript<BookController> {
        var script = InputScript<BookController>()
        let single = !stage.book.layout.showsSpreads
        let lift = 0.12 * stage.geometry.canonicalPageSize.y
        script.wait(0.2)
        switch gesture {
        case .tapThereAndBack:
            script.tap(stage.viewPoint(SIMD2(0.92, 0.5), on: .recto))
            script.wait(0.85)
            script.tap(single ? stage.viewPoint(SIMD2(0.08, 0.5), on: .recto) : stage.viewPoint(SIMD2(0.92, 0.5), on: .verso))
            script.wait(0.85)
        case .dragForward:
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .recto),
                        to: stage.viewPoint(SIMD2(-0.85, 0.8), on: .recto), seconds: 0.8, lift: lift)
            script.wait(1.0)
        case .dragBackward:
            if single {
                script.drag(from: stage.viewPoint(SIMD2(0.08, 0.6), on: .recto),
                            to: stage.viewPoint(SIMD2(1.2, 0.7), on: .recto), seconds: 0.8)
            } else {
                script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .verso),
                            to: stage.viewPoint(SIMD2(-0.85, 0.8), on: .verso), seconds: 0.8, lift: lift)
            }
            script.wait(1.0)
        case .flick:
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.9), on: .recto),
                        to: stage.viewPoint(SIMD2(0.6, 0.82), on: .recto), seconds: 0.12, constantSpeed: true)
            script.wait(1.0)
        case .cancel:
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .recto),
                        to: stage.viewPoint(SIMD2(0.6, 0.85), on: .recto), seconds: 0.6)
            script.wait(1.0)
        }
        return script
    }

    // MARK: - Catalogue

    static let bindings: [BookBinding] = [.left, .right, .top]

    /// The films `swift test` runs (29, about 1450 frames): the taps there and back of every
    /// effect bound left and top, and of the curl and the curled spreads bound right (CLI
    /// staging); every finger gesture on the curl and the curled spreads, the forward drag on
    /// the flip and the flipped spreads, and a cancelled flip of the spreads, bound left; the
    /// taps of every effect bound left, and of the curl bound top, with the library's defaults.
    /// With `PAGETURN_FILM_LARGE=1`: every combination (``everything``). With
    /// `PAGETURN_FILM_ONLY` (comma-separated parts of names, e.g. `flip-left,spreadFlip`): the
    /// combinations whose names contain one of them, at either size.
    static var catalogue: [FilmBookSequence] {
        if let only = FilmScale.only {
            return everything.filter { film in only.contains { film.name.contains($0) } }
        }
        if FilmScale.isLarge { return everything }
        var result: [FilmBookSequence] = []
        for effect in FilmBookStage.Effect.allCases {
            for binding in [BookBinding.left, .top] {
                result.append(Self(effect: effect, binding: binding, gesture: .tapThereAndBack, staging: .cli))
            }
        }
        for effect in [FilmBookStage.Effect.curl, .spread] {
            result.append(Self(effect: effect, binding: .right, gesture: .tapThereAndBack, staging: .cli))
            for gesture in [Gesture.dragForward, .dragBackward, .flick, .cancel] {
                result.append(Self(effect: effect, binding: .left, gesture: gesture, staging: .cli))
            }
        }
        result.append(Self(effect: .flip, binding: .left, gesture: .dragForward, staging: .cli))
        result.append(Self(effect: .spreadFlip, binding: .left, gesture: .dragForward, staging: .cli))
        result.append(Self(effect: .spreadFlip, binding: .left, gesture: .cancel, staging: .cli))
        for effect in FilmBookStage.Effect.allCases {
            result.append(Self(effect: effect, binding: .left, gesture: .tapThereAndBack, staging: .libraryDefaults))
        }
        result.append(Self(effect: .curl, binding: .top, gesture: .tapThereAndBack, staging: .libraryDefaults))
        return result
    }

    /// The covers of the spreads, curled and flipped, opened and closed again (CLI staging,
    /// bound left): where no page lay, the shadow the book casts on the desk
    /// (`PageDrawable/isBound`) grows and shrinks with the landing cover.
    static var coverCatalogue: [FilmBookSequence] {
        var result: [FilmBookSequence] = []
        for effect in [FilmBookStage.Effect.spread, .spreadFlip] {
            result.append(Self(effect: effect, binding: .left, gesture: .tapThereAndBack, staging: .cli, startPage: 0))
        }
        if let only = FilmScale.only { return result.filter { film in only.contains { film.name.contains($0) } } }
        return result
    }

    /// Every effect × binding × gesture × staging (the cone only by taps: a finger turns it as a
    /// cylinder).
    static var everything: [FilmBookSequence] {
        var result: [FilmBookSequence] = []
        for staging in FilmBookStage.Staging.allCases {
            for effect in FilmBookStage.Effect.allCases {
                for binding in bindings {
                    for gesture in Gesture.allCases where effect != .cone || gesture == .tapThereAndBack {
                        result.append(Self(effect: effect, binding: binding, gesture: gesture, staging: staging))
                    }
                }
            }
        }
        return result
    }
}
