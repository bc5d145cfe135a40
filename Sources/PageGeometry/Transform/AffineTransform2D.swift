/// A 2-D affine transform with `CGAffineTransform`'s layout and row-vector semantics:
/// `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`. Lengths in points.
public struct AffineTransform2D: Hashable, Sendable {
    /// x scale / rotation term (maps x into x').
    public var a: Double
    /// Maps x into y'.
    public var b: Double
    /// Maps y into x'.
    public var c: Double
    /// y scale / rotation term (maps y into y').
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

    /// Maps a point: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func apply(to point: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(a * point.x + c * point.y + tx, b * point.x + d * point.y + ty)
    }
}

extension Transform3D {
    /// Embeds a 2-D affine transform (`CATransform3DMakeAffineTransform`): the result
    /// ``isAffine`` and leaves z untouched.
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
