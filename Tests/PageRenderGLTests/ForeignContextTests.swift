import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The drawing part on its own, in a context and framebuffer it does not own, as in a window.
    @Suite struct ForeignContextTests {
        @Test func frameRendererDrawsIntoTheCallersFramebuffer() throws {
            let context = try OffscreenContext()
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            // The caller's own target (standing in for a window's framebuffer).
            let target = try MultisampleFramebuffer(pixelWidth: 48, pixelHeight: 32, samples: 4)
            #expect(target.samples == 4)
            let renderer = try FrameRenderer()
            let frame = Frame(viewSize: SIMD2(48, 32), camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .page(3), pageSize: SIMD2(24, 16), placement: Transform3D(translationX: 12, y: 8, z: 0)),
            ])
            try renderer.draw(frame, framebuffer: target.framebuffer) { $0 == 3 ? TestPages.page(width: 24, height: 16) : nil }
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
