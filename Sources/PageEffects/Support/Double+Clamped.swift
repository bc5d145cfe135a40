extension Double {
    /// This value clamped to `range`, or `fallback` when it is NaN: how a configuration value
    /// that may hold anything is read where it is used (infinities clamp to the range's ends).
    func clamped(to range: ClosedRange<Double>, ifNaN fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
