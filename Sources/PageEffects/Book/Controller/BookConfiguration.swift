import PageGeometry
import PageMotion

/// Everything about how a ``BookController`` looks and responds, with sensible defaults.
///
/// Lengths are in **page points** (the canonical page frame, before the book is scaled to fit the
/// view) unless a property says view points; times in seconds; speeds in points per second.
/// Out-of-range values are clamped where they are used, as each property says.
public struct BookConfiguration: Hashable, Sendable {
    // MARK: Look

    /// The turn effect. Default ``TurnEffect/curl``.
    public var effect: TurnEffect = .curl
    /// Replace every turn by a cross-fade of the two spreads (an accessibility setting: the
    /// platform's "reduce motion"). Takes effect from the next turn. Default `false`.
    public var reducedMotion = false
    /// The perspective camera of every frame. Default: Core Animation's natural `m34 = -1/1000`
    /// about the view's centre.
    public var camera = Camera()
    /// The frame's clear colour, or `nil` for none.
    public var background: ColorRGBA? = .defaultBackground
    /// View points kept free around the book.
    public var margin = 0.0
    /// Lay the book out small enough that a turning page, lifted off the page plane and seen
    /// through ``camera``'s perspective (nearer pages look larger), stays inside the view and its
    /// ``margin`` at every angle (see ``BookGeometry/init(book:viewSize:margin:camera:turnSurfaces:pixelGrid:)``). `false`
    /// fits the flat book only, as large as it goes, and lets a lifted page run past the view's
    /// edge (a full-screen page view). Default `true`.
    public var keepsLiftedPagesInView = true
    /// The spacing of the picture's pixels in view points (`1 / scale` of the renderer: `1` for
    /// a picture of one pixel a point, `0.5` on a 2× screen), or `nil`. When given, the book is
    /// laid out on the pixel grid: a page at rest shows an image of
    /// ``BookGeometry/pageSizeInView`` (times the scale) pixel for pixel, so its text is as sharp
    /// and dark as rasterised (see ``BookGeometry/init(book:viewSize:margin:camera:turnSurfaces:pixelGrid:)``).
    /// Default `nil`: the book is as large as fits, at any fraction of a pixel.
    public var pixelGrid: Double? = nil
    /// The edges of the pages under an open spread (``BookBlock``), or `nil` for none (the
    /// default, which keeps the pages exactly in ``BookGeometry/bookRect``: the block stands out
    /// beyond it). Drawn for spreads only.
    public var bookBlock: BookBlock? = nil
    /// What the back of a turning page shows.
    public var turningPageBack: TurningPageBack = .automatic
    /// The face drawn where the book has no page but something must be drawn (the back of the
    /// last leaf, a rubber-banded page with nothing behind it). Default white paper.
    public var blankFace: PageFace = .color(.white)
    /// How the curl's radius follows the drag (the tracker's policy). Default XBPageCurl's
    /// `16 + drag/8` points.
    public var radiusPolicy: RadiusPolicy = .default
    /// Under a perspective camera, place the curl so that the grabbed point *appears* under the
    /// finger (`CurlTracker`'s screen solve; a few hundred orthographic solves per move). When
    /// `false`, or with an orthographic camera, the grabbed point lies under the finger seen
    /// straight from above (one solve). Default `true`.
    public var tracksPerspective = true
    /// The shape of a curl turned by a tap, a key or code (no finger). Default
    /// ``ProgrammaticCurl/cylinder``.
    public var programmaticCurl: ProgrammaticCurl = .cylinder
    /// Where a released curl may come to rest besides flat and turned over (XBPageCurl's
    /// snapping points). Default none.
    public var snappingPoints: [CurlSnappingPoint] = []

    // MARK: Gestures

