/// The GLSL ES 3.00 sources of the shader ``FrameRenderer`` draws pages with.
///
/// Inputs are a `PageMesh`'s arrays as they are: positions and normals in the
/// drawable's canonical page frame, and the mesh's `(u, v)`, which a per-face affine map turns
/// into texture coordinates (the page's own content, or the other side's mirrored).
///
/// Colour flows in linear light, premultiplied by alpha: page images are `SRGB8_ALPHA8` textures
/// holding premultiplied colour (decoded to linear by the sampler), and the output goes to an
/// sRGB framebuffer that encodes on write (or is encoded here when the target is not sRGB).
/// The fragment colour is `texture × tint`, faded toward paper (a see-through back), times
/// `lighting × curlInterior × gutter × (1 - shadowOpacity · shadow) × (1 - contactOpacity · contact)`,
/// plus the sheen, times brightness and opacity, where
/// - `lighting` is ambient plus Lambert from the view-frame normal;
/// - `curlInterior` darkens the concave (front) side by the angle the paper has turned from the
///   page's flat part;
/// - `gutter` darkens a bound page's paper toward its spine, by its material distance from it
///   (the mesh's `u` turned into points by `uMaterialX`, so both sides agree);
/// - the sheen, `specular · sin²ψ · max(n · h, 0)^e`, is white light added along a bend (`ψ` the
///   paper's turn from its flat part, so none on flat paper);
/// - `contact` is the tight shadow of paper close to the fragment: per row the share of sky it
///   hides, weighted by `(1 - d / width)²` for the distance `d` to the row's polyline;
/// - `shadow` is the occlusion by up to ``FrameShaderSource/maximumCasters`` lifted pages (a
///   curl's own paper first, whose shadow on its lifted part is weighted by how far it folds
///   over, `ShadowCaster.foldOver`), each
///   described by a cross-section profile (see `ShadowCaster`): per row across the page, the
///   lifted paper sampled at ``FrameShaderSource/samplesPerRow`` points `(X, Z)`, `X` across the
///   rows from the caster's origin, `Z` the height above its page plane. Seen from the receiving
///   point, the paper of a row hides the sky between the elevations of its lowest and highest
///   samples; in a cross-section the share of a uniform sky hidden between elevations `φ₁ ≤ φ₂`
///   is `(cos φ₁ - cos φ₂) / 2`. Rows are interpolated linearly.
///
/// **Variants.** The sources are compiled once per ``FrameShaderVariant``: how many casters shade
/// the drawable, whether its side is textured, whether the paper is bent (flat paper has no curl
/// shading, sheen or outline where it turns away), whether the shader encodes sRGB itself, smooths
/// the outline (or keeps the smoothing's vertices where it draws only pixels the paper covers
/// whole), or writes only depth (by coverage, or for flat paper drawn inset without
/// discarding). Each is a
/// `#define` ahead of the source (see ``vertex(_:)`` and ``fragment(_:)``), so the code a variant
/// does not need is not in it at all. A uniform condition would not do: a software rasteriser
/// (Mesa's llvmpipe) runs both sides of every branch over its pixel blocks and masks the result,
/// so an unused shadow costs as much as a used one.
enum FrameShaderSource {
    /// The most shadow-casting pages one drawable receives shadow from.
    static let maximumCasters = 2
    /// Rows of a caster's cross-section profile.
    static let rows = 8
    /// Samples along each row.
    static let samplesPerRow = 8
    /// A ``ShadowTable``'s alpha holds its row's spine distance `d` as
    /// `(d + below·w) / (range·w)`, `w` the contact shadow's width: from `below` widths short of
    /// the spine (the distance is interpolated between rows before the shader clamps it, for rows
    /// either side of the spine) to `range - below` widths past it, where the contact shadow has
    /// long faded in. `255·below / range` is whole: paper rising from the spine itself (`d = 0`)
    /// is stored exactly, and casts no contact shadow at all.
    static let spineDistanceBelow = 2.0
    static let spineDistanceRange = 8.5
    /// A receiving point this high above a caster's page plane (points) is part of a lifted page
    /// itself, not of the page beneath: it gets no shadow (fading in over this height).
    static let receiverLiftLimit = 1.0
    /// How near a canonical normal's z must come to 1 for the paper to lie flat, facing up (the
    /// vertex shader's resting paper; `MeshParts`'s flat triangles).
    static let flatNormalTolerance = 1e-6

