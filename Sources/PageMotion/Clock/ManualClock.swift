/// A clock that moves only when told to: for tests and for rendering animations frame by frame.
///
/// A value type: whoever owns it advances it and passes ``now`` on (copies are independent).
/// It never goes backwards: attempts to move it back, or by a non-finite amount, are ignored.
///
/// ```swift
/// var clock = ManualClock()
/// animator.start(at: clock.now)
/// clock.advance(by: 1.0 / 60)
/// let value = animator.update(to: clock.now)
/// ```
public struct ManualClock: AnimationClock, Hashable {
    /// The current time, seconds.
    public private(set) var now: Double

    /// Creates a clock reading `now` seconds (non-finite reads as `0`).
    public init(now: Double = 0) {
        self.now = now.isFinite ? now : 0
    }

    /// Moves the clock forward by `seconds` (`>= 0`; negative or non-finite amounts are ignored).
    public mutating func advance(by seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        now += seconds
    }

    /// Moves the clock to `time`, seconds, if that is later than ``now`` and finite.
    public mutating func advance(to time: Double) {
        guard time > now, time.isFinite else { return }
        now = time
    }
}
