import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// The cone: PARC's formula where it is right, no mirrored points, no wrapping past a half-turn,
/// its limits, and the rotation about the spine.
@Suite struct ConeDeformationTests {
    /// The seed's mapping (Nuon's code with B, "the anatomy of a page curl"), unrotated.
    static func seedFormula(_ p: SIMD2<Double>, b: Double, a: Double, theta: Double) -> SIMD3<Double> {
        let bigR = Double.hypot(p.x - b, p.y - a)
        let r = bigR * Double.sin(theta)
        let beta = p.x < b ? 0 : Double.asin((p.x - b) / bigR) / Double.sin(theta)
        let x = p.x < b ? p.x : b + r * Double.sin(beta)
        let y = p.x < b ? p.y : bigR + a - r * (1 - Double.cos(beta)) * Double.sin(theta)
        return SIMD3(x, y, r * (1 - Double.cos(beta)) * Double.cos(theta))
    }

    @Test func matchesPARCWhereTheSeedIsRight() {
        var random = SeededRandom(seed: 21)
        var compared = 0
        for _ in 0 ..< 200 {
            let b = random.double(in: 0 ... 300), a = random.double(in: -600 ... 0)
            let theta = random.double(in: 0.05 ... (Double.pi / 2))
            let cone = ConeDeformation(apex: SIMD2(b, a), coneAngle: theta, rotation: 0)
            #expect(cone.coneAngle == theta)
            for _ in 0 ..< 20 {
                let p = DeformationFixtures.pagePoint(&random)
                // In front of the apex and short of the half-turn the seed is right.
                guard DeformationFixtures.polarAngle(cone, p) < Double.pi * Double.sin(theta) else { continue }
                compared += 1
                #expect(isClose(cone.position(of: p), Self.seedFormula(p, b: b, a: a, theta: theta), tolerance: 1e-9))
            }
        }
        #expect(compared > 2000)
    }

