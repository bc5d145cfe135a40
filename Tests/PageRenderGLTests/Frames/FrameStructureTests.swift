import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// What a frame must show whatever the reference pictures say: the right page at the right
    /// place, and nothing where no page can reach.
    @Suite struct FrameStructureTests {
        static let allPages = Array(0 ..< NumberedPages.paper.count)

        static func render(_ frame: Frame) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            return try renderer.render(frame) { NumberedPages.image($0) }
        }

        /// Half turned: the uncovered corner shows the next page (3), the curled-over part the
        /// back (2), the flat part the front (1).
        @Test func halfTurnedCurlShowsNextPageBackAndFront() throws {
            let frame = TestFrames.curl(TestFrames.CurlPosition.halfTurnedOblique.surface)
            let image = try Self.render(frame)
            let next = frame.drawables[0], turning = frame.drawables[1]
            guard case .cylinder(let cylinder) = turning.surface else { Issue.record("not a curl"); return }

            // The bottom-right corner of the page has been lifted away: the next page shows there.
            let corner = SIMD2<Double>(134, 194)
            #expect(cylinder.signedDistance(of: corner) > .pi * cylinder.radius)
            let cornerPixel = try #require(PixelProbe.pixel(of: corner, on: next, in: frame))
            #expect(PixelProbe.closestPage(to: image[cornerPixel.x, cornerPixel.y], among: Self.allPages) == 3)

            // A point three quarters of the way round the curl (135° or so: past its silhouette,
            // on the upper side) faces the viewer with its back: the back's colour. It is taken
            // on the line from the bottom corner across the axis, where the back shows plain
            // paper.
            let start = SIMD2<Double>(120, 194)
            let across = cylinder.curlDirection
            let curled = start - (cylinder.signedDistance(of: start) - 0.75 * .pi * cylinder.radius) * across
            #expect(curled.x > 0 && curled.x < 140 && curled.y > 0 && curled.y < 200, "\(curled) on the page")
            let curledPixel = try #require(PixelProbe.pixel(of: curled, on: turning, in: frame))
            #expect(PixelProbe.closestPage(to: image[curledPixel.x, curledPixel.y], among: Self.allPages) == 2)

            // A point of the flat part that the fold does not cover shows the front.
            let flat = SIMD2<Double>(12, 170)
            let flatPixel = try #require(PixelProbe.pixel(of: flat, on: turning, in: frame))
            #expect(PixelProbe.closestPage(to: image[flatPixel.x, flatPixel.y], among: Self.allPages) == 1)
        }

        /// The left page turned back shows its back (1) over the right page, and uncovers the
        /// left page beneath (0) where it has lifted away.
        @Test func backwardCurlShowsBackOverRightPage() throws {
            let frame = TestFrames.backwardCurl()
            let image = try Self.render(frame)
            let turning = frame.drawables[2]
            // The material point (135, 45) is folded over to about 22 points right of the spine,
            // onto the right page (the turned-over part reaches past the spine).
            let over = try #require(PixelProbe.pixel(of: SIMD2(135, 45), on: turning, in: frame))
            #expect(over.x > Int(TestFrames.spine.x) + 2, "the folded part crosses the spine")
            #expect(PixelProbe.closestPage(to: image[over.x, over.y], among: Self.allPages) == 1)
            // Near the left page's outer edge the page beneath shows.
            let beneath = try #require(PixelProbe.pixel(of: SIMD2(135, 180), on: frame.drawables[0], in: frame))
            #expect(PixelProbe.closestPage(to: image[beneath.x, beneath.y], among: Self.allPages) == 0)
        }

        /// A page turning about its spine stays within the page width of the spine (paper does not
        /// stretch): every pixel farther than that from the spine is exactly the background.
        @Test(arguments: TestFrames.CurlPosition.allCases)
        func nothingBeyondReach(_ position: TestFrames.CurlPosition) throws {
            try Self.expectBackgroundBeyondReach(TestFrames.curl(position.surface))
        }

        @Test func nothingBeyondReachOfBackwardCurl() throws {
            try Self.expectBackgroundBeyondReach(TestFrames.backwardCurl())
        }

        /// Pixels whose centre is more than the page width (plus `margin` points for
        /// anti-aliasing) from the spine segment equal the background, in an orthographic frame.
        static func expectBackgroundBeyondReach(_ frame: Frame, margin: Double = 1.5) throws {
            let image = try render(frame)
            let background = try #require(frame.background)
            let expected = SIMD4<UInt8>(UInt8((background.red * 255).rounded()), UInt8((background.green * 255).rounded()),
                                        UInt8((background.blue * 255).rounded()), 255)
            let reach = TestFrames.pageSize.x + margin
            let top = TestFrames.spine.y, bottom = TestFrames.spine.y + TestFrames.pageSize.y
            var checked = 0, wrong = 0
            for y in 0 ..< image.height {
                for x in 0 ..< image.width {
                    let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                    let nearest = SIMD2(TestFrames.spine.x, min(max(centre.y, top), bottom))
                    let d = centre - nearest
                    guard (d * d).sum() > reach * reach else { continue }
                    checked += 1
                    let pixel = image[x, y]
                    if (0 ..< 3).contains(where: { abs(Int(pixel[$0]) - Int(expected[$0])) > 1 }) { wrong += 1 }
                }
            }
            #expect(checked > 5000, "the test must look at many pixels")
            #expect(wrong == 0, "\(wrong) pixels beyond reach are not background")
        }
    }
}
