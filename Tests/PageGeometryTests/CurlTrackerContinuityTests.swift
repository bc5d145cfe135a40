import PageGeometry
import PageTestSupport
import Testing

/// The curl is a continuous function of the finger: refining the finger's steps along a path
/// shrinks the largest vertex motion per step with them, which a jump would not do.
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

    @Test func randomPathsRefineLinearly() {
        let wanted = 20
        var rng = SeededRandom(seed: 0xC0171)
        let step = 1.0
        var accepted = 0
        var transitions = (clamp: 0, placement: 0, squeeze: 0)
        for _ in 0..<400 where accepted < wanted {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let policy = Bool.random(using: &rng) ? RadiusPolicy.default : TrackingCases.policy(&rng)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: policy)
            let path = Path(waypoints: (0..<3).map { _ in
                rng.point(x: -1.4 * page.x...1.3 * page.x, y: -0.4 * page.y...1.4 * page.y)
            })
            let fine = path.samples(step: step / 4)
            // The one point where no cylinder can be continuous is the effective finger meeting
            // the grab (the curl direction is the drag direction); keep paths well away from it.
            let solutions = fine.map { tracker.solve(grab: grab, finger: $0) }
            let nearGrab = 0.15 * Swift.min(page.x, page.y)
            guard solutions.allSatisfy({ $0.drag > nearGrab }) else { continue }
            accepted += 1
            for (a, b) in zip(solutions, solutions.dropFirst()) {
                if a.isClamped != b.isClamped { transitions.clamp += 1 }
                if a.placement != b.placement { transitions.placement += 1 }
                if a.isRadiusSqueezed != b.isRadiusSqueezed { transitions.squeeze += 1 }
            }
            let grid = TrackingCases.grid(page)
            let coarse = Self.largestStep(path.samples(step: step), tracker: tracker, grab: grab, grid: grid)
            let refined = Self.largestStep(fine, tracker: tracker, grab: grab, grid: grid)
            #expect(coarse > 0)
            #expect(refined <= 0.5 * coarse, "page \(page) grab \(grab) path \(path.waypoints)")
        }
        #expect(accepted == wanted)
        // The paths cross the reachable region's edge, leave and enter the curve, and get squeezed.
        #expect(transitions.clamp > 0 && transitions.placement > 0 && transitions.squeeze > 0)
    }

    @Test func everyTransitionShrinksUnderBisection() {
        // At each change of state (clamping, placement on the cylinder, radius policy band) between
        // two fingers 1 pt apart, halve the step 30 times around the change: the fingers end
        // ~1e-9 pt apart, so any finite slope (up to 1e4, far above the steepest seen, ~50 near
        // the reachable region's edge) moves the page less than 1e-5 pt across; a jump does not.
        var rng = SeededRandom(seed: 0xB15E)
        var checked: [String: Int] = [:]
        for _ in 0..<150 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: Bool.random(using: &rng) ? .default : TrackingCases.policy(&rng))
            let grid = TrackingCases.grid(page)
            let fingers = Path(waypoints: (0..<2).map { _ in
                rng.point(x: -1.4 * page.x...1.3 * page.x, y: -0.4 * page.y...1.4 * page.y)
            }).samples(step: 1)
            for (a, b) in zip(fingers, fingers.dropFirst()) {
                let sa = tracker.solve(grab: grab, finger: a), sb = tracker.solve(grab: grab, finger: b)
                guard State(sa, policy: tracker.radiusPolicy) != State(sb, policy: tracker.radiusPolicy), sa.drag > 0.15 * Swift.min(page.x, page.y) else { continue }
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
        // in the curl direction, so the curl vanishes with the drag (no jump at the start).
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

    @Test func interiorGrabIsTheDocumentedExceptionAtZeroDrag() {
        // Grabbing the middle of the page, the limit as the finger approaches the grab depends on
        // the direction: leftward rolls the right half over, rightward (unreachable) stays flat.
        let page = SIMD2(320.0, 480.0)
        let tracker = CurlTracker(pageSize: page)
        let grab = SIMD2(160.0, 240)
        let grid = TrackingCases.grid(page, 9)
        let left = tracker.deformation(grab: grab, finger: grab - SIMD2(1e-6, 0))
        let right = tracker.deformation(grab: grab, finger: grab + SIMD2(1e-6, 0))
        #expect(TrackingCases.motion(left, right, grid: grid) > 10)
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
