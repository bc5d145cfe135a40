import PageEffects
import PageImage

/// Procedural page pictures for the renderer tests: features at known places so orientation,
/// mirroring and placement are visible at a glance and checkable by pixel.
enum TestPages {
    static let paper = SIMD4<UInt8>(250, 246, 235, 255)
    static let header = SIMD4<UInt8>(40, 80, 160, 255)
    static let topLeftMarker = SIMD4<UInt8>(220, 30, 30, 255)
    static let bottomRightMarker = SIMD4<UInt8>(30, 160, 60, 255)
    static let ink = SIMD4<UInt8>(60, 60, 60, 255)
    static let border = SIMD4<UInt8>(0, 0, 0, 255)

    /// A page `width × height` pixels: cream paper with a 1-pixel black border, a blue header band
    /// across the top eighth, a red square at the top-left, a green square at the bottom-right,
    /// grey "text" lines of decreasing length and an arrow-like diagonal from the top-left, so
    /// any flip or rotation shows.
    static func page(width: Int = 128, height: Int = 160) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: paper)
        let headerHeight = height / 8
        let marker = max(width / 8, 2)
        for y in 0..<height {
            for x in 0..<width {
                var color = paper
                if y < headerHeight { color = header }
                // Text lines: 2 pixels tall every 8, indented, shorter lower down.
                let lineTop = headerHeight + 8
                if y >= lineTop, y < height - marker - 4, (y - lineTop) % 8 < 2 {
                    let length = width - 16 - (y - lineTop) / 8 * 3
                    if x >= 8, x < max(length, 12) { color = ink }
                }
                // Diagonal from the top-left toward the middle, 2 pixels thick.
                if x < width / 2, abs(x - (y - headerHeight)) <= 1, y >= headerHeight { color = topLeftMarker }
                if x >= 4, x < 4 + marker, y >= 4, y < 4 + marker { color = topLeftMarker }
                if x >= width - 4 - marker, x < width - 4, y >= height - 4 - marker, y < height - 4 { color = bottomRightMarker }
                if x == 0 || y == 0 || x == width - 1 || y == height - 1 { color = border }
                image[x, y] = color
            }
        }
        return image
    }

    /// One flat colour.
    static func solid(_ color: SIMD4<UInt8>, width: Int = 8, height: Int = 8) -> RGBAImage {
        RGBAImage(width: width, height: height, filledWith: color)
    }
}
