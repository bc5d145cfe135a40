import PageEffects
import PageImage

/// "No pure black where the background should show": the fold menu, drawn over a background that
/// is not black with pages that have no black in them, must not leave black pixels.
///
/// Nothing in such a picture is black: the darkest ink of the test pages, (40, 40, 60), at the
/// fold menu's darkest shading (`minimumShade` 0.2 × a fold shading of 0.65, in linear light)
/// still codes to ≈ 9 levels; anti-aliasing blends between drawn colours and never reaches
/// black. A pixel is **pure black** when every channel is at most ``channelLimit``.
enum PureBlackPixels {
    /// The largest channel value (of 255) of a pure black pixel: **3**.
    static let channelLimit: UInt8 = 3

    /// How many pixels of `image` are pure black, and the first one found (x, y).
    static func count(in image: RGBAImage) -> (count: Int, first: SIMD2<Int>?) {
        var count = 0
        var first: SIMD2<Int>? = nil
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let p = image[x, y]
                guard p.x <= channelLimit, p.y <= channelLimit, p.z <= channelLimit else { continue }
                count += 1
                if first == nil { first = SIMD2(x, y) }
            }
        }
        return (count, first)
    }
}
