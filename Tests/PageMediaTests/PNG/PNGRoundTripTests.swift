import Foundation
import PageImage
import PageMedia
import PageTestSupport
import Testing

/// Encoding never changes a pixel; files are written whole and atomically.
@Suite struct PNGRoundTripTests {
    static func randomImage(width: Int, height: Int, opaque: Bool, seed: UInt64) -> RGBAImage {
        var random = SeededRandom(seed: seed)
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let bits = random.next()
                image[x, y] = SIMD4(UInt8(bits & 0xFF), UInt8((bits >> 8) & 0xFF), UInt8((bits >> 16) & 0xFF),
                                    opaque ? 255 : UInt8((bits >> 24) & 0xFF))
            }
        }
        return image
    }

    /// The IHDR colour type byte of an encoded file.
    static func colorType(of file: [UInt8]) -> UInt8 { file[8 + 8 + 9] }

    @Test(arguments: [false, true])
    func encodeThenDecodeIsIdentity(opaque: Bool) throws {
        let image = Self.randomImage(width: 37, height: 23, opaque: opaque, seed: opaque ? 7 : 8)
        let file = try image.pngData()
        #expect(Self.colorType(of: file) == (opaque ? 2 : 6))
        #expect(try RGBAImage(pngData: file) == image)
    }

    @Test func everyCompressionLevelRoundTrips() throws {
        let image = Self.randomImage(width: 16, height: 16, opaque: false, seed: 99)
        for level in [-3, 0, 1, 9, 12] {
            let codec = PNGCodec(compressionLevel: level)
            #expect((0...9).contains(codec.compressionLevel))
            #expect(try codec.decode(codec.encode(image)) == image)
        }
    }

    @Test func writeThenReadFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/page.png"
        let first = Self.randomImage(width: 9, height: 4, opaque: false, seed: 1)
        try first.writePNG(to: path)
        #expect(try RGBAImage(pngFile: path) == first)

        // Overwriting replaces the file whole, and leaves no temporary file behind.
        let second = Self.randomImage(width: 5, height: 6, opaque: true, seed: 2)
        try second.writePNG(to: path)
        #expect(try RGBAImage(pngFile: path) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.png"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o644)
    }
}
