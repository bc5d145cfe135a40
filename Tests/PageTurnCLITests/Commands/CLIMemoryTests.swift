import Foundation
import Testing

/// Peak memory does not follow the input's pixel count or the video's length (issue 13): a
/// 16384² PNG costs a still of 320×240 little, and a GIF's peak is the same for 10 times the
/// frames.
@Suite(.serialized) struct CLIMemoryTests {
    @Test func aHugePNGMakesASmallStillInBoundedMemory() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.blackGreyPNG(side: 16_384), to: folder + "/huge.png")
        let result = try PeakMemory.run(["still", folder + "/huge.png", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakBytes <= PeakMemory.gibibyte, "peak \(result.peakBytes >> 20) MiB")
        #expect(FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    /// A baseline JPEG is decoded by libjpeg's DCT scaling at 1/8 (2048², 16 MiB) and resampled
    /// from there; a progressive one of that size is refused, as libjpeg would hold 512 MiB to
    /// 1.5 GiB of coefficients.
    @Test func aHugeJPEGMakesASmallStillInBoundedMemory() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.greyJPEG(width: 16_384, height: 16_384), to: folder + "/huge.jpg")
        let result = try PeakMemory.run(["still", folder + "/huge.jpg", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakBytes <= PeakMemory.gibibyte / 2, "peak \(result.peakBytes >> 20) MiB")
        #expect(FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    @Test func aHugeProgressiveJPEGIsRefusedBeforeItIsDecoded() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        var bytes = TestDocuments.greyJPEG(width: 8_208, height: 8_192)
        let frame = try #require(bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[frame + 1] = 0xC2  // the same frame, marked progressive
        try TestDocuments.write(bytes, to: folder + "/big.jpg")
        let result = try PeakMemory.run(["still", folder + "/big.jpg", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("8192×8192"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    /// A baseline JPEG whose components come in separate scans (non-interleaved, as `cjpeg
    /// -scans` writes) is buffered whole by libjpeg, like a progressive one: measured with
    /// libturbojpeg alone, a 16384² one of three components peaks at 1556 MiB even decoded at 1/8,
    /// the same image in one interleaved scan at 20 MiB. Over 8192² it is refused before decoding.
    @Test(arguments: [[[1], [2], [3]], [[1, 2], [3]], [[1], [2, 3]]])
    func aHugeMultiScanBaselineJPEGIsRefusedBeforeItIsDecoded(scans: [[Int]]) throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.writeBlankJPEG(width: 16_384, height: 16_384, scans: scans, to: folder + "/scans.jpg")
        let result = try PeakMemory.run(["still", folder + "/scans.jpg", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("8192×8192") && result.stderr.contains("multi-scan"), "\(result.stderr)")
        #expect(result.peakBytes <= PeakMemory.gibibyte / 2, "peak \(result.peakBytes >> 20) MiB")
        #expect(!FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    /// The control: the same three components in one interleaved scan are decoded by DCT scaling
    /// in bounded memory, like the grey one.
    @Test func aHugeSingleScanColourJPEGMakesASmallStillInBoundedMemory() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.writeBlankJPEG(width: 16_384, height: 16_384, scans: [[1, 2, 3]], to: folder + "/one-scan.jpg")
        let result = try PeakMemory.run(["still", folder + "/one-scan.jpg", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakBytes <= PeakMemory.gibibyte / 2, "peak \(result.peakBytes >> 20) MiB")
        #expect(FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    /// At the limit, the worst accepted multi-scan JPEG (8192², four components in four scans:
    /// 512 MiB of coefficients) still makes a still within the gibibyte issue 13 allows.
    @Test func aMultiScanJPEGAtTheLimitIsDecodedWithinAGibibyte() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.writeBlankJPEG(width: 8_192, height: 8_192, scans: [[1], [2], [3], [4]], to: folder + "/limit.jpg")
        let result = try PeakMemory.run(["still", folder + "/limit.jpg", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "320x240"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakBytes <= PeakMemory.gibibyte, "peak \(result.peakBytes >> 20) MiB")
        #expect(FileManager.default.fileExists(atPath: folder + "/o.png"))
    }

    @Test func aGIFsPeakMemoryDoesNotGrowWithItsLength() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 4), to: folder + "/doc.pdf")
        func peak(pageDuration: String) throws -> Int {
            let result = try PeakMemory.run(["render", folder + "/doc.pdf", "--output", folder + "/o.gif", "--size", "320x240",
                                             "--fps", "30", "--page-duration", pageDuration, "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            return result.peakBytes
        }
        // 36 frames, then 360 of 300 KiB each: kept in memory, they would add over 90 MiB.
        let short = try peak(pageDuration: "0.3")
        let long = try peak(pageDuration: "3")
        #expect(long <= short + 32 << 20, "short \(short >> 20) MiB, long \(long >> 20) MiB")
        #expect(long <= PeakMemory.gibibyte)
        #expect(PageTurnBinary.frameCount(of: folder + "/o.gif") == 360)
    }
}
