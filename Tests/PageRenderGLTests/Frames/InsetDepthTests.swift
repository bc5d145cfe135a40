import PageEffects
import PageGeometry
import PageImage
import PageTestSupport
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// Smoothed flat paper writes its depth drawn half a pixel inside its outline, with no pixel
    /// discarded (``FrameShaderVariant/insetsOutline``), and the pictures are those of the
    /// depth-only pass that discards the pixels the outline covers in part.
    @Suite struct InsetDepthTests {
        /// `frame` drawn at `scale` with the inset depth and without it, and how many sides or
        /// parts were drawn inset. Without the pixel-grid shortcuts: with them, a page at rest that
        /// shows upright is coloured in the depth-only pass's stead (``RestingPage``) instead.
        static func pictures(_ frame: Frame, scale: Double) throws -> (inset: RGBAImage, discarded: RGBAImage, insetDraws: Int) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: scale)
            harness.renderer.usesPixelGridShortcuts = false
            let pictures = try harness.pictures(frame, switching: \.usesInsetDepth, counting: \.insetDepthDraws)
            return (pictures.on, pictures.off, pictures.count)
        }

        /// Pages off the pixel grid, each over another (the leaf lying flat over the page beneath,
        /// whose paper must show through the leaf's outline, not the desk): moved by fractions of
        /// a pixel, lifted, turned, drawn at half a pixel a point, and with a curl.
        static let frames: [(name: String, frame: Frame, scale: Double)] = [
            ("half a pixel across", PixelGridTests.movedSpread(by: SIMD2(0.5, 0)), 1),
            ("a third of a pixel down", PixelGridTests.movedSpread(by: SIMD2(0, 1.0 / 3)), 1),
            ("lifted toward the eye", PixelGridTests.movedSpread(by: .zero, lift: 3), 1),
            ("turned a little", PixelGridTests.movedSpread(by: SIMD2(0.3, 0.2), turn: 0.05), 1),
            ("half a pixel a point", PixelGridTests.movedSpread(by: SIMD2(0.5, 0.5)), 0.5),
            ("three pixels a point", PixelGridTests.movedSpread(by: SIMD2(0.1, 0)), 3),
            ("tilted back in perspective", {
                var frame = PixelGridTests.movedSpread(by: SIMD2(0.2, 0.4))
                var perspective = Transform3D.identity
                perspective.m34 = -1.0 / 600
                // About the view's middle row, so that the pages stay in the picture.
                let tilt = Transform3D(translationX: 0, y: -120, z: 0)
                    .concatenating(Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0))
                    .concatenating(perspective)
                    .concatenating(Transform3D(translationX: 0, y: 120, z: 0))
                for index in frame.drawables.indices {
                    frame.drawables[index].placement = frame.drawables[index].placement.concatenating(tilt)
                }
                return frame
            }(), 1),
            ("curl, off the grid", {
                var frame = TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)
                for index in frame.drawables.indices {
                    frame.drawables[index].placement = frame.drawables[index].placement
                        .concatenating(Transform3D(translationX: 0.4, y: 0, z: 0))
                }
                return frame
            }(), 1),
        ]

        @Test(arguments: 0 ..< frames.count)
        func insetDepthDrawsTheSamePixels(index: Int) throws {
            let (name, frame, scale) = Self.frames[index]
            let pictures = try Self.pictures(frame, scale: scale)
            // The two flat pages and the one beneath the leaf (or the curl's flat part) at least.
            #expect(pictures.insetDraws >= 2, "\(name): \(pictures.insetDraws) drawn inset")
            let differences = RendererHarness.channelDifferences(pictures.inset, pictures.discarded, channels: 4)
            let pixels = pictures.inset.width * pictures.inset.height
            // Pixels the outline covers all but a thousandth of may be shaded under it now (one
            // level at most); none may lose what lies under it.
            #expect((differences.max() ?? 0) <= 1, "\(name): a channel differs by \(differences.max() ?? 0)")
            #expect(differences.filter { $0 > 0 }.count * 1000 <= pixels, "\(name)")
        }

        /// The inset is half a pixel and a margin, in points: more points where a point shows
        /// smaller, more still toward the far side of a page tilted away in perspective.
        @Test func theInsetIsHalfAPixelInPoints() throws {
            let page = SIMD2<Double>(140, 200), pixels = SIMD2<Double>(320, 240)
            let toClip = Transform3D(scaleX: 2 / 320, y: -2 / 240, z: 1)
                .concatenating(Transform3D(translationX: -1, y: 1, z: 0))
            func inset(_ placement: Transform3D, scale: Double = 1) -> Double? {
                FrameRenderer.depthOnlyInset(pageSize: page, modelViewProjection: placement.concatenating(toClip),
                                             pixelSize: pixels * scale)
            }
            let margin = FrameRenderer.depthInsetPixels
            let moved = Transform3D(translationX: 100.3, y: 20.7, z: 0)
            #expect(isClose(try #require(inset(moved)), margin, tolerance: 1e-9))
            #expect(isClose(try #require(inset(moved, scale: 2)), margin / 2, tolerance: 1e-9))
            #expect(isClose(try #require(inset(Transform3D(scaleX: 0.5, y: 0.5, z: 1).concatenating(moved))), 2 * margin,
                            tolerance: 1e-9))
            // Squeezed across: the steeper gradient (x) decides.
            #expect(isClose(try #require(inset(Transform3D(scaleX: 0.25, y: 1, z: 1).concatenating(moved))), 4 * margin,
                            tolerance: 1e-9))
            // Tilted away about x with perspective: the far edge shows smaller, so more than flat.
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 400
            let tilted = Transform3D(rotationAngle: 0.6, x: 1, y: 0, z: 0).concatenating(perspective).concatenating(moved)
            #expect(try #require(inset(tilted)) > margin * 1.1)
            // Edge-on, or squeezed to nothing: no inset (the pass discards by coverage).
            #expect(inset(Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(moved)) == nil)
            #expect(inset(Transform3D(scaleX: 0.001, y: 1, z: 1).concatenating(moved)) == nil)
        }
    }
}
