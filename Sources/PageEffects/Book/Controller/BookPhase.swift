/// Where a ``BookController`` is in its life cycle.
public enum BookPhase: Hashable, Sendable {
    /// At rest on ``BookController/currentSpread``; no turn is open.
    case idle
    /// A pointer is down but has not moved far enough to take hold of a page; no turn is open.
    case touching
    /// A turn is open and the pointer holds the page.
    case dragging
    /// A turn is open and the page moves on its own (released, tapped, keyed, or code).
    case animating
    /// A turn is open and the page rests at snapping point `index`.
    case snapped(Int)

    /// Whether nothing moves or will move on its own: ``idle``, or ``snapped(_:)`` (a page
    /// resting on a snapping point waits for the finger).
    public var isAtRest: Bool {
        switch self {
        case .idle, .snapped: true
        case .touching, .dragging, .animating: false
        }
    }
}
