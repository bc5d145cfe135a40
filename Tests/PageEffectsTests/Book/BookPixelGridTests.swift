import PageGeometry
import PageTestSupport
import Testing

@testable import PageEffects

/// A book laid out on a pixel grid (`BookConfiguration.pixelGrid`): a page at rest covers whole
/// pixels from a pixel boundary, so an image of `pageSizeInView` is shown pixel for pixel.
@Suite("Book geometry on the pixel grid")
struct BookPixelGridTests {
    /// Rounding in the scale's arithmetic, in pixels.
    static let tolerance = 1e-6

    static let bindings: [BookBinding] = [.left, .right, .top]
    static let layouts: [BookLayout] = [.singlePages, .spreads(coverAlone: true)]

    /// Whether `value` (points) is a whole number of pixels of `grid` points.
    static func isWhole(_ value: Double, grid: Double) -> Bool {
        abs(value / grid - (value / grid).rounded()) < tolerance
    }

    @Test("Pages at rest lie on whole pixels, within half a pixel of the page's aspect, never larger",
          arguments: bindings)
    func pagesOnWholePixels(binding: BookBinding) throws {
        var random = SeededRandom(seed: 16)
        for layout in Self.layouts {
            for grid in [1.0, 0.5, 1.0 / 1.5] {
                for _ in 0..<20 {
                    let page = SIMD2(random.double(in: 100...900), random.double(in: 100...900))
                    let view = SIMD2(random.double(in: 300...2000).rounded(), random.double(in: 300...1500).rounded())
                    let book = try Book(pageCount: 6, pageSize: page, layout: layout, binding: binding)
                    let camera = Camera(eyeDistance: 2 * max(view.x, view.y))
                    let free = BookGeometry(book: book, viewSize: view, margin: 30, camera: camera)
                    let g = BookGeometry(book: book, viewSize: view, margin: 30, camera: camera, pixelGrid: grid)
                    #expect(g.scale <= free.scale * (1 + 1e-12))
                    // The upright page in the view: whole pixels, the book's aspect to half a pixel.
                    let shown = g.pageSizeInView
                    #expect(Self.isWhole(shown.x, grid: grid) && Self.isWhole(shown.y, grid: grid), "\(shown)")
                    #expect(abs(shown.x / grid - shown.y / grid * page.x / page.y) <= 0.5 + Self.tolerance)
                    #expect(shown.x <= page.x * free.scale + Self.tolerance && shown.y <= page.y * free.scale + Self.tolerance)
                    // Both pages' rectangles start and end on pixel boundaries, as large as shown.
                    for side in [BookSide.recto, .verso] {
                        let r = g.pageRect(on: side)
                        for edge in [r.minX, r.minY, r.maxX, r.maxY] {
                            #expect(Self.isWhole(edge, grid: grid), "\(binding) \(layout) \(side) \(r)")
                        }
                        // (Every binding shows the page upright in the view.)
                        #expect(abs(r.width - shown.x) < Self.tolerance && abs(r.height - shown.y) < Self.tolerance)
                    }
                    // The page stays inside the view less the margin.
                    #expect(g.bookRect.minX >= 30 - Self.tolerance && g.bookRect.maxX <= view.x - 30 + Self.tolerance)
                    #expect(g.bookRect.minY >= 30 - Self.tolerance && g.bookRect.maxY <= view.y - 30 + Self.tolerance)
                }
            }
        }
    }

    @Test("Without a grid (or with a meaningless one) the layout is unchanged")
    func noGridNoChange() throws {
        let book = try Book(pageCount: 4, pageSize: SIMD2(609.714, 789.041))
        let view = SIMD2(1920.0, 1080.0)
        let free = BookGeometry(book: book, viewSize: view, margin: 64.8)
        #expect(free.pageSizeInView == free.scale * book.pageSize)
        for grid in [nil, 0, -1, Double.nan, Double.infinity] as [Double?] {
            let g = BookGeometry(book: book, viewSize: view, margin: 64.8, pixelGrid: grid)
            #expect(g == free)
        }
        // The fractional layout this fixes: the page's corner and size off the pixel grid.
        #expect(!Self.isWhole(free.bookRect.minY, grid: 1) || !Self.isWhole(free.pageSizeInView.y, grid: 1))
    }

    @Test("The controller lays its book out on the configured grid")
    func controllerUsesGrid() throws {
        var configuration = BookConfiguration()
        configuration.margin = 64.8
        configuration.pixelGrid = 1
        let book = try Book(pageCount: 4, pageSize: SIMD2(609.714, 789.041))
        let controller = BookController(book: book, viewSize: SIMD2(1920, 1080), configuration: configuration)
        let r = controller.geometry.pageRect(on: .recto)
        for edge in [r.minX, r.minY, r.maxX, r.maxY] { #expect(Self.isWhole(edge, grid: 1), "\(r)") }
    }
}
