import PageEffects
/// Everything one frame needs: the camera, the background, the shading, and the items.
///
/// Plain data: build one per frame (the effects layer's frames become scenes) and hand it to
/// ``OffscreenRenderer/render(_:)`` or ``MeshRenderer/draw(_:framebuffer:)``.
public struct RenderScene: Hashable, Sendable {
    /// The view and its projection.
    public var camera: RenderCamera
    /// What the image shows where nothing is drawn; straight sRGB, may be transparent.
    public var background: ColorRGBA
    /// Lighting and paper parameters shared by every item.
    public var shading: ShadingParameters
    /// The items, opaque ones in any order; translucent ones are sorted by the renderer.
    public var items: [MeshDrawItem]

    /// A scene; by default a transparent background, default shading, nothing drawn.
    public init(camera: RenderCamera, background: ColorRGBA = .clear, shading: ShadingParameters = .default, items: [MeshDrawItem] = []) {
        self.camera = camera
        self.background = background
        self.shading = shading
        self.items = items
    }
}
