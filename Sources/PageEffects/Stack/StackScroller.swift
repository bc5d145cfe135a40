import PageMotion
import PageMath

/// The page stack's vertical scrolling: the offset under a finger with rubber-band ends,
/// momentum after a fling (exponential decay), and a spring back into range.
///
/// Offsets are in points, `0` at the top, the range `[0, maximum]`; times in seconds. A decay
/// from `o₀` with velocity `v₀` follows `o(t) = o₀ + v₀·τ·(1 - e^{-t/τ})`; it stops when its speed
/// falls below the resting velocity, or hands over to the bounce spring where it crosses an end
/// (with the velocity it has there), so every motion ends in bounded time: at most
/// `τ·ln(vmax / vrest)` of decay plus one spring's settling time.
struct StackScroller: Sendable {
    /// The motion in progress.
    enum Motion: Sendable {
        /// Still (or held in place by a finger that has not started scrolling).
        case resting
        /// Under a finger: `anchor` is the unconstrained offset when the finger was at `finger`.
        case tracking(anchor: Double, finger: Double, unconstrained: Double)
        /// Coasting after a fling from `origin` at `velocity`, which began at `start`.
        case decelerating(origin: Double, velocity: Double, start: Double)
        /// Springing toward a target (an end of the range, or a programmatic scroll).
        case bouncing(PropertyAnimator<Double>)
    }

    /// The offset shown, points. Within `[0, maximum]` at rest.
    private(set) var offset: Double
    /// The current velocity of the offset, points per second.
    private(set) var velocity = 0.0
    /// The largest offset at rest, points, `>= 0`.
    private(set) var maximum: Double
    /// The rubber band's dimension, points, `> 0` (the view's height).
    private(set) var dimension: Double
    private(set) var motion = Motion.resting

    let coefficient: Double
    /// The decay's time constant `τ = -1 / (1000·ln rate)`, seconds.
    let timeConstant: Double
    let restingVelocity: Double
    let maximumVelocity: Double
    let bounceTiming: AnimationTiming

    init(offset: Double, maximum: Double, dimension: Double, configuration: PageStackConfiguration) {
        self.maximum = Swift.max(0, maximum)
        self.offset = Swift.min(Swift.max(offset, 0), self.maximum)
        self.dimension = dimension > 0 ? dimension : 1
        coefficient = configuration.rubberBandCoefficient
        timeConstant = -1 / (1000 * Double.log(configuration.decelerationRate))
        restingVelocity = configuration.restingVelocity
        maximumVelocity = configuration.maximumScrollVelocity
        bounceTiming = configuration.bounceTiming
    }

    /// Whether the offset moves on its own (coasting or springing).
    var isMoving: Bool {
        switch motion {
        case .decelerating, .bouncing: true
        case .resting, .tracking: false
        }
    }

    /// Whether a finger holds the offset.
    var isTracking: Bool {
        if case .tracking = motion { return true }
        return false
    }

    // MARK: - Rubber band

    /// The offset shown for an unconstrained (finger-driven) offset `u`: `u` inside the range,
    /// rubber-banded past either end.
    func constrained(_ u: Double) -> Double {
        if u < 0 { return -band(-u) }
        if u > maximum { return maximum + band(u - maximum) }
        return u
    }

    /// The unconstrained offset that shows `offset` (the inverse of ``constrained(_:)``); an
    /// offset further past an end than the band can reach counts as just inside the band.
    func unconstrained(_ offset: Double) -> Double {
        if offset < 0 { return -unband(-offset) }
        if offset > maximum { return maximum + unband(offset - maximum) }
        return offset
    }

    /// `(1 - 1/(x·c/d + 1))·d`, for `x >= 0`: slope `c` at 0, tending to `d`.
    func band(_ x: Double) -> Double { (1 - 1 / (x * coefficient / dimension + 1)) * dimension }

