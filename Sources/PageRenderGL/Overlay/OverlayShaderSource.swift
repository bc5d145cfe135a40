/// GLSL ES 3.00 source of ``OverlayRenderer``'s program: one screen-space quad per layer, its
/// corners made from `gl_VertexID` (no vertex buffer), sampling a premultiplied RGBA image.
enum OverlayShaderSource {
    static let vertex = """
        #version 300 es
        // The quad's left, top, right and bottom edges in normalised device coordinates.
        uniform vec4 uRect;
        out vec2 vTexel;
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
            vTexel = corner;
            gl_Position = vec4(mix(uRect.x, uRect.z, corner.x), mix(uRect.y, uRect.w, corner.y), 0.0, 1.0);
        }
        """

    static let fragment = """
        #version 300 es
        precision mediump float;
        uniform sampler2D uImage;
        uniform float uOpacity;
        // The framebuffer encodes sRGB itself: hand it linear colour.
        uniform bool uDecodeSRGB;
        in vec2 vTexel;
        out vec4 fragColor;
        void main() {
            vec4 color = texture(uImage, vTexel);
            if (uDecodeSRGB && color.a > 0.0) {
                vec3 encoded = color.rgb / color.a;
                vec3 linear = mix(encoded / 12.92, pow((encoded + 0.055) / 1.055, vec3(2.4)),
                                  step(0.04045, encoded));
                color.rgb = linear * color.a;
            }
            fragColor = color * uOpacity;
        }
        """
}
