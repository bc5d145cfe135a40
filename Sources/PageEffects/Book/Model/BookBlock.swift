/// The edges of the pages under an open book's spread: a block of paper at the outer edge of each
/// side, as thick as the pages lying there, so that the reader sees how far through the book
/// they are (the left block grows as they read), as DearFlip and Apple Books draw it.
///
/// Each side's block is drawn as ``edgeCount`` page edges stepping out from under the page on
/// top toward its fore edge (and a little toward its foot, as a book seen from in front of it
/// shows them), the deepest ``thickness(pages:hardCovers:)`` points out and below. Lengths are
/// page points (the canonical page frame). The block stands out beyond the pages: give the
/// book a ``BookConfiguration/margin`` of at least ``maximumThickness`` (in view points at the
/// book's scale) so that it stays in the view.
public struct BookBlock: Hashable, Sendable {
    /// The thickness of one page, points, `>= 0` (a sheet of 80 g/m² paper is 0.1 mm, a quarter
    /// of a point; the default 0.12 exaggerates a little so that a short book still shows).
    public var pageThickness: Double
    /// The extra thickness of a hard cover (``HardPages/covers``) lying on that side, points,
    /// `>= 0`. Default 1.5.
    public var coverThickness: Double
    /// The thickest a side's block is drawn, points, `>= 0`. Default 6.
    public var maximumThickness: Double
    /// How many page edges show, `1 ... 8` (clamped). Default 4.
    public var edgeCount: Int
    /// The colour of the page edges: paper seen edge on, a little greyer than its face.
    public var edgeColor: ColorRGBA

    /// A book block with the defaults.
    public init(
        pageThickness: Double = 0.12, coverThickness: Double = 1.5, maximumThickness: Double = 6, edgeCount: Int = 4,
        edgeColor: ColorRGBA = ColorRGBA(red: 0.97, green: 0.95, blue: 0.91)
    ) {
        self.pageThickness = pageThickness
        self.coverThickness = coverThickness
        self.maximumThickness = maximumThickness
        self.edgeCount = edgeCount
        self.edgeColor = edgeColor
    }

    /// The block's thickness for `pages` pages (a fraction while a leaf is turning) and
    /// `hardCovers` covers (0, 1 or a fraction in between) lying on one side, points:
    /// `pages · pageThickness + hardCovers · coverThickness`, at most ``maximumThickness``;
    /// non-finite or negative values read as 0.
    public func thickness(pages: Double, hardCovers: Double) -> Double {
        func nonNegative(_ v: Double) -> Double { v.isFinite ? Swift.max(v, 0) : 0 }
        let t = nonNegative(pages) * nonNegative(pageThickness) + nonNegative(hardCovers) * nonNegative(coverThickness)
        return Swift.min(t, nonNegative(maximumThickness))
    }
}
