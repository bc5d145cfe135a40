import PageMath

/// XBPageCurl's cylinder: the page wraps around a virtual cylinder lying on it.
///
/// The axis passes through ``axisPoint`` (canonical page coordinates, points) with direction
/// `u = (cos axisAngle, sin axisAngle)`. Let `n = (sin axisAngle, -cos axisAngle)` and
/// `d = (p - axisPoint) · n`, the signed distance of a material point `p` from the axis line:
/// - `d <= 0`: the point stays flat, at `z = 0`;
/// - `0 < d < π·r`: it wraps onto the cylinder of radius `r`, through the angle `d / r`;
/// - `d >= π·r`: it lies flat on top at `z = 2r`, running back toward `-n`.
///
/// With `axisAngle = π/2` the axis is vertical, `n = (1, 0)`, and the part of the page to the
/// right of the axis curls over toward the spine, the canonical turning direction.
///
/// The map is an exact isometry and C¹ across both boundaries. A radius of `0` is a crease:
/// the part past the axis lies folded flat on top at `z = 0` with normal `-z`.
/// A negative or non-finite radius is treated as `0`, also when set through ``radius``.
/// Every finite input point gives a finite position and a unit normal.
///
/// <doc:HowTheCurlIsComputed> derives the formulas; `CurlTracker` places the cylinder under a
/// finger.
public struct CylinderDeformation: PageDeformation, Hashable {
    /// A point of the cylinder's axis line, in canonical page coordinates (points).
    public var axisPoint: SIMD2<Double>
    /// The axis direction's angle from `+x`, in radians (y down, so positive turns toward `+y`).
    public var axisAngle: Double {
        didSet { curlDirection = Self.curlDirection(axisAngle: axisAngle) }
    }
    /// The cylinder's radius in points, `>= 0`. A negative or non-finite value set here is used
    /// as `0` (a crease).
    public var radius: Double

    /// The unit vector `n = (sin axisAngle, -cos axisAngle)` pointing from the axis into the
    /// part of the page that curls. Kept with ``axisAngle`` (worked out when the angle is set), so
    /// that ``surface(at:)`` costs no trigonometry beyond the point's own angle on the cylinder.
    public private(set) var curlDirection: SIMD2<Double>

    /// Creates a cylinder deformation. `radius` is clamped to `>= 0` (non-finite gives 0).
    public init(axisPoint: SIMD2<Double>, axisAngle: Double, radius: Double) {
        self.axisPoint = axisPoint
        self.axisAngle = axisAngle
        self.radius = radius.isFinite ? Swift.max(0, radius) : 0
        curlDirection = Self.curlDirection(axisAngle: axisAngle)
    }

    /// `(sin a, -cos a)` for the axis angle `a`.
    static func curlDirection(axisAngle: Double) -> SIMD2<Double> {
        SIMD2(Double.sin(axisAngle), -Double.cos(axisAngle))
    }

    /// The axis direction `u = (cos axisAngle, sin axisAngle)`.
    @inlinable
    public var axisDirection: SIMD2<Double> { SIMD2(Double.cos(axisAngle), Double.sin(axisAngle)) }

    /// The signed distance `d = (p - axisPoint) · n` of a material point from the axis, in points:
    /// `<= 0` flat, `(0, π·r)` on the cylinder, `>= π·r` folded over.
    @inlinable
    public func signedDistance(of point: SIMD2<Double>) -> Double {
        let n = curlDirection
        return (point.x - axisPoint.x) * n.x + (point.y - axisPoint.y) * n.y
    }

    /// The radius the map uses, points: ``radius`` when finite and positive, else `0` (a crease).
    @inlinable
    public var effectiveRadius: Double { radius.isFinite ? Swift.max(0, radius) : 0 }

    /// The ruling structure: lines parallel to the axis; curved for `d` in `[0, π·r]`.
    @inlinable
    public var meshSamplingHint: MeshSamplingHint {
        let r = effectiveRadius
        return .parallelRulings(origin: axisPoint, across: curlDirection, bend: 0...(Double.pi * r), radius: r)
    }

    /// Position and front normal of a material point (one sine and cosine of the axis angle and,
    /// on the curved part, one of the wrap angle).
    @inlinable
    public func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>) {
        let n = curlDirection
        let d = (point.x - axisPoint.x) * n.x + (point.y - axisPoint.y) * n.y
        if !(d > 0) {
            return (SIMD3(point.x, point.y, 0), SIMD3(0, 0, 1))
        }
        // The foot of the point on the axis line: where the page leaves the plane.
        let footX = point.x - d * n.x, footY = point.y - d * n.y
        let r = effectiveRadius
        let arc = Double.pi * r
        if d < arc {
            let theta = d / r
            let (s, c) = Double.sineAndCosine(theta)
            let along = r * s
            return (
                SIMD3(footX + along * n.x, footY + along * n.y, r * (1 - c)),
                SIMD3(-s * n.x, -s * n.y, c)
            )
        }
        let back = d - arc
        return (SIMD3(footX - back * n.x, footY - back * n.y, 2 * r), SIMD3(0, 0, -1))
    }
}
