import Foundation
import PageMedia
import PageTurn

/// Small input documents written by the tests themselves.
enum TestDocuments {
    /// A PDF of `pageCount` pages of `size` points, each a different flat colour with a dark bar,
    /// written by hand (PDF 1.4, one content stream a page, a correct cross-reference table).
    static func pdf(pageCount: Int, size: SIMD2<Double> = SIMD2(300, 420)) -> [UInt8] {
        var objects: [String] = []
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        let kids = (0..<pageCount).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>")
        for page in 0..<pageCount {
            let r = Double((page * 37) % 100) / 100, g = Double((page * 61 + 30) % 100) / 100
            let content = "\(r) \(g) 0.7 rg 0 0 \(size.x) \(size.y) re f 0.1 0.1 0.1 rg 20 20 \(size.x - 40) 30 re f"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(size.x) \(size.y)] /Contents \(4 + 2 * page) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        return assemble(objects)
    }

    /// A PDF of `pageCount` pages of `size` points of small black text (Times-Roman, one of the
    /// standard fonts every PDF reader has, `fontSize` points) on white, line after line down
    /// the page: thin strokes that show any greying or blurring of the ink.
    static func pdfWithText(pageCount: Int = 2, size: SIMD2<Double> = SIMD2(300, 420), fontSize: Double = 9) -> [UInt8] {
        var objects: [String] = []
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        let kids = (0..<pageCount).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>")
        let fontObject = 3 + 2 * pageCount
        let sentences = ["The quick brown fox jumps over the lazy dog, 0123456789.",
                         "Pack my box with five dozen liquor jugs; sphinx of black quartz.",
                         "How vexingly quick daft zebras jump! Waltz, bad nymph, for jigs."]
        for page in 0..<pageCount {
            var content = "0 0 0 rg BT /F1 \(fontSize) Tf \(1.3 * fontSize) TL 20 \(size.y - 24) Td"
            var line = 0
            while Double(line) * 1.3 * fontSize < size.y - 48 {
                content += " (\(sentences[(line + page) % sentences.count])) '"
                line += 1
            }
            content += " ET"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(size.x) \(size.y)] /Contents \(4 + 2 * page) 0 R /Resources << /Font << /F1 \(fontObject) 0 R >> >> >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>")
        return assemble(objects)
    }

    /// A one-page PDF whose text uses an embedded TrueType font of garbage bytes: a good page
    /// (poppler draws it, without the text) on which poppler's cairo backend prints "some font
    /// thing failed" once for each of the `lines` lines of text.
    static func pdfWithBrokenFont(lines: Int = 30) -> [UInt8] {
        let text = String(repeating: "BT /F1 24 Tf 20 200 Td (Hello) Tj ET ", count: lines)
        let junk = String(repeating: "garbage font data ", count: 20)
        let widths = Array(repeating: "500", count: 95).joined(separator: " ")
        return assemble([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(text.utf8.count) >>\nstream\n\(text)\nendstream",
            "<< /Type /Font /Subtype /TrueType /BaseFont /Broken /FirstChar 32 /LastChar 126 /Widths [\(widths)] /FontDescriptor 6 0 R >>",
            "<< /Type /FontDescriptor /FontName /Broken /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>",
            "<< /Length \(junk.utf8.count) >>\nstream\n\(junk)\nendstream",
        ])
    }

