import Foundation
import PageImage
@testable import PageMedia
import PageTestSupport
import Testing

/// The exporter's own RGBA → YUV 4:2:0 conversion: the values ffmpeg's default conversion gives
/// (BT.601, limited range), the padding of odd sizes, and a whole export that looks as it did
/// when ffmpeg converted the frames itself.
@Suite struct YUV420FrameTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// A smooth picture: red across, green down, blue along the diagonal, full range.
    static func gradient(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                image[x, y] = SIMD4(UInt8(x * 255 / (width - 1)), UInt8(y * 255 / (height - 1)),
                                    UInt8((x + y) * 255 / (width + height - 2)), 255)
            }
        }
        return image
    }

    /// ffmpeg's conversion of `image` to yuv420p (padded to even sizes as the exporter did before).
    private func ffmpegPlanes(of image: RGBAImage) throws -> [UInt8] {
        try Tool.ffmpeg(image.pixels,
                        reading: ["-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(image.width)x\(image.height)"],
                        writing: ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-f", "rawvideo", "-pix_fmt", "yuv420p"],
                        in: folder.path)
    }

    @Test func knownColoursGiveBT601LimitedRangeValues() {
        // Y, U, V of black, white, mid grey, red, green, blue (each fills a 2 × 2 block).
        let cases: [(SIMD4<UInt8>, [UInt8])] = [
            (SIMD4(0, 0, 0, 255), [16, 128, 128]), (SIMD4(255, 255, 255, 255), [235, 128, 128]),
            (SIMD4(128, 128, 128, 0), [126, 128, 128]), (SIMD4(255, 0, 0, 255), [81, 90, 240]),
            (SIMD4(0, 255, 0, 255), [145, 54, 34]), (SIMD4(0, 0, 255, 255), [41, 240, 110]),
        ]
        for (color, expected) in cases {
            var frame = YUV420Frame()
            frame.convert(RGBAImage(width: 2, height: 2, filledWith: color))
            #expect(frame.bytes == [expected[0], expected[0], expected[0], expected[0], expected[1], expected[2]],
                    "\(color)")
        }
    }

    @Test func planesMatchFFmpegsOwnConversion() throws {
        let image = Self.gradient(width: 96, height: 64)
        var frame = YUV420Frame()
        frame.convert(image)
        let reference = try ffmpegPlanes(of: image)
        #expect(frame.bytes.count == 96 * 64 * 3 / 2 && reference.count == frame.bytes.count)
        let luma = 96 * 64
        let lumaError = zip(frame.bytes[..<luma], reference[..<luma]).map { abs(Int($0) - Int($1)) }.max() ?? 99
        let chromaError = zip(frame.bytes[luma...], reference[luma...]).map { abs(Int($0) - Int($1)) }.max() ?? 99
        #expect(lumaError <= 1, "luma differs from ffmpeg's by up to \(lumaError)")
        #expect(chromaError <= 2, "chroma differs from ffmpeg's by up to \(chromaError)")
    }

    /// Every sample of a noisy picture, whose width takes two vector blocks, a tail of single
    /// pairs and a padding column, and whose height a padding row, is BT.601's integer formula:
    /// `Y = (16829 R + 33039 G + 6416 B) / 2¹⁶ + 16`, and U, V from the sums of four pixels,
    /// `(−9714 R − 19070 G + 28784 B) / 2¹⁸ + 128` and `(28784 R − 24103 G − 4681 B) / 2¹⁸ + 128`,
    /// each rounded to nearest.
    @Test(arguments: [(37, 7), (64, 4), (15, 2)])
    func everySampleIsTheFormulasWhateverPathMadeIt(width: Int, height: Int) {
        var random = SeededRandom(seed: UInt64(width * 100 + height))
        var image = RGBAImage(width: width, height: height)
        for y in 0 ..< height {
            for x in 0 ..< width {
                image[x, y] = SIMD4(UInt8.random(in: 0 ... 255, using: &random), UInt8.random(in: 0 ... 255, using: &random),
                                    UInt8.random(in: 0 ... 255, using: &random), UInt8.random(in: 0 ... 255, using: &random))
            }
        }
        var frame = YUV420Frame()
        frame.convert(image)
        #expect(frame.bytes == Self.formula(of: image))
    }

    /// Blocks of one colour take a shortcut: a picture of such blocks (two colours, and back),
    /// beside blocks that differ in a single pixel of either row or in alpha alone, gives the
    /// formula's samples.
    @Test func blocksOfOneColourGiveTheFormulasSamples() {
        let desk = SIMD4<UInt8>(41, 43, 48, 255), paper = SIMD4<UInt8>(250, 248, 240, 255)
        var image = RGBAImage(width: 16 * 7 + 5, height: 4, filledWith: desk)
        for y in 0 ..< 4 {
            for x in 16 ..< 32 { image[x, y] = paper }
        }
        image[16 * 3 + 5, 1] = paper            // one pixel of the lower row
        image[16 * 4 + 15, 2] = paper           // the last pixel of a block's upper row
        image[16 * 5 + 2, 3] = SIMD4(41, 43, 48, 254)  // alpha alone
        var frame = YUV420Frame()
        frame.convert(image)
        #expect(frame.bytes == Self.formula(of: image))
        // Converted again after a picture of other colours, its samples are the same.
        frame.convert(RGBAImage(width: image.width, height: 4, filledWith: paper))
        frame.convert(image)
        #expect(frame.bytes == Self.formula(of: image))
    }

    /// The samples of BT.601's integer formula for `image`, padded to even sizes with black.
    static func formula(of image: RGBAImage) -> [UInt8] {
        let width = image.width, height = image.height
        let paddedWidth = width + width % 2, paddedHeight = height + height % 2
        func rgb(_ x: Int, _ y: Int) -> SIMD3<Int> {
            guard x < width, y < height else { return .zero }
            let p = image[x, y]
            return SIMD3(Int(p.x), Int(p.y), Int(p.z))
        }
        var expected: [UInt8] = []
        for y in 0 ..< paddedHeight {
            for x in 0 ..< paddedWidth {
                let c = rgb(x, y)
                expected.append(UInt8((16_829 * c.x + 33_039 * c.y + 6_416 * c.z + 32_768) >> 16 + 16))
            }
        }
        for weights in [SIMD3(-9_714, -19_070, 28_784), SIMD3(28_784, -24_103, -4_681)] {
            for y in stride(from: 0, to: paddedHeight, by: 2) {
                for x in stride(from: 0, to: paddedWidth, by: 2) {
                    let sum = rgb(x, y) &+ rgb(x + 1, y) &+ rgb(x, y + 1) &+ rgb(x + 1, y + 1)
                    expected.append(UInt8(((weights &* sum).wrappedSum() + 131_072) >> 18 + 128))
                }
            }
        }
        return expected
    }

    @Test func oddSizesArePaddedWithBlackOnTheRightAndBottom() {
        var frame = YUV420Frame()
        frame.convert(RGBAImage(width: 3, height: 3, filledWith: SIMD4(255, 0, 0, 255)))
        #expect(frame.width == 4 && frame.height == 4 && frame.bytes.count == 24)
        let y = Array(frame.bytes[0 ..< 16])
        #expect(y == [81, 81, 81, 16, 81, 81, 81, 16, 81, 81, 81, 16, 16, 16, 16, 16])
        // Chroma of the blocks: all red, red beside black, red above black, one red pixel of four.
        let u = Array(frame.bytes[16 ..< 20]), v = Array(frame.bytes[20 ..< 24])
        #expect(u == [90, 109, 109, 119] && v == [240, 184, 184, 156], "u \(u) v \(v)")
    }

    @Test func aConversionReusesItsPlanesAndFollowsASizeChange() {
        var frame = YUV420Frame()
        frame.convert(RGBAImage(width: 4, height: 2, filledWith: SIMD4(255, 255, 255, 255)))
        frame.convert(RGBAImage(width: 2, height: 2, filledWith: SIMD4(0, 0, 0, 255)))
        #expect(frame.bytes == [16, 16, 16, 16, 128, 128])
    }

    /// An MP4 of frames converted here decodes to what an MP4 of the same frames converted by
    /// ffmpeg (as the exporter made them before) decodes to.
    @Test func anExportLooksAsWhenFFmpegConvertedTheFrames() throws {
        let size = PixelSize(width: 95, height: 63)
        let frames = (0 ..< 3).map { shift in
            var image = Self.gradient(width: size.width, height: size.height)
            for y in 0 ..< image.height { image[(10 * shift + y) % size.width, y] = SIMD4(250, 250, 30, 255) }
            return image
        }
        let path = folder.path + "/ours.mp4"
        let exporter = try VideoExporter(url: URL(fileURLWithPath: path), format: .mp4, size: size, fps: 10)
        for frame in frames { try exporter.append(frame) }
        try exporter.finish()
        let decode = ["-f", "rawvideo", "-pix_fmt", "rgb24"]
        let ours = try Tool.ffmpeg(Array(try Data(contentsOf: URL(fileURLWithPath: path))), reading: [],
                                   writing: decode, in: folder.path)
        let theirsMP4 = try Tool.ffmpeg(
            frames.flatMap(\.pixels),
            reading: ["-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(size.width)x\(size.height)", "-framerate", "10"],
            writing: ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                      "-pix_fmt", "yuv420p", "-f", "mp4"],
            in: folder.path)
        let theirs = try Tool.ffmpeg(theirsMP4, reading: [], writing: decode, in: folder.path)
        #expect(ours.count == 96 * 64 * 3 * 3 && theirs.count == ours.count)
        let squared = zip(ours, theirs).reduce(0.0) { $0 + pow(Double($1.0) - Double($1.1), 2) }
        let psnr = 10 * log10(255 * 255 / max(squared / Double(ours.count), 1e-9))
        #expect(psnr >= 40, "PSNR \(psnr) dB against ffmpeg's own conversion")
    }
}
