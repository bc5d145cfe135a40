import PageGeometry
import PageMotion

/// The interactive book: turns input and time into page turns, and page turns into frames.
///
/// A renderer-independent controller for the curl effect (XBPageCurl's cylinder, placed under the
/// finger by `CurlTracker`) and the flip effect (BookViewXK's rigid rotation with perspective),
/// for every ``BookBinding`` and ``BookLayout``. It is a value type with no clock, no delegate
/// and no global state:
///
/// - **Input** arrives through ``handle(_:)`` (drags, taps, keys, each with a timestamp) and
///   ``turn(toSpread:animated:at:)``; positions are view points.
/// - **Time** advances only through ``advance(to:)`` (or ``advance(using:)`` with an injected
///   `AnimationClock`); every input also advances time to its own timestamp first. The same
///   calls always give the same frames.
/// - **Output** is a ``Frame`` written by ``frame(into:)``, reusing its storage, and a queue of
///   ``BookEvent``s the host drains with ``nextEvent()`` or ``drainEvents(into:)``.
///
/// ```swift
/// var book = BookController(book: try Book(pageCount: 40, pageSize: SIMD2(320, 480)),
///                           viewSize: SIMD2(320, 480))
/// var frame = Frame(viewSize: book.viewSize)
/// // on input:            book.handle(.dragMoved(point, time: event.timestamp))
/// // on every display tick:
/// book.advance(to: clock.now)
/// book.frame(into: &frame)
/// while let event = book.nextEvent() { … }
/// renderer.draw(frame)
/// ```
///
/// The state machine (see ``phase``): `idle` → `touching` (pointer down) → `dragging` (moved past
/// ``BookConfiguration/dragSlop``: a turn begins) → `animating` (released, completing, cancelling
/// or snapping) → `idle` or `snapped`. A pointer going down on a moving or snapped page catches it
/// where it is. Taps near the fore edges and keys start animated turns; while one runs, further
/// ones queue (and speed the turns up). ``currentSpread`` is always a valid spread, and every turn
/// that begins ends in exactly one ``BookEvent/turned(_:page:)`` or ``BookEvent/cancelled(_:)``.
///
/// Steady-state ticks allocate nothing: the pose is a fixed-size value, the surfaces are enum
/// cases, the frame's array is reused and the event queue is a ring allocated once.
public struct BookController: PageEffect {
    /// The book being shown.
    public let book: Book
    /// How the book looks and responds; changes apply from the next input, tick or turn (a turn
    /// keeps the style it began with). A new ``BookConfiguration/margin``, ``BookConfiguration/camera``
    /// or ``BookConfiguration/keepsLiftedPagesInView`` lays the book out again.
    public var configuration: BookConfiguration {
        didSet {
            settings = BookSettings(configuration)
            if configuration.margin != oldValue.margin || configuration.camera != oldValue.camera
                || configuration.keepsLiftedPagesInView != oldValue.keepsLiftedPagesInView {
                geometry = BookGeometry(book: book, viewSize: geometry.viewSize, configuration: configuration)
            }
            if turn != nil { show(pose) }
        }
    }
    /// Where the pages sit in the view.
    public internal(set) var geometry: BookGeometry
    /// The spread shown at rest, always in `book.spreadIndices`. During a turn it is the spread
    /// the turn started from; it changes when the turn completes.
    public internal(set) var currentSpread: Int
    /// Where the controller is in its life cycle.
    public internal(set) var phase: BookPhase = .idle
    /// The latest time seen, seconds (never decreases).
    public internal(set) var now: Double

    /// ``configuration``'s numbers, clamped once.
    var settings: BookSettings
    /// The open turn.
    var turn: ActiveTurn?
    /// The open turn's pose (``show(_:surface:)`` sets it with ``leaf``).
    private(set) var pose = TurnPose()
    /// The surface the open turn's leaf lies on at ``pose``: solved once per change of the pose,
    /// read by every frame.
    private(set) var leaf = PageSurface.flat
    var animator = PropertyAnimator(from: TurnPose(), to: TurnPose(), timing: .curve(.linear, duration: 0))
    var animationStart = 0.0
    /// The pointer while it is down.
    var drag: DragTrack?
    /// The finger on the page plane (canonical, unmapped): flick detection.
    var fingerVelocity = VelocityTracker()
    /// The same finger's average velocity over the window (a line): the direction it went.
    var fingerTravel = VelocityTracker(fit: .linear)
    /// The pose's finger (free curl) or `(progress, 0)` (the other drives): the release velocity.
    var poseVelocity = VelocityTracker()
    /// The turn asked for while another is open.
    var pending: PendingTurn?
    /// The progress last reported, `nil` before the open turn's first report.
    var lastProgress: Double?
    var events = EffectEventQueue<BookEvent>(capacity: 128)

