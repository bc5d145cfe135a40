/// Why a ``Book`` could not be made. Stable cases; test by case, never by message.
public enum BookError: Error, Hashable, Sendable {
    /// The page count is below 1: a book needs a page to show.
    case noPages
    /// A page dimension is zero, negative or not finite.
    case invalidPageSize
}
