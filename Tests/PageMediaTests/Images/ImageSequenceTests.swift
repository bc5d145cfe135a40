import Foundation
import PageImage
import PageMedia
import Testing

/// Pages from image files and folders: natural order, extension filtering, PNG flavours, and the
/// typed errors for bad inputs.
@Suite struct ImageSequenceTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    private func writePNG(_ name: String, width: Int = 4, height: Int = 3, color: SIMD4<UInt8> = SIMD4(10, 20, 30, 255)) throws -> String {
        let path = folder.path + "/" + name
        try RGBAImage(width: width, height: height, filledWith: color).writePNG(to: path)
        return path
    }

    private func writeBytes(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = folder.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func folderPagesComeInNaturalOrder() throws {
        let names = ["page10.png", "page2.png", "Page1.PNG", "page02b.jpg", "cover.jpeg", "page100.JPG", "page9.png"]
        for (i, name) in names.enumerated() {
            if name.lowercased().hasSuffix(".png") {
                _ = try writePNG(name, color: SIMD4(UInt8(i * 30), 0, 0, 255))
            } else {
                let image = RGBAImage(width: 8, height: 8, filledWith: SIMD4(0, UInt8(i * 30), 0, 255))
                _ = try writeBytes(JPEGFixture.encode(image), name)
            }
        }
        let sequence = try ImageSequence(directory: folder.path)
        let order = sequence.files.map { String($0.split(separator: "/").last!) }
        #expect(order == ["cover.jpeg", "Page1.PNG", "page2.png", "page02b.jpg", "page9.png", "page10.png", "page100.JPG"])
        #expect(sequence.pageCount == 7)
        #expect(sequence.directory == folder.path)
    }

    @Test func otherFilesHiddenFilesAndSubfoldersAreSkipped() throws {
        _ = try writePNG("a.png")
        _ = try writePNG(".hidden.png")
        _ = try writeBytes(Array("GIF89a".utf8), "b.gif")
        _ = try writeBytes(Array("notes".utf8), "c.txt")
        _ = try writeBytes(Array("%PDF-1.4".utf8), "d.pdf")
        try FileManager.default.createDirectory(atPath: folder.path + "/e.png", withIntermediateDirectories: false)
        let sequence = try ImageSequence(directory: folder.path)
        #expect(sequence.files == [folder.path + "/a.png"])
    }

    @Test func folderErrors() throws {
        let empty = folder.path + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        #expect(throws: PageSourceError.noPages(path: empty)) { try ImageSequence(directory: empty) }
        let missing = folder.path + "/missing"
        #expect(throws: PageSourceError.fileNotFound(path: missing)) { try ImageSequence(directory: missing) }
        let file = try writePNG("file.png")
        #expect(throws: PageSourceError.unreadable(path: file, code: ENOTDIR)) { try ImageSequence(directory: file) }
    }

    @Test func pngFlavoursDecodeAsPages() throws {
        // Grey 16-bit, palette with transparency, grey+alpha: all become straight RGBA8.
        let grey16 = PNGFixture(width: 2, height: 1, bitDepth: 16, colorType: .grey, rows: [[0xFF, 0xFF, 0x80, 0x00]])
        let palette = PNGFixture(
            width: 2, height: 1, bitDepth: 8, colorType: .palette, rows: [[0, 1]],
            palette: [SIMD3(200, 10, 10), SIMD3(10, 10, 200)], transparency: [255, 0])
        let greyAlpha = PNGFixture(width: 1, height: 1, bitDepth: 8, colorType: .greyAlpha, rows: [[90, 128]])
        let sequence = try ImageSequence(files: [
            try writeBytes(grey16.bytes, "grey16.png"), try writeBytes(palette.bytes, "palette.png"),
            try writeBytes(greyAlpha.bytes, "ga.png"),
        ])
        #expect(try sequence.pageSize(at: 0) == SIMD2(2, 1))
        let a = try sequence.image(at: 0, pixelSize: PixelSize(width: 2, height: 1))
        #expect(a[0, 0] == SIMD4(255, 255, 255, 255) && a[1, 0] == SIMD4(128, 128, 128, 255))
        let b = try sequence.image(at: 1, pixelSize: PixelSize(width: 2, height: 1))
        #expect(b[0, 0] == SIMD4(200, 10, 10, 255) && b[1, 0].w == 0)
        let c = try sequence.image(at: 2, pixelSize: PixelSize(width: 1, height: 1))
        #expect(c[0, 0] == SIMD4(90, 90, 90, 128))
    }

    @Test func mixedSizesAreLetterboxedIntoOneSize() throws {
        let wide = try writePNG("1.png", width: 40, height: 10, color: SIMD4(255, 0, 0, 255))
        let tall = try writePNG("2.png", width: 10, height: 40, color: SIMD4(0, 0, 255, 255))
        let sequence = try ImageSequence(files: [wide, tall])
        let bars = SIMD4<UInt8>(1, 2, 3, 255)
        let first = try sequence.letterboxed(at: 0, into: PixelSize(width: 20, height: 20), background: bars)
        #expect(first.width == 20 && first.height == 20)
        // 40×10 fits as 20×5, rows 7…11 (centred: (20 - 5) / 2 = 7).
        #expect(first[10, 6] == bars && first[10, 7] == SIMD4(255, 0, 0, 255) && first[10, 11] == SIMD4(255, 0, 0, 255))
        #expect(first[10, 12] == bars)
        let second = try sequence.letterboxed(at: 1, into: PixelSize(width: 20, height: 20), background: bars)
        #expect(second[6, 10] == bars && second[7, 10] == SIMD4(0, 0, 255, 255) && second[12, 10] == bars)
    }

    @Test func badInputsAreTypedErrorsNamingTheFile() throws {
        let missing = folder.path + "/missing.png"
        #expect(throws: PageSourceError.fileNotFound(path: missing)) { try ImageSequence(files: [missing]) }
        let empty = try writeBytes([], "empty.jpg")
        #expect(throws: PageSourceError.emptyFile(path: empty)) { try ImageSequence(files: [empty]) }
        let gif = try writeBytes(Array("GIF89a".utf8), "anim.gif")
        #expect(throws: PageSourceError.unsupportedFormat(path: gif)) { try ImageSequence(files: [gif]) }
        #expect(throws: PageSourceError.unsupportedFormat(path: gif)) { try PageSources.open(path: gif) }
        let noExtension = try writeBytes(Array("data".utf8), "README")
        #expect(throws: PageSourceError.unsupportedFormat(path: noExtension)) { try PageSources.open(path: noExtension) }
        #expect(throws: PageSourceError.noPages(path: "")) { try ImageSequence(files: []) }

        let valid = try writePNG("ok.png", width: 16, height: 16)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: valid)))
        let cut = try writeBytes(Array(bytes.prefix(20)), "cut.png")
        #expect(throws: PageSourceError.truncated(path: cut)) { try ImageSequence(files: [cut]) }
        let cutData = try writeBytes(Array(bytes.prefix(bytes.count - 20)), "cutdata.png")
        let source = try ImageSequence(files: [cutData])
        #expect(throws: PageSourceError.truncated(path: cutData)) {
            try source.image(at: 0, pixelSize: PixelSize(width: 16, height: 16))
        }
        let text = try writeBytes(Array("hello, world".utf8), "text.png")
        do {
            _ = try ImageSequence(files: [text])
            Issue.record("text opened as an image")
        } catch {
            guard case .corrupt(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == text)
        }
        let sequence = try ImageSequence(files: [valid])
        #expect(throws: PageSourceError.pageOutOfRange(path: valid, index: 1, pageCount: 1)) {
            try sequence.image(at: 1, pixelSize: PixelSize(width: 4, height: 4))
        }
        #expect(throws: PageSourceError.pageOutOfRange(path: valid, index: -1, pageCount: 1)) {
            try sequence.pageSize(at: -1)
        }
    }

    @Test func openPicksTheSourceByPath() throws {
        let png = try writePNG("one.png")
        #expect(try PageSources.open(path: png) is ImageSequence)
        #expect(try PageSources.open(path: folder.path) is ImageSequence)
        let pdf = folder.path + "/doc.PDF"
        PDFFixture.write([PDFFixture.Page(width: 100, height: 100, color: SIMD3(1, 1, 1))], to: pdf)
        #expect(try PageSources.open(path: pdf) is PDFDocument)
        let missing = folder.path + "/nothing.pdf"
        #expect(throws: PageSourceError.fileNotFound(path: missing)) { try PageSources.open(path: missing) }
    }

    @Test("An image page's region is resampled from its full resolution; an empty region and a bad index are typed errors")
    func regionsComeFromTheFullImage() throws {
        // 200 × 100: the left half black, the right white.
        var image = RGBAImage(width: 200, height: 100, filledWith: SIMD4(255, 255, 255, 255))
        for y in 0..<100 { for x in 0..<100 { image[x, y] = SIMD4(0, 0, 0, 255) } }
        let path = folder.path + "/half.png"
        try image.writePNG(to: path)
        let pages = try ImageSequence(files: [path])
        // 20 × 10 page points (pixels) round the edge at 2× are 40 × 20 pixels: black, then white,
        // with the edge sharp (the fitted page at 50 × 25 would blur it over 8 pixels at 2×).
        let region = try pages.image(at: 0, region: PDFRect(x: 90, y: 40, width: 20, height: 10),
                                     pixelSize: PixelSize(width: 40, height: 20))
        #expect(region.width == 40 && region.height == 20)
        #expect(region[18, 10].x == 0 && region[21, 10].x == 255, "\(region[18, 10]) \(region[21, 10])")
        #expect(try pages.fullImage(at: 0).pixels == image.pixels)
        #expect(throws: PageSourceError.corrupt(path: path, reason: "an empty region of page 1")) {
            try pages.image(at: 0, region: PDFRect(x: 0, y: 0, width: 0, height: 10), pixelSize: PixelSize(width: 4, height: 4))
        }
        #expect(throws: PageSourceError.pageOutOfRange(path: path, index: 3, pageCount: 1)) {
            try pages.image(at: 3, region: PDFRect(x: 0, y: 0, width: 10, height: 10), pixelSize: PixelSize(width: 4, height: 4))
        }
    }

    @Test("The region cache decodes a page once while regions of it are asked for, draws what the sequence draws, and passes errors on")
    func regionCacheDecodesAPageOnce() throws {
        var image = RGBAImage(width: 200, height: 100, filledWith: SIMD4(255, 255, 255, 255))
        for y in 0..<100 { for x in 0..<100 { image[x, y] = SIMD4(0, 0, 0, 255) } }
        let first = folder.path + "/a.png", second = folder.path + "/b.png"
        try image.writePNG(to: first)
        try RGBAImage(width: 60, height: 80, filledWith: SIMD4(10, 200, 30, 255)).writePNG(to: second)
        let pages = try ImageSequence(files: [first, second])
        let cache = ImageRegionCache(pages)
        #expect(cache.pageCount == 2)
        #expect(try cache.pageSize(at: 1) == SIMD2(60, 80))
        // A pan: regions of page 1 one after another, the same pixels as the sequence's own.
        for x in stride(from: 60.0, through: 120.0, by: 20.0) {
            let area = PDFRect(x: x, y: 30, width: 30, height: 20), size = PixelSize(width: 60, height: 40)
            let cached = try cache.image(at: 0, region: area, pixelSize: size)
            let direct = try pages.image(at: 0, region: area, pixelSize: size)
            #expect(cached.pixels == direct.pixels)
        }
        #expect(cache.decodeCount == 1)
        // Another page is decoded (and kept instead), then the first again.
        _ = try cache.image(at: 1, region: PDFRect(x: 0, y: 0, width: 10, height: 10), pixelSize: PixelSize(width: 8, height: 8))
        _ = try cache.image(at: 0, region: PDFRect(x: 0, y: 0, width: 10, height: 10), pixelSize: PixelSize(width: 8, height: 8))
        #expect(cache.decodeCount == 3)
        #expect(throws: PageSourceError.corrupt(path: first, reason: "an empty region of page 1")) {
            try cache.image(at: 0, region: PDFRect(x: 0, y: 0, width: 0, height: 10), pixelSize: PixelSize(width: 4, height: 4))
        }
        #expect(throws: PageSourceError.pageOutOfRange(path: first, index: 5, pageCount: 2)) {
            try cache.image(at: 5, region: PDFRect(x: 0, y: 0, width: 10, height: 10), pixelSize: PixelSize(width: 4, height: 4))
        }
    }
}
