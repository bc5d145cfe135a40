import PageMedia
import PageTurn

/// A book of a page source's pages laid out in a view, with its controller and page images:
/// what `render`, `still` and the demo's book effects share.
package struct BookStage {
    package var controller: BookController
    package let pages: PageImageProvider
    package let geometry: BookGeometry

    /// Margin round the book, as a fraction of the view's smaller side.
    package static let marginFraction = 0.06
    /// The eye's distance from the picture, in multiples of the picture's larger side.
    package static let eyeDistanceFactor = 2.0

    /// The camera for a picture of `viewSize` points: Core Animation's perspective with the eye
    /// twice the picture's larger side away, so that a video, a still and a window show the same
    /// perspective at every size. (A fixed 1000-point eye rises a 1080p page so far toward the
    /// viewer that, kept inside the picture, the book would fill half its height.)
    package static func camera(viewSize: SIMD2<Double>) -> Camera {
        Camera(eyeDistance: eyeDistanceFactor * Swift.max(viewSize.x, viewSize.y, 1))
    }

    /// - Parameters:
    ///   - source: the pages; the first page's size (points) sizes the book, and the others are
    ///     letterboxed into it.
    ///   - viewSize: the view (and output) size, in points (one pixel a point).
    ///   - layout, binding: the book's layout and binding.
    ///   - configuration: the controller's settings (effect, programmatic curl, timings).
    package init(source: any PageSource, viewSize: SIMD2<Double>, layout: BookLayout, binding: BookBinding,
         configuration: BookConfiguration, startPage: Int = 0) throws(CommandFailure) {
        let pageSize: SIMD2<Double>
        do { pageSize = try source.pageSize(at: 0) } catch { throw CommandFailure(pageError: error) }
        let book: Book
        do {
            book = try Book(pageCount: source.pageCount, pageSize: pageSize, layout: layout, binding: binding)
        } catch {
            throw CommandFailure(.badInput, "the document has no usable pages (\(error))")
        }
        var configuration = configuration
        configuration.margin = Self.marginFraction * Swift.min(viewSize.x, viewSize.y)
        // The page edges under each side, in proportion to the page (a 420-point page: 0.13 a
        // page, 1.7 a hard cover, 6.3 at most), well inside the margin.
        let width = pageSize.x.isFinite && pageSize.x > 0 ? pageSize.x : 420
        configuration.bookBlock = BookBlock(
            pageThickness: 0.0003 * width, coverThickness: 0.004 * width, maximumThickness: 0.015 * width)
        configuration.camera = Self.camera(viewSize: viewSize)
        // One pixel a point: lay the book on whole pixels, so that a page at rest shows its
        // image pixel for pixel (resampling by a fraction of a pixel greys thin strokes).
        configuration.pixelGrid = 1
        controller = BookController(book: book, viewSize: viewSize, configuration: configuration, page: startPage)
        geometry = controller.geometry
        let pixels = geometry.pageSizeInView
        pages = PageImageProvider(
            source: source,
            pixelSize: PixelSize(width: Swift.max(1, Int(pixels.x.rounded())), height: Swift.max(1, Int(pixels.y.rounded()))))
    }

    /// A point of the page on `side`, given as fractions of the canonical page (x from the spine
    /// toward the fore edge, y down the spine), in view points. Fractions outside `[0, 1]` reach
    /// beyond the page (a negative x lies across the spine, on the other side).
    package func viewPoint(_ fraction: SIMD2<Double>, on side: BookSide) -> SIMD2<Double> {
        let canonical = fraction * geometry.canonicalPageSize
        let point = geometry.viewPoint(fromCanonical: SIMD3(canonical.x, canonical.y, 0), side: side)
        return SIMD2(point.x, point.y)
    }

    /// Adds a finger turning the page forward: the recto's bottom fore-edge corner dragged
    /// across the spine in `seconds`, then released.
    package static func dragForward(_ script: inout InputScript<BookController>, stage: BookStage, seconds: Double) {
        script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .recto),
                    to: stage.viewPoint(SIMD2(-0.85, 0.8), on: .recto),
                    seconds: seconds, lift: 0.12 * stage.geometry.canonicalPageSize.y)
    }
}