    /// The inverse of ``band(_:)``: `(d/c)·y/(d - y)`, with `y` kept below `0.999·d` (the band
    /// only tends to `d`, so a larger `y`, left by a range that shrank under the offset, has no
    /// inverse; `0.999·d` reads as a drag of about 1800 band dimensions, finite).
    func unband(_ y: Double) -> Double {
        let y = Swift.min(y, 0.999 * dimension)
        return dimension / coefficient * y / (dimension - y)
    }

    /// The slope of ``constrained(_:)`` at `u`: 1 inside the range, `c/(1 + c·x/d)²` past an end.
    func bandSlope(_ u: Double) -> Double {
        let excess = u < 0 ? -u : u > maximum ? u - maximum : 0
        guard excess > 0 else { return 1 }
        let denominator = 1 + coefficient * excess / dimension
        return coefficient / (denominator * denominator)
    }

    // MARK: - Motion

    /// Moves a coasting or springing offset on to `time`.
    mutating func advance(to time: Double) {
        switch motion {
        case .resting, .tracking:
            return
        case .bouncing(var animator):
            animator.update(to: time)
            offset = animator.value
            velocity = animator.velocity
            motion = animator.isRunning ? .bouncing(animator) : .resting
        case .decelerating(let origin, let initial, let start):
            let elapsed = Swift.max(0, time - start)
            let speed = abs(initial)
            let stop = speed > restingVelocity ? timeConstant * Double.log(speed / restingVelocity) : 0
            if let crossing = crossingTime(origin: origin, velocity: initial), crossing <= Swift.min(elapsed, stop) {
                let edge = initial > 0 ? maximum : 0
                var animator = PropertyAnimator(
                    from: edge, to: edge, timing: bounceTiming,
                    initialVelocity: initial * Double.exp(-crossing / timeConstant))
                animator.start(at: start + crossing)
                motion = .bouncing(animator)
                offset = edge
                velocity = animator.velocity
                advance(to: time)
                return
            }
            let t = Swift.min(elapsed, stop)
            let decay = Double.exp(-t / timeConstant)
            offset = origin + initial * timeConstant * (1 - decay)
            if elapsed >= stop {
                velocity = 0
                motion = .resting
            } else {
                velocity = initial * decay
            }
        }
    }

    /// How long after its start a decay from `origin` at `velocity` reaches the end it heads
    /// for, or `nil` when it never does.
    func crossingTime(origin: Double, velocity: Double) -> Double? {
        guard velocity != 0 else { return nil }
        let edge = velocity > 0 ? maximum : 0
        if velocity > 0 ? origin >= edge : origin <= edge { return 0 }
        let remaining = 1 - (edge - origin) / (velocity * timeConstant)
        guard remaining > 0 else { return nil }
        return -timeConstant * Double.log(remaining)
    }

    /// Stops whatever motion there is, at `time`, where the offset is then (a finger catching a
    /// flung stack). Returns the speed it had.
    @discardableResult
    mutating func stop(at time: Double) -> Double {
        advance(to: time)
        let speed = abs(velocity)
        if case .tracking = motion {} else { motion = .resting }
        velocity = 0
        return speed
    }

    /// Springs a resting offset that lies out of range back into it, from rest, at `time` (after
    /// a finger that stopped a bounce lets go without scrolling, or a tap stopped it).
    mutating func settle(at time: Double) {
        guard case .resting = motion, offset < 0 || offset > maximum else { return }
        spring(to: offset, velocity: 0, at: time)
    }

    /// A finger takes hold at `finger` (its y, points): catches the motion and anchors there.
    mutating func beginTracking(finger: Double, at time: Double) {
        stop(at: time)
        let u = unconstrained(offset)
        motion = .tracking(anchor: u, finger: finger, unconstrained: u)
    }

    /// The finger moved to `finger`: the offset follows it (content moves with the finger, so
    /// the offset decreases as the finger moves down), rubber-banded past the ends.
    mutating func track(finger: Double) {
        guard case .tracking(let anchor, let start, _) = motion else { return }
        let u = anchor - (finger - start)
        motion = .tracking(anchor: anchor, finger: start, unconstrained: u)
        offset = constrained(u)
    }

