/// Where a book is bound, which sets the direction its pages turn.
///
/// Every binding is drawn through the same canonical page frame (spine at `x = 0`, pages turning
/// toward `-x`); ``BookGeometry`` supplies the transform that puts that frame into the view, so
/// the curl and flip solvers never see the binding.
public enum BookBinding: Hashable, Sendable {
    /// Bound on the left: read left to right, pages turn from right to left (most Western books).
    case left
    /// Bound on the right: read right to left, pages turn from left to right (Arabic, Hebrew,
    /// Japanese manga).
    case right
    /// Bound along the top edge: pages turn upward over the top (a wall calendar, a flip pad).
    case top

    /// Whether the spine runs horizontally in the view (the ``top`` binding).
    public var isVertical: Bool { self == .top }
}
