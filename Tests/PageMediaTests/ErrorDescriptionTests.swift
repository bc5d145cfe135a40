import PageMedia
import Testing

/// Every error prints as one line that names its file (the CLI shows it as is).
@Suite struct ErrorDescriptionTests {
    static let path = "/books/My Book (final).pdf"

    static let sourceErrors: [PageSourceError] = [
        .fileNotFound(path: path), .unreadable(path: path, code: 13), .emptyFile(path: path), .truncated(path: path),
        .corrupt(path: path, reason: "bad xref"), .encrypted(path: path), .noPages(path: path),
        .unsupportedFormat(path: path), .pageOutOfRange(path: path, index: 7, pageCount: 3),
        .imageTooLarge(path: path, width: 40_000, height: 10), .imageTooLargeToHold(path: path, width: 9_000, height: 9_000),
        .pageOutOfRange(path: path, index: 1, pageCount: 1), .specialFile(path: path, kind: .fifo),
    ]

    static let exportErrors: [ExportError] = [
        .invalidSize(path: path, width: 0, height: 1), .invalidFrameRate(path: path, fps: 0),
        .frameSizeMismatch(path: path, expected: PixelSize(width: 2, height: 2), actual: PixelSize(width: 1, height: 1)),
        .unwritable(path: path, code: 2), .launchFailed(path: path, reason: "denied"),
        .encoderFailed(path: path, status: 1, message: "Invalid argument"), .noFrames(path: path), .closed(path: path),
        .folderHoldsOtherFiles(path: path, file: "notes.txt"), .specialFile(path: path, kind: .characterDevice),
    ]

    @Test(arguments: sourceErrors) func sourceErrorsNameTheirFile(error: PageSourceError) {
        #expect(error.path == Self.path)
        #expect(error.description.hasPrefix(Self.path + ": "))
        #expect(!error.description.contains("\n"))
        #expect(error.description.count > Self.path.count + 10)
    }

    @Test(arguments: exportErrors) func exportErrorsNameTheirFile(error: ExportError) {
        #expect(error.path == Self.path)
        #expect(error.description.hasPrefix(Self.path + ": "))
        #expect(!error.description.contains("\n"))
    }

    @Test func missingFFmpegNamesTheDebianPackage() {
        let error = ExportError.ffmpegNotFound(executable: "ffmpeg")
        #expect(error.description.contains("apt-get install ffmpeg"))
        #expect(!error.description.contains("\n"))
    }

    @Test func pageNumbersPeopleSeeCountFromOne() {
        let error = PageSourceError.pageOutOfRange(path: "a.pdf", index: 0, pageCount: 3)
        #expect(error.description.contains("page 1 "), "\(error)")
        #expect(error.description.contains("1 to 3"), "\(error)")
        #expect(!error.description.contains("0"), "\(error)")
    }

    @Test func descriptionsDifferByCase() {
        let texts = Set(Self.sourceErrors.map { $0.description.dropFirst(Self.path.count) })
        #expect(texts.count == Self.sourceErrors.count)
    }
}
