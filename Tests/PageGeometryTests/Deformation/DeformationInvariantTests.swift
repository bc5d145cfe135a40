import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// The geometry invariants every deformation keeps, over seeded random parameters and points:
/// no stretching, nothing below the page beneath, a fixed spine, unit normals orthogonal to the
/// surface, and finite values.
@Suite struct DeformationInvariantTests {
    /// Central-difference step (points): small against every radius tested (>= 0.01 pt), large
    /// against rounding (positions of ~1000 pt carry ~1e-13 pt of error, / 1e-5 = 1e-8).
    static let step = 1e-5
    /// Allowed error of the first fundamental form and of normal·tangent: truncation
    /// h²/(6ρ²) <= 2e-7 at the smallest radius of curvature checked (0.01 pt) plus rounding.
    static let formTolerance = 1e-5
    /// Allowed depth below z = 0: rounding of products of sines near π (1e-16) times lengths of
    /// up to 1e3 pt.
    static let depthTolerance = 1e-9
    /// Points closer than this (points) to a line where the second derivatives jump are left
    /// out of the finite-difference checks (the step would straddle the line).
    static let boundaryMargin = 1e-3
    /// Below this radius of curvature (points) the finite-difference check is skipped.
    static let smallestCheckedRadius = 0.01

    /// Checks one point; `step` is nil where the finite-difference checks do not apply.
    func check(_ deformation: some PageDeformation, at p: SIMD2<Double>, step: Double?,
               _ label: @autoclosure () -> String) {
        let surface = deformation.surface(at: p)
        #expect(DeformationFixtures.isFinite(surface.position), "\(label()) \(p)")
        #expect(DeformationFixtures.isFinite(surface.normal), "\(label()) \(p)")
        #expect(abs(DeformationFixtures.length(surface.normal) - 1) < 1e-12, "\(label()) \(p)")
        #expect(deformation.position(of: p) == surface.position)
        #expect(deformation.normal(at: p) == surface.normal)
        #expect(surface.position.z >= -Self.depthTolerance, "\(label()) \(p) z = \(surface.position.z)")
        guard let step else { return }
        let t = DeformationFixtures.tangents(deformation, at: p, step: step)
        let e = DeformationFixtures.dot(t.x, t.x), f = DeformationFixtures.dot(t.x, t.y)
        let g = DeformationFixtures.dot(t.y, t.y)
        #expect(abs(e - 1) < Self.formTolerance, "E = \(e) \(label()) \(p)")
        #expect(abs(f) < Self.formTolerance, "F = \(f) \(label()) \(p)")
        #expect(abs(g - 1) < Self.formTolerance, "G = \(g) \(label()) \(p)")
        let n = surface.normal
        #expect(abs(DeformationFixtures.dot(n, t.x)) < Self.formTolerance, "N·Px \(label()) \(p)")
        #expect(abs(DeformationFixtures.dot(n, t.y)) < Self.formTolerance, "N·Py \(label()) \(p)")
        // The front normal is Px × Py: the page is not turned inside out.
        #expect(DeformationFixtures.dot(n, DeformationFixtures.cross(t.x, t.y)) > 0.99, "orientation \(label()) \(p)")
    }

    @Test func cylinderIsAnIsometryAboveThePage() {
        var random = SeededRandom(seed: 1)
        for _ in 0 ..< 300 {
            let cylinder = DeformationFixtures.cylinder(&random)
            let r = cylinder.radius
            for _ in 0 ..< 40 {
                let p = DeformationFixtures.pagePoint(&random)
                let d = cylinder.signedDistance(of: p)
                let nearBoundary = abs(d) < Self.boundaryMargin || abs(d - Double.pi * r) < Self.boundaryMargin
                let curvedTooTightly = r < Self.smallestCheckedRadius && d > 0 && d < Double.pi * r + Self.boundaryMargin
                check(cylinder, at: p, step: nearBoundary || curvedTooTightly ? nil : Self.step, "\(cylinder)")
            }
        }
    }

    @Test func coneIsAnIsometryAboveThePage() {
        var random = SeededRandom(seed: 2)
        for _ in 0 ..< 300 {
            let cone = DeformationFixtures.cone(&random)
            for _ in 0 ..< 40 {
                let p = DeformationFixtures.pagePoint(&random)
                let near = DeformationFixtures.coneBoundaryDistance(cone, p)
                let skip = near.distance < Self.boundaryMargin || near.radius < Self.smallestCheckedRadius
                check(cone, at: p, step: skip ? nil : Self.step, "\(cone)")
            }
        }
    }

    @Test func spineRotationIsAnIsometryAboveThePage() {
        var random = SeededRandom(seed: 3)
        for _ in 0 ..< 100 {
            let rotation = DeformationFixtures.spine(&random)
            for _ in 0 ..< 20 {
                check(rotation, at: DeformationFixtures.pagePoint(&random), step: Self.step, "\(rotation)")
            }
        }
    }

    @Test func spineStaysPutUnlessTheCurlReachesIt() {
        var random = SeededRandom(seed: 4)
        var untouched = 0
        for _ in 0 ..< 300 {
            let y = random.double(in: 0 ... DeformationFixtures.page.y)
            let spinePoint = SIMD2(0, y)
            let expected = SIMD3(0, y, 0)
            let cone = DeformationFixtures.cone(&random)
            #expect(isClose(cone.position(of: spinePoint), expected, tolerance: 1e-12), "\(cone)")
            let rotation = DeformationFixtures.spine(&random)
            #expect(isClose(rotation.position(of: spinePoint), expected, tolerance: 1e-12))
            let cylinder = DeformationFixtures.cylinder(&random)
            let top = cylinder.signedDistance(of: SIMD2(0, 0))
            let bottom = cylinder.signedDistance(of: SIMD2(0, DeformationFixtures.page.y))
            if top <= 0 && bottom <= 0 {
                untouched += 1
                #expect(cylinder.position(of: spinePoint) == expected, "\(cylinder)")
            }
        }
        #expect(untouched > 50)
    }

    @Test func spineRotationMatchesCoreAnimation() {
        var random = SeededRandom(seed: 5)
        for _ in 0 ..< 100 {
            let angle = random.double(in: 0 ... Double.pi)
            let rotation = SpineRotation(angle: angle)
            let transform = Transform3D(rotationAngle: -angle, x: 0, y: 1, z: 0)
            let p = DeformationFixtures.pagePoint(&random)
            #expect(isClose(rotation.position(of: p), transform.apply(to: SIMD3(p.x, p.y, 0)), tolerance: 1e-9))
            #expect(isClose(rotation.normal(at: p), transform.apply(to: SIMD3(0, 0, 1)), tolerance: 1e-12))
        }
        let flat = SpineRotation(angle: Double.pi)
        #expect(isClose(flat.position(of: SIMD2(100, 40)), SIMD3(-100, 40, 0), tolerance: 1e-12))
        #expect(isClose(flat.normal(at: SIMD2(100, 40)), SIMD3(0, 0, -1), tolerance: 1e-15))
        #expect(SpineRotation(angle: -1).angle == 0)
        #expect(SpineRotation(angle: 7).angle == Double.pi)
        #expect(SpineRotation(angle: .nan).angle == 0)
        #expect(SpineRotation(angle: .infinity).angle == Double.pi)
    }
}
