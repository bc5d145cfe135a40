import PageMotion
import Testing

/// Drives an animator from any clock, as an app's frame loop would.
private func frame(_ animator: inout PropertyAnimator<Double>, clock: some AnimationClock) -> Double {
    animator.update(to: clock.now)
}

@Suite struct AnimationClockTests {
    @Test func manualClockMovesOnlyForward() {
        var clock = ManualClock(now: 2)
        #expect(clock.now == 2)
        clock.advance(by: 0.5)
        #expect(clock.now == 2.5)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(to: 1)
        clock.advance(to: .infinity)
        #expect(clock.now == 2.5)
        clock.advance(to: 4)
        #expect(clock.now == 4)
        #expect(ManualClock(now: .nan).now == 0)
    }

    @Test func manualClockMakesAnimationsReproducible() {
        func run() -> [Double] {
            var clock = ManualClock()
            let spring = Spring(response: 0.3, dampingFraction: 0.6)
            var animator = PropertyAnimator(from: 0.0, to: 1.0, timing: .spring(spring))
            animator.start(at: clock.now)
            var values: [Double] = []
            for _ in 0..<90 {
                clock.advance(by: 1.0 / 60)
                values.append(frame(&animator, clock: clock))
            }
            return values
        }
        let first = run()
        #expect(first == run())
        #expect(first.last == 1)
    }

    @Test func systemClockStartsAtZeroAndIsMonotone() {
        let clock = SystemClock()
        var previous = clock.now
        #expect(previous >= 0 && previous < 60)
        for _ in 0..<1000 {
            let now = clock.now
            #expect(now >= previous)
            previous = now
        }
    }
}
