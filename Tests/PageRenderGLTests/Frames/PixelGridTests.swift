import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// A flat page whose outline lies on whole pixels is drawn without smoothing it (nothing to
    /// smooth there), to the same pixels; a page off the grid is still smoothed.
    @Suite struct PixelGridTests {
        /// `frame` drawn with the pixel-grid shortcuts on and off, in one context at `scale`, with
        /// page images of `pagePixels` (``NumberedPages``' own size when `nil`), and how many
        /// sides the shortcuts drew unsmoothed and sampled texel by texel, how many drawables
        /// they drew only around a page at rest, and how many pages at rest off the grid they drew
        /// inside their outlines unsmoothed.
        static func pictures(_ frame: Frame, scale: Double, pagePixels: SIMD2<Int>? = nil) throws
            -> (grid: RGBAImage, smoothed: RGBAImage, gridDraws: Int, texelDraws: Int, uncoveredDraws: Int,
                insideDraws: Int) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: scale, pagePixels: pagePixels)
            let grid = try harness.picture(frame)
            let gridDraws = harness.renderer.pixelGridDraws, texelDraws = harness.renderer.texelSampledDraws
            let uncoveredDraws = harness.renderer.uncoveredDraws, insideDraws = harness.renderer.offGridInsideDraws
            harness.renderer.usesPixelGridShortcuts = false
            let smoothed = try harness.picture(frame)
            #expect(harness.renderer.pixelGridDraws == gridDraws && harness.renderer.texelSampledDraws == texelDraws
                    && harness.renderer.uncoveredDraws == uncoveredDraws
                    && harness.renderer.offGridInsideDraws == insideDraws, "a shortcut was used while turned off")
            return (grid, smoothed, gridDraws, texelDraws, uncoveredDraws, insideDraws)
        }

        /// The largest difference of any channel (alpha included), and how many pixels differ at all.
        static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, differing: Int) {
            let differences = RendererHarness.channelDifferences(a, b, channels: 4)
            return (differences.max() ?? 0, differences.filter { $0 > 0 }.count)
        }

        /// Expects the pictures drawn with and without the shortcuts to show the same pixels: at
        /// most one level apart on at most 0.1% of them. With a curl (`curls`), the paper still
        /// lying where it rested is drawn unsmoothed too, its vertices left where they are; without
        /// the shortcuts, smoothing moved the vertices where its fold line meets the page's edges by
        /// a fraction of a pixel, and with them the seam between its flat and bent paper. The seam
        /// now lies on the fold line itself, the curl's foot, where the shade jumps (the contact
        /// shadow, see ShadowTableTests): pixels on that line may change by more, and no others. A
        /// crack in the seam shows the page beneath, a hundred levels off.
        static func expectSamePixels(_ pictures: (grid: RGBAImage, smoothed: RGBAImage), curls: Bool, _ name: String) {
            let differences = RendererHarness.channelDifferences(pictures.grid, pictures.smoothed, channels: 4)
            let pixels = pictures.grid.width * pictures.grid.height
            let largest = differences.max() ?? 0
            let differing = differences.filter { $0 > 0 }.count, beyondOne = differences.filter { $0 > 1 }.count
            if curls {
                #expect(largest <= 12, "\(name): a channel differs by \(largest)")
                #expect(beyondOne * 10_000 <= pixels, "\(name): \(beyondOne) channels differ by more than 1")
                // The foot's line: a pixel a row, or two at its ends, in the picture's height.
                #expect(differing <= 2 * pictures.grid.height, "\(name): \(differing) channels differ")
            } else {
                #expect(largest <= 1, "\(name): a channel differs by \(largest)")
                #expect(differing * 1000 <= pixels, "\(name): \(differing) channels of \(pixels) pixels differ")
            }
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
            Self.expectSamePixels((pictures.grid, pictures.smoothed), curls: name.hasPrefix("curl"), name)
        }

        /// The spread's pages moved by `offset` points and lifted by `lift` (toward the eye), the
        /// turning page's surface `turning`.
        static func movedSpread(by offset: SIMD2<Double>, lift: Double = 0, turn: Double = 0,
                                turning: PageSurface = .flat) -> Frame {
            var frame = TestFrames.spread(turning: turning)
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
            for (frame, curls) in [(TestFrames.spread(turning: .flat), false),
                                   (TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface), true)] {
                let pictures = try Self.pictures(frame, scale: scale, pagePixels: pixels)
                // The pages at rest, and a curl's resting paper as well.
                #expect(pictures.texelDraws >= (curls ? 3 : 2), "\(pictures.texelDraws) sides sampled texel by texel")
                Self.expectSamePixels((pictures.grid, pictures.smoothed), curls: curls, curls ? "curl" : "at rest")
            }
            // Images of another size are filtered as before.
            let other = try Self.pictures(TestFrames.spread(turning: .flat), scale: scale,
                                          pagePixels: pixels &+ SIMD2(1, 0))
            #expect(other.texelDraws == 0 && other.gridDraws >= 2)
        }

        /// A curl off the grid whose page shows upright: its paper still lying where it rested is
        /// drawn in its page's inside without the coverage (in the depth-only pass and in colour)
        /// and around it as before, and the pages at rest as ``RestingPage``s: the same pixels, to
        /// the byte, as without the shortcuts.
        @Test(arguments: [1.0, 2.0])
        func aCurlsRestingPaperOffTheGridIsDrawnWholeInside(scale: Double) throws {
            for position in [TestFrames.CurlPosition.halfTurnedOblique, .nearlyDone, .dogEarTop] {
                let frame = Self.movedSpread(by: SIMD2(0.3, 1.0 / 3), turning: position.surface)
                let harness = try RendererHarness(viewSize: frame.viewSize, scale: scale)
                let pictures = try harness.pictures(frame, switching: \.usesPixelGridShortcuts,
                                                    counting: \.restingPaperInsideDraws)
                #expect(pictures.count == 2, "\(position): \(pictures.count) parts drawn inside")
                #expect(Self.difference(pictures.on, pictures.off).largest == 0, "\(position)")
            }
        }

        /// The desk's shadow around a bound book is drawn in bands around the pages at rest (which
        /// hide it whole), not over them, to the same pixels.
        @Test func theDeskShadowIsDrawnAroundThePagesAtRest() throws {
            for frame in [TestFrames.bound(TestFrames.spread(turning: .flat)),
                          TestFrames.bound(TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface))] {
                let harness = try RendererHarness(viewSize: frame.viewSize, scale: 1)
                let banded = try harness.picture(frame)
                let bands = harness.renderer.deskShadowBands
                #expect(bands >= 2, "\(bands) bands")
                // Drawn over the whole area, the pages' depth rejecting it pixel by pixel.
                harness.renderer.usesPixelGridShortcuts = false
                let whole = try harness.picture(frame)
                #expect(harness.renderer.deskShadowBands == bands)
                harness.renderer.usesPixelGridShortcuts = true
                #expect(Self.difference(try harness.picture(frame), banded).largest == 0)
                // (The shortcuts change the pages' own pixels by a level at most.)
                #expect(Self.difference(banded, whole).largest <= 12)
            }
        }

        /// A page at rest off the grid is smoothed. Upright in the picture, the pixels it covers
        /// whole are coloured as a page on the grid is (unblended, in the depth-only pass's stead)
        /// but smoothed: the same pixels to the byte (a page at rest that starts to turn would
        /// otherwise change by a level all over in one frame). A page turned in the picture is
        /// drawn as before.
        @Test func pagesOffTheGridAreSmoothed() throws {
            for (name, frame) in [("half a pixel across", Self.movedSpread(by: SIMD2(0.5, 0))),
                                  ("a third of a pixel down", Self.movedSpread(by: SIMD2(0, 1.0 / 3))),
                                  ("lifted toward the eye", Self.movedSpread(by: .zero, lift: 3))] {
                let pictures = try Self.pictures(frame, scale: 1)
                // The spread's three pages (the turning one lying flat): their insides, and no page
                // drawn unsmoothed or texel by texel.
                #expect(pictures.gridDraws == 0 && pictures.texelDraws == 0, "\(name): \(pictures.gridDraws) sides drawn unsmoothed")
                #expect(pictures.insideDraws == 3, "\(name): \(pictures.insideDraws) insides")
                #expect(Self.difference(pictures.grid, pictures.smoothed).largest == 0, "\(name)")
            }
            // Under a curl: the left page and the one beneath (the curl is drawn as before).
            let curl = TestFrames.CurlPosition.halfTurnedOblique.surface
            let underCurl = try Self.pictures(Self.movedSpread(by: SIMD2(0.5, 1.0 / 3), turning: curl), scale: 1)
            #expect(underCurl.insideDraws == 2, "under a curl: \(underCurl.insideDraws) insides")
            #expect(Self.difference(underCurl.grid, underCurl.smoothed).largest == 0, "under a curl")
            let turned = try Self.pictures(Self.movedSpread(by: .zero, turn: 0.01), scale: 1)
            #expect(turned.gridDraws == 0 && turned.texelDraws == 0 && turned.insideDraws == 0, "turned: \(turned.gridDraws) sides drawn unsmoothed")
            #expect(Self.difference(turned.grid, turned.smoothed).largest == 0)
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

extension RenderGLTests.PixelGridTests {
    /// A spread with a book block under each page at rest: `count` flat pages stepping out
    /// toward each fore edge and the foot by `step` points each (off the pixel grid), the
    /// deepest first, `lift` points toward the eye.
    static func blockSpread(count: Int = 3, step: SIMD2<Double> = SIMD2(0.7, 0.3), lift: Double = 0) -> Frame {
        var frame = TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)
        var block: [PageDrawable] = []
        for edge in (1...count).reversed() {
            let offset = Double(edge)
            var left = TestFrames.leftPage(.color(ColorRGBA(red: 0.9, green: 0.85, blue: 0.8)), layer: -1)
            left.placement = left.placement.concatenating(Transform3D(translationX: -step.x * offset, y: step.y * offset, z: lift))
            var right = TestFrames.rightPage(.color(ColorRGBA(red: 0.8, green: 0.85, blue: 0.9)), layer: -1)
            right.placement = right.placement.concatenating(Transform3D(translationX: step.x * offset, y: step.y * offset, z: lift))
            block += [left, right]
        }
        frame.drawables = block + frame.drawables
        return frame
    }

    /// The book block's pages are drawn only around the pages at rest above them, band by band,
    /// to the same pixels; pages lifted nearer the eye than the page at rest are drawn whole
    /// (they show in front of it).
    @Test func theBlockUnderPagesAtRestIsDrawnOnlyAroundThem() throws {
        let plainFrame = TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)
        // Each of the six block pages (off the grid), lying in the desk's plane: the pixels it covers
        // whole, in the depth-only pass's stead, less those of the page above it, and its outline in
        // colour around them. Below the plane: around the page above, in the depth-only pass and
        // in colour.
        for (name, frame, scale, drawnAround) in [("block", Self.blockSpread(), 1.0, 6),
                                                  ("block, 2 pixels a point", Self.blockSpread(step: SIMD2(1.3, 0.4)), 2, 6),
                                                  ("block below the plane", Self.blockSpread(lift: -2), 1, 12)] {
            let pictures = try Self.pictures(frame, scale: scale)
            #expect(pictures.uncoveredDraws == drawnAround, "\(name): \(pictures.uncoveredDraws) drawn around a page at rest")
            Self.expectSamePixels((pictures.grid, pictures.smoothed), curls: true, name)
            // The block shows: its edges differ from the desk beside the pages.
            let plain = try RendererHarness(viewSize: frame.viewSize, scale: scale).picture(plainFrame)
            #expect(Self.difference(pictures.grid, plain).differing > 100, "\(name): no block drawn")
        }
        // A page lying face down on the grid whose back is not drawn hides nothing: the block
        // beneath it is drawn whole, and shows through.
        var faceDown = Self.blockSpread()
        let right = faceDown.drawables.count - 2
        faceDown.drawables[right].back = .none
        faceDown.drawables[right].placement = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: TestFrames.pageSize.x, y: 0, z: 0))
            .concatenating(faceDown.drawables[right].placement)
        let facingDown = try Self.pictures(faceDown, scale: 1)
        // The left block around its page, and the right block's two deeper pages around the block
        // page above them, but not that page around the page face down.
        #expect(facingDown.uncoveredDraws == 5, "\(facingDown.uncoveredDraws) drawn around a page")
        Self.expectSamePixels((facingDown.grid, facingDown.smoothed), curls: true, "a page face down")
        // Lifted toward the eye, the block shows in front of the pages at rest: drawn whole, it
        // changes far more of the picture than its edges beside them.
        let harness = try RendererHarness(viewSize: plainFrame.viewSize, scale: 1)
        let plain = try harness.picture(plainFrame)
        let below = try harness.picture(Self.blockSpread())
        let drawnAround = harness.renderer.uncoveredDraws
        let lifted = try harness.picture(Self.blockSpread(lift: 2))
        // (Only the deeper two of each side's three block pages, around the one above them.)
        #expect(harness.renderer.uncoveredDraws == drawnAround + 4, "the lifted block was drawn around the pages")
        let edges = Self.difference(below, plain).differing, front = Self.difference(lifted, plain).differing
        #expect(front > 10 * edges, "the lifted block changes \(front) channels, the block beneath \(edges)")
    }
}