    /// Attribute locations (`layout(location = …)`): one buffer each.
    enum Attribute {
        static let position: UInt32 = 0
        static let normal: UInt32 = 1
        static let meshCoordinate: UInt32 = 2
    }

    /// The first line of every variant.
    static let version = "#version 300 es\n"

    /// The vertex shader of `variant`.
    static func vertex(_ variant: FrameShaderVariant) -> String {
        version + variant.definitions + vertexBody
    }

    /// The fragment shader of `variant`.
    static func fragment(_ variant: FrameShaderVariant) -> String {
        version + variant.definitions + fragmentBody
    }

    /// The vertex shader after its version and definitions.
    static let vertexBody = """
        layout(location = 0) in vec3 aPosition;        // canonical page frame, points
        layout(location = 1) in vec3 aNormal;          // canonical frame, of the side drawn
        layout(location = 2) in vec2 aMeshCoordinate;  // PageMesh (u, v)

        uniform mat4 uModelViewProjection;  // placement, then camera: canonical -> clip
        uniform mat3 uNormalMatrix;         // placement's inverse transpose: canonical -> view
        uniform vec3 uTextureU;             // texture u = dot(uTextureU, (u, v, 1))
        uniform vec3 uTextureV;             // texture v = dot(uTextureV, (u, v, 1))
        uniform mat4 uToCaster[\(maximumCasters)];  // canonical -> each caster's canonical frame
        uniform vec2 uMaterialX;            // material x (points from the spine) = dot(uMaterialX, (u, 1))
        #if SMOOTH_EDGES
        uniform float uPageHeight;          // points: material y = v · height
        uniform vec4 uSmoothEdges;          // 1 for each edge smoothed: material x = 0, x = width, y = 0, y = height
        uniform vec2 uPageSize;             // points
        uniform float uOutset;              // points the smoothed edges move out along the paper (0: not at all; < 0: in)
        uniform vec2 uAxis;                 // unit, page plane: a direction the surface keeps straight
        uniform float uRestsOnGrid;         // 1: the page at rest lies on the pixel grid (its resting paper drawn unsmoothed)
        out float vMaterialY;
        #endif
        #if SMOOTH_EDGES && BENT
        out vec4 vRay;
        out float vOnBend;
        \(bendGapFunctions)
        \(bendRayFunctions)
        #endif

        // Every variant places a vertex at the same depth to the bit: the depth-only pass and the
        // pass that colours the page compare equal. (Flat paper the depth-only pass draws inset
        // moves its edges' vertices along the paper; that pass draws it a little farther.)
        invariant gl_Position;

        out vec3 vNormal;
        out float vMaterialX;
        out vec3 vPageNormal;
        out vec2 vTextureCoordinate;
        out vec3 vCaster0;
        out vec3 vCaster1;

        void main() {
            vec4 p = vec4(aPosition, 1.0);
            vec2 mesh = aMeshCoordinate;
            #if SMOOTH_EDGES
            // The paper reaches a little past its smoothed edges, so that the pixels its outline
            // covers in part from outside are drawn too (their coverage below half). It goes on
            // along the surface's tangent there: a surface that keeps the direction `uAxis`
            // straight (flat, a cylinder along its axis, a leaf turning about its spine) takes the
            // material direction across it to the front normal × the axis. A cone keeps each ray
            // from its apex straight: the ray through the point, on the page and in space.
            vec2 material = vec2(uMaterialX.x * mesh.x + uMaterialX.y, uPageHeight * mesh.y);
            vec2 outward = vec2(
                material.x <= 1e-3 ? -uSmoothEdges.x : (material.x >= uPageSize.x - 1e-3 ? uSmoothEdges.y : 0.0),
                material.y <= 1e-3 ? -uSmoothEdges.z : (material.y >= uPageSize.y - 1e-3 ? uSmoothEdges.w : 0.0));
            // Paper still lying where it rested on the pixel grid (the front, facing up in its
            // plane) is drawn unsmoothed, its outline on pixel boundaries: its vertices stay put,
            // here too where the bent paper begins, so that the two meet without a crack. (The
            // back of a leaf turned over flat faces up in that plane too, but is smoothed.)
            bool isFront = uMaterialX.x >= 0.0;
            bool resting = uRestsOnGrid > 0.5 && isFront && aNormal.z >= \(1 - flatNormalTolerance)
                && abs(aPosition.z) < 1e-3;
            vec2 push = resting ? vec2(0.0) : uOutset * outward;
            vec3 front = isFront ? aNormal : -aNormal;
            vec2 straight = uAxis;
            vec3 straightInSpace = vec3(uAxis, 0.0);
            #if BENT
            vec2 fromApexOnPage = material - vec2(length(uBendApex.xz), uBendApex.y);
            if (uBend.x > 1.5 && dot(fromApexOnPage, fromApexOnPage) > 1e-6) {
                straight = normalize(fromApexOnPage);
                straightInSpace = normalize(aPosition - uBendApex);
            }
            #endif
            vec3 across = cross(front, straightInSpace);
            p.xyz += dot(push, straight) * straightInSpace + dot(push, vec2(-straight.y, straight.x)) * across;
            mesh += push / vec2(uMaterialX.x, max(uPageHeight, 1e-6));
            #endif
            #if SMOOTH_EDGES && BENT
            // A curl's paper where it turns away from the eye has no paper beyond it to draw the
            // pixels its outline covers in part from outside. The mesh is cut along that outline
            // (BendOutline), and there the back (the curl's convex side, whose outline it is)
            // swells away from the axis by `uBend.w`, so that those pixels are drawn; the fragment
            // shader covers them by their distance from the true outline. No other vertex moves.
            // Where the paper lies flat (a curl's first and last ruling) it stays put: flat paper
            // drawn on its own meets it there (MeshParts). Nor does it swell below the page plane.
            vOnBend = 0.0;
            if (uBend.x > 0.5) {
                vec3 fromApex = aPosition - uBendApex;
                float along = dot(fromApex, uBendAxis);
                vec3 radial = fromApex - along * uBendAxis;
                float distance = length(radial);
                float off = uBend.x > 1.5 ? distance * uBend.z - along * uBend.y : distance - uBend.y;
                if (abs(off) <= 1e-3 + 1e-5 * (distance + abs(along))) {
                    vOnBend = 1.0;
                    float gap = rayGap(rayAgainstBend(aPosition)) * (uBend.x > 1.5 ? length(fromApex) : 1.0);
                    bool onOutline = abs(gap) <= 2e-3 + 1e-5 * length(fromApex);
                    bool lies = abs(aNormal.z) >= \(1 - flatNormalTolerance);
                    vec3 swell = radial * (uBend.w / max(distance, 1e-6));
                    if (!isFront && onOutline && !lies && aPosition.z + swell.z >= 0.0) p.xyz += swell;
                }
            }
            vRay = rayAgainstBend(p.xyz);
            #endif
            gl_Position = uModelViewProjection * p;
            vNormal = uNormalMatrix * aNormal;
            vPageNormal = aNormal;
            vec3 m = vec3(mesh, 1.0);
            vTextureCoordinate = vec2(dot(uTextureU, m), dot(uTextureV, m));
            vMaterialX = uMaterialX.x * mesh.x + uMaterialX.y;
            #if SMOOTH_EDGES
            vMaterialY = uPageHeight * mesh.y;
            #endif
            vCaster0 = vec3(0.0);
            vCaster1 = vec3(0.0);
            #if CASTER_COUNT > 0
            vec4 c0 = uToCaster[0] * p;
            vCaster0 = c0.xyz / c0.w;
            #endif
            #if CASTER_COUNT > 1
            vec4 c1 = uToCaster[1] * p;
            vCaster1 = c1.xyz / c1.w;
            #endif
        }
        """

