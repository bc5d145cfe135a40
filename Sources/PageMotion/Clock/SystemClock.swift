/// The real time, from the standard library's `ContinuousClock` (monotonic, keeps counting while
/// the machine sleeps), in seconds since the clock was created.
public struct SystemClock: AnimationClock {
    /// The instant that reads as `0`.
    private let origin: ContinuousClock.Instant

    /// Creates a clock that reads `0` now.
    public init() {
        origin = ContinuousClock.now
    }

    /// Seconds since this clock was created, with the underlying clock's resolution.
    public var now: Double {
        let elapsed = origin.duration(to: ContinuousClock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}
