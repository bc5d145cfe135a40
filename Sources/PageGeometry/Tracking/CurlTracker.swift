import PageMath

/// Finger tracking: the cylinder that carries the grabbed point of the flat page exactly under the
/// finger (both in canonical page coordinates, orthographic view), never tearing the page off its
/// spine; an unreachable finger gives the nearest reachable placement.
///
/// Canonical page coordinates (points): the page is `[0, width] × [0, height]`, the spine is the
/// left edge `x = 0`, and the page turns toward `−x`. The result is a ``CylinderDeformation``
/// whose curl direction is the direction from the finger to the grab point, whose radius follows
/// ``radiusPolicy`` (squeezed by the spine), and whose axis is placed so that the grabbed
/// material point lands at the finger (see <doc:FingerTracking> for the derivation).
///
/// Guarantees, for every input (finite or not):
/// - **Exact tracking.** When the finger is in the tracked region (the reachable lens less two
///   thin slivers at the grab, see **Continuity**), the grabbed point's position (x, y) is the
///   finger to within rounding (far below 1e-6 pt), for a grab anywhere on the page, at any
///   radius, whether it lies on the curved part or on the part folded flat on top.
/// - **Fixed spine.** Every point of the spine (`x = 0`, `0 ≤ y ≤ height`) stays exactly where it
///   is: ``CylinderDeformation/signedDistance(of:)`` is negative at both ends.
/// - **Reachability.** The grabbed point can get no farther from either end of the spine than it
///   is on the flat page: a lens (see <doc:FingerTracking>). A finger outside the tracked region
///   is replaced by the nearest point of it (``Solution/isClamped``), which moves continuously
///   with the finger.
/// - **Continuity.** The curl is a continuous function of the finger, everywhere (Lipschitz away
///   from the grab, though steep near the reachable region's edge). Where the effective finger
///   meets the grab the curl direction, which must be the drag direction, is undefined; the
///   ``RadiusPolicy/overhangStiffness`` term makes the radius grow without bound as the drag
///   vanishes, so from every direction into the region the curl tends to the flat page: seen
///   from above every point moves by O(drag), lifted by O(√drag), the best any cylinder can do.
///   On the lens's edge only a crease tracks the finger, and next to the grab that crease runs
///   from a spine end through the grab and would fold the page beyond it over however small the
///   drag: no cylinder that tracks exactly there is continuous. So the tracked region cuts those
///   corners by ``edgeCutAngle``: a finger in a sliver between such an arc and the cut is moved
///   to the cut, at most `|grab − spine end|·(1 − cos edgeCutAngle)` away (0.5% of that
///   distance at the default), and every drag from the grab has room for a cylinder. Arcs with
///   no page beyond (a bottom corner's arc about the spine's bottom end) are not cut.
///   <doc:FingerTracking> derives the bounds and the cut.
/// - **No NaN.** Non-finite inputs give finite cylinders; see ``solve(grab:finger:)``.
public struct CurlTracker: Hashable, Sendable {
    /// Relative clearance kept between the spine's ends and the axis, as a fraction of the page's
    /// larger side: rounding in the axis placement is a few ulps of the page size (about 1e-16
    /// relative), so 1e-12 keeps the spine on the flat side with four orders of margin while
    /// moving the grabbed point by at most ~2e-12 of the page size (2e-9 pt on a 1000 pt page).
    public static let spineClearance = 1e-12

    /// Drags shorter than this (points) leave the page at rest: far below the 1e-6 pt tracking
    /// accuracy, and it keeps the curl direction (the drag direction) away from 0/0.
    public static let minimumDrag = 1e-12

    /// How far away (in page diagonals) a finger is pulled in before it is clamped: a finger this
    /// far off is treated as lying at this distance in the same direction from the page's
    /// centre. The nearest reachable point then differs from the true one by about
    /// (page size)²/distance, 1e-6 of the page size, and squares of distances stay far from
    /// overflow. Infinite coordinates are treated the same way (a direction at infinity).
    public static let farFingerDistance = 1e6

