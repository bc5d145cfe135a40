import Foundation
import PageImage
import PageMedia
import Testing

/// FIFOs, devices and sockets are refused as pages, at once and without being read: a FIFO would
/// block until a writer came (and was opened twice, so hung forever), a device never ends.
@Suite struct SpecialFileTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test(arguments: ["pipe.png", "pipe.jpg", "pipe.pdf", "pipe"])
    func aFIFOIsRefusedWithoutBlocking(name: String) throws {
        let path = folder.path + "/" + name
        try #require(mkfifo(path, 0o644) == 0)
        // No writer ever comes: a read would block forever.
        #expect(throws: PageSourceError.specialFile(path: path, kind: .fifo)) { try PageSources.open(path: path) }
        if name.hasSuffix(".pdf") {
            #expect(throws: PageSourceError.specialFile(path: path, kind: .fifo)) { try PDFDocument(path: path) }
        } else if name.contains(".") {
            #expect(throws: PageSourceError.specialFile(path: path, kind: .fifo)) { try ImageSequence(files: [path]) }
        }
    }

    @Test func aDeviceBehindAnImageNameIsRefused() throws {
        let link = folder.path + "/zero.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(throws: PageSourceError.specialFile(path: link, kind: .characterDevice)) { try PageSources.open(path: link) }
        #expect(throws: PageSourceError.specialFile(path: link, kind: .characterDevice)) { try ImageSequence(files: [link]) }
        #expect(throws: PageSourceError.specialFile(path: "/dev/zero", kind: .characterDevice)) {
            try PageSources.open(path: "/dev/zero")
        }
    }

    @Test func aFolderSkipsItsFIFOs() throws {
        try RGBAImage(width: 4, height: 4, filledWith: SIMD4(1, 2, 3, 255)).writePNG(to: folder.path + "/page1.png")
        try #require(mkfifo(folder.path + "/page2.png", 0o644) == 0)
        let pages = try ImageSequence(directory: folder.path)
        #expect(pages.files == [folder.path + "/page1.png"])
    }

    @Test func aPNGIsNeverWrittenOverADevice() throws {
        let link = folder.path + "/null.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        #expect(throws: PNGError.self) { try RGBAImage(width: 2, height: 2).writePNG(to: link) }
        #expect(SpecialFileKind.of(path: "/dev/null") == .characterDevice)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
    }
}
