import Foundation
import PageEffects
import PageImage
import PageMedia

/// Writes a film where a person can look at it: every frame as a PNG, a contact sheet of the
/// frames round the findings (those frames framed in red), and the findings as text, into
/// `FilmScale.outputFolder/<name>/`.
enum FilmArtifacts {
    /// Frames per row of the contact sheet.
    static let columns = 8
    /// The border round each frame of the sheet, pixels.
    static let border = 3

    /// Writes `images` and `findings` for the film `name`; returns the contact sheet's path.
    @discardableResult
    static func write(name: String, images: [RGBAImage], findings: [FilmFinding]) -> String? {
        guard !images.isEmpty else { return nil }
        let folder = (FilmScale.outputFolder as NSString).appendingPathComponent(safe(name))
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (index, image) in images.enumerated() {
            try? image.writePNG(to: (folder as NSString).appendingPathComponent(String(format: "frame-%03d.png", index)))
        }
        let marked = Set(findings.map(\.frame))
        let range: ClosedRange<Int>
        if let first = marked.min(), let last = marked.max() {
            let lower = Swift.max(0, first - 3)
            range = lower ... Swift.min(images.count - 1, Swift.max(last + 3, lower), lower + 47)
        } else {
            range = 0 ... Swift.min(images.count - 1, 47)
        }
        let sheet = contactSheet(images: Array(images[range]), first: range.lowerBound, marked: marked)
        let sheetPath = (folder as NSString).appendingPathComponent("sheet.png")
        try? sheet.writePNG(to: sheetPath)
        let text = "frames \(range.lowerBound)…\(range.upperBound) on the sheet, \(columns) a row, "
            + "findings framed in red\n" + findings.map(\.description).joined(separator: "\n") + "\n"
        try? text.write(toFile: (folder as NSString).appendingPathComponent("findings.txt"), atomically: true, encoding: .utf8)
        return sheetPath
    }

    /// The frames side by side, `columns` a row, each in a border: red for `marked` indices.
    static func contactSheet(images: [RGBAImage], first: Int, marked: Set<Int>) -> RGBAImage {
        let w = images[0].width, h = images[0].height
        let cellW = w + 2 * border, cellH = h + 2 * border
        let rows = (images.count + columns - 1) / columns
        var sheet = RGBAImage(width: cellW * Swift.min(columns, images.count), height: cellH * rows,
                              filledWith: SIMD4(70, 70, 70, 255))
        for (offset, image) in images.enumerated() {
            let ox = (offset % columns) * cellW, oy = (offset / columns) * cellH
            let frame: SIMD4<UInt8> = marked.contains(first + offset) ? SIMD4(255, 0, 0, 255) : SIMD4(20, 20, 20, 255)
            for y in 0 ..< cellH {
                for x in 0 ..< cellW {
                    let inside = x >= border && y >= border && x < border + w && y < border + h
                    sheet[ox + x, oy + y] = inside ? image[x - border, y - border] : frame
                }
            }
        }
        return sheet
    }

    static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "-" })
    }
}
