import PageGeometry
import PageTestSupport
import Testing

/// Cases and measurements shared by the finger-tracking tests.
enum TrackingCases {
    /// The tracking accuracy the issue asks for, in points.
    static let trackingTolerance = 1e-6

    /// A random page size, points.
    static func page(_ rng: inout SeededRandom) -> SIMD2<Double> {
        SIMD2(rng.double(in: 150...700), rng.double(in: 150...900))
    }

    /// A random grab: a corner, a point on an edge (spine excluded), or an interior point.
    static func grab(_ rng: inout SeededRandom, page: SIMD2<Double>) -> SIMD2<Double> {
        let w = page.x, h = page.y
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return SIMD2(w, h)
        case 1: return SIMD2(w, 0)
        case 2: return SIMD2(w, rng.double(in: 0...h))
        case 3: return SIMD2(rng.double(in: 1...w), Bool.random(using: &rng) ? 0 : h)
        default: return rng.point(x: 1...w, y: 0...h)
        }
    }

    /// A random radius policy, from tiny to huge radii.
    static func policy(_ rng: inout SeededRandom) -> RadiusPolicy {
        RadiusPolicy(
            baseRadius: Double.random(in: 0..<1, using: &rng) < 0.2 ? 0 : Double.exp(rng.double(in: 0...7)),
            growthRate: rng.double(in: 0...1),
            maximumRadius: Bool.random(using: &rng) ? .infinity : rng.double(in: 5...500),
            squeezeSoftness: rng.double(in: 0...1)
        )
    }

    /// An `n × n` grid of material points covering the page, edges included.
    static func grid(_ page: SIMD2<Double>, _ n: Int = 7) -> [SIMD2<Double>] {
        var points: [SIMD2<Double>] = []
        for i in 0..<n {
            for j in 0..<n {
                points.append(SIMD2(page.x * Double(i) / Double(n - 1), page.y * Double(j) / Double(n - 1)))
            }
        }
        return points
    }

    /// Points of the spine, ends included.
    static func spine(_ page: SIMD2<Double>) -> [SIMD2<Double>] {
        (0...16).map { SIMD2(0, page.y * Double($0) / 16) }
    }

    /// Independent reachability test: no farther from either spine end than on the flat page.
    static func isReachable(_ finger: SIMD2<Double>, grab: SIMD2<Double>, page: SIMD2<Double>, slack: Double = 0) -> Bool {
        distance(finger, SIMD2(0, 0)) <= distance(grab, SIMD2(0, 0)) - slack
            && distance(finger, SIMD2(0, page.y)) <= distance(grab, SIMD2(0, page.y)) - slack
    }

    /// The spine's ends whose lens arcs the tracked region cuts next to `grab`, each with the
    /// cut angle used (radians): an arc is cut where page lies beyond the line from its end to the
    /// grab, away from the other end; the cuts share at most half the lens's angle at the grab.
    static func cuts(grab: SIMD2<Double>, page: SIMD2<Double>, cutAngle: Double = CurlTracker.defaultEdgeCutAngle)
        -> [(end: SIMD2<Double>, angle: Double)] {
        let ends = [SIMD2(0.0, 0), SIMD2(0, page.y)]
        let corners = [SIMD2(0.0, 0), SIMD2(page.x, 0), SIMD2(0, page.y), page]
        func cross(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.y - a.y * b.x }
        let cutEnds = (0..<2).filter { i in
            let end = ends[i], other = ends[1 - i]
            let side = cross(grab - end, other - end)
            return corners.contains { cross(grab - end, $0 - end) * side < 0 && abs(cross(grab - end, $0 - end)) > 1e-9 * distance(grab, end) * page.y }
        }
        guard !cutEnds.isEmpty, cutAngle > 0 else { return [] }
        let a = (ends[0] - grab) / distance(ends[0], grab), b = (ends[1] - grab) / distance(ends[1], grab)
        let corner = Double.pi - Double.acos(Swift.min(Swift.max(a.x * b.x + a.y * b.y, -1), 1))
        let angle = Swift.min(cutAngle, 0.5 * corner / Double(cutEnds.count))
        return cutEnds.map { (ends[$0], angle) }
    }

    /// Independent test of the tracked region: reachable, and seen from the grab at least the cut
    /// angle away from each cut arc's tangent (`(f − g)·(S − g)/|S − g| ≥ |f − g|·sin α`).
    static func isTracked(_ finger: SIMD2<Double>, grab: SIMD2<Double>, page: SIMD2<Double>, slack: Double = 0) -> Bool {
        guard isReachable(finger, grab: grab, page: page, slack: slack) else { return false }
        let v = finger - grab, length = distance(finger, grab)
        return cuts(grab: grab, page: page).allSatisfy { cut in
            let inward = (cut.end - grab) / distance(cut.end, grab)
            return v.x * inward.x + v.y * inward.y >= length * Double.sin(cut.angle) + slack
        }
    }

    static func distance(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y).squareRoot()
    }

    static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }

    /// How far the grabbed point lies from the finger, seen from above.
    static func trackingError(_ solution: CurlTracker.Solution, finger: SIMD2<Double>) -> Double {
        let p = solution.deformation.position(of: solution.grab)
        return distance(SIMD2(p.x, p.y), finger)
    }

    /// The largest 3-D distance any grid point moves between two deformations.
    static func motion(_ a: CylinderDeformation, _ b: CylinderDeformation, grid: [SIMD2<Double>]) -> Double {
        grid.reduce(0) { Swift.max($0, distance(a.position(of: $1), b.position(of: $1))) }
    }

    /// The largest distance any grid point moves seen from above (x and y only).
    static func inPlaneMotion(_ a: CylinderDeformation, _ b: CylinderDeformation, grid: [SIMD2<Double>]) -> Double {
        grid.reduce(0) {
            let p = a.position(of: $1), q = b.position(of: $1)
            return Swift.max($0, distance(SIMD2(p.x, p.y), SIMD2(q.x, q.y)))
        }
    }

    /// How far the page extends beyond `grab` along the unit vector `n`: the largest `(c − grab)·n`
    /// over the page's corners `c` (independent of the tracker's own computation).
    static func overhang(_ grab: SIMD2<Double>, along n: SIMD2<Double>, page: SIMD2<Double>) -> Double {
        [SIMD2(0, 0), SIMD2(page.x, 0), SIMD2(0, page.y), page].map { ($0 - grab).x * n.x + ($0 - grab).y * n.y }.max()!
    }

    /// How deep past the axis the grab may lie before a spine end leaves the flat part:
    /// `min((grab − S)·n)` over the spine's ends `S`.
    static func reach(_ grab: SIMD2<Double>, along n: SIMD2<Double>, page: SIMD2<Double>) -> Double {
        Swift.min(grab.x * n.x + grab.y * n.y, grab.x * n.x + (grab.y - page.y) * n.y)
    }

    /// A random point of the tracked region of `grab` (rejection sampling).
    static func lensPoint(_ rng: inout SeededRandom, grab: SIMD2<Double>, page: SIMD2<Double>) -> SIMD2<Double> {
        while true {
            let p = rng.point(x: -grab.x...grab.x, y: -0.5 * page.y...1.5 * page.y)
            if isTracked(p, grab: grab, page: page) { return p }
        }
    }

    /// Whether every coordinate of every grid point's surface is finite.
    static func isFinite(_ deformation: CylinderDeformation, grid: [SIMD2<Double>]) -> Bool {
        grid.allSatisfy {
            let s = deformation.surface(at: $0)
            return s.position.x.isFinite && s.position.y.isFinite && s.position.z.isFinite
                && s.normal.x.isFinite && s.normal.y.isFinite && s.normal.z.isFinite
        }
    }
}

