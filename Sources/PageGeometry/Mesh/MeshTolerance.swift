import PageMath

/// How closely a ``PageMesh`` follows the exact surface: no visible facets.
///
/// Two bounds, both met by every mesh the builder makes from a deformation that gives a
/// ``MeshSamplingHint`` (and, on smooth surfaces, by the measured grid it makes otherwise):
/// - **Shading**: across any triangle edge the normal turns by at most ``maximumFacetAngle``;
///   5° keeps Lambert shading free of bands.
/// - **Silhouette**: the midpoint of any triangle edge lies within ``maximumSagitta`` of the
///   image of the corresponding material midpoint; a quarter point is below what a 1× or 2×
///   display shows along a curl's outline. On a bend of radius `r` a facet spanning `Δψ` radians
///   has sagitta `r·(1 - cos(Δψ/2))`, so at large radii this bound, not the angle, sets the
///   spacing.
///
/// Values out of range are clamped where the mesh builder reads them: the angle to
/// `[0.1°, 90°]` (NaN gives 5°), the sagitta to `>= 0.001` points (NaN gives 0.25).
public struct MeshTolerance: Hashable, Sendable {
    /// The largest angle, in radians, by which the normal may turn across one triangle edge.
    /// Default `5°` (`0.0873`).
    public var maximumFacetAngle: Double
    /// The largest distance, in points, between a triangle edge's midpoint and the true surface.
    /// Default `0.25`.
    public var maximumSagitta: Double

    /// Creates a tolerance; the defaults are 5° and a quarter point.
    public init(maximumFacetAngle: Double = 5 * Double.pi / 180, maximumSagitta: Double = 0.25) {
        self.maximumFacetAngle = maximumFacetAngle
        self.maximumSagitta = maximumSagitta
    }

    /// 5° per facet, a quarter point of sagitta.
    public static let `default` = MeshTolerance()

    /// The facet angle the builder uses: clamped to `[0.1°, 90°]`, NaN gives the default.
    var effectiveFacetAngle: Double {
        if maximumFacetAngle.isNaN { return MeshTolerance.default.maximumFacetAngle }
        return Swift.min(Double.pi / 2, Swift.max(0.1 * Double.pi / 180, maximumFacetAngle))
    }

    /// The sagitta the builder uses: clamped to `>= 0.001` points, NaN gives the default.
    var effectiveSagitta: Double {
        if maximumSagitta.isNaN { return MeshTolerance.default.maximumSagitta }
        return Swift.max(0.001, maximumSagitta)
    }

    /// The largest angle, in radians, a facet may span on a bend whose radius of curvature is
    /// at most `radius` points: the facet angle, or less where the sagitta bound is tighter.
    func facetAngle(forRadius radius: Double) -> Double {
        let angle = effectiveFacetAngle
        guard radius > 0, radius.isFinite else { return radius > 0 ? 0 : angle }
        let ratio = effectiveSagitta / radius
        if ratio >= 2 { return angle }
        // r·(1 - cos(Δψ/2)) <= s  ⇔  Δψ <= 2·acos(1 - s/r)
        return Swift.min(angle, 2 * Double.acos(1 - ratio))
    }
}
