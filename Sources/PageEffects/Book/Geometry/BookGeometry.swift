import PageGeometry
import PageMath

/// Where a book's pages sit in a view: the transforms between each side's canonical page frame
/// and the view.
///
/// Each side of the spine has its own **canonical page frame** (points): the page spans
/// `[0, w] × [0, h]` with `w` = ``canonicalPageSize``.x from the spine (`x = 0`) to the fore
/// edge, and turning it over moves it toward `-x`. The recto page's frame turns it forward; the
/// verso page's frame is the mirror image across the spine, so lifting the verso page toward its
/// `-x` turns it back onto the recto side. All bindings reduce to these two frames:
///
/// | binding | recto frame → view | verso frame → view |
/// |---|---|---|
/// | left | translation | reflection `x ↦ -x` |
/// | right | reflection `x ↦ -x` | translation |
/// | top | quarter turn (`x` down, `y` leftward) | reflection (`x` up, `y` leftward) |
///
/// followed by a uniform scale that fits the book into the view with ``margin`` points to spare,
/// centred. ``placement(for:)`` is that map as a `Transform3D` (z scaled with x and y, so the
/// page stays isometric); ``textureTransform(for:)`` maps canonical points to the content's
/// texture coordinates so that the content always reads upright and unmirrored, whatever the
/// placement's handedness.
///
/// The verso frame is always the recto frame mirrored across the spine: the view point of the
/// verso frame's `(x, y)` is the recto frame's `(-x, y)`.
///
/// The book occupies one page (single pages) or two pages side by side (spreads; one above the
/// other when top-bound). Positions are in view points (origin top-left, y down).
public struct BookGeometry: Hashable, Sendable {
    /// The view's size, points.
    public let viewSize: SIMD2<Double>
    /// Points kept free around the book on every side.
    public let margin: Double
    /// The page in its canonical frame, points (see ``Book/canonicalPageSize``).
    public let canonicalPageSize: SIMD2<Double>
    /// View points per page point, `> 0`: the book is scaled uniformly to fit the view.
    public let scale: Double
    /// The upright page's size in the view, points: the book's page size times ``scale``, or,
    /// with a pixel grid, whole pixels (the size to rasterise a page at, so that each of its
    /// pixels lands on one pixel of the picture).
    public let pageSizeInView: SIMD2<Double>
    /// The book's area in the view (one page, or both pages of a spread), points.
    public let bookRect: Rect
    /// Where a single-page book's pages are drawn: the view less what lies beyond the spine
    /// (points), so that a turned sheet leaves the picture across the spine as from a
    /// full-screen page view; `nil` for spreads, which show both sides. See ``Frame/clip``.
    public let pageClip: Rect?

    /// Canonical (recto frame) → view, xy part.
    let rectoMap: AffineTransform2D
    /// Canonical (verso frame) → view, xy part.
    let versoMap: AffineTransform2D
    /// View → canonical, per side.
    let rectoInverse: AffineTransform2D
    let versoInverse: AffineTransform2D
    /// Canonical → unit texture coordinates of the content, per side.
    let rectoTexture: AffineTransform2D
    let versoTexture: AffineTransform2D

