import PageMath

/// A 2-D affine transform with `CGAffineTransform`'s layout and row-vector semantics:
/// `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`.
///
/// Lengths are in points, angles in radians. As with ``Transform3D``,
/// ``concatenating(_:)`` means "self, then other" (`CGAffineTransformConcat`), and
/// ``translatedBy(x:y:)``, ``scaledBy(x:y:)`` and ``rotated(by:)`` put the new operation
/// *before* `self` (`CGAffineTransformTranslate`, `…Scale`, `…Rotate`). With UIKit's y-down
/// coordinates a positive rotation turns `+x` toward `+y` (clockwise on screen).
///
/// ``Transform3D/init(affine:)`` and ``Transform3D/affineTransform`` bridge to 3-D.
public struct AffineTransform2D: Hashable, Sendable {
    /// Row 1, column 1: how x feeds x' (scale / rotation term).
    public var a: Double
    /// Row 1, column 2: how x feeds y'.
    public var b: Double
    /// Row 2, column 1: how y feeds x'.
    public var c: Double
    /// Row 2, column 2: how y feeds y' (scale / rotation term).
    public var d: Double
    /// Translation along x, in points.
    public var tx: Double
    /// Translation along y, in points.
    public var ty: Double

    /// Creates an affine transform from its six entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity (`CGAffineTransformIdentity`).
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by `(x, y)` points (`CGAffineTransformMakeTranslation`).
    @inlinable
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by the factors `(x, y)` about the origin (`CGAffineTransformMakeScale`); a
    /// negative factor mirrors.
    @inlinable
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`):
    /// `a = cos`, `b = sin`, `c = -sin`, `d = cos`, so a positive angle turns `+x` toward `+y`.
    @inlinable
    public init(rotationAngle angle: Double) {
        let cosine = Double.cos(angle), sine = Double.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity (`CGAffineTransformIsIdentity`).
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The determinant `a·d - b·c`: the factor by which areas scale, negative for a mirror.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// Maps a point: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func apply(to point: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }

    /// "`self`, then `other`": the matrix product `self · other` (`CGAffineTransformConcat`).
    @inlinable
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// `self` preceded by a translation (`CGAffineTransformTranslate(self, x, y)`).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale (`CGAffineTransformScale(self, x, y)`).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation of `angle` radians (`CGAffineTransformRotate(self, angle)`).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `nil` when the matrix is singular
    /// (`CGAffineTransformInvert`, which returns its argument unchanged instead).
    ///
    /// Singular means a determinant that is zero, not finite, or below
    /// ``Transform3D/singularityTolerance`` times the product of the two column lengths
    /// `|(a, c)|·|(b, d)|` (Hadamard's bound; the translation does not enter it, since it
    /// never makes the map singular).
    public func inverted() -> AffineTransform2D? {
        let det = determinant
        let bound = (a * a + c * c).squareRoot() * (b * b + d * d).squareRoot()
        guard det.isFinite, det != 0, abs(det) > Transform3D.singularityTolerance * bound else {
            return nil
        }
        let k = 1 / det
        let inverse = AffineTransform2D(
            a: d * k, b: -b * k, c: -c * k, d: a * k,
            tx: (c * ty - d * tx) * k, ty: (b * tx - a * ty) * k
        )
        let finite = inverse.a.isFinite && inverse.b.isFinite && inverse.c.isFinite
            && inverse.d.isFinite && inverse.tx.isFinite && inverse.ty.isFinite
        return finite ? inverse : nil
    }
}

extension Transform3D {
    /// Embeds a 2-D affine transform (`CATransform3DMakeAffineTransform`): `m11 = a`,
    /// `m12 = b`, `m21 = c`, `m22 = d`, `m41 = tx`, `m42 = ty`, the rest the identity's. The
    /// result ``isAffine`` and leaves z untouched.
    @inlinable
    public init(affine t: AffineTransform2D) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// The 2-D affine part (`CATransform3DGetAffineTransform`): exact when ``isAffine`` is true;
    /// otherwise the z and perspective terms are dropped.
    @inlinable
    public var affineTransform: AffineTransform2D {
        AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}
