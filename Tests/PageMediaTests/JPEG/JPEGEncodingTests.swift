import Foundation
import PageImage
import PageMedia
import PageTestSupport
import Testing

/// JPEG writing through libturbojpeg (`JPEGEncoder`), read back by PageMedia's own decoder.
@Suite struct JPEGEncodingTests {
    /// Largest channel error allowed after a quality-95 round trip of solid 8×8-aligned blocks:
    /// DCT rounding and the YCbCr conversion cost a few levels.
    static let tolerance = 8

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    private func roundTrip(_ image: RGBAImage, _ encoder: JPEGEncoder) throws -> RGBAImage {
        let path = folder.path + "/page.jpg"
        try Data(try encoder.encode(image)).write(to: URL(fileURLWithPath: path))
        let source = try ImageSequence(files: [path])
        return try source.image(at: 0, pixelSize: PixelSize(width: image.width, height: image.height))
    }

    @Test func solidBlocksComeBackWithinTolerance() throws {
        let image = ImageChecks.blocks(columns: 4, rows: 3, block: 16) { column, row in
            ImageChecks.palette[(column + row * 4) % ImageChecks.palette.count]
        }
        let decoded = try roundTrip(image, JPEGEncoder(quality: 95))
        #expect(decoded.width == image.width && decoded.height == image.height)
        for y in stride(from: 4, to: image.height, by: 16) {
            for x in stride(from: 4, to: image.width, by: 16) {
                #expect(ImageChecks.near(decoded[x + 4, y + 4], image[x + 4, y + 4], Self.tolerance), "at \(x), \(y)")
            }
        }
    }

    @Test func translucentPixelsAreCompositedOverTheBackground() throws {
        let clear = RGBAImage(width: 16, height: 16, filledWith: SIMD4(0, 0, 0, 0))
        let onWhite = try roundTrip(clear, JPEGEncoder(quality: 95))
        #expect(ImageChecks.near(onWhite[8, 8], SIMD4(255, 255, 255, 255), Self.tolerance))
        let onRed = try roundTrip(clear, JPEGEncoder(quality: 95, background: SIMD3(200, 20, 20)))
        #expect(ImageChecks.near(onRed[8, 8], SIMD4(200, 20, 20, 255), Self.tolerance))
    }

    @Test func lowerQualityMakesSmallerFilesAndOutOfRangeQualityIsClamped() throws {
        var noise = SeededRandom(seed: 7)
        var pixels = [UInt8](repeating: 255, count: 64 * 64 * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            for channel in 0 ..< 3 { pixels[offset + channel] = UInt8(noise.next() % 256) }
        }
        let image = RGBAImage(width: 64, height: 64, pixels: pixels)
        let small = try JPEGEncoder(quality: 30).encode(image), large = try JPEGEncoder(quality: 95).encode(image)
        #expect(small.count < large.count)
        #expect(try JPEGEncoder(quality: 500).encode(image) == JPEGEncoder(quality: 100).encode(image))
        #expect(Array(small.prefix(2)) == [0xFF, 0xD8])
    }

    @Test func anEmptyPictureIsRefused() {
        #expect(throws: JPEGEncodeError.emptyImage) { _ = try JPEGEncoder().encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    }
}
