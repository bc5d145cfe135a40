@testable import PageMedia
import Testing

/// The CMYK → RGB formulas for plain and Adobe-inverted inks (a plain CMYK JPEG cannot be made
/// with libturbojpeg, which always writes the Adobe form, so the formula is checked directly).
@Suite struct CMYKConversionTests {
    @Test func plainInksSubtractFromWhite() {
        #expect(JPEGDecoder.rgb(cyan: 0, magenta: 0, yellow: 0, black: 0, inverted: false) == SIMD3(255, 255, 255))
        #expect(JPEGDecoder.rgb(cyan: 255, magenta: 0, yellow: 0, black: 0, inverted: false) == SIMD3(0, 255, 255))
        #expect(JPEGDecoder.rgb(cyan: 0, magenta: 0, yellow: 0, black: 255, inverted: false) == SIMD3(0, 0, 0))
        // Half cyan and half black: R = 127 · 127 / 255 ≈ 63, G = B = 255 · 127 / 255 = 127.
        let mixed = JPEGDecoder.rgb(cyan: 128, magenta: 0, yellow: 0, black: 128, inverted: false)
        #expect(mixed == SIMD3(UInt8((127 * 127 + 127) / 255), 127, 127))
    }

    @Test func invertedInksAreTheComplement() {
        for value in stride(from: 0, through: 255, by: 15) {
            let v = UInt8(value)
            for black in stride(from: 0, through: 255, by: 51) {
                let k = UInt8(black)
                let plain = JPEGDecoder.rgb(cyan: v, magenta: 255 - v, yellow: v / 2, black: k, inverted: false)
                let inverted = JPEGDecoder.rgb(cyan: 255 - v, magenta: v, yellow: 255 - v / 2, black: 255 - k, inverted: true)
                #expect(plain == inverted, "c \(v) k \(k)")
            }
        }
    }
}
