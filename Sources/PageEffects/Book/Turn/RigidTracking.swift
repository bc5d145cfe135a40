import PageGeometry
import PageMath

/// The rotation about the spine that shows a grabbed point of a rigid page under a finger.
///
/// Seen in perspective, a page lifted from the desk first comes toward the eye, so its grabbed
/// point appears to move *outward*, away from the spine, before it moves in: exactly tracked, a
/// finger moving a few points inward would need the page turned some 20° at once, and the first
/// dragging frame would leap (even without perspective, the angle grows like the square root of
/// the finger's travel at first). So at each end of the turn the tracking eases in: up to twice
/// the angle where the grab appears back at its resting place (and at least ``shortestEase``),
/// and over at least ``shortestReach`` of the finger's way, the angle is a smooth, increasing
/// function of how far the finger has moved along the turn (``Ease``), which leaves the desk
/// slowly and meets the exact grab with a continuous slope (C¹); past that the grabbed point is
/// exactly under the finger along the turn. In the ease the finger leads the page.
struct RigidTracking {
    /// Samples of the angle before refining: 48 separate the (at most two) angles a perspective
    /// can show at one screen position by far more than the refinement needs.
    static let samples = 48
    /// Golden-section steps on the best sample interval: 0.618⁴⁰ ≈ 4e-9 of π/48, far below a
    /// visible fraction of a point on any page.
    static let refinementSteps = 40
    /// Bisection steps (for the angle where the grab appears back at rest, and for inverting an
    /// ease): 2⁻⁴⁰ of the interval.
    static let bisectionSteps = 40
    /// The shortest finger travel an ease spans, as a fraction of the way across the turn (from
    /// where the grab rests to where it lands): **0.2**, several frames of any drag.
    static let shortestReach = 0.2
    /// The smallest angle an ease spans, radians: **30°**. Even without perspective a page held
    /// at `x` needs `acos(1 - d/x)` for a finger `d` inward, a square root that leaps on the
    /// first frame of a drag, most for a grab near the spine; over 30° the ease turns that into
    /// a start that speeds up.
    static let shortestEase = Double.pi / 6

    /// One end's ease: the angle from that end as a cubic Hermite function of the finger's
    /// distance from the grab's resting position along the turn, from `(0, 0)` with slope 0 to
    /// `(reach, end)` with the exact grab's slope.
    ///
    /// A zero slope at the end: the page leaves the desk slowly and speeds up under a steady
    /// finger, and a finger pushing it down onto the desk lands it slowing down (near the desk a
    /// page changes the picture most per degree, by coming toward the eye). The ease is long
    /// enough in finger travel (``shortestReach``) that the speeding up spreads over several
    /// frames of a drag.
    struct Ease {
        /// The angle from the end where the ease joins the exact grab, radians.
        let end: Double
        /// The finger's distance along the turn (screen units) where it joins.
        let reach: Double
        /// The exact grab's slope at the joint over the ease's mean slope, `d angle / d distance
        /// · reach / end`, in `[0, 3]` (Fritsch–Carlson: from a zero start the cubic is monotone
        /// up to 3).
        let finishRatio: Double
        /// Where the grab rests at this end, along the turn (screen units, mirrored at the turned end).
        let rest: Double

        /// The share of the ease below which the page hovers: **0.1**. A finger pushing the page
        /// down onto the desk (or past its resting place) leaves it a hair above, less the
        /// further it pushes (the share `t` becomes `0.1·e^(t/0.1 - 1)` below 0.1: at the
        /// resting place itself 0.4 % of the ease's angle, under 0.4°), and the page lands when
        /// the finger lets go, slowing down (a spring), not in the one frame in which the finger
        /// passes the resting place.
        static let hoverShare = 0.1

        /// The angle from the end for a finger `distance` along the turn, in `(0, end]` (`0` for
        /// a finger at or past its resting place only in the limit).
        func angle(atDistance distance: Double) -> Double {
            var t = Swift.min(distance / reach, 1)
            if !(t >= Self.hoverShare) {
                t = t.isNaN ? 0 : Self.hoverShare * Double.exp(t / Self.hoverShare - 1)
            }
            let t2 = t * t, t3 = t2 * t
            return end * ((3 * t2 - 2 * t3) + (t3 - t2) * finishRatio)
        }

