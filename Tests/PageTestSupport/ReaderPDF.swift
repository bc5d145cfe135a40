internal import CCairo

/// A PDF to read in tests of navigation, written through cairo's PDF surface: pages with text, an
/// outline (bookmarks), named destinations, and links on the first page.
///
/// Every page is ``pageSize`` points, white, with "Page N" in large type at the top. Page `i`
/// (0-based) carries the named destination `chapterI+1` (named by its 1-based number). The
/// word ``needle`` is printed on the pages of ``needlePages`` and nowhere else. The first page
/// holds three links, each a large box (``linkRects``): to the named destinations `chapter3`
/// (page index 2) and `chapter8` (index 7), and to ``externalURI``. The outline lists "Chapter
/// N" for every page (named destinations), with a sub-entry "Section 2.1" under chapter 2 (a
/// destination by page number).
public enum ReaderPDF {
    /// Each page's size, points.
    public static let pageSize = SIMD2<Double>(300, 420)
    /// The word searched for.
    public static let needle = "needle"
    /// The 0-based pages the needle is printed on.
    public static let needlePages = [3, 8]
    /// The external link's address.
    public static let externalURI = "https://example.org/pageturn"
    /// The first page's links, page points from its top-left corner (x, y, width, height), and
    /// the 0-based page each leads to (`nil`: the external address).
    public static let linkRects: [(rect: SIMD4<Double>, page: Int?)] = [
        (SIMD4(30, 110, 240, 60), 2),
        (SIMD4(30, 200, 240, 60), 7),
        (SIMD4(30, 290, 240, 60), nil),
    ]

    /// Writes the document, `pageCount` pages (at least 9), to `path`; with `outline` false it
    /// has no outline (the links and destinations stay).
    public static func write(to path: String, pageCount: Int = 12, outline: Bool = true) {
        precondition(pageCount >= 9)
        guard let surface = cairo_pdf_surface_create(path, pageSize.x, pageSize.y) else {
            fatalError("cairo_pdf_surface_create failed")
        }
        let cr = cairo_create(surface)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        for page in 0..<pageCount {
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_tag_begin(cr, "cairo.dest", "name='chapter\(page + 1)'")
            cairo_set_source_rgb(cr, 0.1, 0.1, 0.15)
            cairo_set_font_size(cr, 36)
            cairo_move_to(cr, 30, 60)
            cairo_show_text(cr, "Page \(page + 1)")
            cairo_tag_end(cr, "cairo.dest")
            cairo_set_font_size(cr, 14)
            if page == 0 {
                let labels = ["Go to chapter 3", "Go to page 8", "Visit the website"]
                for (index, link) in linkRects.enumerated() {
                    let r = link.rect
                    // Named destinations: cairo 1.16 drops a link by page number to a page not
                    // written yet (the outline's "Section 2.1" is one by number, written last).
                    let attributes = switch link.page {
                    case let target?: "rect=[\(r.x) \(r.y) \(r.z) \(r.w)] dest='chapter\(target + 1)'"
                    case nil: "rect=[\(r.x) \(r.y) \(r.z) \(r.w)] uri='\(externalURI)'"
                    }
                    cairo_set_source_rgb(cr, 0.85, 0.9, 1)
                    cairo_rectangle(cr, r.x, r.y, r.z, r.w)
                    cairo_fill(cr)
                    cairo_tag_begin(cr, "Link", attributes)
                    cairo_set_source_rgb(cr, 0.1, 0.2, 0.7)
                    cairo_move_to(cr, r.x + 12, r.y + r.w / 2 + 5)
                    cairo_show_text(cr, labels[index])
                    cairo_tag_end(cr, "Link")
                }
            } else {
                cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
                for line in 0..<8 {
                    cairo_move_to(cr, 30, 120 + 28 * Double(line))
                    let text = line == 4 && needlePages.contains(page) ? "Here is the \(needle) you seek."
                        : "Plain words on line \(line + 1) of page \(page + 1)."
                    cairo_show_text(cr, text)
                }
            }
            cairo_show_page(cr)
        }
        if outline {
            for page in 0..<pageCount {
                let id = cairo_pdf_surface_add_outline(surface, 0, "Chapter \(page + 1)", "dest='chapter\(page + 1)'",
                                                       CAIRO_PDF_OUTLINE_FLAG_OPEN)
                if page == 1 {
                    _ = cairo_pdf_surface_add_outline(surface, id, "Section 2.1", "page=2", cairo_pdf_outline_flags_t(0))
                }
            }
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo PDF surface failed")
        cairo_surface_destroy(surface)
    }
}
