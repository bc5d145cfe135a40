import PageMotion
import PageTestSupport
import RealModule
import Testing

/// Integrates `m·x'' + c·x' + k·x = 0` with classical RK4 and step `dt`, calling `visit` with
/// (time, displacement, velocity) after every step.
func integrateSpring(
    _ spring: Spring, displacement: Double, velocity: Double, duration: Double, step dt: Double,
    visit: (Double, Double, Double) -> Void
) {
    func acceleration(_ x: Double, _ v: Double) -> Double {
        -(spring.stiffness * x + spring.damping * v) / spring.mass
    }
    var x = displacement, v = velocity
    let steps = Int((duration / dt).rounded())
    for n in 1...steps {
        let k1x = v, k1v = acceleration(x, v)
        let k2x = v + 0.5 * dt * k1v, k2v = acceleration(x + 0.5 * dt * k1x, v + 0.5 * dt * k1v)
        let k3x = v + 0.5 * dt * k2v, k3v = acceleration(x + 0.5 * dt * k2x, v + 0.5 * dt * k2v)
        let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
        x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        visit(Double(n) * dt, x, v)
    }
}

@Suite struct SpringTests {
    /// Springs covering every regime, including both sides of critical damping by a hair (where a
    /// naive formula divides by almost zero) and an undamped one.
    static let cases: [(String, Spring)] = [
        ("under", Spring(mass: 1, stiffness: 100, damping: 6)),
        ("CA default", Spring()),
        ("critical", Spring(mass: 2, stiffness: 200, damping: 2 * (200.0 * 2).squareRoot())),
        ("just under", Spring(response: 0.4, dampingFraction: 1 - 1e-9)),
        ("just over", Spring(response: 0.4, dampingFraction: 1 + 1e-9)),
        ("over", Spring(mass: 1, stiffness: 50, damping: 40)),
        ("very over", Spring(response: 0.3, dampingFraction: 12)),
        ("undamped", Spring(mass: 1, stiffness: 40, damping: 0)),
    ]

    @Test func perceptualParametersFollowSwiftUI() {
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        let omega = 2 * Double.pi / 0.5
        #expect(spring.mass == 1)
        #expect(isClose(spring.stiffness, omega * omega, tolerance: 1e-9))
        #expect(isClose(spring.damping, 4 * Double.pi * 0.7 / 0.5, tolerance: 1e-12))
        #expect(isClose(spring.dampingRatio, 0.7, tolerance: 1e-12))
        #expect(isClose(spring.response, 0.5, tolerance: 1e-12))
        #expect(isClose(spring.naturalFrequency, omega, tolerance: 1e-12))
    }

    @Test func physicalParametersFollowCoreAnimation() {
        let spring = Spring()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
        #expect(isClose(spring.dampingRatio, 0.5, tolerance: 1e-15))
        let garbage = Spring(mass: .nan, stiffness: -.infinity, damping: -3)
        #expect(garbage.mass == 1 && garbage.stiffness == 100 && garbage.damping == 0)
        #expect(Spring(mass: 0, stiffness: 0, damping: 1).stiffness == Spring.minimumParameter)
        #expect(Spring(response: .nan, dampingFraction: .nan) == Spring(response: 0.5, dampingFraction: 0.825))
    }

    @Test(arguments: cases)
    func closedFormMatchesRungeKutta(name: String, spring: Spring) {
        /// RK4 with dt = 1e-4 on these frequencies (ω ≤ 50 rad/s, stiff rates ≤ 500/s) has a
        /// global error below 1e-8 relative to the motion's scale of about 1-10.
        let tolerance = 1e-7
        for (x0, v0) in [(1.0, 0.0), (-0.5, 7.0), (0.0, -3.0)] {
            var worst = 0.0
            integrateSpring(spring, displacement: x0, velocity: v0, duration: 1.5, step: 1e-4) { t, x, v in
                let closed = spring.state(at: t, displacement: x0, velocity: v0)
                let velocityError = abs(closed.velocity - v) / max(1, spring.naturalFrequency)
                worst = max(worst, abs(closed.displacement - x), velocityError)
            }
            #expect(worst <= tolerance, "\(name) from (\(x0), \(v0)): \(worst)")
        }
    }

    @Test func nearCriticalDampingIsContinuous() {
        // Just under, exactly at and just over critical damping agree to within the change in ζ.
        let under = Spring(response: 0.4, dampingFraction: 1 - 1e-9)
        let critical = Spring(response: 0.4, dampingFraction: 1)
        let over = Spring(response: 0.4, dampingFraction: 1 + 1e-9)
        for i in 0...100 {
            let t = Double(i) / 50
            let c = critical.state(at: t, displacement: 1, velocity: -2)
            for other in [under, over] {
                let s = other.state(at: t, displacement: 1, velocity: -2)
                #expect(isClose(s.displacement, c.displacement, tolerance: 1e-7))
                #expect(isClose(s.velocity, c.velocity, tolerance: 1e-6))
            }
        }
    }

