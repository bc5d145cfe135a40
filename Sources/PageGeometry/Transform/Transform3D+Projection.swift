extension Transform3D {
    /// How close to edge-on ``unprojectPlanePoint(_:)`` lets the plane be, as a unit-free
    /// ratio in `[0, 1]`: 0 means edge-on (or collapsed), 1 facing the viewer squarely.
    ///
    /// Rows 1, 2 and 4 of the matrix are the homogeneous images of the plane's x direction, y
    /// direction and origin; their four 3×3 minors `(a, b, c, e)` (columns `yzw`, `xzw`, `xyw`,
    /// `xyz`) describe the image plane `a·x + b·y + c·z + e·w = 0` in Core Animation's projected
    /// space, where the view is orthographic along z. Two ratios are checked:
    /// - `|c| / |(a, b, c)|`, the cosine of the angle between the image plane's normal and the
    ///   line of sight: 0 when the plane contains the line of sight (a page turned a quarter
    ///   about a spine through the vanishing point);
    /// - `|(a, b, c, e)| / (|r1|·|r2|·|r4|)`, Hadamard's ratio for the three rows: 0 when they
    ///   are dependent, so the plane maps onto a line (what a ``flattened`` transform of an
    ///   edge-on layer does, having no z left to tilt).
    ///
    /// An exactly edge-on page carries rounding of about 1e-16 in these ratios (`cos(π/2)` is
    /// `6.1e-17`); 1e-12 sits four orders above that, while a page within a microradian of
    /// edge-on still measures about 1e-6, and neither ratio depends on the plane's scale. The
    /// second ratio falls as `1/t` with a translation of `t` points, harmless below 1e9 points.
    public static let edgeOnTolerance = 1e-12

    /// The transform with Core Animation's *flattening* applied: what an ordinary (not
    /// `CATransformLayer`) superlayer does to its sublayers, projecting them into its own plane
    /// `z = 0` before its own transform applies.
    ///
    /// The third column and the third row become those of the identity (`m13 = m23 = m43 = 0`,
    /// `m31 = m32 = m34 = 0`, `m33 = 1`). A flat layer's points have `z = 0`, so they map to the
    /// same `(x, y, w)` as before and to `z = 0`; the matrix stays invertible whenever the layer
    /// is not seen edge-on. Chain layers as Core Animation renders them:
    /// `child.transformToSuperlayer(in: parent).flattened.concatenating(parent.transformToSuperlayer(in: root))`.
    @inlinable
    public var flattened: Transform3D {
        var result = self
        result.m13 = 0; result.m23 = 0; result.m43 = 0
        result.m31 = 0; result.m32 = 0; result.m34 = 0
        result.m33 = 1
        return result
    }

    /// Where the point `(x, y, 0)` of the plane `z = 0` appears once transformed and projected:
    /// the x and y of ``apply(to:)``, divided by `w`, with z dropped. Points.
    ///
    /// As with ``apply(to:)``, a point on or behind the eye (`w <= 0`) gives the division as is.
    @inlinable
    public func projectPlanePoint(_ point: SIMD2<Double>) -> SIMD2<Double> {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return SIMD2(x, y) / w
    }

    /// The ratio of screen area to plane area where the point `(x, y, 0)` of the plane `z = 0`
    /// appears, once transformed and projected: the Jacobian determinant of
    /// ``projectPlanePoint(_:)`` at `point`, `det(H) / w³` for the plane's homography `H` (see
    /// ``unprojectPlanePoint(_:)``).
    ///
    /// Positive where the plane's front (the side facing `+z` before the transform) faces the
    /// viewer, negative where its back does, 0 where the plane is seen edge-on. 1 for the
    /// identity; `s²` for a scale by `s`; `(d / (d - z))²` for a plane moved to `z` under a
    /// perspective with the eye at distance `d`. Not finite where the point is at the eye's
    /// plane (`w = 0`).
    @inlinable
    public func planeAreaScale(at point: SIMD2<Double>) -> Double {
        let w = point.x * m14 + point.y * m24 + m44
        return planeHomographyDeterminant / (w * w * w)
    }

    /// The determinant of the 3×3 homography (rows and columns 1, 2 and 4) that maps the plane
    /// `z = 0` to the view.
    @inlinable
    var planeHomographyDeterminant: Double {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// The point of the plane `z = 0` that appears at `point` once transformed and projected:
    /// the inverse of ``projectPlanePoint(_:)``, exact. Points.
    ///
    /// This is the intersection of the line of sight through `point` with the transformed plane
    /// (hit testing a flipped or folded page). The plane maps to the view by the 3×3 homography
    /// `H` made of rows and columns 1, 2 and 4, so the answer is `(x, y, 1) · H⁻¹`, divided by
    /// its last entry. Row 3 plays no part (it acts on z, which is 0 on the plane), so a
    /// ``flattened`` transform, or a chain of them, works as well.
    ///
    /// Returns `nil` when there is no such point in front of the eye:
    /// - the plane is seen edge-on (it contains the line of sight, to within
    ///   ``edgeOnTolerance``),
    /// - `point` is on the plane's horizon (the image of its points at infinity),
    /// - the point found lies on or behind the eye (`w <= 0`), so nothing is visible there,
    /// - an input or the result is not finite.
    @inlinable
    public func unprojectPlanePoint(_ point: SIMD2<Double>) -> SIMD2<Double>? {
        // Rows of H: the images of the plane's x direction, y direction and origin in (x, y, w).
        let h11 = m11, h12 = m12, h13 = m14
        let h21 = m21, h22 = m22, h23 = m24
        let h31 = m41, h32 = m42, h33 = m44
        // Cofactors of H; (x, y, 1) · adj(H) = det(H) · (x, y, 1) · H⁻¹.
        let c11 = h22 * h33 - h23 * h32, c12 = h23 * h31 - h21 * h33, c13 = h21 * h32 - h22 * h31
        let c21 = h13 * h32 - h12 * h33, c22 = h11 * h33 - h13 * h31, c23 = h12 * h31 - h11 * h32
        let c31 = h12 * h23 - h13 * h22, c32 = h13 * h21 - h11 * h23, c33 = h11 * h22 - h12 * h21
        let det = h11 * c11 + h12 * c12 + h13 * c13
        guard det != 0, det.isFinite else { return nil }
        guard !isEdgeOn(homographyDeterminant: det) else { return nil }
        let qx = point.x * c11 + point.y * c12 + c13
        let qy = point.x * c21 + point.y * c22 + c23
        let qw = point.x * c31 + point.y * c32 + c33
        guard qw != 0 else { return nil }
        let result = SIMD2(qx / qw, qy / qw)
        guard result.x.isFinite, result.y.isFinite else { return nil }
        // w of the point found, recomputed forward: > 0 in front of the eye.
        let w = result.x * h13 + result.y * h23 + h33
        guard w > 0, w.isFinite else { return nil }
        return result
    }

    /// Whether the plane map is too close to edge-on or degenerate for
    /// ``unprojectPlanePoint(_:)``: either ratio of ``edgeOnTolerance`` at or below it.
    @inlinable
    func isEdgeOn(homographyDeterminant c: Double) -> Bool {
        let a = m12 * (m23 * m44 - m24 * m43) - m13 * (m22 * m44 - m24 * m42) + m14 * (m22 * m43 - m23 * m42)
        let b = m11 * (m23 * m44 - m24 * m43) - m13 * (m21 * m44 - m24 * m41) + m14 * (m21 * m43 - m23 * m41)
        let e = m11 * (m22 * m43 - m23 * m42) - m12 * (m21 * m43 - m23 * m41) + m13 * (m21 * m42 - m22 * m41)
        let tilt = (a * a + b * b + c * c).squareRoot()
        let volume = (a * a + b * b + c * c + e * e).squareRoot()
        let r1 = (m11 * m11 + m12 * m12 + m13 * m13 + m14 * m14).squareRoot()
        let r2 = (m21 * m21 + m22 * m22 + m23 * m23 + m24 * m24).squareRoot()
        let r4 = (m41 * m41 + m42 * m42 + m43 * m43 + m44 * m44).squareRoot()
        return !(abs(c) > Self.edgeOnTolerance * tilt) || !(volume > Self.edgeOnTolerance * r1 * r2 * r4)
    }
}
