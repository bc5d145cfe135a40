/// Which pages are stiff (covers, boards): a leaf carrying one turns rigidly about the spine
/// instead of curling, even when the book's effect is the curl.
public enum HardPages: Hashable, Sendable {
    /// Every page is paper.
    case none
    /// The first and the last page are boards (a hardcover's front and back covers); the leaves
    /// carrying them turn rigidly.
    case covers
    /// Every page is a board (a toddler's board book).
    case all
    /// The pages with these indices (`0`-based) are boards; indices outside the book are ignored.
    case pages(Set<Int>)

    /// Whether page `index` of a book of `pageCount` pages is a board.
    public func contains(_ index: Int, pageCount: Int) -> Bool {
        guard index >= 0, index < pageCount else { return false }
        switch self {
        case .none: return false
        case .covers: return index == 0 || index == pageCount - 1
        case .all: return true
        case .pages(let set): return set.contains(index)
        }
    }
}
