/// The stable identity of a page in a ``PageStack``: assigned when the page is added, never
/// reused, and kept through scrolling, removals and appends, so a page's content never shifts to
/// another page when the stack's indices change.
public struct PageStackPageID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identity's number: pages are numbered `0, 1, 2, …` in the order they were added.
    public let rawValue: Int

    /// Wraps a number (for tests and for callers that store identities).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders identities by creation.
    public static func < (lhs: PageStackPageID, rhs: PageStackPageID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `page#<rawValue>`.
    public var description: String { "page#\(rawValue)" }
}
