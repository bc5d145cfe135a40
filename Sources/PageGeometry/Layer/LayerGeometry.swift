/// The geometry of one Core Animation layer (`CALayer`), as a value: where a flat layer sits in
/// its superlayer and how it is turned, scaled and seen in perspective.
///
/// Everything is in points, in y-down frames (UIKit's habit; see <doc:CoordinateSystems>). The
/// properties mean what `CALayer`'s do:
/// - ``bounds``: the layer's own coordinate space; its content fills this rectangle.
/// - ``anchorPoint``: the pivot, in the unit coordinates of ``bounds`` (`(0.5, 0.5)` is the
///   centre, `(0, 0.5)` the middle of the left edge). Not clamped.
/// - ``anchorPointZ``: the pivot's distance off the layer's plane, along z, in points.
/// - ``position``: where the pivot sits in the superlayer.
/// - ``zPosition``: where the layer's plane sits along the superlayer's z.
/// - ``transform``: applied about the pivot.
/// - ``sublayerTransform``: applied to the *sublayers* about this layer's pivot; typically a
///   perspective (`m34 = -1/d`), which puts the vanishing point at the pivot.
///
/// The map from layer to superlayer coordinates is, for a layer point `p` (row vectors, "then"
/// reading left to right; see ``transformToSuperlayer(in:)``):
///
/// ```
/// p · T(-anchor) · transform · T(position, zPosition + anchorPointZ) · S
/// ```
///
/// where `anchor = (bounds.origin + anchorPoint * bounds.size, anchorPointZ)` and `S` is the
/// superlayer's ``sublayerTransformAboutAnchor`` (the identity when there is none).
public struct LayerGeometry: Hashable, Sendable {
    /// The layer's bounds: its coordinate space, in points (`CALayer.bounds`).
    public var bounds: Rect
    /// Where the pivot lies in the superlayer's coordinates, in points (`CALayer.position`).
    public var position: SIMD2<Double>
    /// The pivot in the unit coordinates of ``bounds`` (`CALayer.anchorPoint`); `(0.5, 0.5)`
    /// by default. Not clamped: values outside `[0, 1]` put the pivot outside the layer.
    public var anchorPoint: SIMD2<Double>
    /// The pivot's z in the layer's own coordinates, in points (`CALayer.anchorPointZ`);
    /// 0 by default. It moves the pivot off the layer's plane without moving the layer.
    public var anchorPointZ: Double
    /// The z of the layer's plane in the superlayer's coordinates, in points
    /// (`CALayer.zPosition`); 0 by default. Positive is toward the viewer.
    public var zPosition: Double
    /// The layer's transform, applied about the pivot (`CALayer.transform`).
    public var transform: Transform3D
    /// The transform applied to this layer's sublayers about this layer's pivot
    /// (`CALayer.sublayerTransform`).
    public var sublayerTransform: Transform3D

    /// Creates a layer geometry; every argument defaults to `CALayer`'s default.
    ///
    /// - Parameters:
    ///   - bounds: The layer's coordinate space, in points.
    ///   - position: Where the pivot lies in the superlayer, in points.
    ///   - anchorPoint: The pivot in the unit coordinates of `bounds`.
    ///   - anchorPointZ: The pivot's z in layer coordinates, in points.
    ///   - zPosition: The z of the layer's plane in the superlayer, in points.
    ///   - transform: The layer's transform, about the pivot.
    ///   - sublayerTransform: The transform for sublayers, about the pivot.
    @inlinable
    public init(
        bounds: Rect = .zero,
        position: SIMD2<Double> = .zero,
        anchorPoint: SIMD2<Double> = SIMD2(0.5, 0.5),
        anchorPointZ: Double = 0,
        zPosition: Double = 0,
        transform: Transform3D = .identity,
        sublayerTransform: Transform3D = .identity
    ) {
        self.bounds = bounds
        self.position = position
        self.anchorPoint = anchorPoint
        self.anchorPointZ = anchorPointZ
        self.zPosition = zPosition
        self.transform = transform
        self.sublayerTransform = sublayerTransform
    }

