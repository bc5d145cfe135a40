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
}
