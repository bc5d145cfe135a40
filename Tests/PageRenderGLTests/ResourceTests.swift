import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Page images, meshes and the render target: uploaded once, reused, replaced; errors by case.
    @Suite struct ResourceTests {
        static let viewSize = SIMD2<Double>(16, 16)

        /// Page `index` over the whole 16-point view, on a transparent or white background.
        static func pageFrame(_ index: Int, background: ColorRGBA? = .white) -> Frame {
            PlainPages.frame(viewSize, background: background, [
                PageDrawable(front: .page(index), back: .none, pageSize: viewSize),
            ])
        }

        @Test func pageImageIsReusedAndReplaced() throws {
            let renderer = try OffscreenRenderer()
            var image = TestPages.solid(SIMD4(10, 200, 30, 255))
            var asked = 0
            func render() throws -> SIMD4<UInt8> {
                try renderer.render(Self.pageFrame(7)) { index in
                    asked += 1
                    return index == 7 ? image : nil
                }[8, 8]
            }
            #expect(try render() == SIMD4(10, 200, 30, 255))
            // Held: not asked for again, even when the caller's picture has changed meanwhile.
            image = TestPages.solid(SIMD4(90, 20, 130, 255))
            #expect(try render() == SIMD4(10, 200, 30, 255))
            #expect(asked == 1 && renderer.cachedPageCount == 1)
            // Invalidated, asked for again: same size (storage reused), then a new size.
            try renderer.invalidatePage(7)
            #expect(try render() == SIMD4(90, 20, 130, 255))
            image = TestPages.solid(SIMD4(5, 6, 7, 255), width: 3, height: 5)
            try renderer.invalidatePage(7)
            #expect(try render() == SIMD4(5, 6, 7, 255))
            #expect(asked == 3 && renderer.cachedPageCount == 1)
        }

        /// Transparent texels round-trip: premultiplied (in linear light) at upload, blended,
        /// un-premultiplied at read-back.
        @Test func texelAlphaSurvivesOnATransparentBackground() throws {
            let renderer = try OffscreenRenderer()
            let translucent = TestPages.solid(SIMD4(255, 128, 0, 128))
            // The image's transparency alone sends the page to the blended pass.
            let image = try renderer.render(Self.pageFrame(1, background: .clear)) { _ in translucent }
            #expect(OrientationTests.close(image[8, 8], SIMD4(255, 128, 0, 128), 2), "\(image[8, 8])")
            // Over white, the texel blends: linear 0.5 · colour + 0.5 · white.
            let overWhite = try renderer.render(Self.pageFrame(1)) { _ in translucent }
            let expected = SIMD4(255, SRGBTestMath.encode(0.5 * SRGBTestMath.decode(128) + 0.5), SRGBTestMath.encode(0.5), 255)
            #expect(OrientationTests.close(overWhite[8, 8], expected, 2), "\(overWhite[8, 8]) vs \(expected)")
        }

        @Test func emptyPageImageIsRefused() throws {
            let renderer = try OffscreenRenderer()
            do {
                _ = try renderer.render(Self.pageFrame(1)) { _ in RGBAImage(width: 0, height: 4) }
                Issue.record("an empty page image was accepted")
            } catch {
                guard case .invalidTextureSize(0, 4, let maximum) = error else {
                    Issue.record("expected invalidTextureSize, got \(error)")
                    return
                }
                #expect(maximum >= 2048)
            }
        }

        /// One drawable slot whose mesh changes size: growing (a curl is dense where it bends),
        /// shrinking (flat again), growing further; the buffers follow and the flat part stays put.
        @Test func meshBuffersFollowChangingSizes() throws {
            let renderer = try OffscreenRenderer()
            let pageSize = SIMD2<Double>(16, 8)
            let surfaces: [PageSurface] = [
                .flat,
                // Part of the bend on the page (one radian of it), then all of it: more facets.
                .cylinder(CylinderDeformation(axisPoint: SIMD2(15, 0), axisAngle: .pi / 2, radius: 1)),
                .flat,
                .cylinder(CylinderDeformation(axisPoint: SIMD2(12, 0), axisAngle: .pi / 2, radius: 1)),
                .flat,
            ]
            let triangles = surfaces.map { PageMesh(deformation: $0, pageSize: pageSize).sideTriangleCount }
            #expect(triangles[1] > triangles[0] && triangles[3] > triangles[1], "sizes \(triangles)")
            for (step, surface) in surfaces.enumerated() {
                let page = PageDrawable(front: .color(.black), back: .none, pageSize: pageSize, surface: surface)
                let image = try PlainPages.render(PlainPages.frame(Self.viewSize, [page]), renderer: renderer)
                #expect(image[4, 3] == SIMD4(0, 0, 0, 255), "step \(step), \(triangles[step]) triangles")
                #expect(image[8, 12] == SIMD4(255, 255, 255, 255), "step \(step), \(triangles[step]) triangles")
            }
            #expect(renderer.drawableSlotCount == 1 && renderer.meshBuildCount(ofSlot: 0) == surfaces.count)
        }

        /// The view size may change between frames; the framebuffer follows.
        @Test func framebufferFollowsViewSize() throws {
            let renderer = try OffscreenRenderer()
            for size in [SIMD2<Double>(8, 8), SIMD2(20, 10), SIMD2(8, 8)] {
                let image = try PlainPages.render(PlainPages.frame(size, background: .black), renderer: renderer)
                #expect(image.width == Int(size.x) && image.height == Int(size.y))
                #expect(image[image.width - 1, image.height - 1] == SIMD4(0, 0, 0, 255))
            }
        }
    }
}
