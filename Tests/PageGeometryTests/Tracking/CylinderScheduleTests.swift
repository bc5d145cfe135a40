import PageGeometry
import PageTestSupport
import Testing

/// The programmatic turn: flat at 0, folded flat on the left at 1, continuous in between.
@Suite struct CylinderScheduleTests {
    /// Random schedules: page sizes, lead points on the right edge, lifts and policies.
    static func schedules(_ seed: UInt64, count: Int) -> [CylinderSchedule] {
        var rng = SeededRandom(seed: seed)
        return (0..<count).map { i in
            let page = TrackingCases.page(&rng)
            if i == 0 { return CylinderSchedule(pageSize: page) }
            return CylinderSchedule(
                pageSize: page, grabY: rng.double(in: 0...page.y),
                lift: Bool.random(using: &rng) ? nil : rng.double(in: -0.25...0.25) * page.y,
                radiusPolicy: Bool.random(using: &rng) ? .default : TrackingCases.policy(&rng))
        }
    }

    @Test func startsFlat() {
        for schedule in Self.schedules(0x57A7, count: 20) {
            for t in [0.0, -1, -.infinity, .nan] {
                let deformation = schedule.deformation(at: t)
                for point in TrackingCases.grid(schedule.pageSize, 9) {
                    #expect(deformation.position(of: point) == SIMD3(point.x, point.y, 0))
                    #expect(deformation.normal(at: point) == SIMD3(0, 0, 1))
                }
            }
        }
    }

    @Test func endsFoldedFlatOnTheLeft() {
        for schedule in Self.schedules(0xE4D, count: 20) {
            for t in [1.0, 2, .infinity] {
                let solution = schedule.solution(at: t)
                #expect(solution.radius == 0)
                #expect(solution.finger == SIMD2(-schedule.pageSize.x, schedule.grab.y))
                for point in TrackingCases.grid(schedule.pageSize, 9) {
                    let s = solution.deformation.surface(at: point)
                    #expect(isClose(s.position, SIMD3(-point.x, point.y, 0), tolerance: 1e-9 * schedule.pageSize.x))
                    if point.x > 1e-6 * schedule.pageSize.x { #expect(s.normal == SIMD3(0, 0, -1)) }
                }
            }
        }
    }

    @Test func isContinuousInProgress() {
        // Refining the progress steps shrinks the largest vertex motion per step with them
        // (Lipschitz in t, except near t = 0 where it goes as t^(2/3): 4^(−2/3) ≈ 0.4 < 0.5).
        for schedule in Self.schedules(0xC0E7, count: 12) {
            let grid = TrackingCases.grid(schedule.pageSize)
            func largestStep(_ n: Int) -> Double {
                var previous = schedule.deformation(at: 0), largest = 0.0
                for i in 1...n {
                    let current = schedule.deformation(at: Double(i) / Double(n))
                    largest = Swift.max(largest, TrackingCases.motion(previous, current, grid: grid))
                    previous = current
                }
                return largest
            }
            let coarse = largestStep(400), fine = largestStep(1600)
            #expect(coarse > 0)
            #expect(fine <= 0.5 * coarse, "\(schedule)")
        }
    }

    @Test func curlVanishesAtTheStart() {
        // The lead point starts on the curve, where the lift grows like t^(2/3) (depth ∝ t^(1/3)
        // since d − r·sin(d/r) ≈ d³/6r², height ≈ d²/2r): continuous, but steep at t = 0.
        for schedule in Self.schedules(0x5747, count: 12) {
            let grid = TrackingCases.grid(schedule.pageSize)
            let flat = schedule.deformation(at: 0)
            var previous = Double.infinity
            for t in [1e-2, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12] {
                let moved = TrackingCases.motion(flat, schedule.deformation(at: t), grid: grid)
                #expect(moved < previous)
                previous = moved
            }
            #expect(previous < 1e-4)
        }
    }

    @Test func leadPointFollowsItsPathWithTheSpineFixed() {
        for schedule in Self.schedules(0x1EAD, count: 20) {
            for i in 0...100 {
                let t = Double(i) / 100
                let solution = schedule.solution(at: t)
                // Default lifts keep the finger reachable, so the lead point is exactly on it.
                if schedule.lift == CylinderSchedule(pageSize: schedule.pageSize, grabY: schedule.grabY).lift {
                    #expect(!solution.isClamped)
                }
                #expect(TrackingCases.trackingError(solution, finger: solution.finger) <= TrackingCases.trackingTolerance)
                for point in TrackingCases.spine(schedule.pageSize) {
                    #expect(solution.deformation.position(of: point) == SIMD3(point.x, point.y, 0))
                }
            }
        }
    }

    @Test func defaultsLeadFromTheBottomCornerRaisingIt() {
        let schedule = CylinderSchedule(pageSize: SIMD2(300, 400))
        #expect(schedule.grab == SIMD2(300, 400))
        #expect(schedule.lift == 80)
        #expect(schedule.finger(at: 0.5) == SIMD2(0, 320))
        #expect(schedule.tracker.radiusPolicy == .default)
        #expect(CylinderSchedule(pageSize: SIMD2(300, 400), grabY: 0).lift == -80)
        #expect(CylinderSchedule(pageSize: SIMD2(300, 400), grabY: .nan).grabY == 400)
        #expect(CylinderSchedule(pageSize: SIMD2(300, 400), grabY: 900).grabY == 400)
    }
}
