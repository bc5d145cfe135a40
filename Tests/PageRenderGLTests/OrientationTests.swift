import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Clear colour, row order and the device scale: what ends up where in the image.
    @Suite struct OrientationTests {
        static let background = SIMD4<UInt8>(200, 100, 50, 255)
        static let quadColor = SIMD4<UInt8>(20, 40, 230, 255)

        /// Colour channels may differ by this much after the sRGB decode, linear blending and
        /// encode round trip (8-bit quantisation on both ends).
        static let colorTolerance = 1

        static func close(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ tolerance: Int = colorTolerance) -> Bool {
            (0..<4).allSatisfy { abs(Int(a[$0]) - Int(b[$0])) <= tolerance }
        }

        @Test func clearColourReadsBackExactly() throws {
            let renderer = try OffscreenRenderer()
            let scene = RenderScene(camera: RenderCamera(viewSize: SIMD2(32, 24)),
                                    background: ColorRGBA(rgba8: Self.background))
            let image = try renderer.render(scene)
            #expect(image.width == 32 && image.height == 24)
            #expect(image.pixels.count == 32 * 24 * 4)
            for y in 0..<image.height {
                for x in 0..<image.width where !Self.close(image[x, y], Self.background) {
                    Issue.record("pixel (\(x), \(y)) is \(image[x, y])")
                    return
                }
            }
        }

        /// A quad over the top half of the view must fill the top rows of the image: GL's rows
        /// run bottom-up and the read-back flips them.
        @Test func topHalfQuadLandsInTopRows() throws {
            let renderer = try OffscreenRenderer()
            let size = 64.0
            let quad = MeshDrawItem(mesh: .rectangle(width: size, height: size / 2),
                                    color: ColorRGBA(rgba8: Self.quadColor))
            let scene = RenderScene(camera: RenderCamera(viewSize: SIMD2(size, size)),
                                    background: ColorRGBA(rgba8: Self.background), items: [quad])
            let image = try renderer.render(scene)
            for x in stride(from: 0, to: 64, by: 7) {
                #expect(Self.close(image[x, 0], Self.quadColor), "top row, x = \(x): \(image[x, 0])")
                #expect(Self.close(image[x, 31], Self.quadColor), "row 31, x = \(x): \(image[x, 31])")
                #expect(Self.close(image[x, 32], Self.background), "row 32, x = \(x): \(image[x, 32])")
                #expect(Self.close(image[x, 63], Self.background), "bottom row, x = \(x): \(image[x, 63])")
            }
        }

        /// At 2 pixels a point, a 16-point square at the origin covers 32×32 pixels.
        @Test func deviceScaleMultipliesPixels() throws {
            let renderer = try OffscreenRenderer()
            let quad = MeshDrawItem(mesh: .rectangle(width: 16, height: 16), color: ColorRGBA(rgba8: Self.quadColor),
                                    transform: Transform3D(translationX: 8, y: 4, z: 0))
            let camera = RenderCamera(viewSize: SIMD2(40, 30), scale: 2)
            let scene = RenderScene(camera: camera, background: ColorRGBA(rgba8: Self.background), items: [quad])
            let image = try renderer.render(scene)
            #expect(image.width == 80 && image.height == 60)
            // Inside: pixels 16 ..< 48 across, 8 ..< 40 down.
            #expect(Self.close(image[16, 8], Self.quadColor))
            #expect(Self.close(image[47, 39], Self.quadColor))
            #expect(Self.close(image[15, 20], Self.background))
            #expect(Self.close(image[48, 20], Self.background))
            #expect(Self.close(image[30, 7], Self.background))
            #expect(Self.close(image[30, 40], Self.background))
        }

        /// Where the camera says a point lands is where the renderer puts it, with perspective.
        @Test func pixelPositionAgreesWithRendering() throws {
            let renderer = try OffscreenRenderer(samples: 0)
            // A 4-point square lifted toward the viewer, off-centre, under strong perspective.
            let transform = Transform3D(translationX: 40, y: 12, z: 60)
            let quad = MeshDrawItem(mesh: .rectangle(width: 4, height: 4), color: .black, transform: transform)
            let camera = RenderCamera(viewSize: SIMD2(64, 64), perspectiveDistance: 200)
            let image = try renderer.render(RenderScene(camera: camera, background: .white, items: [quad]))
            let centre = try #require(camera.pixelPosition(of: transform.apply(to: SIMD3(2, 2, 0))))
            let pixel = image[Int(centre.x), Int(centre.y)]
            #expect(pixel == SIMD4(0, 0, 0, 255), "expected black at \(centre), got \(pixel)")
            // The square is magnified by d / (d - z) = 200 / 140: about 5.7 pixels, not 4.
            let corner = try #require(camera.pixelPosition(of: transform.apply(to: SIMD3(0, 0, 0))))
            let far = try #require(camera.pixelPosition(of: transform.apply(to: SIMD3(4, 4, 0))))
            #expect(abs((far.x - corner.x) - 4 * 200 / 140) < 1e-9)
        }

        /// Translucent colour over a transparent background reads back as straight alpha.
        @Test func transparentBackgroundGivesStraightAlpha() throws {
            let renderer = try OffscreenRenderer()
            let quad = MeshDrawItem(mesh: .rectangle(width: 16, height: 16),
                                    color: ColorRGBA(red: 1, green: 0.5, blue: 0, alpha: 1), opacity: 0.5)
            let image = try renderer.render(RenderScene(camera: RenderCamera(viewSize: SIMD2(16, 16)), items: [quad]))
            #expect(Self.close(image[8, 8], SIMD4(255, 128, 0, 128), 2), "\(image[8, 8])")
        }
    }
}
