import Foundation
import PageTurn
import Testing

/// Every bad input gives one line on stderr naming the file and the problem, a documented exit
/// code, and writes nothing.
@Suite(.serialized) struct CLIBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Makes the input in the folder and returns its path.
        var make: @Sendable (String) throws -> String
        var status: Int32
        var testDescription: String { name }
    }

    static let inputCases: [Case] = [
        Case(name: "missing file", make: { $0 + "/nothing-here.pdf" }, status: 66),
        Case(name: "zero-byte PDF", make: { folder in
            try TestDocuments.write([], to: folder + "/empty.pdf"); return folder + "/empty.pdf"
        }, status: 65),
        Case(name: "truncated PDF", make: { folder in
            try TestDocuments.write(Array(TestDocuments.pdf(pageCount: 3).prefix(120)), to: folder + "/cut.pdf")
            return folder + "/cut.pdf"
        }, status: 65),
        Case(name: "corrupt image", make: { folder in
            try TestDocuments.write(Array("not a png at all".utf8), to: folder + "/page.png"); return folder + "/page.png"
        }, status: 65),
        Case(name: "truncated image", make: { folder in
            try TestDocuments.imageFolder(at: folder + "/src", count: 1)
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/src/page1.png"))
            try TestDocuments.write(Array(bytes.prefix(bytes.count / 2)), to: folder + "/half.png")
            return folder + "/half.png"
        }, status: 65),
        Case(name: "PDF with no pages", make: { folder in
            try TestDocuments.write(TestDocuments.pdf(pageCount: 0), to: folder + "/none.pdf"); return folder + "/none.pdf"
        }, status: 65),
        Case(name: "unknown extension", make: { folder in
            try TestDocuments.write(Array("hello".utf8), to: folder + "/notes.txt"); return folder + "/notes.txt"
        }, status: 65),
        Case(name: "folder without images", make: { folder in
            try FileManager.default.createDirectory(atPath: folder + "/nothing", withIntermediateDirectories: true)
            return folder + "/nothing"
        }, status: 65),
        Case(name: "encrypted PDF", make: { folder in
            try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/plain.pdf")
            guard PageTurnBinary.tool("qpdf", ["--encrypt", "user", "owner", "256", "--", folder + "/plain.pdf",
                                               folder + "/locked.pdf"]) != nil
            else { throw CLIBadInputTests.MissingTool(name: "qpdf (installed by Scripts/bootstrap)") }
            return folder + "/locked.pdf"
        }, status: 65),
    ]

    struct MissingTool: Error { var name: String }

    @Test(arguments: inputCases)
    func badInputIsOneLineAndWritesNothing(_ badInput: Case) throws {
        let folder = try PageTurnBinary.temporaryFolder()
        let input = try badInput.make(folder)
        let name = URL(fileURLWithPath: input).lastPathComponent
        for command in [["render", input, "--output", folder + "/out.mp4", "--size", "64x48"],
                        ["still", input, "--page", "1", "--output", folder + "/out.png", "--size", "64x48"]] {
            let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let result = try PageTurnBinary.run(command)
            #expect(result.status == badInput.status, "\(command[0]): \(result.stderr)")
            #expect(result.stderrLines.count == 1, "\(command[0]): \(result.stderr)")
            #expect(result.stderr.contains(name), "\(command[0]): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
        }
    }

    @Test(arguments: [
        (["render", "x.pdf", "--output", "o.mp4", "--size", "12x5000"], "--size"),
        (["render", "x.pdf", "--output", "o.mp4", "--size", "wide"], "--size"),
        (["render", "x.pdf", "--output", "o.mp4", "--pages", "5-2"], "--pages"),
        (["render", "x.pdf", "--output", "o.mp4", "--fps", "0"], "--fps"),
        (["still", "x.pdf", "--page", "0", "--output", "o.png"], "--page"),
        (["still", "x.pdf", "--page", "1", "--output", "o.png", "--grab", "1,2"], "--finger"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], mentions: String) throws {
        let result = try PageTurnBinary.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(mentions), "\(result.stderr)")
    }

    @Test func pageRangePastTheEndIsAUsageError() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let result = try PageTurnBinary.run(["render", folder + "/doc.pdf", "--output", folder + "/o.mp4", "--pages", "7-9"])
        #expect(result.status == 64)
        #expect(result.stderrLines.count == 1 && result.stderr.contains("doc.pdf"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/o.mp4"))
    }

    @Test func unwritableOutputIsReportedBeforeRendering() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let output = folder + "/no/such/folder/out.mp4"
        let result = try PageTurnBinary.run(["render", folder + "/doc.pdf", "--output", output])
        #expect(result.status == 73)
        #expect(result.stderrLines.count == 1 && result.stderr.contains("out.mp4"))
        let still = try PageTurnBinary.run(["still", folder + "/doc.pdf", "--page", "1", "--output", folder + "/none/x.png"])
        #expect(still.status == 73)
        #expect(still.stderrLines.count == 1 && still.stderr.contains("x.png"))
    }

    @Test func unknownOutputTypeIsAUsageError() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        let result = try PageTurnBinary.run(["render", folder + "/doc.pdf", "--output", folder + "/out.avi"])
        #expect(result.status == 64)
        #expect(result.stderrLines.count == 1 && result.stderr.contains("out.avi"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.avi"))
    }

    @Test func interruptedRenderLeavesNothingBehind() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.write(TestDocuments.pdf(pageCount: 3), to: folder + "/doc.pdf")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder)
        let process = Process()
        process.executableURL = PageTurnBinary.url
        process.arguments = ["render", folder + "/doc.pdf", "--output", folder + "/long.mp4", "--size", "160x120",
                             "--page-duration", "60", "--quiet"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        // Long enough for ffmpeg to have started writing its temporary file.
        Thread.sleep(forTimeInterval: 2)
        process.interrupt()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(message.split(separator: "\n").count == 1 && message.contains("interrupted"))
        // No video, and no hidden temporary file either.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before.sorted())
    }
}
