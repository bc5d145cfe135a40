import PageMedia
import PageTurn

/// A page lying flat in the window: where it is, so that a point of the window can be found on
/// the page (a click on a link) and a rectangle of the page in the window.
///
/// The book lays every page out in a slot of the first page's shape (``slot``); a page of
/// another shape is letterboxed into it, centred, as its image is (``PageSource``'s
/// `letterboxed`).
struct PageOnScreen: Equatable {
    /// The page, 0-based.
    var page: Int
    /// The page's slot in the window, points.
    var slot: Rect
    /// This page's own size, points.
    var pageSize: SIMD2<Double>

    /// Where the page itself lies inside ``slot`` (all of it, for a page of the first page's
    /// shape).
    var contentRect: Rect {
        guard pageSize.x > 0, pageSize.y > 0 else { return slot }
        let scale = Swift.min(slot.width / pageSize.x, slot.height / pageSize.y)
        let size = pageSize * scale
        return Rect(origin: slot.origin + (slot.size - size) / 2, size: size)
    }

    /// The page point (points from the page's top-left) under window point `point`, or `nil`
    /// off the page.
    func pagePoint(fromView point: SIMD2<Double>) -> SIMD2<Double>? {
        let content = contentRect
        guard content.width > 0, content.height > 0 else { return nil }
        let unit = (point - content.origin) / content.size
        guard unit.x >= 0, unit.x <= 1, unit.y >= 0, unit.y <= 1 else { return nil }
        return unit * pageSize
    }

    /// The window rectangle of `rect` on the page, points.
    func viewRect(of rect: PDFRect) -> Rect {
        let content = contentRect
        let scale = content.size / pageSize
        return Rect(origin: content.origin + SIMD2(rect.x, rect.y) * scale, size: SIMD2(rect.width, rect.height) * scale)
    }

    /// The part of the page a window of `viewSize` points shows, snapped outward to whole pixels
    /// at `scale` pixels a point: the page points it covers and its size in pixels; `nil` when
    /// none of the page is in the window.
    func visibleRegion(viewSize: SIMD2<Double>, scale: Double) -> (region: PDFRect, pixels: PixelSize)? {
        let content = contentRect
        let left = Swift.max(content.minX, 0), right = Swift.min(content.maxX, viewSize.x)
        let top = Swift.max(content.minY, 0), bottom = Swift.min(content.maxY, viewSize.y)
        guard right > left, bottom > top, scale > 0, content.width > 0, content.height > 0 else { return nil }
        let x0 = (left * scale).rounded(.down), x1 = (right * scale).rounded(.up)
        let y0 = (top * scale).rounded(.down), y1 = (bottom * scale).rounded(.up)
        let pointsPerView = pageSize / content.size
        let origin = (SIMD2(x0, y0) / scale - content.origin) * pointsPerView
        let size = SIMD2(x1 - x0, y1 - y0) / scale * pointsPerView
        return (PDFRect(x: origin.x, y: origin.y, width: size.x, height: size.y),
                PixelSize(width: Int(x1 - x0), height: Int(y1 - y0)))
    }
}
