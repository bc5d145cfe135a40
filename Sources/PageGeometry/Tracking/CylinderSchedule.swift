/// A programmatic page turn without a finger: the cylinder at each progress `t ∈ [0, 1]`, from
/// the flat page (`t = 0`) to the page turned over and folded flat on the left (`t = 1`).
///
/// The turn is driven the way a hand turns a page: a point of the right edge (the **lead**,
/// ``grab``) is carried by a virtual finger across the spine to its mirror image, and the
/// cylinder at each instant is ``CurlTracker``'s for that finger, so the spine never moves and the
/// radius follows the tracker's ``RadiusPolicy`` (growing with the turn, then squeezed to a crease
/// as the page lands). The finger's path, canonical page coordinates (points), is
///
///     finger(t) = (W·(1 − 2t),  grabY − lift·(4t(1 − t))²)
///
/// It leaves the right edge and arrives on the left horizontally (the squared bump), which
/// makes the curl vanish smoothly at `t = 0` and, for moderate lifts, keeps the finger reachable
/// throughout; in between, `lift` raises (positive, toward `−y`) or lowers the lead point,
/// giving the slanted curl of a page turned by its corner.
///
/// Progress is linear in the finger's horizontal travel; apply a timing function (easing)
/// to `t` for the animation's pace. The schedule is a continuous function of `t` (vertex positions
/// move by O(Δt)); `t` outside `[0, 1]` is clamped, NaN counts as `0`.
public struct CylinderSchedule: Hashable, Sendable {
    /// The tracker that places the cylinder (page size and radius policy).
    public var tracker: CurlTracker
    /// Where on the right edge the page is led from, in points from the top; clamped to
    /// `[0, height]`.
    public var grabY: Double
    /// How far the lead point is raised at mid-turn, in points: positive toward `−y` (up),
    /// negative down.
    public var lift: Double

    /// A schedule for a page of `pageSize` points (width, height).
    ///
    /// - Parameters:
    ///   - pageSize: The page's width and height in points; non-finite or negative entries count
    ///     as 0.
    ///   - grabY: The lead point's height on the right edge, points from the top. Default: the
    ///     bottom corner (`height`). NaN counts as the default.
    ///   - lift: The mid-turn lift in points (positive up). Default: `0.4 · (grabY − height/2)`,
    ///     so a bottom corner rises by a fifth of the page height, a top corner sinks as much,
    ///     and the middle of the edge travels straight. NaN or infinite counts as the default.
    ///   - radiusPolicy: The cylinder's radius policy (default ``RadiusPolicy/default``).
    public init(
        pageSize: SIMD2<Double>, grabY: Double? = nil, lift: Double? = nil,
        radiusPolicy: RadiusPolicy = .default
    ) {
        tracker = CurlTracker(pageSize: pageSize, radiusPolicy: radiusPolicy)
        let height = tracker.pageSize.y
        let y = grabY.flatMap { $0.isNaN ? nil : $0 } ?? height
        self.grabY = Swift.min(Swift.max(y, 0), height)
        self.lift = lift.flatMap { $0.isFinite ? $0 : nil } ?? 0.4 * (self.grabY - height / 2)
    }

    /// The page size in points (width, height).
    public var pageSize: SIMD2<Double> { tracker.pageSize }

    /// The lead material point on the right edge, canonical page coordinates (points).
    public var grab: SIMD2<Double> {
        SIMD2(pageSize.x, Swift.min(Swift.max(grabY.isNaN ? pageSize.y : grabY, 0), pageSize.y))
    }

    /// The virtual finger at progress `t` (clamped to `[0, 1]`, NaN as 0), canonical page
    /// coordinates (points).
    public func finger(at progress: Double) -> SIMD2<Double> {
        let t = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
        let bump = 4 * t * (1 - t)
        let safeLift = lift.isFinite ? lift : 0
        return SIMD2(pageSize.x * (1 - 2 * t), grab.y - safeLift * bump * bump)
    }

    /// The tracker's solution at progress `t` (clamped to `[0, 1]`, NaN as 0).
    public func solution(at progress: Double) -> CurlTracker.Solution {
        tracker.solve(grab: grab, finger: finger(at: progress))
    }

    /// The cylinder at progress `t` (clamped to `[0, 1]`, NaN as 0): the flat page at 0, the page
    /// folded flat onto the left side (`x ↦ −x`, `z = 0`) at 1.
    public func deformation(at progress: Double) -> CylinderDeformation {
        solution(at: progress).deformation
    }
}
