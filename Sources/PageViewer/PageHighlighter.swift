import PageMedia
import PageTurn

/// Marks search hits on a page image: each rectangle tinted like a highlighter pen (the paper
/// yellow, the ink still dark), so that the marks turn and curl with the page.
enum PageHighlighter {
    /// What each colour channel is multiplied by inside a hit: paper white becomes yellow.
    static let tint = SIMD3<Double>(1.0, 0.86, 0.25)
    /// Pixels added round each hit, so that the mark covers the glyphs' edges.
    static let paddingPixels = 1

    /// `image` (a page of `pageSize` points letterboxed into the image, centred) with `rects`
    /// (page points from the top-left) tinted.
    static func highlight(_ image: RGBAImage, rects: [PDFRect], pageSize: SIMD2<Double>) -> RGBAImage {
        guard !rects.isEmpty, !image.isEmpty, pageSize.x > 0, pageSize.y > 0 else { return image }
        let placed = PageOnScreen(page: 0, slot: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                                  pageSize: pageSize)
        var result = image
        let width = image.width
        result.withUnsafeMutablePixelBytes { bytes in
            for rect in rects {
                let area = placed.viewRect(of: rect)
                guard area.width.isFinite, area.height.isFinite else { continue }
                let left = Swift.max(0, Int(area.origin.x.rounded(.down)) - paddingPixels)
                let right = Swift.min(image.width, Int((area.origin.x + area.width).rounded(.up)) + paddingPixels)
                let top = Swift.max(0, Int(area.origin.y.rounded(.down)) - paddingPixels)
                let bottom = Swift.min(image.height, Int((area.origin.y + area.height).rounded(.up)) + paddingPixels)
                guard left < right, top < bottom else { continue }
                for y in top..<bottom {
                    for x in left..<right {
                        let offset = (y * width + x) * 4
                        for channel in 0..<3 {
                            bytes[offset + channel] = UInt8((Double(bytes[offset + channel]) * tint[channel]).rounded())
                        }
                    }
                }
            }
        }
        return result
    }
}
