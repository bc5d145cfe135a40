import Foundation
import PageImage
import PageMedia
import Testing

/// Each failure gives its own stable ``PNGError`` case.
@Suite struct PNGErrorTests {
    let codec = PNGCodec()

    /// A valid 8×8 RGB file to damage.
    var validFile: [UInt8] {
        var rows: [[UInt8]] = []
        for y in 0..<8 {
            var row: [UInt8] = []
            for x in 0..<24 { row.append(UInt8(truncatingIfNeeded: x * 10 + y * 3)) }
            rows.append(row)
        }
        return PNGFixture(width: 8, height: 8, bitDepth: 8, colorType: .rgb, rows: rows).bytes
    }

    @Test func validFixtureDecodes() throws {
        #expect(try codec.decode(validFile).width == 8)
    }

    @Test func emptyAndForeignBytesAreNotPNG() {
        #expect(throws: PNGError.notPNG) { try codec.decode([]) }
        #expect(throws: PNGError.notPNG) { try codec.decode(Array("GIF89a not a png at all".utf8)) }
        #expect(throws: PNGError.notPNG) { try codec.decode(Array(validFile.prefix(7))) }
    }

    @Test func cutOffFilesAreTruncated() {
        let file = validFile
        // Inside the header, inside the image data, and just before IEND.
        for length in [12, 20, file.count / 2, file.count - 12] {
            #expect(throws: PNGError.truncated, "cut at \(length) of \(file.count)") {
                try codec.decode(Array(file.prefix(length)))
            }
        }
    }

    @Test func damagedImageDataIsCorrupt() {
        var file = validFile
        // The first byte of IDAT's payload sits after signature (8), IHDR (25) and the IDAT
        // length and type (8): flip a bit in the middle of the payload, which breaks its CRC.
        let idatPayload = 8 + 25 + 8
        file[idatPayload + 40] ^= 0x10
        #expect(isCorrupt(file))
    }

    @Test func invalidHeaderIsCorrupt() {
        // A colour type/bit depth pair PNG forbids (RGB at 4 bits), with a correct CRC.
        let fixture = PNGFixture(width: 2, height: 2, bitDepth: 4, colorType: .rgb, rows: [[0, 0, 0], [0, 0, 0]])
        #expect(isCorrupt(fixture.bytes))
    }

    @Test func missingFileIsFileNotFound() {
        let path = "/nonexistent-pageturn-folder/page.png"
        #expect(throws: PNGError.fileNotFound(path: path)) { try codec.read(contentsOf: path) }
    }

    @Test func folderIsUnreadable() throws {
        let folder = try TemporaryFolder()
        #expect(throws: PNGError.unreadable(path: folder.path, code: EISDIR)) {
            try codec.read(contentsOf: folder.path)
        }
    }

    @Test func writingIntoMissingFolderIsUnwritable() {
        let image = RGBAImage(width: 2, height: 2, filledWith: SIMD4(1, 2, 3, 255))
        let path = "/nonexistent-pageturn-folder/out.png"
        #expect(throws: PNGError.unwritable(path: path, code: ENOENT)) { try codec.write(image, to: path) }
    }

    @Test func writingOverAFolderIsUnwritableAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/taken"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let image = RGBAImage(width: 2, height: 2, filledWith: SIMD4(1, 2, 3, 255))
        #expect(throws: PNGError.self) { try codec.write(image, to: target) }
        do {
            try codec.write(image, to: target)
        } catch {
            guard case .unwritable(let path, _) = error else {
                Issue.record("expected unwritable, got \(error)")
                return
            }
            #expect(path == target)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }

    @Test func emptyImageCannotBeEncoded() {
        #expect(throws: PNGError.invalidSize(width: 0, height: 5)) {
            try codec.encode(RGBAImage(width: 0, height: 5))
        }
    }

    private func isCorrupt(_ file: [UInt8]) -> Bool {
        do {
            _ = try codec.decode(file)
            return false
        } catch {
            if case .corrupt(let reason) = error { return !reason.isEmpty }
            return false
        }
    }
}
