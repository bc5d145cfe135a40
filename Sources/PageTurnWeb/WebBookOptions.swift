import PageEffects

/// How a web page's book is made: its pages, its view and its look, as the C-ABI surface
/// (`pt_book_create`) receives them from JavaScript.
public struct WebBookOptions: Hashable, Sendable {
    /// The number of pages, `>= 1`.
    public var pageCount: Int
    /// One page's upright size, points (CSS pixels), both components finite and `> 0`.
    public var pageSize: SIMD2<Double>
    /// The canvas's size, points (CSS pixels).
    public var viewSize: SIMD2<Double>
    /// Single pages or spreads.
    public var layout: BookLayout = .singlePages
    /// Which edge the pages are bound at.
    public var binding: BookBinding = .left
    /// Which pages are boards.
    public var hardPages: HardPages = .none
    /// A curl (the default) or a rigid flip.
    public var effect: TurnEffect = .curl
    /// How a curl turns by itself (a tap or a key): a cylinder (the default) or a cone.
    public var programmaticCurl: ProgrammaticCurl = .cylinder
    /// Cross-fades instead of turning (the page's `prefers-reduced-motion`).
    public var reducedMotion = false
    /// The page shown first (clamped into the book).
    public var startPage = 0

    /// The margin round the book, as a fraction of the view's shorter side: what `pageturn
    /// render` leaves (PagePipeline's `BookStage.marginFraction`).
    public static let marginFraction = 0.06
    /// The tightest cone of a cone turn, radians (`pageturn render --effect cone`'s).
    public static let tightestConeAngle = Double.pi / 6
    /// The eye distance of the camera, as a multiple of the view's longer side (PagePipeline's
    /// `BookStage.eyeDistanceFactor`).
    public static let eyeDistanceFactor = 2.0

    /// Options for a book of `pageCount` pages of `pageSize` in a view of `viewSize`, with the
    /// defaults for the rest.
    public init(pageCount: Int, pageSize: SIMD2<Double>, viewSize: SIMD2<Double>) {
        self.pageCount = pageCount
        self.pageSize = pageSize
        self.viewSize = viewSize
    }

    /// The controller's configuration for a view of `viewSize` points: the effect, reduced
    /// motion, the margin, the page edges and the camera as the command's renders have them.
    public func configuration(viewSize: SIMD2<Double>) -> BookConfiguration {
        var configuration = BookConfiguration(effect: effect)
        configuration.reducedMotion = reducedMotion
        configuration.programmaticCurl = programmaticCurl
        configuration.margin = Self.marginFraction * Swift.min(viewSize.x, viewSize.y)
        let width = pageSize.x.isFinite && pageSize.x > 0 ? pageSize.x : 420
        configuration.bookBlock = BookBlock(
            pageThickness: 0.0003 * width, coverThickness: 0.004 * width, maximumThickness: 0.015 * width)
        configuration.camera = Camera(eyeDistance: Self.eyeDistanceFactor * Swift.max(viewSize.x, viewSize.y, 1))
        return configuration
    }
}
