extension Transform3D: CustomStringConvertible {
    /// The matrix as four rows of four entries, row by row, in the notation of Core Animation's
    /// header comments: `[1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 10 0 0 1]`.
    ///
    /// Entries below a million in size are rounded to six decimals, so that
    /// `0.30000000000000004` reads `0.3` and rounding noise such as `6.1e-17` reads `0`; whole
    /// numbers are written without a decimal point; other large entries, infinities and NaN are
    /// written as Swift writes them.
    public var description: String {
        let rows = [
            [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
        ]
        return "[" + rows.map { $0.map(Self.format).joined(separator: " ") }.joined(separator: "; ") + "]"
    }

    /// Entries at or above this size are not rounded: rounding to six decimals multiplies by
    /// 1e6, which stops being exact past 2^53 / 1e6 ≈ 9e9 and overflows near 1.8e302.
    private static let roundingLimit = 1e6

    /// Whole numbers below this size are written as integers; 2^53 ≈ 9e15 is where `Double`
    /// stops representing every integer.
    private static let integerLimit = 9e15

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = abs(value) < roundingLimit ? (value * 1e6).rounded() / 1e6 : value
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < integerLimit { return String(Int64(rounded)) }
        return String(rounded)
    }
}
