import PageMath

/// A 4×4 homogeneous transform with Core Animation's semantics exactly (`CATransform3D`).
///
/// - Points are **row vectors**: a point `p` maps to `p · M`, so translation lives in
///   `m41`, `m42`, `m43`, and perspective in `m34` (`-1/d` for an eye at distance `d` points).
/// - ``concatenating(_:)`` means "self, then other", as `CATransform3DConcat(self, other)`.
/// - ``translatedBy(x:y:z:)``, ``scaledBy(x:y:z:)`` and ``rotated(by:x:y:z:)`` put the new
///   operation *before* `self`, as `CATransform3DTranslate`, `CATransform3DScale` and
///   `CATransform3DRotate` do.
/// - Rotations follow `CATransform3DMakeRotation`: the axis is normalised, a zero axis gives the
///   identity, and with UIKit's y-down page coordinates a negative angle about `+y` lifts the
///   `+x` edge toward the viewer (`+z`).
///
/// Lengths are in points, angles in radians. For the points of a flat layer (the plane `z = 0`),
/// ``projectPlanePoint(_:)`` gives where they are seen and ``unprojectPlanePoint(_:)`` finds the
/// point seen at a place on screen; see <doc:CoordinateSystems>.
public struct Transform3D: Hashable, Sendable {
    /// Row 1, column 1.
    public var m11: Double
    /// Row 1, column 2.
    public var m12: Double
    /// Row 1, column 3.
    public var m13: Double
    /// Row 1, column 4 (perspective in x; 0 for an affine transform).
    public var m14: Double
    /// Row 2, column 1.
    public var m21: Double
    /// Row 2, column 2.
    public var m22: Double
    /// Row 2, column 3.
    public var m23: Double
    /// Row 2, column 4 (perspective in y; 0 for an affine transform).
    public var m24: Double
    /// Row 3, column 1.
    public var m31: Double
    /// Row 3, column 2.
    public var m32: Double
    /// Row 3, column 3.
    public var m33: Double
    /// Row 3, column 4: the perspective term, `-1/d` for an eye `d` points in front of the plane.
    public var m34: Double
    /// Row 4, column 1: translation along x, in points.
    public var m41: Double
    /// Row 4, column 2: translation along y, in points.
    public var m42: Double
    /// Row 4, column 3: translation along z, in points.
    public var m43: Double
    /// Row 4, column 4: the homogeneous scale, 1 for an ordinary transform.
    public var m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    @inlinable
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// A translation by `(x, y, z)` points (`CATransform3DMakeTranslation`).
    @inlinable
    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale by the factors `(x, y, z)` about the origin (`CATransform3DMakeScale`).
    @inlinable
    public init(scaleX x: Double, y: Double, z: Double) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation by `rotationAngle` radians about the axis `(x, y, z)` through the origin
    /// (`CATransform3DMakeRotation`).
    ///
    /// The axis is normalised first; a zero (or non-finite) axis gives ``identity``.
    /// A positive angle about `+z` turns `+x` toward `+y` (clockwise on a y-down screen);
    /// a negative angle about `+y` lifts `+x` toward `+z`.
    @inlinable
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let ux = x / length, uy = y / length, uz = z / length
        let c = Double.cos(angle), s = Double.sin(angle), t = 1 - c
        self.init(
            m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
            m21: ux * uy * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
            m31: ux * uz * t + uy * s, m32: uy * uz * t - ux * s, m33: c + uz * uz * t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// A perspective transform with the eye `distance` points in front of the z = 0 plane:
    /// the identity with `m34 = -1/distance`. A zero or infinite distance gives ``identity``
    /// (an orthographic view).
    @inlinable
    public init(perspectiveDistance distance: Double) {
        self = .identity
        if distance != 0, distance.isFinite { m34 = -1 / distance }
    }

    /// `self` preceded by a translation (`CATransform3DTranslate(self, x, y, z)`).
    @inlinable
    public func translatedBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a scale (`CATransform3DScale(self, x, y, z)`).
    @inlinable
    public func scaledBy(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// `self` preceded by a rotation of `angle` radians about `(x, y, z)`
    /// (`CATransform3DRotate(self, angle, x, y, z)`).
    @inlinable
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// "`self`, then `other`": the matrix product `self · other` (`CATransform3DConcat(self, other)`).
    @inlinable
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44
        )
    }

