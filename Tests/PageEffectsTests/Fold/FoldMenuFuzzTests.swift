import PageEffects
import PageGeometry
import PageTestSupport
import Testing

/// Random event streams against the fold menu: garbage positions, times that go backward or are
/// not finite, events in impossible orders, interruptions at any moment. The menu must never put
/// NaN in a frame, keep its progress in `[0, 1]`, report ends that match its state, and come to
/// rest within a bounded time.
@Suite struct FoldMenuFuzzTests {
    /// 20 seeds × 5,000 streams = 100,000 streams of 3–12 events each.
    static let streamsPerSeed = 5_000

    /// Every settle here ends well within this: the slowest spring in the streams settles in
    /// about a second even when handed the largest release velocity.
    static let restingTime = 60.0

    @Test(arguments: (1...20).map { 0x5EED_0000 + $0 } as [UInt64])
    func randomStreamsKeepTheInvariants(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var frame = Frame(viewSize: .zero)
        var failures = 0
        for _ in 0..<Self.streamsPerSeed where failures < 5 {
            var configuration = FoldMenuConfiguration()
            configuration.panelCount = Int.random(in: 1...5, using: &random)
            configuration.menuWidth = random.double(in: 40...300)
            configuration.eyeDistance = [1000, 300, .infinity].randomElement(using: &random)!
            configuration.perspectiveFollowsHinge = Bool.random(using: &random)
            configuration.shading = [.brightness, .opacity, .none].randomElement(using: &random)!
            var menu = FoldMenu(
                viewSize: SIMD2(375, 667), configuration: configuration,
                isOpen: Bool.random(using: &random), time: random.double(in: 0...10))
            var time = menu.time
            // Whether the menu was last put at rest by scrubbing, which may leave it part open.
            var scrubbed = false
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                time = Self.nextTime(after: time, using: &random)
                let point = Self.position(using: &random)
                switch Int.random(in: 0..<11, using: &random) {
                case 0:
                    menu.dragBegan(at: point, time: time)
                    if menu.isDragging { scrubbed = false }
                case 1, 2: menu.dragMoved(to: point, time: time)
                case 3: menu.dragEnded(at: point, time: time)
                case 4: menu.dragCancelled(time: time)
                case 5: menu.tap(at: point, time: time)
                case 6:
                    menu.open(at: time)
                    scrubbed = false
                case 7:
                    menu.close(at: time)
                    scrubbed = false
                case 8:
                    menu.toggle(at: time)
                    scrubbed = false
                case 9:
                    let progress = Bool.random(using: &random) ? random.double(in: -1...2) : .nan
                    menu.setProgress(progress, at: time)
                    if !progress.isNaN { scrubbed = true }
                default: menu.advance(to: time)
                }
                menu.frame(into: &frame)
                var last: FoldMenuEvent? = nil
                while let event = menu.nextEvent() { last = event }
                let consistent =
                    (0...1).contains(menu.progress) && menu.time.isFinite && FoldStackChecks.isSane(frame)
                    && (last != .didOpen || menu.progress == 1) && (last != .didClose || menu.progress == 0)
                if !consistent {
                    failures += 1
                    Issue.record("inconsistent fold menu after an event: \(menu.progress), \(String(describing: last))")
                }
            }
            // Animations end within a bounded time, even with a finger still down…
            var probe = menu
            probe.advance(to: probe.time + Self.restingTime)
            #expect(!probe.isAnimating)
            // …and once it lifts, the menu rests, at an end unless it was scrubbed part open.
            menu.dragCancelled(time: menu.time)
            menu.advance(to: menu.time + Self.restingTime)
            if !(menu.isIdle && (scrubbed || menu.progress == 0 || menu.progress == 1)) {
                failures += 1
                Issue.record("fold menu not at rest: \(menu.progress)")
            }
        }
    }

    /// Mostly forward steps of up to 50 ms; sometimes a jump back or a non-finite time.
    static func nextTime(after time: Double, using random: inout SeededRandom) -> Double {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<8: return time - random.double(in: 0...1)
        case 8..<10: return [Double.nan, .infinity, -.infinity].randomElement(using: &random)!
        case 10..<14: return time + random.double(in: 0.2...3)
        default: return time + random.double(in: 0...0.05)
        }
    }

    /// Mostly points around the view; sometimes NaN, infinite or enormous coordinates.
    static func position(using random: inout SeededRandom) -> SIMD2<Double> {
        func coordinate(_ random: inout SeededRandom) -> Double {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<4: return .nan
            case 4..<7: return Bool.random(using: &random) ? .infinity : -.infinity
            case 7..<10: return Bool.random(using: &random) ? 1e300 : -1e300
            default: return random.double(in: -100...500)
            }
        }
        return SIMD2(coordinate(&random), coordinate(&random))
    }
}
