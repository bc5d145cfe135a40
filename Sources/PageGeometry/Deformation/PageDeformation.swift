/// A map from the flat page, in canonical page coordinates, onto a surface in 3-D.
///
/// Canonical page coordinates (see <doc:CoordinateSystems>): points, origin at the page's
/// top-left, x to the right, y down, z toward the viewer; the spine is the left edge `x = 0` and
/// the page turns toward `-x`. The untouched page lies in the plane `z = 0`.
///
/// Every conforming type is an isometry (paper does not stretch) and keeps the page at `z >= 0`.
/// <doc:HowTheCurlIsComputed> derives the deformations this module provides.
public protocol PageDeformation: Sendable {
    /// Where the material point `point` of the flat page lies in 3-D, in points.
    func position(of point: SIMD2<Double>) -> SIMD3<Double>

    /// The unit normal of the page's **front** side (the side facing `+z` while the page lies
    /// flat) at the material point `point`: `+z` where untouched, `-z` where the page lies folded
    /// over on top of itself.
    func normal(at point: SIMD2<Double>) -> SIMD3<Double>

    /// Position and front normal at once, sharing the work (one sine and cosine per point).
    /// Mesh building calls this.
    func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>)

    /// How the surface is ruled and where it bends, so that ``PageMesh`` can place its vertices
    /// densely across the bends and sparsely where the page is flat.
    ///
    /// The default is ``MeshSamplingHint/unknown``: the mesh builder then samples a grid and
    /// refines it where it measures the normal turning. A deformation that knows its structure
    /// (every deformation of this module does) says so, and gets a smaller, exact mesh.
    var meshSamplingHint: MeshSamplingHint { get }
}

extension PageDeformation {
    /// Default: the position alone, from ``surface(at:)``.
    @inlinable
    public func position(of point: SIMD2<Double>) -> SIMD3<Double> { surface(at: point).position }

    /// Default: the normal alone, from ``surface(at:)``.
    @inlinable
    public func normal(at point: SIMD2<Double>) -> SIMD3<Double> { surface(at: point).normal }

    /// Default: ``MeshSamplingHint/unknown`` (the mesh builder measures the surface itself).
    @inlinable
    public var meshSamplingHint: MeshSamplingHint { .unknown }
}
