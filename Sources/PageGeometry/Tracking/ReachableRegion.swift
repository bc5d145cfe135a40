/// Where a grabbed point of the page can be put without tearing the page off its spine.
///
/// Seen from above, no deformation moves a material point farther from a fixed point than it is
/// along the page, so the grabbed point `g` can only go where it is no farther from either end of
/// the spine, `S₀ = (0, 0)` and `S₁ = (0, height)`, than on the flat page: the **lens**
/// `{ f : |f − S₀| ≤ |g − S₀| and |f − S₁| ≤ |g − S₁| }`, the intersection of two discs about
/// the spine's ends whose circles meet at `g` and at its mirror image `(−g.x, g.y)` (where the
/// page lies turned over). For cylinder curls the condition is also sufficient (a crease along
/// the perpendicular bisector of `g` and `f` keeps the whole spine flat exactly when `f` is in
/// the lens), see <doc:FingerTracking>.
///
/// Canonical page coordinates, points.
struct ReachableRegion: Hashable, Sendable {
    /// Relative slack when testing a projected point against the other disc: rounding in the
    /// projection is a few ulps of the radius, and a point this close to the boundary is on it
    /// for every purpose (the resulting spine error is removed by ``CurlTracker``'s clearance).
    static let membershipTolerance = 1e-12

    /// The grabbed material point (on the page, `x > 0`).
    let grab: SIMD2<Double>
    /// The spine's top end `(0, 0)` and bottom end `(0, height)`.
    let topEnd: SIMD2<Double>, bottomEnd: SIMD2<Double>
    /// `|grab − topEnd|` and `|grab − bottomEnd|`.
    let topRadius: Double, bottomRadius: Double

    init(grab: SIMD2<Double>, height: Double) {
        self.grab = grab
        topEnd = SIMD2(0, 0)
        bottomEnd = SIMD2(0, height)
        topRadius = Self.length(grab - topEnd)
        bottomRadius = Self.length(grab - bottomEnd)
    }

    /// The grab's mirror image across the spine line: the lens's other corner.
    var mirroredGrab: SIMD2<Double> { SIMD2(-grab.x, grab.y) }

    /// Whether `point` is in the lens (boundary included, exact comparison).
    func contains(_ point: SIMD2<Double>) -> Bool {
        Self.length(point - topEnd) <= topRadius && Self.length(point - bottomEnd) <= bottomRadius
    }

    /// The point of the lens nearest to `point` (Euclidean), `point` itself when inside.
    ///
    /// The lens is convex, so this is continuous (indeed 1-Lipschitz) in `point`. The nearest
    /// point is the projection onto one disc when that lies in the other disc, or else one of
    /// the two corners where the circles meet.
    func nearestPoint(to point: SIMD2<Double>) -> SIMD2<Double> {
        let toTop = point - topEnd, toBottom = point - bottomEnd
        let topDistance = Self.length(toTop), bottomDistance = Self.length(toBottom)
        if topDistance <= topRadius && bottomDistance <= bottomRadius { return point }
        var best = grab
        var bestDistance = Self.length(point - grab)
        func consider(_ candidate: SIMD2<Double>) {
            let distance = Self.length(point - candidate)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        consider(mirroredGrab)
        if topDistance > topRadius {
            let onCircle = topEnd + toTop * (topRadius / topDistance)
            if Self.length(onCircle - bottomEnd) <= bottomRadius * (1 + Self.membershipTolerance) {
                consider(onCircle)
            }
        }
        if bottomDistance > bottomRadius {
            let onCircle = bottomEnd + toBottom * (bottomRadius / bottomDistance)
            if Self.length(onCircle - topEnd) <= topRadius * (1 + Self.membershipTolerance) {
                consider(onCircle)
            }
        }
        return best
    }

    /// Euclidean length without overflow or underflow for any finite vector.
    static func length(_ v: SIMD2<Double>) -> Double {
        let scale = Swift.max(abs(v.x), abs(v.y))
        guard scale > 0, scale.isFinite else { return scale }
        let x = v.x / scale, y = v.y / scale
        return scale * (x * x + y * y).squareRoot()
    }
}
