import Foundation
import PageMedia
import PageTurn
import Testing

/// Outputs are all or nothing (issue 13): a folder of PNG frames is replaced as a whole like a
/// video file, and a full disk is exit 73 with one plain line naming the output and nothing left.
@Suite(.serialized) struct CLIOutputSafetyTests {
    /// Frames of a short render: 3 pages at 0.5 s a page and 6 fps is 9 frames.
    static let shortRender = ["--size", "64x48", "--fps", "6", "--page-duration", "0.5", "--quiet"]

    static func frames(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aShorterRenderIntoAFrameFolderLeavesNoStaleFrames() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 5), to: folder + "/doc.pdf")
        let long = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/frames"] + Self.shortRender)
        #expect(long.status == 0, "\(long.stderr)")
        let longCount = try Self.frames(in: folder + "/frames").count
        let short = try HostileRun.run(["render", folder + "/doc.pdf", "--pages", "1-2", "--output", folder + "/frames"] + Self.shortRender)
        #expect(short.status == 0, "\(short.stderr)")
        let names = try Self.frames(in: folder + "/frames")
        // 2 pages: (0.35 + 1 + 0.65)·0.5 s at 6 fps = 6 frames.
        #expect(names.count == 6 && longCount > 6, "\(longCount) then \(names)")
        #expect(names.last == PNGSequenceWriter.fileName(forFrame: 6))
        #expect(try Self.frames(in: folder) == ["doc.pdf", "frames"])
    }

    @Test func aFailedRenderLeavesTheEarlierFramesAsTheyWere() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder + "/pages", count: 3)
        let first = try HostileRun.run(["render", folder + "/pages", "--output", folder + "/frames"] + Self.shortRender)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.frames(in: folder + "/frames")
        let bytes = try before.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/" + $0)) }
        // Page 2's header is good (the folder opens) but its pixels are cut off: the render fails
        // when it reaches page 2, after frames were written.
        let page = try Data(contentsOf: URL(fileURLWithPath: folder + "/pages/page2.png"))
        try page.prefix(60).write(to: URL(fileURLWithPath: folder + "/pages/page2.png"))
        let failed = try HostileRun.run(["render", folder + "/pages", "--output", folder + "/frames"] + Self.shortRender)
        #expect(failed.status == 65, "\(failed.stderr)")
        #expect(failed.stderrLines.count == 1)
        #expect(try Self.frames(in: folder + "/frames") == before)
        #expect(try before.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/frames/" + $0)) } == bytes)
        #expect(try Self.frames(in: folder) == ["frames", "pages"], "no temporary folder left")
    }

    @Test func aFolderWithOtherFilesIsNotReplaced() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/out/notes.txt"))
        let result = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/out"] + Self.shortRender)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("notes.txt"))
        #expect(try Self.frames(in: folder + "/out") == ["notes.txt"])
        #expect(try Self.frames(in: folder) == ["doc.pdf", "out"])
    }

    @Test func anInterruptedFrameFolderRenderLeavesTheEarlierFrames() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 3), to: folder + "/doc.pdf")
        let first = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/frames"] + Self.shortRender)
        #expect(first.status == 0)
        let before = try Self.frames(in: folder + "/frames")
        let process = Process()
        process.executableURL = PageTurnBinary.url
        process.arguments = ["render", folder + "/doc.pdf", "--output", folder + "/frames", "--size", "64x48",
                             "--page-duration", "60", "--quiet"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(try Self.frames(in: folder + "/frames") == before)
        #expect(try Self.frames(in: folder) == ["doc.pdf", "frames"])
    }

    // MARK: A full disk

    /// The script's last lines: `status=N`, then what is left on the small disk.
    static func parse(_ result: HostileRun.Result) -> (status: Int32?, left: [String]) {
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let status = lines.first { $0.hasPrefix("status=") }.flatMap { Int32($0.dropFirst(7)) }
        let left = lines.drop { !$0.hasPrefix("status=") }.dropFirst().filter { !$0.isEmpty }
        return (status, Array(left))
    }

    @Test(arguments: ["out.mp4", "out.gif", "out.webm", "frames"])
    func aFullDiskIsExit73WithOnePlainLineAndNothingLeft(output: String) throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.noiseFolder(at: folder + "/noise", count: 3)
        // Pages of random pixels: the first frames fit in 64 KB, the whole output does not (at
        // 480×360 even a VP9 WebM of the pages, laid out small to leave room for the turn).
        let result = try SmallDisk.run(sizeKB: 64, """
            "$PAGETURN" render \(folder)/noise --output "$DISK/\(output)" --size 480x360 --fps 10 --page-duration 0.5 --quiet
            echo "status=$?"; ls -A "$DISK"
            """)
        let (status, left) = Self.parse(result)
        #expect(status == 73, "\(result.stdout) \(result.stderr)")
        let lines = result.stderrLines
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains(output) == true, "\(result.stderr)")
        #expect(lines.first?.contains(String(cString: strerror(ENOSPC))) == true, "\(result.stderr)")
        #expect(!result.stderr.contains("ffmpeg") && !result.stderr.contains("unwritable("), "\(result.stderr)")
        #expect(left.isEmpty, "left on the disk: \(left)")
    }

    @Test func aFullDiskForAStillIsExit73WithOnePlainLine() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let result = try SmallDisk.run(sizeKB: 4, """
            "$PAGETURN" still \(folder)/doc.pdf --page 1 --output "$DISK/still.png" --size 640x480
            echo "status=$?"; ls -A "$DISK"
            """)
        let (status, left) = Self.parse(result)
        #expect(status == 73, "\(result.stdout) \(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("still.png"), "\(result.stderr)")
        #expect(result.stderr.contains(String(cString: strerror(ENOSPC))), "\(result.stderr)")
        #expect(!result.stderr.contains("unwritable("), "\(result.stderr)")
        #expect(left.isEmpty, "left on the disk: \(left)")
    }

    @Test func aFullDiskLeavesEarlierFramesAsTheyWere() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        try TestDocuments.write(TestDocuments.pdf(pageCount: 6), to: folder + "/long.pdf")
        // A small render fits; a longer one into the same folder does not.
        let result = try SmallDisk.run(sizeKB: 96, """
            "$PAGETURN" render \(folder)/doc.pdf --output "$DISK/frames" --size 64x48 --fps 4 --page-duration 0.5 --quiet || exit 9
            ls "$DISK/frames" > "$DISK/../before.txt"
            "$PAGETURN" render \(folder)/long.pdf --output "$DISK/frames" --size 320x240 --fps 10 --page-duration 0.5 --quiet
            echo "status=$?"; ls -A "$DISK"; ls "$DISK/frames" | cmp -s - "$DISK/../before.txt" && echo same-frames
            """)
        let (status, left) = Self.parse(result)
        #expect(status == 73, "\(result.stdout) \(result.stderr)")
        #expect(left == ["frames", "same-frames"], "\(left)")
    }
}
