extension Transform3D: CustomStringConvertible {
    /// Four rows of four entries, e.g. `[1 0 0 0; 0 1 0 0; 0 0 1 -0.001; 10 0 0 1]`.
    /// Entries are rounded to six decimals so that `0.30000000000000004` reads `0.3`.
    public var description: String {
        let rows = [
            [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
        ]
        return "[" + rows.map { $0.map(Self.format).joined(separator: " ") }.joined(separator: "; ") + "]"
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
