import PageGeometry
import PageTestSupport
import Testing

/// The radius policy: grows with the drag, yields smoothly to the spine, configurable.
@Suite struct CurlTrackerRadiusTests {
    @Test func defaultsAreXBPageCurls() {
        let policy = RadiusPolicy.default
        #expect(policy == RadiusPolicy(baseRadius: 16, growthRate: 0.125, maximumRadius: .infinity, squeezeSoftness: 0.5))
        #expect(policy.preferredRadius(forDrag: 0) == 16)
        #expect(policy.preferredRadius(forDrag: 80) == 26)
        #expect(CurlTracker(pageSize: SIMD2(300, 400)).radiusPolicy == policy)
        #expect(RadiusPolicy.constant(40).preferredRadius(forDrag: 500) == 40)
        #expect(RadiusPolicy(maximumRadius: 20).preferredRadius(forDrag: 500) == 20)
    }

    @Test func preferredRadiusSanitisesItsInputs() {
        let policy = RadiusPolicy(baseRadius: -1, growthRate: .nan, maximumRadius: .nan)
        #expect(policy.preferredRadius(forDrag: 100) == 0)
        #expect(RadiusPolicy.default.preferredRadius(forDrag: -50) == 16)
        #expect(RadiusPolicy.default.preferredRadius(forDrag: .nan) == 16)
    }

