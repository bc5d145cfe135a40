import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The drawing part on its own, in a context and framebuffer it does not own, as in a window.
    @Suite struct ForeignContextTests {
        @Test func meshRendererDrawsIntoTheCallersFramebuffer() throws {
            let context = try OffscreenContext()
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            // The caller's own target (standing in for a window's framebuffer).
            let target = try MultisampleFramebuffer(pixelWidth: 48, pixelHeight: 32, samples: 4)
            #expect(target.samples == 4)
            let renderer = try MeshRenderer()
            try renderer.setTexture(TestPages.page(width: 24, height: 16), for: 3)
            let page = MeshDrawItem(mesh: .rectangle(width: 24, height: 16), texture: 3,
                                    transform: Transform3D(translationX: 12, y: 8, z: 0))
            let scene = RenderScene(camera: RenderCamera(viewSize: SIMD2(48, 32)), background: .black, items: [page])
            try renderer.draw(scene, framebuffer: target.framebuffer)
            let image = try target.readImage()
            #expect(image.width == 48 && image.height == 32)
            #expect(image[12 + 1, 8 + 1] == TestPages.header)   // inside the header band
            #expect(image[12 + 18, 8 + 10] == TestPages.bottomRightMarker)  // marker: texels 17..<20, 9..<12
            #expect(image[2, 2] == SIMD4(0, 0, 0, 255))
        }

        @Test func framebufferNeedsACurrentContext() {
            #expect(throws: RenderError.noCurrentContext) { try MultisampleFramebuffer(pixelWidth: 4, pixelHeight: 4) }
        }
    }
}
