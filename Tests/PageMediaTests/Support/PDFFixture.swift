import CCairo

/// PDF files for tests, written through cairo's PDF surface: one page per entry, each filled
/// with its own colour.
enum PDFFixture {
    /// A page: size in points and a fill colour (RGB, 0…1).
    struct Page {
        var width: Double
        var height: Double
        var color: SIMD3<Double>
    }

    /// Writes `pages` as a PDF at `path`.
    static func write(_ pages: [Page], to path: String) {
        guard let first = pages.first, let surface = cairo_pdf_surface_create(path, first.width, first.height) else {
            fatalError("cairo_pdf_surface_create failed")
        }
        let context = cairo_create(surface)
        for page in pages {
            cairo_pdf_surface_set_size(surface, page.width, page.height)
            cairo_set_source_rgb(context, page.color.x, page.color.y, page.color.z)
            cairo_paint(context)
            cairo_show_page(context)
        }
        cairo_destroy(context)
        cairo_surface_finish(surface)
        precondition(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, "cairo PDF surface failed")
        cairo_surface_destroy(surface)
    }

    /// The bytes of a well-formed PDF whose page tree is empty (`/Count 0`), with a correct
    /// cross-reference table.
    static var noPages: [UInt8] {
        let objects = [
            "1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n",
            "2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for object in objects {
            offsets.append(text.utf8.count)
            text += object
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            text += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }
}
