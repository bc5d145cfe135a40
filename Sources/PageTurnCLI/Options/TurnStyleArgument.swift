import ArgumentParser
import PageTurn

/// `--effect`: how pages turn.
enum TurnStyleArgument: String, ExpressibleByArgument, CaseIterable {
    /// A finger drags the corner across; the page curls round a cylinder under it.
    case curl
    /// The page rotates rigidly about its spine with perspective (BookViewXK).
    case flip
    /// A programmatic turn: the page curls round a cone (PARC's page curl).
    case cone

    var turnEffect: TurnEffect { self == .flip ? .flip : .curl }

    var programmaticCurl: ProgrammaticCurl {
        self == .cone ? .cone(tightestConeAngle: .pi / 6) : .cylinder
    }
}

/// `--binding`: which edge of the book is bound.
enum BindingArgument: String, ExpressibleByArgument, CaseIterable {
    case left, right, top

    var binding: BookBinding {
        switch self {
        case .left: .left
        case .right: .right
        case .top: .top
        }
    }
}

extension SizeArgument {
    /// The view in points: one point a pixel.
    var viewSize: SIMD2<Double> { SIMD2(Double(width), Double(height)) }
}
