/// One input to a ``BookController``: a pointer gesture, a tap or a key, with its timestamp.
///
/// Positions are **view** points as the user sees them (origin at the view's top-left, y down;
/// under a perspective camera, the projected picture). Times are seconds on the same monotonic
/// timeline as ``BookController/advance(to:)`` (an event's timestamp, a clock's reading). The
/// controller tolerates garbage: a non-finite time reads as the latest time seen, a time earlier
/// than one already seen reads as that later time, a non-finite position is ignored (or, for an
/// ending drag, replaced by the last good one), and events in an impossible order are dropped or
/// repaired as ``BookController/handle(_:)`` describes.
public enum BookInput: Hashable, Sendable {
    /// A finger or mouse button went down at a view point.
    case dragBegan(SIMD2<Double>, time: Double)
    /// The pointer moved while down.
    case dragMoved(SIMD2<Double>, time: Double)
    /// The pointer was lifted at a view point.
    case dragEnded(SIMD2<Double>, time: Double)
    /// The system took the gesture away (an alert, a second finger, a scroll view).
    case dragCancelled(time: Double)
    /// A tap (down and up without moving) at a view point.
    case tap(SIMD2<Double>, time: Double)
    /// A key press.
    case key(BookKey, time: Double)

    /// The input's timestamp, seconds.
    public var time: Double {
        switch self {
        case .dragBegan(_, let t), .dragMoved(_, let t), .dragEnded(_, let t), .tap(_, let t): t
        case .dragCancelled(let t), .key(_, let t): t
        }
    }
}