    /// The uniform describing a curl's bend and the function that measures, from the eye's ray
    /// through a point against the bend (``bendRayFunctions``), how far inside the bend's outline
    /// the ray passes (both stages of a smoothing, bent variant share them).
    static let bendGapFunctions = """
        uniform vec4 uBend;  // x: 1 a cylinder, 2 a cone, 0 neither; y: the radius (points) or sin θ; z: cos θ; w: the swell (points)

        // How far inside the bend's outline the eye's ray (see rayAgainstBend) passes: 0 where it
        // grazes the surface, < 0 where it misses. For a cylinder, in points: the radius less the
        // ray's distance from the axis. For a cone, the sine of its half-angle less that of the
        // angle between the axis and the plane through the apex and the ray (which cuts the cone
        // while that angle is below θ); times the distance from the apex, that is in points.
        float rayGap(vec4 ray) {
            return uBend.y - abs(ray.w) * inversesqrt(max(dot(ray.xyz, ray.xyz), 1e-18));
        }
        """

    /// The vertex stage's uniforms placing a curl's bend and the eye in the canonical frame, and
    /// the eye's ray through a point against it: `(across, along)`, of which ``bendGapFunctions``
    /// makes the gap. Both are affine in the point (the eye's ray through `p` against a cylinder:
    /// `axis × (eye - p)`, whose dot with `p` less a point of the axis is affine too; against a
    /// cone: `(p - apex) × (eye - p)` and its dot with the axis), so that interpolated between
    /// vertices they are exact at every fragment.
    static let bendRayFunctions = """
        uniform vec3 uBendApex;      // canonical frame: a point of the cylinder's axis, or the cone's apex
        uniform vec3 uBendAxis;      // canonical frame, unit: the axis
        uniform vec4 uCanonicalEye;  // canonical frame: the eye (w = 1), or the direction toward it (w = 0)

        vec4 rayAgainstBend(vec3 p) {
            vec3 toEye = uCanonicalEye.xyz - p * uCanonicalEye.w;
            vec3 fromApex = p - uBendApex;
            if (uBend.x > 1.5) {
                vec3 plane = cross(fromApex, toEye);
                return vec4(plane, dot(uBendAxis, plane));
            }
            vec3 across = cross(uBendAxis, toEye);
            return vec4(across, dot(fromApex, across));
        }
        """

