import CTurboJPEG
import Foundation
import PageImage
import PageMedia
import PageTestSupport
import Testing

/// JPEG pages through libturbojpeg: colour, grey, CMYK (plain and Adobe), EXIF orientation and
/// DCT-scaled decoding, from files written by libturbojpeg's own compressor.
@Suite struct JPEGDecodingTests {
    /// Largest channel error allowed after a quality-100, 4:4:4 JPEG round trip of solid 8×8-aligned
    /// blocks: DCT rounding and the YCbCr (or YCCK) conversion cost a few levels.
    static let jpegTolerance = 6

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func decode(_ path: String) throws -> RGBAImage {
        let source = try ImageSequence(files: [path])
        let size = try source.pageSize(at: 0)
        return try source.image(at: 0, pixelSize: PixelSize(width: Int(size.x), height: Int(size.y)))
    }

    /// Block colours sampled at block centres.
    private func expectBlocks(_ image: RGBAImage, block: Int, _ expected: (Int, Int) -> SIMD4<UInt8>) {
        for by in 0..<(image.height / block) {
            for bx in 0..<(image.width / block) {
                let got = image[bx * block + block / 2, by * block + block / 2]
                let want = expected(bx, by)
                #expect(ImageChecks.near(got, want, Self.jpegTolerance), "block (\(bx), \(by)): \(got) vs \(want)")
            }
        }
    }

    @Test func colourJPEGDecodesToItsBlocks() throws {
        let image = ImageChecks.blocks(columns: 4, rows: 2, block: 8) { ImageChecks.palette[$1 * 4 + $0] }
        let path = try write(JPEGFixture.encode(image), "colour.jpg")
        let source = try ImageSequence(files: [path])
        #expect(try source.pageSize(at: 0) == SIMD2(32, 16))
        let decoded = try decode(path)
        #expect(decoded.width == 32 && decoded.height == 16)
        expectBlocks(decoded, block: 8) { ImageChecks.palette[$1 * 4 + $0] }
    }

    @Test func greyJPEGBecomesGreyRGB() throws {
        let levels: [UInt8] = [0, 60, 130, 255]
        var grey = [UInt8](repeating: 0, count: 32 * 8)
        for y in 0..<8 { for x in 0..<32 { grey[y * 32 + x] = levels[x / 8] } }
        let jpeg = JPEGFixture.encode(grey, width: 32, height: 8, format: TJPF_GRAY, subsampling: TJSAMP_GRAY)
        let decoded = try decode(try write(jpeg, "grey.JPEG"))
        expectBlocks(decoded, block: 8) { bx, _ in
            SIMD4(levels[bx], levels[bx], levels[bx], 255)
        }
    }

