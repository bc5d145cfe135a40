import Foundation
import PageImage
import PageMedia
import PageTestSupport
import Testing

/// PDF pages through poppler: page count and sizes, on-demand rendering at the requested size,
/// and every failure as its own case. The PDFs are written by cairo in the test.
@Suite struct PDFDocumentTests {
    /// Channel error allowed on a flat colour rendered by poppler (anti-aliasing only touches
    /// edges; the centre is exact up to colour rounding).
    static let colourTolerance = 2

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    private let threePages = [
        PDFFixture.Page(width: 200, height: 300, color: SIMD3(1, 0, 0)),
        PDFFixture.Page(width: 400, height: 200, color: SIMD3(0, 0.5, 0)),
        PDFFixture.Page(width: 150, height: 150, color: SIMD3(0, 0, 1)),
    ]

    private func write(_ pages: [PDFFixture.Page], _ name: String) -> String {
        let path = folder.path + "/" + name
        PDFFixture.write(pages, to: path)
        return path
    }

    @Test func pageCountAndSizesInPoints() throws {
        let document = try PDFDocument(path: write(threePages, "three.pdf"))
        #expect(document.pageCount == 3)
        for (index, page) in threePages.enumerated() {
            #expect(try document.pageSize(at: index) == SIMD2(page.width, page.height))
        }
        #expect(document.renderCount == 0)
    }

    @Test func pagesRenderAtTheRequestedSize() throws {
        let document = try PDFDocument(path: write(threePages, "three.pdf"))
        let expected: [SIMD4<UInt8>] = [SIMD4(255, 0, 0, 255), SIMD4(0, 128, 0, 255), SIMD4(0, 0, 255, 255)]
        for index in 0..<3 {
            let image = try document.image(at: index, pixelSize: PixelSize(width: 37, height: 53))
            #expect(image.width == 37 && image.height == 53)
            #expect(ImageChecks.near(image[18, 26], expected[index], Self.colourTolerance), "page \(index): \(image[18, 26])")
            #expect(ImageChecks.near(image[0, 0], expected[index], Self.colourTolerance), "page \(index) corner")
        }
        #expect(document.renderCount == 3)
    }

    @Test func letterboxingKeepsEachPagesAspect() throws {
        let document = try PDFDocument(path: write(threePages, "three.pdf"))
        let black = SIMD4<UInt8>(0, 0, 0, 255)
        // 400×200 into 100×100: a 100×50 band in the middle, black bars above and below.
        let wide = try document.letterboxed(at: 1, into: PixelSize(width: 100, height: 100))
        #expect(wide.width == 100 && wide.height == 100)
        #expect(wide[50, 10] == black && wide[50, 89] == black)
        #expect(ImageChecks.near(wide[50, 50], SIMD4(0, 128, 0, 255), Self.colourTolerance))
        #expect(ImageChecks.near(wide[2, 26], SIMD4(0, 128, 0, 255), Self.colourTolerance))
        // 200×300 into 100×100: a 67×100 column, bars left and right.
        let tall = try document.letterboxed(at: 0, into: PixelSize(width: 100, height: 100), background: SIMD4(9, 9, 9, 255))
        #expect(tall[5, 50] == SIMD4(9, 9, 9, 255) && tall[95, 50] == SIMD4(9, 9, 9, 255))
        #expect(ImageChecks.near(tall[50, 2], SIMD4(255, 0, 0, 255), Self.colourTolerance))
    }

    @Test func aThousandPagesOpenWithoutRasterising() throws {
        let pages = (0..<1000).map { i in
            PDFFixture.Page(width: 100 + Double(i % 7), height: 140, color: SIMD3(Double(i % 2), 0.2, 0.4))
        }
        let document = try PDFDocument(path: write(pages, "thousand.pdf"))
        #expect(document.pageCount == 1000)
        #expect(try document.pageSize(at: 999) == SIMD2(100 + Double(999 % 7), 140))
        #expect(document.renderCount == 0)
        let page = try document.image(at: 501, pixelSize: PixelSize(width: 20, height: 28))
        #expect(ImageChecks.near(page[10, 14], SIMD4(255, 51, 102, 255), Self.colourTolerance))
        _ = try document.letterboxed(at: 998, into: PixelSize(width: 30, height: 30))
        #expect(document.renderCount == 2)
    }

    @Test func badPageIndicesAreTypedErrors() throws {
        let path = write(threePages, "three.pdf")
        let document = try PDFDocument(path: path)
        for index in [-1, 3, 1000] {
            #expect(throws: PageSourceError.pageOutOfRange(path: path, index: index, pageCount: 3)) {
                try document.image(at: index, pixelSize: PixelSize(width: 10, height: 10))
            }
            #expect(throws: PageSourceError.pageOutOfRange(path: path, index: index, pageCount: 3)) {
                try document.pageSize(at: index)
            }
        }
        #expect(document.renderCount == 0)
    }

    @Test func missingEmptyAndFolderPathsAreTypedErrors() throws {
        let missing = folder.path + "/absent.pdf"
        #expect(throws: PageSourceError.fileNotFound(path: missing)) { try PDFDocument(path: missing) }
        let empty = folder.path + "/empty.pdf"
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(throws: PageSourceError.emptyFile(path: empty)) { try PDFDocument(path: empty) }
        let directory = folder.path + "/folder.pdf"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        #expect(throws: PageSourceError.unreadable(path: directory, code: EISDIR)) { try PDFDocument(path: directory) }
    }

    @Test func truncatedPDFIsTruncated() throws {
        let path = write(threePages, "three.pdf")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let cut = folder.path + "/cut.pdf"
        try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: cut))
        #expect(throws: PageSourceError.truncated(path: cut)) { try PDFDocument(path: cut) }
    }

    @Test func foreignOrDamagedBytesAreCorrupt() throws {
        let text = folder.path + "/notes.pdf"
        try Data("just some text, not a PDF at all\n".utf8).write(to: URL(fileURLWithPath: text))
        let damaged = folder.path + "/damaged.pdf"
        try Data("%PDF-1.4\n1 0 obj garbage garbage\nstartxref\n99999\n%%EOF\n".utf8).write(to: URL(fileURLWithPath: damaged))
        for path in [text, damaged] {
            do {
                _ = try PDFDocument(path: path)
                Issue.record("\(path) opened")
            } catch {
                guard case .corrupt(let errorPath, _) = error else { Issue.record("\(path): \(error)"); continue }
                #expect(errorPath == path)
            }
        }
    }

    @Test func aPDFWithoutPagesHasNoPages() throws {
        let path = folder.path + "/none.pdf"
        try Data(PDFFixture.noPages).write(to: URL(fileURLWithPath: path))
        #expect(throws: PageSourceError.noPages(path: path)) { try PDFDocument(path: path) }
    }

    @Test func encryptedPDFNeedsItsPassword() throws {
        let plain = write(threePages, "plain.pdf")
        let locked = folder.path + "/locked.pdf"
        let outcome = try Tool.run("qpdf", ["--encrypt", "reader-secret", "owner-secret", "256", "--", plain, locked])
        #expect(outcome.status == 0, "qpdf (Debian package qpdf) must be installed: Scripts/bootstrap")
        #expect(throws: PageSourceError.encrypted(path: locked)) { try PDFDocument(path: locked) }
        #expect(throws: PageSourceError.encrypted(path: locked)) { try PageSources.open(path: locked) }
    }
}
