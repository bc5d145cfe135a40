import PageGeometry
import PageMotion

extension BookController {
    // MARK: - Planning a turn

    /// The turn from the current spread in `direction`, to `target` (or the adjacent spread),
    /// or `nil` when there is no page to lift on that side. An adjacent turn past either end of
    /// the book is a rubber band (`to == from`).
    func plannedTurn(direction: TurnDirection, to target: Int?) -> ActiveTurn? {
        let from = currentSpread
        var to = target.map(book.clampedSpreadIndex) ?? from + direction.sign
        if !book.spreadIndices.contains(to) { to = from }
        let source = book.spread(at: from), destination = book.spread(at: to)
        let rubber = to == from
        let side: BookSide
        let reversed: Bool
        let leaf: Int?
        let other: Int?
        if book.layout.showsSpreads {
            side = direction == .forward ? .recto : .verso
            reversed = false
            leaf = source.page(on: side)
            other = rubber ? nil : destination.page(on: side.opposite)
            guard leaf != nil else { return nil }
        } else {
            side = .recto
            if direction == .forward {
                reversed = false
                leaf = source.recto
                other = rubber ? nil : destination.recto
            } else {
                // The previous page comes back over the current one.
                reversed = true
                leaf = rubber ? nil : destination.recto
                other = source.recto
            }
        }
        let style = style(leaf: leaf, other: book.layout.showsSpreads ? other : nil)
        let front = leaf.map(PageFace.page) ?? configuration.blankFace
        let back: PageFace
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
        return ActiveTurn(
            info: BookTurn(from: from, to: to, direction: direction, style: style),
            side: side, reversed: reversed, drive: .progress, slides: false, front: front, back: back)
    }

    /// How a turn of the leaf carrying `leaf` (and `other` on its back) is drawn.
    func style(leaf: Int?, other: Int?) -> TurnStyle {
        if configuration.reducedMotion { return .crossFade }
        if configuration.effect == .flip { return .rigid }
        let hard = (leaf.map(book.isHard(page:)) ?? false) || (other.map(book.isHard(page:)) ?? false)
        return hard ? .rigid : .curl
    }

    /// The style a turn between two spreads would have, for a jump that draws nothing.
    var defaultStyle: TurnStyle {
        configuration.reducedMotion ? .crossFade : configuration.effect == .flip ? .rigid : .curl
    }

    // MARK: - Opening and closing turns

