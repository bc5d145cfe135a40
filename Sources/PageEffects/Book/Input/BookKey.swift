/// The keys a book understands, in reading order (map arrow keys to them by binding: the right
/// arrow is ``next`` in a left-bound book and ``previous`` in a right-bound one).
public enum BookKey: Hashable, Sendable, CaseIterable {
    /// Turn forward one spread.
    case next
    /// Turn back one spread.
    case previous
    /// Go to the first spread.
    case first
    /// Go to the last spread.
    case last
}
