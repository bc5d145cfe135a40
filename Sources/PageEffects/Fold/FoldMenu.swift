import PageGeometry
import PageMotion

/// A side menu that folds open in perspective under a horizontal drag, as the fold document's
/// "Simple 3D Animations" menu: a renderer-independent controller that turns input and time into
/// ``Frame``s.
///
/// **Geometry.** The menu's openness is ``progress``, `p` in `[0, 1]`. The menu hangs on a hinge,
/// its right edge, at `x = menuWidth · p` in the view (the document's translation); the panel
/// turns about that edge by `-(1 - p) · π/2` about y (the document's rotation, about the layer's
/// anchor point `x = 1`), so a closed menu stands edge-on and an open one lies flat on
/// `[0, menuWidth]`. The camera has the document's perspective, `m34 = -1/1000`, about the
/// hinge. The content slides right with the hinge. The menu is shaded `max(0.2, p)`.
///
/// With ``FoldMenuConfiguration/panelCount`` `N > 1` the menu is an accordion: `N` equal
/// vertical slices, the hinge panel turning as above and each next one (further left) turning
/// the opposite way, so the strip zig-zags and adjacent panels share their edges exactly.
///
/// **Input.** Drags (``dragBegan(at:time:)`` … ``dragEnded(at:time:)``) move the menu with the
/// finger: `p = p₀ + Δx / menuWidth`, clamped. A release springs open or closed by position and
/// velocity: a flick (faster than ``FoldMenuConfiguration/flickVelocity``) goes its way from any
/// progress, a slow release goes to the nearer end. Grabbing the menu while it springs catches
/// it where it is; the spring starts with the finger's velocity, so motion is continuous. Taps
/// (``tap(at:time:)``) report where they hit the menu or close it from the content.
///
/// **Time.** Only what the caller passes: every input carries its timestamp and
/// ``advance(to:)`` moves animations on. A time earlier than one already seen counts as that
/// one; a non-finite time counts as the latest.
///
/// **Events.** Pushed to a bounded queue that the caller drains with ``nextEvent()`` (no
/// delegates): ``FoldMenuEvent/willOpen`` when a settle starts, ``FoldMenuEvent/didOpen`` when
/// it ends, taps.
///
/// **Garbage input** never crashes and never puts NaN in a frame: non-finite positions are
/// ignored, drags that were never begun are ignored, and a new ``dragBegan(at:time:)`` during a
/// drag restarts it from where the menu is.
///
/// ```swift
/// var menu = FoldMenu(viewSize: SIMD2(375, 667))
/// var frame = Frame(viewSize: menu.viewSize)
/// menu.dragBegan(at: SIMD2(10, 300), time: 0)
/// menu.dragMoved(to: SIMD2(50, 300), time: 0.1)
/// menu.dragEnded(at: SIMD2(60, 300), time: 0.15)
/// menu.advance(to: 0.2)
/// menu.frame(into: &frame)
/// while let event = menu.nextEvent() { print(event) }
/// ```
public struct FoldMenu: PageEffect {
    /// The configuration, sanitised (see ``FoldMenuConfiguration/sanitized``).
    public let configuration: FoldMenuConfiguration
    /// The view's size in points (each component `>= 0`).
    public let viewSize: SIMD2<Double>
    /// How open the menu is, `[0, 1]`: 0 closed, 1 open. Never NaN.
    public private(set) var progress: Double
    /// The latest time given to the controller, seconds.
    public private(set) var time: Double

    /// The spring carrying the menu after a release or a command (meaningful while settling).
    var animator: PropertyAnimator<Double>
    /// Where the menu is heading while settling: `true` open, `false` closed, `nil` not settling.
    var settlingTarget: Bool?
    /// The drag in progress.
    var drag: Drag?
    /// The finger's recent positions, for the release velocity.
    var tracker = VelocityTracker()
    /// Events waiting for the caller.
    var events = EffectEventQueue<FoldMenuEvent>()

    /// A drag's anchor: the finger's x and the menu's progress when it began.
    struct Drag: Sendable {
        var startX: Double
        var startProgress: Double
    }

