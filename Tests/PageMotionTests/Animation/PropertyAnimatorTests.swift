import PageMotion
import PageTestSupport
import Testing

/// Values along one timing curve are computed the same way by the test and the animator, up to
/// a few roundings of numbers of size ~100.
private let valueTolerance = 1e-9
/// Velocities are compared after dividing by durations of ~0.1-1 s: a few ulps of ~1000.
private let velocityTolerance = 1e-7

/// `start + (end - start)·curve(u)`: the path of a plain curve animation.
private func curvePath(_ start: Double, _ end: Double, _ curve: TimingFunction, _ u: Double) -> Double {
    start + (end - start) * curve.value(at: u)
}

@Suite struct PropertyAnimatorTests {
    static let ease = AnimationTiming.curve(.easeInEaseOut, duration: 1)
    static let spring = AnimationTiming.spring(Spring(response: 0.4, dampingFraction: 0.8))

    @Test func curveAnimationFollowsItsTimingAndLandsExactly() {
        var animator = PropertyAnimator(from: 10.0, to: 250.0, timing: .curve(.easeInEaseOut, duration: 0.5))
        animator.start(at: 2)
        for i in 0..<50 {
            let u = Double(i) / 50
            let value = animator.update(to: 2 + 0.5 * u)
            #expect(isClose(value, curvePath(10, 250, .easeInEaseOut, u), tolerance: valueTolerance))
            #expect(isClose(animator.fractionComplete, u, tolerance: 1e-12))
            let expectedVelocity = 240 * TimingFunction.easeInEaseOut.slope(at: u) / 0.5
            #expect(isClose(animator.velocity, expectedVelocity, tolerance: velocityTolerance))
            #expect(animator.state == .active && animator.isRunning)
        }
        #expect(animator.update(to: 2.5) == 250)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(animator.velocity == 0)
        #expect(animator.update(to: 9) == 250)
    }

    @Test func lifeCycleStates() {
        var animator = PropertyAnimator(from: 0.0, to: 1.0, timing: Self.ease)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(animator.value == 0 && animator.fractionComplete == 0 && animator.targetValue == 1)
        animator.start(at: 0)
        #expect(animator.state == .active && animator.isRunning)
        animator.pause(at: 0.2)
        #expect(animator.state == .active && !animator.isRunning && animator.velocity == 0)
        animator.stop(.current, at: 0.3)
        #expect(animator.state == .stopped && !animator.isRunning)
        animator.pause(at: 0.4)
        #expect(animator.state == .stopped)
        animator.start(at: 0.5)
        #expect(animator.state == .active && animator.isRunning)
        // Pausing an inactive animator makes it active and paused, UIKit's way.
        var fresh = PropertyAnimator(from: 0.0, to: 1.0, timing: Self.ease)
        fresh.pause(at: 3)
        #expect(fresh.state == .active && !fresh.isRunning && fresh.value == 0)
    }

    @Test func pauseHoldsTheValueAndResumeContinuesTheCurve() {
        var animator = PropertyAnimator(from: -50.0, to: 50.0, timing: Self.ease)
        animator.start(at: 0)
        animator.update(to: 0.2)
        animator.pause(at: 0.3)
        let held = animator.value
        #expect(isClose(held, curvePath(-50, 50, .easeInEaseOut, 0.3), tolerance: valueTolerance))
        #expect(animator.update(to: 5) == held)
        #expect(animator.velocity == 0)
        animator.start(at: 10)
        #expect(isClose(animator.update(to: 10.1), curvePath(-50, 50, .easeInEaseOut, 0.4), tolerance: valueTolerance))
        #expect(isClose(animator.fractionComplete, 0.4, tolerance: 1e-12))
    }

