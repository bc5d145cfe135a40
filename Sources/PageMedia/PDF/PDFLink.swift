/// A link on a PDF page: an area that, clicked, goes to a page of the same document or opens a
/// URI.
public struct PDFLink: Hashable, Sendable {
    /// Where a link leads.
    public enum Target: Hashable, Sendable {
        /// A page of this document, 0-based (named destinations are looked up).
        case page(Int)
        /// An external address, as written in the file (`https://…`, `mailto:…`).
        case uri(String)
    }

    /// The clickable area on its page.
    public var rect: PDFRect
    /// Where it leads.
    public var target: Target

    /// A link over `rect` to `target`.
    public init(rect: PDFRect, target: Target) {
        self.rect = rect
        self.target = target
    }
}
