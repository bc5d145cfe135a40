import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The frame renderer's bookkeeping and conventions: winding, mirrors, layers, caches,
    /// opacity and brightness, device scale, camera.
    @Suite struct FrameRendererTests {
        static let red = ColorRGBA(red: 0.9, green: 0.1, blue: 0.1)
        static let blue = ColorRGBA(red: 0.1, green: 0.2, blue: 0.9)
        static let viewSize = SIMD2<Double>(64, 48)
        static let pageSize = SIMD2<Double>(32, 24)

        /// A frame with one 32 × 24 page, red in front and blue behind.
        static func twoColourPage(surface: PageSurface = .flat, placement: Transform3D) -> Frame {
            Frame(viewSize: viewSize, camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .color(red), back: .color(blue), pageSize: pageSize, surface: surface,
                             placement: placement),
            ])
        }

        static func render(_ frame: Frame, renderer: OffscreenRenderer? = nil, scale: Double = 1,
                           shading: ShadingParameters = .unlit) throws -> RGBAImage {
            let renderer = try renderer ?? OffscreenRenderer()
            return try renderer.render(frame, scale: scale, shading: shading) { NumberedPages.image($0) }
        }

        static func isRed(_ pixel: SIMD4<UInt8>) -> Bool { pixel.x > 200 && pixel.z < 120 }
        static func isBlue(_ pixel: SIMD4<UInt8>) -> Bool { pixel.z > 200 && pixel.x < 120 }

        /// PageMesh's front triangles wind counter-clockwise about the front normal, the
        /// renderer's convention ("(b − a) × (c − a) faces that side"), on a curl too.
        @Test func pageMeshWindingMatchesRendererConvention() {
            let curl = CylinderDeformation(axisPoint: SIMD2(20, 10), axisAngle: .pi / 2 + 0.3, radius: 6)
            let mesh = PageMesh(deformation: curl, pageSize: Self.pageSize)
            #expect(mesh.sideTriangleCount > 10)
            for (side, range) in [(1.0, mesh.frontIndexRange), (-1.0, mesh.backIndexRange)] {
                for start in stride(from: range.lowerBound, to: range.upperBound, by: 3) {
                    let a = mesh.position(ofVertex: Int(mesh.indices[start]))
                    let b = mesh.position(ofVertex: Int(mesh.indices[start + 1]))
                    let c = mesh.position(ofVertex: Int(mesh.indices[start + 2]))
                    let u = b - a, v = c - a
                    let facing = SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
                    let normal = mesh.normal(ofVertex: Int(mesh.indices[start]))
                    // The vertex normal is the side's own (front normal on the front, its opposite
                    // on the back): both must point the way the winding says.
                    #expect((facing * normal).sum() > 0, "side \(side), triangle at \(start)")
                }
            }
        }

        /// Flat and facing the viewer: the front shows; mirrored by the placement (a left page):
        /// still the front; turned over about the spine, or rotated half a turn about y by the
        /// placement: the back.
        @Test func frontAndBackFollowWindingAndPlacement() throws {
            let renderer = try OffscreenRenderer()
            let centre = SIMD2(32, 24)
            let origin = Transform3D(translationX: 16, y: 12, z: 0)
            let front = try Self.render(Self.twoColourPage(placement: origin), renderer: renderer)
            #expect(Self.isRed(front[centre.x, centre.y]), "\(front[centre.x, centre.y])")

            let mirror = Transform3D(scaleX: -1, y: 1, z: 1).concatenating(Transform3D(translationX: 48, y: 12, z: 0))
            let mirrored = try Self.render(Self.twoColourPage(placement: mirror), renderer: renderer)
            #expect(Self.isRed(mirrored[centre.x, centre.y]), "\(mirrored[centre.x, centre.y])")

            let turned = try Self.render(Self.twoColourPage(surface: .spineRotation(SpineRotation(angle: .pi)),
                                                            placement: Transform3D(translationX: 48, y: 12, z: 0)),
                                         renderer: renderer)
            #expect(Self.isBlue(turned[centre.x, centre.y]), "\(turned[centre.x, centre.y])")

            // A rigid half turn about y: its xy-determinant is negative, its 3×3 one positive; the
            // page shows its back (the winding must not be flipped for it).
            let halfTurn = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 48, y: 12, z: 0))
            let rotated = try Self.render(Self.twoColourPage(placement: halfTurn), renderer: renderer)
            #expect(Self.isBlue(rotated[centre.x, centre.y]), "\(rotated[centre.x, centre.y])")
        }

        /// Two pages in one plane: the higher layer shows whatever the drawable order; at equal
        /// layers the later drawable does.
        @Test func layerDecidesBetweenCoplanarPages() throws {
            let renderer = try OffscreenRenderer()
            let place = Transform3D(translationX: 16, y: 12, z: 0)
            func page(_ color: ColorRGBA, layer: Int) -> PageDrawable {
                PageDrawable(front: .color(color), pageSize: Self.pageSize, placement: place, layer: layer)
            }
            for (drawables, expectRed) in [
                ([page(Self.red, layer: 1), page(Self.blue, layer: 0)], true),
                ([page(Self.blue, layer: 0), page(Self.red, layer: 1)], true),
                ([page(Self.red, layer: 0), page(Self.blue, layer: 0)], false),
                ([page(Self.blue, layer: 0), page(Self.red, layer: 0)], true),
            ] {
                let frame = Frame(viewSize: Self.viewSize, camera: Camera(eyeDistance: 200), background: .black,
                                  drawables: drawables)
                let image = try Self.render(frame, renderer: renderer)
                var wrong = 0
                for y in 14 ..< 34 {
                    for x in 18 ..< 46 where expectRed ? !Self.isRed(image[x, y]) : !Self.isBlue(image[x, y]) {
                        wrong += 1
                    }
                }
                #expect(wrong == 0, "\(wrong) pixels of the wrong page (expected \(expectRed ? "red" : "blue"))")
            }
        }

        /// Meshes are built once per shape and reused; page images are asked for once and kept.
        @Test func meshesAndPagesAreCached() throws {
            let renderer = try OffscreenRenderer()
            let provider = NumberedPages.Provider()
            let curl = TestFrames.curl(TestFrames.CurlPosition.halfTurnedOblique.surface)
            for _ in 0 ..< 3 { _ = try renderer.render(curl) { provider.image($0) } }
            #expect(renderer.drawableSlotCount == 2)
            #expect(renderer.meshBuildCount(ofSlot: 0) == 1)
            #expect(renderer.meshBuildCount(ofSlot: 1) == 1)
            #expect(provider.calls.sorted() == [1, 2, 3, 4], "each page asked for once: \(provider.calls)")
            #expect(renderer.cachedPageCount == 4)

            // The curl moves: only its slot is rebuilt.
            let moved = TestFrames.curl(TestFrames.CurlPosition.nearlyDone.surface)
            _ = try renderer.render(moved) { provider.image($0) }
            #expect(renderer.meshBuildCount(ofSlot: 0) == 1)
            #expect(renderer.meshBuildCount(ofSlot: 1) == 2)
            #expect(provider.calls.count == 4)

            // An invalidated page is asked for again.
            try renderer.invalidatePage(3)
            _ = try renderer.render(moved) { provider.image($0) }
            #expect(provider.calls.count == 5 && provider.calls.last == 3)
        }

        /// Past the cache's limit the least recently drawn page images go.
        @Test func pageCacheKeepsAtMostItsLimit() throws {
            let harness = try RendererHarness(viewSize: Self.viewSize, maximumCachedPages: 3)
            let renderer = harness.renderer
            for page in 0 ..< 6 {
                _ = try harness.picture(Frame(viewSize: Self.viewSize, drawables: [
                    PageDrawable(front: .page(page), back: .page(page + 100), pageSize: Self.pageSize),
                ]))
                #expect(renderer.cachedPageCount <= 3)
                #expect(renderer.hasPage(page) && renderer.hasPage(page + 100), "the frame's own pages stay")
            }
            #expect(!renderer.hasPage(0))
        }

        /// A missing page image draws as blank paper and is asked for again next frame.
        @Test func missingPageDrawsPaper() throws {
            let renderer = try OffscreenRenderer()
            var asked = 0
            let frame = Frame(viewSize: Self.viewSize, camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .page(7), pageSize: Self.pageSize, placement: Transform3D(translationX: 16, y: 12, z: 0)),
            ])
            for _ in 0 ..< 2 {
                let image = try renderer.render(frame, shading: .unlit) { _ in asked += 1; return nil }
                #expect(image[32, 24] == SIMD4(255, 255, 255, 255))
            }
            #expect(asked == 2)
        }

        /// Brightness scales linear light; opacity blends over what is behind.
        @Test func brightnessAndOpacity() throws {
            let renderer = try OffscreenRenderer()
            let grey = ColorRGBA(red: 0.8, green: 0.8, blue: 0.8)
            let place = Transform3D(translationX: 16, y: 12, z: 0)
            let dim = Frame(viewSize: Self.viewSize, camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .color(grey), pageSize: Self.pageSize, placement: place, brightness: 0.5),
            ])
            let dimmed = try Self.render(dim, renderer: renderer)[32, 24]
            let expected = SRGBTestMath.scaled(SIMD4(204, 204, 204, 255), by: 0.5)
            #expect(OrientationTests.close(dimmed, expected, 2), "\(dimmed) vs \(expected)")

            let veil = Frame(viewSize: Self.viewSize, camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .color(.white), pageSize: Self.pageSize, placement: place, opacity: 0.5),
            ])
            let veiled = try Self.render(veil, renderer: renderer)[32, 24]
            let half = SRGBTestMath.encode(0.5)
            #expect(OrientationTests.close(veiled, SIMD4(half, half, half, 255), 2), "\(veiled)")
        }

        /// At 2 pixels a point the picture doubles and a flat page lands on doubled pixels.
        @Test func deviceScaleDoublesPixels() throws {
            let frame = Frame(viewSize: Self.viewSize, camera: .orthographic, background: .black, drawables: [
                PageDrawable(front: .color(Self.red), pageSize: Self.pageSize,
                             placement: Transform3D(translationX: 16, y: 12, z: 0)),
            ])
            let image = try Self.render(frame, scale: 2)
            #expect(image.width == 128 && image.height == 96)
            #expect(Self.isRed(image[32, 24]) && Self.isRed(image[95, 71]))
            #expect(!Self.isRed(image[31, 50]) && !Self.isRed(image[96, 50]))
            #expect(!Self.isRed(image[60, 23]) && !Self.isRed(image[60, 72]))
        }

        /// The render camera of a frame projects as the frame's camera says, vanishing point
        /// included.
        @Test func renderCameraFollowsFrameCamera() throws {
            let camera = Camera(eyeDistance: 400, vanishingPoint: SIMD2(100, 30))
            let frame = Frame(viewSize: SIMD2(320, 240), camera: camera)
            let render = RenderCamera(frame: frame, scale: 2)
            for point in [SIMD3<Double>(10, 20, 0), SIMD3(200, 100, 80), SIMD3(300, 5, -40)] {
                let expected = camera.projection(viewSize: frame.viewSize).apply(to: point)
                let pixel = try #require(render.pixelPosition(of: point))
                #expect(abs(pixel.x - 2 * expected.x) < 1e-9 && abs(pixel.y - 2 * expected.y) < 1e-9)
            }
            // Points in the plane z = 0 do not move, whatever the perspective.
            let still = try #require(render.pixelPosition(of: SIMD3(37, 91, 0)))
            #expect(abs(still.x - 74) < 1e-9 && abs(still.y - 182) < 1e-9)
        }

        /// An empty view is refused before anything is drawn.
        @Test func emptyFrameIsInvalidSize() throws {
            let renderer = try OffscreenRenderer()
            #expect(throws: RenderError.invalidSize(width: 0, height: 48)) {
                _ = try renderer.render(Frame(viewSize: SIMD2(0, 48))) { _ in nil }
            }
        }
    }
}
