internal import CCairo
internal import PageImage
internal import PageMedia

/// A thin drawing vocabulary over one cairo context, for the sample book: colours as `0xRRGGBB`,
/// shapes, gradients, and text with the "toy" font API (fontconfig picks the face). Coordinates
/// are cairo user space (points on a sample-book page).
struct CairoPainter {
    /// The cairo context (not owned).
    let context: OpaquePointer

    /// A picture of `pixelSize` (sides clamped to at least 1) drawn by `body` in user space of
    /// `pointSize` points stretched to fill it, with text laid out in those units whatever the
    /// scale (hinting off, so lines break the same at every size).
    ///
    /// - Throws: `PageSourceError.imageTooLarge(path:width:height:)` (naming `errorPath`) beyond
    ///   `PageSourceError.maximumSide` or `maximumPixelCount`, or when cairo cannot make it.
    static func image(
        pixelSize: PixelSize, pointSize: SIMD2<Double>, errorPath: String, _ body: (CairoPainter) -> Void
    ) throws(PageSourceError) -> RGBAImage {
        let size = pixelSize.clampedToOne
        guard size.width <= PageSourceError.maximumSide, size.height <= PageSourceError.maximumSide,
            size.width * size.height <= PageSourceError.maximumPixelCount,
            let canvas = CairoSurface(size: size), let context = cairo_create(canvas.surface)
        else { throw .imageTooLarge(path: errorPath, width: size.width, height: size.height) }
        defer { cairo_destroy(context) }
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        cairo_scale(context, Double(size.width) / pointSize.x, Double(size.height) / pointSize.y)
        body(CairoPainter(context: context))
        return canvas.rgbaImage()
    }

    // MARK: Colour

    /// Sets a solid colour from `0xRRGGBB` and an opacity in `0...1`.
    func color(_ hex: UInt32, alpha: Double = 1) {
        let (red, green, blue) = Self.components(hex)
        cairo_set_source_rgba(context, red, green, blue, alpha)
    }

    /// Sets a solid colour from components in `0...1`.
    func color(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(context, red, green, blue, alpha)
    }

    /// Sets a linear gradient from `(x0, y0)` to `(x1, y1)` through `stops` (offset in `0...1`,
    /// colour `0xRRGGBB`).
    func linearGradient(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ stops: [(Double, UInt32)]) {
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        for (offset, hex) in stops {
            let (red, green, blue) = Self.components(hex)
            cairo_pattern_add_color_stop_rgb(pattern, offset, red, green, blue)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Sets a radial gradient between two circles through `stops` (colour `0xRRGGBB`, opacity).
    func radialGradient(
        _ cx: Double, _ cy: Double, _ inner: Double, _ outer: Double, _ stops: [(Double, UInt32, Double)]
    ) {
        guard let pattern = cairo_pattern_create_radial(cx, cy, inner, cx, cy, outer) else { return }
        for (offset, hex, alpha) in stops {
            let (red, green, blue) = Self.components(hex)
            cairo_pattern_add_color_stop_rgba(pattern, offset, red, green, blue, alpha)
        }
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    static func components(_ hex: UInt32) -> (Double, Double, Double) {
        (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
    }

    // MARK: Paths

    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(context, x, y, width, height)
    }

    func roundedRectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double, radius: Double) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(context, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(context, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(context, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(context)
    }

    func circle(_ cx: Double, _ cy: Double, _ radius: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, cx, cy, radius, 0, 2 * .pi)
        cairo_close_path(context)
    }

    func arc(_ cx: Double, _ cy: Double, _ radius: Double, from start: Double, to end: Double) {
        cairo_new_sub_path(context)
        cairo_arc(context, cx, cy, radius, start, end)
    }

    func ellipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) {
        cairo_save(context)
        cairo_translate(context, cx, cy)
        cairo_scale(context, rx, ry)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(context)
        cairo_restore(context)
    }

    /// A closed polygon through `points`.
    func polygon(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        cairo_move_to(context, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(context, point.0, point.1) }
        cairo_close_path(context)
    }

    func move(_ x: Double, _ y: Double) { cairo_move_to(context, x, y) }
    func line(_ x: Double, _ y: Double) { cairo_line_to(context, x, y) }
    func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        cairo_curve_to(context, x1, y1, x2, y2, x3, y3)
    }
    func closePath() { cairo_close_path(context) }

    // MARK: Painting

    func fill() { cairo_fill(context) }
    func fillPreserve() { cairo_fill_preserve(context) }
    func paint() { cairo_paint(context) }

    /// Strokes the path with round caps and joins.
    func stroke(width: Double) {
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(context)
    }

    func clip() { cairo_clip(context) }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved(_ body: () -> Void) {
        cairo_save(context)
        body()
        cairo_restore(context)
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(context, x, y) }
    func scale(_ x: Double, _ y: Double) { cairo_scale(context, x, y) }
    func rotate(_ angle: Double) { cairo_rotate(context, angle) }

    // MARK: Text

    /// Font family names tried by fontconfig; DejaVu ships with Debian's fontconfig.
    static let serif = "DejaVu Serif"
    static let sans = "DejaVu Sans"

    /// Selects a font: `family` (fontconfig name), `size` in points, weight and slant.
    func font(_ family: String = serif, size: Double, bold: Bool = false, italic: Bool = false) {
        cairo_select_font_face(
            context, family, italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
            bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }

    /// The advance width of `text` in the current font, in user units.
    func width(of text: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        return extents.x_advance
    }

    /// Draws `text` with its baseline starting at `(x, y)`.
    func text(_ text: String, x: Double, y: Double) {
        cairo_move_to(context, x, y)
        cairo_show_text(context, text)
    }

    /// Draws `text` centred on `x`, baseline at `y`.
    func centredText(_ text: String, x: Double, y: Double) {
        self.text(text, x: x - width(of: text) / 2, y: y)
    }

    /// Breaks `paragraph` into lines no wider than `width` in the current font (a word longer than
    /// a line stands alone on its line).
    func wrap(_ paragraph: String, width: Double) -> [[String]] {
        let space = self.width(of: " ")
        var lines: [[String]] = []
        var line: [String] = []
        var lineWidth = 0.0
        for word in paragraph.split(separator: " ").map(String.init) {
            let wordWidth = self.width(of: word)
            if !line.isEmpty && lineWidth + space + wordWidth > width {
                lines.append(line)
                line = []
                lineWidth = 0
            }
            lineWidth += (line.isEmpty ? 0 : space) + wordWidth
            line.append(word)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Draws one line of words from `x`, baseline `y`, spread to fill `width` exactly when
    /// `justified` (the last line of a paragraph is not).
    func words(_ words: [String], x: Double, y: Double, width: Double, justified: Bool) {
        let widths = words.map { self.width(of: $0) }
        let natural = self.width(of: " ")
        var gap = natural
        if justified && words.count > 1 {
            gap = (width - widths.reduce(0, +)) / Double(words.count - 1)
            // Never stretch a space past three times its width: a loose line reads worse than a
            // ragged one.
            gap = min(max(gap, natural), natural * 3)
        }
        var cursor = x
        for (word, wordWidth) in zip(words, widths) {
            text(word, x: cursor, y: y)
            cursor += wordWidth + gap
        }
    }
}

extension CairoPainter {
    /// Paints the current source over the clip region at opacity `alpha` (`0...1`).
    func paint(alpha: Double) { cairo_paint_with_alpha(context, alpha) }
}
