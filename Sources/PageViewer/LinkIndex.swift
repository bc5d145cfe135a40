import PageMedia
import PageTurn

/// The links of the pages in view, read from the PDF when first asked for and kept for a few
/// pages, and the link under a point of the window.
struct LinkIndex {
    /// Pages whose links are kept (the spread in view and a few turned past).
    static let pagesKept = 8

    private let document: PDFDocument?
    private var cache: [Int: [PDFLink]] = [:]
    private var order: [Int] = []

    /// The links of `document` (`nil`: a source without links).
    init(document: PDFDocument?) {
        self.document = document
    }

    /// The links on page `page` (none when it cannot be read).
    mutating func links(onPage page: Int) -> [PDFLink] {
        if let links = cache[page] { return links }
        let links = (try? document?.links(onPage: page)) ?? []
        cache[page] = links
        order.append(page)
        if order.count > Self.pagesKept { cache[order.removeFirst()] = nil }
        return links
    }

    /// The link under window point `point` on one of `pages` (those lying flat, with their
    /// slots), or `nil`; `source` gives each page's own size.
    mutating func link(at point: SIMD2<Double>, in pages: [(page: Int, slot: Rect)], source: any PageSource) -> PDFLink? {
        guard document != nil else { return nil }
        for (page, slot) in pages {
            let size = (try? source.pageSize(at: page)) ?? slot.size
            let placed = PageOnScreen(page: page, slot: slot, pageSize: size)
            guard let onPage = placed.pagePoint(fromView: point) else { continue }
            if let link = links(onPage: page).first(where: { $0.rect.contains(onPage) }) { return link }
        }
        return nil
    }
}