    /// The homogeneous image `(x, y, z, w)` of a point, before the division by `w`.
    @inlinable
    public func applyHomogeneous(to p: SIMD3<Double>) -> SIMD4<Double> {
        SIMD4(
            p.x * m11 + p.y * m21 + p.z * m31 + m41,
            p.x * m12 + p.y * m22 + p.z * m32 + m42,
            p.x * m13 + p.y * m23 + p.z * m33 + m43,
            p.x * m14 + p.y * m24 + p.z * m34 + m44
        )
    }

    /// Maps a point (row vector `[x y z 1] · M`) and divides by `w`, as Core Animation projects.
    ///
    /// A point on or behind the eye plane (`w <= 0`) has no meaningful projection; the result is
    /// then the division as is (infinite or mirrored), so callers that may see such points should
    /// check ``applyHomogeneous(to:)``'s `w` first.
    @inlinable
    public func apply(to point: SIMD3<Double>) -> SIMD3<Double> {
        let h = applyHomogeneous(to: point)
        if h.w == 1 { return SIMD3(h.x, h.y, h.z) }
        return SIMD3(h.x, h.y, h.z) / h.w
    }

    /// Whether this is exactly the identity (`CATransform3DIsIdentity`).
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Whether this transform is an affine map of the plane z = 0 onto itself: no perspective,
    /// no z terms (`CATransform3DIsAffine`).
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// The determinant of the 4×4 matrix.
    @inlinable
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse transform, or `nil` when the matrix is singular (`CATransform3DInvert`, which
    /// returns its argument unchanged instead of `nil`).
    ///
    /// The matrix counts as singular when its determinant is zero or not finite, or negligible
    /// next to the product of its four row lengths (relative tolerance ``singularityTolerance``).
    /// By Hadamard's inequality that ratio lies in `[0, 1]`; it is 1 for a rotation, does not
    /// depend on how large a scale is, and falls only as `1/t` with a translation of `t` points,
    /// so a page a million points away still inverts while a matrix that collapses a direction
    /// (a zero scale, a layer squashed flat) does not.
    public func inverted() -> Transform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det.isFinite, det != 0,
              abs(det) > Self.singularityTolerance * rowLengthProduct
        else { return nil }
        let k = 1 / det
        let inverse = Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k
        )
        return inverse.isFinite ? inverse : nil
    }

    /// Relative size below which ``inverted()`` treats a determinant as zero: the determinant is
    /// compared with the product of the four row lengths (Hadamard's bound, which it can never
    /// exceed). Rounding leaves about 1e-16 of that bound in the determinant of a matrix that is
    /// singular in exact arithmetic (say a rotation composed with a zero scale); 1e-12 sits four
    /// orders above that, while a usable transform stays far above it (a translation by `t`
    /// points gives about `1/t`, a scale by `s` along one axis does not lower it at all).
    public static let singularityTolerance = 1e-12

    /// Whether all sixteen entries are finite (no NaN, no infinity).
    @inlinable
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The product of the Euclidean lengths of the four rows: Hadamard's upper bound on
    /// `abs(determinant)`.
    @usableFromInline
    var rowLengthProduct: Double {
        let r1 = (m11 * m11 + m12 * m12 + m13 * m13 + m14 * m14).squareRoot()
        let r2 = (m21 * m21 + m22 * m22 + m23 * m23 + m24 * m24).squareRoot()
        let r3 = (m31 * m31 + m32 * m32 + m33 * m33 + m34 * m34).squareRoot()
        let r4 = (m41 * m41 + m42 * m42 + m43 * m43 + m44 * m44).squareRoot()
        return r1 * r2 * r3 * r4
    }
}
