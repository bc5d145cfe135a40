import PageMath

/// The sRGB transfer function (IEC 61966-2-1), between encoded values and linear light, both in
/// `0 ... 1`; and the pixel conversions the renderer needs on upload and readback.
enum SRGB {
    /// Linear light for an encoded value in `0 ... 1` (clamped).
    static func decode(_ encoded: Float) -> Float {
        let v = min(max(encoded, 0), 1)
        return v <= 0.04045 ? v / 12.92 : Float.pow((v + 0.055) / 1.055, 2.4)
    }

    /// The encoded value for linear light in `0 ... 1` (clamped).
    static func encode(_ linear: Float) -> Float {
        let v = min(max(linear, 0), 1)
        return v <= 0.003_130_8 ? v * 12.92 : 1.055 * Float.pow(v, 1 / 2.4) - 0.055
    }

    /// Linear light for each 8-bit encoded value.
    static let decodeTable: [Float] = (0..<256).map { decode(Float($0) / 255) }

    /// An encoded 8-bit value for linear light in `0 ... 1`, rounded to nearest.
    static func encode8(_ linear: Float) -> UInt8 {
        UInt8((encode(linear) * 255).rounded())
    }

    /// Straight sRGB RGBA8 → colour premultiplied in linear light, sRGB-encoded again, for an
    /// `SRGB8_ALPHA8` texture (the GPU decodes it back to linear premultiplied colour, so
    /// filtering and mipmaps average correctly). Opaque pixels are unchanged; transparent ones
    /// become zero.
    static func premultiplyInPlace(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        rescaleTranslucentPixels(pixels) { linear, alpha in linear * alpha }
    }

    /// The inverse of ``premultiplyInPlace(_:)`` for framebuffer readback: encoded premultiplied
    /// colour → straight sRGB RGBA8.
    static func unpremultiplyInPlace(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        rescaleTranslucentPixels(pixels) { linear, alpha in linear / alpha }
    }

    /// Replaces the colour of every partly transparent pixel by `combine(linear colour, alpha)`,
    /// sRGB-encoded again; opaque pixels stay as they are, fully transparent ones become zero.
    private static func rescaleTranslucentPixels(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, _ combine: (Float, Float) -> Float
    ) {
        let table = decodeTable
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = pixels[offset + 3]
            if alpha == 255 { continue }
            if alpha == 0 {
                pixels[offset] = 0
                pixels[offset + 1] = 0
                pixels[offset + 2] = 0
                continue
            }
            let a = Float(alpha) / 255
            for channel in 0..<3 {
                pixels[offset + channel] = encode8(combine(table[Int(pixels[offset + channel])], a))
            }
        }
    }
}
