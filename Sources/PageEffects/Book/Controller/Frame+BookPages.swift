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

    /// Appends the page edges of `book` under both sides of an open spread (``BookBlock``),
    /// lying as they lie at spread `from`, or `progress` of the way to spread `to` while a leaf
    /// turns (the pages under the turning leaf move from one side to the other with it), on each
    /// side that has a page lying on top at both ends. Under the pages: layer `-1`, each edge a
    /// little lower than the one above it, the lowest first.
    mutating func appendBlock(
        _ block: BookBlock, of book: Book, from: Int, to: Int, progress: Double, _ geometry: BookGeometry
    ) {
        let start = book.spread(at: from), end = book.spread(at: to)
        let count = Swift.min(Swift.max(block.edgeCount, 1), 8)
        let p = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 0
        // A side with no page lying on top at either end of the turn (a closed book's empty
        // side) shows no block: its edges stand in for the pages hidden under a page.
        for side in [BookSide.verso, .recto] where start.page(on: side) != nil && end.page(on: side) != nil {
            // The pages under the one shown, and the board under them where a hard cover lies.
            func lying(_ spread: Spread) -> (pages: Double, covers: Double) {
                let pages = spread.pagesLying(on: side, pageCount: book.pageCount)
                let cover = side == .verso ? 0 : book.pageCount - 1
                return (Double(Swift.max(pages - 1, 0)), pages > 0 && book.isHard(page: cover) ? 1 : 0)
            }
            let a = lying(start), b = lying(end)
            let thickness = block.thickness(pages: a.pages + (b.pages - a.pages) * p,
                                            hardCovers: a.covers + (b.covers - a.covers) * p)
            guard thickness > 0 else { continue }
            // The lowest first: a renderer drawing back to front in the frame's order paints each
            // edge over the ones below it.
            for edge in (1...count).reversed() {
                // Out toward the fore edge, a third as far toward the foot, and down.
                let d = thickness * Double(edge) / Double(count)
                var placement = Transform3D(translationX: d, y: d / 3, z: -d)
                placement = placement.concatenating(geometry.placement(for: side))
                drawables.append(
                    PageDrawable(
                        front: .color(block.edgeColor), back: .none, pageSize: geometry.canonicalPageSize,
                        surface: .flat, placement: placement, textureTransform: geometry.textureTransform(for: side),
                        layer: -1, brightness: 1 - 0.04 * Double(edge), castsShadow: false))
            }
        }
    }
}