    @Test func overhangStiffensSmallDrags() {
        let policy = RadiusPolicy.default
        #expect(policy.overhangStiffness == 0.25)
        // Nothing beyond the grab (or stiffness off): exactly the grown radius.
        for overhang in [0.0, -50, .nan, -.infinity] {
            #expect(policy.preferredRadius(forDrag: 80, overhang: overhang) == 26)
        }
        #expect(RadiusPolicy(overhangStiffness: 0).preferredRadius(forDrag: 80, overhang: 200) == 26)
        #expect(RadiusPolicy(overhangStiffness: .nan).preferredRadius(forDrag: 80, overhang: 200) == 26)
        // Otherwise a smooth maximum of the grown radius and k·B·√(B/D).
        var rng = SeededRandom(seed: 0x0E4A)
        for _ in 0..<500 {
            let stiffness = rng.double(in: 0.01...3), overhang = Double.exp(rng.double(in: -3...7))
            let drag = Double.exp(rng.double(in: -25...7))
            let p = RadiusPolicy(overhangStiffness: stiffness)
            let grown = p.preferredRadius(forDrag: drag)
            let stiff = stiffness * overhang * (overhang / drag).squareRoot()
            let r = p.preferredRadius(forDrag: drag, overhang: overhang)
            let larger = Swift.max(grown, stiff)
            #expect(r >= larger && r <= 1.1893 * larger && r.isFinite)
            let expected = Double.root(Double.pow(grown, 4) + Double.pow(stiff, 4), 4)
            if expected.isFinite { #expect(abs(r - expected) <= 1e-12 * expected) }
        }
        // Unbounded as the drag vanishes, not capped by the maximum radius.
        #expect(policy.preferredRadius(forDrag: 0, overhang: 100) == .infinity)
        #expect(RadiusPolicy(maximumRadius: 20).preferredRadius(forDrag: 1e-6, overhang: 100) > 1e4)
        #expect(!policy.preferredRadius(forDrag: .nan, overhang: 100).isNaN)
    }

    @Test func squeezeIsASmoothMinimum() {
        var rng = SeededRandom(seed: 0x5C0E)
        for _ in 0..<100 {
            let policy = RadiusPolicy(squeezeSoftness: rng.double(in: 0...1))
            let k = policy.squeezeSoftness
            let limit = Double.exp(rng.double(in: -3...6))
            var previous = 0.0, previousSlope = 1.0
            var bounded = true, exactOutside = true, monotone = true, gradual = true
            let step = limit / 1000
            for i in 1...3000 {
                let preferred = Double(i) * step
                let r = policy.squeezedRadius(preferred: preferred, limit: limit)
                // Never above either argument; exactly one of them outside the blend.
                bounded = bounded && r <= preferred && r <= limit
                if preferred <= (1 - k) * limit * (1 - 1e-12) { exactOutside = exactOutside && r == preferred }
                if preferred >= (1 + k) * limit * (1 + 1e-12) { exactOutside = exactOutside && r == limit }
                // Increasing with a slope in [0, 1] that changes gradually (C¹): no kink bigger
                // than the blend's curvature 1/(2k) allows over one step (k = 0 is a hard minimum).
                let slope = (r - previous) / step
                monotone = monotone && slope >= -1e-9 && slope <= 1 + 1e-9
                if k > 0.05, i > 1 { gradual = gradual && abs(slope - previousSlope) <= 2 * step / (k * limit) + 1e-6 }
                previous = r
                previousSlope = slope
            }
            #expect(bounded && exactOutside && monotone && gradual, "softness \(k) limit \(limit)")
        }
    }

    @Test func squeezeHandlesEdgeValues() {
        let policy = RadiusPolicy.default
        #expect(policy.squeezedRadius(preferred: 10, limit: 0) == 0)
        #expect(policy.squeezedRadius(preferred: 0, limit: 10) == 0)
        #expect(policy.squeezedRadius(preferred: 10, limit: .infinity) == 10)
        #expect(policy.squeezedRadius(preferred: .infinity, limit: 10) == 10)
        #expect(policy.squeezedRadius(preferred: .nan, limit: 10) == 0)
        #expect(policy.squeezedRadius(preferred: 10, limit: .nan) == 0)
        #expect(RadiusPolicy(squeezeSoftness: 0).squeezedRadius(preferred: 10, limit: 9) == 9)
        #expect(RadiusPolicy(squeezeSoftness: 0).squeezedRadius(preferred: 8, limit: 9) == 8)
    }

    @Test func radiusFollowsTheDragThenYieldsToTheSpine() {
        // A right-edge grab dragged straight left across the page: the radius grows as 16 + D/8
        // while the spine is far, then eases down to a crease as the page lands on the left.
        let page = SIMD2(320.0, 480.0)
        let tracker = CurlTracker(pageSize: page)
        let grab = SIMD2(320.0, 240)
        var radii: [Double] = []
        for i in 0...640 {
            let solution = tracker.solve(grab: grab, finger: grab - SIMD2(Double(i), 0))
            #expect(solution.radius <= solution.preferredRadius && solution.radius <= solution.radiusLimit)
            if i > 0 && i < 200 { #expect(solution.radius == 16 + Double(i) / 8) }
            radii.append(solution.radius)
        }
        #expect(radii.last == 0)
        let peak = radii.indices.max { radii[$0] < radii[$1] }!
        #expect(peak > 200 && peak < 640)
        // Rises to the peak, then falls, without kinks: the slope changes little per step.
        for i in 2..<radii.count {
            let slope = radii[i] - radii[i - 1], previous = radii[i - 1] - radii[i - 2]
            if i > 1 && i <= peak { #expect(slope >= -1e-9) }
            if i > peak { #expect(slope <= 1e-9) }
            if i > 2 { #expect(abs(slope - previous) <= 0.05) }
        }
    }

    @Test func radiusLimitIsWhatKeepsTheSpineFlat() {
        // Solved at the limit itself (softness 0, a policy far above it), the binding spine end
        // lies on the axis: a slightly larger radius would lift it.
        var rng = SeededRandom(seed: 0x11A1)
        var checked = 0
        for _ in 0..<300 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: RadiusPolicy(baseRadius: 1e6, growthRate: 0, squeezeSoftness: 0))
            let finger = rng.point(x: -page.x...page.x, y: 0...page.y)
            guard TrackingCases.isReachable(finger, grab: grab, page: page, slack: 1) else { continue }
            let solution = tracker.solve(grab: grab, finger: finger)
            guard solution.placement != .rest else { continue }
            checked += 1
            #expect(solution.radius == solution.radiusLimit)
            let d = solution.deformation
            let deepest = Swift.max(d.signedDistance(of: SIMD2(0, 0)), d.signedDistance(of: SIMD2(0, page.y)))
            #expect(deepest <= 0 && deepest >= -1e-6 * page.y)
        }
        #expect(checked > 100)
    }
}
