import PageGeometry
import PageRenderGL
import PageTestSupport
import Testing

/// The camera's projection, without GL: where view points land, and depth order.
@Suite struct RenderCameraTests {
    /// Double arithmetic on values of a few hundred: exact to far better than this.
    static let tolerance = 1e-9

    @Test func orthographicMapsPointsToPixelsTopLeft() throws {
        let camera = RenderCamera(viewSize: SIMD2(200, 100), scale: 2)
        #expect(camera.pixelWidth == 400 && camera.pixelHeight == 200)
        let origin = try #require(camera.pixelPosition(of: SIMD3(0, 0, 0)))
        let corner = try #require(camera.pixelPosition(of: SIMD3(200, 100, 0)))
        let point = try #require(camera.pixelPosition(of: SIMD3(30, 70, 55)))
        #expect(isClose(origin, SIMD2(0, 0), tolerance: Self.tolerance))
        #expect(isClose(corner, SIMD2(400, 200), tolerance: Self.tolerance))
        #expect(isClose(point, SIMD2(60, 140), tolerance: Self.tolerance))  // z does not move it
    }

    @Test func perspectiveIsAboutTheViewCentre() throws {
        var random = SeededRandom(seed: 42)
        let d = 800.0
        let camera = RenderCamera(viewSize: SIMD2(300, 200), perspectiveDistance: d)
        let centre = SIMD2<Double>(150, 100)
        for _ in 0..<50 {
            let p = SIMD3(random.double(in: -100...400), random.double(in: -100...300), random.double(in: -300...300))
            let pixel = try #require(camera.pixelPosition(of: p))
            // Core Animation: offset from the centre scaled by d / (d - z).
            let expected = centre + (SIMD2(p.x, p.y) - centre) * (d / (d - p.z))
            #expect(isClose(pixel, expected, tolerance: 1e-6))
        }
        #expect(camera.pixelPosition(of: SIMD3(10, 10, d)) == nil)
        #expect(camera.pixelPosition(of: SIMD3(10, 10, d + 1)) == nil)
    }

    @Test func nearerIsSmallerDepthWithinTheRange() {
        for camera in [RenderCamera(viewSize: SIMD2(256, 256)), RenderCamera(viewSize: SIMD2(256, 256), perspectiveDistance: 1000)] {
            func depth(_ z: Double) -> Double {
                let clip = camera.viewProjection.applyHomogeneous(to: SIMD3(100, 100, z))
                return clip.z / clip.w
            }
            #expect(depth(10) < depth(0))
            #expect(depth(0) < depth(-10))
            // ±view size stays inside the clip volume [-1, 1].
            #expect(abs(depth(256)) < 1 && abs(depth(-256)) < 1)
        }
        let ortho = RenderCamera(viewSize: SIMD2(256, 256))
        #expect(ortho.resolvedDepthRange == 1024)
        let far = ortho.viewProjection.applyHomogeneous(to: SIMD3(0, 0, -1024))
        #expect(isClose(far.z / far.w, 1, tolerance: Self.tolerance))
    }

    @Test func cameraTransformActsLikeSublayerTransform() throws {
        // A 90° turn about z through the view's centre, as a sublayerTransform would turn it.
        let camera = RenderCamera(viewSize: SIMD2(100, 100), transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        let pixel = try #require(camera.pixelPosition(of: SIMD3(100, 50, 0)))
        #expect(isClose(pixel, SIMD2(50, 100), tolerance: 1e-9))  // +x turns toward +y (down)
    }
}
