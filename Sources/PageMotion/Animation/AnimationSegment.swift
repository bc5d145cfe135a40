/// One leg of a ``PropertyAnimator``'s motion: from `origin`, leaving with a given velocity, to
/// `destination`, under one timing. Every direction change or continuation starts a new leg
/// from the current value and velocity, which is what keeps the motion free of kinks.
///
/// - Curve: `value(e) = origin + (destination - origin)·curve(e/D) + w·e·(1 - e/D)²`. The last
///   term starts with slope `w` and vanishes with its slope at `e = D`, so choosing
///   `w = v₀ - (destination - origin)·curve'(0)/D` makes the leg leave with exactly `v₀` and
///   still arrive as the curve does (an *additive* velocity blend, as UIKit's additive
///   animations do).
/// - Spring: `value(e) = destination + (origin - destination)·a(e) + v₀·b(e)` with the spring's
///   basis responses, exact for any direction of `v₀`; `D` is the settling duration with a
///   threshold of ``Spring/defaultSettlingThreshold`` times the larger of the distance and
///   `|v₀| / ω₀` (the distance a kick of `v₀` would carry the spring from rest).
struct AnimationSegment<Value: Interpolatable>: Sendable {
    var origin: Value
    var destination: Value
    var timing: AnimationTiming
    /// Seconds, `>= 0`; may be infinite for an undamped spring.
    var duration: Double
    /// Curve: the additive velocity `w`; spring: the initial velocity `v₀`. Value units per second.
    var velocityTerm: Value
    /// The animator's fraction complete at the start and at the end of the leg.
    var originFraction: Double
    var destinationFraction: Double

    /// A leg from `origin` to `destination`. `velocity` `nil` means "as the timing starts on its
    /// own" (the curve's own start slope, or rest for a spring); a non-finite velocity reads as
    /// zero. A curve's duration is multiplied by `durationScale`.
    init(
        origin: Value, destination: Value, velocity: Value?, timing: AnimationTiming,
        durationScale: Double = 1, originFraction: Double = 0, destinationFraction: Double = 1
    ) {
        self.origin = origin
        self.destination = destination
        self.timing = timing
        self.originFraction = originFraction
        self.destinationFraction = destinationFraction
        let velocity = velocity.flatMap { $0.magnitude.isFinite ? $0 : nil }
        switch timing {
        case .curve(let curve, _):
            let scaled = timing.duration * durationScale
            duration = scaled.isFinite ? Swift.max(scaled, 0) : 0
            if let velocity, duration > 0 {
                let slope = curve.slope(at: 0)
                velocityTerm =
                    slope.isFinite ? velocity - (destination - origin).scaled(by: slope / duration) : velocity
            } else {
                velocityTerm = .zero
            }
        case .spring(let spring):
            let v0 = velocity ?? .zero
            let offset = origin - destination
            let distance = offset.magnitude
            let scale = Swift.max(distance, v0.magnitude / spring.naturalFrequency)
            let sigma = spring.damping / (2 * spring.mass)
            duration = spring.settlingDuration(
                displacementMagnitude: distance, boostMagnitude: (v0 + offset.scaled(by: sigma)).magnitude,
                threshold: Spring.defaultSettlingThreshold * scale)
            velocityTerm = v0
        }
    }

    /// The value `elapsed` seconds into the leg (clamped to `[0, duration]`).
    func value(at elapsed: Double) -> Value {
        switch timing {
        case .curve(let curve, _):
            guard duration > 0 else { return destination }
            let u = Swift.min(Swift.max(elapsed / duration, 0), 1)
            let blend = u * duration * (1 - u) * (1 - u)
            return origin + (destination - origin).scaled(by: curve.value(at: u)) + velocityTerm.scaled(by: blend)
        case .spring(let spring):
            let r = spring.basis(at: Swift.min(elapsed, duration))
            return destination + (origin - destination).scaled(by: r.position)
                + velocityTerm.scaled(by: r.positionPerVelocity)
        }
    }

    /// The velocity `elapsed` seconds into the leg, value units per second. Never NaN: an
    /// unbounded curve slope is capped at the largest finite `Double`.
    func velocity(at elapsed: Double) -> Value {
        switch timing {
        case .curve(let curve, _):
            guard duration > 0 else { return .zero }
            let u = Swift.min(Swift.max(elapsed / duration, 0), 1)
            let rate = curve.slope(at: u) / duration
            let finiteRate = Swift.min(Swift.max(rate, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
            return (destination - origin).scaled(by: finiteRate) + velocityTerm.scaled(by: (1 - u) * (1 - 3 * u))
        case .spring(let spring):
            let r = spring.basis(at: Swift.min(elapsed, duration))
            return (origin - destination).scaled(by: r.velocity) + velocityTerm.scaled(by: r.velocityPerVelocity)
        }
    }

    /// The animator's fraction complete `elapsed` seconds into the leg: linear in time from
    /// `originFraction` to `destinationFraction`.
    func fraction(at elapsed: Double) -> Double {
        guard duration > 0 else { return destinationFraction }
        let u = Swift.min(Swift.max(elapsed / duration, 0), 1)
        return originFraction + (destinationFraction - originFraction) * u
    }
}
