import PageEffects
import PageGeometry
import PageTurnWeb
import Testing

@Suite("Web backend: a book driven as the browser drives it")
struct WebBookTests {
    /// A single-page book of 12 A-series pages in a 1280 × 800 canvas.
    static func makeBook(effect: TurnEffect = .curl) throws -> WebBook {
        var options = WebBookOptions(pageCount: 12, pageSize: SIMD2(420, 594), viewSize: SIMD2(1280, 800))
        options.effect = effect
        var book = try WebBook(options: options)
        book.render()
        return book
    }

    /// The page's bottom-right corner at rest, a few points inside (view points).
    static func corner(of book: WebBook) -> SIMD2<Double> {
        let size = book.pageSizeInView
        return SIMD2(640 + size.x / 2 - 6, 400 + size.y / 2 - 6)
    }

    /// How far (points) the grabbed point may be drawn from the pointer while the tracker reaches
    /// it: the tracker is exact, so only rounding remains.
    static let grabTolerance = 0.05

    @Test("A drag from the corner carries the grabbed point under the pointer and turns the page")
    func dragTurns() throws {
        var book = try Self.makeBook()
        let start = Self.corner(of: book)
        var time = 0.0
        book.pointerDown(at: start, time: time)
        book.render()
        var worst = 0.0
        for step in 1 ... 40 {
            time += 1.0 / 60
            let pointer = start + SIMD2(-14 * Double(step), -2 * Double(step))
            book.pointerMoved(to: pointer, time: time)
            book.advance(to: time)
            book.render()
            let drawn = try #require(book.grabbedPointInView())
            worst = max(worst, ((drawn - pointer) * (drawn - pointer)).sum().squareRoot())
        }
        #expect(worst < Self.grabTolerance)
        #expect(book.uniforms.recordCount >= 2)
        book.pointerUp(at: start + SIMD2(-560, -80), time: time)
        #expect(book.grabbedPointInView() == nil)
        for _ in 0 ..< 240 where !book.isIdle {
            time += 1.0 / 60
            book.advance(to: time)
        }
        #expect(book.isIdle)
        #expect(book.currentPage == 1)
        #expect(book.turnCount == 1)
    }

    @Test("A quick press that barely moves is a tap: it turns the page")
    func tapTurns() throws {
        var book = try Self.makeBook()
        let point = Self.corner(of: book) - SIMD2(20, 200)
        book.pointerDown(at: point, time: 0)
        book.pointerMoved(to: point + SIMD2(1, 1), time: 0.05)
        book.pointerUp(at: point + SIMD2(1, 1), time: 0.1)
        var time = 0.1
        for _ in 0 ..< 240 where !book.isIdle {
            time += 1.0 / 60
            book.advance(to: time)
        }
        #expect(book.currentPage == 1)
    }

    @Test("Keys turn pages, flip and curl alike")
    func keys() throws {
        for effect in [TurnEffect.curl, .flip] {
            var book = try Self.makeBook(effect: effect)
            var time = 0.0
            book.press(.last, time: time)
            for _ in 0 ..< 600 where !book.isIdle {
                time += 1.0 / 60
                book.advance(to: time)
                book.render()
            }
            #expect(book.currentPage == 11)
            book.press(.previous, time: time)
            for _ in 0 ..< 600 where !book.isIdle {
                time += 1.0 / 60
                book.advance(to: time)
            }
            #expect(book.currentPage == 10)
        }
    }

    @Test("A resize lays the book out again; a bad size is ignored")
    func resize() throws {
        var book = try Self.makeBook()
        let before = book.pageSizeInView
        book.resize(to: SIMD2(640, 400))
        #expect(book.pageSizeInView.x < before.x)
        book.resize(to: SIMD2(0, .nan))
        #expect(book.options.viewSize == SIMD2(640, 400))
        book.render()
        #expect(book.frame.viewSize == SIMD2(640, 400))
    }

    @Test("No pages, or a page of no size, is an error")
    func badOptions() {
        #expect(throws: BookError.noPages) {
            _ = try WebBook(options: WebBookOptions(pageCount: 0, pageSize: SIMD2(1, 1), viewSize: SIMD2(10, 10)))
        }
        #expect(throws: BookError.invalidPageSize) {
            _ = try WebBook(options: WebBookOptions(pageCount: 3, pageSize: SIMD2(0, 1), viewSize: SIMD2(10, 10)))
        }
    }
}