    /// Creates a menu at rest, closed or open.
    ///
    /// - Parameters:
    ///   - viewSize: the view's size in points; negative or non-finite components read as 0.
    ///   - configuration: the constants; sanitised.
    ///   - isOpen: whether it starts fully open.
    ///   - time: the starting time, seconds (non-finite reads as 0).
    public init(
        viewSize: SIMD2<Double>, configuration: FoldMenuConfiguration = FoldMenuConfiguration(),
        isOpen: Bool = false, time: Double = 0
    ) {
        func size(_ value: Double) -> Double { value.isFinite ? Swift.max(value, 0) : 0 }
        self.viewSize = SIMD2(size(viewSize.x), size(viewSize.y))
        self.configuration = configuration.sanitized
        progress = isOpen ? 1 : 0
        self.time = time.isFinite ? time : 0
        animator = PropertyAnimator(from: progress, to: progress, timing: self.configuration.settleTiming)
    }

    // MARK: - State

    /// Whether a drag is in progress.
    public var isDragging: Bool { drag != nil }

    /// Whether the menu is springing open or closed.
    public var isAnimating: Bool { settlingTarget != nil }

    /// Whether nothing moves or will move on its own: no drag, no animation.
    public var isIdle: Bool { drag == nil && settlingTarget == nil }

    /// Whether the menu rests fully open.
    public var isOpen: Bool { isIdle && progress == 1 }

    /// Whether the menu rests fully closed.
    public var isClosed: Bool { isIdle && progress == 0 }

    /// Where the menu is heading: `true` open, `false` closed; while dragging or at rest, the
    /// nearer end by position.
    public var isHeadingOpen: Bool { settlingTarget ?? (progress >= configuration.openThreshold) }

    /// How many events wait in the queue.
    public var pendingEventCount: Int { events.count }

    /// Removes and returns the oldest unread event, or `nil` when there is none.
    public mutating func nextEvent() -> FoldMenuEvent? { events.pop() }

    // MARK: - Time

    /// Moves the animation on to `time`, seconds.
    public mutating func advance(to time: Double) {
        let now = accept(time)
        guard let target = settlingTarget else { return }
        progress = Self.unit(animator.update(to: now))
        if !animator.isRunning { finishSettling(open: target) }
    }

    // MARK: - Input

    /// A finger (or the pointer) went down at `position`, view points, at `time`, seconds.
    ///
    /// Catches a settling menu where it is. Ignored when `position` is not finite.
    public mutating func dragBegan(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        guard Self.isFinite(position) else { return }
        if settlingTarget != nil {
            advance(to: now)
            settlingTarget = nil
        }
        drag = Drag(startX: position.x, startProgress: progress)
        tracker.reset()
        tracker.addSample(position, at: now)
    }

    /// The finger moved to `position`, view points, at `time`, seconds: the menu follows,
    /// `p = p₀ + Δx / menuWidth` clamped to `[0, 1]`. Ignored without a drag or when `position`
    /// is not finite.
    public mutating func dragMoved(to position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        guard let drag, Self.isFinite(position) else { return }
        progress = Self.unit(drag.startProgress + (position.x - drag.startX) / configuration.menuWidth)
        tracker.addSample(position, at: now)
    }

    /// The finger lifted at `position`, view points, at `time`, seconds: the menu springs open
    /// or closed (see ``shouldOpen(progress:velocity:)``) with the finger's velocity. A
    /// non-finite `position` ends the drag where the last move left it. Ignored without a drag.
    public mutating func dragEnded(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        guard drag != nil else { return }
        dragMoved(to: position, time: now)
        drag = nil
        let velocity = tracker.velocity(at: now).x
        let open = shouldOpen(progress: progress, velocity: velocity)
        let limit = configuration.maximumReleaseVelocity
        let progressVelocity = Swift.min(Swift.max(velocity / configuration.menuWidth, -limit), limit)
        settle(open: open, velocity: progressVelocity, at: now)
    }

    /// The drag was cancelled at `time`, seconds: the menu springs to the nearer end, from rest.
    /// Ignored without a drag.
    public mutating func dragCancelled(time: Double) {
        let now = accept(time)
        guard drag != nil else { return }
        drag = nil
        settle(open: progress >= configuration.openThreshold, velocity: 0, at: now)
    }

