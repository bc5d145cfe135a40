import PageEffects
import PageMedia
import PagePipeline

/// A book for the film check, staged one of two ways (the test names say which):
///
/// - ``Staging/cli``: through the command's own `BookStage` (PagePipeline) — the margin
///   `pageturn` keeps (`BookStage.marginFraction` of the view's smaller side) and the default
///   camera — in the demo's 960 × 540 view;
/// - ``Staging/libraryDefaults``: a `BookController` made with nothing but the book, the view
///   and the effect, as an app would (no margin), in the same view.
///
/// The pages are ``NumberedPageSource``'s, 8 of them; the renderer gets their pictures from
/// ``FilmPages`` (drawn once for the run; the CLI would draw them at the page's size in the
/// view, which changes nothing the film check measures).
struct FilmBookStage {
    /// How the book is laid out in its view.
    enum Staging: String, Sendable, CaseIterable {
        case cli
        case libraryDefaults
    }

    /// The effect, with the layout it is shown in.
    enum Effect: String, Sendable, CaseIterable {
        /// Single pages, curl.
        case curl
        /// Single pages, curl turned from code as the PARC cone.
        case cone
        /// Single pages, rigid flip.
        case flip
        /// Two-page spreads (cover alone), curl.
        case spread
        /// Two-page spreads (cover alone), rigid flip: the demo's flip.
        case spreadFlip

        var layout: BookLayout {
            switch self {
            case .curl, .cone, .flip: .singlePages
            case .spread, .spreadFlip: .spreads(coverAlone: true)
            }
        }

        var configuration: BookConfiguration {
            var settings = BookConfiguration(effect: self == .flip || self == .spreadFlip ? .flip : .curl)
            if self == .cone { settings.programmaticCurl = .cone(tightestConeAngle: .pi / 6) }
            return settings
        }

        /// The page the films open at: one with pages before and after it.
        var startPage: Int { layout.showsSpreads ? 3 : 2 }
    }

    static let pageCount = 8

    var controller: BookController
    let staging: Staging

    var geometry: BookGeometry { controller.geometry }
    var book: Book { controller.book }

    init(effect: Effect, binding: BookBinding, staging: Staging, page: Int? = nil) throws {
        let source = NumberedPageSource(pageCount: Self.pageCount)
        let start = page ?? effect.startPage
        self.staging = staging
        switch staging {
        case .cli:
            let stage = try BookStage(source: source, viewSize: FilmScale.bookView, layout: effect.layout,
                                      binding: binding, configuration: effect.configuration, startPage: start)
            controller = stage.controller
        case .libraryDefaults:
            let book = try Book(pageCount: Self.pageCount, pageSize: NumberedPageSource.pageSize,
                                layout: effect.layout, binding: binding)
            controller = BookController(book: book, viewSize: FilmScale.bookView,
                                        configuration: effect.configuration, page: start)
        }
    }

    /// A point of the page on `side` as fractions of the canonical page (x from the spine to the
    /// fore edge, y along the spine), in view points; beyond `[0, 1]` reaches past the page.
    func viewPoint(_ fraction: SIMD2<Double>, on side: BookSide) -> SIMD2<Double> {
        let canonical = fraction * geometry.canonicalPageSize
        let point = geometry.viewPoint(fromCanonical: SIMD3(canonical.x, canonical.y, 0), side: side)
        return SIMD2(point.x, point.y)
    }

    /// A fresh controller like this one's, resting on the spread holding `page`: the still a
    /// turn must land on.
    func still(at page: Int) -> BookController {
        var fresh = BookController(book: controller.book, viewSize: controller.viewSize,
                                   configuration: controller.configuration, page: page)
        fresh.advance(to: 0)
        return fresh
    }
}
