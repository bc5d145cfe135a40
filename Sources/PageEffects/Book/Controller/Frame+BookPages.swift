import PageGeometry

extension Frame {
    /// Appends `face` lying flat on `side` of the book laid out by `geometry`, bound in it.
    mutating func appendFlat(
        _ face: PageFace, side: BookSide, _ geometry: BookGeometry, layer: Int = 0, opacity: Double = 1
    ) {
        drawables.append(
            PageDrawable(
                front: face, back: .none, pageSize: geometry.canonicalPageSize, surface: .flat,
                placement: geometry.placement(for: side), textureTransform: geometry.textureTransform(for: side),
                layer: layer, opacity: opacity, castsShadow: false, isBound: true))
    }

    /// Appends one side of a cross-fade from page `old` to page `new` at `progress` in `[0, 1]`:
    /// a page present in both is drawn as it was with the new one over it at `progress` as
    /// opacity; a page present in one only fades out or in.
    mutating func appendFade(out old: Int?, in new: Int?, side: BookSide, progress: Double, _ geometry: BookGeometry) {
        switch (old, new) {
        case let (o?, n?) where o == n:
            appendFlat(.page(o), side: side, geometry)
        case let (o?, n?):
            appendFlat(.page(o), side: side, geometry)
            appendFlat(.page(n), side: side, geometry, layer: 1, opacity: progress)
        case let (o?, nil):
            appendFlat(.page(o), side: side, geometry, opacity: 1 - progress)
        case let (nil, n?):
            appendFlat(.page(n), side: side, geometry, layer: 1, opacity: progress)
        case (nil, nil):
            break
        }
    }

    /// Appends the pages of `spread` lying flat.
    mutating func appendPages(of spread: Spread, _ geometry: BookGeometry) {
        if let page = spread.verso { appendFlat(.page(page), side: .verso, geometry) }
        if let page = spread.recto { appendFlat(.page(page), side: .recto, geometry) }
    }

    /// Appends the pages lying flat beneath `turn`'s leaf: with spreads the page the leaf does
    /// not cover and the page it uncovers; with single pages the page it uncovers (going
    /// forward) or covers (coming back).
    mutating func appendPages(beneath turn: ActiveTurn, in book: Book, _ geometry: BookGeometry) {
        let from = book.spread(at: turn.info.from), to = book.spread(at: turn.info.to)
        let rubber = turn.info.isRubberBand
        if book.layout.showsSpreads {
            if let page = from.page(on: turn.side.opposite) { appendFlat(.page(page), side: turn.side.opposite, geometry) }
            if !rubber, let page = to.page(on: turn.side) { appendFlat(.page(page), side: turn.side, geometry) }
        } else if let page = turn.reversed ? from.recto : rubber ? nil : to.recto {
            appendFlat(.page(page), side: .recto, geometry)
        }
    }

    /// Appends the cross-fade `turn` shows at `progress` in `[0, 1]` (a rubber band fades the
    /// spread into itself).
    mutating func appendCrossFade(of turn: ActiveTurn, progress: Double, in book: Book, _ geometry: BookGeometry) {
        let from = book.spread(at: turn.info.from)
        let to = turn.info.isRubberBand ? from : book.spread(at: turn.info.to)
        if book.layout.showsSpreads {
            appendFade(out: from.verso, in: to.verso, side: .verso, progress: progress, geometry)
        }
        appendFade(out: from.recto, in: to.recto, side: .recto, progress: progress, geometry)
    }
}
