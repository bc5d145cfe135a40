import Foundation

/// The sRGB transfer function, written independently of the renderer's, for expected values.
enum SRGBTestMath {
    static func decode(_ value: UInt8) -> Double {
        let v = Double(value) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    static func encode(_ linear: Double) -> UInt8 {
        let v = min(max(linear, 0), 1)
        let encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8((encoded * 255).rounded())
    }

    /// An opaque colour with its linear light multiplied by `factor` (what a light level does).
    static func scaled(_ color: SIMD4<UInt8>, by factor: Double) -> SIMD4<UInt8> {
        SIMD4(encode(decode(color.x) * factor), encode(decode(color.y) * factor), encode(decode(color.z) * factor), color.w)
    }
}
