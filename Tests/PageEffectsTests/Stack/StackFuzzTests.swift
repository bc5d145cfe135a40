import PageEffects
import PageGeometry
import PageTestSupport
import Testing

/// Random event streams against the page stack: garbage positions, times that go backward or are
/// not finite, events in impossible orders, commands naming pages that do not exist, resizes,
/// interruptions at any moment. After every event the stack must match a model list of
/// identities (fed only by its own events), keep its content height on the formula, draw every
/// page that shows, and put no NaN in a frame; and every animation must end in bounded time.
@Suite struct StackFuzzTests {
    /// 20 seeds × 5,000 streams = 100,000 streams of 3–12 events each.
    static let streamsPerSeed = 5_000

    /// Every animation here ends well within this: coasting lasts at most τ·ln(8000/5) ≈ 3.7 s,
    /// then a spring of at most a second or two.
    static let restingTime = 60.0

    @Test(arguments: (1...20).map { 0x57AC_0000 + $0 } as [UInt64])
    func randomStreamsKeepTheInvariants(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var frame = Frame(viewSize: .zero)
        var failures = 0
        for _ in 0..<Self.streamsPerSeed where failures < 5 {
            var configuration = PageStackConfiguration()
            if Bool.random(using: &random) { configuration.pageSize = SIMD2(200, 300) }
            configuration.eyeDistance = [1500, 500, .infinity].randomElement(using: &random)!
            let initial = Int.random(in: 0...6, using: &random)
            var stack = PageStack(
                viewSize: SIMD2(320, 568), pages: (0..<initial).map { .page($0) },
                configuration: configuration, time: random.double(in: 0...10))
            var model = (0..<initial).map { PageStackPageID(rawValue: $0) }
            var created = initial
            var time = stack.time
            var issues: [String] = []
            for _ in 0..<Int.random(in: 3...12, using: &random) {
                time = FoldMenuFuzzTests.nextTime(after: time, using: &random)
                let point = Self.position(near: stack, using: &random)
                let someID = PageStackPageID(rawValue: Int.random(in: -1...(created + 1), using: &random))
                switch Int.random(in: 0..<14, using: &random) {
                case 0: stack.dragBegan(at: point, time: time)
                case 1, 2, 3: stack.dragMoved(to: point, time: time)
                case 4: stack.dragEnded(at: point, time: time)
                case 5: stack.dragCancelled(time: time)
                case 6: stack.tap(at: point, time: time)
                case 7:
                    let id = stack.append(.page(created), at: time)
                    if id.rawValue != created { issues.append("appended \(id), expected #\(created)") }
                    created += 1
                    model.append(id)
                case 8: stack.remove(someID, at: time)
                case 9: stack.expand(someID, at: time)
                case 10: stack.collapse(at: time)
                case 11:
                    let offsets: [Double] = [.nan, .infinity, -.infinity, -500, 0, 300, 5000]
                    stack.scroll(toOffset: offsets.randomElement(using: &random)!, at: time)
                case 12 where Int.random(in: 0..<4, using: &random) == 0:
                    let sizes: [SIMD2<Double>] = [SIMD2(320, 568), SIMD2(568, 320), SIMD2(0, 0), SIMD2(.nan, 400)]
                    stack.resize(to: sizes.randomElement(using: &random)!, at: time)
                default: stack.advance(to: time)
                }
                stack.frame(into: &frame)
                while let event = stack.nextEvent() {
                    if case .willRemove(let id) = event { model.removeAll { $0 == id } }
                }
                issues += StackInvariants.problems(stack, frame: frame, expected: model, created: created)
                if !issues.isEmpty { break }
            }
            // Animations end within a bounded time, even with a finger still down…
            var probe = stack
            probe.advance(to: probe.time + Self.restingTime)
            if probe.isAnimating { issues.append("still animating with a finger down")}
            // …and once it lifts and the selection collapses, the layout rests where it belongs.
            stack.dragCancelled(time: stack.time)
            stack.collapse(at: stack.time)
            stack.advance(to: stack.time + Self.restingTime)
            while let event = stack.nextEvent() {
                if case .willRemove(let id) = event { model.removeAll { $0 == id } }
            }
            stack.frame(into: &frame)
            issues += StackInvariants.problems(stack, frame: frame, expected: model, created: created)
            issues += StackInvariants.restingProblems(stack)
            if !issues.isEmpty {
                failures += 1
                Issue.record("page stack stream failed: \(issues.prefix(4))")
            }
        }
    }

    /// Mostly points over the view or over a page's strip; sometimes garbage.
    static func position(near stack: PageStack, using random: inout SeededRandom) -> SIMD2<Double> {
        if Int.random(in: 0..<3, using: &random) == 0, let id = stack.pageIDs.randomElement(using: &random),
            let drawable = stack.drawable(for: id)
        {
            let full = drawable.placement.concatenating(stack.camera.projection(viewSize: stack.viewSize))
            return full.projectPlanePoint(SIMD2(drawable.pageSize.x / 2, 10)) + random.point(x: -150...20, y: -30...30)
        }
        return FoldMenuFuzzTests.position(using: &random)
    }
}
