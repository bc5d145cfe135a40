@testable import PageMedia
import PageTestSupport
import Testing

/// The natural file-name order used for folders of pages.
@Suite struct NaturalOrderTests {
    /// Names in their natural order by construction.
    static let ordered = [
        "001.png", "2.png", "10.png", "a.png", "A1.png", "a2.png", "a10.png", "a10b.png", "B.png",
        "ch1-p1.png", "ch1-p3.png", "ch1-p12.png", "ch2-p1.png", "ch10-p1.png", "page2.jpg", "page10.jpg",
        "page0100.jpg", "page101.jpg", "zebra.png",
    ]

    @Test func shuffledNamesSortBackIntoNaturalOrder() {
        var random = SeededRandom(seed: 0x0A7A_0001)
        for _ in 0..<20 {
            let shuffled = Self.ordered.shuffled(using: &random)
            #expect(shuffled.sorted(by: NaturalOrder.areInIncreasingOrder) == Self.ordered)
        }
    }

    @Test func theOrderIsStrictAndTotal() {
        let names = Self.ordered + ["a1.png", "page02.jpg", "page2.JPG", "page 2.jpg"]
        for a in names {
            #expect(!NaturalOrder.areInIncreasingOrder(a, a), "\(a) < itself")
            for b in names where a != b {
                // Exactly one of a < b, b < a: ties between different names are broken.
                #expect(NaturalOrder.areInIncreasingOrder(a, b) != NaturalOrder.areInIncreasingOrder(b, a), "\(a) vs \(b)")
                for c in names where NaturalOrder.areInIncreasingOrder(a, b) && NaturalOrder.areInIncreasingOrder(b, c) {
                    #expect(NaturalOrder.areInIncreasingOrder(a, c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }

    @Test func longDigitRunsCompareWithoutOverflow() {
        let big = "page" + String(repeating: "9", count: 40) + ".png"
        let bigger = "page1" + String(repeating: "0", count: 40) + ".png"
        #expect(NaturalOrder.areInIncreasingOrder(big, bigger))
        #expect(!NaturalOrder.areInIncreasingOrder(bigger, big))
    }
}
