extension LayerGeometry {
    /// Where the layer point `point` (on the layer's plane, `z = 0`) appears in the
    /// superlayer: mapped by ``transformToSuperlayer(in:)``, divided by `w`, z dropped. Points.
    ///
    /// A point on or behind the eye (`w <= 0`, possible only with perspective) gives the
    /// division as is; see ``Transform3D/apply(to:)``.
    ///
    /// - Parameters:
    ///   - point: A point in the layer's coordinates (its ``bounds`` frame).
    ///   - superlayer: The superlayer, for its ``sublayerTransform``; `nil` for none.
    @inlinable
    public func convertToSuperlayer(_ point: SIMD2<Double>, in superlayer: LayerGeometry? = nil) -> SIMD2<Double> {
        transformToSuperlayer(in: superlayer).projectPlanePoint(point)
    }

    /// The point of the layer's plane that appears at `point` in the superlayer: the exact
    /// inverse of ``convertToSuperlayer(_:in:)``, found by intersecting the line of sight with
    /// the transformed layer (see ``Transform3D/unprojectPlanePoint(_:)``). Points, in the
    /// layer's coordinates; the result may lie outside ``bounds`` (see ``hitTest(_:in:)``).
    ///
    /// Returns `nil` when the layer is seen edge-on, when `point` is on the layer plane's
    /// horizon, or when the point of the plane there lies on or behind the eye.
    ///
    /// - Parameters:
    ///   - point: A point in the superlayer's coordinates, z dropped (what is seen there).
    ///   - superlayer: The superlayer, for its ``sublayerTransform``; `nil` for none.
    @inlinable
    public func convertFromSuperlayer(_ point: SIMD2<Double>, in superlayer: LayerGeometry? = nil) -> SIMD2<Double>? {
        transformToSuperlayer(in: superlayer).unprojectPlanePoint(point)
    }

    /// The point of the layer under `point` of the superlayer, or `nil` when the layer is not
    /// there: ``convertFromSuperlayer(_:in:)`` kept only when it falls inside ``bounds``
    /// (`CGRectContainsPoint`'s half-open rule, see ``Rect/contains(_:)``).
    ///
    /// This is hit testing for a flat, transformed layer (a page flipped about its spine, a
    /// folded menu panel): `nil` also when the layer is edge-on or the point is behind the eye.
    /// Both faces count; which one faces the viewer is the sign of the determinant of
    /// ``transformToSuperlayer(in:)``'s plane part, not this method's concern.
    ///
    /// - Parameters:
    ///   - point: A point in the superlayer's coordinates, z dropped.
    ///   - superlayer: The superlayer, for its ``sublayerTransform``; `nil` for none.
    @inlinable
    public func hitTest(_ point: SIMD2<Double>, in superlayer: LayerGeometry? = nil) -> SIMD2<Double>? {
        guard let local = convertFromSuperlayer(point, in: superlayer), bounds.contains(local) else {
            return nil
        }
        return local
    }

    /// The four corners of ``bounds`` as they appear in the superlayer (see
    /// ``convertToSuperlayer(_:in:)``), in points: the layer's quadrilateral on screen.
    ///
    /// The corners are named in the layer's own y-down frame (`topLeft` is `bounds`'s
    /// `(minX, minY)`), whatever the transform does to them on screen.
    ///
    /// - Parameter superlayer: The superlayer, for its ``sublayerTransform``; `nil` for none.
    @inlinable
    public func projectedCorners(in superlayer: LayerGeometry? = nil) -> (
        topLeft: SIMD2<Double>, topRight: SIMD2<Double>,
        bottomRight: SIMD2<Double>, bottomLeft: SIMD2<Double>
    ) {
        let m = transformToSuperlayer(in: superlayer)
        return (
            topLeft: m.projectPlanePoint(SIMD2(bounds.minX, bounds.minY)),
            topRight: m.projectPlanePoint(SIMD2(bounds.maxX, bounds.minY)),
            bottomRight: m.projectPlanePoint(SIMD2(bounds.maxX, bounds.maxY)),
            bottomLeft: m.projectPlanePoint(SIMD2(bounds.minX, bounds.maxY))
        )
    }
}

extension LayerGeometry {
    /// Whether the layer's front (the side facing `+z` in its own coordinates, the side its
    /// content is drawn on) faces the viewer in the superlayer: the sign of
    /// ``Transform3D/planeAreaScale(at:)`` at the pivot. Core Animation hides a layer whose
    /// back faces the viewer when `isDoubleSided` is false; a page shows its back side then.
    ///
    /// An edge-on layer is not front-facing.
    ///
    /// - Parameter superlayer: The superlayer, for its ``sublayerTransform``; `nil` for none.
    @inlinable
    public func isFrontFacing(in superlayer: LayerGeometry? = nil) -> Bool {
        let anchor = anchorPointInLayer
        return transformToSuperlayer(in: superlayer).planeAreaScale(at: SIMD2(anchor.x, anchor.y)) > 0
    }
}
