import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// Where the effective finger meets the grab (drag D → 0): the curl tends to the flat page from
/// every direction, with the bounds derived in <doc:FingerTracking> ("Continuity"), including
/// fingers clamped onto the tracked region's edge next to the grab.
@Suite struct CurlTrackerSmallDragTests {
    /// The eight compass directions, unit vectors.
    static let compass: [SIMD2<Double>] = (0..<8).map {
        let angle = Double($0) * Double.pi / 4
        return SIMD2(Double.cos(angle), Double.sin(angle))
    }

    /// Grabs of every kind on a 320 × 480 page: interior (middle, near the top-left, near the
    /// right edge), right edge, corners, top and bottom edges.
    static let page = SIMD2(320.0, 480.0)
    static let grabs: [SIMD2<Double>] = [
        SIMD2(160, 240), SIMD2(100, 50), SIMD2(300, 100), SIMD2(320, 240), SIMD2(320, 480),
        SIMD2(320, 0), SIMD2(200, 0), SIMD2(250, 480),
    ]

    /// The largest motion per step (3-D, and seen from above) along the fingers.
    static func largestSteps(_ fingers: [SIMD2<Double>], tracker: CurlTracker, grab: SIMD2<Double>, grid: [SIMD2<Double>]) -> (motion: Double, inPlane: Double) {
        var previous = tracker.deformation(grab: grab, finger: fingers[0])
        var largest = (motion: 0.0, inPlane: 0.0)
        for finger in fingers.dropFirst() {
            let current = tracker.deformation(grab: grab, finger: finger)
            largest.motion = Swift.max(largest.motion, TrackingCases.motion(previous, current, grid: grid))
            largest.inPlane = Swift.max(largest.inPlane, TrackingCases.inPlaneMotion(previous, current, grid: grid))
            previous = current
        }
        return largest
    }

    /// Fingers approaching the grab along `direction` from `start` points away, `step` apart,
    /// ending on the grab.
    static func approach(_ grab: SIMD2<Double>, from direction: SIMD2<Double>, start: Double, step: Double) -> [SIMD2<Double>] {
        let count = Int((start / step).rounded())
        return (0...count).map { grab + direction * (start - Double($0) * step) }
    }