    @Test func adobeCMYKIsReadAsInvertedInks() throws {
        // Stored samples as Photoshop writes them: 255 means no ink. Expected RGB = stored · K / 255.
        let stored: [SIMD4<UInt8>] = [
            SIMD4(255, 255, 255, 255), SIMD4(0, 255, 255, 255), SIMD4(200, 100, 50, 255), SIMD4(255, 255, 255, 128),
        ]
        var pixels = [UInt8](repeating: 0, count: 32 * 8 * 4)
        for y in 0..<8 {
            for x in 0..<32 {
                let sample = stored[x / 8]
                for c in 0..<4 { pixels[(y * 32 + x) * 4 + c] = sample[c] }
            }
        }
        let jpeg = JPEGFixture.encode(pixels, width: 32, height: 8, format: TJPF_CMYK)
        #expect(JPEGFixture.hasAdobeSegment(jpeg), "libturbojpeg writes CMYK JPEGs with an Adobe segment")
        let decoded = try decode(try write(jpeg, "cmyk.jpg"))
        expectBlocks(decoded, block: 8) { bx, _ in
            let s = stored[bx]
            func channel(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(s.w) + 127) / 255) }
            return SIMD4(channel(s.x), channel(s.y), channel(s.z), 255)
        }
    }

    @Test(arguments: [false, true]) func everyExifOrientationStandsUpright(bigEndian: Bool) throws {
        // A 32×16 upright picture of eight different blocks: any wrong turn or mirror moves a block.
        let upright = ImageChecks.blocks(columns: 4, rows: 2, block: 8) { ImageChecks.palette[$1 * 4 + $0] }
        let stored: [Int: RGBAImage] = [
            1: upright,
            2: ImageChecks.mirrored(upright),
            3: ImageChecks.mirrored(ImageChecks.flipped(upright)),
            4: ImageChecks.flipped(upright),
            5: ImageChecks.transposed(upright),
            6: ImageChecks.rotatedCounterClockwise(upright),  // shown after a clockwise turn
            7: ImageChecks.mirrored(ImageChecks.flipped(ImageChecks.transposed(upright))),
            8: ImageChecks.rotatedClockwise(upright),  // shown after a counter-clockwise turn
        ]
        for orientation in 1...8 {
            let jpeg = JPEGFixture.withOrientation(JPEGFixture.encode(stored[orientation]!), orientation, bigEndian: bigEndian)
            let path = try write(jpeg, "orientation-\(orientation).jpg")
            #expect(try ImageSequence(files: [path]).pageSize(at: 0) == SIMD2(32, 16), "orientation \(orientation)")
            let decoded = try decode(path)
            #expect(decoded.width == 32 && decoded.height == 16, "orientation \(orientation)")
            for by in 0..<2 {
                for bx in 0..<4 {
                    let got = decoded[bx * 8 + 4, by * 8 + 4]
                    let want = ImageChecks.palette[by * 4 + bx]
                    #expect(ImageChecks.near(got, want, Self.jpegTolerance), "orientation \(orientation), block (\(bx), \(by))")
                }
            }
        }
    }

    @Test func largeJPEGIsDecodedSmallerWhenAskedSmall() throws {
        // 256×128 of four 64-pixel blocks, asked for at 32×16: DCT scaling plus resampling.
        let image = ImageChecks.blocks(columns: 4, rows: 2, block: 64) { ImageChecks.palette[$1 * 4 + $0] }
        let path = try write(JPEGFixture.encode(image), "large.jpg")
        let small = try ImageSequence(files: [path]).image(at: 0, pixelSize: PixelSize(width: 32, height: 16))
        #expect(small.width == 32 && small.height == 16)
        expectBlocks(small, block: 8) { ImageChecks.palette[$1 * 4 + $0] }
    }

    @Test func truncatedJPEGIsReportedWhenDecoded() throws {
        let image = ImageChecks.blocks(columns: 8, rows: 8, block: 8) { ImageChecks.palette[($0 + $1) % 8] }
        let jpeg = JPEGFixture.encode(image)
        let path = try write(Array(jpeg.prefix(jpeg.count * 2 / 3)), "cut.jpg")
        // The header is intact, so the page opens; decoding finds the missing end.
        let source = try ImageSequence(files: [path])
        #expect(throws: PageSourceError.truncated(path: path)) {
            try source.image(at: 0, pixelSize: PixelSize(width: 64, height: 64))
        }
        // Cut inside the headers: already opening fails.
        let early = try write(Array(jpeg.prefix(40)), "early.jpg")
        #expect(throws: PageSourceError.truncated(path: early)) { try ImageSequence(files: [early]) }
    }

    @Test func damagedJPEGIsCorrupt() throws {
        let image = ImageChecks.blocks(columns: 2, rows: 2, block: 8) { ImageChecks.palette[$1 * 2 + $0] }
        var jpeg = JPEGFixture.encode(image)
        // Break the marker structure right after SOI.
        jpeg[2] = 0x12
        let path = try write(jpeg, "broken.jpg")
        do {
            _ = try ImageSequence(files: [path])
            Issue.record("a broken JPEG opened")
        } catch {
            guard case .corrupt(let errorPath, _) = error else { Issue.record("got \(error)"); return }
            #expect(errorPath == path)
        }
    }
}
