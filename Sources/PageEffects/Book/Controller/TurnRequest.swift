/// A turn asked for by a tap, a key or code while another turn is open, and what it does then.
///
/// Requests never interrupt a turn in the middle: a step the same way queues one more turn
/// (at most ``BookSettings/maximumQueuedTurns`` beyond the open one) and speeds the turns up;
/// a step the other way takes a queued step back, or sends the open turn back; a spread goes
/// straight there once the open turn has landed, or simply redirects the open turn when it is
/// that turn's own source or destination.
enum TurnRequest: Hashable, Sendable {
    /// One spread further in a direction.
    case step(TurnDirection)
    /// Straight to a spread (clamped into the book).
    case spread(Int)

    /// What becomes of the open turn.
    enum Change: Hashable, Sendable {
        /// It goes on as it was.
        case none
        /// It runs faster (``BookSettings/queuedTurnSpeedup``).
        case speedUp
        /// It heads to this target from where it is.
        case head(ActiveTurn.Target)
    }

    /// The request's effect while `open` runs on its own with `waiting` queued in `book`: the
    /// turn left waiting, and the change to the open turn (made after the queue is updated, since
    /// a turn that lands at once starts the waiting one).
    func decided(while open: ActiveTurn, waiting: PendingTurn?, in book: Book, limit: Int) -> (waiting: PendingTurn?, change: Change) {
        let info = open.info
        switch self {
        case .step(let direction) where direction == info.direction:
            guard open.target == .complete else { return (waiting, .head(info.isRubberBand ? .cancel : .complete)) }
            let base: Int
            if case .steps(let to)? = waiting { base = to } else { base = info.to }
            let next = book.clampedSpreadIndex(base + direction.sign)
            guard !info.isRubberBand, next != base, abs(next - info.to) <= limit else { return (waiting, .none) }
            return (.steps(to: next), .speedUp)
        case .step(let direction):
            if case .steps(let to)? = waiting {
                let back = to - info.direction.sign
                return (back == info.to ? nil : .steps(to: back), .none)
            }
            if open.target != .cancel { return (nil, .head(.cancel)) }
            let next = info.from + direction.sign
            return (book.spreadIndices.contains(next) && limit > 0 ? .steps(to: next) : waiting, .none)
        case .spread(let index):
            let target = book.clampedSpreadIndex(index)
            if target == info.to, !info.isRubberBand {
                return (nil, open.target == .complete ? .none : .head(.complete))
            }
            if target == info.from { return (nil, open.target == .cancel ? .none : .head(.cancel)) }
            return (.jump(to: target), open.target == .complete || info.isRubberBand ? .none : .head(.complete))
        }
    }
}
