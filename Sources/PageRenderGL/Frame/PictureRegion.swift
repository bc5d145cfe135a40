import PageGeometry

/// The pixels of a picture that a frame can draw anything in but its background, gathered from
/// boxes that hold what is drawn (a page's mesh, the desk's shadow): GL window coordinates,
/// pixels from the bottom-left.
///
/// ``OffscreenRenderer`` draws only this part of a picture over an opaque background, into a
/// target that size, and fills the rest with the background: the clear, the drawing and the
/// read-back of the desk around a book are left out, to the same pixels.
struct PictureRegion {
    /// Pixels any part of which lies this close to what is drawn are taken in (the outline's
    /// smoothing reaches half a pixel past it, and rasterising rounds).
    static let margin = 2.0

    /// The picture's size in pixels.
    let pixelSize: SIMD2<Double>
    private var lowest = SIMD2<Double>(repeating: .infinity)
    private var highest = SIMD2<Double>(repeating: -.infinity)
    /// Whether everything taken in so far lies in front of the eye (a box reaching behind it
    /// bounds nothing on the screen).
    private(set) var isBounded = true

    init(pixelSize: SIMD2<Double>) {
        self.pixelSize = pixelSize
    }

    /// Takes in the box from `low` to `high` (a frame's points, mapped to clip space by
    /// `modelViewProjection`). A box in front of the eye projects into the bounding box of its
    /// eight corners' projections (a convex solid's projection is the hull of its corners').
    mutating func include(low: SIMD3<Double>, high: SIMD3<Double>, modelViewProjection: Transform3D) {
        for corner in 0 ..< 8 {
            let point = SIMD3(corner & 1 == 0 ? low.x : high.x, corner & 2 == 0 ? low.y : high.y,
                              corner & 4 == 0 ? low.z : high.z)
            guard let (window, _) = FrameRenderer.windowAndDepth(of: point, modelViewProjection: modelViewProjection,
                                                                 pixelSize: pixelSize),
                  window.x.isFinite, window.y.isFinite else {
                isBounded = false
                return
            }
            lowest = pointwiseMin(lowest, window)
            highest = pointwiseMax(highest, window)
        }
    }

    /// The pixels taken in, with ``margin``, within `bounds` (the picture, or its clip); `nil`
    /// when something taken in is not bounded on the screen.
    func box(within bounds: PixelBox) -> PixelBox? {
        guard isBounded else { return nil }
        guard lowest.x <= highest.x, lowest.y <= highest.y else { return PixelBox(low: bounds.low, high: bounds.low) }
        return PixelBox(from: lowest, to: highest, margin: Self.margin).intersection(bounds)
    }
}
