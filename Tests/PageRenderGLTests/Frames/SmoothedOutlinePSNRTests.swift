import Foundation
import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// The look the renderer keeps without multisampling: frames of every kind of page drawn into one
    /// sample a pixel (the outlines smoothed by the shader) against the same frames 4× multisampled,
    /// the reference the issue "Fast on two cores without a GPU" holds it to (PSNR ≥ 40 dB). They
    /// measure 48 dB or more; the bound leaves room for another Mesa, not for a look that got worse.
    @Suite struct SmoothedOutlinePSNRTests {
        static let frames: [(String, Frame)] = [
            ("flat page", TestFrames.flatPage()),
            ("dog-ear", TestFrames.curl(TestFrames.CurlPosition.dogEarTop.surface)),
            ("half-turned oblique curl", TestFrames.curl(TestFrames.CurlPosition.halfTurnedOblique.surface)),
            ("nearly done", TestFrames.curl(TestFrames.CurlPosition.nearlyDone.surface)),
            ("backward curl", TestFrames.backwardCurl()),
            ("flip at 45°", TestFrames.flip(angle: .pi / 4)),
            ("flip at 90°", TestFrames.flip(angle: .pi / 2)),
            ("spread mid-turn", TestFrames.spread(turning: TestFrames.cylinder(SIMD2(34, 100), angle: .pi / 2 + 0.1, radius: 20))),
            ("bound spread, tight curl", TestFrames.bound(TestFrames.spread(
                turning: TestFrames.cylinder(SIMD2(60, 100), angle: .pi / 2 + 0.15, radius: 8)))),
            ("tight curl of radius 3", TestFrames.spread(turning: TestFrames.cylinder(SIMD2(60, 100), angle: .pi / 2 + 0.08, radius: 3))),
            ("cone turn", TestFrames.spread(turning: .cone(ConeTurnSchedule(pageSize: TestFrames.pageSize).deformation(at: 0.3)))),
        ]

        /// Peak signal to noise ratio of `a` against `b` over their colour channels, dB (infinite when equal).
        static func psnr(_ a: RGBAImage, _ b: RGBAImage) -> Double {
            var squared = 0.0
            for pixel in stride(from: 0, to: a.pixels.count, by: 4) {
                for channel in 0 ..< 3 {
                    let d = Double(Int(a.pixels[pixel + channel]) - Int(b.pixels[pixel + channel]))
                    squared += d * d
                }
            }
            let meanSquared = squared / Double(3 * a.width * a.height)
            return meanSquared == 0 ? .infinity : 10 * log10(255 * 255 / meanSquared)
        }

        @Test func everyKindOfPageIsWithin45dBOfFourTimesMultisampling() throws {
            let smoothed = try OffscreenRenderer(samples: 1)
            let multisampled = try OffscreenRenderer(samples: 4)
            for (name, frame) in Self.frames {
                let picture = try smoothed.render(frame) { NumberedPages.image($0) }
                let reference = try multisampled.render(frame) { NumberedPages.image($0) }
                let psnr = Self.psnr(picture, reference)
                #expect(psnr >= 45, "\(name): \(psnr) dB against 4× multisampling")
            }
        }
    }
}
