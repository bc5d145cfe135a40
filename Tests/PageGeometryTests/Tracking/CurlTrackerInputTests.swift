import PageGeometry
import PageTestSupport
import Testing

/// Non-finite and degenerate inputs never produce NaN, and give the documented results.
@Suite struct CurlTrackerInputTests {
    static let page = SIMD2(300.0, 400.0)
    static let tracker = CurlTracker(pageSize: page)

    /// Every grid and spine point's surface is finite, and the spine is where it was.
    static func expectSane(_ solution: CurlTracker.Solution, page: SIMD2<Double> = page) {
        let d = solution.deformation
        #expect(d.axisPoint.x.isFinite && d.axisPoint.y.isFinite && d.axisAngle.isFinite && d.radius.isFinite)
        #expect(TrackingCases.isFinite(d, grid: TrackingCases.grid(page)))
        #expect(solution.finger.x.isFinite && solution.finger.y.isFinite)
        #expect(solution.grab.x.isFinite && solution.grab.y.isFinite)
        for point in TrackingCases.spine(page) {
            #expect(d.position(of: point) == SIMD3(point.x, point.y, 0))
        }
    }

    @Test(arguments: [SIMD2(Double.nan, 100), SIMD2(100, Double.nan), SIMD2(Double.nan, Double.nan)])
    func nanGrabLeavesThePageAtRest(grab: SIMD2<Double>) {
        let solution = Self.tracker.solve(grab: grab, finger: SIMD2(100, 200))
        Self.expectSane(solution)
        #expect(solution.placement == .rest)
        #expect(solution.isClamped)
        #expect(solution.grab == SIMD2(300, 200))
        for point in TrackingCases.grid(Self.page) {
            #expect(solution.deformation.position(of: point) == SIMD3(point.x, point.y, 0))
        }
    }

    @Test(arguments: [SIMD2(Double.nan, 100), SIMD2(100, Double.nan), SIMD2(Double.nan, -Double.infinity)])
    func nanFingerLeavesThePageAtRest(finger: SIMD2<Double>) {
        let solution = Self.tracker.solve(grab: SIMD2(300, 400), finger: finger)
        Self.expectSane(solution)
        #expect(solution.placement == .rest)
        #expect(solution.isClamped)
        #expect(solution.finger == SIMD2(300, 400))
        for point in TrackingCases.grid(Self.page) {
            #expect(solution.deformation.position(of: point) == SIMD3(point.x, point.y, 0))
        }
    }

    @Test func infiniteFingerGivesTheLimitOfAFarFinger() {
        let page = Self.page, centre = page / 2
        let far = CurlTracker.farFingerDistance * (page.x * page.x + page.y * page.y).squareRoot()
        let directions: [(SIMD2<Double>, SIMD2<Double>)] = [
            (SIMD2(-.infinity, 100), SIMD2(-1, 0)), (SIMD2(.infinity, 100), SIMD2(1, 0)),
            (SIMD2(20, -.infinity), SIMD2(0, -1)), (SIMD2(20, .infinity), SIMD2(0, 1)),
            (SIMD2(-.infinity, -.infinity), SIMD2(-1, -1) / 2.0.squareRoot()),
            (SIMD2(-.infinity, .infinity), SIMD2(-1, 1) / 2.0.squareRoot()),
        ]
        for grab in [SIMD2(300.0, 400), SIMD2(300.0, 0), SIMD2(150.0, 200)] {
            for (finger, direction) in directions {
                let solution = Self.tracker.solve(grab: grab, finger: finger)
                Self.expectSane(solution)
                #expect(solution.isClamped)
                #expect(solution.requestedFinger == finger)
                // The same as a finite finger that far away in that direction...
                let limit = Self.tracker.solve(grab: grab, finger: centre + far * direction)
                #expect(solution.deformation == limit.deformation)
                // ...and the grab still lands exactly on the effective finger.
                #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
            }
        }
        // Straight left from the bottom-right corner: the page lies turned over on the left (to
        // (page size)²/distance, the far finger's documented error: it lies left of the centre).
        let left = Self.tracker.solve(grab: SIMD2(300, 400), finger: SIMD2(-.infinity, 400))
        #expect(isClose(left.finger, SIMD2(-300, 400), tolerance: 1e-6 * 500))
    }

