/// The GLSL ES 3.00 sources of the pass that darkens the desk around a bound book, before the
/// pages are drawn (see ``DeskShadow``).
///
/// One quad in the view plane `z = 0` (view points, through the frame's camera) covers every
/// footprint and its reach; no vertex buffer: the corners come from `gl_VertexID`. Each fragment
/// takes, over the footprints, the largest `weight · (1 - d / radius)²` for its distance `d` (view
/// points) outside the footprint's rectangle (rounded at the corners, exact for a rectangle), and
/// writes it times the opacity as alpha; the blend multiplies what is there by `1 - alpha`.
enum DeskShadowShaderSource {
    /// The most footprints one frame's desk shadow takes (a spread: two pages at rest, a turning
    /// leaf, and a page fading in).
    static let maximumFootprints = 4

    static let vertex = """
        #version 300 es
        uniform mat4 uViewProjection;  // view points -> clip
        uniform vec4 uArea;            // min x, min y, max x, max y: view points
        out vec2 vPoint;               // view points

        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
            vPoint = mix(uArea.xy, uArea.zw, corner);
            gl_Position = uViewProjection * vec4(vPoint, 0.0, 1.0);
        }
        """

    static let fragment = """
        #version 300 es
        precision highp float;
        precision highp int;

        const int FOOTPRINTS = \(maximumFootprints);

        in vec2 vPoint;

        uniform int uCount;
        uniform vec4 uCentreAxis[FOOTPRINTS];   // centre (view points), unit axis along the page's x
        uniform vec4 uExtentWeight[FOOTPRINTS]; // half extents along x and y (points), weight, unused
        uniform float uOpacity;
        uniform float uRadius;                  // points, > 0

        out vec4 fragColor;

        void main() {
            float shadow = 0.0;
            for (int i = 0; i < FOOTPRINTS; i++) {
                if (i >= uCount) break;
                vec4 ca = uCentreAxis[i];
                vec4 ew = uExtentWeight[i];
                vec2 offset = vPoint - ca.xy;
                vec2 local = abs(vec2(dot(offset, ca.zw), dot(offset, vec2(-ca.w, ca.z)))) - ew.xy;
                float d = length(max(local, 0.0)) + min(max(local.x, local.y), 0.0);
                float reach = max(1.0 - max(d, 0.0) / uRadius, 0.0);
                shadow = max(shadow, ew.z * reach * reach);
            }
            fragColor = vec4(0.0, 0.0, 0.0, uOpacity * shadow);
        }
        """
}
