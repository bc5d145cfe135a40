import PageEffects

extension ColorRGBA {
    /// The components clamped to `0 ... 1` (NaN as 0), as `(r, g, b, a)`.
    var clamped: SIMD4<Double> {
        let raw = SIMD4(red, green, blue, alpha)
        let finite = raw.replacing(with: 0, where: .!(raw .== raw))
        return finite.clamped(lowerBound: .zero, upperBound: .one)
    }

    /// Linear-light, premultiplied components, as GL blends them.
    var linearPremultiplied: SIMD4<Float> {
        let c = clamped
        let a = Float(c.w)
        return SIMD4(SRGB.decode(Float(c.x)) * a, SRGB.decode(Float(c.y)) * a, SRGB.decode(Float(c.z)) * a, a)
    }
}