    /// The GLSL functions that work out, for one row of a caster's profile, the shade seen from a
    /// point of its cross-section (the frame shader's exact path and ``shadowTableFragment``
    /// share them). They read `uCasterProfile` and `uContactWidth` and need `PAIRS`.
    static let rowShadeFunctions = """
        // The squared distance from q to the segment from a to b.
        float segmentDistanceSquared(vec2 q, vec2 a, vec2 b) {
            vec2 ab = b - a;
            vec2 aq = q - a;
            float t = clamp(dot(aq, ab) / max(dot(ab, ab), 1e-8), 0.0, 1.0);
            vec2 d = aq - t * ab;
            return dot(d, d);
        }

        // Seen from (x, z) in a caster's cross-section, one row of its paper: the share of the sky
        // it hides (x) and how near it comes (y, points, to the polyline through its samples).
        vec2 rowShade(int first, vec2 q) {
            float highest = -1.0;  // cos of the lowest elevation
            float lowest = 1.0;    // cos of the highest elevation
            float nearest = 1e18;  // squared
            vec2 previous = uCasterProfile[first].xy;
            for (int i = 0; i < PAIRS; i++) {
                vec4 pair = uCasterProfile[first + i];
                vec2 a = pair.xy - q;
                vec2 b = pair.zw - q;
                float ca = a.x * inversesqrt(max(dot(a, a), 1e-8));
                float cb = b.x * inversesqrt(max(dot(b, b), 1e-8));
                highest = max(highest, max(ca, cb));
                lowest = min(lowest, min(ca, cb));
                nearest = min(nearest, min(segmentDistanceSquared(q, previous, pair.xy),
                                           segmentDistanceSquared(q, pair.xy, pair.zw)));
                previous = pair.zw;
            }
            return vec2(max(highest - lowest, 0.0) * 0.5, sqrt(nearest));
        }

        // The contact shadow of one row: the sky its paper hides, as far as that paper is near.
        float rowContact(vec2 shade) {
            float near = max(1.0 - shade.y / uContactWidth, 0.0);
            return shade.x * near * near;
        }

        // How far (points) the line where a caster's lifted paper begins lies from the spine, at
        // `inside` rows along it (0 ... ROWS - 1) where that row's paper starts at `start`;
        // `frame0`, `frame1`: the caster's frame (uCasterFrame). Affine in both, so that
        // interpolating it between two rows gives it for the start interpolated between them.
        float spineDistance(float start, float inside, vec4 frame0, vec4 frame1) {
            return frame0.x + (frame1.z + inside * frame1.w) * frame0.z + start * frame1.x;
        }

        // A spine distance (points) as a ShadowTable's alpha holds it, and back (see
        // FrameShaderSource.spineDistanceBelow).
        const float SPINE_BELOW = \(spineDistanceBelow);
        const float SPINE_RANGE = \(spineDistanceRange);
        float storedSpineDistance(float spineDistance) {
            return (spineDistance + SPINE_BELOW * uContactWidth) / (SPINE_RANGE * uContactWidth);
        }
        float spineDistanceStored(float stored) {
            return (stored * SPINE_RANGE - SPINE_BELOW) * uContactWidth;
        }

        // What lets light in beside a rigid leaf, a wall of paper rising from the spine rather
        // than a tunnel: the height of its paper as far out as the point (its foot, where it
        // stands upright), for a row `height` high that ends at `end`.
        float rigidFadeLift(float height, float x, vec2 end) {
            return height * min(abs(x) / max(length(end), 1e-3), 1.0);
        }

        // A caster's soft shadow (x) and contact shadow (y), from the sky its paper hides
        // (`occlusion`) and its contact shadow, where its lifted paper begins `spineDistance`
        // points from the spine and rises `height` points, its light fading over `fadeLift`
        // points. Not yet weighted for rows beyond the paper, lifted receivers or a curl's own
        // fold (casterShadow does that).
        vec2 liftedShade(float occlusion, float contact, float spineDistance, float height, float fadeLift) {
            // No contact shadow where the paper rises from the binding: there the leaf is joined
            // to the book, not nearly touching it (the gutter shades the binding). It fades in as
            // the line where the lifted paper begins (each row's first sample) leaves the spine,
            // so a turn starting or ending with a roll at the spine, or a rigid leaf, casts none.
            contact *= smoothstep(0.0, uContactWidth, spineDistance);
            // A page coming to rest takes its shadow with it: none at all when it lies flat.
            float onset = uShadowOnsetHeight > 0.0 ? smoothstep(0.0, uShadowOnsetHeight, height) : step(1e-3, height);
            // Light reaches under a high curl from its open ends.
            return onset * vec2(occlusion / (1.0 + fadeLift / uShadowFadeHeight), contact);
        }
        """

