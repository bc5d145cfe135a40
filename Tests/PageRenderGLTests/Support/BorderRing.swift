import PageEffects
import PageImage

/// "Nothing of the book outside the picture", read off the pixels: the outermost ``width``
/// pixels of every frame stay the background colour.
///
/// A frame staged with a margin shows only the background near its border; a page that reaches
/// the ring is at the picture's edge, and one that crosses it is cut off. Anti-aliasing cannot
/// tint the ring without geometry there (a pixel no page touches is the clear colour exactly),
/// so the tolerance is only for rounding.
struct BorderRing: Sendable {
    /// Ring width in pixels: **2** (at the film check's 240 × 135 frames, 8 view points of a
    /// 960 × 540 view; the CLI's margin is 32 points, 8 pixels). Two, not one, so that a page
    /// brushing the edge with its anti-aliased rim counts.
    let width: Int
    /// The background colour, straight sRGB RGBA8.
    let background: SIMD4<UInt8>
    /// Channel difference (levels of 255) a ring pixel may show and still be background: **2**
    /// for rendered frames (rounding of the clear colour through the sRGB resolve), more for
    /// frames decoded from a lossy video.
    let channelTolerance: Int
    /// The tolerance for rendered frames, **2** levels.
    static let renderedTolerance = 2

    /// Non-background pixels of the ring of `image`, by edge.
    struct Count: Sendable, CustomStringConvertible {
        var top = 0, bottom = 0, left = 0, right = 0
        var total: Int { top + bottom + left + right }
        var description: String { "top \(top), bottom \(bottom), left \(left), right \(right)" }
    }

    init(width: Int = 2, background: SIMD4<UInt8>, channelTolerance: Int = renderedTolerance) {
        self.width = width
        self.background = background
        self.channelTolerance = channelTolerance
    }

    /// Whether `pixel` is the background, within ``channelTolerance``.
    func isBackground(_ pixel: SIMD4<UInt8>) -> Bool {
        for channel in 0 ..< 3 where abs(Int(pixel[channel]) - Int(background[channel])) > channelTolerance {
            return false
        }
        return true
    }

    /// Counts the ring's non-background pixels of `image` (a corner pixel counts for the top or
    /// bottom edge).
    func count(in image: RGBAImage) -> Count {
        var count = Count()
        let w = image.width, h = image.height
        for y in 0 ..< h {
            let top = y < width, bottom = y >= h - width
            // Inside rows only the left and right bands belong to the ring.
            let columns: [Range<Int>] = top || bottom ? [0 ..< w] : [0 ..< Swift.min(width, w), Swift.max(0, w - width) ..< w]
            for range in columns {
                for x in range where !isBackground(image[x, y]) {
                    if top { count.top += 1 } else if bottom { count.bottom += 1 } else if x < width { count.left += 1 } else {
                        count.right += 1
                    }
                }
            }
        }
        return count
    }
}
