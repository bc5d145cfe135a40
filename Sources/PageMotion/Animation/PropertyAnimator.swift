/// An interruptible, reversible, scrubbable animation of any ``Interpolatable`` value, in the
/// spirit of `UIViewPropertyAnimator`, advanced only by the times you give it.
///
/// The animator holds no clock: every call that moves it takes a time in seconds (from an
/// ``AnimationClock``, a display link's timestamp, or a test's hand-picked numbers), so the same
/// calls always give the same values. Times only matter relative to each other; a time earlier
/// than the latest one given counts as that latest time (the animator never runs backwards in
/// time), and a call with a non-finite time is ignored.
///
/// The animation runs between ``startValue`` and ``endValue`` under ``timing``; it heads for
/// ``targetValue``, the end (or the start when ``isReversed``). Its ``state`` is
/// ``AnimationState/inactive`` until started, ``AnimationState/active`` while running or paused,
/// back to ``AnimationState/inactive`` once it reaches its target (the value is then exactly
/// the target), and ``AnimationState/stopped`` after ``stop(_:at:)``.
///
/// **Velocity is continuous.** Reversing, continuing with new timing and retargeting all start a
/// new leg from the current value *and the current velocity*, so a page caught or redirected in
/// mid-flight never kinks. (This differs on purpose from UIKit, whose reversal plays the same
/// curve backwards and flips the velocity.) Pausing, scrubbing and stopping bring the value to
/// rest; resuming a paused animation continues its leg from rest at the same point.
///
/// ```swift
/// var animator = PropertyAnimator(from: 0.0, to: 320.0,
///                                 timing: .spring(Spring(response: 0.4, dampingFraction: 0.8)))
/// animator.start(at: clock.now)
/// // each frame:
/// let x = animator.update(to: clock.now)
/// // the finger lets go and flings back toward 0:
/// animator.retarget(to: 0, velocity: releaseVelocity, at: clock.now)
/// ```
public struct PropertyAnimator<Value: Interpolatable>: Sendable {
    /// The value at fraction complete `0`.
    public private(set) var startValue: Value
    /// The value at fraction complete `1`.
    public private(set) var endValue: Value
    /// The timing from ``startValue`` to ``endValue``, also used by reversals and restarts.
    /// ``continueAnimation(timing:durationFactor:velocity:at:)`` may run the rest of the way
    /// under another timing without changing this one.
    public private(set) var timing: AnimationTiming
    /// The life-cycle state.
    public private(set) var state: AnimationState = .inactive
    /// Whether the animation is advancing with time (`state == .active` and not paused).
    public private(set) var isRunning = false
    /// The current value, as of the latest time given.
    public private(set) var value: Value
    /// The current velocity, value units per second: zero unless running.
    public private(set) var velocity: Value = .zero

    /// The leg being followed, always heading for ``targetValue`` from the current value.
    var segment: AnimationSegment<Value>
    /// Seconds into ``segment``.
    var elapsed = 0.0
    /// While running: the time at which ``elapsed`` equalled ``anchorElapsed``.
    var anchorTime = 0.0
    var anchorElapsed = 0.0
    /// The latest time given to the animator (`nil` before any).
    var latestTime: Double?
    /// Backs ``isReversed``.
    var reversed = false
    /// The initial velocity of the path from start to end (`nil`: the timing's own).
    var baseVelocity: Value?

    /// Creates an inactive animator at `start`.
    ///
    /// - Parameters:
    ///   - start: the value at fraction complete `0`.
    ///   - end: the value at fraction complete `1`.
    ///   - timing: the timing of the move.
    ///   - initialVelocity: the velocity to start with, value units per second; `nil` starts the
    ///     way the timing does on its own (a curve's own start slope, a spring at rest). Use it to
    ///     hand a finger's release velocity to the animation. Non-finite reads as zero.
    public init(from start: Value, to end: Value, timing: AnimationTiming, initialVelocity: Value? = nil) {
        startValue = start
        endValue = end
        self.timing = timing
        value = start
        baseVelocity = initialVelocity
        segment = AnimationSegment(origin: start, destination: end, velocity: initialVelocity, timing: timing)
    }

    /// The value the animation is heading for: ``endValue``, or ``startValue`` when reversed.
    public var targetValue: Value { reversed ? startValue : endValue }

