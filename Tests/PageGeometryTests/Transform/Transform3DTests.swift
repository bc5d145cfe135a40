import PageGeometry
import PageTestSupport
import Testing

// Core Animation's documented behaviour as test vectors: CATransform3DMake*, CATransform3D*
// (translate/scale/rotate put the new operation first), CATransform3DConcat (a then b), m34
// perspective, CATransform3DIsAffine / IsIdentity, CATransform3DInvert.

@Suite struct Transform3DTests {
    /// Rounding in a sine or cosine of a multiple of π/2 (`cos(π/2)` is 6.1e-17), times
    /// coordinates of at most a few hundred points.
    static let tolerance = 1e-12

    // MARK: Constructors

    @Test func identityIsCATransform3DIdentity() {
        let i = Transform3D.identity
        #expect(i.m11 == 1 && i.m22 == 1 && i.m33 == 1 && i.m44 == 1)
        #expect([i.m12, i.m13, i.m14, i.m21, i.m23, i.m24, i.m31, i.m32, i.m34, i.m41, i.m42, i.m43]
            .allSatisfy { $0 == 0 })
        #expect(i.isIdentity)
        #expect(i.isAffine)
        #expect(i.apply(to: SIMD3(3, -4, 5)) == SIMD3(3, -4, 5))
    }

    @Test func translationLivesInTheFourthRow() {
        // CATransform3DMakeTranslation: [1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1].
        let t = Transform3D(translationX: 10, y: 20, z: 30)
        #expect(t.m41 == 10 && t.m42 == 20 && t.m43 == 30)
        #expect(t.apply(to: SIMD3(1, 2, 3)) == SIMD3(11, 22, 33))
        #expect(!t.isIdentity)
        #expect(!t.isAffine, "a z translation leaves the plane z = 0")
        #expect(Transform3D(translationX: 10, y: 20, z: 0).isAffine)
    }

    @Test func scaleLivesOnTheDiagonal() {
        // CATransform3DMakeScale: [sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1].
        let s = Transform3D(scaleX: 2, y: -3, z: 4)
        #expect(s.m11 == 2 && s.m22 == -3 && s.m33 == 4 && s.m44 == 1)
        #expect(s.apply(to: SIMD3(1, 1, 1)) == SIMD3(2, -3, 4))
        #expect(s.determinant == -24)
    }

    // MARK: Rotation signs (CATransform3DMakeRotation)

    @Test func positiveRotationAboutZTakesXTowardY() {
        // On a y-down screen that is clockwise, as UIView's positive rotations are.
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(isClose(r.apply(to: SIMD3(1, 0, 0)), SIMD3(0, 1, 0), tolerance: Self.tolerance))
        #expect(isClose(r.apply(to: SIMD3(0, 1, 0)), SIMD3(-1, 0, 0), tolerance: Self.tolerance))
        // CATransform3DMakeRotation(a, 0, 0, 1) = [cos sin 0 0; -sin cos 0 0; 0 0 1 0; 0 0 0 1];
        // a = π/6: sin = 1/2, cos = √3/2.
        let r2 = Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1)
        #expect(isClose(r2.m12, 0.5, tolerance: Self.tolerance))
        #expect(isClose(r2.m21, -0.5, tolerance: Self.tolerance))
        #expect(isClose(r2.m11, 3.0.squareRoot() / 2, tolerance: Self.tolerance))
        #expect(isClose(r2.m22, 3.0.squareRoot() / 2, tolerance: Self.tolerance))
        #expect(r2.isAffine, "a rotation about z stays in the plane")
    }

    @Test func negativeRotationAboutYLiftsXTowardTheViewer() {
        // BookViewXK's flip runs 0 → -π about +y: the free (+x) edge rises toward +z, stands
        // straight up at -π/2 and lands flat on the left (-x) at -π.
        let quarter = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
        #expect(isClose(quarter.apply(to: SIMD3(320, 0, 0)), SIMD3(0, 0, 320), tolerance: 1e-10))
        let partway = Transform3D(rotationAngle: -.pi / 6, x: 0, y: 1, z: 0)
        #expect(partway.apply(to: SIMD3(320, 0, 0)).z > 0)
        let half = Transform3D(rotationAngle: -.pi, x: 0, y: 1, z: 0)
        #expect(isClose(half.apply(to: SIMD3(320, 50, 0)), SIMD3(-320, 50, 0), tolerance: 1e-10))
        // And a positive angle about +y carries +z toward +x.
        let positive = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(isClose(positive.apply(to: SIMD3(0, 0, 1)), SIMD3(1, 0, 0), tolerance: Self.tolerance))
        #expect(!positive.isAffine)
    }

    @Test func positiveRotationAboutXTakesYTowardTheViewer() {
        // Right-handed about +x: +y → +z, +z → -y. With y down, the bottom edge (+y) of a layer
        // tilted by a positive angle about x comes toward the viewer.
        let r = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(isClose(r.apply(to: SIMD3(0, 1, 0)), SIMD3(0, 0, 1), tolerance: Self.tolerance))
        #expect(isClose(r.apply(to: SIMD3(0, 0, 1)), SIMD3(0, -1, 0), tolerance: Self.tolerance))
        #expect(isClose(r.apply(to: SIMD3(7, 0, 0)), SIMD3(7, 0, 0), tolerance: Self.tolerance))
    }

    @Test func rotationMatchesRodriguesTransposedForAnyAxis() {
        // Row-vector form of R = cos·I + sin·[u]× + (1 - cos)·u uᵀ, transposed: entry (i, j) is
        // where component i of the input goes in component j of the output.
        let axis = SIMD3(1.0, 2.0, 2.0)  // length 3
        // a = π/3: cos = 1/2, sin = √3/2.
        let u = axis / 3, c = 0.5, s = 3.0.squareRoot() / 2, t = 1 - c
        let r = Transform3D(rotationAngle: .pi / 3, x: axis.x, y: axis.y, z: axis.z)
        let expected = Transform3D(
            m11: c + u.x * u.x * t, m12: u.x * u.y * t + u.z * s, m13: u.x * u.z * t - u.y * s, m14: 0,
            m21: u.x * u.y * t - u.z * s, m22: c + u.y * u.y * t, m23: u.y * u.z * t + u.x * s, m24: 0,
            m31: u.x * u.z * t + u.y * s, m32: u.y * u.z * t - u.x * s, m33: c + u.z * u.z * t, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
        #expect(r.maxDifference(to: expected) <= Self.tolerance)
    }

    @Test func zeroOrNonFiniteAxisGivesTheIdentity() {
        // "If the vector has length zero, this function returns the identity transform."
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 1) == .identity)
        #expect(Transform3D(rotationAngle: 1, x: .infinity, y: 0, z: 0) == .identity)
        let t = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(t.rotated(by: 1, x: 0, y: 0, z: 0) == t)
    }

    // MARK: Composition order

    @Test func concatenatingMeansSelfThenOther() {
        let move = Transform3D(translationX: 10, y: 0, z: 0)
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        // Move to (10, 0), then turn about the origin: (0, 10).
        #expect(isClose(move.concatenating(turn).apply(to: .zero), SIMD3(0, 10, 0), tolerance: Self.tolerance))
        // Turn (the origin stays), then move: (10, 0).
        #expect(isClose(turn.concatenating(move).apply(to: .zero), SIMD3(10, 0, 0), tolerance: Self.tolerance))
    }

    @Test func translateScaleRotatePutTheNewOperationFirst() {
        // CATransform3DTranslate(t, …) = translate · t: the translation happens before t.
        let turn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let p = turn.translatedBy(x: 10, y: 0, z: 0).apply(to: .zero)
        #expect(isClose(p, SIMD3(0, 10, 0), tolerance: Self.tolerance))
        // CATransform3DScale(t, …) = scale · t.
        let move = Transform3D(translationX: 5, y: 0, z: 0)
        #expect(move.scaledBy(x: 2, y: 2, z: 2).apply(to: SIMD3(1, 1, 1)) == SIMD3(7, 2, 2))
        // CATransform3DRotate(t, …) = rotation · t.
        let q = move.rotated(by: .pi / 2, x: 0, y: 0, z: 1).apply(to: SIMD3(1, 0, 0))
        #expect(isClose(q, SIMD3(5, 1, 0), tolerance: Self.tolerance))
        // The classic flip recipe: perspective first in code, rotation applied first to points.
        var flip = Transform3D.identity
        flip.m34 = -1 / 500
        flip = flip.rotated(by: -.pi / 3, x: 0, y: 1, z: 0)
        let expected = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 500))
        #expect(flip.maxDifference(to: expected) <= Self.tolerance)
    }

    // MARK: Perspective

    @Test func perspectiveDividesByW() {
        // m34 = -1/500: a point 100 points toward the viewer has w = 1 - 100/500 = 0.8, so it
        // looks 500/400 = 1.25 times as far from the vanishing point (the origin).
        let p = Transform3D(perspectiveDistance: 500)
        #expect(p.m34 == -1.0 / 500)
        #expect(p.applyHomogeneous(to: SIMD3(40, -20, 100)).w == 0.8)
        #expect(isClose(p.apply(to: SIMD3(40, -20, 100)), SIMD3(50, -25, 125), tolerance: Self.tolerance))
        // 250 points away from the viewer (z = -250): w = 1.5, two thirds the size.
        #expect(isClose(p.apply(to: SIMD3(30, 60, -250)), SIMD3(20, 40, -250 / 1.5), tolerance: Self.tolerance))
        // The plane z = 0 is untouched.
        #expect(p.apply(to: SIMD3(123, -45, 0)) == SIMD3(123, -45, 0))
        #expect(!p.isAffine)
    }

    @Test func zeroOrInfinitePerspectiveDistanceIsOrthographic() {
        #expect(Transform3D(perspectiveDistance: 0) == .identity)
        #expect(Transform3D(perspectiveDistance: .infinity) == .identity)
    }

    // MARK: Predicates

    @Test func isAffineFollowsCATransform3DIsAffine() {
        var t = Transform3D(affine: AffineTransform2D(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 6))
        #expect(t.isAffine)
        for keyPath in [\Transform3D.m13, \.m14, \.m23, \.m24, \.m31, \.m32, \.m34, \.m43] {
            var changed = t
            changed[keyPath: keyPath] = 0.5
            #expect(!changed.isAffine)
        }
        t.m33 = 2
        #expect(!t.isAffine)
        t.m33 = 1
        t.m44 = 2
        #expect(!t.isAffine)
    }

    @Test func isIdentityIsExact() {
        var t = Transform3D.identity
        t.m41 = 1e-300
        #expect(!t.isIdentity)
        t.m41 = -0.0
        #expect(t.isIdentity, "-0 equals 0")
    }

    // MARK: Inverse

    @Test func inverseOfSimpleTransforms() throws {
        let t = try #require(Transform3D(translationX: 10, y: -20, z: 30).inverted())
        #expect(t == Transform3D(translationX: -10, y: 20, z: -30))
        let s = try #require(Transform3D(scaleX: 2, y: 4, z: -8).inverted())
        #expect(s == Transform3D(scaleX: 0.5, y: 0.25, z: -0.125))
        let p = try #require(Transform3D(perspectiveDistance: 500).inverted())
        #expect(isClose(p.m34, 1.0 / 500, tolerance: 1e-18))
        let r = Transform3D(rotationAngle: 0.4, x: 1, y: -2, z: 0.5)
        let ri = try #require(r.inverted())
        #expect(ri.maxDifference(to: Transform3D(rotationAngle: -0.4, x: 1, y: -2, z: 0.5)) <= Self.tolerance)
    }

    @Test func farAwayAndSmallTransformsStillInvert() throws {
        // Regression: a tolerance relative to the fourth power of the largest entry refused a
        // translation by 10 000 points, and half scale with a 2 000-point translation.
        let far = try #require(Transform3D(translationX: 10_000, y: 0, z: 0).inverted())
        #expect(far == Transform3D(translationX: -10_000, y: 0, z: 0))
        let m = Transform3D(scaleX: 0.5, y: 0.5, z: 0.5).concatenating(Transform3D(translationX: 2000, y: 1000, z: 0))
        let mi = try #require(m.inverted())
        #expect(isClose(mi.apply(to: m.apply(to: SIMD3(3, 4, 5))), SIMD3(3, 4, 5), tolerance: 1e-9))
        let tiny = try #require(Transform3D(scaleX: 1e-6, y: 1e-6, z: 1e-6).inverted())
        #expect(isClose(tiny.m11, 1e6, tolerance: 1e-6))
        let page = Transform3D(rotationAngle: -1.2, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: 1e6, y: -3e5, z: 0))
            .concatenating(Transform3D(perspectiveDistance: 1000))
        #expect(page.inverted() != nil)
    }

    @Test func singularTransformsHaveNoInverse() {
        #expect(Transform3D(scaleX: 1, y: 1, z: 0).inverted() == nil)
        #expect(Transform3D(scaleX: 0, y: 0, z: 0).inverted() == nil)
        // Squashed to a plane after a turn: singular only up to rounding.
        let squashed = Transform3D(rotationAngle: 0.9, x: 1, y: 1, z: 0)
            .concatenating(Transform3D(scaleX: 1, y: 0, z: 1))
            .concatenating(Transform3D(rotationAngle: -0.3, x: 0, y: 1, z: 1))
        #expect(squashed.inverted() == nil)
        var nan = Transform3D.identity
        nan.m22 = .nan
        #expect(nan.inverted() == nil)
        var infinite = Transform3D.identity
        infinite.m41 = .infinity
        #expect(infinite.inverted() == nil)
        // All of w taken away: every point at infinity.
        var noW = Transform3D.identity
        noW.m44 = 0
        #expect(noW.inverted() == nil)
    }

    // MARK: Flattening and plane projection

    @Test func flatteningDropsZ() {
        let m = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 500))
        let flat = m.flattened
        #expect(flat.m13 == 0 && flat.m23 == 0 && flat.m43 == 0 && flat.m33 == 1)
        #expect(flat.m31 == 0 && flat.m32 == 0 && flat.m34 == 0)
        let p = SIMD2(320.0, 100.0)
        let projected = m.apply(to: SIMD3(p.x, p.y, 0))
        let flatProjected = flat.apply(to: SIMD3(p.x, p.y, 0))
        #expect(isClose(SIMD2(flatProjected.x, flatProjected.y), SIMD2(projected.x, projected.y), tolerance: 1e-9))
        #expect(flatProjected.z == 0)
        #expect(projected.z > 0)
        #expect(flat.inverted() != nil, "a flattened transform of a page not seen edge-on inverts")
    }

    @Test func projectAndUnprojectAFlippedPage() throws {
        // The page turned -60° about its spine (x = 0) with the eye 500 points away:
        // x = 320 goes to x' = 320·cos60° = 160, z' = 320·sin60° = 160√3 ≈ 277.13,
        // w = 1 - z'/500 ≈ 0.44574, seen at x = 160 / w ≈ 358.95.
        let m = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 500))
        let w = 1 - 160 * 3.0.squareRoot() / 500
        let seen = m.projectPlanePoint(SIMD2(320, 100))
        #expect(isClose(seen, SIMD2(160 / w, 100 / w), tolerance: 1e-9))
        let back = try #require(m.unprojectPlanePoint(seen))
        #expect(isClose(back, SIMD2(320, 100), tolerance: 1e-9))
        // Area: det(H) = cos60° = 1/2 (the plane part of the rotation; the perspective only
        // changes w), so the area scale there is det(H) / w³ = 0.5 / w³.
        #expect(isClose(m.planeAreaScale(at: SIMD2(320, 100)), 0.5 / (w * w * w), tolerance: 1e-9))
    }

    @Test func unprojectRefusesEdgeOnAndBehindTheEye() {
        // Orthographic, turned exactly a quarter: the page is a line on screen.
        let edgeOn = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
        #expect(edgeOn.unprojectPlanePoint(SIMD2(0, 10)) == nil)
        #expect(abs(edgeOn.planeAreaScale(at: SIMD2(100, 10))) < Transform3D.edgeOnTolerance)
        // With perspective, the plane through the eye is edge-on too.
        let throughEye = edgeOn.concatenating(Transform3D(perspectiveDistance: 500))
        #expect(throughEye.unprojectPlanePoint(SIMD2(0, 10)) == nil)
        #expect(throughEye.unprojectPlanePoint(SIMD2(40, 10)) == nil)
        // Turned -60° with the eye only 200 points away: x = 300 rises to z = 150√3 ≈ 259.8,
        // behind the eye (w ≈ -0.299); its mirrored image is not a visible point of the page.
        let close = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(perspectiveDistance: 200))
        let behind = close.projectPlanePoint(SIMD2(300, 40))
        #expect(behind.x < 0, "the division by a negative w mirrors it")
        #expect(close.unprojectPlanePoint(behind) == nil)
        // x = 100 (z ≈ 86.6) is still in front.
        let inFront = close.projectPlanePoint(SIMD2(100, 40))
        #expect(close.unprojectPlanePoint(inFront).map { isClose($0, SIMD2(100, 40), tolerance: 1e-9) } == true)
        // Non-finite input.
        #expect(close.unprojectPlanePoint(SIMD2(.nan, 0)) == nil)
    }

    @Test func planeAreaScaleOfSimpleTransforms() {
        #expect(Transform3D.identity.planeAreaScale(at: SIMD2(5, 7)) == 1)
        #expect(Transform3D(scaleX: 3, y: 3, z: 1).planeAreaScale(at: SIMD2(5, 7)) == 9)
        // Moved 100 toward a viewer 500 away: (500/400)² = 1.5625.
        let near = Transform3D(translationX: 0, y: 0, z: 100).concatenating(Transform3D(perspectiveDistance: 500))
        #expect(isClose(near.planeAreaScale(at: SIMD2(5, 7)), 1.5625, tolerance: Self.tolerance))
        // Back side toward the viewer.
        let flipped = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        #expect(isClose(flipped.planeAreaScale(at: SIMD2(5, 7)), -1, tolerance: Self.tolerance))
    }

    // MARK: Description

    @Test func descriptionReadsRowByRow() {
        #expect(Transform3D.identity.description == "[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]")
        #expect(Transform3D(perspectiveDistance: 500).description == "[1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 0 0 0 1]")
        let t = Transform3D(translationX: 0.1 + 0.2, y: -2.5, z: 2_000_000)
        #expect(t.description == "[1 0 0 0; 0 1 0 0; 0 0 1 0; 0.3 -2.5 2000000 1]")
        // cos(π/2) rounding noise reads 0.
        let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(r.description == "[0 1 0 0; -1 0 0 0; 0 0 1 0; 0 0 0 1]")
    }

    @Test func descriptionOfExtremeValues() {
        var t = Transform3D.identity
        t.m41 = 1e300
        t.m42 = .infinity
        t.m43 = .nan
        t.m11 = 12_345_678.5
        let text = t.description
        #expect(text.contains("1e+300"))
        #expect(text.contains("inf"))
        #expect(text.contains("nan"))
        #expect(text.contains("12345678.5"))
        #expect(!text.contains("inf inf"), "a large finite value is not written as infinity")
    }
}