    /// Lays `book` out in a view of `viewSize` points.
    ///
    /// - Parameters:
    ///   - book: the book (its page size, layout and binding are used).
    ///   - viewSize: the view's size in points; non-finite or negative components count as `0`.
    ///   - margin: points left free on every side (clamped to `>= 0`; NaN counts as `0`).
    ///
    ///   - camera: when given, the book also leaves room for its pages lifted off the page plane
    ///     as this camera sees them: the scale is the largest at which a page rotated about its
    ///     spine to any angle in `[0, π]`, and every surface of `turnSurfaces`, projects inside
    ///     the view less the margins, so that a turning page is not cut off by the picture's
    ///     edge. Parts a single-page book clips at its spine (``pageClip``) need no room. `nil`
    ///     (or an orthographic camera) fits the flat book only.
    ///   - turnSurfaces: more shapes a turning page takes, in the canonical page frame (the
    ///     stages of a programmatic curl, say), kept in view with the rigid turn; used only with
    ///     a perspective `camera`.
    ///   - pixelGrid: the spacing of the picture's pixels in view points (`1 / scale` of the
    ///     renderer), or `nil`. When given, the book is laid out on that grid so that a page
    ///     lying flat shows each pixel of an image of ``pageSizeInView`` on exactly one pixel of
    ///     the picture (no resampling, so no greyed ink): the page's height in the view becomes
    ///     the largest whole number of pixels that fits, its width the nearest whole number of
    ///     pixels to the page's aspect ratio (``canonicalPageSize`` then differs from the book's
    ///     by less than half a pixel, as a page rasterised to whole pixels does), and the book's
    ///     corner and spine lie on pixel boundaries. The book is never larger than without the
    ///     grid. Non-finite or non-positive values, or a page smaller than a pixel, mean `nil`.
    ///
    /// The scale is the largest that fits the book into the view less the margins; when the view
    /// has no room at all (zero or negative space) the scale is `1` and the book is centred
    /// anyway, so every transform stays invertible.
    public init(
        book: Book, viewSize: SIMD2<Double>, margin: Double = 0, camera: Camera? = nil,
        turnSurfaces: [PageSurface] = [], pixelGrid: Double? = nil
    ) {
        func sanitized(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        let view = SIMD2(sanitized(viewSize.x), sanitized(viewSize.y))
        let margin = margin.isFinite && margin > 0 ? margin : 0
        self.viewSize = view
        self.margin = margin
        let spreads = book.layout.showsSpreads

        // The two sides in unscaled book coordinates (origin at the book's top-left), for an
        // upright page of `page` points.
        func arrange(_ page: SIMD2<Double>) -> Layout {
            let bookSize: SIMD2<Double>
            let recto: AffineTransform2D
            switch book.binding {
            case .left:
                let spine = spreads ? page.x : 0
                bookSize = SIMD2(spreads ? 2 * page.x : page.x, page.y)
                recto = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: spine, ty: 0)
            case .right:
                let spine = page.x
                bookSize = SIMD2(spreads ? 2 * page.x : page.x, page.y)
                recto = AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: spine, ty: 0)
            case .top:
                let spine = spreads ? page.y : 0
                bookSize = SIMD2(page.x, spreads ? 2 * page.y : page.y)
                // Canonical x runs down the view from the spine, canonical y runs right to left.
                recto = AffineTransform2D(a: 0, b: 1, c: -1, d: 0, tx: page.x, ty: spine)
            }
            // The verso frame is the recto frame mirrored across the spine, so a leaf turned over
            // from one side lies on the other with its material points where the other frame puts
            // them, and a back face's content reads upright on landing.
            let verso = Self.mirror.concatenating(recto)
            let canonical = book.binding.isVertical ? SIMD2(page.y, page.x) : page
            return Layout(
                view: view, margin: margin, bookSize: bookSize, pageSize: canonical, recto: recto, verso: verso,
                spreads: spreads, binding: book.binding)
        }

