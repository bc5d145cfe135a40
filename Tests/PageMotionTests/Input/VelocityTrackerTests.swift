import PageMotion
import PageTestSupport
import Testing

/// Noise-free fits reproduce a line or a parabola up to rounding in sums of ~30 terms of size
/// ~1e3 divided by window-scaled determinants: far below a thousandth of a point per second.
private let exactFitTolerance = 1e-6

/// A synthetic gesture: positions of `path` at irregular times (steps uniform in 4-14 ms, i.e.
/// 70-250 Hz), each coordinate jittered uniformly by up to `jitter` points.
private func gesture(
    seed: UInt64, duration: Double = 0.3, jitter: Double, path: (Double) -> SIMD2<Double>
) -> [(time: Double, position: SIMD2<Double>)] {
    var random = SeededRandom(seed: seed)
    var samples: [(Double, SIMD2<Double>)] = []
    var t = random.double(in: 0...100)
    let end = t + duration
    let origin = t
    while t < end {
        let noise = random.point(x: -jitter...jitter, y: -jitter...jitter)
        samples.append((t, path(t - origin) + noise))
        t += random.double(in: 0.004...0.014)
    }
    return samples
}

private func track(_ samples: [(time: Double, position: SIMD2<Double>)], fit: VelocityTracker.Fit = .quadratic)
    -> VelocityTracker
{
    var tracker = VelocityTracker(fit: fit)
    for sample in samples { tracker.addSample(sample.position, at: sample.time) }
    return tracker
}

@Suite struct VelocityTrackerTests {
    /// With ±0.5 pt jitter and ~10 samples in the 100 ms window, the linear fit's slope has a
    /// standard deviation of ~3 pt/s and the quadratic fit's endpoint derivative ~4 times that;
    /// these bounds sit at about 4 standard deviations, against flings of hundreds of pt/s.
    static let linearNoiseTolerance = 15.0
    static let quadraticNoiseTolerance = 50.0

    @Test func constantVelocityWithJitterAndIrregularSampling() {
        let velocity = SIMD2<Double>(800, -350)
        for seed in UInt64(1)...30 {
            let samples = gesture(seed: seed, jitter: 0.5) { t in SIMD2(100, 200) + velocity * t }
            let quadratic = track(samples).velocity
            let linear = track(samples, fit: .linear).velocity
            #expect((quadratic - velocity).magnitude <= Self.quadraticNoiseTolerance, "seed \(seed): \(quadratic)")
            #expect((linear - velocity).magnitude <= Self.linearNoiseTolerance, "seed \(seed): \(linear)")
        }
    }

    @Test func acceleratingMotionIsMeasuredAtTheLatestSample() {
        let v0 = SIMD2<Double>(100, 50), a = SIMD2<Double>(3000, -2000)
        for seed in UInt64(100)...130 {
            let samples = gesture(seed: seed, jitter: 0.5) { t in v0 * t + 0.5 * a * t * t }
            let elapsed = samples.last!.time - samples.first!.time
            let truth = v0 + a * elapsed
            let quadratic = track(samples).velocity
            let linear = track(samples, fit: .linear).velocity
            #expect((quadratic - truth).magnitude <= Self.quadraticNoiseTolerance, "seed \(seed)")
            // A line averages over the window, lagging by about |a|·window/2 = 180 pt/s.
            #expect((linear - truth).magnitude > 2 * (quadratic - truth).magnitude, "seed \(seed)")
        }
    }

    @Test func noiseFreeFitsAreExact() {
        let line = gesture(seed: 7, jitter: 0) { t in SIMD2(-40, 12) + SIMD2(-1200, 640) * t }
        #expect(isClose(track(line).velocity, SIMD2(-1200, 640), tolerance: exactFitTolerance))
        #expect(isClose(track(line, fit: .linear).velocity, SIMD2(-1200, 640), tolerance: exactFitTolerance))
        let parabola = gesture(seed: 8, jitter: 0) { t in SIMD2(300, -200) * t + SIMD2(-900, 4000) * t * t }
        let elapsed = parabola.last!.time - parabola.first!.time
        let truth = SIMD2<Double>(300, -200) + 2 * SIMD2<Double>(-900, 4000) * elapsed
        #expect(isClose(track(parabola).velocity, truth, tolerance: exactFitTolerance))
        // Far from the origin, positions lose no precision (they are taken relative to the latest).
        let far = gesture(seed: 9, jitter: 0) { t in SIMD2(1e7, -1e7) + SIMD2(500, 500) * t }
        #expect(isClose(track(far).velocity, SIMD2(500, 500), tolerance: 1e-3))
    }

