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
/// ``FrameRenderer`` adds terms that make a page read as paper and a book as a book (see
/// <doc:ShadingPaper>): the soft shadow a lifted page casts on the pages beneath it
/// (``shadowOpacity``, ``shadowFadeHeight``, ``shadowOnsetHeight``) and its tight contact shadow
/// where the lifted sheet nearly touches them (``contactShadowOpacity``, ``contactShadowWidth``);
/// the darkening inside the curl (``curlInteriorShading``) and the sheen along its bend
/// (``specularStrength``, ``specularExponent``); and, for the pages of a bound book
/// (`PageDrawable/isBound`), the darkening toward the spine (``gutterShading``,
/// ``gutterWidth``) and the soft shadow under the book on the desk (``deskShadowOpacity``,
/// ``deskShadowRadius``). Each is turned off by a strength of `0`, and each that a lifted page
/// causes fades in with its lift (zero while the page lies flat), so no turn starts or lands
/// with a jump. How far a see-through back fades toward ``paperColor`` is the frame's own:
/// `PageFace/mirroredFront(fade:)`.
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
    /// How dark the contact shadow gets, `0 ... 1` (clamped): the tight shadow along the line
    /// where a lifted sheet nearly touches the page beneath it (beside the bend of a tight curl,
    /// under a dog-ear lying on its own page), in addition to the soft shadow. The light is
    /// multiplied by `1 - contactShadowOpacity · c`, `c` being the share of the sky the nearby
    /// paper hides, weighted by `(1 - d / contactShadowWidth)²` for the distance `d` to that
    /// paper; it fades in with the lift as the soft shadow does (``shadowOnsetHeight``), and as
    /// the line where the paper leaves the page moves away from the spine (paper rising from the
    /// binding, a rigid leaf's or a roll's at the spine, is joined to the book, not touching it).
    /// `0` turns it off. Default `0.6`.
    public var contactShadowOpacity: Double
    /// How far from the paper the contact shadow reaches, in points (the distance `d` at which
    /// its weight reaches zero). Clamped to `>= 0.5`; NaN as the default, `10`.
    public var contactShadowWidth: Double
    /// How much light the paper of a bound page (`PageDrawable/isBound`) loses at its spine, where
    /// it curves down into the gutter, `0 ... 1` (clamped): the light is multiplied by
    /// `1 - gutterShading · (1 - x / (gutterWidth · width))²` within ``gutterWidth`` of the spine,
    /// `x` being the material distance from the spine and `width` the page's. Ink stays as dark
    /// as it is; the paper next to the spine darkens by this share, nothing past the gutter. `0`
    /// turns it off. Default `0.2`.
    public var gutterShading: Double
    /// How far into a bound page the gutter shading reaches, as a share of the page's width,
    /// `0 ... 1` (clamped). Default `0.1`.
    public var gutterWidth: Double
    /// How dark the shadow under a bound book on the desk gets right at its edge, `0 ... 1`
    /// (clamped): the background around the pages (`PageDrawable/isBound`) is multiplied by
    /// `1 - deskShadowOpacity · (1 - d / deskShadowRadius)²`, `d` being the distance from the
    /// nearest page's outline on the desk. A lifted leaf's outline counts, its shadow weakened
    /// by its lift (``shadowFadeHeight``), and a page fading in or out counts by its opacity, so
    /// the shadow follows the book through a turn. `0` turns it off. Default `0.4`.
    public var deskShadowOpacity: Double
    /// How far the shadow under a bound book reaches beyond its pages, in points. Clamped to
    /// `>= 0.5`; NaN as the default, `18`.
    public var deskShadowRadius: Double
    /// How bright the sheen along a bend gets, `0 ... 1` (clamped): white light added where a
    /// curled or coned page faces the light, `specularStrength · sin²ψ · max(n · h, 0)^e`, with
    /// `h` halfway between the light and the viewer, `e` = ``specularExponent`` and `ψ` the angle
    /// by which the paper has turned from the page's flat part. `sin²ψ` keeps the sheen on the
    /// bend: nothing on a page lying flat, on the part of a curl folded flat over, or on a rigid
    /// leaf, so a page at rest shows its image exactly, and next to nothing on the gentle bend of
    /// a page coming to rest (a tenth of a radian of turn gives a hundredth of the strength).
    /// `0` turns it off. Default `0.3`.
    public var specularStrength: Double
    /// How tight the sheen is: the exponent `e` of `max(n · h, 0)^e`, clamped to `1 ... 256`;
    /// paper is matte, so a low value (a broad, soft band). NaN as the default, `6`.
    public var specularExponent: Double

    /// Shading with the given values (defaults: light from the viewer, ambient 0.35,
    /// diffuse 0.65, white paper, shadow opacity 0.7 fading in over the first 8 points of lift
    /// and to half at a 60-point lift, curl interior shading 0.45, a contact shadow of 0.6
    /// within 10 points of the paper, gutter shading 0.2 over a tenth of the page, a desk shadow
    /// of 0.4 over 18 points, a sheen of 0.3 with exponent 6).
    public init(
        lightDirection: SIMD3<Double> = SIMD3(0, 0, 1),
        ambient: Double = 0.35,
        diffuse: Double = 0.65,
        paperColor: ColorRGBA = .white,
        shadowOpacity: Double = 0.7,
        shadowFadeHeight: Double = 60,
        shadowOnsetHeight: Double = 8,
        curlInteriorShading: Double = 0.45,
        contactShadowOpacity: Double = 0.6,
        contactShadowWidth: Double = 10,
        gutterShading: Double = 0.2,
        gutterWidth: Double = 0.1,
        deskShadowOpacity: Double = 0.4,
        deskShadowRadius: Double = 18,
        specularStrength: Double = 0.3,
        specularExponent: Double = 6
    ) {
        self.lightDirection = lightDirection
        self.ambient = ambient
        self.diffuse = diffuse
        self.paperColor = paperColor
        self.shadowOpacity = shadowOpacity
        self.shadowFadeHeight = shadowFadeHeight
        self.shadowOnsetHeight = shadowOnsetHeight
        self.curlInteriorShading = curlInteriorShading
        self.contactShadowOpacity = contactShadowOpacity
        self.contactShadowWidth = contactShadowWidth
        self.gutterShading = gutterShading
        self.gutterWidth = gutterWidth
        self.deskShadowOpacity = deskShadowOpacity
        self.deskShadowRadius = deskShadowRadius
        self.specularStrength = specularStrength
        self.specularExponent = specularExponent
    }

    /// The default shading.
    public static let `default` = ShadingParameters()

    /// No lighting and no occlusion: every surface shows its texture exactly (ambient 1,
    /// diffuse 0, no shadow, no curl shading, no contact shadow, no gutter, no desk shadow, no
    /// sheen).
    public static let unlit = ShadingParameters(
        ambient: 1, diffuse: 0, shadowOpacity: 0, curlInteriorShading: 0, contactShadowOpacity: 0,
        gutterShading: 0, deskShadowOpacity: 0, specularStrength: 0)

    /// ``lightDirection`` normalised, or `(0, 0, 1)` when it has no direction.
    var resolvedLightDirection: SIMD3<Double> {
        let d = lightDirection
        let length = (d * d).sum().squareRoot()
        guard length.isFinite, length > 0 else { return SIMD3(0, 0, 1) }
        return d / length
    }

    /// The unit vector halfway between ``resolvedLightDirection`` and the viewer's direction
    /// `(0, 0, 1)` (the sheen's `h`); `(0, 0, 1)` when the light comes from straight behind.
    var halfVector: SIMD3<Double> {
        let h = resolvedLightDirection + SIMD3(0, 0, 1)
        let length = (h * h).sum().squareRoot()
        guard length > 1e-9 else { return SIMD3(0, 0, 1) }
        return h / length
    }

    /// ``shadowFadeHeight`` as used: `>= 1` point, NaN as the default.
    var resolvedShadowFadeHeight: Double {
        shadowFadeHeight.isNaN ? 60 : max(1, shadowFadeHeight)
    }

    /// ``shadowOnsetHeight`` as used: `>= 0` points, NaN as the default.
    var resolvedShadowOnsetHeight: Double {
        shadowOnsetHeight.isNaN ? 8 : max(0, shadowOnsetHeight)
    }

    /// ``contactShadowWidth`` as used: `>= 0.5` points, NaN as the default.
    var resolvedContactShadowWidth: Double {
        contactShadowWidth.isNaN ? 10 : max(0.5, contactShadowWidth)
    }

    /// ``deskShadowRadius`` as used: `>= 0.5` points, NaN as the default.
    var resolvedDeskShadowRadius: Double {
        deskShadowRadius.isNaN ? 18 : max(0.5, deskShadowRadius)
    }

    /// ``specularExponent`` as used: `1 ... 256`, NaN as the default.
    var resolvedSpecularExponent: Double {
        specularExponent.isNaN ? 6 : min(max(specularExponent, 1), 256)
    }

    /// `value` clamped to `0 ... 1`, NaN as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