@Suite struct CurlTrackerTests {
    @Test func reachableFingersAreTrackedExactly() {
        var rng = SeededRandom(seed: 0x7A11)
        var tracked = 0, curved = 0, folded = 0, squeezed = 0, inSliver = 0
        for _ in 0..<3000 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: TrackingCases.policy(&rng))
            let finger = rng.point(x: -page.x...page.x, y: -0.2 * page.y...1.2 * page.y)
            guard TrackingCases.isReachable(finger, grab: grab, page: page, slack: 1e-6) else { continue }
            let solution = tracker.solve(grab: grab, finger: finger)
            guard TrackingCases.isTracked(finger, grab: grab, page: page, slack: 1e-6) else {
                // In a sliver cut off next to the grab: moved onto the cut, at most the sliver's
                // depth |g − S|·(1 − cos α) away, and tracked exactly there.
                let depth = TrackingCases.cuts(grab: grab, page: page).map {
                    TrackingCases.distance(grab, $0.end) * (1 - Double.cos($0.angle))
                }.max() ?? 0
                #expect(solution.isClamped)
                #expect(TrackingCases.distance(solution.finger, finger) <= depth + 1e-9 * page.y)
                #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
                inSliver += 1
                continue
            }
            #expect(!solution.isClamped)
            #expect(solution.finger == finger)
            #expect(TrackingCases.trackingError(solution, finger: finger) <= TrackingCases.trackingTolerance)
            tracked += 1
            if solution.placement == .curved { curved += 1 }
            if solution.placement == .folded { folded += 1 }
            if solution.isRadiusSqueezed { squeezed += 1 }
        }
        // The cases cover both placements and the squeezed radius.
        #expect(tracked > 500 && curved > 50 && folded > 50 && squeezed > 50)
        // Few fingers fall in the thin slivers cut off next to the grab (see fingersInTheSlivers).
        #expect(inSliver < tracked / 10, "\(inSliver)")
    }

    @Test func fingersInTheSliversLandOnTheCutNearby() {
        // A finger just inside an arc, within the cut angle of the grab: reachable (only by a
        // sharply curled cylinder), but in a sliver the tracked region cuts off. It is moved onto
        // the cut, by at most the sliver's depth |g − S|·(1 − cos α), and tracked exactly there.
        var rng = SeededRandom(seed: 0x5117)
        var checked = 0
        for _ in 0..<400 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: TrackingCases.policy(&rng))
            for cut in TrackingCases.cuts(grab: grab, page: page) {
                let radius = TrackingCases.distance(grab, cut.end)
                let start = Double.atan2(y: grab.y - cut.end.y, x: grab.x - cut.end.x)
                let along = rng.double(in: 0.1...1.9) * cut.angle
                for sign in [-1.0, 1.0] {
                    let angle = start + sign * along
                    let finger = cut.end + (1 - 1e-4) * radius * SIMD2(Double.cos(angle), Double.sin(angle))
                    guard TrackingCases.isReachable(finger, grab: grab, page: page),
                          !TrackingCases.isTracked(finger, grab: grab, page: page) else { continue }
                    let solution = tracker.solve(grab: grab, finger: finger)
                    #expect(solution.isClamped)
                    #expect(TrackingCases.distance(solution.finger, finger) <= radius * (1 - Double.cos(cut.angle)) + 1e-9 * radius)
                    #expect(TrackingCases.isTracked(solution.finger, grab: grab, page: page, slack: -1e-9 * radius))
                    #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    @Test func grabOnTheCurveIsTrackedExactlyAtAnyRadius() {
        var rng = SeededRandom(seed: 0xC0FE)
        for _ in 0..<1000 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let radius = Double.exp(rng.double(in: -3...9))
            // Stiffness off, so that the radius is the constant one whatever overhangs the grab.
            let tracker = CurlTracker(pageSize: page, radiusPolicy: RadiusPolicy(baseRadius: radius, growthRate: 0, overhangStiffness: 0))
            // Drags from 1e-9 pt up to the length of the curve, in random directions.
            let drag = Double.pi * radius * Double.exp(rng.double(in: -25...0))
            let angle = rng.double(in: 0...(2 * Double.pi))
            let finger = grab + drag * SIMD2(Double.cos(angle), Double.sin(angle))
            guard TrackingCases.isTracked(finger, grab: grab, page: page) else { continue }
            let solution = tracker.solve(grab: grab, finger: finger)
            #expect(TrackingCases.trackingError(solution, finger: finger) <= TrackingCases.trackingTolerance)
            if solution.radius == radius, drag < Double.pi * radius {
                #expect(solution.placement == .curved)
            }
        }
    }

    @Test func spineNeverMoves() {
        var rng = SeededRandom(seed: 0x5B1E)
        for _ in 0..<2000 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: TrackingCases.policy(&rng))
            let finger = rng.point(x: -3 * page.x...3 * page.x, y: -2 * page.y...3 * page.y)
            let deformation = tracker.deformation(grab: grab, finger: finger)
            for point in TrackingCases.spine(page) {
                #expect(deformation.position(of: point) == SIMD3(point.x, point.y, 0))
            }
        }
    }

    @Test func spineStaysOnBoundaryFingers() {
        // Fingers exactly on the edge of the reachable region force a crease through a spine end.
        var rng = SeededRandom(seed: 0xB0DE)
        for _ in 0..<1000 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let end = Bool.random(using: &rng) ? SIMD2(0.0, 0.0) : SIMD2(0.0, page.y)
            let radius = TrackingCases.distance(grab, end)
            let angle = rng.double(in: 0...(2 * Double.pi))
            let finger = end + radius * SIMD2(Double.cos(angle), Double.sin(angle))
            let solution = CurlTracker(pageSize: page).solve(grab: grab, finger: finger)
            for point in TrackingCases.spine(page) {
                #expect(solution.deformation.position(of: point) == SIMD3(point.x, point.y, 0))
            }
            let landed = solution.deformation.position(of: solution.grab)
            #expect(TrackingCases.distance(SIMD2(landed.x, landed.y), solution.finger) <= TrackingCases.trackingTolerance)
        }
    }

    @Test func unreachableFingerGivesNearestReachablePlacement() {
        var rng = SeededRandom(seed: 0xFA12)
        var clampedCases = 0
        for _ in 0..<300 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let tracker = CurlTracker(pageSize: page, radiusPolicy: TrackingCases.policy(&rng))
            let finger = rng.point(x: -3 * page.x...3 * page.x, y: -2 * page.y...3 * page.y)
            guard !TrackingCases.isTracked(finger, grab: grab, page: page) else { continue }
            clampedCases += 1
            let solution = tracker.solve(grab: grab, finger: finger)
            #expect(solution.isClamped)
            // The grabbed point lands on the effective finger, which is reachable...
            #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
            #expect(TrackingCases.isTracked(solution.finger, grab: grab, page: page, slack: -1e-9 * page.y))
            // ...and no tracked point is nearer the finger (brute force over the region's boundary).
            let best = nearestSampledLensPoint(to: finger, grab: grab, page: page)
            #expect(TrackingCases.distance(solution.finger, finger) <= best + 1e-9 * page.x)
            #expect(TrackingCases.distance(solution.finger, finger) >= best - 1e-3 * page.x)
        }
        #expect(clampedCases > 100)
    }

    /// The distance from `point` to the nearest of many points sampled on the tracked region's
    /// boundary: the lens's arcs and the cuts next to the grab.
    private func nearestSampledLensPoint(to point: SIMD2<Double>, grab: SIMD2<Double>, page: SIMD2<Double>) -> Double {
        var best = Double.infinity
        func consider(_ candidate: SIMD2<Double>) {
            if TrackingCases.isTracked(candidate, grab: grab, page: page, slack: -1e-9 * page.y) {
                best = Swift.min(best, TrackingCases.distance(candidate, point))
            }
        }
        for end in [SIMD2(0.0, 0.0), SIMD2(0.0, page.y)] {
            let radius = TrackingCases.distance(grab, end)
            for k in 0..<10_000 {
                let angle = 2 * Double.pi * Double(k) / 10_000
                consider(end + radius * SIMD2(Double.cos(angle), Double.sin(angle)))
            }
        }
        for cut in TrackingCases.cuts(grab: grab, page: page) {
            // The cut leaves g at the cut angle from the arc's tangent, turned toward the spine end.
            let radius = TrackingCases.distance(grab, cut.end)
            let inward = (cut.end - grab) / radius
            for tangent in [SIMD2(-inward.y, inward.x), SIMD2(inward.y, -inward.x)] {
                let direction = Double.cos(cut.angle) * tangent + Double.sin(cut.angle) * inward
                for k in 0...10_000 { consider(grab + 2 * radius * Double(k) / 10_000 * direction) }
            }
        }
        return best
    }

    @Test func cornerDraggedToItsMirrorLiesFoldedFlatOnTheLeft() {
        let page = SIMD2(300.0, 400.0)
        let tracker = CurlTracker(pageSize: page)
        for finger in [SIMD2(-300.0, 400), SIMD2(-1000.0, 400)] {
            let solution = tracker.solve(grab: SIMD2(300, 400), finger: finger)
            #expect(solution.finger == SIMD2(-300, 400))
            #expect(solution.isClamped == (finger.x != -300))
            #expect(solution.radius == 0)
            #expect(solution.placement == .folded)
            for point in TrackingCases.grid(page) {
                let s = solution.deformation.surface(at: point)
                #expect(isClose(s.position, SIMD3(-point.x, point.y, 0), tolerance: 1e-9))
                if point.x > 1e-6 { #expect(s.normal == SIMD3(0, 0, -1)) }
            }
        }
    }

    @Test func fingerPullingAwayFromTheSpineLeavesThePageAtRest() {
        let page = SIMD2(300.0, 400.0)
        let tracker = CurlTracker(pageSize: page)
        for finger in [SIMD2(600.0, 500), SIMD2(300.0, 400), SIMD2(301.0, 400)] {
            let solution = tracker.solve(grab: SIMD2(300, 400), finger: finger)
            #expect(solution.placement == .rest)
            #expect(solution.finger == SIMD2(300, 400))
            #expect(solution.isClamped == (finger != SIMD2(300, 400)))
            for point in TrackingCases.grid(page) {
                #expect(solution.deformation.position(of: point) == SIMD3(point.x, point.y, 0))
            }
        }
    }

    @Test func straightDragOnTheCurveMatchesHandSolution() {
        // Right-edge grab dragged 50 pt left: n = +x, radius 16 + 50/8 = 22.25, the grab lies on
        // the curve at depth d with d − r sin(d/r) = 50 (solved here by bisection).
        let page = SIMD2(300.0, 400.0)
        let solution = CurlTracker(pageSize: page).solve(grab: SIMD2(300, 200), finger: SIMD2(250, 200))
        let r = 22.25
        #expect(solution.radius == r)
        #expect(solution.placement == .curved)
        var low = 0.0, high = Double.pi * r
        for _ in 0..<200 {
            let mid = 0.5 * (low + high)
            if mid - r * Double.sin(mid / r) < 50 { low = mid } else { high = mid }
        }
        let deformation = solution.deformation
        #expect(isClose(deformation.axisAngle, Double.pi / 2, tolerance: 1e-12))
        #expect(isClose(deformation.axisPoint.x, 300 - low, tolerance: 1e-9))
        #expect(isClose(deformation.position(of: SIMD2(300, 200)), SIMD3(250, 200, r * (1 - Double.cos(low / r))), tolerance: 1e-9))
    }

    @Test func straightDragOntoTheFoldMatchesHandSolution() {
        // Dragged 200 pt: radius 16 + 25 = 41, π·41 < 200, so the grab is folded flat on top at
        // depth (200 + 41π)/2 past the axis, at height 2r.
        let page = SIMD2(300.0, 400.0)
        let solution = CurlTracker(pageSize: page).solve(grab: SIMD2(300, 200), finger: SIMD2(100, 200))
        #expect(solution.radius == 41)
        #expect(solution.placement == .folded)
        #expect(isClose(solution.deformation.axisPoint.x, 300 - (200 + 41 * Double.pi) / 2, tolerance: 1e-9))
        #expect(isClose(solution.deformation.position(of: SIMD2(300, 200)), SIMD3(100, 200, 82), tolerance: 1e-9))
    }

    @Test func deformationMatchesSolve() {
        var rng = SeededRandom(seed: 0xDEF0)
        for _ in 0..<100 {
            let page = TrackingCases.page(&rng)
            let grab = TrackingCases.grab(&rng, page: page)
            let finger = rng.point(x: -page.x...page.x, y: 0...page.y)
            let tracker = CurlTracker(pageSize: page)
            #expect(tracker.deformation(grab: grab, finger: finger) == tracker.solve(grab: grab, finger: finger).deformation)
        }
    }
}
