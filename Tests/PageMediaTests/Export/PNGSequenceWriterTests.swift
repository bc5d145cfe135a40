import Foundation
import PageImage
import PageMedia
import Testing

/// Numbered PNG frames in a folder.
@Suite struct PNGSequenceWriterTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    @Test func framesAreNumberedFromOneWithFiveDigits() {
        #expect(PNGSequenceWriter.fileName(forFrame: 1) == "frame-00001.png")
        #expect(PNGSequenceWriter.fileName(forFrame: 12345) == "frame-12345.png")
        #expect(PNGSequenceWriter.fileName(forFrame: 123_456) == "frame-123456.png")
    }

    @Test func framesAreWrittenAndReadBack() throws {
        let directory = folder.path + "/out/frames"
        let writer = try PNGSequenceWriter(directory: directory)
        let frames = (0..<3).map { RGBAImage(width: 5, height: 4, filledWith: SIMD4(UInt8($0 * 80), 7, 9, 255)) }
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        #expect(writer.frameCount == 3)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(names == ["frame-00001.png", "frame-00002.png", "frame-00003.png"])
        for (i, frame) in frames.enumerated() {
            #expect(try RGBAImage(pngFile: writer.path(forFrame: i + 1)) == frame)
        }
        #expect(throws: ExportError.closed(path: directory)) { try writer.append(frames[0]) }
    }

    /// The same image appended again (a page at rest) gives the same file; a copy changed after
    /// it was appended, or an image of equal pixels made apart, is encoded for itself.
    @Test func aFrameAppendedAgainIsTheSameFileAndAChangedCopyIsItsOwn() throws {
        let directory = folder.path + "/repeats"
        let writer = try PNGSequenceWriter(directory: directory)
        var gradient = RGBAImage(width: 40, height: 30)
        for y in 0 ..< 30 { for x in 0 ..< 40 { gradient[x, y] = SIMD4(UInt8(x * 6), UInt8(y * 8), 90, 255) } }
        var changed = gradient
        try writer.append(gradient)
        try writer.append(gradient)
        changed[3, 4] = SIMD4(255, 0, 0, 128)
        try writer.append(changed)
        try writer.append(RGBAImage(width: 40, height: 30, pixels: gradient.pixels.map { $0 }))
        try writer.finish()
        let files = try (1 ... 4).map { try Data(contentsOf: URL(fileURLWithPath: writer.path(forFrame: $0))) }
        #expect(files[0] == files[1] && files[3] == files[0])
        #expect(try RGBAImage(pngFile: writer.path(forFrame: 2)) == gradient)
        #expect(try RGBAImage(pngFile: writer.path(forFrame: 3)) == changed)
    }

    private func write(_ count: Int, into directory: String, value: UInt8) throws -> PNGSequenceWriter {
        let writer = try PNGSequenceWriter(directory: directory)
        for _ in 0..<count { try writer.append(RGBAImage(width: 2, height: 2, filledWith: SIMD4(value, 2, 3, 255))) }
        return writer
    }

    @Test func framesAppearOnlyWhenFinishedAndReplaceTheWholeFolder() throws {
        let directory = folder.path + "/frames"
        try write(5, into: directory, value: 1).finish()
        let writer = try write(2, into: directory, value: 9)
        // Until finish, the folder holds the earlier frames only.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 5)
        try writer.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["frame-00001.png", "frame-00002.png"])
        #expect(try RGBAImage(pngFile: writer.path(forFrame: 2)).pixels[0] == 9)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames"], "no temporary folder left")
    }

    @Test func cancelLeavesTheFolderAsItWas() throws {
        let directory = folder.path + "/frames"
        try write(3, into: directory, value: 1).finish()
        let writer = try write(2, into: directory, value: 9)
        writer.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 3)
        #expect(try RGBAImage(pngFile: directory + "/frame-00001.png").pixels[0] == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames"])
        // A writer released unfinished cancels too; a new folder is then never made.
        _ = try write(2, into: folder.path + "/new", value: 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frames"])
    }

    @Test func aFolderWithOtherFilesIsRefused() throws {
        let other = folder.path + "/notes.txt"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: other))
        #expect(throws: ExportError.folderHoldsOtherFiles(path: folder.path, file: "notes.txt")) {
            try PNGSequenceWriter(directory: folder.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }

    @Test func aDeviceIsNeverADestination() {
        #expect(throws: ExportError.specialFile(path: "/dev/null", kind: .characterDevice)) {
            try PNGSequenceWriter(directory: "/dev/null")
        }
    }

    @Test func badDestinationsAndFramesAreTypedErrors() throws {
        let file = folder.path + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ExportError.unwritable(path: file, code: ENOTDIR)) { try PNGSequenceWriter(directory: file) }
        let writer = try PNGSequenceWriter(directory: folder.path + "/seq")
        #expect(throws: ExportError.invalidSize(path: writer.path(forFrame: 1), width: 0, height: 3)) {
            try writer.append(RGBAImage(width: 0, height: 3))
        }
        #expect(throws: ExportError.noFrames(path: folder.path + "/seq")) { try writer.finish() }
    }
}