    /// Creates a controller showing `book` in a view of `viewSize` points.
    ///
    /// - Parameters:
    ///   - book: the book.
    ///   - viewSize: the view's size in points.
    ///   - configuration: look and feel (defaults: curl, perspective `m34 = -1/1000`).
    ///   - page: the page to open at (clamped into the book); the controller shows the spread
    ///     containing it.
    ///   - time: the starting time, seconds (non-finite reads as `0`).
    public init(
        book: Book, viewSize: SIMD2<Double>, configuration: BookConfiguration = BookConfiguration(),
        page: Int = 0, time: Double = 0
    ) {
        self.book = book
        self.configuration = configuration
        settings = BookSettings(configuration)
        geometry = BookGeometry(book: book, viewSize: viewSize, configuration: configuration)
        currentSpread = book.spreadIndex(containing: page)
        now = time.isFinite ? time : 0
    }

    // MARK: - State

    /// The view's size in points. Setting it lays the book out again (a drag in progress keeps
    /// its grab; its finger is read in the new layout from the next move).
    public var viewSize: SIMD2<Double> {
        get { geometry.viewSize }
        set { geometry = BookGeometry(book: book, viewSize: newValue, configuration: configuration) }
    }

    /// The spread shown at rest (``currentSpread``).
    public var spread: Spread { book.spread(at: currentSpread) }

    /// The first page of the current spread, always in `0..<book.pageCount`.
    public var currentPage: Int { spread.firstPage ?? 0 }

    /// The open turn, if any.
    public var activeTurn: BookTurn? { turn?.info }

    /// Whether nothing moves or will move on its own: ``phase`` is ``BookPhase/idle``, or
    /// ``BookPhase/snapped(_:)`` (a page resting on a snapping point waits for the finger).
    public var isIdle: Bool { phase.isAtRest }

    /// The open turn's progress, `[0, 1]` (`0` shows ``BookTurn/from``, `1` ``BookTurn/to``),
    /// or `nil` when no turn is open.
    public var turnProgress: Double? {
        turn?.progress(at: pose)
    }

    /// Shows `pose` for the open turn: stores it and solves its leaf's surface (`surface` when
    /// the caller has solved it already).
    mutating func show(_ pose: TurnPose, surface: PageSurface? = nil) {
        self.pose = pose
        guard let turn else { return }
        leaf = surface ?? turn.drive.surface(at: pose, tracker: curlTracker(at: pose))
    }

    /// The tracker of the open free curl at `pose`: the configured radius, blended toward the
    /// snapping point's by ``TurnPose/radiusWeight``.
    func curlTracker(at pose: TurnPose) -> CurlTracker {
        CurlTracker(
            pageSize: geometry.canonicalPageSize,
            radiusPolicy: configuration.radiusPolicy.blended(toward: turn?.snapRadius ?? 0, weight: pose.radiusWeight))
    }

    // MARK: - Events

    /// The number of events waiting in the queue.
    public var pendingEventCount: Int { events.count }

    /// Removes and returns the oldest queued event, or `nil` when the queue is empty.
    ///
    /// Events are queued, never delivered through callbacks: the host drains them when it likes
    /// (typically once per tick, after ``advance(to:)`` and the inputs of that tick), in order,
    /// and the controller is never re-entered from inside one of its own mutations. The queue is
    /// a ring allocated once (``EffectEventQueue``): draining every tick allocates nothing, and a
    /// host that never drains loses the oldest events rather than growing it.
    public mutating func nextEvent() -> BookEvent? { events.pop() }

    /// Appends every queued event to `events`, oldest first, and empties the queue.
    public mutating func drainEvents(into events: inout [BookEvent]) {
        while let event = self.events.pop() { events.append(event) }
    }

    /// Queues an event; a progress event replaces a progress event still at the queue's tail.
    mutating func emit(_ event: BookEvent) {
        guard case .progress = event else { return events.push(event) }
        events.push(event) { if case .progress = $0 { true } else { false } }
    }
}
