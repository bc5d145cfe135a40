import PageEffects
import PageGeometry

extension RenderCamera {
    /// The camera a `Frame` asks for: its view size, and its `Camera`'s
    /// Core Animation perspective (`m34 = -1/eyeDistance` about the vanishing point, orthographic
    /// when the eye distance is infinite), at `scale` pixels a point (2 on a HiDPI screen).
    ///
    /// The camera's projection is about its vanishing point, while ``transform`` applies about the
    /// view's centre; the transform is conjugated so that the two agree.
    public init(frame: Frame, scale: Double = 1) {
        let centre = frame.viewSize / 2
        let projection = frame.camera.projection(viewSize: frame.viewSize)
        let aboutCentre = Transform3D(translationX: centre.x, y: centre.y, z: 0)
            .concatenating(projection)
            .concatenating(Transform3D(translationX: -centre.x, y: -centre.y, z: 0))
        self.init(viewSize: frame.viewSize, scale: scale, transform: aboutCentre)
    }
}