    /// A tap at `position`, view points, at `time`, seconds.
    ///
    /// On the menu it reports ``FoldMenuEvent/menuTapped(_:)`` with the point of the menu's
    /// content; on the content of an open or opening menu it closes the menu (when
    /// ``FoldMenuConfiguration/closesOnContentTap``), otherwise it reports
    /// ``FoldMenuEvent/contentTapped(_:)``. Ignored during a drag or when `position` is not finite.
    public mutating func tap(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        guard drag == nil, Self.isFinite(position) else { return }
        advance(to: now)
        if let point = menuPoint(at: position) {
            events.push(.menuTapped(point))
            return
        }
        let opening = settlingTarget ?? (progress > 0)
        if configuration.closesOnContentTap && opening && position.x >= hingeX {
            close(at: now)
            return
        }
        guard configuration.content != nil, position.x >= contentOffset else { return }
        events.push(.contentTapped(SIMD2(position.x - contentOffset, position.y)))
    }

    // MARK: - Commands

    /// Springs the menu open from wherever it is, keeping its current velocity; ends a drag.
    /// Does nothing when it already rests open or is already heading open.
    public mutating func open(at time: Double) { command(open: true, at: time) }

    /// Springs the menu closed from wherever it is, keeping its current velocity; ends a drag.
    /// Does nothing when it already rests closed or is already heading closed.
    public mutating func close(at time: Double) { command(open: false, at: time) }

    /// Opens a menu that is closed or closing, closes one that is open or opening (the menu
    /// button of the fold document).
    public mutating func toggle(at time: Double) {
        let heading = settlingTarget ?? (progress > 0)
        command(open: !heading, at: time)
    }

    /// Puts the menu at `progress` (clamped to `[0, 1]`; NaN is ignored) at `time`, seconds, at
    /// rest: scrubbing, for a caller that drives the menu itself. Stops a settle and ends a drag
    /// without reporting anything.
    public mutating func setProgress(_ progress: Double, at time: Double) {
        accept(time)
        guard !progress.isNaN else { return }
        drag = nil
        settlingTarget = nil
        self.progress = Self.unit(progress)
    }

    /// Whether a release at `progress` with `velocity` (points per second along x) opens the
    /// menu: a flick (`|velocity| >= flickVelocity`) opens when moving right and closes when
    /// moving left, from any progress; a slower release opens at or above ``FoldMenuConfiguration/openThreshold``.
    public func shouldOpen(progress: Double, velocity: Double) -> Bool {
        if velocity.isFinite && abs(velocity) >= configuration.flickVelocity && velocity != 0 {
            return velocity > 0
        }
        return progress >= configuration.openThreshold
    }

    // MARK: - Internals

    /// Sends the menu toward an end, by command.
    mutating func command(open: Bool, at time: Double) {
        let now = accept(time)
        advance(to: now)
        drag = nil
        if let target = settlingTarget {
            guard target != open else { return }
            animator.retarget(to: open ? 1 : 0, velocity: nil, at: now)
            settlingTarget = open
            events.push(open ? .willOpen : .willClose)
            if !animator.isRunning { finishSettling(open: open) }
            return
        }
        guard progress != (open ? 1 : 0) else { return }
        settle(open: open, velocity: 0, at: now)
    }

    /// Starts a new settle from the current progress with `velocity` (progress per second).
    mutating func settle(open: Bool, velocity: Double, at now: Double) {
        events.push(open ? .willOpen : .willClose)
        animator = PropertyAnimator(
            from: progress, to: open ? 1 : 0, timing: configuration.settleTiming, initialVelocity: velocity)
        animator.start(at: now)
        settlingTarget = open
        if !animator.isRunning { finishSettling(open: open) }
    }

    /// Lands exactly on the end and reports it.
    mutating func finishSettling(open: Bool) {
        progress = open ? 1 : 0
        settlingTarget = nil
        events.push(open ? .didOpen : .didClose)
    }

    /// Records a time and returns the effective one (never earlier than the latest).
    @discardableResult
    mutating func accept(_ time: Double) -> Double {
        if time.isFinite && time > self.time { self.time = time }
        return self.time
    }

    static func isFinite(_ point: SIMD2<Double>) -> Bool { point.x.isFinite && point.y.isFinite }

    /// Clamps to `[0, 1]`; NaN reads as 0.
    static func unit(_ value: Double) -> Double { value >= 0 ? Swift.min(value, 1) : 0 }
}
