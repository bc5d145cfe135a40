import PageEffects
import PageGeometry
import PageRenderGL

/// Reading rendered frames back: where a page point lands, and which page a pixel shows.
enum PixelProbe {
    /// The pixel (column, row) showing the material point `point` of `drawable` under `frame`'s
    /// camera at `scale`, or `nil` when it falls outside the image.
    static func pixel(of point: SIMD2<Double>, on drawable: PageDrawable, in frame: Frame,
                      scale: Double = 1) -> (x: Int, y: Int)? {
        let position = drawable.surface.surface(at: point).position
        let view = drawable.placement.apply(to: position)
        guard let pixel = RenderCamera(frame: frame, scale: scale).pixelPosition(of: view) else { return nil }
        let x = Int(pixel.x.rounded(.down)), y = Int(pixel.y.rounded(.down))
        let size = RenderCamera(frame: frame, scale: scale)
        guard x >= 0, y >= 0, x < size.pixelWidth, y < size.pixelHeight else { return nil }
        return (x, y)
    }

    /// The chromaticity of a colour: each channel over their sum (lighting and shadow scale the
    /// channels together, so this stays close to the paper's own).
    static func chromaticity(_ color: SIMD4<UInt8>) -> SIMD3<Double> {
        let c = SIMD3(Double(color.x), Double(color.y), Double(color.z))
        let sum = c.sum()
        return sum > 0 ? c / sum : SIMD3(repeating: 1.0 / 3)
    }

    /// Which of `pages` has the paper colour closest in chromaticity to `color`.
    static func closestPage(to color: SIMD4<UInt8>, among pages: [Int]) -> Int {
        let target = chromaticity(color)
        var best = pages[0], bestDistance = Double.infinity
        for page in pages {
            let d = chromaticity(NumberedPages.paperColor(page)) - target
            let distance = (d * d).sum()
            if distance < bestDistance {
                best = page
                bestDistance = distance
            }
        }
        return best
    }

    /// Relative luminance-like brightness of an sRGB colour, `0 ... 1` (channel mean).
    static func brightness(_ color: SIMD4<UInt8>) -> Double {
        (Double(color.x) + Double(color.y) + Double(color.z)) / (3 * 255)
    }
}
