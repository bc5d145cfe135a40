import PageGeometry

/// One page to draw: its content, its shape in the canonical page frame, and where that frame
/// sits in the view.
///
/// The page spans `[0, pageSize.x] × [0, pageSize.y]` points in its **canonical page frame**
/// (spine at `x = 0`, turning toward `-x`, y down, z toward the viewer). ``surface`` bends it there;
/// ``placement`` then maps the canonical frame into the view (Core Animation semantics, row
/// vectors). Right-to-left books, left pages and top-bound books use a placement that includes a
/// reflection or a quarter-turn; renderers must flip triangle winding when the placement's
/// linear 3×3 part has a negative determinant (a mirror; a rigid half-turn is not one), and
/// transform normals by its inverse transpose.
public struct PageDrawable: Sendable, Hashable {
    /// What the front (the side facing `+z` while flat in the canonical frame) shows.
    public var front: PageFace
    /// What the back shows.
    public var back: PageFace
    /// The page's width (distance from the spine to the fore edge) and height, in points.
    public var pageSize: SIMD2<Double>
    /// The page's shape in the canonical frame.
    public var surface: PageSurface
    /// The map from the canonical page frame to the view, in points.
    public var placement: Transform3D
    /// The map from canonical page points to the front content's unit texture coordinates
    /// (`u` right, `v` down, `[0, 1]` across the image). The back's content at the canonical point
    /// `(x, y)` is read at this map of `(pageSize.x - x, y)`: the sheet turned over about its spine.
    public var textureTransform: AffineTransform2D
    /// Stacking order among drawables whose surfaces touch (a curl's flat part lying on the page
    /// it uncovers): higher draws over lower at equal depth.
    public var layer: Int
    /// Overall opacity, `[0, 1]`: a translucent page is blended over what lies behind it.
    public var opacity: Double
    /// A brightness multiplier, `[0, 1]`, applied to the lit colour: the fold menu's shading.
    public var brightness: Double
    /// Whether a bent part of this page casts the soft curl shadow onto the pages beneath.
    public var castsShadow: Bool
    /// Whether this page is a leaf of a bound book, held in the binding along its spine edge
    /// (`x = 0` in the canonical frame). A renderer then draws what a book adds to a loose sheet:
    /// its paper darkens toward the spine where it curves into the gutter (on both sides, whatever
    /// its surface, so a leaf that starts or ends a turn looks as the page at rest), and it
    /// casts a soft shadow on the desk around it (PageRenderGL's `ShadingParameters`
    /// `gutterShading` and `deskShadowOpacity`). Set it on every page of a book, lying or
    /// turning; leave it off for fold-menu panels, stack cards and loose sheets. Default `false`.
    public var isBound: Bool
    /// The edges where this page meets another drawable edge to edge in the picture (a fold
    /// menu's last panel and the page it uncovers), rather than showing what lies behind it. A
    /// renderer that smooths outlines by coverage draws these to the pixel instead (each pixel to
    /// the piece its centre lies in), so that no seam of the background shows between the two.
    /// A bound page's spine and an edge that cuts through the content (a panel showing part of an
    /// image) are treated so already. Default: none.
    public var joinedEdges: PageEdges

    /// Creates a drawable; `opacity` and `brightness` are clamped to `[0, 1]`, `pageSize` to `>= 0`.
    /// The default texture transform maps the page rectangle onto the whole image.
    public init(
        front: PageFace,
        back: PageFace = .mirroredFront(fade: 0.75),
        pageSize: SIMD2<Double>,
        surface: PageSurface = .flat,
        placement: Transform3D = .identity,
        textureTransform: AffineTransform2D? = nil,
        layer: Int = 0,
        opacity: Double = 1,
        brightness: Double = 1,
        castsShadow: Bool = true,
        isBound: Bool = false,
        joinedEdges: PageEdges = []
    ) {
        let size = SIMD2(Swift.max(0, pageSize.x), Swift.max(0, pageSize.y))
        self.front = front
        self.back = back
        self.pageSize = size
        self.surface = surface
        self.placement = placement
        self.textureTransform = textureTransform ?? PageDrawable.unitTextureTransform(pageSize: size)
        self.layer = layer
        self.opacity = opacity >= 0 ? Swift.min(opacity, 1) : 0
        self.brightness = brightness >= 0 ? Swift.min(brightness, 1) : 0
        self.castsShadow = castsShadow
        self.isBound = isBound
        self.joinedEdges = joinedEdges
    }

    /// The texture transform that spreads a page of `pageSize` points over the whole image:
    /// `u = x / width`, `v = y / height` (a zero size maps everything to `0`).
    public static func unitTextureTransform(pageSize: SIMD2<Double>) -> AffineTransform2D {
        AffineTransform2D(
            a: pageSize.x > 0 ? 1 / pageSize.x : 0, b: 0,
            c: 0, d: pageSize.y > 0 ? 1 / pageSize.y : 0,
            tx: 0, ty: 0
        )
    }

    /// The front content's texture coordinate at a canonical page point.
    public func frontTextureCoordinate(at point: SIMD2<Double>) -> SIMD2<Double> {
        textureTransform.apply(to: point)
    }

    /// The back content's texture coordinate at a canonical page point (the sheet turned over
    /// about its spine).
    public func backTextureCoordinate(at point: SIMD2<Double>) -> SIMD2<Double> {
        textureTransform.apply(to: SIMD2(pageSize.x - point.x, point.y))
    }
}
