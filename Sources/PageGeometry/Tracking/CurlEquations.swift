import PageMath

/// The scalar equations behind finger tracking (see <doc:FingerTracking>), solved to full
/// double precision.
///
/// A material point at depth `d > 0` past a cylinder's axis (radius `r`) appears, seen from
/// above, displaced toward the axis by
///
///     m(d) = d − r·sin(d/r)     for 0 < d < π·r   (on the curve)
///     m(d) = 2d − π·r           for d ≥ π·r       (folded flat on top)
///
/// `m` is continuous, C¹ and strictly increasing, so every displacement has exactly one depth.
/// With `θ = d/r` the curved case reads `r·(θ − sin θ) = m`.
enum CurlEquations {
    /// Below this angle `θ − sin θ` is summed from its Taylor series: direct subtraction loses
    /// about `log10(6/θ²)` digits, while six series terms at `θ = 0.25` are exact to 1e-16
    /// relative (the first omitted term is `θ¹³/13! ≈ 2.4e-18·θ³/6`).
    static let seriesThreshold = 0.25

    /// Relative step at which the root iterations stop: a few ulps, the precision of the
    /// functions being inverted.
    static let rootTolerance = 4 * Double.ulpOfOne

    /// Iteration cap for the safeguarded Newton solves. Newton converges in under ten steps;
    /// bisection alone needs at most about 60 to pin a double in `[0, π]`.
    static let maximumIterations = 100

    /// `θ − sin θ` for `θ ≥ 0`, accurate to a few ulps relative (no cancellation near 0).
    static func thetaMinusSine(_ theta: Double) -> Double {
        if theta < seriesThreshold {
            let t2 = theta * theta
            // θ³/3! − θ⁵/5! + θ⁷/7! − θ⁹/9! + θ¹¹/11! − θ¹³/13!, Horner form.
            let series = 1.0 / 6 - t2 * (1.0 / 120 - t2 * (1.0 / 5040 - t2 * (1.0 / 362_880
                - t2 * (1.0 / 39_916_800 - t2 / 6_227_020_800))))
            return theta * t2 * series
        }
        return theta - Double.sin(theta)
    }

    /// The wrap angle `θ ∈ [0, π]` with `θ − sin θ = q`; `q` is clamped to `[0, π]`.
    static func wrapAngle(thetaMinusSine q: Double) -> Double {
        guard q > 0 else { return 0 }
        guard q < Double.pi else { return Double.pi }
        // θ − sin θ ≤ θ³/6, so the cube root of 6q is a lower bound and Newton on this convex
        // increasing function overshoots once and then descends monotonically.
        let guess = Swift.min(Double.root(6 * q, 3), Double.pi)
        return safeguardedNewton(target: q, guess: guess) { theta in
            let half = Double.sin(theta / 2)
            return (thetaMinusSine(theta), 2 * half * half)
        }
    }

    /// The wrap angle `θ ∈ [0, π]` with `1 − sin θ / θ = q`; `q` is clamped to `[0, 1]`.
    static func wrapAngle(oneMinusSinc q: Double) -> Double {
        guard q > 0 else { return 0 }
        guard q < 1 else { return Double.pi }
        // 1 − sinc θ ≤ θ²/6, so √(6q) is a lower bound.
        let guess = Swift.min((6 * q).squareRoot(), Double.pi)
        return safeguardedNewton(target: q, guess: guess) { theta in
            let (s, c) = Double.sineAndCosine(theta)
            return (thetaMinusSine(theta) / theta, (s - theta * c) / (theta * theta))
        }
    }

    /// Newton's method for an increasing function on `[0, π]`, falling back to bisection
    /// whenever a step leaves the current bracket.
    static func safeguardedNewton(
        target: Double, guess: Double,
        _ valueAndSlope: (Double) -> (value: Double, slope: Double)
    ) -> Double {
        var low = 0.0, high = Double.pi
        var theta = guess
        for _ in 0..<maximumIterations {
            let (value, slope) = valueAndSlope(theta)
            let residual = value - target
            if residual == 0 { return theta }
            if residual > 0 { high = theta } else { low = theta }
            var next = theta - residual / slope
            if !(next > low && next < high) { next = 0.5 * (low + high) }
            if abs(next - theta) <= rootTolerance * next || high - low <= rootTolerance * high {
                return next
            }
            theta = next
        }
        return theta
    }

    /// The depth `d ≥ 0` past the axis at which a material point is displaced by `drag`
    /// (the inverse of `m` above), for a cylinder of radius `radius ≥ 0`.
    static func depth(displacement drag: Double, radius: Double) -> Double {
        let arc = Double.pi * radius
        if !(radius > 0) || drag >= arc { return 0.5 * (drag + arc) }
        return radius * wrapAngle(thetaMinusSine: drag / radius)
    }

    /// The largest radius for which a point displaced by `drag > 0` lies no deeper than
    /// `reach` past the axis, that is `depth(drag, r) ≤ reach`; `0` when even a crease
    /// (`depth = drag/2`) is too deep.
    ///
    /// `depth` grows strictly with the radius (from `drag/2` at `r = 0` without bound), so the
    /// limit is unique: `(2·reach − drag)/π` while the point is folded flat (`reach ≤ drag`),
    /// otherwise `reach/θ` with `1 − sin θ/θ = drag/reach` (the point on the curve at angle θ).
    static func radiusLimit(reach: Double, drag: Double) -> Double {
        guard 2 * reach > drag else { return 0 }
        if reach <= drag { return (2 * reach - drag) / Double.pi }
        return reach / wrapAngle(oneMinusSinc: drag / reach)
    }
}