    @Test func neverMirrorsPointsBehindTheApex() {
        var random = SeededRandom(seed: 22)
        for _ in 0 ..< 200 {
            let b = random.double(in: 0 ... 300), a = random.double(in: -300 ... 0)
            let theta = random.double(in: 0.3 ... 1.5)
            let cone = ConeDeformation(apex: SIMD2(b, a), coneAngle: theta, rotation: 0)
            let x = b + random.double(in: 1 ... 300), t = random.double(in: 1 ... 100)
            let inFront = SIMD2(x, a + t), behind = SIMD2(x, a - t)
            // The seed's asin cannot tell the two apart: it puts both on the same spot.
            #expect(isClose(Self.seedFormula(inFront, b: b, a: a, theta: theta),
                            Self.seedFormula(behind, b: b, a: a, theta: theta), tolerance: 1e-9))
            let gap = DeformationFixtures.length(cone.position(of: inFront) - cone.position(of: behind))
            #expect(gap >= 0.9 * t, "\(cone) \(x) \(t)")
        }
    }

    @Test func apexIsKeptOnOrAboveTheTopEdge() {
        let cone = ConeDeformation(apex: SIMD2(-5, 20), coneAngle: 0.5, rotation: 0)
        #expect(cone.apex == SIMD2(0, 0))
        let wild = ConeDeformation(apex: SIMD2(.nan, .infinity), coneAngle: .nan, rotation: .nan)
        #expect(wild.apex == SIMD2(0, 0))
        #expect(wild.coneAngle == Double.pi / 2)
        #expect(wild.rotation == 0)
        #expect(ConeDeformation(apex: .zero, coneAngle: -1, rotation: 0).coneAngle == 0)
        #expect(ConeDeformation(apex: .zero, coneAngle: 3, rotation: 0).coneAngle == Double.pi / 2)
        #expect(ConeDeformation(apex: .zero, coneAngle: 1, rotation: -1).rotation == 0)
        #expect(ConeDeformation(apex: .zero, coneAngle: 1, rotation: 5).rotation == Double.pi)
    }

    @Test func neverWrapsPastAHalfTurn() {
        var random = SeededRandom(seed: 23)
        var onFlap = 0
        for _ in 0 ..< 200 {
            let b = random.double(in: 0 ... 200), a = random.double(in: -100 ... 0)
            let theta = random.double(in: 0.02 ... 0.5)
            let cone = ConeDeformation(apex: SIMD2(b, a), coneAngle: theta, rotation: 0)
            let flapNormal = SIMD3(0, Double.sin(2 * theta), -Double.cos(2 * theta))
            for _ in 0 ..< 20 {
                let p = DeformationFixtures.pagePoint(&random)
                guard DeformationFixtures.polarAngle(cone, p) > Double.pi * Double.sin(theta) else { continue }
                onFlap += 1
                let surface = cone.surface(at: p)
                // Past the half-turn the page lies on one plane through the apex: the flap.
                #expect(isClose(surface.normal, flapNormal, tolerance: 1e-12))
                let fromApex = surface.position - SIMD3(b, a, 0)
                #expect(abs(DeformationFixtures.dot(fromApex, flapNormal)) < 1e-9)
            }
        }
        #expect(onFlap > 500)
    }

    @Test func zeroConeAngleIsACrease() {
        let cone = ConeDeformation(apex: SIMD2(120, -40), coneAngle: 0, rotation: 0)
        #expect(cone.position(of: SIMD2(100, 200)) == SIMD3(100, 200, 0))
        #expect(isClose(cone.position(of: SIMD2(150, 200)), SIMD3(90, 200, 0), tolerance: 1e-12))
        #expect(isClose(cone.normal(at: SIMD2(150, 200)), SIMD3(0, 0, -1), tolerance: 1e-15))
        #expect(cone.normal(at: SIMD2(100, 200)) == SIMD3(0, 0, 1))
    }

    @Test func rightConeAngleIsFlat() {
        var random = SeededRandom(seed: 24)
        for _ in 0 ..< 200 {
            let cone = ConeDeformation(apex: SIMD2(random.double(in: 0 ... 300), random.double(in: -500 ... 0)),
                                       coneAngle: Double.pi / 2, rotation: 0)
            let p = DeformationFixtures.pagePoint(&random)
            #expect(isClose(cone.position(of: p), SIMD3(p.x, p.y, 0), tolerance: 1e-9))
            #expect(cone.meshSamplingHint == .planar)
        }
    }

    @Test func rotationIsTheSpineRotationOfTheCurl() {
        var random = SeededRandom(seed: 25)
        for _ in 0 ..< 200 {
            let rho = random.double(in: 0 ... Double.pi)
            let theta = random.double(in: ConeDeformation.minimumConeAngle(rotation: rho) ... (Double.pi / 2))
            let apex = SIMD2(random.double(in: 0 ... 300), random.double(in: -500 ... 0))
            let turned = ConeDeformation(apex: apex, coneAngle: theta, rotation: rho)
            let unturned = ConeDeformation(apex: apex, coneAngle: theta, rotation: 0)
            #expect(turned.coneAngle == theta)
            let p = DeformationFixtures.pagePoint(&random)
            let local = unturned.surface(at: p)
            let transform = Transform3D(rotationAngle: -rho, x: 0, y: 1, z: 0)
            #expect(isClose(turned.position(of: p), transform.apply(to: local.position), tolerance: 1e-9))
            #expect(isClose(turned.normal(at: p), transform.apply(to: local.normal), tolerance: 1e-12))
        }
    }

    @Test func minimumConeAngleKeepsTheCurlAboveThePageAndIsTight() {
        #expect(ConeDeformation.minimumConeAngle(rotation: 0) == 0)
        #expect(abs(ConeDeformation.minimumConeAngle(rotation: Double.pi / 2) - Double.pi / 6) < 1e-9)
        #expect(ConeDeformation.minimumConeAngle(rotation: Double.pi) == Double.pi / 2)
        #expect(abs(ConeDeformation.maximumElevation(coneAngle: Double.pi / 6) - Double.pi / 2) < 1e-12)
        #expect(ConeDeformation.maximumElevation(coneAngle: 0) == Double.pi)
        #expect(ConeDeformation.maximumElevation(coneAngle: Double.pi / 2) < 1e-15)
        var previousAngle = 0.0, previousElevation = Double.pi
        for step in 1 ... 200 {
            let t = Double(step) / 200
            let angle = ConeDeformation.minimumConeAngle(rotation: t * Double.pi)
            #expect(angle >= previousAngle)
            previousAngle = angle
            let elevation = ConeDeformation.maximumElevation(coneAngle: t * Double.pi / 2)
            #expect(elevation < previousElevation)
            previousElevation = elevation
        }
        // Asking for a tighter cone than the rotation allows gets the minimum; then far out along
        // the steepest direction the page just touches z = 0 (the bound is not slack).
        var random = SeededRandom(seed: 26)
        for _ in 0 ..< 100 {
            let rho = random.double(in: 0.2 ... 3)
            let cone = ConeDeformation(apex: .zero, coneAngle: 0, rotation: rho)
            #expect(cone.coneAngle == ConeDeformation.minimumConeAngle(rotation: rho))
            let far = SIMD2(1e6, 1e-3)
            let z = cone.position(of: far).z
            #expect(z >= -1e-6 && z < 1e-3 * 1e6 * 1e-3, "\(rho) \(z)")
        }
    }
}
