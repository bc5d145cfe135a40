import PageMotion

/// Every constant of the ``FoldMenu``, with the fold document's values as defaults.
///
/// Create one with ``init()`` and change what you need; ``FoldMenu`` sanitises the values when it
/// is created (see each property for what is clamped).
///
/// Lengths are in view points, angles in radians, times in seconds, velocities in points per
/// second unless a property says otherwise.
public struct FoldMenuConfiguration: Sendable, Hashable {
    /// The menu's width in points, `> 0` (non-positive or non-finite gives ``defaultMenuWidth``).
    /// Fully open, the menu covers `[0, menuWidth]` of the view and the content is pushed right
    /// by as much.
    public var menuWidth: Double
    /// The menu's height in points, or `nil` for the view's height. The menu's top is at the
    /// view's top. Non-positive or non-finite reads as `nil`.
    public var menuHeight: Double?
    /// What the menu shows: its content, one face for the whole menu (each panel shows its
    /// slice of it).
    public var menu: PageFace
    /// What the back of the menu's panels shows, seen only while a panel is turned past
    /// edge-on under perspective: the content mirrored through thin paper by default.
    public var menuBack: PageFace
    /// The main view behind the menu, a full-view page, or `nil` to draw none.
    public var content: PageFace?
    /// Whether the content slides right with the hinge (`menuWidth · progress`), as in the fold
    /// document; otherwise it stays put and the menu opens over it.
    public var contentSlides: Bool
    /// How many panels the menu folds into, `1 ... 64` (clamped). `1` is the fold document's
    /// single hinged panel; more make an accordion whose panels fold alternately.
    public var panelCount: Int
    /// The rotation of the hinge panel when closed, in radians, `(0, π/2]` (clamped; non-finite
    /// gives the default π/2): the panel turns by `-(1 - progress) · foldAngle` about y, so at
    /// `π/2` a closed menu is edge-on, as in the fold document.
    public var foldAngle: Double
    /// The camera's eye distance in points (`m34 = -1/eyeDistance`): 1000 in the fold document.
    /// `.infinity` gives the orthographic view.
    public var eyeDistance: Double
    /// Whether the vanishing point follows the hinge (the middle of the menu's right edge, as
    /// the document's layer transform puts it about the layer's anchor point); otherwise it is
    /// the view's centre.
    public var perspectiveFollowsHinge: Bool
    /// Where the progress shading goes.
    public var shading: FoldMenuShading
    /// The least shading factor, `[0, 1]` (clamped): the shading is `max(minimumShade, progress)`,
    /// `0.2` in the fold document.
    public var minimumShade: Double
    /// How much darker a panel turned away from the light is, `[0, 1]` (clamped): light falls
    /// from the side the hinge panel turns toward, so the hinge panel and every second one keep
    /// the progress shading, and the others are multiplied by `1 - foldShading · |sin angle|`.
    /// It has no effect on a single panel.
    public var foldShading: Double
    /// The progress at or above which a slow release opens the menu, `[0, 1]` (clamped): `0.5`
    /// as in the fold document.
    public var openThreshold: Double
    /// A release at least this fast, in points per second along x, opens (rightward) or
    /// closes (leftward) the menu whatever its progress: a flick. `>= 0`; `.infinity` turns
    /// flicks off.
    public var flickVelocity: Double
    /// The largest release velocity handed to the settling animation, in progress per second
    /// (`1` would open the whole menu in a second), `> 0`.
    public var maximumReleaseVelocity: Double
    /// The animation that carries the menu open or closed after a release or a command. A
    /// spring keeps the finger's velocity; the progress is clamped to `[0, 1]`, so an overshoot
    /// reads as the paper reaching its stop.
    public var settleTiming: AnimationTiming
    /// Whether a tap on the content of an open (or opening) menu closes it.
    public var closesOnContentTap: Bool
    /// The frame's background colour: black as in the fold document, where the menu's fading
    /// reads as shadow.
    public var background: ColorRGBA?

    /// The fold document's menu width, 80 points.
    public static let defaultMenuWidth = 80.0
    /// The fold document's camera distance, 1000 points.
    public static let defaultEyeDistance = 1000.0
    /// The fold document's least alpha, 0.2.
    public static let defaultMinimumShade = 0.2
    /// The default flick speed, 300 points per second: well above a deliberate slow drag
    /// (about 100 points per second) and well below a flick (1000 and more).
    public static let defaultFlickVelocity = 300.0
    /// The default settling spring: critically damped, 0.4 s response (the document animates
    /// for 0.5 s; the spring settles to within a point in about that time).
    public static let defaultSettleTiming = AnimationTiming.spring(Spring(response: 0.4, dampingFraction: 1))

    /// Creates the fold document's configuration: an 80-point menu showing `.page(0)` over
    /// content `.page(1)`, one panel, perspective 1/1000 about the hinge, brightness
    /// `max(0.2, progress)`.
    public init() {
        menuWidth = Self.defaultMenuWidth
        menuHeight = nil
        menu = .page(0)
        menuBack = .mirroredFront(fade: 0.85)
        content = .page(1)
        contentSlides = true
        panelCount = 1
        foldAngle = .pi / 2
        eyeDistance = Self.defaultEyeDistance
        perspectiveFollowsHinge = true
        shading = .brightness
        minimumShade = Self.defaultMinimumShade
        foldShading = 0.35
        openThreshold = 0.5
        flickVelocity = Self.defaultFlickVelocity
        maximumReleaseVelocity = 40
        settleTiming = Self.defaultSettleTiming
        closesOnContentTap = true
        background = .black
    }

    /// The same configuration with every value brought into its documented range.
    public var sanitized: FoldMenuConfiguration {
        var result = self
        result.menuWidth = menuWidth > 0 && menuWidth.isFinite ? menuWidth : Self.defaultMenuWidth
        if let height = menuHeight, !(height > 0 && height.isFinite) { result.menuHeight = nil }
        result.panelCount = Swift.min(Swift.max(panelCount, 1), 64)
        result.foldAngle = foldAngle.isFinite ? Swift.min(Swift.max(foldAngle, 1e-6), .pi / 2) : .pi / 2
        result.minimumShade = Self.unit(minimumShade, default: Self.defaultMinimumShade)
        result.foldShading = Self.unit(foldShading, default: 0.35)
        result.openThreshold = Self.unit(openThreshold, default: 0.5)
        result.flickVelocity = flickVelocity >= 0 ? flickVelocity : Self.defaultFlickVelocity
        result.maximumReleaseVelocity =
            maximumReleaseVelocity > 0 && maximumReleaseVelocity.isFinite ? maximumReleaseVelocity : 40
        return result
    }

    /// `value` clamped to `[0, 1]`, or `fallback` when NaN.
    static func unit(_ value: Double, default fallback: Double) -> Double {
        value.clamped(to: 0...1, ifNaN: fallback)
    }
}
