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

    /// A folder of `count` PNG pages named page1.png … pageN.png, each a different colour.
    static func imageFolder(at path: String, count: Int, size: (Int, Int) = (120, 160)) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for page in 1...count {
            let colour = SIMD4<UInt8>(UInt8(40 * page % 256), UInt8(200 - 15 * page), 120, 255)
            try RGBAImage(width: size.0, height: size.1, filledWith: colour).writePNG(to: "\(path)/page\(page).png")
        }
    }
}
