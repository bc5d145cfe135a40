import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// C¹ across the joins between flat, curved and folded-over parts: positions, tangents and normals
/// agree on both sides of every boundary (evaluated at boundary ± ε).
@Suite struct DeformationContinuityTests {
    /// The offset either side of a boundary, in points.
    static let epsilon = 1e-6

    /// Checks C¹ across a boundary through `p` crossed in direction `across` (unit, material),
    /// where the smallest radius of curvature nearby is `radius`.
    func checkJoin(_ deformation: some PageDeformation, at p: SIMD2<Double>, across: SIMD2<Double>,
                   radius: Double, _ label: @autoclosure () -> String) {
        let e = Self.epsilon
        let before = deformation.surface(at: p - e * across), after = deformation.surface(at: p + e * across)
        // An isometry moves a point by at most the material distance, 2ε.
        let jump = DeformationFixtures.length(after.position - before.position)
        #expect(jump <= 2 * e * (1 + 1e-6) + 1e-10, "position jump \(jump) \(label())")
        // The normal turns by at most 2ε/r across the join.
        let turn = DeformationFixtures.length(after.normal - before.normal)
        #expect(turn <= 2 * e / radius + 1e-9, "normal jump \(turn) \(label())")
        // One-sided tangents across the join agree (to the curvature times the offset, plus
        // rounding: positions of ~1e3 pt carry ~1e-13 pt, divided by ε).
        let outer = DeformationFixtures.length((deformation.position(of: p + 2 * e * across) - after.position)
            - (before.position - deformation.position(of: p - 2 * e * across))) / e
        #expect(outer <= 4 * e / radius + 1e-5, "tangent jump \(outer) \(label())")
    }

    @Test func cylinderJoinsAreC1() {
        var random = SeededRandom(seed: 31)
        for _ in 0 ..< 300 {
            let cylinder = CylinderDeformation(axisPoint: random.point(x: -100 ... 420, y: -100 ... 580),
                                               axisAngle: random.double(in: 0 ... 2 * Double.pi),
                                               radius: random.double(in: 0.5 ... 500))
            let u = cylinder.axisDirection, n = cylinder.curlDirection
            let along = random.double(in: -300 ... 300)
            for d in [0, Double.pi * cylinder.radius] {
                let p = cylinder.axisPoint + along * u + d * n
                checkJoin(cylinder, at: p, across: n, radius: cylinder.radius, "\(cylinder) d = \(d)")
            }
        }
    }

    @Test func coneJoinsAreC1() {
        var random = SeededRandom(seed: 32)
        var halfTurns = 0
        for _ in 0 ..< 300 {
            let rho = random.double(in: 0 ... Double.pi)
            let cone = ConeDeformation(apex: SIMD2(random.double(in: 0 ... 300), random.double(in: -400 ... 0)),
                                       coneAngle: random.double(in: 0.02 ... 1.5), rotation: rho)
            let theta = cone.coneAngle
            // The line x = B, where the page leaves the plane.
            let y = cone.apex.y + random.double(in: 1 ... 600)
            let radiusThere = (y - cone.apex.y) * Double.tan(theta)
            checkJoin(cone, at: SIMD2(cone.apex.x, y), across: SIMD2(1, 0), radius: radiusThere, "\(cone) x = B")
            // The half-turn ruling, where the flap begins.
            let halfTurn = Double.pi * Double.sin(theta)
            if halfTurn < Double.pi / 2 {
                halfTurns += 1
                let distance = random.double(in: 1 ... 600)
                let p = cone.apex + distance * SIMD2(Double.sin(halfTurn), Double.cos(halfTurn))
                checkJoin(cone, at: p, across: SIMD2(Double.cos(halfTurn), -Double.sin(halfTurn)),
                          radius: distance * Double.tan(theta), "\(cone) half-turn")
            }
        }
        #expect(halfTurns > 20)
    }

    @Test func creasesKeepPositionsContinuousAndFoldTheNormal() {
        var random = SeededRandom(seed: 33)
        for _ in 0 ..< 100 {
            let cylinder = CylinderDeformation(axisPoint: random.point(x: 0 ... 320, y: 0 ... 480),
                                               axisAngle: random.double(in: 0 ... 2 * Double.pi), radius: 0)
            let p = cylinder.axisPoint + random.double(in: -200 ... 200) * cylinder.axisDirection
            let n = cylinder.curlDirection
            let before = cylinder.surface(at: p - Self.epsilon * n), after = cylinder.surface(at: p + Self.epsilon * n)
            #expect(DeformationFixtures.length(after.position - before.position) <= 1e-9)
            #expect(before.normal == SIMD3(0, 0, 1))
            #expect(after.normal == SIMD3(0, 0, -1))
            // Folded flat: the point past the crease lies on its mirror image.
            let q = p + 30 * n
            #expect(isClose(cylinder.position(of: q), SIMD3(p.x - 30 * n.x, p.y - 30 * n.y, 0), tolerance: 1e-9))
        }
    }
}
