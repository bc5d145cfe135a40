import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// A flat page whose outline lies on whole pixels is drawn without smoothing it (nothing to
    /// smooth there), to the same pixels; a page off the grid is still smoothed.
    @Suite struct PixelGridTests {
        /// `frame` drawn with the pixel-grid shortcut on and off, in one context at `scale`, and
        /// how many sides the shortcut drew.
        /// `frame` drawn with the pixel-grid shortcuts on and off, in one context at `scale`, with
        /// page images of `pagePixels` (``NumberedPages``' own size when `nil`), and how many
        /// sides the shortcuts drew unsmoothed and sampled texel by texel.
        static func pictures(_ frame: Frame, scale: Double, pagePixels: SIMD2<Int>? = nil) throws
            -> (grid: RGBAImage, smoothed: RGBAImage, gridDraws: Int, texelDraws: Int) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: scale, pagePixels: pagePixels)
            let grid = try harness.picture(frame)
            let gridDraws = harness.renderer.pixelGridDraws, texelDraws = harness.renderer.texelSampledDraws
            harness.renderer.usesPixelGridShortcuts = false
            let smoothed = try harness.picture(frame)
            #expect(harness.renderer.pixelGridDraws == gridDraws && harness.renderer.texelSampledDraws == texelDraws,
                    "a shortcut was used while turned off")
            return (grid, smoothed, gridDraws, texelDraws)
        }

        /// The largest difference of any channel (alpha included), and how many pixels differ at all.
        static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, differing: Int) {
            let differences = RendererHarness.channelDifferences(a, b, channels: 4)
            return (differences.max() ?? 0, differences.filter { $0 > 0 }.count)
        }

        static let frames: [(name: String, frame: Frame, scale: Double)] = [
            ("spread at rest", TestFrames.spread(turning: .flat), 1),
            ("spread at rest, 2 pixels a point", TestFrames.spread(turning: .flat), 2),
            ("curl, half turned", TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface), 2),
            ("curl, nearly done", TestFrames.spread(turning: TestFrames.CurlPosition.nearlyDone.surface), 1),
            ("flip, a third", TestFrames.flip(angle: .pi / 3), 2),
        ]

        @Test(arguments: 0 ..< frames.count)
        func pagesOnThePixelGridDrawTheSamePixelsUnsmoothed(index: Int) throws {
            let (name, frame, scale) = Self.frames[index]
            let pictures = try Self.pictures(frame, scale: scale)
            // The resting pages (the left page and the one beneath at least) lie on the grid.
            #expect(pictures.gridDraws >= 2, "\(name): \(pictures.gridDraws) sides drawn by the shortcut")
            let difference = Self.difference(pictures.grid, pictures.smoothed)
            let pixels = pictures.grid.width * pictures.grid.height
            #expect(difference.largest <= 1, "\(name): a channel differs by \(difference.largest)")
            #expect(difference.differing * 1000 <= pixels, "\(name): \(difference.differing) of \(pixels) pixels differ")
        }

        /// The spread's pages moved by `offset` points and lifted by `lift` (toward the eye).
        static func movedSpread(by offset: SIMD2<Double>, lift: Double = 0, turn: Double = 0) -> Frame {
            var frame = TestFrames.spread(turning: .flat)
            let move = Transform3D(rotationAngle: turn, x: 0, y: 0, z: 1).concatenating(Transform3D(translationX: offset.x, y: offset.y, z: lift))
            for index in frame.drawables.indices {
                frame.drawables[index].placement = frame.drawables[index].placement.concatenating(move)
            }
            return frame
        }

        /// Page images of the pages' size in pixels: the pages at rest show texel for texel, and
        /// each pixel takes its texel alone, as bilinear filtering gave it.
        @Test(arguments: [1.0, 2.0])
        func pagesShownTexelForTexelTakeTheirTexelAlone(scale: Double) throws {
            let pixels = SIMD2<Int>(Int(TestFrames.pageSize.x * scale), Int(TestFrames.pageSize.y * scale))
            for frame in [TestFrames.spread(turning: .flat),
                          TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)] {
                let pictures = try Self.pictures(frame, scale: scale, pagePixels: pixels)
                #expect(pictures.texelDraws >= 2, "\(pictures.texelDraws) sides sampled texel by texel")
                let difference = Self.difference(pictures.grid, pictures.smoothed)
                #expect(difference.largest <= 1, "a channel differs by \(difference.largest)")
                #expect(difference.differing * 1000 <= pictures.grid.width * pictures.grid.height)
            }
            // Images of another size are filtered as before.
            let other = try Self.pictures(TestFrames.spread(turning: .flat), scale: scale,
                                          pagePixels: pixels &+ SIMD2(1, 0))
            #expect(other.texelDraws == 0 && other.gridDraws >= 2)
        }

        @Test func pagesOffTheGridAreSmoothed() throws {
            for (name, frame) in [("half a pixel across", Self.movedSpread(by: SIMD2(0.5, 0))),
                                  ("a third of a pixel down", Self.movedSpread(by: SIMD2(0, 1.0 / 3))),
                                  ("lifted toward the eye", Self.movedSpread(by: .zero, lift: 3)),
                                  ("turned a little", Self.movedSpread(by: .zero, turn: 0.01))] {
                let pictures = try Self.pictures(frame, scale: 1)
                #expect(pictures.gridDraws == 0 && pictures.texelDraws == 0, "\(name): \(pictures.gridDraws) sides drawn unsmoothed")
                #expect(Self.difference(pictures.grid, pictures.smoothed).largest == 0, "\(name)")
            }
            // Half a pixel is a whole pixel at twice the scale: on the grid again.
            let doubled = try Self.pictures(Self.movedSpread(by: SIMD2(0.5, 0)), scale: 2)
            #expect(doubled.gridDraws >= 2)
            #expect(Self.difference(doubled.grid, doubled.smoothed).largest <= 1)
        }

        @Test func theGridIsJudgedByTheCornersInPixels() {
            let page = SIMD2<Double>(140, 200), pixels = SIMD2<Double>(320, 240)
            // Points to clip space for a 320 × 240 picture: x right, y down, as the camera maps them.
            let toClip = Transform3D(scaleX: 2 / 320, y: -2 / 240, z: 1)
                .concatenating(Transform3D(translationX: -1, y: 1, z: 0))
            func onGrid(_ placement: Transform3D, scale: Double = 1) -> Bool {
                FrameRenderer.liesOnPixelGrid(pageSize: page, modelViewProjection: placement.concatenating(toClip),
                                              pixelSize: pixels * scale)
            }
            #expect(onGrid(Transform3D(translationX: 160, y: 20, z: 0)))
            #expect(onGrid(Transform3D(scaleX: -1, y: 1, z: 1).concatenating(Transform3D(translationX: 160, y: 20, z: 0))))
            #expect(!onGrid(Transform3D(translationX: 160.5, y: 20, z: 0)))
            #expect(onGrid(Transform3D(translationX: 160.5, y: 20, z: 0), scale: 2))
            #expect(!onGrid(Transform3D(translationX: 160, y: 20.0004, z: 0), scale: 8))
            // A page turned a quarter is left to smoothing: its corners are not where the test
            // expects a page's corners (it could be drawn unsmoothed too, but no effect lays one so).
            #expect(!onGrid(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
                .concatenating(Transform3D(translationX: 200, y: 20, z: 0))))
            #expect(!onGrid(Transform3D(rotationAngle: 0.01, x: 0, y: 0, z: 1)
                .concatenating(Transform3D(translationX: 160, y: 20, z: 0))))
            #expect(!onGrid(Transform3D(scaleX: 0, y: 1, z: 1)))  // an empty rectangle
        }
    }
}
