/// A description of one page turn, as reported by ``BookEvent``s and
/// ``BookController/activeTurn``.
///
/// A turn goes from the spread ``from`` to the spread ``to`` in one movement of one leaf, even
/// when the two are not adjacent (a jump shows the destination's pages under and on the back of
/// the turning leaf). A **rubber-band** turn has `to == from`: the reader pulled at the first or
/// last page, the page gives a little and always falls back.
public struct BookTurn: Hashable, Sendable {
    /// The spread shown when the turn began.
    public var from: Int
    /// The spread shown if the turn completes (equal to ``from`` for a rubber band).
    public var to: Int
    /// The direction through the book.
    public var direction: TurnDirection
    /// How the turn is drawn.
    public var style: TurnStyle

    /// Creates a turn description.
    public init(from: Int, to: Int, direction: TurnDirection, style: TurnStyle) {
        self.from = from
        self.to = to
        self.direction = direction
        self.style = style
    }

    /// Whether this is a rubber band at either end of the book (it cannot complete).
    public var isRubberBand: Bool { from == to }
}