    /// The vertex shader of ``ShadowTable``'s pass: a quad over the whole target, from `gl_VertexID`.
    static let shadowTableVertex = version + """
        void main() {
            vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1)) * 2.0 - 1.0;
            gl_Position = vec4(corner, 0.0, 1.0);
        }
        """

    /// The fragment shader of ``ShadowTable``'s pass: texel `(i, row)` holds the shade of that row
    /// of one caster seen from the point `(x, 0)` of its cross-section, `x = s·v / (1 - |v|)` for
    /// `v = 2(i + ½)/width - 1`: the occlusion (red, for a rigid leaf faded for the light beside
    /// it) and the contact shadow (green), as the exact path works them out for each row before
    /// interpolating between rows, and, the same all along the row, its lift over the table's
    /// lift scale (blue) and how far from the spine its lifted paper begins (alpha, see
    /// ``spineDistanceBelow``).
    static let shadowTableFragment = version + """
        precision highp float;
        precision highp int;

        const int ROWS = \(rows);
        const int PAIRS = \(samplesPerRow / 2);
        uniform vec4 uCasterProfile[ROWS * PAIRS];  // one caster's rows
        uniform float uCasterLift[ROWS];  // each row's highest point, points
        uniform float uContactWidth;     // points, > 0
        uniform float uShadowOnsetHeight;
        uniform float uShadowFadeHeight;
        uniform vec4 uCasterFrame[2];    // the caster's frame, as the frame shader's
        uniform float uCasterRigid;      // 1 for a leaf rotated rigidly about its spine
        uniform float uTableScale;       // s, points
        uniform float uTableWidth;       // texels
        uniform float uTableLift;        // points: the lift stored as 1

        out vec4 fragColor;

        \(rowShadeFunctions)

        void main() {
            int row = int(gl_FragCoord.y);
            int first = row * PAIRS;
            float v = 2.0 * gl_FragCoord.x / uTableWidth - 1.0;
            float x = uTableScale * v / max(1.0 - abs(v), 1e-6);
            vec2 shade = rowShade(first, vec2(x, 0.0));
            float height = uCasterLift[row];
            float occlusion = shade.x;
            // A rigid leaf's rows are all alike: its light's fade is the same whichever rows the
            // frame shader interpolates between.
            if (uCasterRigid > 0.5) {
                occlusion /= 1.0 + rigidFadeLift(height, x, uCasterProfile[first + PAIRS - 1].zw) / uShadowFadeHeight;
            }
            float spine = spineDistance(uCasterProfile[first].x, float(row), uCasterFrame[0], uCasterFrame[1]);
            fragColor = vec4(occlusion, rowContact(shade), height / uTableLift, storedSpineDistance(spine));
        }
        """

