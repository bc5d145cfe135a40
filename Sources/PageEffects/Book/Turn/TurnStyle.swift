/// How a turn is drawn, fixed when the turn begins.
public enum TurnStyle: Hashable, Sendable {
    /// The page curls round a cylinder that follows the finger (``TurnEffect/curl``).
    case curl
    /// The page rotates rigidly about the spine (``TurnEffect/flip``, or a hard page in any book).
    case rigid
    /// The spreads cross-fade, nothing moves (reduced motion).
    case crossFade
}
