import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// The lifted pages' shade looked up in their tables (``ShadowTable``) draws what working it
    /// out at every pixel draws, in every kind of turn, where the shadow shows.
    @Suite struct ShadowTableTests {
        /// Draws `frame` with the tables on and off, and without any shadow, in one context at
        /// twice the points' size.
        static func pictures(_ frame: Frame) throws -> (table: RGBAImage, exact: RGBAImage, unshadowed: RGBAImage, tabulated: Bool) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: 2)
            let table = try harness.picture(frame)
            let tabulated = harness.renderer.shadowTableDraws > 0
            harness.renderer.usesShadowTables = false
            let exact = try harness.picture(frame)
            harness.renderer.shading.shadowOpacity = 0
            harness.renderer.shading.contactShadowOpacity = 0
            let unshadowed = try harness.picture(frame)
            return (table, exact, unshadowed, tabulated)
        }

        /// The largest difference of any colour channel between two pictures of one size, and the
        /// share of pixels with a channel more than two levels apart.
        static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, farApart: Double) {
            let differences = RendererHarness.channelDifferences(a, b)
            return (differences.max() ?? 0, Double(differences.filter { $0 > 2 }.count) / Double(differences.count))
        }

        /// A book of 40 spreads with a block of `thickness` points a page, its right page's lower
        /// corner dragged a third of the way across.
        static func draggedBook(pageThickness thickness: Double) -> Frame {
            var configuration = BookConfiguration(effect: .curl)
            configuration.bookBlock = BookBlock(pageThickness: thickness)
            configuration.margin = 16
            let book = try! Book(pageCount: 80, pageSize: TestFrames.pageSize, layout: .spreads(coverAlone: true))
            var controller = BookController(book: book, viewSize: TestFrames.viewSize, configuration: configuration, page: 30)
            let corner = controller.geometry.viewPoint(
                fromCanonical: SIMD3(controller.geometry.canonicalPageSize * SIMD2(0.95, 0.9), 0), side: .recto)
            let start = SIMD2(corner.x, corner.y)
            controller.dragBegan(at: start, time: 0)
            controller.dragMoved(to: start + SIMD2(-20, -4), time: 0.05)
            controller.dragMoved(to: start + SIMD2(-90, -20), time: 0.1)
            controller.advance(to: 0.1)
            return controller.frame()
        }

        static let frames: [(String, Frame)] = [
            ("book block, a page dragged", draggedBook(pageThickness: 0.2)),
            ("thick book block, a page dragged", draggedBook(pageThickness: 0.8)),
            ("curl, half turned", TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)),
            ("curl, dog-ear", TestFrames.curl(TestFrames.CurlPosition.dogEarTop.surface)),
            ("curl, nearly done", TestFrames.spread(turning: TestFrames.CurlPosition.nearlyDone.surface)),
            ("curl, left page turned back", TestFrames.backwardCurl()),
            ("flip, a third", TestFrames.flip(angle: .pi / 3)),
            ("cone", TestFrames.spread(turning: .cone(ConeDeformation(apex: SIMD2(0, -120), coneAngle: 0.5, rotation: 0.6)))),
        ]

        @Test(arguments: 0 ..< frames.count)
        func tableDrawsWhatThePerPixelShadowDraws(index: Int) throws {
            let (name, frame) = Self.frames[index]
            let pictures = try Self.pictures(frame)
            // On Mesa (llvmpipe) float colour renders, so the tables are in use, for the pages
            // beneath a turning leaf in a book block too.
            #expect(pictures.tabulated, "\(name): no side looked its shadow up in a table")
            // The shadow shows (so that the comparison below could fail) ...
            let shadow = Self.difference(pictures.exact, pictures.unshadowed)
            #expect(shadow.largest > 8 && shadow.farApart > 0.01, "\(name): \(shadow)")
            // ... and the table draws it within two levels of the exact path but for a line of
            // pixels where the shade jumps (the foot of a curl, where the table's interpolation
            // gives the pixel on the jump a value between the two sides): a few tenths of a percent.
            let difference = Self.difference(pictures.table, pictures.exact)
            #expect(difference.largest <= 24 && difference.farApart < 0.01, "\(name): \(difference)")
        }
    }
}
