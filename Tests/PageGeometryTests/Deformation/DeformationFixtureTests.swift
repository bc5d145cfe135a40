import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// Seeded random deformations and points shared by the deformation, cone and mesh tests, with
/// the exact-map measurements they check (first fundamental form, normals, boundaries).
enum DeformationFixtures {
    /// The page the tests use, in points.
    static let page = SIMD2<Double>(320, 480)

    /// A cylinder with its axis anywhere near the page, at any angle, with a radius from a crease
    /// to far larger than the page (a fixed share of each edge case).
    static func cylinder(_ random: inout SeededRandom) -> CylinderDeformation {
        let axis = random.point(x: -100 ... 420, y: -100 ... 580)
        let angle = random.double(in: 0 ... 2 * Double.pi)
        let pick = random.double(in: 0 ... 1)
        let radius: Double
        switch pick {
        case ..<0.1: radius = 0
        case ..<0.15: radius = random.double(in: 0.01 ... 1)
        case ..<0.9: radius = random.double(in: 1 ... 200)
        default: radius = random.double(in: 200 ... 5000)
        }
        return CylinderDeformation(axisPoint: axis, axisAngle: angle, radius: radius)
    }

    /// A cone with its parameters anywhere in (and a little beyond) their ranges, limits included.
    static func cone(_ random: inout SeededRandom) -> ConeDeformation {
        let pick = random.double(in: 0 ... 1)
        var apex = SIMD2(random.double(in: -20 ... 400), random.double(in: -800 ... 20))
        if pick < 0.1 { apex.y = 0 }
        if pick > 0.95 { apex = SIMD2(0, 0) }
        var angle = random.double(in: -0.1 ... (Double.pi / 2 + 0.1))
        if pick > 0.4 && pick < 0.45 { angle = 0 }
        if pick > 0.45 && pick < 0.5 { angle = Double.pi / 2 }
        var rotation = random.double(in: -0.2 ... (Double.pi + 0.2))
        if pick > 0.5 && pick < 0.6 { rotation = 0 }
        if pick > 0.6 && pick < 0.65 { rotation = Double.pi }
        // Most creases unrotated: a rotation opens the cone (minimumConeAngle).
        if pick > 0.4 && pick < 0.435 { rotation = 0 }
        return ConeDeformation(apex: apex, coneAngle: angle, rotation: rotation)
    }

    /// A rotation about the spine anywhere in (and a little beyond) `[0, π]`.
    static func spine(_ random: inout SeededRandom) -> SpineRotation {
        SpineRotation(angle: random.double(in: -0.2 ... (Double.pi + 0.2)))
    }

    /// A material point of the page.
    static func pagePoint(_ random: inout SeededRandom) -> SIMD2<Double> {
        random.point(x: 0 ... page.x, y: 0 ... page.y)
    }

    /// The partial derivatives of the exact map by central differences with step `h`.
    static func tangents(
        _ deformation: some PageDeformation, at p: SIMD2<Double>, step h: Double
    ) -> (x: SIMD3<Double>, y: SIMD3<Double>) {
        let px = (deformation.position(of: p + SIMD2(h, 0)) - deformation.position(of: p - SIMD2(h, 0))) / (2 * h)
        let py = (deformation.position(of: p + SIMD2(0, h)) - deformation.position(of: p - SIMD2(0, h))) / (2 * h)
        return (px, py)
    }

    /// Euclidean length.
    static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }

    /// Dot product.
    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    /// Cross product.
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// Whether every component is finite.
    static func isFinite(_ v: SIMD3<Double>) -> Bool { v.x.isFinite && v.y.isFinite && v.z.isFinite }

    /// The polar angle about the apex the cone uses, `atan2(x - B, y - A)`.
    static func polarAngle(_ cone: ConeDeformation, _ p: SIMD2<Double>) -> Double {
        Double.atan2(y: p.x - cone.apex.x, x: p.y - cone.apex.y)
    }

    /// How far (points) `p` lies from the nearest line where the cone's second derivatives jump
    /// (the line x = B, the half-turn ruling, the apex line behind the apex), and the smallest
    /// radius of curvature near it (points; infinite where flat).
    static func coneBoundaryDistance(_ cone: ConeDeformation, _ p: SIMD2<Double>) -> (distance: Double, radius: Double) {
        let v = p - cone.apex
        let r = (v * v).sum().squareRoot()
        let phi = Double.atan2(y: v.x, x: v.y)
        let halfTurn = Double.pi * Double.sin(cone.coneAngle)
        var distance = abs(v.x)
        distance = min(distance, r)
        if v.y > 0 { distance = min(distance, r * abs(Double.sin(phi - halfTurn))) }
        distance = min(distance, abs(v.y))
        let radius = cone.coneAngle >= Double.pi / 2 ? Double.infinity : r * Double.tan(cone.coneAngle)
        return (distance, radius)
    }
}

@Suite struct DeformationFixtureTests {
    @Test func fixturesCoverTheLimits() {
        var random = SeededRandom(seed: 11)
        var creases = 0, flatCones = 0, creasedCones = 0, landed = 0
        for _ in 0 ..< 400 {
            if DeformationFixtures.cylinder(&random).radius == 0 { creases += 1 }
            let cone = DeformationFixtures.cone(&random)
            if cone.coneAngle == Double.pi / 2 { flatCones += 1 }
            if cone.coneAngle == 0 { creasedCones += 1 }
            if cone.rotation == Double.pi { landed += 1 }
        }
        #expect(creases > 10)
        #expect(flatCones > 10)
        #expect(creasedCones > 5)
        #expect(landed > 5)
    }
}