    /// Creates a layer the way setting `CALayer.frame` does with an identity transform: bounds
    /// `(0, 0, frame.width, frame.height)`, and the position where `anchorPoint` falls in
    /// `frame`. The transforms given apply afterwards, about that pivot.
    ///
    /// - Parameters:
    ///   - frame: The rectangle the untransformed layer covers in its superlayer, in points.
    ///   - anchorPoint: The pivot in the unit coordinates of the layer.
    ///   - transform: The layer's transform, about the pivot.
    ///   - sublayerTransform: The transform for sublayers, about the pivot.
    @inlinable
    public init(
        frame: Rect,
        anchorPoint: SIMD2<Double> = SIMD2(0.5, 0.5),
        transform: Transform3D = .identity,
        sublayerTransform: Transform3D = .identity
    ) {
        self.init(
            bounds: Rect(origin: .zero, size: frame.size),
            position: frame.point(atUnit: anchorPoint),
            anchorPoint: anchorPoint,
            transform: transform,
            sublayerTransform: sublayerTransform
        )
    }

    /// The pivot in the layer's own coordinates, in points:
    /// `(bounds.origin + anchorPoint * bounds.size, anchorPointZ)`.
    @inlinable
    public var anchorPointInLayer: SIMD3<Double> {
        let anchor = bounds.point(atUnit: anchorPoint)
        return SIMD3(anchor.x, anchor.y, anchorPointZ)
    }

    /// The map from this layer's coordinates to its superlayer's, ignoring any
    /// `sublayerTransform` of the superlayer:
    /// `T(-anchorPointInLayer) · transform · T(position, zPosition + anchorPointZ)`.
    ///
    /// The pivot ``anchorPointInLayer`` lands at `(position, zPosition + anchorPointZ)` and
    /// stays there whatever ``transform`` does; with the identity transform the layer's plane
    /// lands at `z = zPosition`, so ``anchorPointZ`` alone moves nothing.
    @inlinable
    public var localTransform: Transform3D {
        let anchor = anchorPointInLayer
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchor.z)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition + anchorPointZ))
    }

    /// ``sublayerTransform`` applied about this layer's pivot, as Core Animation applies it to
    /// the sublayers: `T(-anchorPointInLayer) · sublayerTransform · T(anchorPointInLayer)`,
    /// a map from this layer's coordinates to themselves.
    ///
    /// A perspective sublayer transform thus puts the vanishing point at the pivot (the centre
    /// of the layer by default), with the eye `d` points in front of it for `m34 = -1/d`.
    @inlinable
    public var sublayerTransformAboutAnchor: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let anchor = anchorPointInLayer
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchor.z)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: anchor.z))
    }

    /// The full map from this layer's coordinates to its superlayer's, as Core Animation renders
    /// the layer: ``localTransform``, then the superlayer's ``sublayerTransformAboutAnchor``.
    ///
    /// Apply it to a layer point `(x, y, 0)` with ``Transform3D/apply(to:)`` (which divides by
    /// `w`) or ``Transform3D/projectPlanePoint(_:)``. For deeper trees, flatten at each ordinary
    /// layer, as Core Animation does: `a.transformToSuperlayer(in: b).flattened
    /// .concatenating(b.transformToSuperlayer(in: c))` maps `a`'s points into `c`.
    ///
    /// - Parameter superlayer: The superlayer's geometry, for its ``sublayerTransform`` and
    ///   pivot; `nil` for a superlayer with no sublayer transform.
    @inlinable
    public func transformToSuperlayer(in superlayer: LayerGeometry? = nil) -> Transform3D {
        guard let superlayer, !superlayer.sublayerTransform.isIdentity else { return localTransform }
        return localTransform.concatenating(superlayer.sublayerTransformAboutAnchor)
    }
}
