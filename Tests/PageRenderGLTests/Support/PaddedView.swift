import PageEffects
import PageGeometry
import PageImage
import PageRenderGL

/// "Nothing of the book outside the picture" for a book laid out with no margin (the library's
/// default), where pages at rest touch the picture's edge and a ring of background cannot be
/// asked for: the same frame is drawn on a larger canvas, the view in its middle, and whatever
/// lands on the canvas outside the view is what the real picture cuts off.
///
/// The padded frame is the original with every placement and the clip moved by the pad and the
/// camera's vanishing point pinned where it was (moved by the pad too), so each page projects to
/// exactly the same place relative to the view: the canvas shows the picture plus what lies
/// around it.
struct PaddedView: Sendable {
    /// The pad on each side, in pixels.
    let padPixels: Int
    /// Pixels per view point of the render.
    let scale: Double

    /// A pixel this far outside the view or farther counts (pixels): **1**, so that the
    /// anti-aliased rim of a page lying exactly on the view's edge at rest (margin 0) does not.
    static let slack = 1

    /// The pad in view points.
    var pad: Double { Double(padPixels) / scale }

    /// `frame` on the larger canvas.
    /// The shading the padded frames are drawn with: the default without the shadow of a bound
    /// book on the desk, which reaches beyond the pages by design.
    static var pagesOnly: ShadingParameters {
        var shading = ShadingParameters.default
        shading.deskShadowOpacity = 0
        return shading
    }

    func padded(_ frame: Frame) -> Frame {
        var result = frame
        let shift = Transform3D(translationX: pad, y: pad, z: 0)
        result.viewSize = frame.viewSize + SIMD2(repeating: 2 * pad)
        result.camera.vanishingPoint = (frame.camera.vanishingPoint ?? frame.viewSize / 2) + SIMD2(repeating: pad)
        for index in result.drawables.indices {
            result.drawables[index].placement = result.drawables[index].placement.concatenating(shift)
        }
        // The clip moves with the pages; where it reaches the view's edge it reaches the
        // canvas's (a single page clips at its spine only, not at the picture's edges).
        result.clip = frame.clip.map { clip in
            let view = frame.viewSize, canvas = result.viewSize
            let minX = clip.minX <= 0 ? 0 : clip.minX + pad, minY = clip.minY <= 0 ? 0 : clip.minY + pad
            let maxX = clip.maxX >= view.x ? canvas.x : clip.maxX + pad
            let maxY = clip.maxY >= view.y ? canvas.y : clip.maxY + pad
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return result
    }

    /// Non-background pixels of a padded render `image` lying ``slack`` or more pixels outside
    /// the view (`viewPixels` wide and high, at offset ``padPixels``), by edge.
    func outside(in image: RGBAImage, viewPixels: SIMD2<Int>, ring: BorderRing) -> BorderRing.Count {
        var count = BorderRing.Count()
        let left = padPixels - Self.slack, top = padPixels - Self.slack
        let right = padPixels + viewPixels.x + Self.slack, bottom = padPixels + viewPixels.y + Self.slack
        for y in 0 ..< image.height {
            let above = y < top, below = y >= bottom
            // Rows beside the view: only the pad columns lie outside it.
            let columns: [Range<Int>] = above || below
                ? [0 ..< image.width] : [0 ..< Swift.max(0, left), Swift.min(right, image.width) ..< image.width]
            for range in columns {
                for x in range where !ring.isBackground(image[x, y]) {
                    if above { count.top += 1 } else if below { count.bottom += 1 } else if x < left { count.left += 1 } else {
                        count.right += 1
                    }
                }
            }
        }
        return count
    }
}
