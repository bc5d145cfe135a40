/// Something that happened in a ``BookController``, queued for the host to drain.
///
/// For every ``turnBegan(_:)`` the queue later holds exactly one ``turned(_:page:)`` or
/// ``cancelled(_:)`` for the same turn, with any number of ``progress(_:)``, ``willSnap(_:)``
/// and ``didSnap(_:)`` events in between. A page resting at a snapping point keeps its turn open
/// until it is turned or let fall back.
public enum BookEvent: Hashable, Sendable {
    /// A turn started (a drag took hold of a page, a tap, a key or code asked for one).
    case turnBegan(BookTurn)
    /// The open turn's progress changed: `0` shows the spread it came from, `1` the spread it
    /// goes to (clamped to `[0, 1]`). Consecutive progress events are merged into the latest.
    case progress(Double)
    /// A released curl is about to come to rest at snapping point `index` of
    /// ``BookConfiguration/snappingPoints``.
    case willSnap(Int)
    /// The curl came to rest at snapping point `index`.
    case didSnap(Int)
    /// The turn completed: the book now shows `turn.to`, whose first page is `page`.
    case turned(BookTurn, page: Int)
    /// The turn was abandoned: the book still shows `turn.from`.
    case cancelled(BookTurn)
}
