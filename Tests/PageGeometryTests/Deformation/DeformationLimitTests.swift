import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// Finite, unit-normal output for every finite input: radius 0 and extreme radii, angles at
/// their limits and beyond, points far away, exactly on boundaries, at the apex.
@Suite struct DeformationLimitTests {
    static let radii: [Double] = [0, Double.leastNonzeroMagnitude, 1e-300, 1e-9, 0.01, 1, 1e6, 1e12, 1e300,
                                  Double.greatestFiniteMagnitude, -1, .nan, .infinity, -.infinity]
    static let angles: [Double] = [0, Double.pi / 2, Double.pi, -Double.pi, 1e10, -1e10, 1e-300]
    static let farPoints: [SIMD2<Double>] = [
        SIMD2(0, 0), SIMD2(320, 480), SIMD2(-1e6, 1e6), SIMD2(1e6, -1e6), SIMD2(1e9, 1e9), SIMD2(-1e9, -1e9),
    ]

    func expectFinite(_ deformation: some PageDeformation, at p: SIMD2<Double>, _ label: @autoclosure () -> String) {
        let surface = deformation.surface(at: p)
        #expect(DeformationFixtures.isFinite(surface.position), "\(label()) \(p) \(surface.position)")
        #expect(abs(DeformationFixtures.length(surface.normal) - 1) < 1e-12, "\(label()) \(p) \(surface.normal)")
    }

    @Test func cylinderIsFiniteEverywhere() {
        for radius in Self.radii {
            for angle in Self.angles {
                let cylinder = CylinderDeformation(axisPoint: SIMD2(150, 200), axisAngle: angle, radius: radius)
                let r = cylinder.radius
                #expect(r >= 0 && r.isFinite)
                let u = cylinder.axisDirection, n = cylinder.curlDirection
                var points = Self.farPoints
                // On the axis, exactly at the end of the arc, and either side of both.
                for d in [0, Double.pi * r, -1e-12, 1e-12, Double.pi * r * (1 + 1e-15), 0.5 * Double.pi * r] {
                    points.append(cylinder.axisPoint + 17 * u + d * n)
                }
                // Only finite inputs promise finite output (π·r overflows for the largest radii).
                for p in points where p.x.isFinite && p.y.isFinite { expectFinite(cylinder, at: p, "\(cylinder)") }
            }
        }
        // Set through the property, a bad radius is read as a crease too.
        var cylinder = CylinderDeformation(axisPoint: SIMD2(100, 0), axisAngle: Double.pi / 2, radius: 10)
        for bad in [-5.0, .nan, .infinity] {
            cylinder.radius = bad
            let surface = cylinder.surface(at: SIMD2(130, 50))
            #expect(isClose(surface.position, SIMD3(70, 50, 0), tolerance: 1e-12), "\(bad)")
            #expect(surface.normal == SIMD3(0, 0, -1))
            #expect(cylinder.meshSamplingHint == .parallelRulings(
                origin: SIMD2(100, 0), across: cylinder.curlDirection, bend: 0 ... 0, radius: 0))
        }
    }

    @Test func coneIsFiniteEverywhere() {
        let apexes: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(100, 0), SIMD2(0, -1e-300), SIMD2(50, -1e9),
                                       SIMD2(1e9, -5), SIMD2(-50, 50), SIMD2(320, 0)]
        let coneAngles: [Double] = [0, 1e-300, 1e-9, Double.pi / 6, 1, Double.pi / 2 - 1e-12, Double.pi / 2, 5, -5, .nan]
        let rotations: [Double] = [0, 1e-300, Double.pi / 2, Double.pi - 1e-12, Double.pi, 10, -10, .nan]
        for apex in apexes {
            for angle in coneAngles {
                for rotation in rotations {
                    let cone = ConeDeformation(apex: apex, coneAngle: angle, rotation: rotation)
                    let halfTurn = Double.pi * Double.sin(cone.coneAngle)
                    var points = Self.farPoints
                    points.append(cone.apex)
                    points.append(cone.apex + SIMD2(0, 100))   // on x = B
                    points.append(cone.apex + SIMD2(1e-300, 0))  // beside the apex, on its line
                    points.append(cone.apex + SIMD2(50, 0))      // on the apex line
                    points.append(cone.apex + SIMD2(50, -70))    // behind the apex
                    points.append(cone.apex + 100 * SIMD2(Double.sin(halfTurn), Double.cos(halfTurn)))
                    for p in points {
                        expectFinite(cone, at: p, "\(cone)")
                        if p.x >= 0 { #expect(cone.position(of: p).z >= -1e-9 * max(1, abs(p.x) + abs(p.y))) }
                    }
                }
            }
        }
    }

    @Test func spineRotationIsFiniteEverywhere() {
        for angle in Self.angles + [.nan, .infinity, -.infinity] {
            let rotation = SpineRotation(angle: angle)
            for p in Self.farPoints { expectFinite(rotation, at: p, "\(rotation)") }
        }
    }
}