        /// The finger's distance for an angle from the end in `[0, end]` (the inverse of
        /// ``angle(atDistance:)``, by bisection).
        func distance(atAngle angle: Double) -> Double {
            guard angle > 0 else { return 0 }
            var lo = -reach, hi = reach
            for _ in 0..<RigidTracking.bisectionSteps {
                let mid = (lo + hi) / 2
                if self.angle(atDistance: mid) < angle { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
    }

    let grab: SIMD2<Double>
    let pageToScreen: Transform3D
    let turnDirection: SIMD2<Double>
    /// The ease at the resting end (angles from 0) and at the turned end (angles from π, with
    /// positions mirrored), or `nil` for a view that shows no movement along the turn.
    private(set) var restEase: Ease?
    private(set) var turnedEase: Ease?

    /// - Parameters:
    ///   - grab: the grabbed material point, canonical page points (`grab.x > 0`).
    ///   - pageToScreen: canonical page → screen (placement, then the camera's projection).
    ///   - turnDirection: the screen direction of canonical `+x` (unit), along which positions
    ///     are measured: the page cannot follow the finger across the turn.
    init(grab: SIMD2<Double>, pageToScreen: Transform3D, turnDirection: SIMD2<Double>) {
        self.grab = grab
        self.pageToScreen = pageToScreen
        self.turnDirection = turnDirection
        restEase = ease { self.exactPosition(at: $0) }
        // From the turned end the grab moves the other way: mirror angle and position.
        turnedEase = ease { self.exactPosition(at: Double.pi - $0).map { -$0 } }
    }

    /// Where the grab appears along the turn direction (screen units) when the page is turned
    /// by `angle`, exactly; `nil` behind the eye.
    func exactPosition(at angle: Double) -> Double? {
        let p = SpineRotation(angle: angle).position(of: grab)
        let h = pageToScreen.applyHomogeneous(to: p)
        guard h.w > 0 else { return nil }
        let along = (h.x / h.w) * turnDirection.x + (h.y / h.w) * turnDirection.y
        return along.isFinite ? along : nil
    }

    /// Where the finger is along the turn direction (screen units) when the page is at `angle`:
    /// on the grab as it appears, but for the eases at the ends (see the type's discussion);
    /// `nil` behind the eye.
    func position(at angle: Double) -> Double? {
        if let ease = restEase, angle < ease.end { return ease.rest - ease.distance(atAngle: Swift.max(angle, 0)) }
        if let ease = turnedEase, Double.pi - angle < ease.end {
            return -(ease.rest - ease.distance(atAngle: Swift.max(Double.pi - angle, 0)))
        }
        return exactPosition(at: angle)
    }

    /// The ease for an end whose positions `along(t)` (t the angle from that end) decrease as
    /// the page turns, or `nil` when they never do (a camera that shows no turn).
    private func ease(_ along: (Double) -> Double?) -> Ease? {
        guard let rest = along(0) else { return nil }
        let step = Double.pi / 2 / Double(Self.samples)
        // The first sample back inside the resting position; the grab is outward before it.
        var outward = 0.0, inward: Double? = nil
        for i in 1...Self.samples {
            let t = Double(i) * step
            guard let a = along(t) else { return nil }
            if a < rest { inward = t; break }
            outward = t
        }
        guard var inside = inward else { return nil }
        if outward > 0 {
            for _ in 0..<Self.bisectionSteps {
                let mid = (outward + inside) / 2
                guard let a = along(mid) else { return nil }
                if a < rest { inside = mid } else { outward = mid }
            }
        } else {
            inside = 0
        }
        // The joint: from twice that angle (and ``shortestEase``) on, the first where the finger
        // has travelled ``shortestReach`` of the way across the turn (at most a quarter turn).
        let h = 1e-6
        guard let across = along(Double.pi), rest > across else { return nil }
        var end = Swift.min(Swift.max(2 * inside, Self.shortestEase), Double.pi / 2)
        while end < Double.pi / 2, let a = along(end), rest - a < Self.shortestReach * (rest - across) {
            end = Swift.min(end + step, Double.pi / 2)
        }
        guard let finish = along(end), let before = along(end - h), let after = along(end + h) else { return nil }
        let reach = rest - finish, slope = (after - before) / (2 * h)
        guard reach > 0, slope < 0 else { return nil }
        let ratio = (-1 / slope) * reach / end
        return Ease(end: end, reach: reach, finishRatio: Swift.min(Swift.max(ratio, 0), 3), rest: rest)
    }

    /// The angle in `[0, π]` for a finger at `screenFinger`: eased near either end, else the
    /// one whose grab appears nearest the finger along the turn.
    func angle(screenFinger: SIMD2<Double>) -> Double? {
        let target = screenFinger.x * turnDirection.x + screenFinger.y * turnDirection.y
        guard target.isFinite else { return nil }
        if let ease = restEase, target > ease.rest - ease.reach { return ease.angle(atDistance: ease.rest - target) }
        if let ease = turnedEase, -target > ease.rest - ease.reach {
            return Double.pi - ease.angle(atDistance: ease.rest + target)
        }
        let first = restEase?.end ?? 0, last = Double.pi - (turnedEase?.end ?? 0)
        func error(_ angle: Double) -> Double {
            guard let p = exactPosition(at: angle) else { return .infinity }
            return (p - target) * (p - target)
        }
        var best = 0, bestError = Double.infinity
        let step = (last - first) / Double(Self.samples)
        for i in 0...Self.samples {
            let e = error(first + Double(i) * step)
            if e < bestError { bestError = e; best = i }
        }
        guard bestError.isFinite else { return nil }
        var lo = first + Double(Swift.max(best - 1, 0)) * step
        var hi = first + Double(Swift.min(best + 1, Self.samples)) * step
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo)
        var ea = error(a), eb = error(b)
        for _ in 0..<Self.refinementSteps {
            if ea <= eb {
                hi = b; b = a; eb = ea
                a = hi - ratio * (hi - lo); ea = error(a)
            } else {
                lo = a; a = b; ea = eb
                b = lo + ratio * (hi - lo); eb = error(b)
            }
        }
        let result = (lo + hi) / 2
        return result.isFinite ? Swift.min(Swift.max(result, 0), Double.pi) : nil
    }

    /// The angle in `[0, π]` of the orthographic view, where the grab's distance from the spine
    /// shrinks as `cos angle`: `acos(virtualFinger.x / grab.x)`, `0` for a non-finite input.
    ///
    /// - Parameters:
    ///   - grab: the grabbed material point, canonical page points (`grab.x > 0`).
    ///   - virtualFinger: the finger on the page plane, canonical page points.
    static func orthographicAngle(grab: SIMD2<Double>, virtualFinger: SIMD2<Double>) -> Double {
        let angle = Double.acos(Swift.min(Swift.max(virtualFinger.x / Swift.max(grab.x, 1e-9), -1), 1))
        return angle.isFinite ? angle : 0
    }
}