    @Test func scrubbingPlacesTheValueOnThePathAndPauses() {
        var animator = PropertyAnimator(from: 0.0, to: 200.0, timing: Self.ease)
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        #expect(isClose(animator.value, curvePath(0, 200, .easeInEaseOut, 0.25), tolerance: valueTolerance))
        #expect(animator.fractionComplete == 0.25)
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0.25)
        animator.fractionComplete = 1.7
        #expect(animator.value == 200 && animator.fractionComplete == 1)
        animator.fractionComplete = -3
        #expect(animator.value == 0 && animator.fractionComplete == 0)
        // Scrubbing a running animator pauses it; starting again continues the curve from there.
        animator.start(at: 0)
        animator.update(to: 0.5)
        animator.fractionComplete = 0.1
        #expect(!animator.isRunning && animator.value == curvePath(0, 200, .easeInEaseOut, 0.1))
        #expect(animator.update(to: 3) == animator.value)
        animator.start(at: 3)
        #expect(isClose(animator.update(to: 3.2), curvePath(0, 200, .easeInEaseOut, 0.3), tolerance: valueTolerance))
        // A spring path is scrubbed by time fraction of its settling duration.
        let spring = Spring(response: 0.4, dampingFraction: 0.8)
        var springy = PropertyAnimator(from: 0.0, to: 1.0, timing: .spring(spring))
        springy.fractionComplete = 0.1
        let settle = spring.settlingDuration()
        #expect(isClose(springy.value, spring.value(at: 0.1 * settle), tolerance: valueTolerance))
    }

    @Test func reversingWhileRunningKeepsVelocityAndReturnsToStart() {
        var animator = PropertyAnimator(from: 0.0, to: 100.0, timing: Self.ease)
        let h = 1e-5
        animator.start(at: 0)
        let before = animator.update(to: 0.6 - h)
        let at = animator.update(to: 0.6)
        let velocity = animator.velocity
        animator.isReversed = true
        #expect(animator.targetValue == 0)
        #expect(animator.value == at)
        #expect(isClose(animator.velocity, velocity, tolerance: velocityTolerance))
        let after = animator.update(to: 0.6 + h)
        /// One-sided differences at step h differ by about |acceleration|·h ≈ 600·1e-5.
        #expect(isClose((after - at) / h, (at - before) / h, tolerance: 0.05))
        #expect(velocity > 100)  // it was moving fast toward 100 when reversed
        // The fraction runs back down; the leg lasts the 0.6 of the duration already covered.
        var previous = animator.fractionComplete
        var t = 0.6 + h
        while t < 1.19 {
            t += 0.01
            animator.update(to: t)
            #expect(animator.fractionComplete <= previous)
            previous = animator.fractionComplete
        }
        #expect(animator.state == .active)
        #expect(animator.update(to: 1.2) == 0)
        #expect(animator.state == .inactive && animator.fractionComplete == 0)
    }

    @Test func reversingWhilePausedStartsBackFromRest() {
        var animator = PropertyAnimator(from: 0.0, to: 100.0, timing: Self.ease)
        animator.start(at: 0)
        animator.pause(at: 0.5)
        let held = animator.value
        animator.isReversed = true
        #expect(animator.value == held && animator.state == .active && !animator.isRunning)
        animator.start(at: 2)
        #expect(abs(animator.velocity) < velocityTolerance)
        #expect(animator.update(to: 2.25) < held)
        #expect(animator.update(to: 2.5) == 0)
        #expect(animator.state == .inactive)
        // Reversing a fresh animator points it at where it already is: starting finishes at once.
        var fresh = PropertyAnimator(from: 3.0, to: 4.0, timing: Self.ease)
        fresh.isReversed = true
        fresh.start(at: 0)
        #expect(fresh.state == .inactive && fresh.value == 3)
    }

    @Test(arguments: [AnimationPosition.start, .end, .current])
    func stoppingHoldsTheChosenPosition(position: AnimationPosition) {
        var animator = PropertyAnimator(from: 20.0, to: 80.0, timing: Self.ease)
        animator.start(at: 0)
        animator.update(to: 0.3)
        animator.stop(position, at: 0.4)
        let current = curvePath(20, 80, .easeInEaseOut, 0.4)
        switch position {
        case .start: #expect(animator.value == 20 && animator.fractionComplete == 0)
        case .end: #expect(animator.value == 80 && animator.fractionComplete == 1)
        case .current:
            #expect(isClose(animator.value, current, tolerance: valueTolerance))
            #expect(isClose(animator.fractionComplete, 0.4, tolerance: 1e-12))
        }
        #expect(animator.state == .stopped && animator.velocity == 0)
        let held = animator.value
        #expect(animator.update(to: 1) == held)
        // Starting again moves on from the held value to the end.
        animator.start(at: 2)
        animator.update(to: 2.001)
        #expect(position == .end ? animator.value == 80 : animator.value != held)
        animator.update(to: 4)
        #expect(animator.value == 80 && animator.state == .inactive)
    }

    @Test func continuingWithASpringUsesTheGivenVelocity() {
        var animator = PropertyAnimator(from: 0.0, to: 300.0, timing: Self.ease)
        animator.fractionComplete = 0.4
        let held = animator.value
        animator.continueAnimation(timing: Self.spring, velocity: 900, at: 1)
        #expect(animator.isRunning && animator.value == held && animator.velocity == 900)
        let h = 1e-6
        #expect(isClose((animator.update(to: 1 + h) - held) / h, 900, tolerance: 0.5))
        #expect(animator.timing == Self.ease)  // the animator's own timing is unchanged
        animator.update(to: 1.05)
        #expect(animator.state == .active)
        animator.update(to: 10)
        #expect(animator.value == 300 && animator.state == .inactive && animator.fractionComplete == 1)
    }

    @Test func durationFactorScalesTheRemainingTime() {
        var animator = PropertyAnimator(from: 0.0, to: 1.0, timing: Self.ease)
        animator.start(at: 0)
        animator.pause(at: 0.5)
        animator.continueAnimation(durationFactor: 2, at: 1)
        animator.update(to: 2.99)
        #expect(animator.state == .active && animator.value < 1)
        #expect(isClose(animator.fractionComplete, 0.5 + 0.5 * 1.99 / 2, tolerance: 1e-12))
        animator.update(to: 3)
        #expect(animator.value == 1 && animator.state == .inactive)
    }

    @Test func retargetingKeepsPositionAndVelocityContinuous() {
        let timings: [AnimationTiming] = [
            Self.ease, Self.spring, .curve(.easeIn, duration: 0.3), .curve(.linear, duration: 0.8),
            .spring(Spring(mass: 1, stiffness: 300, damping: 40)),
        ]
        var random = SeededRandom(seed: 2024)
        let h = 1e-5
        for n in 0..<60 {
            let first = timings[n % timings.count], second = timings[(n / timings.count) % timings.count]
            let start = random.point(x: -300...300, y: -300...300)
            var animator = PropertyAnimator(from: start, to: random.point(x: -300...300, y: -300...300), timing: first)
            let t0 = random.double(in: 0...10)
            animator.start(at: t0)
            let tr = t0 + random.double(in: 0.02...0.25)
            let before = animator.update(to: tr - h)
            let at = animator.update(to: tr)
            let velocity = animator.velocity
            var naive = animator
            animator.retarget(to: random.point(x: -300...300, y: -300...300), timing: second, at: tr)
            #expect(animator.value == at)
            #expect(isClose(animator.velocity, velocity, tolerance: velocityTolerance * max(1, velocity.magnitude)))
            let after = animator.update(to: tr + h)
            let left = (at - before) / h, right = (after - at) / h
            /// Accelerations reach ~1e5 points/s² here (a stiff spring over 600 points), so the
            /// one-sided differences at h = 1e-5 may differ by ~1 point/s; a kink would be the
            /// full speed, hundreds of points per second.
            #expect(isClose(left, right, tolerance: 2 + 1e-3 * left.magnitude), "case \(n)")
            // The same retarget from rest would kink: the test can tell.
            naive.retarget(to: animator.endValue, timing: second, velocity: .zero, at: tr)
            let naiveRight = (naive.update(to: tr + h) - at) / h
            #expect(velocity.magnitude < 50 || (naiveRight - left).magnitude > 10, "case \(n)")
            // And it still lands exactly on the new target.
            animator.update(to: tr + 100)
            #expect(animator.value == animator.endValue && animator.state == .inactive)
        }
    }

    @Test func catchingAndFlingingAPage() {
        // A page animates toward 0; a finger catches it (stop at current), drags it, and lets
        // go with a velocity: the new animation leaves with exactly that velocity.
        var animator = PropertyAnimator(from: 320.0, to: 0.0, timing: Self.spring)
        animator.start(at: 0)
        animator.update(to: 0.1)
        animator.stop(.current, at: 0.12)
        #expect(animator.state == .stopped && animator.velocity == 0)
        let caught = animator.value
        #expect(caught < 320 && caught > 0)
        animator.retarget(to: 320, velocity: 1500, at: 0.5)
        #expect(animator.startValue == caught && animator.endValue == 320 && animator.fractionComplete == 0)
        #expect(animator.velocity == 1500)
        animator.update(to: 0.5 + 1e-6)
        #expect(isClose((animator.value - caught) / 1e-6, 1500, tolerance: 0.5))
    }

    @Test func springAnimationSettlesOntoItsTarget() {
        let spring = Spring(response: 0.35, dampingFraction: 0.7)
        var animator = PropertyAnimator(from: 0.0, to: 1.0, timing: .spring(spring))
        animator.start(at: 0)
        let settle = spring.settlingDuration()
        var t = 0.0
        var lastActive = 0.0
        var lastValue = 0.0
        while animator.state == .active && t < 10 {
            t += 1.0 / 240
            lastValue = animator.value
            animator.update(to: t)
            if animator.state == .active {
                lastActive = t
                #expect(isClose(animator.value, spring.value(at: t), tolerance: valueTolerance))
            }
        }
        #expect(animator.value == 1)
        #expect(lastActive < settle && t >= settle && t - settle < 1.0 / 240)
        #expect(abs(lastValue - 1) <= Spring.defaultSettlingThreshold)
    }

    @Test func garbageTimesAreIgnored() {
        var animator = PropertyAnimator(from: 0.0, to: 1.0, timing: Self.ease)
        animator.start(at: .infinity)
        #expect(animator.state == .inactive)
        animator.start(at: 1)
        let value = animator.update(to: 1.5)
        #expect(animator.update(to: .nan) == value)
        #expect(animator.update(to: 1.2) == value)  // time never runs backwards
        #expect(animator.update(to: -.infinity) == value)
        animator.isReversed = true
        animator.continueAnimation(velocity: .nan, at: 1.5)
        #expect(animator.velocity.isFinite)
        for i in 0...100 {
            #expect(animator.update(to: 1.5 + Double(i) / 100).isFinite)
        }
        #expect(animator.value == 0)
    }

    @Test func vectorValuesAnimateComponentwise() {
        let start = SIMD3<Double>(1, -2, 3), end = SIMD3<Double>(-4, 5, 0)
        var animator = PropertyAnimator(from: start, to: end, timing: .curve(.easeOut, duration: 2))
        animator.start(at: 0)
        let value = animator.update(to: 0.5)
        let p = TimingFunction.easeOut.value(at: 0.25)
        #expect(isClose(value, start + (end - start) * p, tolerance: valueTolerance))
        #expect(animator.update(to: 2) == end)
    }
}

@Suite struct InterpolatableTests {
    @Test func conformancesBehaveAsVectors() {
        #expect(2.5.scaled(by: -2) == -5)
        #expect((-3.0).magnitude == 3)
        #expect(SIMD2<Double>(3, 4).magnitude == 5)
        #expect(SIMD3<Double>(2, 3, 6).magnitude == 7)
        #expect(SIMD3<Double>(1, 2, 3).scaled(by: 2) == SIMD3(2, 4, 6))
        #expect(SIMD2<Double>(0, 10).interpolated(to: SIMD2(10, 0), fraction: 0.3) == SIMD2(3, 7))
        #expect(1.0.interpolated(to: 3, fraction: 1.5) == 4)
        #expect(SIMD3<Double>.zero.magnitude == 0)
    }
}
