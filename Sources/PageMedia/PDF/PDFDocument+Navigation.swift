internal import CPoppler

/// The parts of a PDF a reader navigates by: its outline, its links and its text.
extension PDFDocument {
    /// The most outline entries read (a hostile file's outline can be endless).
    public static let outlineLimit = 10_000

    /// The document's outline, flattened in reading order (at most ``outlineLimit`` entries);
    /// empty when the document has none.
    public func outline() -> [PDFOutlineEntry] {
        var entries: [PDFOutlineEntry] = []
        let pageCount = pageCount
        lock.withLock {
            withUnsafeMutablePointer(to: &entries) { pointer in
                _ = pageturn_pdf_outline(document, Int32(Self.outlineLimit), { context, depth, title, page in
                    let entries = context!.assumingMemoryBound(to: [PDFOutlineEntry].self)
                    entries.pointee.append(PDFOutlineEntry(
                        title: title.map { String(cString: $0) } ?? "", depth: Int(depth),
                        page: page >= 0 ? Int(page) : nil))
                }, pointer)
            }
        }
        // Pages past the end (a broken destination) lead nowhere.
        return entries.map { entry in
            var entry = entry
            if let page = entry.page, page >= pageCount { entry.page = nil }
            return entry
        }
    }

    /// The links on page `index` that go to a page of this document or open a URI (other
    /// actions are left out).
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``,
    ///   ``PageSourceError/corrupt(path:reason:)`` when the page cannot be loaded.
    public func links(onPage index: Int) throws(PageSourceError) -> [PDFLink] {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: path, index: index, pageCount: pageCount)
        }
        var links: [PDFLink] = []
        let status = lock.withLock {
            withUnsafeMutablePointer(to: &links) { pointer in
                pageturn_pdf_links(document, Int32(index), { context, x1, y1, x2, y2, page, uri in
                    let links = context!.assumingMemoryBound(to: [PDFLink].self)
                    let target: PDFLink.Target = if let uri { .uri(String(cString: uri)) } else { .page(Int(page)) }
                    links.pointee.append(PDFLink(rect: PDFRect(corners: x1, y1, x2, y2), target: target))
                }, pointer)
            }
        }
        guard status == PAGETURN_PDF_OK else { throw .corrupt(path: path, reason: "page \(index + 1) cannot be loaded") }
        return links.filter { link in
            if case .page(let page) = link.target { return page >= 0 && page < pageCount }
            return true
        }
    }

    /// Where `text` occurs on page `index` (case ignored), one rectangle a line of each
    /// occurrence; empty for empty text.
    ///
    /// - Throws: ``PageSourceError/pageOutOfRange(path:index:pageCount:)``,
    ///   ``PageSourceError/corrupt(path:reason:)`` when the page cannot be loaded.
    public func find(_ text: String, onPage index: Int) throws(PageSourceError) -> [PDFRect] {
        guard index >= 0 && index < pageCount else {
            throw .pageOutOfRange(path: path, index: index, pageCount: pageCount)
        }
        guard !text.isEmpty else { return [] }
        var rects: [PDFRect] = []
        let status = lock.withLock {
            withUnsafeMutablePointer(to: &rects) { pointer in
                pageturn_pdf_find(document, Int32(index), text, { context, x1, y1, x2, y2 in
                    context!.assumingMemoryBound(to: [PDFRect].self).pointee.append(PDFRect(corners: x1, y1, x2, y2))
                }, pointer)
            }
        }
        guard status == PAGETURN_PDF_OK else { throw .corrupt(path: path, reason: "page \(index + 1) cannot be loaded") }
        return rects
    }
}
