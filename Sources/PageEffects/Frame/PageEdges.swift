/// A set of a page's four edges, in its canonical page frame (spine at `x = 0`, y down).
public struct PageEdges: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    /// Creates a set from its bits (`1`: spine, `2`: fore edge, `4`: head, `8`: foot).
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The spine edge, `x = 0`.
    public static let spine = PageEdges(rawValue: 1)
    /// The fore edge, `x = pageSize.x`.
    public static let foreEdge = PageEdges(rawValue: 2)
    /// The head (top) edge, `y = 0`.
    public static let head = PageEdges(rawValue: 4)
    /// The foot (bottom) edge, `y = pageSize.y`.
    public static let foot = PageEdges(rawValue: 8)
    /// All four.
    public static let all: PageEdges = [.spine, .foreEdge, .head, .foot]
}
