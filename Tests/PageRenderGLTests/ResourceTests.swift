import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Textures and meshes: upload once, reuse, replace, remove; errors by case.
    @Suite struct ResourceTests {
        static let camera = RenderCamera(viewSize: SIMD2(16, 16))

        static func texturedSquare(_ id: TextureID, opacity: Double = 1) -> MeshDrawItem {
            MeshDrawItem(mesh: .rectangle(width: 16, height: 16), texture: id, opacity: opacity)
        }

        @Test func textureIsReusedAndReplaced() throws {
            let renderer = try OffscreenRenderer()
            try renderer.setTexture(TestPages.solid(SIMD4(10, 200, 30, 255)), for: 7)
            #expect(renderer.hasTexture(7) && renderer.textureCount == 1)
            let scene = RenderScene(camera: Self.camera, background: .white, items: [Self.texturedSquare(7)])
            #expect(try renderer.render(scene)[8, 8] == SIMD4(10, 200, 30, 255))
            #expect(try renderer.render(scene)[8, 8] == SIMD4(10, 200, 30, 255))
            // Same size: storage reused; new size: reallocated. Both show the new content.
            try renderer.setTexture(TestPages.solid(SIMD4(90, 20, 130, 255)), for: 7)
            #expect(try renderer.render(scene)[8, 8] == SIMD4(90, 20, 130, 255))
            try renderer.setTexture(TestPages.solid(SIMD4(5, 6, 7, 255), width: 3, height: 5), for: 7)
            #expect(try renderer.render(scene)[8, 8] == SIMD4(5, 6, 7, 255))
            #expect(renderer.textureCount == 1)
            try renderer.removeTexture(7)
            #expect(!renderer.hasTexture(7))
            #expect(throws: RenderError.unknownTexture(7)) { try renderer.render(scene) }
        }

        /// Transparent texels round-trip: premultiplied (in linear light) at upload, blended,
        /// un-premultiplied at read-back.
        @Test func texelAlphaSurvivesOnATransparentBackground() throws {
            let renderer = try OffscreenRenderer()
            try renderer.setTexture(TestPages.solid(SIMD4(255, 128, 0, 128)), for: 1)
            // The texture's transparency alone sends the item to the blended pass.
            let item = Self.texturedSquare(1)
            let image = try renderer.render(RenderScene(camera: Self.camera, items: [item]))
            #expect(OrientationTests.close(image[8, 8], SIMD4(255, 128, 0, 128), 2), "\(image[8, 8])")
            // Over white, the texel blends: linear 0.5 · colour + 0.5 · white.
            let overWhite = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [item]))
            let expected = SIMD4(255, SRGBTestMath.encode(0.5 * SRGBTestMath.decode(128) + 0.5), SRGBTestMath.encode(0.5), 255)
            #expect(OrientationTests.close(overWhite[8, 8], expected, 2), "\(overWhite[8, 8]) vs \(expected)")
        }

        @Test func emptyTextureIsRefused() throws {
            let renderer = try OffscreenRenderer()
            do {
                try renderer.setTexture(RGBAImage(width: 0, height: 4), for: 1)
                Issue.record("an empty texture was accepted")
            } catch {
                guard case .invalidTextureSize(0, 4, let maximum) = error else {
                    Issue.record("expected invalidTextureSize, got \(error)")
                    return
                }
                #expect(maximum >= 2048)
            }
        }

        @Test func invalidMeshesAreRefusedByCase() throws {
            let good = RenderMesh.rectangle(width: 4, height: 4)
            var mismatch = good
            mismatch.normals.removeLast()
            var incomplete = good
            incomplete.indices.removeLast()
            var outOfRange = good
            outOfRange.indices[1] = 99
            var nonFinite = good
            nonFinite.positions[2].y = .nan
            #expect(throws: RenderError.invalidMesh(.attributeCountMismatch(positions: 4, normals: 3, textureCoordinates: 4))) {
                try mismatch.validate()
            }
            #expect(throws: RenderError.invalidMesh(.incompleteTriangle(indexCount: 5))) { try incomplete.validate() }
            #expect(throws: RenderError.invalidMesh(.indexOutOfRange(index: 99, vertexCount: 4))) { try outOfRange.validate() }
            #expect(throws: RenderError.invalidMesh(.nonFinitePosition(vertex: 2))) { try nonFinite.validate() }
            try good.validate()

            // The renderer checks before drawing anything.
            let renderer = try OffscreenRenderer()
            let scene = RenderScene(camera: Self.camera, items: [MeshDrawItem(mesh: outOfRange)])
            #expect(throws: RenderError.invalidMesh(.indexOutOfRange(index: 99, vertexCount: 4))) { try renderer.render(scene) }
        }

        @Test func emptyViewIsInvalidSize() throws {
            let renderer = try OffscreenRenderer()
            #expect(throws: RenderError.invalidSize(width: 0, height: 16)) {
                try renderer.render(RenderScene(camera: RenderCamera(viewSize: SIMD2(0, 16))))
            }
        }

        /// Meshes of changing size in the same buffer slot: growing, shrinking, growing again.
        @Test func meshBuffersFollowChangingSizes() throws {
            let renderer = try OffscreenRenderer()
            for cells in [1, 12, 3, 30, 1] {
                let mesh = RenderMesh.rectangle(width: 16, height: 8, columns: cells, rows: cells)
                let item = MeshDrawItem(mesh: mesh, color: .black)
                let image = try renderer.render(RenderScene(camera: Self.camera, background: .white, items: [item]))
                #expect(image[8, 3] == SIMD4(0, 0, 0, 255), "\(cells)×\(cells) cells")
                #expect(image[8, 12] == SIMD4(255, 255, 255, 255), "\(cells)×\(cells) cells")
            }
        }

        /// The view size may change between frames; the framebuffer follows.
        @Test func framebufferFollowsViewSize() throws {
            let renderer = try OffscreenRenderer()
            for size in [SIMD2<Double>(8, 8), SIMD2(20, 10), SIMD2(8, 8)] {
                let image = try renderer.render(RenderScene(camera: RenderCamera(viewSize: size), background: .black))
                #expect(image.width == Int(size.x) && image.height == Int(size.y))
                #expect(image[image.width - 1, image.height - 1] == SIMD4(0, 0, 0, 255))
            }
        }
    }
}
