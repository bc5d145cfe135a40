import PageMotion

/// Every constant of the ``PageStack``, with the tab-stack document's (WKPagesCollectionView)
/// values as defaults where it has them.
///
/// Create one with ``init()`` and change what you need; ``PageStack`` sanitises the values when
/// it is created (see each property for what is clamped).
///
/// Lengths are in view points, angles in radians, times in seconds, velocities in points per
/// second.
public struct PageStackConfiguration: Sendable, Hashable {
    /// Each page's size in points, or `nil` for the view's size (the document's full-screen
    /// cells). Non-positive or non-finite components read as `nil`.
    public var pageSize: SIMD2<Double>?
    /// The distance between the tops of consecutive pages in the stack's layout, points, `> 0`:
    /// 160 in the document (its line spacing is `160 - pageHeight`). The visible strip of each
    /// page is this, foreshortened by the tilt.
    public var spacing: Double
    /// Where the first page's top edge lies in the stack's content, points (the view's top when
    /// the stack is scrolled to its start): 0 in the document. A tilted page's top edge leans
    /// back toward the page's centre line, so at 0 the stack begins some way below the view's
    /// top; a negative value (a fifth of the view's height, say) starts it higher, so that it
    /// fills the view as a browser's tabs do. Non-finite reads as 0.
    public var firstPageTop: Double
    /// The tilt of a page at the top of the view, radians, about the page's horizontal centre
    /// line (Core Animation's rotation about x: negative brings the top edge toward the viewer):
    /// -60° in the document.
    public var baseAngle: Double
    /// How much the tilt changes per view height of distance from the view's top, radians:
    /// +20° in the document, so lower pages lean less and never cut through the ones above.
    /// The distance counts from 0 to one view height (clamped), keeping far pages from tilting
    /// past upright.
    public var parallaxAngle: Double
    /// The camera's eye distance, points (`m34 = -1/eyeDistance`), 1500 in the document;
    /// `.infinity` for orthographic. The vanishing point is the view's centre.
    public var eyeDistance: Double
    /// How far behind the view plane the stacked pages hang, points, `>= 0`: the document's
    /// 300-point shift before its perspective, which shows the cards at 1500/1800 of their size.
    /// An expanded page comes forward to the view plane, where it fills its rectangle exactly.
    public var depth: Double
    /// The tilt an appended page starts from, radians: -90° (edge-on) in the document.
    public var appearAngle: Double
    /// What the pages' backs show (seen only if a page turns past edge-on).
    public var back: PageFace
    /// The soft shadow each page casts on the page behind it, as browser tabs show one, or `nil`
    /// for none (the default, as in the document): a face (typically a page image of a
    /// vertical gradient, transparent at its top and darkest at its foot) drawn in a band of
    /// ``shadowHeight`` just above each page's top edge, in the page's own plane, so that it lies
    /// over the page behind and moves, tilts and slides out with the page that casts it.
    public var shadow: PageFace?
    /// The height of the ``shadow`` band, points, `>= 0` (non-finite reads as 0: no shadow).
    /// Default 24.
    public var shadowHeight: Double
    /// The frame's background colour.
    public var background: ColorRGBA?
    /// The rubber band's stiffness past either end of the scroll range, `(0, 1]`: the offset
    /// past an end is `(1 - 1/(x·c/d + 1))·d` for a drag `x` past it, `d` the view's height
    /// (UIScrollView's 0.55).
    public var rubberBandCoefficient: Double
    /// How fast a flung stack slows down: the fraction of its velocity kept per millisecond,
    /// `(0, 1)` (UIScrollView's normal rate 0.998, a time constant of about 0.5 s).
    public var decelerationRate: Double
    /// Below this speed a decelerating stack stops, points per second, `> 0`.
    public var restingVelocity: Double
    /// The largest fling speed, points per second, `> 0`.
    public var maximumScrollVelocity: Double
    /// The spring that brings the stack back inside its range (rubber band, bounce at an end
    /// after a fling, a shorter stack after a removal) and carries programmatic scrolls.
    public var bounceTiming: AnimationTiming
    /// How far a finger must move before a drag counts as a scroll or a swipe, points, `>= 0`.
    public var touchSlop: Double
    /// How far left a swiped page must be to be removed on release, points, `> 0`: 90 in the
    /// document.
    public var removalDistance: Double
    /// A leftward release at least this fast removes the swiped page wherever it is, points per
    /// second, `> 0`.
    public var removalFlickVelocity: Double
    /// The spring that brings a swiped page back when it is not removed.
    public var swipeBackTiming: AnimationTiming
    /// The spring that slides a removed page out of the view (starting with the finger's velocity).
    public var removalTiming: AnimationTiming
    /// The spring that closes the gap a removed page leaves.
    public var layoutTiming: AnimationTiming
    /// The spring that expands a page to full view and back.
    public var expansionTiming: AnimationTiming
    /// The rotate-in of an appended page.
    public var appearTiming: AnimationTiming
    /// Whether appending scrolls to the end of the stack, as the document does.
    public var scrollsToAppendedPage: Bool
    /// A tap on a stack scrolling at least this fast only stops it (no page expands), points per
    /// second, `>= 0`.
    public var tapStopsScrollVelocity: Double

