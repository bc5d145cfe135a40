#if !hasFeature(Embedded)
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
#else
import PageMath

/// The real time, from the host's monotonic clock (`HostClock`: the browser's
/// `performance.now()`; Embedded Swift on WebAssembly has no `ContinuousClock`), in seconds since
/// the clock was created.
public struct SystemClock: AnimationClock {
    /// The host clock's reading that reads as `0`.
    private let origin: Double

    /// Creates a clock that reads `0` now.
    public init() {
        origin = HostClock.seconds
    }

    /// Seconds since this clock was created, with the host clock's resolution.
    public var now: Double { HostClock.seconds - origin }
}
#endif
