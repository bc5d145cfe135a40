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
/// cases, the frame's and the event queue's arrays are reused.
public struct BookController: PageEffect {
    /// The book being shown.
    public let book: Book
    /// How the book looks and responds; changes apply from the next input, tick or turn (a turn
    /// keeps the style it began with). A new ``BookConfiguration/margin``, ``BookConfiguration/camera``
    /// or ``BookConfiguration/keepsLiftedPagesInView`` lays the book out again.
    public var configuration: BookConfiguration {
        didSet {
            if configuration.margin != oldValue.margin || configuration.camera != oldValue.camera
                || configuration.keepsLiftedPagesInView != oldValue.keepsLiftedPagesInView {
                geometry = Self.layout(book, in: geometry.viewSize, configuration)
            }
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

    var turn: ActiveTurn?
    var pose = TurnPose()
    var animator = PropertyAnimator(from: TurnPose(), to: TurnPose(), timing: .curve(.linear, duration: 0))
    var animationStart = 0.0
    var drag: DragTrack?
    /// The finger on the page plane (canonical, unmapped): flick detection.
    var fingerVelocity = VelocityTracker()
    /// The same finger's average velocity over the window (a line): the direction it went.
    var fingerTravel = VelocityTracker(fit: .linear)
    /// The pose's finger (curl) or `(progress, 0)` (rigid, fade): the release velocity.
    var poseVelocity = VelocityTracker()
    var pending: PendingTurn?
    var lastProgress: Double?
    var eventStorage: [BookEvent] = []
    var eventHead = 0

    /// A turn asked for while another is open.
    enum PendingTurn: Hashable, Sendable {
        /// Step one spread at a time to this spread (rapid taps, held keys).
        case steps(to: Int)
        /// Go straight to this spread in one turn (code, first/last).
        case jump(to: Int)

        var target: Int {
            switch self {
            case .steps(let t), .jump(let t): t
            }
        }
    }

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
        geometry = Self.layout(book, in: viewSize, configuration)
        currentSpread = book.spreadIndex(containing: page)
        now = time.isFinite ? time : 0
        eventStorage.reserveCapacity(16)
    }

    // MARK: - State

    /// The view's size in points. Setting it lays the book out again (a drag in progress keeps
    /// its grab; its finger is read in the new layout from the next move).
    public var viewSize: SIMD2<Double> {
        get { geometry.viewSize }
        set { geometry = Self.layout(book, in: newValue, configuration) }
    }

    /// The book laid out in a view of `viewSize` points as `configuration` asks: with room for
    /// the rigid turn and the programmatic curl's stages when ``BookConfiguration/keepsLiftedPagesInView``.
    static func layout(_ book: Book, in viewSize: SIMD2<Double>, _ configuration: BookConfiguration) -> BookGeometry {
        guard configuration.keepsLiftedPagesInView, configuration.camera.eyeDistance.isFinite else {
            return BookGeometry(book: book, viewSize: viewSize, margin: configuration.margin,
                                pixelGrid: configuration.pixelGrid)
        }
        return BookGeometry(
            book: book, viewSize: viewSize, margin: configuration.margin, camera: configuration.camera,
            turnSurfaces: programmaticTurnSurfaces(pageSize: book.canonicalPageSize, configuration),
            pixelGrid: configuration.pixelGrid)
    }

    /// Stages of the turns a tap, a key or code makes (and a finger catches): the cylinder
    /// schedules led by either fore-edge corner, and the cone when it is configured. The
    /// cylinder's corner sweeps slowly (a stage moves it a point or two); the cone's tip swings
    /// fast, and is cheap to sample finely.
    static func programmaticTurnSurfaces(pageSize: SIMD2<Double>, _ configuration: BookConfiguration) -> [PageSurface] {
        let cylinderStages = 24, coneStages = 192
        let bottom = CylinderSchedule(pageSize: pageSize, radiusPolicy: configuration.radiusPolicy)
        let top = CylinderSchedule(pageSize: pageSize, grabY: 0, radiusPolicy: configuration.radiusPolicy)
        var surfaces: [PageSurface] = []
        for step in 0...cylinderStages {
            let t = Double(step) / Double(cylinderStages)
            surfaces.append(.cylinder(bottom.deformation(at: t)))
            surfaces.append(.cylinder(top.deformation(at: t)))
        }
        if case .cone(let tightest) = configuration.programmaticCurl {
            let cone = ConeTurnSchedule(pageSize: pageSize, tightestConeAngle: tightest)
            for step in 0...coneStages {
                surfaces.append(.cone(cone.deformation(at: Double(step) / Double(coneStages))))
            }
        }
        return surfaces
    }

    /// The spread shown at rest (``currentSpread``).
    public var spread: Spread { book.spread(at: currentSpread) }

    /// The first page of the current spread, always in `0..<book.pageCount`.
    public var currentPage: Int { spread.firstPage ?? 0 }

    /// The open turn, if any.
    public var activeTurn: BookTurn? { turn?.info }

    /// Whether nothing moves or will move on its own: ``phase`` is ``BookPhase/idle``, or
    /// ``BookPhase/snapped(_:)`` (a page resting on a snapping point waits for the finger).
    public var isIdle: Bool {
        switch phase {
        case .idle, .snapped: true
        case .touching, .dragging, .animating: false
        }
    }

    /// The open turn's progress, `[0, 1]` (`0` shows ``BookTurn/from``, `1` ``BookTurn/to``),
    /// or `nil` when no turn is open.
    public var turnProgress: Double? {
        guard let turn else { return nil }
        return turnProgress(of: turn)
    }

    // MARK: - Events

    /// The number of events waiting in the queue.
    public var pendingEventCount: Int { eventStorage.count - eventHead }

    /// Removes and returns the oldest queued event, or `nil` when the queue is empty.
    ///
    /// Events are queued, never delivered through callbacks: the host drains them when it likes
    /// (typically once per tick, after ``advance(to:)`` and the inputs of that tick), in order,
    /// and the controller is never re-entered from inside one of its own mutations. The queue's
    /// storage is reused, so draining every tick allocates nothing.
    public mutating func nextEvent() -> BookEvent? {
        guard eventHead < eventStorage.count else { return nil }
        let event = eventStorage[eventHead]
        eventHead += 1
        if eventHead == eventStorage.count {
            eventStorage.removeAll(keepingCapacity: true)
            eventHead = 0
        }
        return event
    }

    /// Appends every queued event to `events`, oldest first, and empties the queue.
    public mutating func drainEvents(into events: inout [BookEvent]) {
        if eventHead < eventStorage.count {
            events.append(contentsOf: eventStorage[eventHead...])
        }
        eventStorage.removeAll(keepingCapacity: true)
        eventHead = 0
    }

    /// Queues an event; a progress event replaces a progress event still at the queue's tail.
    mutating func emit(_ event: BookEvent) {
        if case .progress = event, eventStorage.count > eventHead, case .progress = eventStorage[eventStorage.count - 1] {
            eventStorage[eventStorage.count - 1] = event
            return
        }
        eventStorage.append(event)
    }
}