    @Test func normalisedVelocityIsDistancePerSecond() {
        let spring = Spring(response: 0.45, dampingFraction: 0.8)
        // A move over 250 points that starts at 500 points per second has normalised velocity 2.
        let distance = 250.0, speed = 500.0
        let normalised = speed / distance
        #expect(spring.value(at: 0, initialVelocity: normalised) == 0)
        #expect(isClose(spring.velocity(at: 0, initialVelocity: normalised), normalised, tolerance: 1e-12))
        for i in 0...60 {
            let t = Double(i) / 60
            let physical = distance + spring.state(at: t, displacement: -distance, velocity: speed).displacement
            #expect(isClose(spring.value(at: t, initialVelocity: normalised) * distance, physical, tolerance: 1e-9))
            let step = 1e-6
            let difference = (spring.value(at: t + step, initialVelocity: normalised)
                - spring.value(at: t - step, initialVelocity: normalised)) / (2 * step)
            if t > 0 {
                #expect(isClose(spring.velocity(at: t, initialVelocity: normalised), difference, tolerance: 1e-5))
            }
        }
        // A damped spring ends at its target.
        #expect(isClose(spring.value(at: 20), 1, tolerance: 1e-12))
        #expect(spring.value(at: .infinity) == 1)
        #expect(spring.value(at: .nan) == 0)
        #expect(spring.value(at: -1) == 0)
    }

    @Test(arguments: cases.filter { $0.1.damping > 0 })
    func settlingDurationIsWhereMotionStaysWithinThreshold(name: String, spring: Spring) {
        let threshold = 1e-3
        for velocity in [0.0, 3.0, -4.0, 20.0] {
            let settle = spring.settlingDuration(initialVelocity: velocity, threshold: threshold)
            #expect(settle > 0 && settle.isFinite)
            // After settling, the displacement stays within the threshold (checked densely).
            var stays = true
            for i in 0...20_000 {
                let t = settle + Double(i) * 1e-4 * max(settle, 0.1)
                stays = stays && abs(1 - spring.value(at: t, initialVelocity: velocity)) <= threshold
            }
            #expect(stays, "\(name) v=\(velocity)")
            // ...and it is not wildly conservative: the displacement still exceeded the threshold
            // within the time the decay envelope e^{-σt} takes to fall by a factor of 4.
            let zeta = spring.dampingRatio, omega = spring.naturalFrequency
            let rate = zeta < 1 ? zeta * omega : zeta > 1 ? omega / (zeta + (zeta * zeta - 1).squareRoot()) : omega
            let slack = Double.log(4) / rate
            var lastAbove = 0.0
            for i in 0...20_000 {
                let t = settle * Double(i) / 20_000
                if abs(1 - spring.value(at: t, initialVelocity: velocity)) > threshold { lastAbove = t }
            }
            #expect(settle - lastAbove <= slack, "\(name) v=\(velocity): settles \(settle), last above \(lastAbove)")
        }
    }

    @Test func settlingDurationSpecialCases() {
        let spring = Spring()
        #expect(spring.settlingDuration(displacement: 0, velocity: 0, threshold: 1e-3) == 0)
        #expect(spring.settlingDuration(displacement: 1e-4, velocity: 0, threshold: 1e-3) == 0)
        #expect(Spring(mass: 1, stiffness: 10, damping: 0).settlingDuration() == .infinity)
        #expect(spring.settlingDuration(displacement: .nan, velocity: .infinity, threshold: .nan) == 0)
        // A tighter threshold takes longer; a larger move takes longer.
        #expect(spring.settlingDuration(threshold: 1e-4) > spring.settlingDuration(threshold: 1e-3))
        #expect(
            spring.settlingDuration(displacement: 10, velocity: 0, threshold: 1e-3)
                > spring.settlingDuration(displacement: 1, velocity: 0, threshold: 1e-3))
        // Under-damped from rest: the envelope's closed form ln(A/ε)/σ with A = sqrt(1 + (σ/ω_d)²).
        let sigma = 5.0, omegaD = (100.0 - 25).squareRoot()
        let amplitude = (1 + (sigma / omegaD) * (sigma / omegaD)).squareRoot()
        #expect(isClose(spring.settlingDuration(), Double.log(amplitude / 1e-3) / sigma, tolerance: 1e-12))
    }

    @Test func timeScalingSlowsTheMotion() {
        let spring = Spring(response: 0.3, dampingFraction: 0.6)
        guard case .spring(let slow) = AnimationTiming.spring(spring).scaled(durationBy: 2.5) else {
            Issue.record("a scaled spring timing is still a spring")
            return
        }
        #expect(isClose(slow.dampingRatio, spring.dampingRatio, tolerance: 1e-12))
        for i in 0...40 {
            let t = Double(i) / 40
            #expect(isClose(slow.value(at: 2.5 * t), spring.value(at: t), tolerance: 1e-12))
        }
        #expect(isClose(slow.settlingDuration(), 2.5 * spring.settlingDuration(), tolerance: 1e-9))
    }
}
