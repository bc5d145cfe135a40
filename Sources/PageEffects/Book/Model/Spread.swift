/// What a book shows at rest at one position: a verso page, a recto page, or both.
///
/// In the ``BookLayout/singlePages`` layout only ``recto`` is ever set (the one visible page).
/// A side is `nil` where the book has no page there (before the cover, after the last page).
public struct Spread: Hashable, Sendable {
    /// The spread's position in the book, `0`-based.
    public var index: Int
    /// The page on the verso side (left in a left-bound book), if any.
    public var verso: Int?
    /// The page on the recto side (right in a left-bound book), if any.
    public var recto: Int?

    /// Creates a spread.
    public init(index: Int, verso: Int?, recto: Int?) {
        self.index = index
        self.verso = verso
        self.recto = recto
    }

    /// The page on `side`, if any.
    public func page(on side: BookSide) -> Int? {
        side == .verso ? verso : recto
    }

    /// The lowest-numbered page shown (the page a "current page" counter reports).
    public var firstPage: Int? {
        switch (verso, recto) {
        case let (v?, r?): return Swift.min(v, r)
        case let (v?, nil): return v
        case let (nil, r?): return r
        case (nil, nil): return nil
        }
    }

    /// How many of a book's `pageCount` pages lie on `side` when the book is open at this spread,
    /// the page shown there included: on the verso side every page before the recto's, on the
    /// recto side the rest.
    public func pagesLying(on side: BookSide, pageCount: Int) -> Int {
        let before = recto ?? verso.map { $0 + 1 } ?? 0
        return side == .verso ? before : Swift.max(pageCount - before, 0)
    }
}
