/// A small, fast, deterministic random number generator (SplitMix64) for property tests:
/// the same seed gives the same cases on every platform and run, so no test is flaky.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator from a seed; different seeds give independent-looking streams.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A uniform point in the rectangle `[x] × [y]`.
    public mutating func point(x: ClosedRange<Double>, y: ClosedRange<Double>) -> SIMD2<Double> {
        SIMD2(double(in: x), double(in: y))
    }
}