    /// A PDF file of the given objects (object `i + 1` is `objects[i]`; the first is the catalog)
    /// with a correct cross-reference table.
    static func assemble(_ objects: [String]) -> [UInt8] {
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// Writes `bytes` to `path`.
    static func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// A folder of `count` PNG pages of seeded random pixels: pages no encoder can squeeze, for
    /// outputs that must outgrow a small disk.
    static func noiseFolder(at path: String, count: Int, size: (Int, Int) = (160, 120)) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for page in 1...count {
            var pixels = [UInt8](repeating: 255, count: size.0 * size.1 * 4)
            for index in pixels.indices where index % 4 != 3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                pixels[index] = UInt8(truncatingIfNeeded: state >> 56)
            }
            try RGBAImage(width: size.0, height: size.1, pixels: pixels).writePNG(to: "\(path)/page\(page).png")
        }
    }

    /// A mid-grey `width` × `height` baseline greyscale JPEG (both sides multiples of 16), written
    /// by hand: one Huffman code a table ("0" for DC difference 0, "0" for end of block), so each
    /// 8×8 block is two zero bits and a 16384² image (a gibibyte as RGBA) is 1 MiB (a quarter byte
    /// a block).
    static func greyJPEG(width: Int, height: Int) -> [UInt8] {
        blankJPEG(width: width, height: height, scans: [[1]])
    }

    /// A flat mid-grey baseline JPEG of `scans.count` scans, written by hand like
    /// ``greyJPEG(width:height:)``: its components are numbered 1 to the largest number in
    /// `scans` (each 1×1 sampled, 8-bit), and each scan holds the components listed for it
    /// (interleaved when it holds more than one), e.g. `[[1, 2, 3]]` one interleaved scan of three
    /// components, `[[1], [2], [3]]` three scans of one each, as `cjpeg -scans` writes a
    /// non-interleaved file. Each component costs two bits a block, so a 16384² image of three
    /// components is 3 MB.
    static func blankJPEG(width: Int, height: Int, scans: [[Int]]) -> [UInt8] {
        var bytes: [UInt8] = []
        writeBlankJPEG(width: width, height: height, scans: scans, bytes: { bytes += $0 },
                       zeros: { bytes += [UInt8](repeating: 0, count: $0) })
        return bytes
    }

    /// Writes ``blankJPEG(width:height:scans:)`` to `path` a piece at a time, so that the test
    /// process never holds the whole file (megabytes freed in the test process would show in the
    /// resident memory that other suites measure meanwhile).
    static func writeBlankJPEG(width: Int, height: Int, scans: [[Int]], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteUnknown) }
        defer { try? handle.close() }
        let chunk = [UInt8](repeating: 0, count: 1 << 16)
        var failure: (any Error)?
        func write(_ bytes: ArraySlice<UInt8>) {
            guard failure == nil else { return }
            do { try handle.write(contentsOf: bytes) } catch { failure = error }
        }
        writeBlankJPEG(width: width, height: height, scans: scans, bytes: { write($0[...]) }, zeros: { count in
            var left = count
            while left > 0 {
                write(chunk.prefix(left))
                left -= min(left, chunk.count)
            }
        })
        if let failure { throw failure }
    }

    /// The bytes of ``blankJPEG(width:height:scans:)`` in order: segments to `bytes`, and the
    /// entropy-coded data (all zero bits) as counts of zero bytes to `zeros`.
    private static func writeBlankJPEG(width: Int, height: Int, scans: [[Int]],
                                       bytes: ([UInt8]) -> Void, zeros: (Int) -> Void) {
        precondition(width % 16 == 0 && height % 16 == 0 && width <= 65_535 && height <= 65_535)
        let components = scans.flatMap { $0 }.max() ?? 1
        precondition(Set(scans.flatMap { $0 }) == Set(1...components), "every component in one scan")
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        bytes([0xFF, 0xD8])
        bytes(segment(0xDB, [0] + [UInt8](repeating: 1, count: 64)))  // quantisation table 0
        // Baseline; each component 1×1 sampling, quantisation table 0.
        bytes(segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
                             UInt8(components)] + (1...components).flatMap { [UInt8($0), 0x11, 0] }))
        let oneCode = [1] + [UInt8](repeating: 0, count: 15) + [0]  // one code of length 1: symbol 0
        bytes(segment(0xC4, [0x00] + oneCode))  // DC table 0
        bytes(segment(0xC4, [0x10] + oneCode))  // AC table 0 (symbol 0 is end of block)
        for scan in scans {
            // Every component with DC and AC table 0; spectral selection 0...63, no approximation.
            bytes(segment(0xDA, [UInt8(scan.count)] + scan.flatMap { [UInt8($0), 0x00] } + [0, 63, 0]))
            // Each block of each component: DC difference 0 ("0"), end of block ("0").
            zeros(width / 8 * (height / 8) * scan.count / 4)
        }
        bytes([0xFF, 0xD9])
    }

    /// A black `side` × `side` 8-bit greyscale PNG, written by hand in a few megabytes at most:
    /// its zlib stream is one literal zero and then copies of 258 zeros (fixed Huffman codes), so a
    /// 16384² image (a gibibyte as RGBA) is about 1.3 MB.
    static func blackGreyPNG(side: Int) -> [UInt8] {
        let rawCount = side * (side + 1)   // each row: filter byte 0, then `side` zero samples
        var bits = BitWriter()
        bits.append(0b1, count: 1)      // BFINAL
        bits.append(0b01, count: 2)     // BTYPE 01: fixed Huffman codes
        func literalZero() { bits.appendReversed(0b0011_0000, count: 8) }
        literalZero()
        let copies = (rawCount - 1) / 258
        for _ in 0..<copies {
            bits.appendReversed(0b1100_0101, count: 8)   // length symbol 285: 258 bytes
            bits.appendReversed(0, count: 5)             // distance code 0: distance 1
        }
        for _ in 0..<((rawCount - 1) % 258) { literalZero() }
        bits.appendReversed(0, count: 7)                 // end of block (symbol 256)
        let adler = UInt32(rawCount % 65_521) << 16 | 1
        let stream = [0x78, 0x01] + bits.bytes + bigEndian(adler)
        let header = bigEndian(UInt32(side)) + bigEndian(UInt32(side)) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    /// Bits packed least significant first, as deflate stores them.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        mutating func append(_ value: UInt32, count: Int) {
            for index in 0..<count { push(value >> index & 1) }
        }

        /// A Huffman code: its bits go most significant first.
        mutating func appendReversed(_ value: UInt32, count: Int) {
            for index in stride(from: count - 1, through: 0, by: -1) { push(value >> index & 1) }
        }

        private mutating func push(_ bit: UInt32) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }

    /// A folder of `count` PNG pages named page1.png … pageN.png, each a different colour.
    static func imageFolder(at path: String, count: Int, size: (Int, Int) = (120, 160)) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for page in 1...count {
            let colour = SIMD4<UInt8>(UInt8(40 * page % 256), UInt8(200 - 15 * page), 120, 255)
            try RGBAImage(width: size.0, height: size.1, filledWith: colour).writePNG(to: "\(path)/page\(page).png")
        }
    }
}