    /// The fragment shader after its version and definitions.
    static let fragmentBody = """
        precision highp float;
        precision highp int;

        const int CASTERS = \(maximumCasters);
        const int ROWS = \(rows);
        const int PAIRS = \(samplesPerRow / 2);  // two samples a vec4
        // A receiving point this high above a caster's page plane (points) is part of a lifted
        // page itself, not of the page beneath: it gets no shadow (fading in over this height).
        const float RECEIVER_LIFT_LIMIT = \(receiverLiftLimit);

        in vec3 vNormal;
        in float vMaterialX;
        #if SMOOTH_EDGES
        in float vMaterialY;
        uniform vec4 uSmoothEdges;       // 1 for each edge smoothed: material x = 0, x = width, y = 0, y = height
        uniform vec2 uPageSize;          // points
        #endif
        #if SMOOTH_EDGES && BENT
        in vec4 vRay;                    // the eye's ray through the fragment against the bend (rayAgainstBend)
        in float vOnBend;                // 1 on paper wrapped round a curl's cylinder or cone
        \(bendGapFunctions)
        #endif
        in vec3 vPageNormal;
        in vec2 vTextureCoordinate;
        in vec3 vCaster0;
        in vec3 vCaster1;

        uniform sampler2D uTexture;
        uniform vec4 uTint;              // linear, premultiplied
        uniform float uFade;             // toward paper: a see-through back
        uniform vec3 uPaperColor;        // linear
        uniform vec3 uLightDirection;    // unit, view frame, toward the light
        uniform float uAmbient;
        uniform float uDiffuse;
        uniform float uBrightness;
        uniform float uOpacity;
        uniform float uCurlShading;      // 0 on convex sides and unbent pages
        uniform vec3 uFlatNormal;        // canonical normal of the page's unbent part
        uniform vec4 uCasterFrame[CASTERS * 2];
        uniform vec4 uCasterProfile[CASTERS * ROWS * PAIRS];
        uniform vec4 uCasterLift[CASTERS * ROWS / 4];
        uniform float uShadowOpacity;
        uniform float uShadowFadeHeight;
        uniform float uShadowOnsetHeight;
        uniform float uSelfFold;         // caster 0 is the page itself: how far it folds over
        uniform float uCasterRigid[CASTERS];  // 1 for a leaf rotated rigidly about its spine
        uniform float uContactOpacity;
        uniform float uContactWidth;     // points, > 0
        uniform float uGutter;           // 0 for a page that is not bound
        uniform float uGutterWidth;      // points, > 0
        uniform float uSpecular;
        uniform float uSpecularExponent;
        uniform vec3 uHalfVector;        // unit, view frame, halfway between light and viewer
        #if SHADOW_TABLE
        uniform sampler2D uShadowTable0;  // each caster's ShadowTable
        uniform sampler2D uShadowTable1;
        uniform float uShadowTableScale[CASTERS];  // points: x at a quarter of the table's width
        uniform float uShadowTableLift[CASTERS];   // points: each table's lift stored as 1
        #endif

        out vec4 fragColor;

        \(rowShadeFunctions)
        float lift(int caster, int row) {
            int index = caster * ROWS + row;
            return uCasterLift[index / 4][index % 4];
        }

        // The shade of this fragment (at p in the caster's canonical frame) by caster `caster`:
        // its soft shadow (x) and its contact shadow (y).
        vec2 casterShadow(int caster, vec3 p) {
            vec4 f0 = uCasterFrame[caster * 2];
            vec4 f1 = uCasterFrame[caster * 2 + 1];
            vec2 offset = p.xy - f0.xy;
            float t = dot(offset, f0.zw);
            float x = dot(offset, f1.xy);
            float row = (t - f1.z) / f1.w;
            float inside = clamp(row, 0.0, float(ROWS - 1));
            int r0 = min(int(inside), ROWS - 2);
            float w = inside - float(r0);
            int first = (caster * ROWS + r0) * PAIRS;
            #if SHADOW_TABLE
            // The rows' shade tabulated along x for points in the caster's plane (see
            // ShadowTable), with each row's lift and spine distance: one bilinear lookup
            // interpolates between the rows as below.
            float scale = uShadowTableScale[caster];
            vec2 at = vec2(0.5 + 0.5 * x / (abs(x) + scale), (inside + 0.5) / float(ROWS));
            vec4 rows = caster == 0 ? texture(uShadowTable0, at) : texture(uShadowTable1, at);
            float height = rows.z * uShadowTableLift[caster];
            // (A rigid leaf's fade is in its table.)
            vec2 shade = liftedShade(rows.x, rows.y, spineDistanceStored(rows.w), height,
                                     uCasterRigid[caster] > 0.5 ? 0.0 : height);
            #else
            vec2 q = vec2(x, p.z);
            vec2 shade0 = rowShade(first, q);
            vec2 shade1 = rowShade(first + PAIRS, q);
            float height = mix(lift(caster, r0), lift(caster, r0 + 1), w);
            float start = mix(uCasterProfile[first].x, uCasterProfile[first + PAIRS].x, w);
            float fadeLift = uCasterRigid[caster] > 0.5
                ? rigidFadeLift(height, x, uCasterProfile[first + PAIRS - 1].zw) : height;
            vec2 shade = liftedShade(mix(shade0.x, shade1.x, w), mix(rowContact(shade0), rowContact(shade1), w),
                                     spineDistance(start, inside, f0, f1), height, fadeLift);
            #endif
            // Past the first or last row the paper ends: fade out over its lift.
            float beyond = abs(row - inside) * f1.w;
            float weight = 1.0 - smoothstep(0.0, max(height, 1.0), beyond);
            weight *= 1.0 - smoothstep(0.0, RECEIVER_LIFT_LIMIT, p.z);
            // A curl's own lifted paper (beyond its axis) is shaded by itself only as far as the
            // curl folds over: the paper of a gentle bend lies below the point it rises through.
            // Its contact shadow, everywhere: the paper it touches is its own.
            if (caster == 0) {
                shade.x *= mix(1.0, uSelfFold, smoothstep(0.0, 1.0, x));
                shade.y *= uSelfFold;
            }
            return weight * shade;
        }

        #if SMOOTH_EDGES
        // The share of this pixel the paper covers, from its distance in pixels to the page's
        // smoothed edges (material coordinates over their screen gradients) and, on a curl's
        // cylinder or cone, to its outline where it turns away from the eye (how far inside it
        // the eye's ray through the pixel passes, over that measure's gradient): 1/2 on an edge
        // through the pixel's centre, 1 from half a pixel inside. (The paper's interpolated
        // facing, which this replaced, changes sign within a sliver of the mesh along that
        // outline, far too sharply: a tight roll showed one-pixel steps.)
        float coverage() {
            vec2 m = vec2(vMaterialX, vMaterialY);
            vec2 perPixel = vec2(length(vec2(dFdx(m.x), dFdy(m.x))), length(vec2(dFdx(m.y), dFdy(m.y))));
            vec4 inside = vec4(m.x, uPageSize.x - m.x, m.y, uPageSize.y - m.y) / max(perPixel.xxyy, 1e-6);
            inside = mix(vec4(1e6), inside, uSmoothEdges);
            float edge = min(min(inside.x, inside.y), min(inside.z, inside.w));
            // Only paper that bends turns away from the eye within the page: a flat piece seen
            // nearly edge-on is smoothed by its edges alone.
            float outline = 1e6;
            #if BENT
            // (A cone's gap, an angle's sine, is left unscaled by the distance from the apex:
            // over its own gradient that changes nothing where it matters, near zero.)
            float gap = rayGap(vRay);
            float silhouette = gap / max(length(vec2(dFdx(gap), dFdy(gap))), 1e-6);
            outline = vOnBend > 0.999 ? silhouette : outline;
            #endif
            return clamp(min(edge, outline) + 0.5, 0.0, 1.0);
        }
        #endif

        vec3 encodeSRGB(vec3 linear) {
            vec3 c = clamp(linear, 0.0, 1.0);
            vec3 low = c * 12.92;
            vec3 high = 1.055 * pow(c, vec3(1.0 / 2.4)) - 0.055;
            return mix(high, low, vec3(lessThanEqual(c, vec3(0.0031308))));
        }

        void main() {
            #if DEPTH_ONLY
            // Depth where the paper covers the whole pixel: what lies behind it need not be
            // shaded; behind a pixel it covers in part, it must be, to show through. (Paper
            // drawn without smoothing covers every pixel it is drawn on, and so does flat paper
            // drawn with its outline moved inward by half a pixel or more.)
            #if SMOOTH_EDGES && !INSET_OUTLINE && !COVERS_WHOLE
            if (coverage() < 0.999) discard;
            #endif
            fragColor = vec4(0.0);
            return;
            #endif
            #if TEXTURED
            vec4 color = texture(uTexture, vTextureCoordinate) * uTint;
            #else
            vec4 color = uTint;
            #endif
            color.rgb = mix(color.rgb, uPaperColor * color.a, uFade);

            vec3 n = normalize(vNormal);
            float light = uAmbient + uDiffuse * max(dot(n, uLightDirection), 0.0);
            // The darkening inside a curl and the sheen along its bend: none on flat paper (a
            // variant without them draws it).
            #if BENT
            float turn = dot(normalize(vPageNormal), uFlatNormal);
            float interior = 1.0 - uCurlShading * 0.5 * (1.0 - turn);
            #else
            float interior = 1.0;
            #endif
            vec2 shadow = vec2(0.0);
            #if CASTER_COUNT > 0
            shadow = casterShadow(0, vCaster0);
            #endif
            #if CASTER_COUNT > 1
            shadow = 1.0 - (1.0 - shadow) * (1.0 - casterShadow(1, vCaster1));
            #endif
            float unshadowed = (1.0 - uShadowOpacity * shadow.x) * (1.0 - uContactOpacity * shadow.y);
            float gutter = 1.0;
            if (uGutter > 0.0) {
                float g = 1.0 - clamp(vMaterialX / uGutterWidth, 0.0, 1.0);
                gutter = 1.0 - uGutter * g * g;
            }
            // A sheen along the bend only: sin²ψ is zero on flat paper and on paper folded flat over,
            // and small on the gentle bend of a page coming to rest.
            float sheen = 0.0;
            #if BENT
            if (uSpecular > 0.0) {
                float bend = max(1.0 - turn * turn, 0.0);
                sheen = uSpecular * bend * pow(max(dot(n, uHalfVector), 0.0), uSpecularExponent);
            }
            #endif

            color.rgb = (color.rgb * light * interior * gutter + sheen * color.a) * unshadowed * uBrightness;
            color *= uOpacity;
            #if SMOOTH_EDGES && !COVERS_WHOLE
            color *= coverage();
            #endif
            #if ENCODE_SRGB
            color.rgb = encodeSRGB(color.rgb);
            #endif
            fragColor = color;
        }
        """
}
