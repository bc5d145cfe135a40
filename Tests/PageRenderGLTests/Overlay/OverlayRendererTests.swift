import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Pictures over a drawn frame: placed pixel for pixel, blended with their alpha and opacity,
    /// uploaded once per version, their textures dropped with their layers.
    @Suite struct OverlayRendererTests {
        @Test func layersArePlacedPixelForPixelAndBlended() throws {
            let context = try OffscreenContext()
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            let target = try MultisampleFramebuffer(pixelWidth: 48, pixelHeight: 32, samples: 0)
            let renderer = try FrameRenderer()
            let overlay = try OverlayRenderer()
            let frame = Frame(viewSize: SIMD2(48, 32), camera: .orthographic, background: .black, drawables: [])
            try renderer.draw(frame, framebuffer: target.framebuffer) { _ in nil }
            let red = RGBAImage(width: 4, height: 3, filledWith: SIMD4(255, 0, 0, 255))
            let veil = RGBAImage(width: 4, height: 3, filledWith: SIMD4(255, 255, 255, 128))
            var asked: [Int] = []
            let layers = [
                OverlayRenderer.Layer(id: 1, version: 1, origin: SIMD2(10, 5)),
                OverlayRenderer.Layer(id: 2, version: 1, origin: SIMD2(20, 5)),
                OverlayRenderer.Layer(id: 3, version: 1, origin: SIMD2(30, 5), opacity: 0),
            ]
            try overlay.draw(layers, viewport: SIMD2(48, 32), framebuffer: target.framebuffer) { id in
                asked.append(id)
                return id == 2 ? veil : red
            }
            let image = try target.readImage()
            #expect(image[10, 5] == SIMD4(255, 0, 0, 255) && image[13, 7] == SIMD4(255, 0, 0, 255))
            #expect(image[9, 5] == SIMD4(0, 0, 0, 255) && image[14, 5] == SIMD4(0, 0, 0, 255) && image[10, 8] == SIMD4(0, 0, 0, 255))
            let half = image[21, 6]
            #expect(half.x > 100 && half.x < 200 && half.x == half.y && half.y == half.z, "half white over black: \(half)")
            #expect(image[31, 6] == SIMD4(0, 0, 0, 255), "opacity 0 draws nothing")

            // The same versions again: nothing uploaded; a layer left out loses its texture.
            try overlay.draw(Array(layers.prefix(1)), viewport: SIMD2(48, 32), framebuffer: target.framebuffer) { id in
                asked.append(id)
                return red
            }
            #expect(asked.sorted() == [1, 2, 3])
            #expect(overlay.textureCount == 1)
        }
    }
}
