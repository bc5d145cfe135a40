extension FrameUniforms {
    /// The GLSL ES 3.00 vertex shader ``FrameRenderer`` draws pages with, the one
    /// ``FrameUniforms`` feeds: the same text for every renderer that draws frames (WebGL2 is
    /// GLSL ES 3.00 too), so that none keeps a copy of its own.
    public static var vertexShaderSource: String { FrameShaderSource.vertex }
    /// The GLSL ES 3.00 fragment shader ``FrameRenderer`` draws pages with (see
    /// ``vertexShaderSource``).
    public static var fragmentShaderSource: String { FrameShaderSource.fragment }
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