    @Test func approachingTheGrabFromEightDirections() {
        // For each grab and compass direction the finger walks onto the grab in steps of h, h/4
        // and h/16. Tracked directions (into the lens, clear of the cuts): the page converges to rest, seen from
        // above like D (quartering the step quarters the motion), in 3-D like √D (the lift, see
        // smallDragsStayNearTheFlatPage: sixteen times finer steps move it a quarter as much).
        // h is 0.5 pt, or less where the forced scale L³/B² (see CurlTrackerContinuityTests) is
        // smaller: no cylinder changes more slowly there. Directions pulling the page away from the
        // spine are clamped to the grab: rest throughout. The rest are clamped onto the tracked
        // region's edge next to the grab, a cut or an arc with no page beyond it: continuous too.
        // (On an uncut arc with page beyond, only a crease through a spine end would track, and it
        // would fold that page over however small the drag; the cuts are there to avoid it.)
        let tracker = CurlTracker(pageSize: Self.page)
        let grid = TrackingCases.grid(Self.page, 9)
        var kinds: [String: Int] = [:]
        for grab in Self.grabs {
            for direction in Self.compass {
                // Directions tangent to the lens's edge (to rounding) count as edge directions.
                let inward = TrackingCases.reach(grab, along: -direction, page: Self.page) > 1e-6
                    && TrackingCases.isTracked(grab + 1e-6 * direction, grab: grab, page: Self.page)
                // The curl direction that acts: the drag's own, or, for a clamped finger, the
                // direction from the grab to where it is clamped.
                let probe = tracker.solve(grab: grab, finger: grab + 1e-4 * direction)
                let n = probe.drag > 0 ? (grab - probe.finger) / probe.drag : -direction
                let reach = Swift.max(TrackingCases.reach(grab, along: n, page: Self.page), 0)
                let overhang = TrackingCases.overhang(grab, along: n, page: Self.page)
                // (Page beyond the grab by less than a nanometre, rounding in n, counts as none.)
                let forced = overhang > 1e-9 ? reach * reach * reach / (overhang * overhang) : .infinity
                // (A finger clamped to the grab itself leaves the page at rest: any step will do.)
                let h = probe.drag > 0 ? Swift.min(0.5, 0.5 * forced) : 0.5
                let steps = [h, h / 4, h / 16].map {
                    Self.largestSteps(Self.approach(grab, from: direction, start: 8 * h, step: $0), tracker: tracker, grab: grab, grid: grid)
                }
                let near = tracker.solve(grab: grab, finger: grab + 1e-3 * h * direction)
                let label = "grab \(grab) direction \(direction)"
                if inward {
                    kinds["reachable", default: 0] += 1
                    #expect(!near.isClamped, "\(label)")
                    #expect(steps[1].inPlane <= 0.5 * steps[0].inPlane, "\(label) \(steps)")
                    #expect(steps[2].motion <= 0.3 * steps[0].motion, "\(label) \(steps)")
                    #expect(steps[0].motion > 0, "\(label)")
                } else if near.placement == .rest {
                    kinds["clamped to the grab", default: 0] += 1
                    #expect(steps.allSatisfy { $0.motion == 0 }, "\(label) \(steps)")
                } else {
                    // Clamped onto the tracked region's edge next to the grab: onto a cut (a small
                    // curl, no crease) where page lies beyond the arc, or onto an uncut arc (a
                    // crease with nothing beyond it; a finger exactly on such an arc is tracked, not
                    // clamped). Either way the page converges to rest.
                    #expect(near.isClamped || near.radius < 1e-6, "\(label)")
                    kinds[near.radius > 1e-6 ? "clamped onto a cut" : "creased, nothing beyond", default: 0] += 1
                    #expect(steps[2].motion <= 0.3 * steps[0].motion, "\(label) \(steps)")
                }
            }
        }
        #expect(kinds["reachable", default: 0] >= 16 && kinds["clamped to the grab", default: 0] >= 4
            && kinds["clamped onto a cut", default: 0] >= 4, "\(kinds)")
    }

    @Test func smallDragsStayNearTheFlatPage() {
        // The bounds of <doc:FingerTracking>, checked on random grabs, reachable directions with
        // page beyond the grab (overhang B > 0) and drags D from 1e-1 to 1e-7 pt. With δ the grab's
        // depth past the axis, every page point moves, seen from above, by at most
        // 1.645·(1 + B/δ)³·D and is lifted by at most 1.571·(δ + B)²·√(D/δ³); and δ is at least
        // min(0.825·a·B, 0.699·L), a = (6k²)^(1/3), L the spine's reach. Conversely no cylinder that
        // tracks the grab exactly, spine fixed, moves the page by less than 0.496·√(B·D) in 3-D,
        // nor by less than min(0.78·B, 0.496·B²·√D/L^(3/2)).
        var rng = SeededRandom(seed: 0x5A11D)
        var checked = 0, squeezed = 0, free = 0
        var worst = (inPlane: 0.0, lift: 0.0)
        for _ in 0..<400 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let stiffness = Bool.random(using: &rng) ? 0.25 : rng.double(in: 0.05...2)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: RadiusPolicy(overhangStiffness: stiffness))
            let angle = rng.double(in: 0...(2 * Double.pi))
            let n = SIMD2(Double.cos(angle), Double.sin(angle))
            let overhang = TrackingCases.overhang(grab, along: n, page: page)
            let reach = TrackingCases.reach(grab, along: n, page: page)
            guard overhang > 1, reach > 1, TrackingCases.isTracked(grab - 1e-3 * n, grab: grab, page: page) else { continue }
            let a = Double.root(6 * stiffness * stiffness, 3)
            let grid = TrackingCases.grid(page, 9)
            let flat = grid.map { SIMD3($0.x, $0.y, 0) }
            for drag in [1e-1, 1e-3, 1e-5, 1e-7] where drag < 1e-3 * reach {
                let solution = tracker.solve(grab: grab, finger: grab - drag * n)
                #expect(!solution.isClamped && solution.placement == .curved)
                checked += 1
                if solution.isRadiusSqueezed { squeezed += 1 } else { free += 1 }
                let depth = solution.deformation.signedDistance(of: grab)
                let positions = grid.map { solution.deformation.position(of: $0) }
                let inPlane = zip(positions, flat).map { TrackingCases.distance(SIMD2($0.x, $0.y), SIMD2($1.x, $1.y)) }.max()!
                let lift = positions.map(\.z).max()!
                let motion = zip(positions, flat).map { TrackingCases.distance($0, $1) }.max()!
                // Relative slack for rounding (the depth and radius are solved to a few ulps).
                let slack = 1 + 1e-9
                #expect(depth >= Swift.min(0.825 * a * overhang, 0.699 * reach) / slack, "grab \(grab) n \(n) D \(drag)")
                #expect(inPlane <= 1.645 * Double.pow(1 + overhang / depth, 3) * drag * slack + 1e-9, "grab \(grab) n \(n) D \(drag)")
                #expect(lift <= 1.571 * (depth + overhang) * (depth + overhang) * (drag / (depth * depth * depth)).squareRoot() * slack + 1e-9)
                // Grid points lie at most one cell short of the farthest corner: the lower bound
                // holds for the grid's own overhang.
                let gridOverhang = grid.map { ($0 - grab).x * n.x + ($0 - grab).y * n.y }.max()!
                #expect(motion >= 0.496 * (gridOverhang * drag).squareRoot() / slack)
                // Nor by less than min(0.78·B, 0.496·B²·√D/L^(3/2)): the steepness near the
                // lens's edge and next to the spine is forced.
                let forced = 0.496 * gridOverhang * gridOverhang * drag.squareRoot() / Double.pow(reach, 1.5)
                #expect(motion >= Swift.min(0.78 * gridOverhang, forced) / slack)
                worst.inPlane = Swift.max(worst.inPlane, inPlane / drag)
                worst.lift = Swift.max(worst.lift, lift / (overhang * drag).squareRoot())
            }
        }
        #expect(checked > 300 && squeezed > 50 && free > 50, "\(checked) \(squeezed) \(free)")
        #expect(worst.inPlane > 1 && worst.lift > 1)
    }

    @Test func unsqueezedSmallDragsMatchTheAsymptoticConstants() {
        // Where the spine is far (reach L ≥ 2·a·B) the radius at small drags is the stiff term
        // k·B·√(B/D), the grab lies at depth a·B, a = (6k²)^(1/3), and the page moves, seen from
        // above, by at most ((1 + a)/a)³·D, lifted by at most (1 + a)²/(2k)·√(B·D): 13.6·D and
        // 5.92·√(B·D) at the default k = 1/4.
        let page = SIMD2(600.0, 400.0)
        let grid = TrackingCases.grid(page, 13)
        var checked = 0
        for stiffness in [0.25, 0.5, 1] {
            let tracker = CurlTracker(pageSize: page, radiusPolicy: RadiusPolicy(overhangStiffness: stiffness))
            let a = Double.root(6 * stiffness * stiffness, 3)
            // Grabs near the right edge dragged toward the spine, slightly tilted: a little page
            // overhangs above or below, while the spine is far.
            for (grab, tilt) in [(SIMD2(600.0, 200), SIMD2(1.0, -0.2)), (SIMD2(560.0, 300), SIMD2(1.0, 0.15)), (SIMD2(580.0, 60), SIMD2(1.0, -0.1))] {
                let n = tilt / TrackingCases.distance(tilt, .zero)
                let overhang = TrackingCases.overhang(grab, along: n, page: page)
                let reach = TrackingCases.reach(grab, along: n, page: page)
                guard reach >= 2 * a * overhang else { continue }
                checked += 1
                let drag = 1e-6
                let solution = tracker.solve(grab: grab, finger: grab - drag * n)
                #expect(!solution.isRadiusSqueezed)
                let stiff = stiffness * overhang * (overhang / drag).squareRoot()
                #expect(abs(solution.radius - stiff) <= 1e-3 * stiff)
                #expect(abs(solution.deformation.signedDistance(of: grab) - a * overhang) <= 1e-3 * a * overhang)
                let rest = CylinderDeformation(axisPoint: SIMD2(2 * page.x, 0), axisAngle: Double.pi / 2, radius: 1)
                let inPlane = TrackingCases.inPlaneMotion(rest, solution.deformation, grid: grid)
                let lift = grid.map { solution.deformation.position(of: $0).z }.max()!
                #expect(inPlane <= Double.pow((1 + a) / a, 3) * drag * (1 + 1e-3))
                #expect(lift <= (1 + a) * (1 + a) / (2 * stiffness) * (overhang * drag).squareRoot() * (1 + 1e-3))
                // The bound is attained by the farthest corner (on the grid).
                #expect(lift >= 0.99 * (1 + a) * (1 + a) / (2 * stiffness) * (overhang * drag).squareRoot())
            }
        }
        #expect(checked >= 6)
    }

    @Test func edgeGrabsWithNothingBeyondKeepTheGrownRadius() {
        // No overhang: the preferred radius is exactly 16 + D/8, as before the stiff term.
        let page = SIMD2(320.0, 480.0)
        let tracker = CurlTracker(pageSize: page)
        for (grab, finger) in [
            (SIMD2(320.0, 480), SIMD2(300.0, 470)), (SIMD2(320.0, 0), SIMD2(250.0, 30)),
            (SIMD2(320.0, 240), SIMD2(310.0, 240)), (SIMD2(320.0, 240), SIMD2(200.0, 240)),
        ] {
            let solution = tracker.solve(grab: grab, finger: finger)
            #expect(solution.preferredRadius == 16 + solution.drag / 8)
        }
        // With overhang it is larger, and grows without bound as the drag vanishes.
        let grab = SIMD2(160.0, 240)
        var previous = 0.0
        for drag in [10.0, 1, 0.1, 1e-3] {
            let solution = tracker.solve(grab: grab, finger: grab - SIMD2(drag, 0))
            #expect(solution.preferredRadius > 16 + drag / 8 && solution.preferredRadius > previous)
            previous = solution.preferredRadius
        }
    }

    @Test func interiorGrabFlattensFromBothSides() {
        // Grabbing the middle of the page: a hair to the left (reachable) and a hair to the right
        // (pulling away from the spine: clamped to the grab) both leave the page nearly flat.
        let page = SIMD2(320.0, 480.0)
        let tracker = CurlTracker(pageSize: page)
        let grab = SIMD2(160.0, 240)
        let grid = TrackingCases.grid(page, 9)
        var previous = Double.infinity
        for drag in [1e-2, 1e-4, 1e-6] {
            let left = tracker.deformation(grab: grab, finger: grab - SIMD2(drag, 0))
            let right = tracker.deformation(grab: grab, finger: grab + SIMD2(drag, 0))
            let apart = TrackingCases.motion(left, right, grid: grid)
            #expect(apart < previous && apart < 100 * drag.squareRoot())
            previous = apart
        }
    }
}
