/// Estimates a pointer's velocity from timestamped positions, like a pan gesture recogniser's
/// `velocity(in:)`: robust to jittery positions and irregular sampling.
///
/// Feed it every pointer position with its event timestamp (``addSample(_:at:)``), then ask for
/// ``velocity`` when the finger lifts. The estimate is a least-squares fit of the positions
/// against time over the samples of the last ``window`` seconds (up to ``capacity`` of them),
/// differentiated at the latest sample:
/// - ``Fit/quadratic`` (the default) fits `p(t) = a + b·t + c·t²`, so a finger that is speeding
///   up or slowing down is measured at the moment it lifts, not as the window's average. A
///   parabola overshoots where a finger stops dead: fitted to a fast move and then a pause, its
///   slope at the end points back the way the finger came. So each coordinate whose slope has
///   the opposite sign of the line's through the same samples reads as zero: the finger stopped.
///   (A finger that has only just turned back within the window reads so too, until the line
///   turns back as well.)
/// - ``Fit/linear`` fits a line, the steadiest estimate for noisy input.
/// With only two usable samples (or three for the quadratic fit) it falls back to a line; with
/// fewer, or samples spanning less than ``minimumSpan``, the velocity is zero.
///
/// Garbage is ignored rather than propagated: samples with a non-finite time or position, and
/// samples whose timestamp is not later than the previous one, are dropped. The result is never
/// NaN or infinite.
///
/// Positions are in points (any frame), times in seconds, velocities in points per second.
/// The samples live in a fixed-size ring buffer allocated once at creation: adding a sample
/// allocates nothing (as long as this tracker is not a copy sharing its buffer with another).
public struct VelocityTracker: Sendable {
    /// The kind of curve fitted to the recent samples.
    public enum Fit: Hashable, Sendable {
        /// A straight line: the average velocity over the window.
        case linear
        /// A parabola: the velocity at the latest sample, following acceleration.
        case quadratic
    }

    /// One timestamped position.
    struct Sample: Sendable {
        var time: Double
        var position: SIMD2<Double>
    }

    /// The most samples kept: 32 covers a 100 ms window at up to 320 Hz input.
    public static let capacity = 32

    /// Samples spanning less time than this give zero velocity: `2 ms` is a quarter of a
    /// 120 Hz frame, yet long enough that one point of jitter between two nearly simultaneous
    /// events reads as at most about 500 points per second rather than an arbitrary fling.
    public static let minimumSpan = 0.002

    /// How far back samples count, in seconds (`0.1` by default).
    public let window: Double
    /// The curve fitted to the samples.
    public let fit: Fit

    /// The ring buffer; `newest` indexes the latest sample, `count` how many are valid.
    private var samples: [Sample]
    private var newest = 0
    private var count = 0

    /// Creates an empty tracker.
    ///
    /// - Parameters:
    ///   - window: how far back, in seconds, samples take part in the fit: `> 0`, clamped to
    ///     `[0.01, 1]` (non-finite gives `0.1`). About 100 ms follows a flick while smoothing
    ///     out several samples of jitter.
    ///   - fit: the curve fitted to the samples.
    public init(window: Double = 0.1, fit: Fit = .quadratic) {
        self.window = window.isFinite ? Swift.min(Swift.max(window, 0.01), 1) : 0.1
        self.fit = fit
        samples = Array(repeating: Sample(time: 0, position: .zero), count: Self.capacity)
    }

    /// The timestamp of the latest accepted sample, seconds (`nil` when empty).
    public var latestTime: Double? { count > 0 ? samples[newest].time : nil }

    /// The latest accepted position, points (`nil` when empty).
    public var latestPosition: SIMD2<Double>? { count > 0 ? samples[newest].position : nil }

    /// Adds a pointer position, points, seen at `time`, seconds.
    ///
    /// Ignored when `time` or `position` is not finite, or when `time` is not later than the
    /// latest accepted sample's (duplicated or out-of-order events).
    public mutating func addSample(_ position: SIMD2<Double>, at time: Double) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if count > 0 && !(time > samples[newest].time) { return }
        newest = count == 0 ? 0 : (newest + 1) % Self.capacity
        samples[newest] = Sample(time: time, position: position)
        count = Swift.min(count + 1, Self.capacity)
    }

    /// Forgets every sample (for a new gesture).
    public mutating func reset() {
        count = 0
        newest = 0
    }

    /// The velocity at the latest sample, points per second: zero when there are too few
    /// recent samples. Never NaN.
    public var velocity: SIMD2<Double> {
        guard count >= 2 else { return .zero }
        let latest = samples[newest].time
        // Sums over the window of τ^k and τ^k·p, with τ = (t - latest) / window in [-1, 0]
        // (scaled so the normal equations stay well conditioned).
        var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
        var y0 = SIMD2<Double>.zero, y1 = SIMD2<Double>.zero, y2 = SIMD2<Double>.zero
        var oldest = latest
        var index = newest
        for _ in 0..<count {
            let sample = samples[index]
            let age = latest - sample.time
            if age > window { break }
            oldest = sample.time
            let tau = -age / window
            let tau2 = tau * tau
            s0 += 1
            s1 += tau
            s2 += tau2
            s3 += tau2 * tau
            s4 += tau2 * tau2
            // Positions relative to the latest one, so large coordinates lose no precision.
            let p = sample.position - samples[newest].position
            y0 += p
            y1 += tau * p
            y2 += tau2 * p
            index = (index + Self.capacity - 1) % Self.capacity
        }
        guard s0 >= 2, latest - oldest >= Self.minimumSpan else { return .zero }
        var line: SIMD2<Double>? = nil
        let lineDet = s0 * s2 - s1 * s1
        if lineDet > Self.relativeDeterminantFloor * s0 * s2 {
            line = (s0 * y1 - s1 * y0) / lineDet
        }
        var slope = line
        if fit == .quadratic && s0 >= 4 {
            // Cramer's rule on [[s0 s1 s2] [s1 s2 s3] [s2 s3 s4]] · (c0 c1 c2) = (y0 y1 y2), for c1.
            let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
            if det > Self.relativeDeterminantFloor * s0 * s2 * s4 {
                var c1 = (s0 * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)) / det
                // A parabola through a finger that went one way and stopped turns back at the
                // stop: where its slope goes against the window's line, the finger stopped.
                if let line { c1.replace(with: 0, where: c1 * line .< 0) }
                slope = c1
            }
        }
        guard let slope else { return .zero }
        let result = slope / window
        return result.x.isFinite && result.y.isFinite ? result : .zero
    }

    /// The velocity as seen at `time`, seconds: ``velocity``, or zero when the latest sample is
    /// more than ``window`` older than `time` (the pointer has stopped sending moves, so it has
    /// stopped moving). Zero for a non-finite `time`.
    public func velocity(at time: Double) -> SIMD2<Double> {
        guard time.isFinite, let latest = latestTime, time - latest <= window else { return .zero }
        return velocity
    }

    /// A normal-equation determinant below this fraction of the product of its diagonal means the
    /// samples cannot separate the fit's coefficients (nearly coincident times): `1e-9` is far
    /// above rounding error in the sums yet far below any real spread of 4+ samples.
    static let relativeDeterminantFloor = 1e-9
}