    @Test func hugeFiniteFingersStayFinite() {
        var rng = SeededRandom(seed: 0x4A6E)
        for _ in 0..<200 {
            let grab = TrackingCases.grab(&rng, page: Self.page)
            let magnitude = Double.exp(rng.double(in: 10...700))
            let angle = rng.double(in: 0...(2 * Double.pi))
            let finger = SIMD2(magnitude * Double.cos(angle), magnitude * Double.sin(angle))
            let solution = Self.tracker.solve(grab: grab, finger: finger)
            Self.expectSane(solution)
            #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
        }
        Self.expectSane(Self.tracker.solve(grab: SIMD2(300, 400), finger: SIMD2(.greatestFiniteMagnitude, -.greatestFiniteMagnitude)))
    }

    @Test func infiniteGrabIsClampedIntoThePage() {
        let solution = Self.tracker.solve(grab: SIMD2(.infinity, .infinity), finger: SIMD2(100, 300))
        #expect(solution.grab == SIMD2(300, 400))
        #expect(solution == Self.tracker.solve(grab: SIMD2(300, 400), finger: SIMD2(100, 300)))
        let low = Self.tracker.solve(grab: SIMD2(-.infinity, 50), finger: SIMD2(100, 300))
        #expect(low.grab == SIMD2(0, 50))
        #expect(low.placement == .rest)   // a grab on the spine cannot move
        Self.expectSane(low)
    }

    @Test func degeneratePagesAndPoliciesStayFinite() {
        let pages = [SIMD2(Double.nan, 400), SIMD2(-5, 400), SIMD2(300, 0), SIMD2(0, 0), SIMD2(.infinity, 10)]
        for size in pages {
            let tracker = CurlTracker(pageSize: size)
            #expect(tracker.pageSize.x.isFinite && tracker.pageSize.y.isFinite)
            #expect(tracker.pageSize.x >= 0 && tracker.pageSize.y >= 0)
            for finger in [SIMD2(-10.0, 0), SIMD2(0.0, 0), SIMD2(Double.nan, 1)] {
                Self.expectSane(tracker.solve(grab: SIMD2(300, 400), finger: finger), page: tracker.pageSize)
            }
        }
        let policies = [
            RadiusPolicy(baseRadius: .nan, growthRate: .nan, maximumRadius: .nan, squeezeSoftness: .nan),
            RadiusPolicy(baseRadius: .infinity, growthRate: 1, maximumRadius: .infinity, squeezeSoftness: 5),
            RadiusPolicy(baseRadius: -3, growthRate: -1, maximumRadius: -1, squeezeSoftness: -1),
        ]
        for policy in policies {
            let tracker = CurlTracker(pageSize: Self.page, radiusPolicy: policy)
            for finger in [SIMD2(100.0, 300), SIMD2(-250.0, 400), SIMD2(299.0, 399)] {
                let solution = tracker.solve(grab: SIMD2(300, 400), finger: finger)
                Self.expectSane(solution)
                #expect(TrackingCases.trackingError(solution, finger: finger) <= TrackingCases.trackingTolerance)
            }
        }
    }

    @Test func nanGrabUnderPerspectiveLeavesThePageAtRest() throws {
        let result = try Self.tracker.solve(
            grab: SIMD2(.nan, 0), screenFinger: SIMD2(10, 10), pageToScreen: Transform3D(perspectiveDistance: 1000))
        #expect(result.status == .clamped)
        #expect(result.solution.placement == .rest)
        Self.expectSane(result.solution)
        #expect(result.screenError.isFinite)
    }
}
