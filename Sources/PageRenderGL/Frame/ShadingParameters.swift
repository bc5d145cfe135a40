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
/// ``FrameRenderer`` adds two occlusion terms that make a curl read as paper (see
/// <doc:ShadingPaper>): the soft shadow a lifted page casts on the pages beneath it
/// (``shadowOpacity``, ``shadowFadeHeight``, ``shadowOnsetHeight``) and the darkening inside the
/// curl (``curlInteriorShading``). How far a see-through back fades toward ``paperColor`` is the
/// frame's own: `PageFace/mirroredFront(fade:)`.
public struct ShadingParameters: Hashable, Sendable {
    /// Direction toward the light, in view coordinates (x right, y down, z toward the viewer);
    /// any length, normalised when used; a zero or non-finite vector means `(0, 0, 1)`, a light
    /// straight from the viewer.
    public var lightDirection: SIMD3<Double>
    /// Light reaching every surface whatever its orientation, `0 ... 1` (clamped).
    public var ambient: Double
    /// Strength of the Lambert term, `0 ... 1` (clamped).
    public var diffuse: Double
    /// The colour of the paper: what a see-through back (`PageFace/mirroredFront(fade:)`) fades
    /// toward, and what a page whose image is missing shows (its alpha is ignored).
    public var paperColor: ColorRGBA
    /// How dark the shadow a lifted page casts on the pages beneath it gets, `0 ... 1` (clamped):
    /// the light is multiplied by `1 - shadowOpacity · occlusion`, where `occlusion` in `[0, 1]`
    /// is the share of the sky the lifted paper hides (one half right beside a curl that touches
    /// the page). `0` turns the shadow off. Default `0.7`.
    public var shadowOpacity: Double
    /// The lift, in points, at which the shadow has faded to half its strength: the occlusion is
    /// divided by `1 + lift / shadowFadeHeight`, so a curl lifted high casts a wider (by
    /// geometry) and lighter shadow, as light reaches under it from its open ends. Clamped to
    /// `>= 1`; default `60`.
    public var shadowFadeHeight: Double
    /// The lift, in points, over which a page's shadow fades in as it leaves the page beneath
    /// (and out as it comes to rest): the occlusion is multiplied by `smoothstep(0, h, lift)`
    /// with `h = shadowOnsetHeight`, `lift` being the height of the lifted paper over the
    /// receiving point's row. The shadow is therefore a continuous function of the pose that
    /// is zero exactly when the page lies flat, so a turn neither starts nor lands with a jump
    /// in brightness. Clamped to `>= 0` (`0` lets the shadow appear at full strength at the
    /// smallest lift); NaN as the default, `8`.
    public var shadowOnsetHeight: Double
    /// How much the concave inner side of a curl is darkened, `0 ... 1` (clamped): the light is
    /// multiplied by `1 - curlInteriorShading · (1 - cos ψ) / 2`, `ψ` being the angle by which
    /// the paper has turned from the page's flat part (the angle round the cylinder). `0` turns
    /// it off. Default `0.45`.
    public var curlInteriorShading: Double

    /// Shading with the given values (defaults: light from the viewer, ambient 0.35,
    /// diffuse 0.65, white paper, shadow opacity 0.7 fading in over the first 8 points of lift
    /// and to half at a 60-point lift, curl interior shading 0.45).
    public init(
        lightDirection: SIMD3<Double> = SIMD3(0, 0, 1),
        ambient: Double = 0.35,
        diffuse: Double = 0.65,
        paperColor: ColorRGBA = .white,
        shadowOpacity: Double = 0.7,
        shadowFadeHeight: Double = 60,
        shadowOnsetHeight: Double = 8,
        curlInteriorShading: Double = 0.45
    ) {
        self.lightDirection = lightDirection
        self.ambient = ambient
        self.diffuse = diffuse
        self.paperColor = paperColor
        self.shadowOpacity = shadowOpacity
        self.shadowFadeHeight = shadowFadeHeight
        self.shadowOnsetHeight = shadowOnsetHeight
        self.curlInteriorShading = curlInteriorShading
    }

    /// The default shading.
    public static let `default` = ShadingParameters()

    /// No lighting and no occlusion: every surface shows its texture exactly (ambient 1,
    /// diffuse 0, no shadow, no curl shading).
    public static let unlit = ShadingParameters(ambient: 1, diffuse: 0, shadowOpacity: 0, curlInteriorShading: 0)

    /// ``lightDirection`` normalised, or `(0, 0, 1)` when it has no direction.
    var resolvedLightDirection: SIMD3<Double> {
        let d = lightDirection
        let length = (d * d).sum().squareRoot()
        guard length.isFinite, length > 0 else { return SIMD3(0, 0, 1) }
        return d / length
    }

    /// ``shadowFadeHeight`` as used: `>= 1` point, NaN as the default.
    var resolvedShadowFadeHeight: Double {
        shadowFadeHeight.isNaN ? 60 : max(1, shadowFadeHeight)
    }

    /// ``shadowOnsetHeight`` as used: `>= 0` points, NaN as the default.
    var resolvedShadowOnsetHeight: Double {
        shadowOnsetHeight.isNaN ? 8 : max(0, shadowOnsetHeight)
    }

    /// `value` clamped to `0 ... 1`, NaN as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