    /// How far the animation has come, from `0` at ``startValue`` to `1` at ``endValue``.
    ///
    /// Like UIKit's, this is the fraction of the *time* elapsed along the timing, not of the
    /// distance (a spring overshoots while its fraction is still below `1`). After a reversal or
    /// a continuation it moves linearly in time from where it was to the target's fraction.
    ///
    /// Setting it **scrubs**: the value moves to that point of the path from ``startValue`` to
    /// ``endValue`` under ``timing``, and the animator becomes active and paused (a running one
    /// pauses, as when a finger catches the page). The fraction is clamped to `[0, 1]`; NaN is
    /// ignored. A later start or continuation goes on from there toward ``targetValue``.
    public var fractionComplete: Double {
        get { segment.fraction(at: elapsed) }
        set {
            guard !newValue.isNaN else { return }
            let fraction = Swift.min(Swift.max(newValue, 0), 1)
            segment = AnimationSegment(
                origin: startValue, destination: endValue, velocity: baseVelocity, timing: timing)
            elapsed = fraction * segment.duration
            if !segment.duration.isFinite { elapsed = 0 }
            value = fraction == 1 ? endValue : fraction == 0 ? startValue : segment.value(at: elapsed)
            velocity = .zero
            state = .active
            isRunning = false
            if reversed { rebuildSegment(velocity: nil) }
        }
    }

