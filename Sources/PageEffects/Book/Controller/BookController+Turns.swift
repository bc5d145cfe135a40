import PageGeometry
import PageMotion

extension BookController {
    // MARK: - Opening and closing turns

    /// Opens `turn` at `pose`: records it and queues ``BookEvent/turnBegan(_:)``.
    mutating func open(_ turn: ActiveTurn, at pose: TurnPose) {
        self.turn = turn
        show(pose)
        lastProgress = nil
        emit(.turnBegan(turn.info))
    }

    /// Closes the open turn, completed or not, and starts a pending turn if one waits.
    mutating func close(completed: Bool) {
        guard let turn else { return }
        self.turn = nil
        let final: Double = completed ? 1 : 0
        if lastProgress != final { emit(.progress(final)) }
        lastProgress = nil
        if completed {
            currentSpread = book.clampedSpreadIndex(turn.info.to)
            emit(.turned(turn.info, page: currentPage))
        } else {
            emit(.cancelled(turn.info))
        }
        if drag != nil {
            // The pointer is still down (a jump from code): it holds nothing now.
            letGoOfPointer()
        } else {
            phase = .idle
            startPendingTurn()
        }
    }

    /// The pointer still down holds nothing from now on (a turn was started or ended under it
    /// by code, a key or a tap): it is ignored until it lifts.
    mutating func letGoOfPointer() {
        drag?.engaged = false
        drag?.inert = true
        phase = .touching
    }

    /// Starts the turn waiting in ``pending``, if any.
    mutating func startPendingTurn() {
        guard turn == nil, let request = pending else { return }
        let target = book.clampedSpreadIndex(request.target)
        guard target != currentSpread else {
            pending = nil
            return
        }
        let direction: TurnDirection = target > currentSpread ? .forward : .backward
        switch request {
        case .steps:
            if currentSpread + direction.sign == target { pending = nil }
            if !startAnimatedTurn(direction: direction, to: nil, speed: settings.queuedTurnSpeedup) { pending = nil }
        case .jump:
            pending = nil
            startAnimatedTurn(direction: direction, to: target, speed: 1)
        }
    }

    /// Starts a turn that runs on its own (tap, key, code) from the current spread, `speed` times
    /// faster than ``BookConfiguration/turnDuration``; `false` when there is nothing to turn (no
    /// adjacent spread, no page to lift).
    @discardableResult
    mutating func startAnimatedTurn(direction: TurnDirection, to target: Int?, speed: Double) -> Bool {
        guard turn == nil,
              var planned = ActiveTurn(from: currentSpread, direction: direction, to: target, in: book, configuration: configuration),
              !planned.info.isRubberBand
        else { return false }
        let start: Double = planned.reversed ? 1 : 0
        planned.drive = TurnDrive(
            runningAs: planned.info.style, curl: configuration.programmaticCurl,
            pageSize: geometry.canonicalPageSize, radiusPolicy: configuration.radiusPolicy)
        let from = planned.drive.startPose(progress: start, pageSize: geometry.canonicalPageSize)
        if drag != nil { letGoOfPointer() }
        open(planned, at: from)
        let duration = settings.duration(of: planned.info.style) / Swift.max(speed, 1)
        head(to: .complete, timing: .curve(configuration.turnTiming, duration: duration))
        return true
    }

    /// Closes any open turn as cancelled and shows `target` at once, reporting the jump as a turn
    /// that begins and completes in the same instant.
    mutating func jump(to target: Int) {
        let target = book.clampedSpreadIndex(target)
        pending = nil
        close(completed: false)
        if drag != nil { letGoOfPointer() } else { phase = .idle }
        guard target != currentSpread else { return }
        let info = BookTurn(
            from: currentSpread, to: target, direction: target > currentSpread ? .forward : .backward,
            style: ActiveTurn.style(leaf: nil, other: nil, in: book, configuration))
        emit(.turnBegan(info))
        currentSpread = target
        emit(.progress(1))
        emit(.turned(info, page: currentPage))
    }

    /// Queues a progress event when the open turn's progress changed.
    mutating func reportProgress() {
        guard let p = turnProgress, p != lastProgress else { return }
        lastProgress = p
        emit(.progress(p))
    }
}