    /// The document's spacing between page tops, 160 points.
    public static let defaultSpacing = 160.0
    /// The document's base tilt, -60°.
    public static let defaultBaseAngle = -Double.pi / 3
    /// The document's parallax, +20° per view height.
    public static let defaultParallaxAngle = Double.pi / 9
    /// The document's camera distance, 1500 points.
    public static let defaultEyeDistance = 1500.0
    /// The document's depth shift, 300 points.
    public static let defaultDepth = 300.0
    /// The document's removal distance, 90 points.
    public static let defaultRemovalDistance = 90.0
    /// The default spring for the stack's layout moves: critically damped, 0.4 s response.
    public static let defaultSpring = AnimationTiming.spring(Spring(response: 0.4, dampingFraction: 1))

    /// Creates the document's configuration: full-view pages 160 points apart, tilted -60° plus
    /// 20° per view height, eye at 1500 points, pages 300 points back.
    public init() {
        pageSize = nil
        spacing = Self.defaultSpacing
        firstPageTop = 0
        baseAngle = Self.defaultBaseAngle
        parallaxAngle = Self.defaultParallaxAngle
        eyeDistance = Self.defaultEyeDistance
        depth = Self.defaultDepth
        appearAngle = -Double.pi / 2
        back = .color(.white)
        shadow = nil
        shadowHeight = 24
        background = .defaultBackground
        rubberBandCoefficient = 0.55
        decelerationRate = 0.998
        restingVelocity = 5
        maximumScrollVelocity = 8000
        bounceTiming = .spring(Spring(response: 0.45, dampingFraction: 1))
        touchSlop = 10
        removalDistance = Self.defaultRemovalDistance
        removalFlickVelocity = 600
        swipeBackTiming = .spring(Spring(response: 0.3, dampingFraction: 1))
        removalTiming = .spring(Spring(response: 0.35, dampingFraction: 1))
        layoutTiming = Self.defaultSpring
        expansionTiming = Self.defaultSpring
        appearTiming = .curve(.easeOut, duration: 0.4)
        scrollsToAppendedPage = true
        tapStopsScrollVelocity = 50
    }

    /// The same configuration with every value brought into its documented range.
    public var sanitized: PageStackConfiguration {
        var result = self
        if let size = pageSize, !(size.x > 0 && size.x.isFinite && size.y > 0 && size.y.isFinite) {
            result.pageSize = nil
        }
        result.spacing = spacing > 0 && spacing.isFinite ? spacing : Self.defaultSpacing
        result.firstPageTop = firstPageTop.isFinite ? firstPageTop : 0
        result.baseAngle = baseAngle.isFinite ? baseAngle : Self.defaultBaseAngle
        result.parallaxAngle = parallaxAngle.isFinite ? parallaxAngle : Self.defaultParallaxAngle
        result.eyeDistance = eyeDistance > 0 ? eyeDistance : .infinity
        result.depth = depth >= 0 && depth.isFinite ? depth : Self.defaultDepth
        result.appearAngle = appearAngle.isFinite ? appearAngle : -Double.pi / 2
        result.shadowHeight = shadowHeight.isFinite ? Swift.max(shadowHeight, 0) : 0
        result.rubberBandCoefficient =
            rubberBandCoefficient > 0 && rubberBandCoefficient <= 1 ? rubberBandCoefficient : 0.55
        result.decelerationRate = decelerationRate > 0 && decelerationRate < 1 ? decelerationRate : 0.998
        result.restingVelocity = restingVelocity > 0 && restingVelocity.isFinite ? restingVelocity : 5
        result.maximumScrollVelocity =
            maximumScrollVelocity > 0 && maximumScrollVelocity.isFinite ? maximumScrollVelocity : 8000
        result.touchSlop = touchSlop >= 0 && touchSlop.isFinite ? touchSlop : 10
        result.removalDistance =
            removalDistance > 0 && removalDistance.isFinite ? removalDistance : Self.defaultRemovalDistance
        result.removalFlickVelocity = removalFlickVelocity > 0 ? removalFlickVelocity : 600
        result.tapStopsScrollVelocity = tapStopsScrollVelocity >= 0 ? tapStopsScrollVelocity : 50
        return result
    }
}
