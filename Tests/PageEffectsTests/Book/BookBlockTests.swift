import PageEffects
import PageGeometry
import PageTestSupport
import Testing

/// The page edges under an open book (`BookConfiguration.bookBlock`): as thick as the pages on
/// each side, growing on the left as the reader goes on, moving with a turning leaf, off by
/// default and for single pages.
@Suite struct BookBlockTests {
    /// A page's thickness in these books, points: thin enough that no side reaches the cap.
    static let page = 0.03

    /// How far out (canonical x) the deepest page edge on `side` lies, or `nil` when none.
    static func reach(_ frame: Frame, _ controller: BookController, side: BookSide) -> Double? {
        let inverse = controller.geometry.placement(for: side).inverted()!
        return frame.drawables.filter { $0.layer == -1 }.compactMap { drawable -> Double? in
            // The edge's canonical origin, brought back into the side's canonical frame.
            let origin = inverse.apply(to: drawable.placement.apply(to: SIMD3(0, 0, 0)))
            let onSide = controller.geometry.placement(for: side).apply(to: origin)
            let check = drawable.placement.apply(to: SIMD3(0, 0, 0))
            return isClose(onSide, check, tolerance: 1e-9) && abs(origin.y - origin.x / 3) < 1e-9 ? origin.x : nil
        }.max()
    }

    static func controller(page: Int, block: BookBlock? = BookBlock(pageThickness: Self.page), layout: BookLayout = .spreads(coverAlone: true)) throws -> BookController {
        var configuration = BookConfiguration()
        configuration.bookBlock = block
        let book = try Book(pageCount: 120, pageSize: SIMD2(300, 400), layout: layout, hardPages: .covers)
        return BookController(book: book, viewSize: SIMD2(800, 600), configuration: configuration, page: page)
    }

    @Test func theLeftBlockGrowsAsYouReadAndTheRightShrinks() throws {
        var previous: (left: Double, right: Double)? = nil
        for page in [1, 21, 41, 61, 81] {
            let controller = try Self.controller(page: page)
            let frame = controller.frame()
            let left = try #require(Self.reach(frame, controller, side: .verso))
            let right = try #require(Self.reach(frame, controller, side: .recto))
            // `page` a page under the page shown, 1.5 for the board.
            let before = Double(controller.spread.recto!) - 1
            #expect(isClose(left, before * Self.page + 1.5, tolerance: 1e-9))
            #expect(isClose(right, (120 - Double(controller.spread.recto!) - 1) * Self.page + 1.5, tolerance: 1e-9))
            if let previous { #expect(left > previous.left && right < previous.right) }
            previous = (left, right)
        }
        // Closed on its cover: nothing on the left, and nothing while the cover turns (no page lies
        // there to hide the block under it: it would show as a blank page).
        var closed = try Self.controller(page: 0)
        #expect(Self.reach(closed.frame(), closed, side: .verso) == nil)
        #expect(Self.reach(closed.frame(), closed, side: .recto) != nil)
        closed.press(.next, time: 0)
        closed.advance(to: 0.1)
        #expect(closed.phase == .animating && Self.reach(closed.frame(), closed, side: .verso) == nil)
    }

    @Test func aTurningLeafCarriesItsPagesAcrossWithoutAJump() throws {
        var controller = try Self.controller(page: 41)
        let start = controller.frame()
        let left0 = try #require(Self.reach(start, controller, side: .verso))
        controller.press(.next, time: 0)
        var last = left0
        var time = 0.0
        while controller.phase == .animating {
            time += 1.0 / 60
            controller.advance(to: time)
            let left = try #require(Self.reach(controller.frame(), controller, side: .verso))
            #expect(left >= last - 1e-12 && left - last <= 2 * Self.page, "moves on smoothly, never back")
            last = left
        }
        #expect(isClose(last, left0 + 2 * Self.page, tolerance: 1e-9), "two pages more on the left")
    }

    @Test func offByDefaultAndForSinglePages() throws {
        let none = try Self.controller(page: 41, block: nil)
        #expect(!none.frame().drawables.contains { $0.layer == -1 })
        let single = try Self.controller(page: 41, layout: .singlePages)
        #expect(!single.frame().drawables.contains { $0.layer == -1 })
        #expect(BookBlock().thickness(pages: 1000, hardCovers: 1) == 6)
        #expect(BookBlock().thickness(pages: .nan, hardCovers: -1) == 0)
        #expect(BookConfiguration().bookBlock == nil)
    }
}
