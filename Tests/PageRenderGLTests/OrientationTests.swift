import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Clear colour, row order, projection and alpha: what ends up where in the image. (The device
    /// scale is `FrameRendererTests.deviceScaleDoublesPixels`.)
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
            let image = try PlainPages.render(PlainPages.frame(SIMD2(32, 24), background: ColorRGBA(rgba8: Self.background)))
            #expect(image.width == 32 && image.height == 24)
            #expect(image.pixels.count == 32 * 24 * 4)
            for y in 0..<image.height {
                for x in 0..<image.width where !Self.close(image[x, y], Self.background) {
                    Issue.record("pixel (\(x), \(y)) is \(image[x, y])")
                    return
                }
            }
        }

        /// A page over the top half of the view must fill the top rows of the image: GL's rows
        /// run bottom-up and the read-back flips them.
        @Test func topHalfPageLandsInTopRows() throws {
            let size = 64.0
            let page = PlainPages.page(ColorRGBA(rgba8: Self.quadColor), size: SIMD2(size, size / 2))
            let image = try PlainPages.render(PlainPages.frame(SIMD2(size, size), background: ColorRGBA(rgba8: Self.background),
                                                               [page]))
            for x in stride(from: 0, to: 64, by: 7) {
                #expect(Self.close(image[x, 0], Self.quadColor), "top row, x = \(x): \(image[x, 0])")
                #expect(Self.close(image[x, 31], Self.quadColor), "row 31, x = \(x): \(image[x, 31])")
                #expect(Self.close(image[x, 32], Self.background), "row 32, x = \(x): \(image[x, 32])")
                #expect(Self.close(image[x, 63], Self.background), "bottom row, x = \(x): \(image[x, 63])")
            }
        }

        /// Where the camera says a point lands is where the renderer puts it, with perspective.
        @Test func pixelPositionAgreesWithRendering() throws {
            let renderer = try OffscreenRenderer(samples: 0)
            // A 4-point square lifted toward the viewer, off-centre, under strong perspective.
            let page = PlainPages.page(.black, size: SIMD2(4, 4), at: SIMD3(40, 12, 60))
            let frame = PlainPages.frame(SIMD2(64, 64), camera: Camera(eyeDistance: 200), [page])
            let image = try PlainPages.render(frame, renderer: renderer)
            let camera = RenderCamera(frame: frame)
            let centre = try #require(camera.pixelPosition(of: page.placement.apply(to: SIMD3(2, 2, 0))))
            let pixel = image[Int(centre.x), Int(centre.y)]
            #expect(pixel == SIMD4(0, 0, 0, 255), "expected black at \(centre), got \(pixel)")
            // The square is magnified by d / (d - z) = 200 / 140: about 5.7 pixels, not 4.
            let corner = try #require(camera.pixelPosition(of: page.placement.apply(to: SIMD3(0, 0, 0))))
            let far = try #require(camera.pixelPosition(of: page.placement.apply(to: SIMD3(4, 4, 0))))
            #expect(abs((far.x - corner.x) - 4 * 200 / 140) < 1e-9)
            // Two pixels left of the square's projected corner: background.
            #expect(image[Int(corner.x) - 2, Int(centre.y)] == SIMD4(255, 255, 255, 255))
        }

        /// Translucent colour over a transparent background reads back as straight alpha.
        @Test func transparentBackgroundGivesStraightAlpha() throws {
            let page = PlainPages.page(ColorRGBA(red: 1, green: 0.5, blue: 0, alpha: 1), size: SIMD2(16, 16), opacity: 0.5)
            let image = try PlainPages.render(PlainPages.frame(SIMD2(16, 16), background: .clear, [page]))
            #expect(Self.close(image[8, 8], SIMD4(255, 128, 0, 128), 2), "\(image[8, 8])")
        }
    }
}
