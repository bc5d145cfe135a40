import PageImage
import PageMedia
import Testing

/// Every PNG flavour decodes to straight RGBA8 with the expected values.
@Suite struct PNGDecodingTests {
    let codec = PNGCodec()

    @Test func greyEightBitBecomesGreyRGBOpaque() throws {
        let fixture = PNGFixture(width: 3, height: 1, bitDepth: 8, colorType: .grey, rows: [[0, 77, 255]])
        let image = try codec.decode(fixture.bytes)
        #expect(image.width == 3 && image.height == 1)
        #expect(image[0, 0] == SIMD4(0, 0, 0, 255))
        #expect(image[1, 0] == SIMD4(77, 77, 77, 255))
        #expect(image[2, 0] == SIMD4(255, 255, 255, 255))
    }

    @Test func greyOneBitScalesToFullRange() throws {
        // 0b1010_0000: pixels 1, 0, 1, 0.
        let fixture = PNGFixture(width: 4, height: 1, bitDepth: 1, colorType: .grey, rows: [[0b1010_0000]])
        let image = try codec.decode(fixture.bytes)
        #expect((0..<4).map { image[$0, 0].x } == [255, 0, 255, 0])
    }

    @Test func greyWithTransparentValueGetsAlpha() throws {
        var fixture = PNGFixture(width: 2, height: 1, bitDepth: 8, colorType: .grey, rows: [[10, 20]])
        fixture.transparency = PNGFixture.bigEndian16(20)
        let image = try codec.decode(fixture.bytes)
        #expect(image[0, 0] == SIMD4(10, 10, 10, 255))
        #expect(image[1, 0] == SIMD4(20, 20, 20, 0))
    }

    @Test func greyAlphaKeepsStraightAlpha() throws {
        let fixture = PNGFixture(width: 2, height: 1, bitDepth: 8, colorType: .greyAlpha, rows: [[200, 10, 50, 255]])
        let image = try codec.decode(fixture.bytes)
        #expect(image[0, 0] == SIMD4(200, 200, 200, 10))
        #expect(image[1, 0] == SIMD4(50, 50, 50, 255))
    }

    @Test func paletteWithTransparencyIsLookedUp() throws {
        var fixture = PNGFixture(width: 3, height: 2, bitDepth: 8, colorType: .palette, rows: [[0, 1, 2], [2, 1, 0]])
        fixture.palette = [SIMD3(255, 0, 0), SIMD3(0, 128, 0), SIMD3(1, 2, 3)]
        fixture.transparency = [255, 64]  // entry 2 has no alpha entry: opaque
        let image = try codec.decode(fixture.bytes)
        #expect(image[0, 0] == SIMD4(255, 0, 0, 255))
        #expect(image[1, 0] == SIMD4(0, 128, 0, 64))
        #expect(image[2, 0] == SIMD4(1, 2, 3, 255))
        #expect(image[0, 1] == SIMD4(1, 2, 3, 255))
    }

    @Test func twoBitPaletteUnpacks() throws {
        // Indices 3, 2, 1, 0 packed into one byte.
        var fixture = PNGFixture(width: 4, height: 1, bitDepth: 2, colorType: .palette, rows: [[0b11_10_01_00]])
        fixture.palette = [SIMD3(0, 0, 0), SIMD3(10, 10, 10), SIMD3(20, 20, 20), SIMD3(30, 30, 30)]
        let image = try codec.decode(fixture.bytes)
        #expect((0..<4).map { image[$0, 0].x } == [30, 20, 10, 0])
    }

    @Test func sixteenBitRGBAScalesWithRounding() throws {
        let samples: [UInt16] = [0x8080, 0x4000, 0xFFFF, 0xFFFF, 0x0000, 0x1234, 0x0000, 0x8000]
        let fixture = PNGFixture(width: 2, height: 1, bitDepth: 16, colorType: .rgba,
                                 rows: [samples.flatMap(PNGFixture.bigEndian16)])
        let image = try codec.decode(fixture.bytes)
        // round(v * 255 / 65535): 0x8080 -> 128, 0x4000 -> 64 (63.75), 0x1234 -> 18 (18.1), 0x8000 -> 128 (127.5 up)
        #expect(image[0, 0] == SIMD4(128, 64, 255, 255))
        #expect(image[1, 0] == SIMD4(0, 18, 0, 128))
    }

    @Test func sixteenBitGreyWithTransparency() throws {
        var fixture = PNGFixture(width: 2, height: 1, bitDepth: 16, colorType: .grey,
                                 rows: [PNGFixture.bigEndian16(0xFFFF) + PNGFixture.bigEndian16(0x0101)])
        fixture.transparency = PNGFixture.bigEndian16(0x0101)
        let image = try codec.decode(fixture.bytes)
        #expect(image[0, 0] == SIMD4(255, 255, 255, 255))
        #expect(image[1, 0] == SIMD4(1, 1, 1, 0))
    }

    @Test func rgbWithTransparentColourGetsAlpha() throws {
        var fixture = PNGFixture(width: 2, height: 1, bitDepth: 8, colorType: .rgb, rows: [[1, 2, 3, 4, 5, 6]])
        fixture.transparency = PNGFixture.bigEndian16(4) + PNGFixture.bigEndian16(5) + PNGFixture.bigEndian16(6)
        let image = try codec.decode(fixture.bytes)
        #expect(image[0, 0] == SIMD4(1, 2, 3, 255))
        #expect(image[1, 0] == SIMD4(4, 5, 6, 0))
    }

    @Test func rowsComeTopFirst() throws {
        let fixture = PNGFixture(width: 1, height: 3, bitDepth: 8, colorType: .grey, rows: [[1], [2], [3]])
        let image = try codec.decode(fixture.bytes)
        #expect(image.pixels == [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255])
    }
}
