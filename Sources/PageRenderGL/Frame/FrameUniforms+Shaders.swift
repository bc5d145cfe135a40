extension FrameUniforms {
    /// The GLSL ES 3.00 vertex shader ``FrameRenderer`` draws pages with, the one
    /// ``FrameUniforms`` feeds, without its first lines: the same text for every renderer that
    /// draws frames (WebGL2 is GLSL ES 3.00 too), so that none keeps a copy of its own. Put
    /// ``shaderPrefix(casters:textured:)`` before it (and before ``fragmentShaderBody``).
    public static var vertexShaderBody: String { FrameShaderSource.vertexBody }
    /// The GLSL ES 3.00 fragment shader ``FrameRenderer`` draws pages with, without its first
    /// lines (see ``vertexShaderBody``).
    public static var fragmentShaderBody: String { FrameShaderSource.fragmentBody }
    /// The first lines of the page shader for a side shaded by `casters` lifted pages
    /// (`0 ... 2`, a record's `casterCount`) showing a texture or not: its version and the
    /// definitions that choose the variant, for a multisampled target that is not sRGB-encoded
    /// (a WebGL2 canvas): the shader encodes sRGB itself and leaves smoothing to the samples.
    /// The shader is compiled per variant because a software rasteriser runs both sides of a
    /// branch; a uniform switch would not save the work.
    public static func shaderPrefix(casters: Int, textured: Bool) -> String {
        let variant = FrameShaderVariant(casters: Swift.min(Swift.max(casters, 0), FrameShaderSource.maximumCasters),
                                         isTextured: textured, encodesSRGB: true, smoothsEdges: false)
        return FrameShaderSource.version + variant.definitions
    }
    /// The GLSL ES 3.00 vertex shader of the pass that darkens the desk round a bound book, before
    /// the pages (``DeskShadowShaderSource``): one quad from `gl_VertexID`, no vertex buffer.
    public static var deskVertexShaderSource: String { DeskShadowShaderSource.vertex }
    /// The desk shadow pass's fragment shader (see ``deskVertexShaderSource``); blend it so
    /// that what is there is multiplied by `1 - alpha` (`ZERO, ONE_MINUS_SRC_ALPHA`).
    public static var deskFragmentShaderSource: String { DeskShadowShaderSource.fragment }
    /// The shader's vertex attribute locations: position (3 floats), normal (3), mesh
    /// coordinate (2).
    public static var attributeLocations: (position: UInt32, normal: UInt32, meshCoordinate: UInt32) {
        (FrameShaderSource.Attribute.position, FrameShaderSource.Attribute.normal, FrameShaderSource.Attribute.meshCoordinate)
    }
}