        let grid = pixelGrid.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var page = book.pageSize
        var layout = arrange(page)
        // On a pixel grid the book's corner moves by up to half a pixel from the centred position
        // (and a lifted page's projection a little more): fit with one pixel more to spare.
        if let grid { layout.margin += grid }
        let room = view - 2 * layout.margin
        var s = Swift.min(room.x / layout.bookSize.x, room.y / layout.bookSize.y)
        if !(s > 0) || !s.isFinite { s = 1 }
        if let camera, camera.eyeDistance.isFinite, s > 0 {
            let reach = Layout.reach(pageSize: layout.pageSize, turnSurfaces: turnSurfaces)
            s = layout.largestScale(upTo: s, reach: reach, camera: camera)
        }
        if let grid, let snapped = Self.pixelSnapped(page: page, scale: s, grid: grid) {
            s = snapped.scale
            page = snapped.page
            layout = arrange(page)
            layout.pixelGrid = grid
        }
        let size = layout.pageSize
        canonicalPageSize = size
        let recto = layout.recto, verso = layout.verso
        scale = s
        pageSizeInView = s * page
        let origin = layout.origin(scale: s)
        bookRect = Rect(origin: origin, size: s * layout.bookSize)
        pageClip = layout.clip(scale: s)
        let fit = AffineTransform2D(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y)
        rectoMap = recto.concatenating(fit)
        versoMap = verso.concatenating(fit)
        // Both maps are similarities with a scale s > 0: always invertible.
        rectoInverse = rectoMap.inverted() ?? .identity
        versoInverse = versoMap.inverted() ?? .identity
        rectoTexture = Self.texture(recto, pageSize: size, upright: page)
        versoTexture = Self.texture(verso, pageSize: size, upright: page)
    }

    /// The scale at most `scale` at which an upright page of `page` points is whole pixels of
    /// `grid` points high and, to the nearest pixel, as wide as its aspect ratio makes it (never
    /// wider than at `scale`), with that page size (the height kept, the width adjusted by less
    /// than half a pixel); `nil` when the page is smaller than a pixel.
    static func pixelSnapped(page: SIMD2<Double>, scale: Double, grid: Double)
        -> (scale: Double, page: SIMD2<Double>)? {
        guard page.x > 0, page.y > 0, scale > 0, scale.isFinite else { return nil }
        let aspect = page.x / page.y
        /// A width this close above the fitted width counts as fitting (rounding of the fit).
        let tolerance = 1e-9
        var rows = (scale * page.y / grid * (1 + tolerance)).rounded(.down)
        while rows >= 1 {
            let columns = (rows * aspect).rounded()
            if columns >= 1, columns <= scale * page.x / grid * (1 + tolerance) {
                let snapped = rows * grid / page.y
                return (snapped, SIMD2(columns * grid / snapped, page.y))
            }
            rows -= 1
        }
        return nil
    }

    /// The reflection `x ↦ -x` across the spine.
    static let mirror = AffineTransform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The map from canonical page points to the content's unit texture coordinates for a side
    /// placed by `map` (unscaled book coordinates): the page rectangle's image, normalised.
    static func texture(
        _ map: AffineTransform2D, pageSize: SIMD2<Double>, upright: SIMD2<Double>
    ) -> AffineTransform2D {
        let corners = [SIMD2(0, 0), SIMD2(pageSize.x, 0), SIMD2(0, pageSize.y), pageSize].map(map.apply(to:))
        let minX = corners.map { $0.x }.min() ?? 0
        let minY = corners.map { $0.y }.min() ?? 0
        return map
            .concatenating(AffineTransform2D(translationX: -minX, y: -minY))
            .concatenating(AffineTransform2D(scaleX: 1 / upright.x, y: 1 / upright.y))
    }

    /// The 2-D map from `side`'s canonical page frame to the view.
    public func viewMap(for side: BookSide) -> AffineTransform2D {
        side == .recto ? rectoMap : versoMap
    }

    /// The map from `side`'s canonical page frame to the view, as a ``PageDrawable/placement``:
    /// ``viewMap(for:)`` in x and y, z scaled by ``scale``.
    public func placement(for side: BookSide) -> Transform3D {
        var t = Transform3D(affine: viewMap(for: side))
        t.m33 = scale
        return t
    }

    /// The texture transform that shows content upright and unmirrored on `side` (see
    /// ``PageDrawable/textureTransform``).
    public func textureTransform(for side: BookSide) -> AffineTransform2D {
        side == .recto ? rectoTexture : versoTexture
    }

    /// The canonical page point of `side`'s frame at the view point `point` (both in points, on
    /// the page plane `z = 0`). Non-finite input gives non-finite output.
    public func canonicalPoint(fromView point: SIMD2<Double>, side: BookSide) -> SIMD2<Double> {
        (side == .recto ? rectoInverse : versoInverse).apply(to: point)
    }

    /// The view point of a canonical point of `side`'s frame (both in points; z is scaled by
    /// ``scale``).
    public func viewPoint(fromCanonical point: SIMD3<Double>, side: BookSide) -> SIMD3<Double> {
        let xy = viewMap(for: side).apply(to: SIMD2(point.x, point.y))
        return SIMD3(xy.x, xy.y, point.z * scale)
    }

    /// The page rectangle on `side` in the view, points (for the verso side of a single-page
    /// book: where a turned page lies, outside ``bookRect``).
    public func pageRect(on side: BookSide) -> Rect {
        let map = viewMap(for: side)
        let a = map.apply(to: .zero), b = map.apply(to: canonicalPageSize)
        return Rect(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y),
            width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    /// Whether the view point `point` lies on `side`'s page (edges included).
    public func contains(_ point: SIMD2<Double>, on side: BookSide) -> Bool {
        let c = canonicalPoint(fromView: point, side: side)
        return c.x >= 0 && c.x <= canonicalPageSize.x && c.y >= 0 && c.y <= canonicalPageSize.y
    }

    /// The camera's eye in `side`'s canonical frame, points: `z` is the eye's height over the
    /// page plane in page points (`+∞` for an orthographic camera).
    public func eye(of camera: Camera, side: BookSide) -> SIMD3<Double> {
        let centre = camera.vanishingPoint ?? viewSize / 2
        let c = canonicalPoint(fromView: centre, side: side)
        return SIMD3(c.x, c.y, camera.eyeDistance / scale)
    }

    /// The rotation about the spine, radians in `(0, π)`, at which `side`'s page is seen exactly
    /// edge-on by `camera`: the page's plane then contains the eye. Below it the page shows its
    /// front, above it its back. `π/2` for an orthographic camera or an eye straight above the
    /// spine; less than `π/2` when the eye is over the page (the page is seen edge-on before it
    /// stands upright).
    public func edgeOnAngle(camera: Camera, side: BookSide) -> Double {
        let e = eye(of: camera, side: side)
        guard e.z.isFinite, e.x.isFinite else { return Double.pi / 2 }
        return Double.atan2(y: e.z, x: e.x)
    }
}
