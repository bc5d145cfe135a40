import PageEffects
import PageGeometry

/// What the desk-shadow pass needs for one frame: the footprints of the bound pages
/// (`PageDrawable/isBound`) on the desk, as rectangles in view points, each weighted by how much
/// it darkens the desk.
///
/// A footprint is one of a page's ``DeskFootprint`` rectangles in its own plane (the page
/// rectangle for a page lying flat; the part a rigid leaf covers as it rises; a curl's paper
/// still lying in the plane, and its lifted paper), placed into the view by the drawable's
/// placement (a rigid map: translations, mirrors, rotations in the plane and uniform scales keep
/// it a rectangle). Its weight is the drawable's opacity divided by `1 + lift / fadeHeight` for
/// its highest point: a leaf high above the desk casts a lighter shadow, and one coming to rest a
/// full one, so the shadow around the book follows a turn (a cover landing where no page lay)
/// without a jump.
///
/// Rebuilt in place each frame (fixed-size arrays): no allocation.
struct DeskShadow {
    static let maximumFootprints = DeskShadowShaderSource.maximumFootprints

    /// Footprints used, `0 ... maximumFootprints`.
    private(set) var count = 0
    /// Per footprint: centre x, y (view points), unit axis along the page's x.
    private(set) var centreAxis = [Float](repeating: 0, count: 4 * DeskShadow.maximumFootprints)
    /// Per footprint: half extents along the page's x and y (view points), weight, 0.
    private(set) var extentWeight = [Float](repeating: 0, count: 4 * DeskShadow.maximumFootprints)
    /// The view rectangle the pass covers: every footprint grown by the radius (min x, min y,
    /// max x, max y, view points).
    private(set) var area = SIMD4<Double>(0, 0, 0, 0)

    /// Collects the footprints of `frame`'s bound drawables (the first
    /// ``maximumFootprints`` of them), reaching `radius` points beyond them. `footprint` gives
    /// drawable `index`'s ``DeskFootprint``, or `nil` when it has no mesh yet.
    mutating func update(frame: Frame, radius: Double, fadeHeight: Double,
                         footprint: (_ index: Int) -> DeskFootprint?) {
        count = 0
        var low = SIMD2<Double>(repeating: .infinity), high = SIMD2<Double>(repeating: -.infinity)
        for index in frame.drawables.indices where count < Self.maximumFootprints {
            let drawable = frame.drawables[index]
            let opacity = ShadingParameters.unit(drawable.opacity)
            guard drawable.isBound, opacity > 0, drawable.placement.isFinite,
                  let rectangles = footprint(index) else { continue }
            for part in 0 ..< rectangles.count where count < Self.maximumFootprints {
                add(rectangles[part], placement: drawable.placement, opacity: opacity, fadeHeight: fadeHeight,
                    low: &low, high: &high)
            }
        }
        area = count > 0
            ? SIMD4(low.x - radius, low.y - radius, high.x + radius, high.y + radius) : .zero
    }

    /// Adds `rectangle` of a page placed by `placement`, growing the box from `low` to `high`
    /// (view points) to hold it.
    private mutating func add(_ rectangle: DeskFootprint.Rectangle, placement p: Transform3D, opacity: Double,
                              fadeHeight: Double, low: inout SIMD2<Double>, high: inout SIMD2<Double>) {
        let box = rectangle.box, u = rectangle.axis, v = SIMD2(-rectangle.axis.y, rectangle.axis.x)
        // (A box of no width or no height is a leaf standing on its edge: its line casts.)
        guard box.z >= box.x, box.w >= box.y, box.z > box.x || box.w > box.y else { return }
        let centre = (box.x + box.z) / 2 * u + (box.y + box.w) / 2 * v
        let c = p.apply(to: SIMD3(centre.x, centre.y, 0))
        let alongX = p.apply(to: SIMD3(centre.x + u.x, centre.y + u.y, 0)) - c
        let alongY = p.apply(to: SIMD3(centre.x + v.x, centre.y + v.y, 0)) - c
        let scaleX = (alongX.x * alongX.x + alongX.y * alongX.y).squareRoot()
        let scaleY = (alongY.x * alongY.x + alongY.y * alongY.y).squareRoot()
        guard scaleX > 0, scaleY > 0, scaleX.isFinite, scaleY.isFinite, c.x.isFinite, c.y.isFinite else { return }
        let axis = SIMD2(alongX.x, alongX.y) / scaleX
        let half = SIMD2((box.z - box.x) / 2 * scaleX, (box.w - box.y) / 2 * scaleY)
        let lift: Double = Swift.max(rectangle.lift, 0) * Swift.max(scaleX, scaleY)
        let weight: Double = opacity / (1 + lift / fadeHeight)
        let offset = 4 * count
        centreAxis[offset] = Float(c.x)
        centreAxis[offset + 1] = Float(c.y)
        centreAxis[offset + 2] = Float(axis.x)
        centreAxis[offset + 3] = Float(axis.y)
        extentWeight[offset] = Float(half.x)
        extentWeight[offset + 1] = Float(half.y)
        extentWeight[offset + 2] = Float(weight)
        extentWeight[offset + 3] = 0
        // The rectangle's bounding box in the view.
        let reachX: Double = abs(axis.x) * half.x + abs(axis.y) * half.y
        let reachY: Double = abs(axis.y) * half.x + abs(axis.x) * half.y
        low = pointwiseMin(low, SIMD2(c.x - reachX, c.y - reachY))
        high = pointwiseMax(high, SIMD2(c.x + reachX, c.y + reachY))
        count += 1
    }
}
