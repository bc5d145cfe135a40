import PageEffects
/// How the pages are lit and tinted; every value has a default that looks like paper under
/// a soft light from the viewer.
///
/// Shading works in linear light on premultiplied colour. For a surface with unit normal `n`
/// (turned toward the viewer's side when the back of a triangle is seen) and unit light
/// direction `l`, the colour is multiplied by `ambient + diffuse · max(n · l, 0)` (Lambert).
/// With the defaults a page facing the viewer shows its texture exactly (`0.35 + 0.65 = 1`) and
/// darkens as it turns away, to `ambient` when edge-on.
///
/// The soft shadow cast on the page beneath a curl and the shading inside the curl come later,
/// as fields here and terms of the fragment shader's `occlusion()` hook.
public struct ShadingParameters: Hashable, Sendable {
    /// Direction toward the light, in view coordinates (x right, y down, z toward the viewer);
    /// any length, normalised when used; a zero or non-finite vector means `(0, 0, 1)`, a light
    /// straight from the viewer.
    public var lightDirection: SIMD3<Double>
    /// Light reaching every surface whatever its orientation, `0 ... 1` (clamped).
    public var ambient: Double
    /// Strength of the Lambert term, `0 ... 1` (clamped).
    public var diffuse: Double
    /// How far a ``SurfaceKind/seeThroughBack`` surface is faded toward ``paperColor``:
    /// `0` shows the mirrored content as is, `1` shows plain paper; clamped to `0 ... 1`.
    public var backSideFade: Double
    /// The colour of the paper, used by ``backSideFade`` (its alpha is ignored).
    public var paperColor: ColorRGBA

    /// Shading with the given values (defaults: light from the viewer, ambient 0.35,
    /// diffuse 0.65, back-side fade 0.8, white paper).
    public init(
        lightDirection: SIMD3<Double> = SIMD3(0, 0, 1),
        ambient: Double = 0.35,
        diffuse: Double = 0.65,
        backSideFade: Double = 0.8,
        paperColor: ColorRGBA = .white
    ) {
        self.lightDirection = lightDirection
        self.ambient = ambient
        self.diffuse = diffuse
        self.backSideFade = backSideFade
        self.paperColor = paperColor
    }

    /// The default shading.
    public static let `default` = ShadingParameters()

    /// No lighting: every surface shows its texture exactly (ambient 1, diffuse 0).
    public static let unlit = ShadingParameters(ambient: 1, diffuse: 0)

    /// ``lightDirection`` normalised, or `(0, 0, 1)` when it has no direction.
    var resolvedLightDirection: SIMD3<Double> {
        let d = lightDirection
        let length = (d * d).sum().squareRoot()
        guard length.isFinite, length > 0 else { return SIMD3(0, 0, 1) }
        return d / length
    }

    /// `value` clamped to `0 ... 1`, NaN as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
