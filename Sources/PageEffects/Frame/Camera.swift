import PageGeometry

/// Core Animation's perspective camera over the view.
///
/// The view is seen from an eye at ``eyeDistance`` points in front of the view plane (z = 0),
/// above ``vanishingPoint``: the projection is the `sublayerTransform` idiom
/// `translate(-c) · m34 · translate(c)` with `m34 = -1/eyeDistance` about the point `c`.
/// An infinite or zero eye distance gives the orthographic view (`m34 = 0`).
public struct Camera: Sendable, Hashable {
    /// Distance of the eye from the view plane, in points. `.infinity` (or `0`) is orthographic.
    /// The fold-menu document calls 750–2000 natural; the default is 1000.
    public var eyeDistance: Double
    /// The point of the view plane straight in front of the eye, in view points, or `nil` for the
    /// view's centre.
    public var vanishingPoint: SIMD2<Double>?

    /// The default eye distance, 1000 points: the fold-menu document's `m34 = -1/1000`.
    public static let defaultEyeDistance = 1000.0

    /// Creates a camera. A negative or NaN distance is treated as orthographic.
    public init(eyeDistance: Double = Camera.defaultEyeDistance, vanishingPoint: SIMD2<Double>? = nil) {
        self.eyeDistance = eyeDistance > 0 ? eyeDistance : .infinity
        self.vanishingPoint = vanishingPoint
    }

    /// The orthographic camera (`m34 = 0`).
    public static let orthographic = Camera(eyeDistance: .infinity)

    /// The perspective term `m34 = -1/eyeDistance`, `0` when orthographic.
    public var m34: Double { eyeDistance.isFinite ? -1 / eyeDistance : 0 }

    /// The transform from view points to projected view points for a view of `viewSize`:
    /// perspective about the vanishing point (the view's centre by default), then divide by `w`.
    public func projection(viewSize: SIMD2<Double>) -> Transform3D {
        let centre = vanishingPoint ?? viewSize / 2
        var perspective = Transform3D.identity
        perspective.m34 = m34
        return Transform3D(translationX: -centre.x, y: -centre.y, z: 0)
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
    }
}
