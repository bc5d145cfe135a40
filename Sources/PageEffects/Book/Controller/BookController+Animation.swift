import PageMotion

extension BookController {
    // MARK: - Time

    /// Advances time to `time`, seconds, moving any animation and completing turns that arrive.
    ///
    /// A time earlier than ``now`` counts as ``now``; a non-finite one is ignored. Queued turns
    /// start as soon as the one before them lands.
    public mutating func advance(to time: Double) {
        guard time.isFinite else { return }
        now = Swift.max(now, time)
        guard phase == .animating, let turn else { return }
        let value = animator.update(to: now)
        let overdue = now - animationStart >= settings.maximumAnimationDuration
        if !value.isFinite || overdue || !animator.isRunning {
            arrive()
        } else {
            show(turn.landing?.shown(value) ?? value)
            // A landing ends once the leaf lies where it will rest, to the eye.
            if turn.landing != nil, leafRests(at: animator.targetValue) {
                arrive()
                return
            }
            reportProgress()
        }
    }

    /// How near every point of a landing leaf must come to where it will lie for the landing to
    /// end there, in view points: a hundredth, a fiftieth of a pixel on a 2× display.
    ///
    /// The spring that brings a released leaf home runs until it has settled to a thousandth of
    /// its way, but the landing ease (``LandingEase``) draws the leaf in quadratically: at 60
    /// frames a second a 1080p spread's turns ended in seven frames each that moved no pixel by
    /// more than two levels, each drawn and encoded as a frame of its own, and a viewer redrew them.
    static let landingTolerance = 0.01

    /// Whether the leaf as shown lies within ``landingTolerance`` of where it lies at `goal`, at
    /// points sampled along its outline (where a bend or a turn about the spine moves paper most).
    /// Never for a cross-fade, whose leaf lies flat throughout while its opacity changes.
    func leafRests(at goal: TurnPose) -> Bool {
        guard let turn else { return false }
        if case .fade = turn.drive { return false }
        let rest = turn.drive.surface(at: goal, tracker: curlTracker(at: goal))
        let size = geometry.canonicalPageSize
        let pointsInView = geometry.pageSizeInView.x / Swift.max(size.x, .leastNormalMagnitude)
        let limit = Self.landingTolerance / pointsInView
        guard limit.isFinite else { return false }
        let steps = 16
        for edge in 0 ..< 4 {
            for step in 0 ..< steps {
                let t = Double(step) / Double(steps)
                let point = switch edge {
                case 0: SIMD2(t * size.x, 0)
                case 1: SIMD2(size.x, t * size.y)
                case 2: SIMD2((1 - t) * size.x, size.y)
                default: SIMD2(0, (1 - t) * size.y)
                }
                let offset = leaf.surface(at: point).position - rest.surface(at: point).position
                guard (offset * offset).sum() <= limit * limit else { return false }
            }
        }
        return true
    }

    /// Advances time to `clock.now`.
    public mutating func advance(using clock: some AnimationClock) {
        advance(to: clock.now)
    }

    /// The animation reached its target: the page lies there, and the turn completes, falls back
    /// or rests on its snapping point.
    mutating func arrive() {
        guard let turn else { return }
        show(animator.targetValue)
        switch turn.target {
        case .complete, .cancel:
            close(completed: turn.target == .complete)
        case .snap(let index):
            reportProgress()
            phase = .snapped(index)
            emit(.didSnap(index))
        }
    }

    // MARK: - Moving on

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
        let goal = turn.drive.restPose(
            for: target, from: pose, completeProgress: turn.completeProgress,
            pageSize: geometry.canonicalPageSize, snappingPoints: configuration.snappingPoints)
        // A leaf heading flat is drawn in toward rest (``TurnDrive/landingEase(from:to:)``); a
        // running animation that was eased carries on from the pose shown, at the speed shown.
        var velocity = velocity
        if let landing = turn.landing, velocity == nil, phase == .animating, animator.isRunning {
            velocity = landing.shownVelocity(at: animator.value, velocity: animator.velocity)
        }
        let headsFlat = target == .complete || target == .cancel
        turn.landing = headsFlat ? turn.drive.landingEase(from: pose, to: goal) : nil
        self.turn = turn
        let chosen = timing ?? (turn.drive.isFree
            ? .spring(configuration.releaseSpring)
            : .curve(configuration.turnTiming, duration: settings.duration(of: turn.info.style, from: pose, to: goal)))
        if phase == .animating, animator.isRunning, velocity == nil {
            animator.retarget(to: goal, timing: chosen, at: now)
        } else {
            animator = PropertyAnimator(from: pose, to: goal, timing: chosen, initialVelocity: velocity)
            animator.start(at: now)
        }
        animationStart = now
        phase = .animating
        // A target reached at once (already there) lands now.
        if !animator.isRunning { arrive() }
    }

    /// Makes the running animation faster by `factor` from now on (keeping its velocity): a
    /// curve runs the rest of its way in the share of its duration that remains, divided by
    /// `factor`; a spring becomes `factor` times quicker.
    mutating func speedUp(by factor: Double) {
        guard phase == .animating, animator.isRunning, factor > 1, let turn else { return }
        if turn.drive.isFree {
            animator.continueAnimation(durationFactor: 1 / factor, at: now)
        } else {
            let goal = animator.targetValue
            let duration = settings.duration(of: turn.info.style, from: pose, to: goal, speedUp: factor)
            animator.retarget(to: goal, timing: .curve(configuration.turnTiming, duration: duration), at: now)
        }
        animationStart = now
    }

    // MARK: - Release

    /// The finger let go of the page (`cancelled`: the system took the gesture away): the page
    /// completes, falls back or snaps by position and velocity (always falls back when
    /// cancelled), and moves on from the pose's velocity.
    mutating func release(cancelled: Bool = false) {
        guard let turn else { return }
        let velocity = turn.drive.releaseVelocity(poseVelocity.velocity(at: now), slides: turn.slides)
        let target = cancelled ? .cancel : turn.releaseTarget(
            pose: pose, velocity: velocity, finger: fingerVelocity.velocity(at: now),
            travel: fingerTravel.velocity(at: now), pageSize: geometry.canonicalPageSize, settings: settings,
            snappingPoints: configuration.snappingPoints)
        head(to: target, velocity: velocity, timing: .spring(configuration.releaseSpring))
    }
}
