import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// A curl's paper turned over flat on top of it shows its image at least a pixel a texel when
    /// the page at rest does (it lies nearer the eye), so a bilinear lookup of the image's own
    /// level gives the pixels the trilinear one gave, without working out a level.
    @Suite struct LiftedPaperSamplerTests {
        /// `frame` drawn with the lifted paper's own sampler and with the trilinear one, and how
        /// many parts took the former.
        static func pictures(_ frame: Frame, scale: Double, pagePixels: SIMD2<Int>) throws
            -> (topLevel: RGBAImage, trilinear: RGBAImage, draws: Int) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: scale, pagePixels: pagePixels)
            let pictures = try harness.pictures(frame, switching: \.samplesLiftedPaperFromTopLevel,
                                                counting: \.liftedTopLevelDraws)
            return (pictures.on, pictures.off, pictures.count)
        }

        @Test(arguments: [1.0, 2.0])
        func turnedOverPaperShownTexelForTexelOrLargerDrawsTheSamePixels(scale: Double) throws {
            let pixels = SIMD2<Int>(Int(TestFrames.pageSize.x * scale), Int(TestFrames.pageSize.y * scale))
            var used = 0
            for position in TestFrames.CurlPosition.allCases {
                for pagePixels in [pixels, pixels / 2] {
                    let frame = TestFrames.spread(turning: position.surface)
                    let pictures = try Self.pictures(frame, scale: scale, pagePixels: pagePixels)
                    used += pictures.draws
                    let differences = RendererHarness.channelDifferences(pictures.topLevel, pictures.trilinear, channels: 4)
                    #expect(differences.max() ?? 0 == 0, "\(position), \(pagePixels): pictures differ")
                }
            }
            // The turned-over paper of the curls past their dog-ear, in both image sizes.
            #expect(used >= 4, "\(used) parts sampled from the top level")
        }

        @Test func imagesShownSmallerThanTheirTexelsKeepTheirMipmaps() throws {
            let frame = TestFrames.spread(turning: TestFrames.CurlPosition.nearlyDone.surface)
            let pagePixels = SIMD2<Int>(Int(TestFrames.pageSize.x * 3), Int(TestFrames.pageSize.y * 3))
            let pictures = try Self.pictures(frame, scale: 1, pagePixels: pagePixels)
            #expect(pictures.draws == 0)
        }

        @Test func theLeastSingularValueIsTheLeastStretch() {
            #expect(abs(FrameRenderer.leastSingularValue(2, 0, 0, 3) - 2) < 1e-12)
            // A rotation by 30° scaled by 1.5: 1.5 every way.
            let (c, s) = (1.5 * 0.8660254037844386, 1.5 * 0.5)
            #expect(abs(FrameRenderer.leastSingularValue(c, s, -s, c) - 1.5) < 1e-9)
            // A shear stretches one way and shrinks another.
            #expect(FrameRenderer.leastSingularValue(1, 0, 1, 1) < 0.7)
            #expect(FrameRenderer.leastSingularValue(1, 2, 2, 4) == 0)
        }
    }
}
