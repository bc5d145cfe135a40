import PageEffects
import PageImage
import PageRenderGL

/// "The back of a sheet is never one flat colour where its page has content": where the turning
/// leaf shows its back, the picture must change when the pages' content changes.
///
/// Three renders of one frame: the frame itself; the same frame with every page image replaced
/// by blank white paper (same geometry, same lighting); and a mask, the same geometry in flat
/// colours, unlit, with the leaf's back magenta, which says which pixels show that back. Over
/// the mask's pixels the mean absolute RGB difference between the first two is the content the
/// back shows. A back drawn as one flat colour, or from a missing texture, does not change with
/// the pages, so the difference is ≈ 0; a back that shows a page — or the front's content
/// mirrored through the paper — differs from blank paper by the test pages' coloured paper and
/// ink (tens of levels; still ≥ 8 through the single-page curl's 75 % fade toward white).
enum BackFaceContent {
    /// Least mean absolute RGB difference (levels of 255) between the frame and its blank-page
    /// twin over the leaf's back: **3**. The faintest real back, the test pages' cream paper
    /// (244, 236, 216) mirrored and faded 75 % toward white, differs from white by ≈ 8 levels;
    /// a flat back differs by rounding only (< 1).
    static let threshold = 3.0
    /// The least share of the frame's pixels the back must cover to be measured: **1 %**
    /// (≈ 320 pixels at 240 × 135), enough pixels for a mean, and no more than a sliver is
    /// skipped.
    static let minimumCoverage = 0.01

    /// The mask's colour for the leaf's back.
    static let backColor = ColorRGBA(red: 1, green: 0, blue: 1)
    /// The mask's colour for everything else.
    static let otherColor = ColorRGBA(red: 0, green: 0.5, blue: 0)

    /// The mask frame: every face a flat colour, the back of drawable `leaf` magenta.
    static func maskFrame(_ frame: Frame, leaf: Int) -> Frame {
        var mask = frame
        mask.background = .black
        for index in mask.drawables.indices {
            var drawable = mask.drawables[index]
            if drawable.front != .none { drawable.front = .color(otherColor) }
            if drawable.back != .none { drawable.back = .color(index == leaf ? backColor : otherColor) }
            drawable.opacity = 1
            drawable.brightness = 1
            mask.drawables[index] = drawable
        }
        return mask
    }

    /// Whether a mask pixel shows the leaf's back (clearly magenta; blended rims excluded).
    static func isBack(_ pixel: SIMD4<UInt8>) -> Bool { pixel.x > 230 && pixel.z > 230 && pixel.y < 25 }

    /// How many pixels of `mask` show the leaf's back.
    static func coverage(_ mask: RGBAImage) -> Int {
        var pixels = 0
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width where isBack(mask[x, y]) { pixels += 1 }
        }
        return pixels
    }

    /// The measurement: the back's pixel count and the mean absolute RGB difference over them.
    static func measure(real: RGBAImage, blank: RGBAImage, mask: RGBAImage) -> (pixels: Int, difference: Double) {
        var pixels = 0, total = 0
        for y in 0 ..< mask.height {
            for x in 0 ..< mask.width where isBack(mask[x, y]) {
                pixels += 1
                let a = real[x, y], b = blank[x, y]
                total += abs(Int(a.x) - Int(b.x)) + abs(Int(a.y) - Int(b.y)) + abs(Int(a.z) - Int(b.z))
            }
        }
        return (pixels, pixels == 0 ? 0 : Double(total) / Double(3 * pixels))
    }

    /// The mask's shading: flat colours exactly (no light, no shadow; its faces are plain
    /// colours, which no see-through fade touches).
    static let maskShading = ShadingParameters.unlit
}
