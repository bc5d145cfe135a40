/// One entry of a PDF's outline (its bookmarks, the table of contents a reader shows beside the
/// pages), flattened: entries come in reading order, each with its depth in the tree.
public struct PDFOutlineEntry: Hashable, Sendable {
    /// The entry's title as the file gives it.
    public var title: String
    /// `0` for a top-level entry, one more for each level below.
    public var depth: Int
    /// The page it leads to, 0-based; `nil` when it leads nowhere in this document (a broken
    /// destination, or an action other than going to a page).
    public var page: Int?

    /// An entry titled `title` at `depth`, leading to `page`.
    public init(title: String, depth: Int, page: Int?) {
        self.title = title
        self.depth = depth
        self.page = page
    }
}
