import Testing
@testable import PageViewer

/// How the viewer times input that SDL delivers in bursts (see `InputTimeline`).
@Suite("Viewer input timeline")
struct InputTimelineTests {
    /// The times `timeline` gives events with these stamps.
    static func times(_ timeline: inout InputTimeline, stamps: [Double], now: Double) -> [Double] {
        var times = stamps
        timeline.convert(&times, now: now)
        return times
    }

    @Test("events taken one by one keep their stamps")
    func separateStamps() {
        var timeline = InputTimeline()
        var times: [Double] = []
        for stamp in [1.0, 1.016, 1.032] {
            times += Self.times(&timeline, stamps: [stamp], now: stamp + 0.002)
            timeline.queueEmptied(at: stamp + 0.002)
        }
        #expect(times == [1.0, 1.016, 1.032])
    }

    @Test("a burst behind a long frame is spread evenly since the queue was last empty")
    func burstIsSpread() {
        var timeline = InputTimeline()
        _ = Self.times(&timeline, stamps: [3.208], now: 3.209)
        timeline.queueEmptied(at: 3.258)
        // Eight moves that happened during a 250 ms frame, all stamped when it ended.
        let times = Self.times(&timeline, stamps: Array(repeating: 3.506, count: 8), now: 3.507)
        #expect(times.count == 8)
        #expect(abs(times[7] - 3.506) < 1e-12)
        let steps = zip(times.dropFirst(), times).map { $0 - $1 }
        for step in steps { #expect(abs(step - 0.031) < 1e-9) }
        #expect(abs(times[0] - (3.258 + 0.031)) < 1e-9)
    }

    @Test("times always increase, also for stamps that go back or are not after the floor")
    func alwaysIncreasing() {
        var timeline = InputTimeline()
        let first = Self.times(&timeline, stamps: [2.0, 2.0, 1.5, .nan, 2.0], now: 2.0)
        timeline.queueEmptied(at: 2.5)
        let second = Self.times(&timeline, stamps: [2.4, 2.4], now: 2.6)
        let all = first + second
        for (later, earlier) in zip(all.dropFirst(), all) {
            #expect(later >= earlier + InputTimeline.minimumStep * 0.999)
        }
        #expect(all.allSatisfy { $0.isFinite })
        // The second burst is stamped before the queue was last empty: from that moment, in order.
        #expect(second[0] >= 2.5)
    }
}
