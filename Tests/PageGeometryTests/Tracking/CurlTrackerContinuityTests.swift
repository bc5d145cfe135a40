import PageGeometry
import PageTestSupport
import Testing

/// The curl is a continuous function of the finger, everywhere: refining the finger's steps along
/// a path shrinks the largest vertex motion per step with them, which a jump would not do.
///
/// Next to the grab the curl is continuous but can be steeper than a fixed step resolves (a
/// forced steepness, see ``forcedScale(_:page:)``), so besides refining whole paths every large
/// step is bisected toward its steepest part until the fingers are nanometres apart.
@Suite struct CurlTrackerContinuityTests {
    /// A finger path: a polyline sampled every `step` points of arc length.
    struct Path {
        var waypoints: [SIMD2<Double>]

        func samples(step: Double) -> [SIMD2<Double>] {
            var points = [waypoints[0]]
            for (a, b) in zip(waypoints, waypoints.dropFirst()) {
                let length = TrackingCases.distance(a, b)
                let count = Swift.max(1, Int((length / step).rounded(.up)))
                for k in 1...count { points.append(a + (b - a) * (Double(k) / Double(count))) }
            }
            return points
        }
    }

    /// What a solution's state is, to count the transitions a path crosses.
    struct State: Equatable {
        var clamped: Bool, placement: CurlTracker.Solution.Placement
        /// Which part of the radius policy's smooth minimum is in use: the preferred radius (0),
        /// the blend (1), or the spine's limit (2); see ``RadiusPolicy``.
        var band: Int
        init(_ s: CurlTracker.Solution, policy: RadiusPolicy) {
            clamped = s.isClamped; placement = s.placement
            let k = Swift.min(Swift.max(policy.squeezeSoftness, 0), 1)
            let x = s.radiusLimit > 0 ? s.preferredRadius / s.radiusLimit : .infinity
            band = x <= 1 - k ? 0 : x >= 1 + k ? 2 : 1
        }
    }

    /// The largest vertex motion between consecutive fingers.
    static func largestStep(_ fingers: [SIMD2<Double>], tracker: CurlTracker, grab: SIMD2<Double>, grid: [SIMD2<Double>]) -> Double {
        var previous = tracker.deformation(grab: grab, finger: fingers[0])
        var largest = 0.0
        for finger in fingers.dropFirst() {
            let current = tracker.deformation(grab: grab, finger: finger)
            largest = Swift.max(largest, TrackingCases.motion(previous, current, grid: grid))
            previous = current
        }
        return largest
    }

    /// A random radius policy with a random (nonzero) overhang stiffness.
    static func policy(_ rng: inout SeededRandom) -> RadiusPolicy {
        if Bool.random(using: &rng) { return .default }
        var policy = TrackingCases.policy(&rng)
        policy.overhangStiffness = rng.double(in: 0.05...2)
        return policy
    }

    /// The drag over which even the best single cylinder turns from folding the page beyond the
    /// grab over to leaving it flat, for the effective finger of `s`: `L³/B²` with `L` the
    /// spine's reach and `B > 0` the overhang along the curl direction (+∞ without overhang).
    /// Every cylinder that puts the grab exactly under the finger, spine fixed, moves the page by
    /// at least `min(0.78·B, 0.496·B²·√D/L^(3/2))` (<doc:FingerTracking>), so a finger step
    /// longer than this scale next to the grab cannot show the curl shrinking with the step.
    static func forcedScale(_ s: CurlTracker.Solution, page: SIMD2<Double>) -> Double {
        guard s.drag > 0 else { return .infinity }
        let n = (s.grab - s.finger) / s.drag
        let overhang = TrackingCases.overhang(s.grab, along: n, page: page)
        guard overhang > 0 else { return .infinity }
        let reach = Swift.max(TrackingCases.reach(s.grab, along: n, page: page), 0)
        return reach * reach * reach / (overhang * overhang)
    }

    /// Halves the step from `a` to `b` `times` times, each time keeping the half across which
    /// the page moves more, and returns the motion across the last step: tends to 0 where the
    /// curl is continuous, stays put at a jump.
    static func motionAfterBisecting(_ a: SIMD2<Double>, _ b: SIMD2<Double>, times: Int, tracker: CurlTracker,
                                     grab: SIMD2<Double>, grid: [SIMD2<Double>]) -> Double {
        var low = a, high = b
        var lowCurl = tracker.deformation(grab: grab, finger: low), highCurl = tracker.deformation(grab: grab, finger: high)
        for _ in 0..<times {
            let mid = 0.5 * (low + high)
            let midCurl = tracker.deformation(grab: grab, finger: mid)
            if TrackingCases.motion(lowCurl, midCurl, grid: grid) >= TrackingCases.motion(midCurl, highCurl, grid: grid) {
                high = mid; highCurl = midCurl
            } else {
                low = mid; lowCurl = midCurl
            }
        }
        return TrackingCases.motion(lowCurl, highCurl, grid: grid)
    }

