/// Names one uploaded texture (typically one page side) in a renderer's texture cache.
///
/// The renderer uploads a texture once per identifier and reuses it in every frame that names it;
/// the caller chooses the numbering (a page index, a page index times two plus the side, …).
public struct TextureID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The caller's number for this texture.
    public var rawValue: Int

    /// An identifier with the given number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// An identifier written as an integer literal.
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// `texture #n`.
    public var description: String { "texture #\(rawValue)" }
}
