extension ActiveTurn {
    /// The turn from spread `from` of `book` in `direction`, to `target` (or the adjacent
    /// spread), as `configuration` draws it, held by a finger (a curl is ``TurnDrive/free``); `nil`
    /// when there is no page to lift on that side. An adjacent turn past either end of the book
    /// is a rubber band (`to == from`).
    ///
    /// With spreads the leaf is the page on the side it leaves (the recto going forward) and its
    /// back shows the destination's page on the other side. With single pages the leaf always
    /// lives on the recto side: going forward it is the current page, going backward the previous
    /// page comes back over the current one (the turn is ``reversed``).
    init?(from: Int, direction: TurnDirection, to target: Int?, in book: Book, configuration: BookConfiguration) {
        var to = target.map(book.clampedSpreadIndex) ?? from + direction.sign
        if !book.spreadIndices.contains(to) { to = from }
        let source = book.spread(at: from), destination = book.spread(at: to)
        let rubber = to == from
        let leaf: Int?, other: Int?
        if book.layout.showsSpreads {
            side = direction == .forward ? .recto : .verso
            reversed = false
            leaf = source.page(on: side)
            other = rubber ? nil : destination.page(on: side.opposite)
            guard leaf != nil else { return nil }
        } else {
            side = .recto
            reversed = direction == .backward
            // Backward, the previous page comes back over the current one.
            leaf = reversed ? (rubber ? nil : destination.recto) : source.recto
            other = reversed ? source.recto : (rubber ? nil : destination.recto)
        }
        let style = Self.style(leaf: leaf, other: book.layout.showsSpreads ? other : nil, in: book, configuration)
        info = BookTurn(from: from, to: to, direction: direction, style: style)
        drive = TurnDrive(heldAs: style)
        slides = false
        front = leaf.map(PageFace.page) ?? configuration.blankFace
        switch configuration.turningPageBack {
        case .automatic:
            back = book.layout.showsSpreads
                ? other.map(PageFace.page) ?? configuration.blankFace : .mirroredFront(fade: 0.75)
        case .destinationPage:
            back = other.map(PageFace.page) ?? configuration.blankFace
        case .mirroredFront(let fade):
            back = .mirroredFront(fade: fade)
        case .face(let face):
            back = face
        }
    }

    /// How a turn of the leaf carrying page `leaf` (and page `other` on its back) is drawn: a
    /// cross-fade under reduced motion, rigid for the flip effect or a hard page, else a curl.
    /// With no pages named, the style of a turn between two paper pages.
    static func style(leaf: Int?, other: Int?, in book: Book, _ configuration: BookConfiguration) -> TurnStyle {
        if configuration.reducedMotion { return .crossFade }
        if configuration.effect == .flip { return .rigid }
        let hard = (leaf.map(book.isHard(page:)) ?? false) || (other.map(book.isHard(page:)) ?? false)
        return hard ? .rigid : .curl
    }
}
