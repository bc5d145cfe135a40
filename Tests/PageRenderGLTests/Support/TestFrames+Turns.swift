import PageEffects
import PageGeometry

extension TestFrames {
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

    /// Turns of every kind, named: a page dragged in books with a block, curls, a flip and a cone
    /// (the renderer's cheaper paths are compared with the exact ones on these).
    static let turns: [(String, Frame)] = [
        ("book block, a page dragged", draggedBook(pageThickness: 0.2)),
        ("thick book block, a page dragged", draggedBook(pageThickness: 0.8)),
        ("curl, half turned", TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)),
        ("curl, dog-ear", TestFrames.curl(TestFrames.CurlPosition.dogEarTop.surface)),
        ("curl, nearly done", TestFrames.spread(turning: TestFrames.CurlPosition.nearlyDone.surface)),
        ("curl, left page turned back", TestFrames.backwardCurl()),
        ("flip, a third", TestFrames.flip(angle: .pi / 3)),
        ("cone", TestFrames.spread(turning: .cone(ConeDeformation(apex: SIMD2(0, -120), coneAngle: 0.5, rotation: 0.6)))),
    ]
}
