import PageImage
import Testing

/// The shared pixel type: layout and accessors.
@Suite struct RGBAImageTests {
    @Test func layoutIsRowMajorTopFirst() {
        var image = RGBAImage(width: 3, height: 2)
        image[2, 1] = SIMD4(1, 2, 3, 4)
        #expect(image.bytesPerRow == 12)
        #expect(Array(image.pixels[(1 * 3 + 2) * 4..<(1 * 3 + 2) * 4 + 4]) == [1, 2, 3, 4])
        #expect(image.pixels.count == 24)
    }

    @Test func fillAndEdit() {
        var image = RGBAImage(width: 2, height: 2, filledWith: SIMD4(9, 8, 7, 6))
        #expect(image[1, 1] == SIMD4(9, 8, 7, 6))
        image.withUnsafeMutablePixelBytes { bytes in bytes[0] = 200 }
        #expect(image[0, 0] == SIMD4(200, 8, 7, 6))
        #expect(RGBAImage(width: 0, height: 3).isEmpty)
        #expect(!image.isEmpty)
    }

    @Test func valueSemantics() {
        let original = RGBAImage(width: 1, height: 1, filledWith: SIMD4(1, 1, 1, 1))
        var copy = original
        copy[0, 0] = SIMD4(2, 2, 2, 2)
        #expect(original[0, 0] == SIMD4(1, 1, 1, 1))
        #expect(copy != original)
    }
}
