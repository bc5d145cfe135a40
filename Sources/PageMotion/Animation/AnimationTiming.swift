/// How an animation moves from its start to its end: a timing curve over a duration, or a spring.
///
/// Like UIKit's `UICubicTimingParameters` and `UISpringTimingParameters`. A spring has no
/// duration of its own: an animation driven by one lasts until it settles (see
/// ``Spring/settlingDuration(initialVelocity:threshold:)``), then snaps to its target.
public enum AnimationTiming: Hashable, Sendable {
    /// A ``TimingFunction`` played over `duration` seconds (`>= 0`; negative or non-finite
    /// durations read as `0`, which jumps straight to the end).
    case curve(TimingFunction, duration: Double)
    /// A ``Spring``, lasting until it settles.
    case spring(Spring)

    /// The nominal duration in seconds: the curve's duration, or the spring's settling duration
    /// for a normalised move from rest (``Spring/settlingDuration(initialVelocity:threshold:)``
    /// with its defaults). An animation with an initial velocity may settle later or sooner.
    @inlinable
    public var duration: Double {
        switch self {
        case .curve(_, let duration): duration.isFinite ? Swift.max(duration, 0) : 0
        case .spring(let spring): spring.settlingDuration()
        }
    }

    /// The same motion played `factor` times slower (`2` takes twice as long).
    ///
    /// A curve's duration is multiplied by `factor`; a spring becomes the spring whose motion
    /// `x(t / factor)` is the original's slowed down: same mass, stiffness divided by `factor²`,
    /// damping divided by `factor` (the damping ratio is unchanged). `factor` must be `> 0`;
    /// a non-positive or non-finite factor leaves the timing unchanged.
    @inlinable
    public func scaled(durationBy factor: Double) -> AnimationTiming {
        guard factor > 0, factor.isFinite else { return self }
        switch self {
        case .curve(let curve, let duration):
            return .curve(curve, duration: duration * factor)
        case .spring(let spring):
            return .spring(
                Spring(mass: spring.mass, stiffness: spring.stiffness / (factor * factor),
                       damping: spring.damping / factor))
        }
    }
}
