internal import CCairo
import PageMedia
import PageTurn

/// Paints what the viewer shows over the pages, with cairo's text: a ``TextPanel`` (light text
/// on a dark, slightly translucent card) and the page indicator's badge. Images are made at
/// `scale` pixels a point, for ``OverlayRenderer`` to draw pixel for pixel.
enum OverlayPainter {
    /// The card's colour (RGBA, 0…1).
    static let card = SIMD4<Double>(0.09, 0.09, 0.11, 0.9)
    static let text = SIMD3<Double>(0.95, 0.95, 0.95)
    static let dim = SIMD3<Double>(0.65, 0.65, 0.7)
    static let selection = SIMD3<Double>(0.22, 0.42, 0.82)
    /// Points of the card's rounded corners.
    static let cornerRadius = 8.0
    static let fontFamily = "sans-serif"

    /// `panel` painted at `scale` pixels a point (empty if cairo cannot make the surface).
    static func paint(_ panel: TextPanel, scale: Double) -> RGBAImage {
        let size = panel.size
        guard let (surface, cr) = begin(size: size, scale: scale) else { return RGBAImage(width: 0, height: 0, pixels: []) }
        defer { cairo_destroy(cr) }
        roundedRect(cr, SIMD4(0, 0, size.x, size.y), radius: cornerRadius)
        cairo_set_source_rgba(cr, card.x, card.y, card.z, card.w)
        cairo_fill(cr)
        cairo_set_font_size(cr, TextPanel.fontSize)
        for (index, row) in panel.rows.enumerated() {
            let top = panel.rowTop(index)
            if row.style == .selected {
                cairo_set_source_rgb(cr, selection.x, selection.y, selection.z)
                roundedRect(cr, SIMD4(4, top, size.x - 8, TextPanel.rowHeight), radius: 4)
                cairo_fill(cr)
            }
            let weight = row.style == .title ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
            cairo_select_font_face(cr, fontFamily, CAIRO_FONT_SLANT_NORMAL, weight)
            let colour = row.style == .dim ? dim : text
            cairo_set_source_rgb(cr, colour.x, colour.y, colour.z)
            let baseline = top + TextPanel.rowHeight * 0.7
            let left = TextPanel.padding + TextPanel.indentStep * Double(row.indent)
            let textRight = (panel.detailColumn > 0 ? panel.detailColumn - 8 : size.x - TextPanel.padding)
            show(cr, row.text, at: SIMD2(left, baseline), maximumWidth: textRight - left)
            if !row.detail.isEmpty, panel.detailColumn > 0 {
                cairo_set_source_rgb(cr, dim.x, dim.y, dim.z)
                if row.style == .selected { cairo_set_source_rgb(cr, text.x, text.y, text.z) }
                show(cr, row.detail, at: SIMD2(panel.detailColumn, baseline),
                     maximumWidth: size.x - TextPanel.padding - panel.detailColumn)
            }
        }
        return surface.rgbaImage()
    }

    /// The page indicator's badge: `label` on a small dark pill, and its size in points.
    static func badge(_ label: String, scale: Double) -> (image: RGBAImage, size: SIMD2<Double>) {
        let fontSize = 13.0
        let measured = measure(label, fontSize: fontSize)
        let size = SIMD2((measured + 24).rounded(.up), 26)
        guard let (surface, cr) = begin(size: size, scale: scale) else {
            return (RGBAImage(width: 0, height: 0, pixels: []), size)
        }
        defer { cairo_destroy(cr) }
        roundedRect(cr, SIMD4(0, 0, size.x, size.y), radius: size.y / 2)
        cairo_set_source_rgba(cr, card.x, card.y, card.z, 0.75)
        cairo_fill(cr)
        cairo_select_font_face(cr, fontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, fontSize)
        cairo_set_source_rgb(cr, text.x, text.y, text.z)
        cairo_move_to(cr, 12, 17.5)
        cairo_show_text(cr, label)
        return (surface.rgbaImage(), size)
    }

    /// A transparent surface of `size` points at `scale`, and a context on it drawing in points.
    private static func begin(size: SIMD2<Double>, scale: Double) -> (CairoSurface, OpaquePointer)? {
        let pixels = PixelSize(width: Swift.max(1, Int((size.x * scale).rounded(.up))),
                               height: Swift.max(1, Int((size.y * scale).rounded(.up))))
        guard let surface = CairoSurface(size: pixels), let cr = cairo_create(surface.surface) else { return nil }
        cairo_scale(cr, scale, scale)
        return (surface, cr)
    }

    /// The width of `text` at `fontSize` in bold, points.
    private static func measure(_ text: String, fontSize: Double) -> Double {
        guard let surface = CairoSurface(size: PixelSize(width: 1, height: 1)), let cr = cairo_create(surface.surface)
        else { return Double(text.count) * fontSize * 0.6 }
        defer { cairo_destroy(cr) }
        cairo_select_font_face(cr, fontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, fontSize)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// Shows `text` from `point` (its baseline's left end), cut short with "…" to fit
    /// `maximumWidth` points.
    private static func show(_ cr: OpaquePointer, _ text: String, at point: SIMD2<Double>, maximumWidth: Double) {
        var shown = text
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, shown, &extents)
        while extents.x_advance > maximumWidth, !shown.isEmpty {
            shown = String(shown.dropLast(2)) + "…"
            if shown == "…" { break }
            cairo_text_extents(cr, shown, &extents)
        }
        cairo_move_to(cr, point.x, point.y)
        cairo_show_text(cr, shown)
    }

    private static func roundedRect(_ cr: OpaquePointer, _ rect: SIMD4<Double>, radius: Double) {
        let (x, y, w, h) = (rect.x, rect.y, rect.z, rect.w)
        let r = Swift.min(radius, w / 2, h / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
