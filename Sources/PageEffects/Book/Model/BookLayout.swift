/// How many pages a book shows at once.
public enum BookLayout: Hashable, Sendable {
    /// One page at a time, its spine along the view's binding edge (a phone in portrait).
    case singlePages
    /// Two facing pages, a verso and a recto, either side of the spine (an open book).
    ///
    /// With `coverAlone`, page 0 (the cover) is shown alone on the recto side of the first spread
    /// and page 1 starts the second spread as its verso, as in a printed book; without it, pages
    /// 0 and 1 form the first spread.
    case spreads(coverAlone: Bool)

    /// Whether two pages face each other.
    public var showsSpreads: Bool {
        if case .spreads = self { return true }
        return false
    }
}
