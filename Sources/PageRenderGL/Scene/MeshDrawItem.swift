import PageEffects
import PageGeometry

/// One thing to draw: a mesh, where it goes, what covers it, and how it is shaded.
///
/// Opaque items (``opacity`` 1, an opaque ``color`` and a texture without transparent texels) are
/// drawn first with depth testing and depth writes, in any order: the nearer surface wins.
/// Translucent items are drawn afterwards,
/// sorted back to front by the depth of their bounds' centre, blended over what is there and
/// depth-tested but not depth-writing. Triangles within one translucent item are not sorted.
public struct MeshDrawItem: Hashable, Sendable {
    /// The triangles; see ``RenderMesh`` for frames and winding.
    public var mesh: RenderMesh
    /// The texture covering the mesh, or `nil` for plain ``color``.
    public var texture: TextureID?
    /// Multiplies the texture (a tint), or the whole colour when there is no texture;
    /// straight sRGB. White leaves the texture as it is.
    public var color: ColorRGBA
    /// Maps the mesh frame into view points (row vectors, Core Animation's semantics): for a
    /// page, where the page sits in the view, plus any rigid motion (a flip about the spine).
    /// The camera is applied after it.
    public var transform: Transform3D
    /// Which side this is, which decides its shading (see ``SurfaceKind``).
    public var surface: SurfaceKind
    /// Overall opacity, `0 ... 1` (clamped); below 1 the item is drawn in the translucent pass.
    public var opacity: Double
    /// Whether triangles seen from behind (see ``RenderMesh``'s winding) are skipped. Keep it on
    /// for the two sides of a page, which are drawn as two items; turn it off for a mesh that
    /// should show the same material from both sides.
    public var cullsBackFaces: Bool

    /// An item; by default untextured white, at the identity transform, a front side, opaque,
    /// with back faces culled.
    public init(
        mesh: RenderMesh,
        texture: TextureID? = nil,
        color: ColorRGBA = .white,
        transform: Transform3D = .identity,
        surface: SurfaceKind = .front,
        opacity: Double = 1,
        cullsBackFaces: Bool = true
    ) {
        self.mesh = mesh
        self.texture = texture
        self.color = color
        self.transform = transform
        self.surface = surface
        self.opacity = opacity
        self.cullsBackFaces = cullsBackFaces
    }

    /// Whether the item is translucent by its own settings: opacity or colour alpha below 1.
    /// The renderer also blends items whose texture has any texel with alpha below 255 (it
    /// records that when the texture is uploaded).
    public var isTranslucent: Bool {
        ShadingParameters.unit(opacity) < 1 || ShadingParameters.unit(color.alpha) < 1
    }
}
