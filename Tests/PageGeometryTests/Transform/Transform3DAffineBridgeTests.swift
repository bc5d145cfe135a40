import PageGeometry
import PageTestSupport
import Testing

// AffineTransform2D (CGAffineTransform semantics) and its bridge to Transform3D
// (CATransform3DMakeAffineTransform / CATransform3DGetAffineTransform / CATransform3DIsAffine).

@Suite struct Transform3DAffineBridgeTests {
    /// Rounding of a few products of entries below a few hundred.
    static let tolerance = 1e-9

    @Test func constructorsFollowCGAffineTransform() {
        #expect(AffineTransform2D.identity.isIdentity)
        #expect(AffineTransform2D(translationX: 3, y: 4).apply(to: SIMD2(1, 1)) == SIMD2(4, 5))
        #expect(AffineTransform2D(scaleX: 2, y: -1).apply(to: SIMD2(3, 4)) == SIMD2(6, -4))
        // CGAffineTransformMakeRotation: a = cos, b = sin, c = -sin, d = cos; +x turns toward +y.
        let r = AffineTransform2D(rotationAngle: .pi / 2)
        #expect(isClose(r.apply(to: SIMD2(1, 0)), SIMD2(0, 1), tolerance: 1e-15))
        #expect(isClose(r.b, 1, tolerance: 1e-15) && isClose(r.c, -1, tolerance: 1e-15))
        #expect(AffineTransform2D(scaleX: -1, y: 1).determinant == -1)
    }

    @Test func concatenationAndPrefixOperationsFollowCoreGraphics() {
        let move = AffineTransform2D(translationX: 10, y: 0)
        let turn = AffineTransform2D(rotationAngle: .pi / 2)
        // CGAffineTransformConcat(t1, t2): t1, then t2.
        #expect(isClose(move.concatenating(turn).apply(to: .zero), SIMD2(0, 10), tolerance: 1e-15))
        #expect(isClose(turn.concatenating(move).apply(to: .zero), SIMD2(10, 0), tolerance: 1e-15))
        // CGAffineTransformTranslate/Scale/Rotate(t, …): the new operation, then t.
        #expect(isClose(turn.translatedBy(x: 10, y: 0).apply(to: .zero), SIMD2(0, 10), tolerance: 1e-15))
        #expect(move.scaledBy(x: 2, y: 3).apply(to: SIMD2(1, 1)) == SIMD2(12, 3))
        #expect(isClose(move.rotated(by: .pi / 2).apply(to: SIMD2(1, 0)), SIMD2(10, 1), tolerance: 1e-15))
    }

    @Test func inverseUndoesAndSingularHasNone() throws {
        var random = SeededRandom(seed: 0xAFF1E)
        for _ in 0..<200 {
            let t = AffineTransform2D(rotationAngle: random.double(in: -4...4))
                .scaledBy(x: random.double(in: 0.2...5), y: -random.double(in: 0.2...5))
                .concatenating(AffineTransform2D(translationX: random.double(in: -500...500), y: random.double(in: -500...500)))
            let inverse = try #require(t.inverted())
            let p = random.point(x: -300...300, y: -300...300)
            #expect(isClose(inverse.apply(to: t.apply(to: p)), p, tolerance: Self.tolerance))
            #expect(isClose(t.concatenating(inverse).apply(to: p), p, tolerance: Self.tolerance))
        }
        #expect(AffineTransform2D(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted() == nil, "dependent rows")
        #expect(AffineTransform2D(translationX: 1e7, y: -1e7).inverted() == AffineTransform2D(translationX: -1e7, y: 1e7))
        #expect(AffineTransform2D(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func bridgeEmbedsAndExtractsExactly() {
        let t = AffineTransform2D(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -8)
        let m = Transform3D(affine: t)
        #expect(m.isAffine)
        #expect(m.affineTransform == t)
        #expect(m.m33 == 1 && m.m44 == 1 && m.m43 == 0 && m.m34 == 0)
        // The same point either way, z left alone.
        let p = SIMD2(3.0, -4.0)
        let q = m.apply(to: SIMD3(p.x, p.y, 5))
        #expect(SIMD2(q.x, q.y) == t.apply(to: p) && q.z == 5)
        // Dropping the 3-D terms: only the 2-D entries survive.
        let tilted = m.concatenating(Transform3D(perspectiveDistance: 500)).rotated(by: 0.2, x: 1, y: 0, z: 0)
        #expect(!tilted.isAffine)
        #expect(tilted.affineTransform.a == tilted.m11 && tilted.affineTransform.ty == tilted.m42)
    }

    @Test func bridgeRespectsCompositionAndRotation() {
        var random = SeededRandom(seed: 0xB21D6E)
        for _ in 0..<200 {
            let a = AffineTransform2D(rotationAngle: random.double(in: -4...4))
                .concatenating(AffineTransform2D(translationX: random.double(in: -100...100), y: random.double(in: -100...100)))
            let b = AffineTransform2D(scaleX: random.double(in: -3...3), y: random.double(in: -3...3))
                .rotated(by: random.double(in: -4...4))
            let together = Transform3D(affine: a.concatenating(b))
            let apart = Transform3D(affine: a).concatenating(Transform3D(affine: b))
            #expect(together.maxDifference(to: apart) <= Self.tolerance)
            // A 2-D rotation is Core Animation's rotation about z.
            let angle = random.double(in: -4...4)
            let viaAffine = Transform3D(affine: AffineTransform2D(rotationAngle: angle))
            #expect(viaAffine.maxDifference(to: Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)) <= 1e-15)
            // The inverse commutes with the bridge.
            if let inverse = a.inverted(), let inverse3D = Transform3D(affine: a).inverted() {
                #expect(Transform3D(affine: inverse).maxDifference(to: inverse3D) <= Self.tolerance)
            } else {
                Issue.record("a rotation and translation must invert")
            }
        }
    }
}