    /// Whether the animation heads back to ``startValue`` instead of ``endValue``.
    ///
    /// Changing it sends the animation toward the other end from where it is, taking effect at
    /// the latest time given to the animator. A running animation keeps its velocity (it may
    /// carry on a little before turning back: no kink); a paused or stopped one starts the new
    /// leg from rest. A curve's new leg lasts the part of the curve's duration that remains
    /// (`|target fraction - fractionComplete|` times it); a spring's lasts until it settles.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            rebuildSegment(velocity: isRunning ? velocity : nil)
            anchorRunning(at: latestTime ?? anchorTime)
            if isRunning { finishIfArrived() }
        }
    }

    /// Starts or resumes the animation at `time`, seconds.
    ///
    /// An inactive or paused animator runs on from where it is toward ``targetValue``; a stopped
    /// one starts a new leg from rest at its held value. A running animator is left alone.
    /// An animator already at its target finishes at once (``state`` becomes inactive).
    public mutating func start(at time: Double) {
        guard let time = accept(time), !isRunning else { return }
        state = .active
        isRunning = true
        anchorRunning(at: time)
        velocity = segment.velocity(at: elapsed)
        finishIfArrived()
    }

    /// Pauses the animation at `time`, seconds: the value stays where it is then, at rest.
    ///
    /// An inactive animator becomes active and paused (at its current value); a stopped one, or a
    /// running one that reaches its target by `time` (and so finishes), is left alone.
    public mutating func pause(at time: Double) {
        guard let time = accept(time), state != .stopped else { return }
        if isRunning {
            advance(to: time)
            guard isRunning else { return }  // it arrived and finished
        }
        state = .active
        isRunning = false
        velocity = .zero
    }

    /// Advances a running animation to `time`, seconds, and returns the value then.
    ///
    /// A time at or past the end of the leg finishes the animation: the value becomes exactly
    /// ``targetValue``, the velocity zero and the state inactive. When not running, only records
    /// the time (used by ``isReversed``) and returns the held value.
    @discardableResult
    public mutating func update(to time: Double) -> Value {
        if let time = accept(time), isRunning { advance(to: time) }
        return value
    }

    /// Stops the animation at `time`, seconds, leaving the value at `position`, at rest.
    ///
    /// The state becomes ``AnimationState/stopped``; ``fractionComplete`` becomes `0` at the start,
    /// `1` at the end, and stays put at the current position. Starting or continuing later moves
    /// on from the held value.
    public mutating func stop(_ position: AnimationPosition, at time: Double) {
        if let time = accept(time), isRunning { advance(to: time) }
        let fraction: Double
        switch position {
        case .start:
            value = startValue
            fraction = 0
        case .end:
            value = endValue
            fraction = 1
        case .current:
            fraction = fractionComplete
        }
        velocity = .zero
        state = .stopped
        isRunning = false
        rebuildSegment(velocity: nil, fraction: fraction)
    }

    /// Runs the rest of the way to ``targetValue`` under new timing, from `time`, seconds.
    ///
    /// Like `UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor:)`: the
    /// new leg starts at the current value with `velocity` (or, when `nil`, the current velocity:
    /// zero unless running, so a running animation carries on without a kink) and takes
    /// `durationFactor` times the timing's duration (a spring is slowed by that factor, see
    /// ``AnimationTiming/scaled(durationBy:)``). The animator runs afterwards, whatever its state.
    ///
    /// - Parameters:
    ///   - timing: the timing of the rest of the move; `nil` keeps the animator's ``timing``.
    ///   - durationFactor: the multiplier on the timing's duration, `> 0` (otherwise `1`).
    ///   - velocity: the initial velocity, value units per second, such as a finger's release
    ///     velocity; `nil` keeps the current one. Non-finite reads as zero.
    ///   - time: when the new leg starts, seconds.
    public mutating func continueAnimation(
        timing: AnimationTiming? = nil, durationFactor: Double = 1, velocity: Value? = nil,
        at time: Double
    ) {
        guard let time = accept(time) else { return }
        if isRunning { advance(to: time) }
        let legTiming = (timing ?? self.timing).scaled(durationBy: durationFactor)
        let fraction = fractionComplete
        segment = AnimationSegment(
            origin: value, destination: targetValue, velocity: velocity ?? self.velocity, timing: legTiming,
            originFraction: fraction, destinationFraction: reversed ? 0 : 1)
        elapsed = 0
        state = .active
        isRunning = true
        anchorRunning(at: time)
        self.velocity = segment.velocity(at: 0)
        finishIfArrived()
    }

    /// Starts a new animation at `time`, seconds, from the current value to `target`, keeping the
    /// velocity continuous.
    ///
    /// The current value becomes ``startValue``, `target` becomes ``endValue``, the fraction
    /// complete restarts at `0` and the reversal is cleared. The new move leaves with `velocity`
    /// (or, when `nil`, the current velocity), so neither the position nor the velocity jumps.
    /// This is how a new target is set in mid-flight, or how a page let go by a finger is sent
    /// on with the finger's velocity. The animator runs afterwards, whatever its state.
    ///
    /// - Parameters:
    ///   - target: the new end value.
    ///   - timing: the timing of the new move, which becomes the animator's ``timing``; `nil`
    ///     keeps the current one.
    ///   - velocity: the initial velocity, value units per second; `nil` keeps the current one
    ///     (zero unless running). Non-finite reads as zero.
    ///   - time: when the new move starts, seconds.
    public mutating func retarget(
        to target: Value, timing: AnimationTiming? = nil, velocity: Value? = nil,
        at time: Double
    ) {
        guard let time = accept(time) else { return }
        if isRunning { advance(to: time) }
        let initialVelocity = velocity ?? self.velocity
        startValue = value
        endValue = target
        if let timing { self.timing = timing }
        reversed = false
        baseVelocity = initialVelocity
        segment = AnimationSegment(origin: value, destination: target, velocity: initialVelocity, timing: self.timing)
        elapsed = 0
        state = .active
        isRunning = true
        anchorRunning(at: time)
        self.velocity = segment.velocity(at: 0)
        finishIfArrived()
    }

    // MARK: - Internals

    /// Records a finite time and returns the effective time (never earlier than one seen before);
    /// `nil` for a non-finite time.
    mutating func accept(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        let effective = Swift.max(time, latestTime ?? time)
        latestTime = effective
        return effective
    }

    /// Moves a running animation to `time` (not before its anchor), finishing it on arrival.
    mutating func advance(to time: Double) {
        elapsed = anchorElapsed + Swift.max(time - anchorTime, 0)
        if finishIfArrived() { return }
        value = segment.value(at: elapsed)
        velocity = segment.velocity(at: elapsed)
    }

    /// If a running leg is over, lands exactly on its destination and goes inactive.
    @discardableResult
    mutating func finishIfArrived() -> Bool {
        guard isRunning, elapsed >= segment.duration else { return false }
        elapsed = segment.duration.isFinite ? segment.duration : elapsed
        value = segment.destination
        velocity = .zero
        isRunning = false
        state = .inactive
        return true
    }

    /// Makes `time` the reference point of the running clock at the current ``elapsed``.
    mutating func anchorRunning(at time: Double) {
        anchorTime = time
        anchorElapsed = elapsed
    }

    /// Replaces the leg by one from the current value toward ``targetValue`` under ``timing``,
    /// leaving with `startVelocity` (`nil`: from rest, even for a curve that starts fast on its
    /// own, since the value is at rest now). A curve's leg lasts the remaining part of its
    /// duration; `fraction` overrides the fraction complete the leg starts from.
    mutating func rebuildSegment(velocity startVelocity: Value?, fraction: Double? = nil) {
        let from = fraction ?? fractionComplete
        let to: Double = reversed ? 0 : 1
        segment = AnimationSegment(
            origin: value, destination: targetValue, velocity: startVelocity ?? .zero, timing: timing,
            durationScale: abs(to - from), originFraction: from, destinationFraction: to)
        elapsed = 0
    }
}
