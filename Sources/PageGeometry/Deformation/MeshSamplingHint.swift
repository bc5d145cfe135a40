/// What a deformation tells the mesh builder about its surface: how it is ruled and where it bends.
///
/// The deformations of this module map the page onto *ruled* surfaces: through every point runs a
/// straight line of the page that stays straight in 3-D (a *ruling*). Cutting the page along
/// rulings gives strips whose corners are exact surface points and whose straight edges are exact
/// too, so ``PageMesh`` only has to sample *across* the rulings, and only where the surface bends.
/// See <doc:HowTheCurlIsComputed> for the sampling bounds.
///
/// All values are in canonical page coordinates (points, radians).
public enum MeshSamplingHint: Hashable, Sendable {
    /// The whole page is mapped rigidly onto one plane: two triangles per side are exact.
    case planar

    /// Ruled by lines parallel to each other (a cylinder, as ``CylinderDeformation``).
    ///
    /// - `origin`, `across`: the bend parameter of a material point `p` is
    ///   `s = (p - origin) · across`, with `across` a unit vector perpendicular to the rulings.
    /// - `bend`: the interval of `s` where the surface is curved; it is a circular cylinder of
    ///   radius `radius` there (the normal turns by `1 / radius` radians per point of `s`), and
    ///   planar on either side. A zero-length interval (or `radius == 0`) is a crease: the normal
    ///   jumps there, and the mesh builder gives each side its own vertices.
    case parallelRulings(origin: SIMD2<Double>, across: SIMD2<Double>, bend: ClosedRange<Double>, radius: Double)

    /// Ruled by rays from one point (a cone, as ``ConeDeformation``).
    ///
    /// - `apex`: where the rays meet. The bend parameter of a material point `p` is its polar
    ///   angle `φ = atan2(p.x - apex.x, p.y - apex.y)` about the apex, measured from `+y`
    ///   toward `+x`, in radians.
    /// - `bend`: the interval of `φ` where the surface is curved; it is a circular cone of
    ///   half-angle `coneAngle` there: the normal turns by `cot(coneAngle)` radians per radian of
    ///   `φ`, and at distance `R` from the apex the radius of curvature across the rulings is
    ///   `R · tan(coneAngle)`. The surface is planar on either side. A zero-length interval (or
    ///   `coneAngle == 0`) is a crease.
    ///
    /// The mesh builder uses this structure when the whole page lies on the side `y >= apex.y`
    /// of the apex (on that side `φ` is in `[-π/2, π/2]`); otherwise it falls back to
    /// ``unknown``.
    case rulingsThroughApex(apex: SIMD2<Double>, bend: ClosedRange<Double>, coneAngle: Double)

    /// Nothing is known: the mesh builder samples a grid and refines it where the normal turns.
    case unknown
}
