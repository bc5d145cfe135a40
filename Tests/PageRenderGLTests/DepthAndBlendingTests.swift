import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Nearer surfaces hide farther ones whatever the order; translucent ones blend back to front.
    @Suite struct DepthAndBlendingTests {
        static let red = ColorRGBA(red: 1, green: 0, blue: 0)
        static let blue = ColorRGBA(red: 0, green: 0, blue: 1)
        static let camera = RenderCamera(viewSize: SIMD2(64, 64))

        /// A 32-point square at (x, y) lifted to height z.
        static func square(x: Double, y: Double, z: Double, color: ColorRGBA, opacity: Double = 1) -> MeshDrawItem {
            MeshDrawItem(mesh: .rectangle(width: 32, height: 32), color: color,
                         transform: Transform3D(translationX: x, y: y, z: z), opacity: opacity)
        }

        @Test(arguments: [RenderCamera(viewSize: SIMD2(64, 64)), RenderCamera(viewSize: SIMD2(64, 64), perspectiveDistance: 300)])
        func nearerPageWinsInEitherOrder(camera: RenderCamera) throws {
            let renderer = try OffscreenRenderer()
            // Red lies on the page plane; blue floats 20 points above it, overlapping its corner.
            let far = Self.square(x: 8, y: 8, z: 0, color: Self.red)
            let near = Self.square(x: 24, y: 24, z: 20, color: Self.blue)
            let farFirst = try renderer.render(RenderScene(camera: camera, background: .white, items: [far, near]))
            let nearFirst = try renderer.render(RenderScene(camera: camera, background: .white, items: [near, far]))
            #expect(farFirst == nearFirst)
            #expect(farFirst[34, 34] == SIMD4(0, 0, 255, 255), "overlap shows the nearer (blue) square")
            #expect(farFirst[12, 12] == SIMD4(255, 0, 0, 255), "red where only red is")
        }

        /// Two half-transparent squares: the result is "near over far over background" whatever
        /// order they are given in, and equals the straight-alpha "over" formula in linear light.
        @Test func translucentItemsAreSortedBackToFront() throws {
            let renderer = try OffscreenRenderer()
            let far = Self.square(x: 8, y: 8, z: 0, color: Self.red, opacity: 0.5)
            let near = Self.square(x: 24, y: 24, z: 10, color: Self.blue, opacity: 0.5)
            let a = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [far, near]))
            let b = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [near, far]))
            #expect(a == b)
            // Linear light: white (1,1,1) → red over it: (1, .5, .5) → blue over that: (.5, .25, .75).
            let expected = SIMD4(SRGBTestMath.encode(0.5), SRGBTestMath.encode(0.25), SRGBTestMath.encode(0.75), 255)
            #expect(OrientationTests.close(a[34, 34], expected, 2), "\(a[34, 34]) vs \(expected)")
        }

        /// A translucent item behind an opaque one is hidden by it (depth-tested, not written).
        @Test func translucentBehindOpaqueIsHidden() throws {
            let renderer = try OffscreenRenderer()
            let opaque = Self.square(x: 16, y: 16, z: 10, color: Self.blue)
            let translucent = Self.square(x: 16, y: 16, z: 0, color: Self.red, opacity: 0.5)
            let image = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [translucent, opaque]))
            #expect(image[30, 30] == SIMD4(0, 0, 255, 255))
        }

        /// With culling, only the side facing the viewer is drawn: a reversed mesh alone shows
        /// nothing; with culling off it shows, lit from its visible side.
        @Test func backFacesAreCulled() throws {
            let renderer = try OffscreenRenderer()
            let mesh = RenderMesh.rectangle(width: 32, height: 32).reversed()
            var item = MeshDrawItem(mesh: mesh, color: Self.red, transform: Transform3D(translationX: 16, y: 16, z: 0))
            let culled = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [item]))
            #expect(culled[30, 30] == SIMD4(255, 255, 255, 255))
            item.cullsBackFaces = false
            let shown = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [item]))
            #expect(shown[30, 30] == SIMD4(255, 0, 0, 255))
        }
    }
}
