import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Book model")
struct BookModelTests {
    @Test("Invalid books throw typed errors")
    func invalidBooks() {
        #expect(throws: BookError.noPages) { try Book(pageCount: 0, pageSize: SIMD2(100, 100)) }
        #expect(throws: BookError.noPages) { try Book(pageCount: -3, pageSize: SIMD2(100, 100)) }
        for bad in [SIMD2(0.0, 100), SIMD2(100, -1), SIMD2(.nan, 100), SIMD2(100, .infinity)] {
            #expect(throws: BookError.invalidPageSize) { try Book(pageCount: 4, pageSize: bad) }
        }
    }

    @Test("Single pages: one spread per page, recto only")
    func singlePages() throws {
        let book = try Book(pageCount: 5, pageSize: SIMD2(200, 300))
        #expect(book.spreadCount == 5)
        for i in 0..<5 {
            #expect(book.spread(at: i) == Spread(index: i, verso: nil, recto: i))
            #expect(book.spreadIndex(containing: i) == i)
        }
        #expect(book.spread(at: 99).index == 4)
        #expect(book.spread(at: -7).index == 0)
    }

    @Test("Spreads with the cover alone: [–|0] [1|2] … and a lone last page when the count is even")
    func coverAlone() throws {
        let book = try Book(pageCount: 6, pageSize: SIMD2(200, 300), layout: .spreads(coverAlone: true))
        #expect(book.spreadCount == 4)
        #expect(book.spread(at: 0) == Spread(index: 0, verso: nil, recto: 0))
        #expect(book.spread(at: 1) == Spread(index: 1, verso: 1, recto: 2))
        #expect(book.spread(at: 3) == Spread(index: 3, verso: 5, recto: nil))
        #expect(book.spreadIndex(containing: 0) == 0)
        #expect(book.spreadIndex(containing: 2) == 1)
        #expect(book.spreadIndex(containing: 5) == 3)
    }

    @Test("Spreads without a lone cover: [0|1] [2|3] …")
    func spreadsFromZero() throws {
        let book = try Book(pageCount: 5, pageSize: SIMD2(200, 300), layout: .spreads(coverAlone: false))
        #expect(book.spreadCount == 3)
        #expect(book.spread(at: 0) == Spread(index: 0, verso: 0, recto: 1))
        #expect(book.spread(at: 2) == Spread(index: 2, verso: 4, recto: nil))
    }

    @Test("Every page is shown by exactly one spread, the one spreadIndex(containing:) names")
    func pagesPartitioned() throws {
        var random = SeededRandom(seed: 0xB00C)
        for _ in 0..<200 {
            let count = Int(random.next() % 40) + 1
            let layouts: [BookLayout] = [.singlePages, .spreads(coverAlone: true), .spreads(coverAlone: false)]
            let layout = layouts[Int(random.next() % 3)]
            let book = try Book(pageCount: count, pageSize: SIMD2(100, 150), layout: layout)
            var seen = [Int](repeating: 0, count: count)
            for s in book.spreadIndices {
                let spread = book.spread(at: s)
                #expect(spread.index == s)
                #expect(spread.firstPage != nil)
                for page in [spread.verso, spread.recto].compactMap({ $0 }) {
                    seen[page] += 1
                    #expect(book.spreadIndex(containing: page) == s)
                }
                if let v = spread.verso, let r = spread.recto { #expect(r == v + 1) }
            }
            #expect(seen.allSatisfy { $0 == 1 })
        }
    }

    @Test("Hard pages: covers, all, explicit sets, out-of-range ignored")
    func hardPages() throws {
        let covers = try Book(pageCount: 8, pageSize: SIMD2(100, 100), hardPages: .covers)
        #expect(covers.isHard(page: 0) && covers.isHard(page: 7))
        #expect(!covers.isHard(page: 1) && !covers.isHard(page: 6) && !covers.isHard(page: 8))
        let all = try Book(pageCount: 3, pageSize: SIMD2(100, 100), hardPages: .all)
        #expect(all.isHard(page: 1) && !all.isHard(page: -1) && !all.isHard(page: 3))
        let some = try Book(pageCount: 10, pageSize: SIMD2(100, 100), hardPages: .pages([2, 5, 12]))
        #expect(some.isHard(page: 2) && some.isHard(page: 5) && !some.isHard(page: 12) && !some.isHard(page: 3))
    }

    @Test("A top-bound book's canonical page runs from the top edge down")
    func canonicalSize() throws {
        let top = try Book(pageCount: 2, pageSize: SIMD2(400, 250), binding: .top)
        #expect(top.canonicalPageSize == SIMD2(250, 400))
        let left = try Book(pageCount: 2, pageSize: SIMD2(400, 250), binding: .right)
        #expect(left.canonicalPageSize == SIMD2(400, 250))
    }
}