    /// The finger lets go with `velocity` (of the offset, points per second) at `time`: coasts,
    /// or springs back into range with the velocity the rubber band lets through.
    mutating func release(velocity: Double, at time: Double) {
        var v = velocity.isFinite ? Swift.min(Swift.max(velocity, -maximumVelocity), maximumVelocity) : 0
        if case .tracking(_, _, let u) = motion { v *= bandSlope(u) }
        motion = .resting
        self.velocity = 0
        if offset < 0 || offset > maximum {
            spring(to: Swift.min(Swift.max(offset, 0), maximum), velocity: v, at: time)
        } else if abs(v) > restingVelocity {
            motion = .decelerating(origin: offset, velocity: v, start: time)
            self.velocity = v
        }
    }

    /// Springs from the current offset to `target` (clamped into range), leaving with `velocity`
    /// (`nil`: the current one), under `timing` (`nil`: the bounce spring). Ignored while a
    /// finger holds the offset.
    mutating func spring(to target: Double, velocity: Double? = nil, timing: AnimationTiming? = nil, at time: Double) {
        guard !isTracking, target.isFinite else { return }
        let goal = Swift.min(Swift.max(target, 0), maximum)
        var animator = PropertyAnimator(
            from: offset, to: goal, timing: timing ?? bounceTiming, initialVelocity: velocity ?? self.velocity)
        animator.start(at: time)
        offset = animator.value
        self.velocity = animator.velocity
        motion = animator.isRunning ? .bouncing(animator) : .resting
    }

    /// Scrolls from the current offset to `target` (clamped into range) at `time` the way code
    /// scrolls a list: on ``glideTiming``, a critically damped spring slower than the bounce, so
    /// that it gathers speed over several frames and comes to rest frame by frame however far it
    /// goes. Keeps the current velocity.
    ///
    /// The bounce spring (0.45 s) reached its top speed within two frames: scrolling over
    /// several cards it lurched (`pageturn demo`'s append, 740 points). An ease-in-out curve
    /// starts gently but stops hard: its last frames still moved 7 points, then nothing.
    mutating func glide(to target: Double, at time: Double) {
        spring(to: target, timing: Self.glideTiming, at: time)
    }

    /// The spring of ``glide(to:at:)``: critically damped, 0.8 s response (top speed after
    /// 0.13 s, four frames at 30 a second; most of the way in half a second).
    static let glideTiming = AnimationTiming.spring(Spring(response: 0.8, dampingFraction: 1))

    /// Changes the range's end (after a removal or an append, or a resize) at `time`: a resting
    /// or coasting offset now out of range springs back, a spring heads for the new end.
    mutating func setRange(maximum newMaximum: Double, dimension newDimension: Double, at time: Double) {
        let newMaximum = newMaximum.isFinite ? Swift.max(0, newMaximum) : 0
        let newDimension = newDimension > 0 && newDimension.isFinite ? newDimension : 1
        guard newMaximum != maximum || newDimension != dimension else { return }
        advance(to: time)
        maximum = newMaximum
        dimension = newDimension
        switch motion {
        case .resting:
            if offset < 0 || offset > maximum { spring(to: offset, velocity: 0, at: time) }
        case .tracking(let anchor, let finger, let u):
            offset = constrained(u)
            motion = .tracking(anchor: anchor, finger: finger, unconstrained: u)
        case .decelerating:
            if offset < 0 || offset > maximum {
                spring(to: offset, at: time)
            } else {
                motion = .decelerating(origin: offset, velocity: velocity, start: time)
            }
        case .bouncing(let animator):
            let goal = Swift.min(Swift.max(animator.targetValue, 0), maximum)
            if goal != animator.targetValue { spring(to: goal, at: time) }
        }
    }
}
