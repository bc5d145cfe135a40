import PageGeometry

extension BookGeometry {
    /// How far (in page diagonals) a finger's page-plane position may lie before it is pulled in:
    /// the tracker treats anything beyond a million diagonals as a direction, and keeping inputs
    /// below that keeps every product finite.
    static let farFinger = 1e6

    /// The page-plane point in `side`'s canonical frame under the view point `view`, or `nil`
    /// for a non-finite input; far positions are pulled in (see ``farFinger``).
    func planePoint(_ view: SIMD2<Double>, side: BookSide) -> SIMD2<Double>? {
        guard view.x.isFinite, view.y.isFinite else { return nil }
        let c = canonicalPoint(fromView: view, side: side)
        guard c.x.isFinite, c.y.isFinite else { return nil }
        let bound = Self.farFinger * Swift.max(canonicalPageSize.x, canonicalPageSize.y, 1)
        return SIMD2(Swift.min(Swift.max(c.x, -bound), bound), Swift.min(Swift.max(c.y, -bound), bound))
    }

    /// The canonical point `p` clamped into the page.
    func clampedToPage(_ p: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(Swift.min(Swift.max(p.x, 0), canonicalPageSize.x), Swift.min(Swift.max(p.y, 0), canonicalPageSize.y))
    }

    /// Canonical page → screen for `side`: placement, then `camera`'s projection.
    func pageToScreen(side: BookSide, camera: Camera) -> Transform3D {
        placement(for: side).concatenating(camera.projection(viewSize: viewSize))
    }

    /// The page-plane point (canonical) where a lifted canonical point appears on screen through
    /// `camera`, or `nil` when it is not in front of the eye.
    func seenOnPlane(_ point: SIMD3<Double>, side: BookSide, camera: Camera) -> SIMD2<Double>? {
        let h = pageToScreen(side: side, camera: camera).applyHomogeneous(to: point)
        guard h.w > 0 else { return nil }
        return planePoint(SIMD2(h.x / h.w, h.y / h.w), side: side)
    }

    /// The view direction of `side`'s canonical `+x` (unit) and the length in view points of one
    /// canonical point along it.
    func screenUnit(side: BookSide) -> (direction: SIMD2<Double>, length: Double) {
        let map = viewMap(for: side)
        let origin = map.apply(to: .zero), unit = map.apply(to: SIMD2(1, 0))
        let length = Swift.max(unit.distance(to: origin), 1e-12)
        return ((unit - origin) / length, length)
    }

    /// The direction a tap at view point `point` asks for, or `nil` outside the tap zones: within
    /// `zone` (a fraction of the page width) of the recto's fore edge forward, of the verso's
    /// backward; with single pages, of the page's spine edge backward.
    func tapDirection(at point: SIMD2<Double>, zone: Double, showsSpreads: Bool) -> TurnDirection? {
        let size = canonicalPageSize
        let zone = zone * size.x
        func inside(_ c: SIMD2<Double>) -> Bool { c.x >= 0 && c.x <= size.x && c.y >= 0 && c.y <= size.y }
        guard let recto = planePoint(point, side: .recto) else { return nil }
        if showsSpreads {
            if inside(recto), recto.x >= size.x - zone { return .forward }
            if let verso = planePoint(point, side: .verso), inside(verso), verso.x >= size.x - zone { return .backward }
            return nil
        }
        guard inside(recto) else { return nil }
        if recto.x >= size.x - zone { return .forward }
        if recto.x <= zone { return .backward }
        return nil
    }
}
