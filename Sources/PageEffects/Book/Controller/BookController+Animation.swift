import PageGeometry
import PageMotion

extension BookController {
    /// The largest finger speed handed to a release animation, page points per second: faster
    /// readings are glitches (a dropped frame, a teleporting mouse), and capping them keeps every
    /// spring's settling time bounded.
    static let maximumFingerSpeed = 8000.0
    /// The largest progress speed handed to a release animation (turns per second), for the same
    /// reason: 25 turns a second is a page crossing in 40 ms.
    static let maximumProgressSpeed = 25.0
    /// The shortest curve a retargeted turn is given, seconds: long enough to be seen.
    static let minimumRetargetDuration = 0.12
    /// The share of a turn (canonical progress) over which a rigid leaf or a cross-fade heading
    /// flat is drawn in toward rest (see ``LandingEase``): a fifth, as the programmatic curl's
    /// stage is eased (``scheduleEaseShare``).
    static let rigidLandingShare = 0.2

    // MARK: - Time

    /// Advances time to `time`, seconds, moving any animation and completing turns that arrive.
    ///
    /// A time earlier than ``now`` counts as ``now``; a non-finite one is ignored. Queued turns
    /// start as soon as the one before them lands.
    public mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        now = Swift.max(now, time)
        guard phase == .animating, turn != nil else { return }
        let value = animator.update(to: now)
        let overdue = now - animationStart >= Self.clampedMaximumAnimation(configuration.maximumAnimationDuration)
        if !value.isFinite || overdue || !animator.isRunning {
            pose = animator.targetValue
            arrive()
        } else {
            pose = turn?.landing?.shown(value) ?? value
            reportProgress()
        }
    }

    /// Advances time to `clock.now`.
    public mutating func advance(using clock: some AnimationClock) {
        advance(to: clock.now)
    }

    /// The configured safety limit, clamped to `[0.1, 60]` seconds.
    static func clampedMaximumAnimation(_ d: Double) -> Double {
        d.clamped(to: 0.1...60, ifNaN: 4)
    }

    /// The animation reached its target.
    mutating func arrive() {
        guard let turn else { return }
        switch turn.target {
        case .complete:
            close(completed: true)
        case .cancel:
            close(completed: false)
        case .snap(let index):
            reportProgress()
            phase = .snapped(index)
            emit(.didSnap(index))
        }
    }

    // MARK: - Targets

    /// The pose the page rests in at `target`.
    func targetPose(for target: ActiveTurn.Target, of turn: ActiveTurn) -> TurnPose {
        let size = geometry.canonicalPageSize
        var goal = pose
        let complete = turn.completeProgress
        switch turn.drive {
        case .scheduled, .cone, .progress:
            switch target {
            case .complete: goal.progress = complete
            case .cancel, .snap: goal.progress = 1 - complete
            }
        case .free:
            let y = Swift.min(Swift.max(pose.grab.y.isFinite ? pose.grab.y : size.y, 0), size.y)
            let edge = SIMD2(size.x, y)
            goal.radiusWeight = 0
            switch target {
            case .complete, .cancel:
                // The page keeps the point it is held by: flat with the finger on it, or turned
                // over with the finger on its mirror image (the lens's far corner, where the
                // crease is the spine itself and the whole page lies flat on the other side).
                let turned = (target == .complete) == (complete == 1)
                let x = pose.grab.x.isFinite && pose.grab.x > 0 ? Swift.min(pose.grab.x, size.x) : size.x
                goal.grab = SIMD2(x, y)
                goal.finger = turned ? SIMD2(-x, y) : goal.grab
            case .snap(let index):
                if let rest = snapRest(index) {
                    goal.grab = rest.grab
                    goal.finger = rest.finger
                    goal.radiusWeight = 1
                } else {
                    goal.grab = edge
                    goal.finger = edge
                }
            }
        }
        return goal
    }

    /// Where snapping point `index` holds the page: the fore-edge corner its cylinder curls
    /// deepest and where that corner lies; `nil` when the cylinder leaves the page flat.
    func snapRest(_ index: Int) -> (grab: SIMD2<Double>, finger: SIMD2<Double>)? {
        guard configuration.snappingPoints.indices.contains(index) else { return nil }
        let cylinder = configuration.snappingPoints[index].deformation
        let size = geometry.canonicalPageSize
        let top = SIMD2(size.x, 0), bottom = size
        let dt = cylinder.signedDistance(of: top), db = cylinder.signedDistance(of: bottom)
        guard dt.isFinite, db.isFinite, Swift.max(dt, db) > 0 else { return nil }
        let corner = dt >= db ? top : bottom
        let p = cylinder.position(of: corner)
        guard p.x.isFinite, p.y.isFinite else { return nil }
        return (corner, SIMD2(p.x, p.y))
    }

    // MARK: - Moving on

    /// How a turn driven by `drive`, heading flat from `pose` to `goal`, is drawn in toward rest
    /// (see ``LandingEase``): a free curl over its whole way, a rigid leaf or a cross-fade over
    /// the last ``rigidLandingShare`` of its turn; a scheduled curl and a cone not at all, since
    /// their stages are eased already (``scheduleStage(atProgress:)``).
    static func landingEase(of drive: ActiveTurn.Drive, from pose: TurnPose, to goal: TurnPose) -> LandingEase? {
        switch drive {
        case .free: LandingEase(from: pose, to: goal)
        case .progress: LandingEase(from: pose, to: goal, within: rigidLandingShare)
        case .scheduled, .cone: nil
        }
    }

    /// Sends the open turn toward `target` from where it is now, keeping its velocity when it is
    /// already moving (or starting with `velocity`), under `timing` (default: the release spring
    /// for a free curl, the turn curve over the distance left otherwise).
    mutating func head(to target: ActiveTurn.Target, velocity: TurnPose? = nil, timing: AnimationTiming? = nil) {
        guard var turn else { return }
        if case .snap(let index) = target {
            turn.snapRadius = configuration.snappingPoints[index].radius
            emit(.willSnap(index))
        }
        turn.target = target
        let goal = targetPose(for: target, of: turn)
        // A leaf heading flat is drawn in toward rest (``landingEase(of:from:to:)``); a running
        // animation that was eased carries on from the pose shown, at the speed shown.
        var velocity = velocity
        if let landing = turn.landing, velocity == nil, phase == .animating, animator.isRunning {
            velocity = landing.shownVelocity(at: animator.value, velocity: animator.velocity)
        }
        let headsFlat = target == .complete || target == .cancel
        turn.landing = headsFlat ? Self.landingEase(of: turn.drive, from: pose, to: goal) : nil
        self.turn = turn
        let chosen: AnimationTiming
        if let timing {
            chosen = timing
        } else if case .free = turn.drive {
            chosen = .spring(configuration.releaseSpring)
        } else {
            let distance = abs(goal.progress - pose.progress)
            let base = turn.info.style == .crossFade ? configuration.crossFadeDuration : configuration.turnDuration
            let duration = Swift.max(Self.clampedDuration(base) * distance, Self.minimumRetargetDuration)
            chosen = .curve(configuration.turnTiming, duration: duration)
        }
        if phase == .animating, animator.isRunning, velocity == nil {
            animator.retarget(to: goal, timing: chosen, at: now)
        } else {
            animator = PropertyAnimator(from: pose, to: goal, timing: chosen, initialVelocity: velocity)
            animator.start(at: now)
        }
        animationStart = now
        phase = .animating
        // A target reached at once (already there) lands now.
        if !animator.isRunning {
            pose = animator.targetValue
            arrive()
        }
    }

    /// Makes the running animation faster by `factor` from now on (keeping its velocity): a
    /// curve runs the rest of its way in the share of its duration that remains, divided by
    /// `factor`; a spring becomes `factor` times quicker.
    mutating func speedUp(by factor: Double) {
        guard phase == .animating, animator.isRunning, factor > 1, let turn else { return }
        switch turn.drive {
        case .free:
            animator.continueAnimation(durationFactor: 1 / factor, at: now)
        case .scheduled, .cone, .progress:
            let goal = animator.targetValue
            let base = turn.info.style == .crossFade ? configuration.crossFadeDuration : configuration.turnDuration
            let remaining = Self.clampedDuration(base) * abs(goal.progress - pose.progress) / factor
            animator.retarget(
                to: goal, timing: .curve(configuration.turnTiming, duration: Swift.max(remaining, Self.minimumRetargetDuration)),
                at: now)
        }
        animationStart = now
    }

    // MARK: - Release

    /// The pose's velocity as the finger left it, capped (see ``maximumFingerSpeed``).
    func releaseVelocity(of turn: ActiveTurn) -> TurnPose {
        let v = poseVelocity.velocity(at: now)
        switch turn.drive {
        case .free:
            var finger = v
            let speed = finger.magnitude
            if !(speed <= Self.maximumFingerSpeed) {
                finger = speed.isFinite && speed > 0 ? finger * (Self.maximumFingerSpeed / speed) : .zero
            }
            let grab = turn.slides ? SIMD2(0, finger.y) : .zero
            return TurnPose(grab: grab, finger: finger, progress: 0, radiusWeight: 0)
        case .scheduled, .cone, .progress:
            let rate = v.x.isFinite ? Swift.min(Swift.max(v.x, -Self.maximumProgressSpeed), Self.maximumProgressSpeed) : 0
            return TurnPose(progress: rate)
        }
    }

    /// The finger let go of the page: complete, cancel or snap by position and velocity, and move
    /// on from the finger's velocity.
    mutating func release() {
        guard let turn else { return }
        let velocity = releaseVelocity(of: turn)
        head(to: releaseTarget(of: turn, velocity: velocity), velocity: velocity, timing: .spring(configuration.releaseSpring))
    }

    /// Where a page let go of with `velocity` goes.
    func releaseTarget(of turn: ActiveTurn, velocity: TurnPose) -> ActiveTurn.Target {
        if turn.info.isRubberBand { return .cancel }
        // A flick decides by its direction alone, when the finger's way over the last tenth of a
        // second went that way too: the quadratic fit follows a finger speeding up as it lifts,
        // but a fast drag that stops short reads as a flick back at the stop (a fully turned page
        // fell back when the stop's events came in a burst).
        let real = fingerVelocity.velocity(at: now), travel = fingerTravel.velocity(at: now)
        let along = turn.reversed ? real.x : -real.x, went = turn.reversed ? travel.x : -travel.x
        let flick = configuration.flickSpeed.isFinite ? Swift.max(configuration.flickSpeed, 0) : 350
        if along > flick && went > 0 { return .complete }
        if along < -flick && went < 0 { return .cancel }
        let tau = configuration.projectionTime.isFinite ? Swift.min(Swift.max(configuration.projectionTime, 0), 1) : 0.15

        if case .free = turn.drive, turn.info.style == .curl, !configuration.snappingPoints.isEmpty {
            // Compare where the grabbed point would travel with where it lies at each rest.
            let projected = pose.finger + velocity.finger * tau
            let g = pose.grab
            let flat = g, over = SIMD2(-g.x, g.y)
            var best: ActiveTurn.Target = .cancel
            var bestScore = distance(projected, turn.reversed ? over : flat)
            let completeScore = distance(projected, turn.reversed ? flat : over)
            if completeScore < bestScore { best = .complete; bestScore = completeScore }
            for (index, point) in configuration.snappingPoints.enumerated() {
                guard point.weight > 0, point.weight.isFinite, snapRest(index) != nil else { continue }
                let q = point.deformation.position(of: g)
                let score = distance(projected, SIMD2(q.x, q.y)) / point.weight
                if score < bestScore { best = .snap(index); bestScore = score }
            }
            return best
        }

        let c = canonicalProgress(of: turn)
        let rate: Double
        switch turn.drive {
        case .free:
            rate = pose.grab.x > 0 ? -velocity.finger.x / (2 * pose.grab.x) : 0
        case .scheduled, .cone, .progress:
            rate = velocity.progress
        }
        let progress = turn.reversed ? 1 - c : c
        let speed = turn.reversed ? -rate : rate
        let projected = progress + (speed.isFinite ? speed : 0) * tau
        return projected >= 0.5 ? .complete : .cancel
    }

    /// Euclidean distance; `+∞` when not finite.
    func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = ((a - b) * (a - b)).sum().squareRoot()
        return d.isFinite ? d : .infinity
    }
}
