import PageTurn
import Testing

/// The README's library quick start, verbatim, with checks on what it claims.
@Suite struct ReadmeQuickStartTests {
    @Test func quickStartRunsAndMeansWhatItSays() {
        // A Core Animation-style perspective flip: the page rotated 60° about its spine.
        let flip = Transform3D(perspectiveDistance: 1000)
            .rotated(by: -.pi / 3, x: 0, y: 1, z: 0)
        let corner = flip.apply(to: SIMD3(320, 0, 0))

        // The page curled around a cylinder whose axis crosses the page vertically at x = 200.
        let curl = CylinderDeformation(axisPoint: SIMD2(200, 0), axisAngle: .pi / 2, radius: 30)
        let lifted = curl.position(of: SIMD2(260, 100))   // on the cylinder, z > 0

        // The rotated corner comes toward the viewer (z > 0) and so is magnified past cos 60°.
        #expect(corner.z > 0)
        #expect(corner.x > 320 * 0.5)
        #expect(lifted.z > 0)
    }
}
