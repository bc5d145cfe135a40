extension BookController {
    /// Handles one input, after advancing time to its timestamp.
    ///
    /// - `dragBegan`: on a moving or snapped page, catches it where it is (the drag holds the
    ///   open turn); otherwise the pointer is down (``BookPhase/touching``) and takes hold of a
    ///   page once it has moved ``BookConfiguration/dragSlop`` view points: with spreads, the
    ///   page it went down on (recto: forward, verso: backward); with single pages, the page,
    ///   forward when the first movement is toward the spine, backward (the previous page comes
    ///   back) when it is away from it. The finger holds the material point it went down on: a
    ///   corner grab curls from that corner; an edge grab slides along the edge; an interior
    ///   grab holds its point fixed, so the curl tilts with the finger (see
    ///   ``BookConfiguration/edgeZone``); a paper page touched within
    ///   ``BookConfiguration/spineZone`` of its spine pivots rigidly instead. With single pages,
    ///   a drag that brings the previous page back holds that page's fore edge, which comes from
    ///   beyond the spine to reach the finger at the fore edge. Past either end of the book the
    ///   page rubber-bands.
    /// - `dragMoved`: the held page follows: the grabbed point stays under the finger (the curl
    ///   through `CurlTracker`, through the camera's perspective when
    ///   ``BookConfiguration/tracksPerspective``); a rigid page turns so that the grabbed point
    ///   follows the finger along the turn, easing off the desk and onto it over the first and
    ///   last 30° or more (a lifted page first comes toward the eye, and exact tracking would
    ///   leap at the first move; the finger leads the page a little there).
    /// - `dragEnded`: the page completes, falls back or snaps, decided by position and velocity
    ///   (a flick faster than ``BookConfiguration/flickSpeed`` completes even a short drag), and
    ///   moves on from the finger's velocity without a jump.
    /// - `dragCancelled`: the page falls back.
    /// - `tap`: near the recto page's fore edge turns forward, near the verso page's (with single
    ///   pages, the page's spine side) backward (``BookConfiguration/tapZone``). While a turn
    ///   runs, taps queue further turns and speed them up; a tap the other way takes one back, or
    ///   reverses the running turn. On a snapped page, a tap outside the zones lets it fall back.
    /// - `key`: next and previous act as taps; first and last go there in one animated turn.
    ///
    /// Impossible orders are repaired, never trusted: a second `dragBegan` cancels the first
    /// drag; moves and ends without a `dragBegan` are ignored; a tap during a drag is ignored.
    public mutating func handle(_ input: BookInput) {
        advance(to: input.time)
        switch input {
        case .dragBegan(let point, _):
            if drag != nil { lift(cancelled: true) }
            guard point.x.isFinite, point.y.isFinite else { return }
            drag = DragTrack(touch: point, last: point)
            let moving = if case .snapped = phase { true } else { phase == .animating }
            if moving, turn != nil { catchPage(at: point) } else { phase = .touching }
        case .dragMoved(let point, _):
            guard let track = drag, !track.inert, point.x.isFinite, point.y.isFinite else { return }
            if track.engaged {
                follow(point)
            } else if point.distance(to: track.touch) >= settings.dragSlop {
                engage(at: point)
            }
        case .dragEnded(let point, _):
            if drag?.engaged == true, phase == .dragging, point.x.isFinite, point.y.isFinite { follow(point) }
            lift(cancelled: false)
        case .dragCancelled:
            lift(cancelled: true)
        case .tap(let point, _):
            guard drag == nil, point.x.isFinite, point.y.isFinite else { return }
            if let direction = geometry.tapDirection(at: point, zone: settings.tapZone, showsSpreads: book.layout.showsSpreads) {
                ask(.step(direction))
            } else if case .snapped = phase {
                head(to: .cancel)
            }
        case .key(let key, _):
            guard drag == nil || drag?.engaged == false else { return }
            switch key {
            case .next: ask(.step(.forward))
            case .previous: ask(.step(.backward))
            case .first: ask(.spread(0))
            case .last: ask(.spread(book.spreadCount - 1))
            }
        }
    }

    /// Turns to spread `index` (clamped into the book) at `time`, seconds.
    ///
    /// Animated, one leaf turns from the current spread straight to the destination (its back and
    /// the page beneath show the destination's pages); while another turn is open the request
    /// waits until that turn lands, or simply redirects it when it names the open turn's own
    /// source or destination. Not animated, the book shows the destination at once: an open
    /// turn is cancelled, and the jump is reported as a turn that begins and completes.
    public mutating func turn(toSpread index: Int, animated: Bool, at time: Double) {
        advance(to: time)
        ask(.spread(index), animated: animated)
    }

    /// Turns to the spread showing page `page` (clamped into the book) at `time`, seconds; see
    /// ``turn(toSpread:animated:at:)``.
    public mutating func turn(to page: Int, animated: Bool, at time: Double) {
        turn(toSpread: book.spreadIndex(containing: page), animated: animated, at: time)
    }

    // MARK: - Internals

    /// The pointer lifted, or went away (`cancelled`): a held page completes, falls back or
    /// snaps (falls back when cancelled); a touch that held nothing is forgotten, and a turn
    /// waiting for it starts.
    mutating func lift(cancelled: Bool) {
        guard let track = drag else { return }
        drag = nil
        if track.engaged, phase == .dragging {
            release(cancelled: cancelled)
        } else if phase == .touching {
            phase = .idle
            startPendingTurn()
        }
    }

    /// Asks for `request` (a step or, animated, a spread): starts a turn when none is open,
    /// queues it behind a turn a finger holds, and otherwise lets the open turn decide
    /// (``TurnRequest/decided(while:waiting:in:limit:)``). A spread not animated jumps at once.
    mutating func ask(_ request: TurnRequest, animated: Bool = true) {
        if case .spread(let index) = request, !animated { return jump(to: index) }
        guard let open = turn else {
            switch request {
            case .step(let direction) where phase == .idle || phase == .touching:
                startAnimatedTurn(direction: direction, to: nil, speed: 1)
            case .step:
                break
            case .spread(let index):
                pending = nil
                let target = book.clampedSpreadIndex(index)
                guard target != currentSpread else { return }
                startAnimatedTurn(direction: target > currentSpread ? .forward : .backward, to: target, speed: 1)
            }
            return
        }
        guard phase != .dragging else {
            if case .spread(let index) = request { pending = .jump(to: book.clampedSpreadIndex(index)) }
            return
        }
        let decision = request.decided(while: open, waiting: pending, in: book, limit: settings.maximumQueuedTurns)
        pending = decision.waiting
        switch decision.change {
        case .none: break
        case .speedUp: speedUp(by: settings.queuedTurnSpeedup)
        case .head(let target): head(to: target)
        }
    }
}
