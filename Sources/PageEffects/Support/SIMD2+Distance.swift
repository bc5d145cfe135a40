extension SIMD2 where Scalar == Double {
    /// The Euclidean distance to `other`, or `+∞` when it is not finite (so that a comparison
    /// never prefers a NaN).
    func distance(to other: SIMD2<Double>) -> Double {
        let d = ((self - other) * (self - other)).sum().squareRoot()
        return d.isFinite ? d : .infinity
    }
}
