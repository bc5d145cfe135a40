import Foundation
import PageMedia
import PageTurn
import Testing

/// `pageturn` under hostile conditions (issue 13): standard error closed or full, special files
/// for inputs and outputs, hang-up signals, an output that is its own input, silent changes to
/// what was asked, library chatter. Each run has a time limit, so a hang fails instead of stalling.
@Suite(.serialized) struct CLIHostileTests {
    /// The exit codes `pageturn --help` documents.
    static let documented: Set<Int32> = [0, 64, 65, 66, 69, 70, 73, 130]

    // MARK: Standard error closed or full

    struct Failing: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: @Sendable (String) throws -> [String]
        var status: Int32
        var testDescription: String { name }
    }

    static let failingRuns: [Failing] = [
        Failing(name: "missing input", arguments: { ["still", $0 + "/none.pdf", "--page", "1", "--output", $0 + "/o.png"] }, status: 66),
        Failing(name: "corrupt input", arguments: { folder in
            try TestDocuments.write(Array("not a pdf".utf8), to: folder + "/bad.pdf")
            return ["render", folder + "/bad.pdf", "--output", folder + "/o.mp4"]
        }, status: 65),
        Failing(name: "unwritable output", arguments: { folder in
            try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
            return ["still", folder + "/doc.pdf", "--page", "1", "--output", folder + "/no/such/o.png"]
        }, status: 73),
        Failing(name: "bad argument", arguments: { ["render", $0 + "/x.pdf", "--output", $0 + "/o.mp4", "--fps", "0"] }, status: 64),
        Failing(name: "page past the end", arguments: { folder in
            try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
            return ["still", folder + "/doc.pdf", "--page", "9", "--output", folder + "/o.png"]
        }, status: 64),
    ]

    @Test(arguments: failingRuns)
    func errorsKeepTheirExitCodeWhenStandardErrorIsClosedOrFull(_ run: Failing) throws {
        for errors in [HostileRun.ErrorStream.closed, .full, .captured] {
            let folder = try PageTurnBinary.temporaryFolder()
            let result = try HostileRun.run(try run.arguments(folder), errors: errors)
            #expect(!result.timedOut)
            #expect(result.status == run.status, "\(errors): \(result.status)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasPrefix(".") && !$0.hasPrefix("o.") })
        }
    }

    @Test func aClosedStandardErrorNeverReceivesOutputFiles() throws {
        // With descriptor 2 closed, the first file opened would get it; the still must still be a PNG.
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdfWithBrokenFont(), to: folder + "/font.pdf")
        let result = try HostileRun.run(["still", folder + "/font.pdf", "--page", "1", "--output", folder + "/o.png",
                                         "--size", "64x48"], errors: .closed)
        #expect(result.status == 0)
        let image = try RGBAImage(pngFile: folder + "/o.png")
        #expect(image.width == 64 && image.height == 48)
    }

    // MARK: Special files as inputs

    struct Special: CustomTestStringConvertible, Sendable {
        var name: String
        var make: @Sendable (String) throws -> String
        var testDescription: String { name }
    }

    static let specialInputs: [Special] = [
        Special(name: "FIFO named .png", make: { try makeFIFO($0 + "/pipe.png") }),
        Special(name: "FIFO named .jpg", make: { try makeFIFO($0 + "/pipe.jpg") }),
        Special(name: "FIFO named .pdf", make: { try makeFIFO($0 + "/pipe.pdf") }),
        Special(name: "/dev/zero", make: { _ in "/dev/zero" }),
        Special(name: "link named .pdf to /dev/zero", make: { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/zero.pdf", withDestinationPath: "/dev/zero")
            return folder + "/zero.pdf"
        }),
        Special(name: "link named .png to /dev/zero", make: { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/zero.png", withDestinationPath: "/dev/zero")
            return folder + "/zero.png"
        }),
    ]

    static func makeFIFO(_ path: String) throws -> String {
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
        return path
    }

    @Test(arguments: specialInputs)
    func specialInputsAreRefusedAtOnceWithOneLine(_ special: Special) throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let input = try special.make(folder)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        for command in [["still", input, "--page", "1", "--output", folder + "/o.png", "--size", "64x48"],
                        ["render", input, "--output", folder + "/o.mp4", "--size", "64x48"],
                        ["render", folder + "/doc.pdf", input, "--output", folder + "/o.gif", "--size", "64x48"]] {
            let result = try HostileRun.run(command, limit: 20)
            #expect(!result.timedOut, "\(command[0]) hung on \(special.name)")
            #expect(result.status == 66, "\(command[0]): \(result.stderr)")
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(URL(fileURLWithPath: input).lastPathComponent), "\(result.stderr)")
            #expect(!result.stderr.contains("Is a directory"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        }
    }

    @Test func aFolderWithAFIFOAmongItsImagesSkipsIt() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder + "/pages", count: 2)
        _ = try Self.makeFIFO(folder + "/pages/page3.png")
        let result = try HostileRun.run(["render", folder + "/pages", "--output", folder + "/o.gif", "--size", "64x48",
                                         "--fps", "4", "--page-duration", "0.5", "--quiet"], limit: 60)
        #expect(!result.timedOut)
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: Special files and inputs as outputs

    @Test func aDeviceAsOutputIsNamedForWhatItIs() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/full.png", withDestinationPath: "/dev/full")
        for command in [["render", folder + "/doc.pdf", "--output", "/dev/full"],
                        ["render", folder + "/doc.pdf", "--output", "/dev/full/out.mp4"],
                        ["still", folder + "/doc.pdf", "--page", "1", "--output", folder + "/full.png"]] {
            let result = try HostileRun.run(command)
            #expect(result.status == 73, "\(command): \(result.stderr)")
            #expect(result.stderrLines.count == 1)
            #expect(result.stderr.contains("character device"), "\(result.stderr)")
            #expect(!result.stderr.contains("does not exist"), "\(result.stderr)")
        }
        // The device is still a device, and the link still a link to it.
        #expect(SpecialFileKind.of(path: "/dev/full") == .characterDevice)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/full.png") == "/dev/full")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["doc.pdf", "full.png"])
    }

    @Test func stillRefusesToOverwriteItsOwnInput() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder, count: 1)
        let input = folder + "/page1.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: input))
        for output in [input, folder + "/./page1.png"] {
            let result = try HostileRun.run(["still", input, "--page", "1", "--output", output, "--size", "64x48"])
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderrLines.count == 1 && result.stderr.contains("page1.png"))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["page1.png"])
    }

    @Test func renderRefusesAFrameFolderThatHoldsItsInput() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder + "/pages", count: 2)
        let before = try FileManager.default.contentsOfDirectory(atPath: folder + "/pages").sorted()
        let result = try HostileRun.run(["render", folder + "/pages", "--output", folder + "/pages", "--size", "64x48"])
        #expect(result.status == 64 || result.status == 73, "\(result.stderr)")
        #expect(result.stderrLines.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/pages").sorted() == before)
    }

    // MARK: Hang-up

    @Test func hangUpRemovesThePartialOutputLikeAnInterrupt() throws {
        for output in ["long.mp4", "frames"] {
            let folder = try PageTurnBinary.temporaryFolder()
            try TestDocuments.write(TestDocuments.pdf(pageCount: 3), to: folder + "/doc.pdf")
            let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let process = Process()
            process.executableURL = PageTurnBinary.url
            process.arguments = ["render", folder + "/doc.pdf", "--output", folder + "/" + output, "--size", "160x120",
                                 "--page-duration", "60", "--quiet"]
            let err = Pipe()
            process.standardError = err
            try process.run()
            // Long enough for ffmpeg (or the frame folder) to have started writing.
            Thread.sleep(forTimeInterval: 2)
            kill(process.processIdentifier, SIGHUP)
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 130, "\(output): \(message)")
            #expect(message.split(separator: "\n").count == 1 && message.contains("interrupted"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before, "\(output)")
        }
    }

    /// An interrupt once a GIF's first pass is done (its palette is written beside the output)
    /// stops ffmpeg's second pass: exit 130, the partial GIF and the kept frames removed.
    @Test func anInterruptDuringAGIFsSecondPassRemovesEverything() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let out = folder + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let process = Process()
        process.executableURL = PageTurnBinary.url
        process.arguments = ["render", folder + "/doc.pdf", "--output", out + "/o.gif", "--size", "640x480",
                             "--page-duration", "6", "--quiet"]  // a second pass of some seconds
        let err = Pipe()
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        func palette() -> Bool {
            ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).contains { $0.hasSuffix("-palette.png") }
        }
        while !palette() && process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        try #require(palette(), "the first pass never finished")
        kill(process.processIdentifier, SIGINT)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(message.split(separator: "\n").count == 1 && message.contains("interrupted"), "\(message)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [])
    }

    // MARK: No silent changes

    @Test func anOddSizeForAnMP4OrWebMIsRefusedAndKeptForAGIF() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        for name in ["o.mp4", "o.webm"] {
            let result = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/" + name, "--size", "161x121"])
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains("161x121"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + name))
        }
        let gif = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/o.gif", "--size", "161x121",
                                      "--fps", "4", "--page-duration", "0.5", "--quiet"])
        #expect(gif.status == 0, "\(gif.stderr)")
        #expect(PageTurnBinary.streamProperty("width,height", of: folder + "/o.gif") == "161,121")
    }

    @Test func aPageRangePastTheEndIsRefused() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 36, size: SIMD2(60, 80)), to: folder + "/doc.pdf")
        let result = try HostileRun.run(["render", folder + "/doc.pdf", "--output", folder + "/o.mp4", "--pages", "30-40"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("30-40") && result.stderr.contains("36"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["doc.pdf"])
    }

    // MARK: Library chatter and page numbers

    @Test func popplerFontWarningsStayOffStandardError() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdfWithBrokenFont(lines: 30), to: folder + "/font.pdf")
        let still = try HostileRun.run(["still", folder + "/font.pdf", "--page", "1", "--output", folder + "/o.png", "--size", "160x120"])
        #expect(still.status == 0)
        #expect(still.stderr.isEmpty, "\(still.stderr)")
        let render = try HostileRun.run(["render", folder + "/font.pdf", "--output", folder + "/o.gif", "--size", "96x64",
                                         "--fps", "4", "--page-duration", "0.5", "--quiet"])
        #expect(render.status == 0)
        #expect(render.stderr.isEmpty, "\(render.stderr)")
    }

    @Test func aPageThatCannotBeLoadedIsNumberedFromOne() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        // The second page is a dangling reference.
        let content = "0 0 1 rg 0 0 100 100 re f"
        try TestDocuments.write(TestDocuments.assemble([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R 9 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 420] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]), to: folder + "/hole.pdf")
        let result = try HostileRun.run(["still", folder + "/hole.pdf", "--page", "1", "--output", folder + "/o.png", "--size", "64x48"])
        #expect(result.status == 65)
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("page 2 "), "\(result.stderr)")
        #expect(!result.stderr.contains("page 0") && !result.stderr.contains("page 1 "), "\(result.stderr)")
    }
}
