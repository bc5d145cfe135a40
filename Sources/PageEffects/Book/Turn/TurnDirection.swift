/// Which way a turn goes through the book.
public enum TurnDirection: Hashable, Sendable {
    /// Toward higher page numbers: the recto page is lifted and laid on the verso side.
    case forward
    /// Toward lower page numbers: the verso page (or, with single pages, the previous page) is
    /// brought back over the recto side.
    case backward

    /// `+1` forward, `-1` backward.
    public var sign: Int { self == .forward ? 1 : -1 }
}