    /// The page size `(width, height)` in points; non-finite or negative entries are stored as 0.
    public let pageSize: SIMD2<Double>
    /// How the cylinder's radius follows the drag and yields to the spine.
    public var radiusPolicy: RadiusPolicy
    /// The angle, in radians, by which the tracked region's edges are cut back from the reachable
    /// lens's arcs at the grab, where page lies beyond the crease those arcs would force (see
    /// **Continuity** above). `0` tracks the whole lens exactly and gives up continuity at the
    /// grab; larger angles keep small drags farther from the spine's limit (gentler curls) and
    /// leave wider slivers untracked. NaN or negative counts as `0`; the two cuts together never
    /// take more than half the lens's angle at the grab. Default ``defaultEdgeCutAngle``.
    public var edgeCutAngle: Double

    /// The default ``edgeCutAngle``: 0.1 rad (5.7°), slivers at most 0.5% of the grab's distance
    /// from the spine end deep.
    public static let defaultEdgeCutAngle = 0.1

    /// A tracker for a page of `pageSize` points (width, height) with the ``RadiusPolicy/default``
    /// policy. Non-finite or negative sizes count as 0.
    public init(pageSize: SIMD2<Double>) {
        self.init(pageSize: pageSize, radiusPolicy: .default)
    }

    /// A tracker for a page of `pageSize` points (width, height) with the given radius policy and
    /// edge cut (radians, see ``edgeCutAngle``). Non-finite or negative sizes count as 0.
    public init(pageSize: SIMD2<Double>, radiusPolicy: RadiusPolicy, edgeCutAngle: Double = Self.defaultEdgeCutAngle) {
        func sanitized(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        self.pageSize = SIMD2(sanitized(pageSize.x), sanitized(pageSize.y))
        self.radiusPolicy = radiusPolicy
        self.edgeCutAngle = edgeCutAngle
    }

    /// The cylinder that puts the material point `grab` under `finger` (canonical page
    /// coordinates, points, orthographic view), or the nearest reachable placement.
    ///
    /// The same as `solve(grab:finger:).deformation`; see ``solve(grab:finger:)`` for what
    /// is clamped and what non-finite inputs give.
    public func deformation(grab: SIMD2<Double>, finger: SIMD2<Double>) -> CylinderDeformation {
        solve(grab: grab, finger: finger).deformation
    }

    /// Solves the tracking problem and reports how: the cylinder, the effective finger, whether
    /// the finger was clamped, and the radii involved.
    ///
    /// - Parameters:
    ///   - grab: The material point held by the finger, canonical page coordinates (points).
    ///     Clamped into the page `[0, width] × [0, height]` (±∞ go to the nearest edge).
    ///     A grab on the spine cannot move: the page stays at rest.
    ///   - finger: Where the grabbed point should appear, seen from above, canonical page
    ///     coordinates (points). Replaced by the nearest point of the tracked region when outside
    ///     it (unreachable, or in a sliver cut off next to the grab). Fingers more than ``farFingerDistance`` page diagonals from the page's centre
    ///     (infinite coordinates included) are first pulled in to that distance along the same
    ///     direction.
    /// - Returns: The solution. The page is at rest (``Solution/placement`` `.rest`, an identity
    ///   cylinder whose axis lies just past the right edge) when the effective finger is within
    ///   ``minimumDrag`` of the grab. A NaN coordinate in `grab` or `finger` also gives the rest
    ///   state, with the grab `(width, height/2)` if the grab was NaN, and `isClamped` set.
    public func solve(grab: SIMD2<Double>, finger: SIMD2<Double>) -> Solution {
        let width = pageSize.x, height = pageSize.y
        guard !grab.x.isNaN, !grab.y.isNaN else {
            return restSolution(grab: SIMD2(width, height / 2), requested: finger, clamped: true)
        }
        let g = SIMD2(Swift.min(Swift.max(grab.x, 0), width), Swift.min(Swift.max(grab.y, 0), height))
        guard let pulled = pulledIn(finger) else {
            return restSolution(grab: g, requested: finger, clamped: true)
        }
        guard g.x > 0 else {
            // On the spine: the lens is the single point g.
            return restSolution(grab: g, requested: finger, clamped: pulled != g)
        }
        let region = ReachableRegion(grab: g, pageSize: pageSize, cutAngle: edgeCutAngle)
        let f = region.nearestPoint(to: pulled)
        let clamped = f != finger
        let delta = g - f
        let drag = ReachableRegion.length(delta)
        guard drag > Self.minimumDrag else {
            return restSolution(grab: g, requested: finger, clamped: clamped)
        }
        let n = delta / drag
        // How deep past the axis the grab may lie before a spine end leaves the flat part.
        let reach = Swift.min(
            (g.x - region.topEnd.x) * n.x + (g.y - region.topEnd.y) * n.y,
            (g.x - region.bottomEnd.x) * n.x + (g.y - region.bottomEnd.y) * n.y
        )
        let limit = CurlEquations.radiusLimit(reach: reach, drag: drag)
        // How far the page extends beyond the grab along n (its support function at n): the
        // radius policy stiffens small drags with overhang so that they stay near the flat page.
        let overhang = Swift.max(-g.x * n.x, (width - g.x) * n.x)
            + Swift.max(-g.y * n.y, (height - g.y) * n.y)
        let preferred = radiusPolicy.preferredRadius(forDrag: drag, overhang: overhang)
        let radius = radiusPolicy.squeezedRadius(preferred: preferred, limit: limit)
        let depth = CurlEquations.depth(displacement: drag, radius: radius)
        var cylinder = CylinderDeformation(
            axisPoint: g - depth * n,
            axisAngle: Double.atan2(y: n.x, x: -n.y),
            radius: radius
        )
        keepSpineFlat(&cylinder, region: region)
        let placement: Solution.Placement = drag >= Double.pi * cylinder.radius ? .folded : .curved
        return Solution(
            deformation: cylinder, grab: g, finger: f, requestedFinger: finger, isClamped: clamped,
            placement: placement, preferredRadius: preferred, radiusLimit: limit
        )
    }

    // MARK: - Internals

    /// The larger page side (at least 1 point): the scale of the page's tolerances.
    var scale: Double { Swift.max(pageSize.x, pageSize.y, 1) }

    /// Moves the axis along the curl direction until both spine ends are at least
    /// ``spineClearance`` on the flat side, undoing rounding. A no-op away from the limit.
    func keepSpineFlat(_ cylinder: inout CylinderDeformation, region: ReachableRegion) {
        let clearance = Self.spineClearance * scale
        for _ in 0..<4 {
            let excess = Swift.max(
                cylinder.signedDistance(of: region.topEnd),
                cylinder.signedDistance(of: region.bottomEnd)
            ) + clearance
            guard excess > 0 else { return }
            cylinder.axisPoint += excess * cylinder.curlDirection
        }
    }

    /// The finger pulled in to at most ``farFingerDistance`` page diagonals from the page's
    /// centre (infinite coordinates give the direction at infinity); `nil` for NaN.
    func pulledIn(_ finger: SIMD2<Double>) -> SIMD2<Double>? {
        guard !finger.x.isNaN, !finger.y.isNaN else { return nil }
        let centre = pageSize / 2
        let far = Self.farFingerDistance * Swift.max(ReachableRegion.length(pageSize), 1)
        var offset = finger - centre
        if !offset.x.isFinite || !offset.y.isFinite {
            offset = SIMD2(
                offset.x.isFinite ? 0 : (offset.x > 0 ? 1 : -1),
                offset.y.isFinite ? 0 : (offset.y > 0 ? 1 : -1)
            )
            return centre + offset * (far / ReachableRegion.length(offset))
        }
        let distance = ReachableRegion.length(offset)
        guard distance > far else { return finger }
        return centre + offset * (far / distance)
    }

    /// The page at rest with the grab `grab`: a cylinder whose axis lies just past the right
    /// edge, curling toward `+x` (the limit of a right-edge grab dragged straight left).
    func restSolution(grab: SIMD2<Double>, requested: SIMD2<Double>, clamped: Bool) -> Solution {
        let preferred = radiusPolicy.preferredRadius(forDrag: 0)
        let cylinder = CylinderDeformation(
            axisPoint: SIMD2(pageSize.x + Self.spineClearance * scale, grab.y),
            axisAngle: Double.pi / 2,
            radius: preferred
        )
        return Solution(
            deformation: cylinder, grab: grab, finger: grab, requestedFinger: requested,
            isClamped: clamped, placement: .rest, preferredRadius: preferred, radiusLimit: .infinity
        )
    }
}
