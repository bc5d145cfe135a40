import PageMath

/// The page rotated rigidly about its spine (the line `x = 0`, `z = 0`), as a flip turns it.
///
/// The rotation follows Core Animation's convention for a negative angle about `+y`
/// (see ``Transform3D``): it lifts the `+x` edge toward the viewer, so the page turns toward `-x`.
/// A material point `(x, y)` goes to `(x·cos a, y, x·sin a)` and the front normal is
/// `(-sin a, 0, cos a)`:
/// - `a = 0`: the page lies flat where it is;
/// - `a = π/2`: it stands upright on its spine, front facing `-x`;
/// - `a = π`: it lies flat on the left, `(-x, y, 0)`, front facing down (`-z`).
///
/// Every point of the page (`x >= 0`) stays at `z >= 0`; the spine does not move. The map is an
/// isometry and its normal is exact. ``angle`` is clamped to `[0, π]` (so `+∞` gives `π`);
/// NaN is treated as `0`.
public struct SpineRotation: PageDeformation, Hashable {
    /// The rotation angle in radians, in `[0, π]` (clamped on creation).
    public let angle: Double
    /// `cos angle`, computed once.
    @usableFromInline let cosine: Double
    /// `sin angle`, computed once.
    @usableFromInline let sine: Double

    /// Creates the rotation by `angle` radians about the spine, clamped to `[0, π]`
    /// (`π` lays the page flat on the left); NaN gives `0`.
    @inlinable
    public init(angle: Double) {
        let a = angle.isNaN ? 0 : Swift.min(Double.pi, Swift.max(0, angle))
        self.angle = a
        cosine = Double.cos(a)
        sine = Double.sin(a)
    }

    /// Position and front normal of a material point: `(x·cos a, y, x·sin a)` and
    /// `(-sin a, 0, cos a)`.
    @inlinable
    public func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>) {
        (SIMD3(point.x * cosine, point.y, point.x * sine), SIMD3(-sine, 0, cosine))
    }

    /// The whole page lies in one plane: ``MeshSamplingHint/planar``.
    @inlinable
    public var meshSamplingHint: MeshSamplingHint { .planar }
}