    /// View points the pointer must move before a drag takes hold of a page (taps and jitter
    /// below it do nothing). Clamped to `>= 0`. Default 3.
    public var dragSlop = 3.0
    /// A touch within this fraction of the page's shorter side from a fore-edge corner grabs the
    /// corner: the curl follows that corner freely. Clamped to `[0, 0.5]`. Default `0.18`.
    public var cornerZone = 0.18
    /// A touch within this fraction of the page width from the fore edge grabs the edge there:
    /// the grabbed point then slides along the edge with the finger's height, so the fold stays
    /// upright and does not swing when the finger wobbles. Farther in (and near a corner, see
    /// ``cornerZone``) the touched point is held fixed under the finger and the curl tilts as the
    /// finger moves; within ``spineZone`` of the spine the page pivots instead. Holding a point
    /// inside the page lifts the page beyond it as soon as it moves: paper that does not stretch
    /// must rise like the square root of the drag (a mid-page grab lifts the fore edge tens of
    /// points in the first few points; PageGeometry's "Finger Tracking" article has figures).
    /// Clamped to `[0, 1]`. Default `0.2`.
    public var edgeZone = 0.2
    /// A touch within this fraction of the page width from the spine turns a paper page rigidly
    /// about the spine: the turn is a flip (``TurnStyle/rigid``) whose angle keeps the touched
    /// point under the finger along the turn (past an ease off the desk and onto it, see
    /// ``BookController/handle(_:)``), as a page pinched there pivots without bending.
    ///
    /// A curl held that close to the spine leaps: to keep the point exactly under the finger, the
    /// cylinder folds most of the page over within the first few points of drag, and a drag
    /// tilted by ten degrees makes it worse (on a 300-point-wide page the first 3 points move it
    /// by 200–600 points; the pivot lifts the far edge 77 points when held 90 points from the
    /// spine, 158 when held 20 points from it). The pivot cannot follow the finger across the
    /// turn, but there the curl could hardly either: the region the point can reach is a lens a
    /// few tens of points high at most. The held point is never nearer the spine than 2% of the
    /// width, so that a touch on the spine itself still has a lever. Clamped to `[0, 1]`; `0`
    /// curls from every touch. Default `0.3`.
    public var spineZone = 0.3
    /// A tap within this fraction of the page width from the outer edge of the recto (verso)
    /// page turns forward (backward); with single pages, within it from the page's spine edge
    /// turns backward. Clamped to `[0, 0.5]`. Default `0.3`.
    public var tapZone = 0.3
    /// A release faster than this (page points per second, along the turn) completes or cancels
    /// the turn by its direction alone: a flick turns the page even after a short drag. The
    /// speed is the finger's at the release (a quadratic fit of its last 0.1 s), and counts only
    /// when its average over that time points the same way, so a drag that stops short of the
    /// release is not read as a flick back. Default 350.
    public var flickSpeed = 350.0
    /// Otherwise the turn completes when the page, carried on for this long at its release
    /// velocity, would be past half way (seconds, clamped to `[0, 1]`). Default `0.15`.
    public var projectionTime = 0.15
    /// The resistance at either end of the book.
    public var rubberBand = RubberBand()

    // MARK: Timing

    /// Duration of a turn started by a tap, a key or code, seconds (clamped to `[0.05, 10]`).
    /// Default `0.7`.
    public var turnDuration = 0.7
    /// The pace of such a turn. Default ease-in-ease-out.
    public var turnTiming: TimingFunction = .easeInEaseOut
    /// Duration of a reduced-motion cross-fade, seconds (clamped to `[0.05, 10]`). Default `0.3`.
    public var crossFadeDuration = 0.3
    /// The spring that carries a released page on from the finger's velocity. Default: critically
    /// damped, response `0.45` s.
    public var releaseSpring = Spring(response: 0.45, dampingFraction: 1)
    /// Turns asked for while one is running (rapid taps, held keys) wait in a queue of at most
    /// this many (clamped to `[0, 16]`); each one waiting makes the running and the next turns
    /// this many times faster (clamped to `[1, 8]`). Defaults 3 and 2.
    public var maximumQueuedTurns = 3
    /// See ``maximumQueuedTurns``.
    public var queuedTurnSpeedup = 2.0
    /// A safety net: any animation still running this long after it started lands on its
    /// target at once (seconds, clamped to `[0.1, 60]`). Default 4.
    public var maximumAnimationDuration = 4.0

    /// The default configuration.
    public init() {}

    /// The default configuration with another effect.
    public init(effect: TurnEffect) {
        self.effect = effect
    }
}
