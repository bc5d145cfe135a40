import Foundation
import PageEffects
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

    @Test func cancelRemovesOnlyItsOwnFrames() throws {
        let other = folder.path + "/notes.txt"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: other))
        let writer = try PNGSequenceWriter(directory: folder.path)
        try writer.append(RGBAImage(width: 2, height: 2, filledWith: SIMD4(1, 2, 3, 255)))
        try writer.append(RGBAImage(width: 2, height: 2, filledWith: SIMD4(1, 2, 3, 255)))
        writer.cancel()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
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
