/// The GLSL ES 3.00 sources of the page shader.
///
/// Colour flows in linear light, premultiplied by alpha: textures are `SRGB8_ALPHA8` holding
/// premultiplied colour (decoded to linear by the sampler), the output goes to an sRGB
/// framebuffer that encodes on write (or is encoded here when the target is not sRGB).
///
/// The fragment colour is built in stages, each a function, so that later effects slot in
/// without touching the others: `baseColor` (texture × tint) → `surfaceColor` (side-dependent:
/// the see-through back's fade) → `lighting` (ambient + Lambert) × `occlusion` (1 for now: the
/// soft shadow on the page beneath and the curl-interior darkening go here) → opacity.
enum ShaderSource {
    /// Attribute locations, fixed in the shader with `layout(location = …)`.
    enum Attribute {
        static let position: UInt32 = 0
        static let normal: UInt32 = 1
        static let textureCoordinate: UInt32 = 2
    }

    static let vertex = """
        #version 300 es
        // View-space lighting needs normals in view coordinates (x right, y down, z toward the
        // viewer); the camera is not applied to them.
        layout(location = 0) in vec3 aPosition;
        layout(location = 1) in vec3 aNormal;
        layout(location = 2) in vec2 aTextureCoordinate;

        uniform mat4 uModelViewProjection;  // mesh frame -> clip space
        uniform mat3 uNormalMatrix;         // mesh frame -> view frame, for normals

        out vec3 vNormal;
        out vec2 vTextureCoordinate;

        void main() {
            gl_Position = uModelViewProjection * vec4(aPosition, 1.0);
            vNormal = uNormalMatrix * aNormal;
            vTextureCoordinate = aTextureCoordinate;
        }
        """

    static let fragment = """
        #version 300 es
        precision highp float;

        in vec3 vNormal;
        in vec2 vTextureCoordinate;

        uniform sampler2D uTexture;
        uniform bool uHasTexture;
        uniform vec4 uTint;             // linear, premultiplied
        uniform vec3 uLightDirection;   // unit, view frame, toward the light
        uniform float uAmbient;
        uniform float uDiffuse;
        uniform float uFade;            // toward paper: see-through backs only
        uniform vec3 uPaperColor;       // linear
        uniform float uOpacity;
        uniform bool uEncodeSRGB;       // the target does not encode sRGB itself

        out vec4 fragColor;

        vec4 baseColor() {
            vec4 texel = uHasTexture ? texture(uTexture, vTextureCoordinate) : vec4(1.0);
            return texel * uTint;
        }

        vec4 surfaceColor(vec4 color) {
            return vec4(mix(color.rgb, uPaperColor * color.a, uFade), color.a);
        }

        float lighting() {
            vec3 n = normalize(vNormal);
            if (!gl_FrontFacing) n = -n;  // the back of a triangle is seen (culling off)
            return uAmbient + uDiffuse * max(dot(n, uLightDirection), 0.0);
        }

        // Hook for the soft shadow cast on the page beneath a curl and the darkening inside the
        // curl: a factor in [0, 1] multiplying the light. 1 until those effects exist.
        float occlusion() {
            return 1.0;
        }

        vec3 encodeSRGB(vec3 linear) {
            vec3 c = clamp(linear, 0.0, 1.0);
            vec3 low = c * 12.92;
            vec3 high = 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055;
            return mix(high, low, vec3(lessThanEqual(c, vec3(0.0031308))));
        }

        void main() {
            vec4 color = surfaceColor(baseColor());
            color.rgb *= lighting() * occlusion();
            color *= uOpacity;
            if (uEncodeSRGB) color.rgb = encodeSRGB(color.rgb);
            fragColor = color;
        }
        """
}
