import PageGeometry

/// A place where a released curl can come to rest, as XBPageCurl's `XBSnappingPoint`: a cylinder
/// (position, angle, radius) and a weight.
///
/// The cylinder is given in the turning page's canonical frame (points; spine at `x = 0`), so one
/// snapping point serves every binding and both directions. For example a page left curled open
/// at its bottom corner:
///
/// ```swift
/// CurlSnappingPoint(position: SIMD2(240, 420), angle: .pi / 2 + 0.5, radius: 30)
/// ```
///
/// On release the controller compares where the grabbed point would travel (its projected
/// position) with where it would lie at rest, turned over, and at each snapping point; distances
/// to a snapping point are divided by its ``weight``, so a heavier point attracts from farther.
/// The page then moves to the winner. It rests at the snapping point's cylinder as closely as
/// the spine allows (a cylinder that would tear the page off its spine is eased by the tracker).
public struct CurlSnappingPoint: Hashable, Sendable {
    /// A point of the cylinder's axis, canonical page coordinates (points).
    public var position: SIMD2<Double>
    /// The axis direction's angle from `+x`, radians (see `CylinderDeformation.axisAngle`).
    public var angle: Double
    /// The cylinder's radius, points (`>= 0`; negative or non-finite counts as `0`).
    public var radius: Double
    /// How strongly the point attracts a released page, `> 0` (default 1). Non-positive or
    /// non-finite weights never attract.
    public var weight: Double

    /// Creates a snapping point.
    public init(position: SIMD2<Double>, angle: Double, radius: Double, weight: Double = 1) {
        self.position = position
        self.angle = angle
        self.radius = radius
        self.weight = weight
    }

    /// The cylinder the page rests on.
    public var deformation: CylinderDeformation {
        CylinderDeformation(axisPoint: position, axisAngle: angle, radius: radius)
    }

    /// Where the page rests on this point in a page of `pageSize` points: the fore-edge corner
    /// the cylinder curls deepest (the grab) and where that corner lies (the finger); `nil` when
    /// the cylinder leaves the page flat.
    func rest(pageSize size: SIMD2<Double>) -> (grab: SIMD2<Double>, finger: SIMD2<Double>)? {
        let cylinder = deformation
        let top = SIMD2(size.x, 0), bottom = size
        let dt = cylinder.signedDistance(of: top), db = cylinder.signedDistance(of: bottom)
        guard dt.isFinite, db.isFinite, Swift.max(dt, db) > 0 else { return nil }
        let corner = dt >= db ? top : bottom
        let p = cylinder.position(of: corner)
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return (corner, SIMD2(p.x, p.y))
    }
}