    /// Opens `turn`: records it and queues ``BookEvent/turnBegan(_:)``.
    mutating func open(_ turn: ActiveTurn) {
        self.turn = turn
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
            drag?.engaged = false
            drag?.inert = true
            phase = .touching
        } else {
            phase = .idle
            startPendingTurn()
        }
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
            if !startAnimatedTurn(direction: direction, to: nil, speed: clampedSpeedup) { pending = nil }
        case .jump:
            pending = nil
            _ = startAnimatedTurn(direction: direction, to: target, speed: 1)
        }
    }

    /// Starts a turn that runs on its own (tap, key, code) from the current spread; `false` when
    /// there is nothing to turn (no adjacent spread, no page to lift).
    @discardableResult
    mutating func startAnimatedTurn(direction: TurnDirection, to target: Int?, speed: Double) -> Bool {
        guard turn == nil, var planned = plannedTurn(direction: direction, to: target),
              !planned.info.isRubberBand
        else { return false }
        let start: Double = planned.reversed ? 1 : 0
        let size = geometry.canonicalPageSize
        switch planned.info.style {
        case .curl:
            switch configuration.programmaticCurl {
            case .cylinder:
                let schedule = CylinderSchedule(pageSize: size, radiusPolicy: configuration.radiusPolicy)
                planned.drive = .scheduled(schedule)
                pose = TurnPose(grab: schedule.grab, finger: schedule.finger(at: start), progress: start)
            case .cone(let tightest):
                planned.drive = .cone(ConeTurnSchedule(pageSize: size, tightestConeAngle: tightest))
                pose = TurnPose(grab: SIMD2(size.x, 0), finger: SIMD2(size.x, 0), progress: start)
            }
        case .rigid, .crossFade:
            planned.drive = .progress
            pose = TurnPose(grab: SIMD2(size.x, size.y / 2), finger: SIMD2(size.x, size.y / 2), progress: start)
        }
        if drag != nil {
            drag?.inert = true
            drag?.engaged = false
        }
        open(planned)
        var goal = pose
        goal.progress = 1 - start
        let base = planned.info.style == .crossFade ? configuration.crossFadeDuration : configuration.turnDuration
        let duration = Self.clampedDuration(base) / Swift.max(speed, 1)
        animator = PropertyAnimator(from: pose, to: goal, timing: .curve(configuration.turnTiming, duration: duration))
        animator.start(at: now)
        animationStart = now
        turn?.target = .complete
        turn?.landing = Self.landingEase(of: planned.drive, from: pose, to: goal)
        phase = .animating
        return true
    }

    /// Closes any open turn as cancelled and shows `target` at once, reporting the jump as a turn
    /// that begins and completes in the same instant.
    mutating func jump(to target: Int) {
        let target = book.clampedSpreadIndex(target)
        pending = nil
        if turn != nil {
            let held = drag
            drag = nil
            close(completed: false)
            drag = held
            pending = nil
        }
        if drag != nil {
            drag?.inert = true
            drag?.engaged = false
            phase = .touching
        } else {
            phase = .idle
        }
        guard target != currentSpread else { return }
        let info = BookTurn(
            from: currentSpread, to: target, direction: target > currentSpread ? .forward : .backward,
            style: defaultStyle)
        emit(.turnBegan(info))
        currentSpread = target
        emit(.progress(1))
        emit(.turned(info, page: currentPage))
    }

    // MARK: - Measures

    /// The canonical progress of the pose for `turn`: `0` flat on its own side, `1` turned over.
    func canonicalProgress(of turn: ActiveTurn) -> Double {
        switch turn.drive {
        case .free:
            let g = pose.grab.x
            guard g > 0 else { return 0 }
            let c = (g - pose.finger.x) / (2 * g)
            return c.isFinite ? Swift.min(Swift.max(c, 0), 1) : 0
        case .scheduled, .cone, .progress:
            let c = pose.progress
            return c.isFinite ? Swift.min(Swift.max(c, 0), 1) : 0
        }
    }

    /// The turn's progress, `0` at ``BookTurn/from`` and `1` at ``BookTurn/to``.
    func turnProgress(of turn: ActiveTurn) -> Double {
        let c = canonicalProgress(of: turn)
        return turn.reversed ? 1 - c : c
    }

    /// Queues a progress event when the open turn's progress changed.
    mutating func reportProgress() {
        guard let turn else { return }
        let p = turnProgress(of: turn)
        if p != lastProgress {
            lastProgress = p
            emit(.progress(p))
        }
    }

    /// The tracker for the open curl, its radius blended toward the snapping radius by `weight`.
    func curlTracker(weight: Double, snapRadius: Double) -> CurlTracker {
        let w = weight.isFinite ? Swift.min(Swift.max(weight, 0), 1) : 0
        var policy = configuration.radiusPolicy
        if w > 0 {
            let r = snapRadius.isFinite ? Swift.max(snapRadius, 0) : 0
            let base = policy.baseRadius.isFinite ? Swift.max(policy.baseRadius, 0) : 0
            let growth = policy.growthRate.isFinite ? Swift.max(policy.growthRate, 0) : 0
            let cap = policy.maximumRadius
            policy = RadiusPolicy(
                baseRadius: (1 - w) * base + w * r,
                growthRate: (1 - w) * growth,
                maximumRadius: cap.isFinite ? (1 - w) * Swift.max(cap, 0) + w * r : cap,
                squeezeSoftness: policy.squeezeSoftness)
        }
        return CurlTracker(pageSize: geometry.canonicalPageSize, radiusPolicy: policy)
    }

    /// The cylinder of the open curl at the current pose.
    func curlSolution(of turn: ActiveTurn) -> CurlTracker.Solution {
        switch turn.drive {
        case .scheduled(let schedule):
            return schedule.solution(at: Self.scheduleStage(atProgress: pose.progress))
        case .cone:
            return handOverSchedule.solution(at: pose.progress)
        case .free, .progress:
            return curlTracker(weight: pose.radiusWeight, snapRadius: turn.snapRadius)
                .solve(grab: pose.grab, finger: pose.finger)
        }
    }

    /// The share of the turn's ends over which ``scheduleStage(atProgress:)`` eases the schedule.
    static let scheduleEaseShare = 0.2

    /// The stage of the programmatic cylinder schedule shown at turn progress `progress` in
    /// `[0, 1]`: the progress itself in the middle, eased at both ends so that the stage's
    /// distance from rest (or from landing) shrinks like the square of the progress's.
    ///
    /// Near rest the schedule's curl is squeezed by the spine, and its radius (the roll a
    /// landing page still shows at the spine, the lift of a page leaving rest) falls like the
    /// square root of the distance left; eased so, it falls linearly, and the frame before rest
    /// differs from rest by a hair instead of a strip of a point or more. The ease is C¹: with
    /// `q` the distance from the nearer end and `a` = ``scheduleEaseShare``, the stage is
    /// `q²/a · (2 - q/a)` from that end for `q < a`.
    static func scheduleStage(atProgress progress: Double) -> Double {
        guard progress.isFinite else { return progress }
        let a = scheduleEaseShare
        func eased(_ q: Double) -> Double { q < a ? q * q / a * (2 - q / a) : q }
        let p = Swift.min(Swift.max(progress, 0), 1)
        return p < 0.5 ? eased(p) : 1 - eased(1 - p)
    }

    /// The cylinder schedule a cone turn is handed over to when a finger catches it: led by the
    /// top fore-edge corner, as the cone's curl is.
    var handOverSchedule: CylinderSchedule {
        CylinderSchedule(pageSize: geometry.canonicalPageSize, grabY: 0, radiusPolicy: configuration.radiusPolicy)
    }

    /// Canonical page → screen for `side`: placement, then the camera's projection.
    func pageToScreen(side: BookSide) -> Transform3D {
        geometry.placement(for: side).concatenating(configuration.camera.projection(viewSize: geometry.viewSize))
    }

    /// Whether drags are tracked on screen through the camera's perspective.
    var tracksPerspective: Bool {
        configuration.tracksPerspective && configuration.camera.m34 != 0
    }

    /// The configured speed-up of queued turns, clamped to `[1, 8]`.
    var clampedSpeedup: Double {
        let s = configuration.queuedTurnSpeedup
        return s.isFinite ? Swift.min(Swift.max(s, 1), 8) : 2
    }

    /// A duration clamped to `[0.05, 10]` seconds (NaN gives `0.5`).
    static func clampedDuration(_ d: Double) -> Double {
        d.clamped(to: 0.05...10, ifNaN: 0.5)
    }
}
