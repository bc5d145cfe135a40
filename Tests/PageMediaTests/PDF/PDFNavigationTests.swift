import Foundation
import PageMedia
import PageTestSupport
import Testing

/// A PDF's outline, links and text search through poppler, on a document cairo writes with an
/// outline, named destinations and links (``ReaderPDF``).
@Suite struct PDFNavigationTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    private func reader(outline: Bool = true) throws -> PDFDocument {
        let path = folder.path + "/reader.pdf"
        ReaderPDF.write(to: path, pageCount: 12, outline: outline)
        return try PDFDocument(path: path)
    }

    @Test("The outline comes flattened in reading order, each entry with its depth and page")
    func outline() throws {
        let entries = try reader().outline()
        #expect(entries.count == 13)
        #expect(entries.first == PDFOutlineEntry(title: "Chapter 1", depth: 0, page: 0))
        #expect(entries[1] == PDFOutlineEntry(title: "Chapter 2", depth: 0, page: 1))
        #expect(entries[2] == PDFOutlineEntry(title: "Section 2.1", depth: 1, page: 1))
        #expect(entries.last == PDFOutlineEntry(title: "Chapter 12", depth: 0, page: 11))
    }

    @Test("A PDF without an outline has an empty one")
    func noOutline() throws {
        #expect(try reader(outline: false).outline().isEmpty)
    }

    @Test("The first page's links: a named destination, a page by number, an address; in page points from the top")
    func links() throws {
        let document = try reader()
        let links = try document.links(onPage: 0)
        #expect(links.count == 3)
        for expected in ReaderPDF.linkRects {
            let centre = SIMD2(expected.rect.x + expected.rect.z / 2, expected.rect.y + expected.rect.w / 2)
            let found = links.first { $0.rect.contains(centre) }
            let target: PDFLink.Target = expected.page.map { .page($0) } ?? .uri(ReaderPDF.externalURI)
            #expect(found?.target == target, "link at \(centre): \(links)")
            if let rect = found?.rect {
                #expect(abs(rect.y - expected.rect.y) < 1 && abs(rect.height - expected.rect.w) < 1, "\(rect)")
            }
        }
        #expect(try document.links(onPage: 1).isEmpty)
        #expect(throws: PageSourceError.self) { try document.links(onPage: 12) }
    }

    @Test("Text search finds the needle where it is printed, case ignored, and nowhere else")
    func find() throws {
        let document = try reader()
        for page in 0..<document.pageCount {
            let hits = try document.find("NeEdLe", onPage: page)
            #expect(hits.count == (ReaderPDF.needlePages.contains(page) ? 1 : 0), "page \(page + 1)")
            if let hit = hits.first {
                // Line 5 of the text: baseline at 120 + 4 × 28 = 232 points from the top.
                #expect(hit.y > 215 && hit.y < 235 && hit.height > 5 && hit.height < 25, "\(hit)")
            }
        }
        #expect(try document.find("", onPage: 3).isEmpty)
        #expect(try document.find("haystack", onPage: 3).isEmpty)
    }
}

/// A region of a page rendered at a zoom: the same pixels as that part of the whole page
/// rendered at that zoom, without rendering the rest.
@Suite struct PDFRegionTests {
    @Test("A region at 4× matches the crop of the whole page at 4×")
    func regionMatchesCrop() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/reader.pdf"
        ReaderPDF.write(to: path)
        let document = try PDFDocument(path: path)
        let whole = try document.image(at: 3, pixelSize: PixelSize(width: 1200, height: 1680))
        let region = try document.image(at: 3, region: PDFRect(x: 25, y: 100, width: 150, height: 50),
                                        pixelSize: PixelSize(width: 600, height: 200))
        var largest = 0
        for y in 0..<200 {
            for x in 0..<600 {
                let a = region[x, y], b = whole[100 + x, 400 + y]
                largest = max(largest, Int(abs(Int(a.x) - Int(b.x))))
            }
        }
        #expect(largest <= 2, "the region is the crop of the page at the same zoom")
        #expect(region.pixels.contains { $0 < 128 }, "text in it")
        #expect(throws: PageSourceError.self) {
            try document.image(at: 3, region: PDFRect(x: 0, y: 0, width: 0, height: 10), pixelSize: PixelSize(width: 10, height: 10))
        }
    }

    @Test("A region at 4× is as sharp as pdftoppm draws the same part at 288 dpi")
    func regionAsSharpAsPdftoppm() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/reader.pdf"
        ReaderPDF.write(to: path)
        let region = try PDFDocument(path: path).image(at: 3, region: PDFRect(x: 25, y: 100, width: 150, height: 50),
                                                       pixelSize: PixelSize(width: 600, height: 200))
        let outcome = try Tool.run("pdftoppm", ["-f", "4", "-l", "4", "-r", "288", "-x", "100", "-y", "400",
                                                "-W", "600", "-H", "200", "-gray", path, folder.path + "/crop"])
        try #require(outcome.status == 0, "pdftoppm (poppler-utils) is needed")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("crop") }
        let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + #require(names.first))))
        // A binary PGM: "P5\n600 200\n255\n", then a byte a pixel.
        let reference = Array(data.suffix(600 * 200))
        try #require(reference.count == 600 * 200)
        // How sharp: of the pixels with ink, the fraction fully dark; and how alike, pixel by pixel.
        func sharpness(_ grey: (Int) -> Int) -> Double {
            var ink = 0, dark = 0
            for index in 0..<(600 * 200) where grey(index) < 200 {
                ink += 1
                if grey(index) < 90 { dark += 1 }
            }
            return Double(dark) / Double(max(ink, 1))
        }
        let ours = sharpness { Int(region.pixels[4 * $0 + 1]) }
        let theirs = sharpness { Int(reference[$0]) }
        var difference = 0
        for index in 0..<(600 * 200) { difference += abs(Int(region.pixels[4 * index + 1]) - Int(reference[index])) }
        print("PDFRegionTests: ours \(ours), pdftoppm \(theirs), mean difference \(Double(difference) / Double(600 * 200))")
        #expect(theirs > 0.5 && ours > theirs - 0.1, "ours \(ours), pdftoppm's \(theirs)")
        #expect(Double(difference) / Double(600 * 200) < 12, "mean difference \(Double(difference) / Double(600 * 200))")
    }
}
