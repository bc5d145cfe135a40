import PageMath

/// Where a grabbed point of the page can be put without tearing the page off its spine, and the
/// part of it that the tracker follows exactly.
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
/// On the circle about `Sᵢ` only a crease through `Sᵢ` reaches, and next to `g` that crease runs
/// along the line `Sᵢ g`: when page lies beyond that line it folds over however small the drag,
/// which no cylinder can avoid. The **tracked region** therefore cuts that corner: it is the
/// lens less the thin slivers between each such arc and the chord from `g` that leaves the arc's
/// tangent at the **cut angle** `α` (a half-plane through `g`). Each sliver's largest thickness
/// is `|g − Sᵢ|·(1 − cos α)` and it spans `2α` of the arc; arcs with no page beyond the line
/// (e.g. the bottom edge for a bottom corner) are not cut. The tracked region is convex, so the
/// nearest point in it moves continuously with the finger.
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

    /// The inward unit normals of the cuts next to the grab, through the grab, at the top end's
    /// arc and the bottom end's (`nil` where the arc is not cut).
    let topCut: SIMD2<Double>?, bottomCut: SIMD2<Double>?

    /// The tracked region of `grab` (on the page, `x > 0`) on a page of `pageSize` points: the
    /// lens with the arcs next to the grab cut at `cutAngle` radians where page lies beyond the
    /// line from their spine end to the grab. The two cuts together take at most half the
    /// lens's angle at the grab (both shrink in proportion when they would take more).
    init(grab: SIMD2<Double>, pageSize: SIMD2<Double>, cutAngle: Double) {
        self.grab = grab
        topEnd = SIMD2(0, 0)
        bottomEnd = SIMD2(0, pageSize.y)
        topRadius = Self.length(grab - topEnd)
        bottomRadius = Self.length(grab - bottomEnd)
        let angle = cutAngle.isFinite ? Swift.max(cutAngle, 0) : 0
        guard angle > 0, topRadius > 0, bottomRadius > 0 else {
            topCut = nil
            bottomCut = nil
            return
        }
        // Unit vectors from the grab to the spine's ends: inward normals of the lens's arcs at g.
        let toTop = (topEnd - grab) / topRadius, toBottom = (bottomEnd - grab) / bottomRadius
        // The lens's angle at g is π minus the angle between them.
        let cornerAngle = Double.pi - Double.acos(Swift.min(Swift.max(Self.dot(toTop, toBottom), -1), 1))
        let tolerance = Self.membershipTolerance * Swift.max(pageSize.x, pageSize.y, 1)
        // Whether page lies beyond the line from `end` to g, on the side away from `other`: some
        // corner of the page does (no array of corners: this runs on every tracker solve).
        func isCut(end: SIMD2<Double>, other: SIMD2<Double>) -> Bool {
            let along = grab - end
            var away = SIMD2(-along.y, along.x)
            if Self.dot(other - end, away) > 0 { away = -away }
            let scale = Self.length(away)
            guard scale > 0 else { return false }
            func isBeyond(_ corner: SIMD2<Double>) -> Bool { Self.dot(corner - end, away) / scale > tolerance }
            return isBeyond(SIMD2(0, 0)) || isBeyond(SIMD2(pageSize.x, 0)) || isBeyond(SIMD2(0, pageSize.y))
                || isBeyond(pageSize)
        }
        let cutsTop = isCut(end: topEnd, other: bottomEnd), cutsBottom = isCut(end: bottomEnd, other: topEnd)
        let count = Double((cutsTop ? 1 : 0) + (cutsBottom ? 1 : 0))
        let used = count > 0 ? Swift.min(angle, 0.5 * cornerAngle / count) : 0
        // The cut through g: the arc's tangent at g, turned by `used` into the lens.
        func cut(inward: SIMD2<Double>, other: SIMD2<Double>) -> SIMD2<Double> {
            var tangent = SIMD2(-inward.y, inward.x)
            if Self.dot(tangent, other) < 0 { tangent = -tangent }
            return Double.cos(used) * inward - Double.sin(used) * tangent
        }
        topCut = cutsTop && used > 0 ? cut(inward: toTop, other: toBottom) : nil
        bottomCut = cutsBottom && used > 0 ? cut(inward: toBottom, other: toTop) : nil
    }

    /// The grab's mirror image across the spine line: the lens's other corner.
    var mirroredGrab: SIMD2<Double> { SIMD2(-grab.x, grab.y) }

    /// Whether `point` is in the tracked region (boundary included, exact comparison).
    func contains(_ point: SIMD2<Double>) -> Bool {
        Self.length(point - topEnd) <= topRadius && Self.length(point - bottomEnd) <= bottomRadius
            && isInsideCuts(point, slack: 0)
    }

    /// Whether `point` is on the lens's side of both cuts, to within `slack` points.
    private func isInsideCuts(_ point: SIMD2<Double>, slack: Double) -> Bool {
        func isInside(_ cut: SIMD2<Double>?) -> Bool { cut.map { Self.dot(point - grab, $0) >= -slack } ?? true }
        return isInside(topCut) && isInside(bottomCut)
    }

    /// Whether `point`, found on one of the region's edges, is in the region to rounding; with
    /// `strictCuts`, on the lens's side of the cuts exactly (a point of an arc next to the grab
    /// that rounding let past a cut would be a crease folding the page over).
    private func isNearlyInside(_ point: SIMD2<Double>, strictCuts: Bool = false) -> Bool {
        let slack = 1 + Self.membershipTolerance
        return Self.length(point - topEnd) <= topRadius * slack
            && Self.length(point - bottomEnd) <= bottomRadius * slack
            && isInsideCuts(point, slack: strictCuts ? 0 : Self.membershipTolerance * Swift.max(topRadius, bottomRadius))
    }

    /// The point of the tracked region nearest to `point` (Euclidean), `point` itself when
    /// inside.
    ///
    /// The region is convex, so this is continuous (indeed 1-Lipschitz) in `point`. The region
    /// lies inside each of its constraints (two discs, up to two half-planes), so when the
    /// projection onto a constraint that `point` violates lands in the region, it is the answer;
    /// otherwise the answer is a corner: the grab, its mirror image, or where a cut meets an arc.
    /// (Deciding by the constraint violated, not by comparing distances, keeps the answer from
    /// flickering between the grab and points next to it: their distances from `point` differ
    /// only in the second order there.)
    func nearestPoint(to point: SIMD2<Double>) -> SIMD2<Double> {
        if contains(point) { return point }
        // (Helpers called once per edge, no arrays: this runs on every tracker solve.)
        func ontoArc(centre: SIMD2<Double>, radius: Double) -> SIMD2<Double>? {
            let offset = point - centre
            let distance = Self.length(offset)
            guard distance > radius else { return nil }
            let projected = centre + offset * (radius / distance)
            return isNearlyInside(projected, strictCuts: true) ? projected : nil
        }
        func ontoCut(_ cut: SIMD2<Double>?) -> SIMD2<Double>? {
            guard let cut else { return nil }
            let depth = Self.dot(point - grab, cut)
            guard depth < 0 else { return nil }
            let projected = point - depth * cut
            return isNearlyInside(projected) ? projected : nil
        }
        if let projected = ontoArc(centre: topEnd, radius: topRadius)
            ?? ontoArc(centre: bottomEnd, radius: bottomRadius) ?? ontoCut(topCut) ?? ontoCut(bottomCut) {
            return projected
        }
        var best = grab
        var bestDistance = Self.length(point - grab)
        func consider(_ candidate: SIMD2<Double>) {
            guard candidate.x.isFinite, candidate.y.isFinite, isNearlyInside(candidate) else { return }
            let distance = Self.length(point - candidate)
            if distance < bestDistance { best = candidate; bestDistance = distance }
        }
        // Where the line through g along `direction` meets the circle about `end` again:
        // g + s·direction with s = 2 direction·(end − g).
        func considerCrossing(_ direction: SIMD2<Double>, _ end: SIMD2<Double>) {
            let s = 2 * Self.dot(direction, end - grab)
            if s > 0 { consider(grab + s * direction) }
        }
        func considerCrossings(_ cut: SIMD2<Double>?) {
            guard let cut else { return }
            let along = SIMD2(cut.y, -cut.x)
            considerCrossing(along, topEnd)
            considerCrossing(along, bottomEnd)
            considerCrossing(-along, topEnd)
            considerCrossing(-along, bottomEnd)
        }
        consider(mirroredGrab)
        considerCrossings(topCut)
        considerCrossings(bottomCut)
        return best
    }

    static func dot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.x + a.y * b.y }

    /// Euclidean length without overflow or underflow for any finite vector.
    static func length(_ v: SIMD2<Double>) -> Double {
        let scale = Swift.max(abs(v.x), abs(v.y))
        guard scale > 0, scale.isFinite else { return scale }
        let x = v.x / scale, y = v.y / scale
        return scale * (x * x + y * y).squareRoot()
    }
}
