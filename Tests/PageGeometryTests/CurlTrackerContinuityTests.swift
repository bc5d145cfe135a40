import PageGeometry
import PageTestSupport
import Testing

/// The curl is a continuous function of the finger: refining the finger's steps along a path
/// shrinks the largest vertex motion per step with them, which a jump would not do.
///
/// The one place where no single cylinder can be continuous is documented and tested in
/// ``CurlTrackerSmallDragTests``: a finger clamped onto the reachable lens's edge right next to
/// the grab forces a crease through a spine end (see <doc:FingerTracking>). The nearest-point
/// clamp sends fingers in the lens corner's normal cone to the grab itself (rest), so that
/// exception shows as a jump where a path enters that cone; such paths are counted, not checked.
/// Next to the grab the curl is continuous but can be steeper than any fixed step resolves (a
/// forced steepness, see ``forcedScale(_:page:)``); such paths are counted too.
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

    /// A finger clamped to the grab itself: the lens corner's normal cone, where the nearest-point
    /// clamp meets the documented exception.
    static func isClampedToTheGrab(_ s: CurlTracker.Solution) -> Bool { s.isClamped && s.placement == .rest }

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

    @Test func randomPathsRefine() {
        // Sixteen times finer steps: a Lipschitz curl moves 1/16 as much per step, one that
        // vanishes like √D at the grab (the best any cylinder can do, see CurlTrackerSmallDragTests)
        // 1/4, a right-edge start (D^(2/3)) about 1/6; a jump does not shrink.
        //
        // Paths are checked everywhere, through the grab itself included, except (counted) where
        // no cylinder can be continuous or resolved at this step: into the lens corner's normal
        // cone (clamped to the grab: the documented jump), or, within 16 steps of the grab, onto
        // the lens's edge (where the spine's limit on the radius changes like |g − S|/D per
        // point) or in a direction whose forced scale L³/B² is below the step (near the lens's
        // edge, and grabs next to the spine).
        let wanted = 30, coarseStep = 2.0, refinement = 16.0, allowedRatio = 0.4
        var rng = SeededRandom(seed: 0xC0171)
        var accepted = 0, throughGrab = 0, worst = 0.0
        var skipped = (normalCone: 0, steep: 0)
        var transitions = (clamp: 0, placement: 0, squeeze: 0)
        for attempt in 0..<300 where accepted < wanted {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: Self.policy(&rng))
            func anywhere() -> SIMD2<Double> { rng.point(x: -1.4 * page.x...1.3 * page.x, y: -0.4 * page.y...1.4 * page.y) }
            let waypoints: [SIMD2<Double>]
            let kind = attempt % 3
            switch kind {
            // Anywhere: across the lens's edge, the fold and the radius bands.
            case 0: waypoints = (0..<3).map { _ in anywhere() }
            // Through the grab itself (zero drag), in and out of the lens (convex, so the path
            // stays reachable).
            case 1: waypoints = [TrackingCases.lensPoint(&rng, grab: grab, page: page), grab,
                                 TrackingCases.lensPoint(&rng, grab: grab, page: page)]
            // Within a few points of the grab, then anywhere.
            default: waypoints = [TrackingCases.lensPoint(&rng, grab: grab, page: page),
                                  grab + rng.point(x: -3...3, y: -3...3), anywhere()]
            }
            let path = Path(waypoints: waypoints)
            let fine = path.samples(step: coarseStep / refinement)
            let solutions = fine.map { tracker.solve(grab: grab, finger: $0) }
            if solutions.contains(where: Self.isClampedToTheGrab) { skipped.normalCone += 1; continue }
            if solutions.contains(where: {
                $0.drag < 16 * coarseStep && ($0.isClamped || Self.forcedScale($0, page: page) < coarseStep)
            }) {
                skipped.steep += 1
                continue
            }
            accepted += 1
            if kind == 1 { throughGrab += 1 }
            for (a, b) in zip(solutions, solutions.dropFirst()) {
                if a.isClamped != b.isClamped { transitions.clamp += 1 }
                if a.placement != b.placement { transitions.placement += 1 }
                if a.isRadiusSqueezed != b.isRadiusSqueezed { transitions.squeeze += 1 }
            }
            let grid = TrackingCases.grid(page)
            let coarse = Self.largestStep(path.samples(step: coarseStep), tracker: tracker, grab: grab, grid: grid)
            let refined = Self.largestStep(fine, tracker: tracker, grab: grab, grid: grid)
            #expect(coarse > 0)
            #expect(refined <= allowedRatio * coarse, "page \(page) grab \(grab) path \(path.waypoints) policy \(tracker.radiusPolicy)")
            worst = Swift.max(worst, refined / coarse)
        }
        #expect(accepted == wanted)
        // Paths through zero drag were checked, and the exceptions are the minority.
        #expect(throughGrab >= 5 && skipped.normalCone + skipped.steep < accepted, "\(throughGrab) \(skipped)")
        // The paths cross the reachable region's edge, leave and enter the curve, and get squeezed.
        #expect(transitions.clamp > 0 && transitions.placement > 0 && transitions.squeeze > 0)
        // And some see the √D profile at the grab (ratio about 1/4), not only Lipschitz steps (1/16).
        #expect(worst > 0.2)
    }

    @Test func everyTransitionShrinksUnderBisection() {
        // At each change of state (clamping, placement on the cylinder, radius policy band) between
        // two fingers 1 pt apart, halve the step 30 times around the change: the fingers end
        // ~1e-9 pt apart, so any finite slope (up to 1e4, far above the steepest seen, ~50 near
        // the reachable region's edge) moves the page less than 1e-5 pt across; a jump does not.
        // Changes into the lens corner's normal cone (clamped to the grab) are the documented
        // exception and are counted apart.
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
                guard !Self.isClampedToTheGrab(sa) && !Self.isClampedToTheGrab(sb) else {
                    checked["normal cone", default: 0] += 1
                    continue
                }
                let kind = sa.isClamped != sb.isClamped ? "clamp" : sa.placement != sb.placement ? "placement" : "radius"
                checked[kind, default: 0] += 1
                var low = a, high = b
                let stateAtLow = State(sa, policy: tracker.radiusPolicy)
                for _ in 0..<30 {
                    let mid = 0.5 * (low + high)
                    if State(tracker.solve(grab: grab, finger: mid), policy: tracker.radiusPolicy) == stateAtLow { low = mid } else { high = mid }
                }
                let across = TrackingCases.motion(
                    tracker.deformation(grab: grab, finger: low), tracker.deformation(grab: grab, finger: high), grid: grid)
                #expect(across <= 1e-5, "\(kind) at \(low) grab \(grab) page \(page) policy \(tracker.radiusPolicy)")
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

    @Test func cornerGrabJumpsWhereTheClampSwingsOntoACreaseThroughTheSpine() {
        // Bottom-right corner g = (300, 400). Fingers beyond g along the diagonal from the spine's
        // top end pull the page away from the spine: they are clamped to g (rest). A hair to the
        // other side of that ray they are clamped onto the circle about (0, 0) next to g, which
        // only a crease from (0, 0) to g reaches: the upper-right half folds over. Documented.
        let page = SIMD2(300.0, 400.0)
        let tracker = CurlTracker(pageSize: page)
        let grab = SIMD2(300.0, 400)
        let along = SIMD2(0.6, 0.8), across = SIMD2(0.8, -0.6)
        let atRest = tracker.solve(grab: grab, finger: grab + 10 * along + 1e-6 * across)
        let creased = tracker.solve(grab: grab, finger: grab + 10 * along - 1e-6 * across)
        #expect(atRest.placement == .rest)
        #expect(creased.placement == .folded && creased.radius == 0)
        #expect(TrackingCases.motion(atRest.deformation, creased.deformation, grid: TrackingCases.grid(page, 9)) > 100)
    }
}
