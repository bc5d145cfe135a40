import PageMath

extension Spring {
    /// The default settling threshold, `1e-3`: a thousandth of the distance travelled, well under
    /// a point for any on-screen move, so snapping to the target after settling is invisible.
    public static let defaultSettlingThreshold = 1e-3

    /// The time after which a normalised spring animation stays within `threshold` of its target,
    /// in seconds, like `CASpringAnimation.settlingDuration`.
    ///
    /// The duration is computed from an *envelope* that bounds `|displacement|` at every time
    /// (see ``settlingDuration(displacement:velocity:threshold:)``), so it is conservative: from
    /// that time on the displacement is below the threshold. It is typically late by a fraction of
    /// the decay time `1/σ` (well under `ln 4 / σ`), and can be later when a fast initial velocity
    /// overshoots the target, since the bound ignores that the two terms of the motion then partly
    /// cancel.
    ///
    /// - Parameters:
    ///   - initialVelocity: in units of the total distance per second (see
    ///     ``value(at:initialVelocity:)``).
    ///   - threshold: the tolerance in units of the total distance, `> 0` (clamped to at least
    ///     `1e-12`; NaN gives ``defaultSettlingThreshold``).
    /// - Returns: seconds, `>= 0`; `infinity` for an undamped spring (``damping`` `0`) that moves.
    @inlinable
    public func settlingDuration(
        initialVelocity: Double = 0, threshold: Double = Spring.defaultSettlingThreshold
    ) -> Double {
        settlingDuration(displacement: 1, velocity: -initialVelocity, threshold: threshold)
    }

    /// The time after which a spring released with the given displacement and velocity stays
    /// within `threshold` of rest, in seconds.
    ///
    /// With `σ` the decay rate (`ζω₀` under- and critically damped, `ω₀ / (ζ + sqrt(ζ² - 1))`
    /// over-damped), `α = |x₀|` and `β = |v₀ + ζω₀·x₀|`, the displacement obeys
    /// `|x(t)| <= e^{-σt} · min(α + β·t, M)`, where `M` is the oscillation amplitude
    /// `sqrt(α² + (β/ω_d)²)` when under-damped, `α + β/(2γ)` when over-damped and unbounded
    /// when critically damped. This bound rises then falls, so the returned time is the last one
    /// where it equals `threshold` (`0` if it never exceeds it), found in closed form on the
    /// amplitude part and by bisection on the linear part.
    ///
    /// - Parameters:
    ///   - displacement: the initial displacement from rest, any unit.
    ///   - velocity: the initial velocity, that unit per second.
    ///   - threshold: the tolerance, in the displacement's unit, `> 0` (clamped to at least
    ///     `1e-12`; NaN gives ``defaultSettlingThreshold``).
    /// - Returns: seconds, `>= 0`; `infinity` for an undamped spring (``damping`` `0`) that moves.
    @inlinable
    public func settlingDuration(displacement: Double, velocity: Double, threshold: Double) -> Double {
        let sigma = damping / (2 * mass)
        let x0 = displacement.isFinite ? displacement : 0
        let v0 = velocity.isFinite ? velocity : 0
        return settlingDuration(
            displacementMagnitude: abs(x0), boostMagnitude: abs(v0 + sigma * x0), threshold: threshold)
    }

    /// The settling time from the two magnitudes of the envelope, `α = |x₀|` and
    /// `β = |v₀ + ζω₀·x₀|` (vectors work too: the envelope holds with Euclidean norms).
    @inlinable
    func settlingDuration(displacementMagnitude alpha: Double, boostMagnitude beta: Double, threshold: Double)
        -> Double
    {
        let epsilon = threshold.isNaN ? Self.defaultSettlingThreshold : Swift.max(threshold, 1e-12)
        guard alpha.isFinite, beta.isFinite else { return .infinity }
        if alpha == 0 && beta == 0 { return 0 }
        let omega = naturalFrequency
        let zeta = dampingRatio
        let rate: Double, amplitude: Double
        if zeta < 1 {
            let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            rate = zeta * omega
            let b = beta / omegaD
            amplitude = (alpha * alpha + b * b).squareRoot()
        } else if zeta > 1 {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            rate = omega / (zeta + root)
            amplitude = alpha + beta / (2 * omega * root)
        } else {
            rate = omega
            amplitude = .infinity
        }
        guard rate > 0 else { return amplitude > epsilon ? .infinity : 0 }
        func envelope(_ t: Double) -> Double { Double.exp(-rate * t) * Swift.min(alpha + beta * t, amplitude) }
        // Where the linear part meets the amplitude, and the peak of e^{-σt}(α + βt).
        let corner = beta > 0 ? (amplitude - alpha) / beta : 0
        let peak = beta > 0 ? Swift.min(Swift.max(1 / rate - alpha / beta, 0), corner) : 0
        if envelope(peak) <= epsilon { return 0 }
        if corner.isFinite && envelope(corner) >= epsilon {
            return Double.log(amplitude / epsilon) / rate
        }
        // The crossing lies on the falling linear part, after `peak` (and before `corner`).
        var low = peak
        var high: Double
        if corner.isFinite {
            high = corner
        } else {
            high = peak + 1 / rate
            while envelope(high) >= epsilon { high = peak + 2 * (high - peak) }
        }
        for _ in 0..<Self.maximumBisections where high - low > Self.settlingTimeTolerance * Swift.max(1, high) {
            let middle = 0.5 * (low + high)
            if envelope(middle) >= epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// Relative precision of the bisected settling time: `1e-12` is far below a frame yet above
    /// rounding noise in `t`.
    @usableFromInline
    static var settlingTimeTolerance: Double { 1e-12 }

    /// Halvings needed to take any bracket to ``settlingTimeTolerance``, with room to spare.
    @usableFromInline
    static var maximumBisections: Int { 200 }
}
