extension SampleBook {
    /// Page margin, points.
    private static let margin = 34.0
    /// The picture's frame on a story page, points.
    private static let pictureFrame = (x: 34.0, y: 104.0, width: 352.0, height: 190.0)
    /// Body text: size and line pitch in points.
    private static let bodySize = 12.3
    private static let lineHeight = 18.0
    /// Ink for body text: a warm near-black.
    private static let ink: UInt32 = 0x2B2118

    /// The paper colour of story page `number`: pastel hues a golden-ratio step apart, so
    /// neighbouring pages always differ clearly.
    static func paperColor(_ number: Int) -> UInt32 {
        hsl(hue: hue(number), saturation: 0.55, lightness: 0.9)
    }

    /// The accent colour (page number badge, chapter label, border) of story page `number`.
    static func accentColor(_ number: Int) -> UInt32 {
        hsl(hue: hue(number), saturation: 0.5, lightness: 0.36)
    }

    private static func hue(_ number: Int) -> Double {
        let turns = 0.1 + Double(number) * 0.618_033_988_75
        return turns - turns.rounded(.down)
    }

    /// `0xRRGGBB` for a hue in turns (`0..<1`), saturation and lightness in `0...1`.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> UInt32 {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue * 6
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        func byte(_ v: Double) -> UInt32 { UInt32(min(max(((v + m) * 255).rounded(), 0), 255)) }
        return byte(r) << 16 | byte(g) << 8 | byte(b)
    }

    func drawCover(_ p: CairoPainter) {
        let w = Self.pageSize.x
        let h = Self.pageSize.y
        p.linearGradient(0, 0, w, h, [(0, 0x1D3557), (1, 0x14213D)])
        p.rectangle(0, 0, w, h)
        p.fill()
        // Gold double border.
        p.color(0xD4A84B)
        p.rectangle(18, 18, w - 36, h - 36)
        p.stroke(width: 2)
        p.rectangle(25, 25, w - 50, h - 50)
        p.stroke(width: 0.8)

        p.color(0xD4A84B)
        p.font(CairoPainter.sans, size: 9, bold: true)
        p.centredText("P A G E T U R N   ·   S A M P L E   B O O K", x: w / 2, y: 68)
        p.color(0xFBF3E4)
        p.font(size: 38, bold: true)
        p.centredText(Self.title, x: w / 2, y: 124)
        p.color(0xE9DCC3)
        p.font(size: 13, italic: true)
        p.centredText(Self.subtitle, x: w / 2, y: 152)

        // The picture in a rounded frame.
        let frame = (x: 58.0, y: 180.0, width: 304.0, height: 300.0)
        p.color(0x000000, alpha: 0.35)
        p.roundedRectangle(frame.x + 4, frame.y + 6, frame.width, frame.height, radius: 16)
        p.fill()
        p.saved {
            p.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: 16)
            p.clip()
            p.translate(frame.x, frame.y)
            Scene.cover(p, width: frame.width, height: frame.height)
        }
        p.color(0xD4A84B)
        p.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: 16)
        p.stroke(width: 2)

        p.color(0xE9DCC3)
        p.font(size: 12)
        let pages = pageCount - 1
        p.centredText(pages == 1 ? "a story in one page" : "a story in \(pages) pages", x: w / 2, y: 520)
        p.color(0xD4A84B)
        p.move(w / 2 - 40, 540)
        p.line(w / 2 + 40, 540)
        p.stroke(width: 0.8)
        p.circle(w / 2, 540, 2.5)
        p.fill()
    }

    func drawStoryPage(_ p: CairoPainter, number: Int) {
        let w = Self.pageSize.x
        let h = Self.pageSize.y
        let chapter = Self.chapters[(number - 1) % Self.chapters.count]
        let scene = Scene.allCases[(number - 1) % Scene.allCases.count]
        let paper = Self.paperColor(number)
        let accent = Self.accentColor(number)

        // Paper: its colour, a little darker toward the spine (left), and a thin inset border.
        p.color(paper)
        p.rectangle(0, 0, w, h)
        p.fill()
        p.linearGradient(0, 0, 40, 0, [(0, 0xB8A48A), (1, paper)])
        p.saved {
            p.rectangle(0, 0, 40, h)
            p.clip()
            p.paint(alpha: 0.35)
        }
        p.color(accent, alpha: 0.35)
        p.rectangle(14, 14, w - 28, h - 28)
        p.stroke(width: 0.8)

        // Running head and chapter heading.
        p.color(accent, alpha: 0.8)
        p.font(size: 8.5, italic: true)
        p.centredText(Self.title, x: w / 2, y: 32)
        p.color(accent)
        p.font(CairoPainter.sans, size: 9, bold: true)
        p.text("CHAPTER \(number)", x: Self.margin, y: 64)
        p.color(Self.ink)
        p.font(size: 21, bold: true)
        p.text(chapter.heading, x: Self.margin, y: 90)

        // The picture: a white mount with a soft shadow, the scene clipped to rounded corners.
        let f = Self.pictureFrame
        p.color(0x000000, alpha: 0.18)
        p.roundedRectangle(f.x + 2, f.y + 4, f.width, f.height, radius: 10)
        p.fill()
        p.color(0xFFFFFF)
        p.roundedRectangle(f.x - 4, f.y - 4, f.width + 8, f.height + 8, radius: 12)
        p.fill()
        p.saved {
            p.roundedRectangle(f.x, f.y, f.width, f.height, radius: 9)
            p.clip()
            p.translate(f.x, f.y)
            scene.draw(p, width: f.width, height: f.height)
        }

        // Body text, justified, paragraphs indented after the first.
        p.color(Self.ink)
        p.font(size: Self.bodySize)
        let textWidth = w - 2 * Self.margin
        let indent = 14.0
        var baseline = f.y + f.height + 34
        for (number, paragraph) in chapter.paragraphs.enumerated() {
            let first = number == 0 ? 0 : indent
            let lines = wrapWithIndent(p, paragraph, width: textWidth, indent: first)
            for (lineNumber, line) in lines.enumerated() {
                let x = Self.margin + (lineNumber == 0 ? first : 0)
                let width = textWidth - (lineNumber == 0 ? first : 0)
                p.words(line, x: x, y: baseline, width: width, justified: lineNumber < lines.count - 1)
                baseline += Self.lineHeight
            }
            baseline += 7
        }

        // Page number in a round badge, with rules either side.
        let cy = h - 34
        p.color(accent, alpha: 0.6)
        p.move(w / 2 - 70, cy)
        p.line(w / 2 - 22, cy)
        p.move(w / 2 + 22, cy)
        p.line(w / 2 + 70, cy)
        p.stroke(width: 0.8)
        p.color(accent)
        p.circle(w / 2, cy, 14)
        p.fill()
        p.color(0xFFFFFF)
        p.font(CairoPainter.sans, size: 12, bold: true)
        p.centredText("\(number)", x: w / 2, y: cy + 4.3)
    }

    /// Lines of `paragraph` for a column `width` wide whose first line is shortened by `indent`.
    private func wrapWithIndent(_ p: CairoPainter, _ paragraph: String, width: Double, indent: Double) -> [[String]] {
        guard indent > 0 else { return p.wrap(paragraph, width: width) }
        let firstLines = p.wrap(paragraph, width: width - indent)
        guard let first = firstLines.first else { return [] }
        let rest = paragraph.split(separator: " ").dropFirst(first.count).joined(separator: " ")
        return [first] + p.wrap(rest, width: width)
    }
}
