import PageGeometry

/// The view: its size in points, the device scale, and a Core Animation-style camera transform.
///
/// View coordinates are points with the origin at the view's top-left, x right, y down and
/// z toward the viewer, as a layer's coordinates in UIKit. ``transform`` acts like a
/// `sublayerTransform`: it is applied about the view's centre, so `m34 = -1/d` puts the eye `d`
/// points in front of the centre and `Transform3D.identity` gives an orthographic view. A point is
/// projected by dividing by `w`, as Core Animation does; a point at view position `(x, y, 0)`
/// with the identity camera lands on pixel `(x · scale, y · scale)` counted from the top-left.
///
/// Depth: after the camera transform and the division by `w`, depths `z` in
/// `-depthRange ... +depthRange` are kept (larger `z` is nearer the viewer); nearer surfaces hide
/// farther ones. Perspective stretches depth toward the eye (`z / (1 - z/d)`), so the default range
/// of four times the larger view side keeps pages visible up to about one view size in front of
/// the page plane for any `d` at least 4/3 of that size, and further behind it.
public struct RenderCamera: Hashable, Sendable {
    /// The view's size in points, each side `> 0`.
    public var viewSize: SIMD2<Double>
    /// Pixels per point (2 on a HiDPI screen), `> 0`.
    public var scale: Double
    /// The camera transform, applied about the view's centre (Core Animation's
    /// `sublayerTransform`); `m34 = -1/d` for perspective, identity for orthographic.
    public var transform: Transform3D
    /// Half the depth extent kept visible, in points after projection; `nil` means four times the
    /// larger side of ``viewSize``.
    public var depthRange: Double?

    /// A camera over a view of `viewSize` points at `scale` pixels a point, with a
    /// Core Animation-style `transform` about the view's centre.
    public init(viewSize: SIMD2<Double>, scale: Double = 1, transform: Transform3D = .identity, depthRange: Double? = nil) {
        self.viewSize = viewSize
        self.scale = scale
        self.transform = transform
        self.depthRange = depthRange
    }

    /// A perspective camera with the eye `distance` points in front of the view's centre
    /// (`m34 = -1/distance`; `0` or infinity gives the orthographic view).
    public init(viewSize: SIMD2<Double>, scale: Double = 1, perspectiveDistance distance: Double) {
        self.init(viewSize: viewSize, scale: scale, transform: Transform3D(perspectiveDistance: distance))
    }

    /// Width of the rendered image in pixels: `viewSize.x · scale`, rounded.
    public var pixelWidth: Int { Self.pixels(viewSize.x * scale) }

    /// Height of the rendered image in pixels: `viewSize.y · scale`, rounded.
    public var pixelHeight: Int { Self.pixels(viewSize.y * scale) }

    /// The depth half-range in use: ``depthRange`` or its default, always `> 0`.
    public var resolvedDepthRange: Double {
        if let depthRange, depthRange.isFinite, depthRange > 0 { return depthRange }
        let side = max(viewSize.x, viewSize.y)
        return side.isFinite && side > 0 ? 4 * side : 1
    }

    /// The whole map from view points to OpenGL clip space (row vectors, Core Animation's order):
    /// move the centre to the origin, apply ``transform``, move back, then scale x from
    /// `[0, width]` to `[-1, 1]`, y from `[0, height]` to `[1, -1]` (y down becomes GL's y up, so
    /// the top of the view is the top of the image) and z from `[-depthRange, depthRange]` to
    /// `[1, -1]` (nearer is smaller depth).
    public var viewProjection: Transform3D {
        let centre = viewSize / 2
        let toClip = Transform3D(
            m11: 2 / viewSize.x, m12: 0, m13: 0, m14: 0,
            m21: 0, m22: -2 / viewSize.y, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: -1 / resolvedDepthRange, m34: 0,
            m41: -1, m42: 1, m43: 0, m44: 1
        )
        return Transform3D(translationX: -centre.x, y: -centre.y, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: centre.x, y: centre.y, z: 0))
            .concatenating(toClip)
    }

    /// Where a point in view coordinates appears in the image, in pixels from the top-left
    /// (fractional; pixel `(i, j)` covers `[i, i+1) × [j, j+1)`), or `nil` when it lies on or
    /// behind the eye.
    public func pixelPosition(of point: SIMD3<Double>) -> SIMD2<Double>? {
        let clip = viewProjection.applyHomogeneous(to: point)
        guard clip.w > 0 else { return nil }
        let ndc = SIMD2(clip.x, clip.y) / clip.w
        return SIMD2((ndc.x + 1) / 2 * Double(pixelWidth), (1 - ndc.y) / 2 * Double(pixelHeight))
    }

    private static func pixels(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(Int32.max) ? Int(Int32.max) : Int(value.rounded())
    }
}
