/// Which build of the frame shader (``FrameShaderSource``) draws one side of a drawable: the code
/// it does not need is left out at compile time, not skipped by a uniform condition, which a
/// software rasteriser would run anyway.
struct FrameShaderVariant: Hashable {
    /// How many lifted pages shade the side, `0 ... FrameShaderSource.maximumCasters`.
    var casters: Int
    /// Whether the side shows a texture (a page image), rather than a plain colour.
    var isTextured: Bool
    /// Whether the shader encodes its output to sRGB itself: the target's colour buffer is not
    /// sRGB-encoded, so the blend and the written values are in sRGB.
    var encodesSRGB: Bool
    /// Whether the shader smooths the page's outline itself (its alpha is the share of the pixel
    /// covered), for a target without multisampling; drawn back to front, blended.
    var smoothsEdges: Bool
    /// Whether it only writes depth, where the paper covers the whole pixel (with
    /// ``smoothsEdges``): the pass before the back-to-front one, so that what is hidden behind a
    /// page is not shaded.
    var writesDepthOnly = false
    /// Whether, writing depth only for smoothed flat paper, it draws the paper with its smoothed
    /// edges moved inward (the caller's negative outset, at least half a pixel) and writes depth
    /// at every pixel it covers, rather than drawing it whole and discarding the pixels its
    /// outline covers in part. A shader that may discard is shaded before its depth test on a
    /// software rasteriser: every pixel of a page hidden under another would be.
    var insetsOutline = false
    /// Whether the paper may be bent (a cylinder, a cone): the curl's interior shading, the sheen
    /// along its bend and, when smoothing, its outline where it turns away from the eye. A flat
    /// side (flat, or turning rigidly about its spine) has none of them.
    var isBent = true
    /// Whether its casters' shade is looked up in their ``ShadowTable``s rather than worked out
    /// from their profiles (with ``casters`` above 0): every point that receives their shadow lies
    /// in their page planes.
    var usesShadowTable = false
    /// Whether, smoothing the outline (with ``smoothsEdges``), it is drawn only at pixels the
    /// paper covers whole (scissored by the caller), where the coverage would be exactly 1: the
    /// coverage is left out (and, writing depth only, the discard by it), and the vertices and
    /// every other value are the smoothing variant's, so the pixels are the same to the byte.
    var coversWhole = false

    /// The preprocessor lines that select this variant, each ending in a newline.
    var definitions: String {
        """
        #define CASTER_COUNT \(casters)
        #define TEXTURED \(isTextured ? 1 : 0)
        #define ENCODE_SRGB \(encodesSRGB ? 1 : 0)
        #define SMOOTH_EDGES \(smoothsEdges ? 1 : 0)
        #define DEPTH_ONLY \(writesDepthOnly ? 1 : 0)
        #define INSET_OUTLINE \(insetsOutline ? 1 : 0)
        #define BENT \(isBent ? 1 : 0)
        #define SHADOW_TABLE \(usesShadowTable && casters > 0 ? 1 : 0)
        #define COVERS_WHOLE \(coversWhole ? 1 : 0)

        """
    }
}
