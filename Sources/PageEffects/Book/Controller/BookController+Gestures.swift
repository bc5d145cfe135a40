extension BookController {
    // The same inputs as ``handle(_:)``, one method each, named as the other effects' controllers
    // name them.

    /// A pointer went down at `position` (view points) at `time` (seconds); see ``handle(_:)``.
    public mutating func dragBegan(at position: SIMD2<Double>, time: Double) {
        handle(.dragBegan(position, time: time))
    }

    /// The pointer moved to `position` (view points) at `time` (seconds); see ``handle(_:)``.
    public mutating func dragMoved(to position: SIMD2<Double>, time: Double) {
        handle(.dragMoved(position, time: time))
    }

    /// The pointer lifted at `position` (view points) at `time` (seconds); see ``handle(_:)``.
    public mutating func dragEnded(at position: SIMD2<Double>, time: Double) {
        handle(.dragEnded(position, time: time))
    }

    /// The system took the gesture away at `time` (seconds); see ``handle(_:)``.
    public mutating func dragCancelled(time: Double) {
        handle(.dragCancelled(time: time))
    }

    /// A tap at `position` (view points) at `time` (seconds); see ``handle(_:)``.
    public mutating func tap(at position: SIMD2<Double>, time: Double) {
        handle(.tap(position, time: time))
    }

    /// A key press at `time` (seconds); see ``handle(_:)``.
    public mutating func press(_ key: BookKey, time: Double) {
        handle(.key(key, time: time))
    }
}
