/// A book to page through: how many pages, how large, how they face each other, where they are
/// bound, and which are stiff.
///
/// The model is plain data. Pages are numbered from `0`. A **spread** is what the book shows at
/// rest at one position (see ``Spread``): one page in the ``BookLayout/singlePages`` layout, a
/// verso and a recto page in the ``BookLayout/spreads(coverAlone:)`` layout. Controllers move
/// between spreads; ``spreadIndex(containing:)`` and ``spread(at:)`` convert.
///
/// ```swift
/// let book = try Book(pageCount: 12, pageSize: SIMD2(300, 420),
///                     layout: .spreads(coverAlone: true), binding: .left, hardPages: .covers)
/// book.spreadCount          // 7: [–|0] [1|2] … [9|10] [11|–]
/// book.spread(at: 1)        // verso 1, recto 2
/// ```
public struct Book: Hashable, Sendable {
    /// The number of pages, `>= 1`.
    public let pageCount: Int
    /// One page's size as it appears upright in the view, in points (width, height), both `> 0`.
    ///
    /// For a top-bound book the spine runs along the page's top edge, so the canonical page
    /// frame's width (spine to fore edge) is this height: see ``canonicalPageSize``.
    public let pageSize: SIMD2<Double>
    /// Single pages or two-page spreads.
    public var layout: BookLayout
    /// Where the book is bound.
    public var binding: BookBinding
    /// Which pages turn rigidly.
    public var hardPages: HardPages

    /// Creates a book.
    ///
    /// - Parameters:
    ///   - pageCount: the number of pages, `>= 1`.
    ///   - pageSize: one page's upright size in points, both components finite and `> 0`.
    ///   - layout: single pages (the default) or spreads.
    ///   - binding: left (the default), right or top.
    ///   - hardPages: which pages are boards (none by default).
    /// - Throws: ``BookError/noPages`` for a count below 1, ``BookError/invalidPageSize`` for a
    ///   zero, negative or non-finite dimension.
    public init(
        pageCount: Int,
        pageSize: SIMD2<Double>,
        layout: BookLayout = .singlePages,
        binding: BookBinding = .left,
        hardPages: HardPages = .none
    ) throws(BookError) {
        guard pageCount >= 1 else { throw .noPages }
        guard pageSize.x.isFinite, pageSize.y.isFinite, pageSize.x > 0, pageSize.y > 0 else {
            throw .invalidPageSize
        }
        self.pageCount = pageCount
        self.pageSize = pageSize
        self.layout = layout
        self.binding = binding
        self.hardPages = hardPages
    }

    /// The page's size in the canonical page frame, points: `x` from the spine to the fore edge,
    /// `y` along the spine. ``pageSize`` for left and right bindings, ``pageSize`` swapped for
    /// the top binding.
    public var canonicalPageSize: SIMD2<Double> {
        binding.isVertical ? SIMD2(pageSize.y, pageSize.x) : pageSize
    }

    /// The number of spreads, `>= 1`: `pageCount` single pages; `⌈pageCount / 2⌉` spreads; or
    /// `⌊pageCount / 2⌋ + 1` with the cover alone.
    public var spreadCount: Int {
        switch layout {
        case .singlePages: return pageCount
        case .spreads(let coverAlone): return coverAlone ? pageCount / 2 + 1 : (pageCount + 1) / 2
        }
    }

    /// The valid spread indices, `0..<spreadCount`.
    public var spreadIndices: Range<Int> { 0..<spreadCount }

    /// `index` clamped into ``spreadIndices``.
    public func clampedSpreadIndex(_ index: Int) -> Int {
        Swift.min(Swift.max(index, 0), spreadCount - 1)
    }

    /// The spread at `index`, clamped into ``spreadIndices``.
    public func spread(at index: Int) -> Spread {
        let i = clampedSpreadIndex(index)
        func page(_ p: Int) -> Int? { p >= 0 && p < pageCount ? p : nil }
        switch layout {
        case .singlePages:
            return Spread(index: i, verso: nil, recto: i)
        case .spreads(let coverAlone):
            let first = coverAlone ? 2 * i - 1 : 2 * i
            return Spread(index: i, verso: page(first), recto: page(first + 1))
        }
    }

    /// The index of the spread that shows page `page` (clamped into `0..<pageCount`).
    public func spreadIndex(containing page: Int) -> Int {
        let p = Swift.min(Swift.max(page, 0), pageCount - 1)
        switch layout {
        case .singlePages: return p
        case .spreads(let coverAlone): return coverAlone ? (p + 1) / 2 : p / 2
        }
    }

    /// Whether page `index` is a board (see ``hardPages``).
    public func isHard(page index: Int) -> Bool {
        hardPages.contains(index, pageCount: pageCount)
    }
}