    @Test func randomPathsRefine() {
        // Sixteen times finer steps: a Lipschitz curl moves 1/16 as much per step, one that
        // vanishes like √D at the grab (the best any cylinder can do, see CurlTrackerSmallDragTests)
        // 1/4, a right-edge start (D^(2/3)) about 1/6; a jump does not shrink.
        //
        // Every path is checked: through the grab itself, into the lens corner's normal cone,
        // across the cuts next to the grab, along the lens's arcs. Where the curl is steeper than
        // the coarse step resolves (next to the grab, within 16 steps, where the forced scale
        // L³/B² is below the step), refining is not expected to show yet; there each of the
        // path's steps that moves the page by more than a point is bisected 30 times instead
        // (fingers ~1e-9 pt apart): the page must then move by less than 1e-6 pt, or, where the
        // step touches the grab (the curl vanishes like √drag there), ten fewer halvings must
        // have moved it at least ten times as much (√ gives 32 times).
        let wanted = 60, coarseStep = 2.0, refinement = 16.0, allowedRatio = 0.4
        var rng = SeededRandom(seed: 0xC0171)
        var refinedPaths = 0, bisectedPaths = 0, throughGrab = 0, worst = 0.0
        var transitions = (clamp: 0, placement: 0, squeeze: 0)
        for attempt in 0..<wanted {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: Self.policy(&rng))
            func anywhere() -> SIMD2<Double> { rng.point(x: -1.4 * page.x...1.3 * page.x, y: -0.4 * page.y...1.4 * page.y) }
            let waypoints: [SIMD2<Double>]
            let kind = attempt % 3
            switch kind {
            // Anywhere: across the lens's edge, the fold and the radius bands.
            case 0: waypoints = (0..<3).map { _ in anywhere() }
            // Through the grab itself (zero drag), in and out of the tracked region.
            case 1: waypoints = [TrackingCases.lensPoint(&rng, grab: grab, page: page), grab, anywhere()]
            // Within a few points of the grab, then anywhere.
            default: waypoints = [TrackingCases.lensPoint(&rng, grab: grab, page: page),
                                  grab + rng.point(x: -3...3, y: -3...3), anywhere()]
            }
            let path = Path(waypoints: waypoints)
            let fine = path.samples(step: coarseStep / refinement)
            let solutions = fine.map { tracker.solve(grab: grab, finger: $0) }
            if kind == 1 { throughGrab += 1 }
            for (a, b) in zip(solutions, solutions.dropFirst()) {
                if a.isClamped != b.isClamped { transitions.clamp += 1 }
                if a.placement != b.placement { transitions.placement += 1 }
                if a.isRadiusSqueezed != b.isRadiusSqueezed { transitions.squeeze += 1 }
            }
            let grid = TrackingCases.grid(page)
            let steep = solutions.contains {
                $0.drag < 16 * coarseStep && ($0.isClamped || Self.forcedScale($0, page: page) < coarseStep)
            }
            if steep {
                bisectedPaths += 1
                let coarse = path.samples(step: coarseStep)
                for (a, b) in zip(coarse, coarse.dropFirst()) {
                    let before = TrackingCases.motion(tracker.deformation(grab: grab, finger: a),
                                                      tracker.deformation(grab: grab, finger: b), grid: grid)
                    guard before > 1 else { continue }
                    let after = Self.motionAfterBisecting(a, b, times: 30, tracker: tracker, grab: grab, grid: grid)
                    let earlier = after < 1e-6 ? 1 : Self.motionAfterBisecting(a, b, times: 20, tracker: tracker, grab: grab, grid: grid)
                    #expect(after < 1e-6 || after <= 0.1 * earlier, "step \(a) → \(b) moved \(before), after bisecting \(after): page \(page) grab \(grab) policy \(tracker.radiusPolicy)")
                }
                continue
            }
            refinedPaths += 1
            let coarse = Self.largestStep(path.samples(step: coarseStep), tracker: tracker, grab: grab, grid: grid)
            let refined = Self.largestStep(fine, tracker: tracker, grab: grab, grid: grid)
            #expect(coarse > 0)
            #expect(refined <= allowedRatio * coarse, "page \(page) grab \(grab) path \(path.waypoints) policy \(tracker.radiusPolicy)")
            worst = Swift.max(worst, refined / coarse)
        }
        // Both checks ran on many paths, some through zero drag.
        #expect(throughGrab >= 10 && refinedPaths >= 15 && bisectedPaths >= 15, "\(refinedPaths) \(bisectedPaths)")
        // The paths cross the tracked region's edge, leave and enter the curve, and get squeezed.
        #expect(transitions.clamp > 0 && transitions.placement > 0 && transitions.squeeze > 0)
        // And some see the √D profile at the grab (ratio about 1/4), not only Lipschitz steps (1/16).
        #expect(worst > 0.2)
    }

    @Test func pathsAlongTheLensArcsThroughTheGrab() {
        // The finger runs along each arc of the reachable lens (about a spine end, through the
        // grab) from well inside the page's reach, through the grab and beyond, and along the
        // line from each spine end through the grab: where exact tracking would force a crease
        // that folds page over however small the drag. With the cuts every step shrinks under
        // bisection.
        var rng = SeededRandom(seed: 0xA4C5)
        var checked = 0
        for _ in 0..<40 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            guard grab.x > 1 else { continue }
            let tracker = CurlTracker(pageSize: page, radiusPolicy: Self.policy(&rng))
            let grid = TrackingCases.grid(page)
            for end in [SIMD2(0.0, 0), SIMD2(0, page.y)] {
                let radius = TrackingCases.distance(grab, end)
                let start = Double.atan2(y: grab.y - end.y, x: grab.x - end.x)
                let arc = (-20...20).map { k -> SIMD2<Double> in
                    let angle = start + Double(k) * 1.0 / radius   // 1 pt along the arc a step
                    return end + radius * SIMD2(Double.cos(angle), Double.sin(angle))
                }
                let radial = (grab - end) / radius
                let line = (-20...20).map { grab + Double($0) * radial }
                for fingers in [arc, line] {
                    for (a, b) in zip(fingers, fingers.dropFirst()) {
                        let after = Self.motionAfterBisecting(a, b, times: 30, tracker: tracker, grab: grab, grid: grid)
                        // Through the grab the curl vanishes like √drag (see randomPathsRefine).
                        if after >= 1e-6 {
                            let earlier = Self.motionAfterBisecting(a, b, times: 20, tracker: tracker, grab: grab, grid: grid)
                            #expect(after <= 0.1 * earlier, "\(a) → \(b): \(earlier) then \(after) grab \(grab) page \(page)")
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 4000)
    }

    @Test func everyTransitionShrinksUnderBisection() {
        // At each change of state (clamping, placement on the cylinder, radius policy band) between
        // two fingers 1 pt apart, halve the step 30 times around the change: the fingers end
        // ~1e-9 pt apart, so any finite slope (up to 1e4, far above the steepest seen, ~50 near
        // the reachable region's edge) moves the page less than 1e-5 pt across; a jump does not.
        // Where a change leaves the page at rest (a finger clamped to the grab on one side, onto
        // a cut next to it on the other) the curl vanishes like √drag, the best any cylinder can
        // do (and like drag^(1/3) where the spine squeezes it): there the last ten halvings must
        // have shrunk the motion at least fourfold (√ gives 32-fold, a cube root 10-fold; a jump
        // does not shrink), or left it below 1e-4 pt.
        var rng = SeededRandom(seed: 0xB15E)
        var checked: [String: Int] = [:]
        for _ in 0..<150 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: Self.policy(&rng))
            let grid = TrackingCases.grid(page)
            let fingers = Path(waypoints: (0..<2).map { _ in
                rng.point(x: -1.4 * page.x...1.3 * page.x, y: -0.4 * page.y...1.4 * page.y)
            }).samples(step: 1)
            for (a, b) in zip(fingers, fingers.dropFirst()) {
                let sa = tracker.solve(grab: grab, finger: a), sb = tracker.solve(grab: grab, finger: b)
                guard State(sa, policy: tracker.radiusPolicy) != State(sb, policy: tracker.radiusPolicy) else { continue }
                let kind = sa.isClamped != sb.isClamped ? "clamp" : sa.placement != sb.placement ? "placement" : "radius"
                checked[kind, default: 0] += 1
                var low = a, high = b
                let stateAtLow = State(sa, policy: tracker.radiusPolicy)
                var acrossAt20 = 0.0
                for step in 0..<30 {
                    if step == 20 {
                        acrossAt20 = TrackingCases.motion(
                            tracker.deformation(grab: grab, finger: low), tracker.deformation(grab: grab, finger: high), grid: grid)
                    }
                    let mid = 0.5 * (low + high)
                    if State(tracker.solve(grab: grab, finger: mid), policy: tracker.radiusPolicy) == stateAtLow { low = mid } else { high = mid }
                }
                let across = TrackingCases.motion(
                    tracker.deformation(grab: grab, finger: low), tracker.deformation(grab: grab, finger: high), grid: grid)
                if across <= 1e-5 { continue }
                let atRest = sa.placement == .rest || sb.placement == .rest
                #expect(atRest, "\(kind) at \(low) grab \(grab) page \(page) policy \(tracker.radiusPolicy): \(across)")
                #expect(across <= Swift.max(0.25 * acrossAt20, 1e-4), "\(kind) at \(low) grab \(grab) page \(page): \(acrossAt20) then \(across)")
                checked["√ at rest", default: 0] += 1
            }
        }
        #expect(checked["clamp", default: 0] > 10 && checked["placement", default: 0] > 10 && checked["radius", default: 0] > 10)
    }

    @Test func dragsFromTheRightEdgeTowardTheSpineStartSmoothly() {
        // Corner and right-edge grabs dragged into the page: the page lies wholly behind the grab
        // in the curl direction (no overhang), so the curl vanishes with the drag.
        let page = SIMD2(320.0, 480.0)
        let tracker = CurlTracker(pageSize: page)
        let grid = TrackingCases.grid(page, 9)
        let rest = tracker.deformation(grab: SIMD2(320, 480), finger: SIMD2(320, 480))
        for (grab, direction) in [
            (SIMD2(320.0, 480), SIMD2(-1.0, -0.5)), (SIMD2(320.0, 0), SIMD2(-1.0, 0.7)),
            (SIMD2(320.0, 200), SIMD2(-1.0, 0)),
        ] {
            let unit = direction / TrackingCases.distance(direction, .zero)
            var previous = Double.infinity
            for drag in [1e-1, 1e-3, 1e-5, 1e-7] {
                let moved = TrackingCases.motion(rest, tracker.deformation(grab: grab, finger: grab + drag * unit), grid: grid)
                #expect(moved < previous)
                previous = moved
            }
            #expect(previous < 1e-3)
        }
    }

    @Test func cornerGrabStaysContinuousWhereTheClampSwingsOntoTheEdgeNextToIt() {
        // Bottom-right corner g = (300, 400). Fingers beyond g along the diagonal from the spine's
        // top end pull the page away from the spine: they are clamped to g (rest). A hair to the
        // other side of that ray, the uncut lens would clamp them onto the circle about (0, 0)
        // next to g, which only a crease from (0, 0) to g reaches, folding the upper-right half
        // over. The tracked region cuts that arc, so they land on the cut next to g instead: a
        // curl of a few points' drag that tends to rest.
        let page = SIMD2(300.0, 400.0)
        let tracker = CurlTracker(pageSize: page)
        let grab = SIMD2(300.0, 400)
        let along = SIMD2(0.6, 0.8), across = SIMD2(0.8, -0.6)
        let grid = TrackingCases.grid(page, 9)
        let atRest = tracker.solve(grab: grab, finger: grab + 10 * along + 1e-6 * across)
        let onTheCut = tracker.solve(grab: grab, finger: grab + 10 * along - 1e-6 * across)
        #expect(atRest.placement == .rest)
        #expect(onTheCut.isClamped && onTheCut.drag < 1e-5)
        #expect(TrackingCases.motion(atRest.deformation, onTheCut.deformation, grid: grid) < 1e-3)
        // With the cut off (angle 0) the old crease and its jump come back: the reason for the cut.
        let uncut = CurlTracker(pageSize: page, radiusPolicy: .default, edgeCutAngle: 0)
        let creased = uncut.solve(grab: grab, finger: grab + 10 * along - 1e-6 * across)
        #expect(creased.placement == .folded && creased.radius == 0)
        #expect(TrackingCases.motion(atRest.deformation, creased.deformation, grid: grid) > 100)
    }
}
