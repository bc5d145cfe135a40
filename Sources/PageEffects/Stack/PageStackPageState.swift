/// A snapshot of one page of a ``PageStack``: where it is in the list and in its animations.
public struct PageStackPageState: Sendable, Hashable {
    /// The page's identity.
    public var id: PageStackPageID
    /// What the page's front shows.
    public var front: PageFace
    /// Its position among the pages still in the stack, `0` at the top; `nil` while it slides
    /// out after a removal.
    public var index: Int?
    /// The page's top edge in content coordinates, points: ``PageStack/slotTop(_:)`` at rest, animated
    /// while a gap closes.
    public var layoutPosition: Double
    /// Its horizontal offset, points: negative while swiped left or sliding out, 0 at rest.
    public var swipeOffset: Double
    /// How far it has rotated in after being appended, `[0, 1]`: 1 at rest.
    public var appearProgress: Double
}
