import PageGeometry
import PageTestSupport
import Testing

// The claims of the "Coordinate systems" article about mapping other bindings into the
// canonical frame (spine at x = 0, turning toward -x), checked with the article's transforms.

@Suite struct Transform3DBindingMapTests {
    static let width = 320.0, height = 480.0
    /// Sines and cosines of the turn angles, times page-sized coordinates.
    static let tolerance = 1e-9

    /// Bound on the right edge: x' = W - x.
    static let mirror = Transform3D(scaleX: -1, y: 1, z: 1)
        .concatenating(Transform3D(translationX: width, y: 0, z: 0))

    /// Bound on the top edge: x' = y, y' = x.
    static let swap = Transform3D(
        m11: 0, m12: 1, m13: 0, m14: 0,
        m21: 1, m22: 0, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    @Test func mapsPutTheSpineAtXZero() {
        // Right-edge binding: the spine x = W goes to x' = 0, the free edge x = 0 to x' = W.
        #expect(Self.mirror.apply(to: SIMD3(Self.width, 100, 0)) == SIMD3(0, 100, 0))
        #expect(Self.mirror.apply(to: SIMD3(0, 100, 0)) == SIMD3(Self.width, 100, 0))
        // Top binding: the spine y = 0 goes to x' = 0; the page is H wide in the canonical frame.
        #expect(Self.swap.apply(to: SIMD3(200, 0, 0)) == SIMD3(0, 200, 0))
        #expect(Self.swap.apply(to: SIMD3(Self.width, Self.height, 0)) == SIMD3(Self.height, Self.width, 0))
    }

    @Test func mapsAreTheirOwnInversesAndLeaveZAlone() {
        var random = SeededRandom(seed: 0xB1ED)
        for map in [Self.mirror, Self.swap] {
            #expect(map.concatenating(map) == .identity)
            #expect(map.inverted() == map)
            #expect(map.determinant == -1, "a reflection")
            #expect(isClose(map.planeAreaScale(at: SIMD2(10, 10)), -1, tolerance: 0), "winding flips")
            for _ in 0..<50 {
                let p = random.point3D(within: 500)
                #expect(map.apply(to: p).z == p.z)
                // Orthogonal: lengths (and so normals' lengths and angles) are kept.
                let q = random.point3D(within: 500)
                let d = map.apply(to: p) - map.apply(to: q), e = p - q
                #expect(isClose((d * d).sum(), (e * e).sum(), tolerance: 1e-6))
            }
        }
    }

    @Test func mirroringReversesTheTurnAboutTheSpine() {
        // In the page's own frame, a right-bound page turned by the canonical -θ about +y is
        // turned by +θ about its spine x = W, lifting its free left edge toward the viewer.
        for theta in [0.3, Double.pi / 2, 2.5] {
            let canonicalTurn = Transform3D(rotationAngle: -theta, x: 0, y: 1, z: 0)
            let inPageFrame = Self.mirror.concatenating(canonicalTurn).concatenating(Self.mirror)
            let expected = Transform3D(translationX: -Self.width, y: 0, z: 0)
                .concatenating(Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(translationX: Self.width, y: 0, z: 0))
            #expect(inPageFrame.maxDifference(to: expected) <= Self.tolerance)
            let freeEdge = inPageFrame.apply(to: SIMD3(0, 100, 0))
            #expect(freeEdge.z > 0)
            #expect(isClose(freeEdge.z, Self.width * theta.sineForTests, tolerance: Self.tolerance))
        }
    }

    @Test func aTopBoundPageTurnsUpAndOver() {
        // Swapping turns the canonical turn about +y into one about +x: the bottom (free) edge
        // rises toward the viewer and, turned all the way, lies above the spine (y < 0).
        let upright = Self.swap.concatenating(Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0))
            .concatenating(Self.swap)
        #expect(isClose(upright.apply(to: SIMD3(100, Self.height, 0)), SIMD3(100, 0, Self.height), tolerance: Self.tolerance))
        let over = Self.swap.concatenating(Transform3D(rotationAngle: -.pi, x: 0, y: 1, z: 0))
            .concatenating(Self.swap)
        #expect(isClose(over.apply(to: SIMD3(100, Self.height, 0)), SIMD3(100, -Self.height, 0), tolerance: Self.tolerance))
        let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(upright.maxDifference(to: aboutX) <= Self.tolerance)
    }
}

extension Double {
    /// The sine of `self`, from the 2-D rotation matrix (whose `b` is the sine): the tests
    /// import no maths library.
    var sineForTests: Double { AffineTransform2D(rotationAngle: self).b }
}
