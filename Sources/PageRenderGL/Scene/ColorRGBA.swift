/// A colour as straight (non-premultiplied) sRGB components in `0 ... 1`.
///
/// This is how colours are given to the renderer (backgrounds, tints, the paper colour). The
/// renderer converts to linear light and premultiplies internally. Components outside `0 ... 1`
/// are clamped when used.
public struct ColorRGBA: Hashable, Sendable {
    /// Red, sRGB-encoded, `0 ... 1`.
    public var red: Double
    /// Green, sRGB-encoded, `0 ... 1`.
    public var green: Double
    /// Blue, sRGB-encoded, `0 ... 1`.
    public var blue: Double
    /// Opacity, `0` (transparent) … `1` (opaque); linear, not sRGB-encoded.
    public var alpha: Double

    /// A colour from straight sRGB components in `0 ... 1` (clamped when used).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from straight RGBA8 values, as in an `RGBAImage` pixel
    /// (`x` red, `y` green, `z` blue, `w` alpha).
    public init(rgba8 value: SIMD4<UInt8>) {
        self.init(red: Double(value.x) / 255, green: Double(value.y) / 255,
                  blue: Double(value.z) / 255, alpha: Double(value.w) / 255)
    }

    /// Opaque white.
    public static let white = ColorRGBA(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = ColorRGBA(red: 0, green: 0, blue: 0)
    /// Transparent black: nothing.
    public static let clear = ColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The components clamped to `0 ... 1`, as `(r, g, b, a)`.
    var clamped: SIMD4<Double> {
        let raw = SIMD4(red, green, blue, alpha)
        let finite = raw.replacing(with: 0, where: .!(raw .== raw))  // NaN -> 0
        return finite.clamped(lowerBound: .zero, upperBound: .one)
    }

    /// Linear-light, premultiplied components, as GL blends them.
    var linearPremultiplied: SIMD4<Float> {
        let c = clamped
        let a = Float(c.w)
        return SIMD4(SRGB.decode(Float(c.x)) * a, SRGB.decode(Float(c.y)) * a, SRGB.decode(Float(c.z)) * a, a)
    }
}
