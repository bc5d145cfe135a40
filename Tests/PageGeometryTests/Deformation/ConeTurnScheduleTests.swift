import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// The programmatic cone turn: flat at the start, flat on the left at the end, continuous between,
/// above the page beneath throughout.
@Suite struct ConeTurnScheduleTests {
    static let page = DeformationFixtures.page
    static let schedule = ConeTurnSchedule(pageSize: page)
    static let samples: [SIMD2<Double>] = [
        SIMD2(0, 0), SIMD2(320, 0), SIMD2(320, 480), SIMD2(0, 480), SIMD2(160, 240), SIMD2(300, 20),
        SIMD2(300, 460), SIMD2(40, 240), SIMD2(200, 100),
    ]

    @Test func startsFlatAndEndsFlatOnTheLeft() {
        for t: Double in [0, -1, -.infinity, .nan] {
            let start = Self.schedule.deformation(at: t)
            #expect(start.rotation == 0 && start.coneAngle == Double.pi / 2)
            for p in Self.samples { #expect(isClose(start.position(of: p), SIMD3(p.x, p.y, 0), tolerance: 1e-9)) }
        }
        for t: Double in [1, 2, .infinity] {
            let end = Self.schedule.deformation(at: t)
            #expect(end.rotation == Double.pi && end.coneAngle == Double.pi / 2)
            for p in Self.samples {
                #expect(isClose(end.position(of: p), SIMD3(-p.x, p.y, 0), tolerance: 1e-9))
                #expect(isClose(end.normal(at: p), SIMD3(0, 0, -1), tolerance: 1e-9))
            }
        }
    }

    @Test func isContinuousAndStaysAboveThePage() {
        let steps = 2000
        let dt = 1 / Double(steps)
        var previous = Self.schedule.deformation(at: 0)
        var largestStep = 0.0
        var curled = false
        for step in 1 ... steps {
            let t = Double(step) * dt
            let cone = Self.schedule.deformation(at: t)
            // Parameters move at bounded speed: ρ' <= 1.5π, |θ'| <= (π/2)·27/4 (and the minimum
            // cone angle's own slope), |A'| <= 0.85·(27/4)·height, |B'| <= 2·width.
            #expect(abs(cone.rotation - previous.rotation) <= 1.5 * Double.pi * dt + 1e-12)
            #expect(abs(cone.coneAngle - previous.coneAngle) <= 12 * dt, "t = \(t)")
            #expect(DeformationFixtures.length(SIMD3(cone.apex - previous.apex, 0)) <= (6 * Self.page.y + 2 * Self.page.x) * dt)
            // The schedule stays within what the cone allows: nothing is clamped.
            #expect(cone.coneAngle >= ConeDeformation.minimumConeAngle(rotation: cone.rotation))
            if cone.coneAngle < 0.6 { curled = true }
            for p in Self.samples {
                let position = cone.position(of: p)
                #expect(position.z >= -1e-9, "t = \(t) \(p)")
                largestStep = max(largestStep, DeformationFixtures.length(position - previous.position(of: p)))
            }
            previous = cone
        }
        // A page point moves at most a few points per 1/2000 of the turn: no jump anywhere.
        #expect(largestStep < 4, "\(largestStep)")
        #expect(curled)
    }

    @Test func curlsHardestEarlyAndOpensAsItLands() {
        let third = Self.schedule.deformation(at: 1.0 / 3)
        #expect(abs(third.coneAngle - Double.pi / 6) < 1e-12)
        #expect(third.rotation < Double.pi / 2)
        // The top-right corner leads: the page there has turned further from its flat part.
        let flatNormal = third.normal(at: SIMD2(0, 240))
        let top = DeformationFixtures.dot(third.normal(at: SIMD2(320, 0)), flatNormal)
        let bottom = DeformationFixtures.dot(third.normal(at: SIMD2(320, 480)), flatNormal)
        #expect(top < bottom)
        #expect(top < 0)
        let late = Self.schedule.deformation(at: 0.9)
        #expect(late.coneAngle > 1.4)
    }
}
