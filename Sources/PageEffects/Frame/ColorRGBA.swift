/// A straight (not premultiplied) sRGB colour with alpha, each component in `[0, 1]`.
public struct ColorRGBA: Sendable, Hashable {
    /// Red, `[0, 1]`.
    public var red: Double
    /// Green, `[0, 1]`.
    public var green: Double
    /// Blue, `[0, 1]`.
    public var blue: Double
    /// Alpha (opacity), `[0, 1]`.
    public var alpha: Double

    /// Creates a colour; each component is clamped to `[0, 1]` (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value >= 0 ? Swift.min(value, 1) : 0 }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// A colour from straight RGBA8 values, as in a pixel of an `RGBAImage` (PageImage)
    /// (`x` red, `y` green, `z` blue, `w` alpha; each `0...255`).
    public init(rgba8 value: SIMD4<UInt8>) {
        self.init(red: Double(value.x) / 255, green: Double(value.y) / 255,
                  blue: Double(value.z) / 255, alpha: Double(value.w) / 255)
    }

    /// Plain white paper.
    public static let white = ColorRGBA(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = ColorRGBA(red: 0, green: 0, blue: 0)
    /// Transparent black: nothing.
    public static let clear = ColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// A neutral dark grey desk behind the pages.
    public static let defaultBackground = ColorRGBA(red: 0.16, green: 0.17, blue: 0.19)
}