    /// A fast move that eases into a dead stop: a parabola fitted to it turns back at the stop
    /// (about +640 pt/s here), but the finger has stopped, so the quadratic fit reads zero along
    /// x (the line, the window's average, still says where it went). Along y, where the finger
    /// sped up to the end, the parabola's slope stands.
    @Test func aFingerThatStopsDeadReadsAsStopped() {
        var tracker = VelocityTracker()
        var line = VelocityTracker(fit: .linear)
        let xs: [Double] = [0, -80, -160, -240, -320, -380, -400, -400, -400]
        for (i, x) in xs.enumerated() {
            let position = SIMD2(x, 30 * Double(i * i))
            tracker.addSample(position, at: Double(i) * 0.01)
            line.addSample(position, at: Double(i) * 0.01)
        }
        #expect(tracker.velocity.x == 0, "\(tracker.velocity)")
        #expect(line.velocity.x < -1000, "\(line.velocity)")
        #expect(tracker.velocity.y > line.velocity.y + 100, "\(tracker.velocity) against the line's \(line.velocity)")
    }

    @Test func manySamplesWrapTheRingBuffer() {
        var tracker = VelocityTracker()
        for i in 0..<500 {
            let t = Double(i) / 1000
            tracker.addSample(SIMD2(250 * t, -75 * t), at: t)
        }
        #expect(isClose(tracker.velocity, SIMD2(250, -75), tolerance: exactFitTolerance))
        #expect(tracker.latestTime == 0.499)
    }

    @Test func garbageSamplesAreIgnored() {
        let clean = gesture(seed: 11, jitter: 0.5) { t in SIMD2(600 * t, 900 * t) }
        var tracker = VelocityTracker()
        var random = SeededRandom(seed: 12)
        for (time, position) in clean {
            tracker.addSample(position, at: time)
            // Interleave out-of-order, duplicated and non-finite samples.
            tracker.addSample(random.point(x: -1e6...1e6, y: -1e6...1e6), at: time - random.double(in: 0...0.05))
            tracker.addSample(random.point(x: -1e6...1e6, y: -1e6...1e6), at: time)
            tracker.addSample(SIMD2(.nan, 0), at: time + 0.001)
            tracker.addSample(SIMD2(0, .infinity), at: time + 0.001)
            tracker.addSample(position, at: .nan)
            tracker.addSample(position, at: -.infinity)
            #expect(!tracker.velocity.x.isNaN && !tracker.velocity.y.isNaN)
        }
        #expect(tracker.velocity == track(clean).velocity)
        #expect(tracker.latestTime == clean.last!.time && tracker.latestPosition == clean.last!.position)
    }

    @Test func tooLittleDataGivesZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero && tracker.latestTime == nil)
        tracker.addSample(SIMD2(10, 10), at: 1)
        #expect(tracker.velocity == .zero)
        // Two samples closer than the minimum span read as no motion, not as a huge fling.
        tracker.addSample(SIMD2(11, 10), at: 1 + VelocityTracker.minimumSpan / 2)
        #expect(tracker.velocity == .zero)
        // Two samples far enough apart give the difference quotient.
        tracker.reset()
        tracker.addSample(SIMD2(10, 10), at: 1)
        tracker.addSample(SIMD2(12, 6), at: 1.01)
        #expect(isClose(tracker.velocity, SIMD2(200, -400), tolerance: exactFitTolerance))
        // A pause longer than the window leaves a single recent sample: zero again.
        tracker.addSample(SIMD2(50, 50), at: 1.5)
        #expect(tracker.velocity == .zero)
        tracker.reset()
        #expect(tracker.velocity == .zero && tracker.latestPosition == nil)
    }

    @Test func staleVelocityReadsAsZero() {
        let samples = gesture(seed: 21, jitter: 0) { t in SIMD2(400 * t, 0) }
        let tracker = track(samples)
        let latest = tracker.latestTime!
        #expect(tracker.velocity(at: latest + 0.05) == tracker.velocity)
        #expect(tracker.velocity(at: latest + 0.2) == .zero)
        #expect(tracker.velocity(at: .nan) == .zero)
        #expect(isClose(tracker.velocity.x, 400, tolerance: exactFitTolerance))
    }

    @Test func windowIsClamped() {
        #expect(VelocityTracker(window: .nan).window == 0.1)
        #expect(VelocityTracker(window: 5).window == 1)
        #expect(VelocityTracker(window: 0).window == 0.01)
        #expect(VelocityTracker(window: 0.05, fit: .linear).fit == .linear)
    }
}
