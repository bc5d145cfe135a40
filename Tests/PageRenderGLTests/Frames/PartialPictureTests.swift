import PageEffects
import PageGeometry
import PageImage
import PageMedia
import PagePipeline
import PageTestSupport
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// Over an opaque background, ``OffscreenRenderer`` draws only the part of the picture in
    /// which a frame draws anything but the background (``FrameRenderer/drawnBox(of:scale:)``)
    /// and fills the rest with the background: the same pictures as drawn whole.
    @Suite struct PartialPictureTests {
        /// `frames` drawn in turn by one renderer drawing them in part and by one drawing them
        /// whole: outside the part a frame draws in, the two are the same to the byte; inside, a
        /// window coordinate rounded differently may change a colour by a level, and decide a
        /// pixel whose centre lies on an edge the other way (a few pixels a frame). `aroundDesk`:
        /// the frames leave a tenth of the picture or more to the desk, not drawn.
        static func expectSamePictures(_ frames: [Frame], scale: Double = 1, name: String, aroundDesk: Bool = false,
                                       pageImage: @escaping (Int) -> RGBAImage? = { NumberedPages.image($0) }) throws {
            let part = try OffscreenRenderer(), whole = try OffscreenRenderer()
            whole.drawsInPart = false
            let harness = try RendererHarness(viewSize: frames[0].viewSize, scale: scale)
            for (index, frame) in frames.enumerated() {
                let inPart = try part.render(frame, scale: scale, pageImages: pageImage)
                let drawnWhole = try whole.render(frame, scale: scale, pageImages: pageImage)
                let box = try #require(harness.renderer.drawnBox(of: frame, scale: scale), "\(name) \(index)")
                #expect(!aroundDesk || box.area * 10 < inPart.width * inPart.height * 9,
                        "\(name) \(index): \(box) is most of the picture")
                let differences = RendererHarness.channelDifferences(inPart, drawnWhole, channels: 4)
                var outside = 0, offByMore = 0
                for y in 0 ..< inPart.height {
                    // (The box is in GL's window coordinates, rows from the bottom.)
                    let row = inPart.height - 1 - y
                    for x in 0 ..< inPart.width where differences[y * inPart.width + x] > 0 {
                        if x < box.low.x || x >= box.high.x || row < box.low.y || row >= box.high.y { outside += 1 }
                        if differences[y * inPart.width + x] > 1 { offByMore += 1 }
                    }
                }
                #expect(outside == 0, "\(name) \(index): \(outside) pixels outside \(box) differ")
                #expect(offByMore <= 8, "\(name) \(index): \(offByMore) pixels differ by more than a level")
                #expect(differences.filter { $0 > 0 }.count * 100 <= inPart.width * inPart.height,
                        "\(name) \(index): over 1% of the pixels differ")
            }
        }

        /// Every kind of turn, the book block, fold menus and the tab stack, drawn in turn by one
        /// renderer (the part it draws grows from one to the next).
        @Test func turnsAndMenusAreTheSameInPart() throws {
            let frames = TestFrames.turns.map(\.1) + [
                TestFrames.bound(TestFrames.spread(turning: TestFrames.CurlPosition.nearlyDone.surface)),
                TestFrames.bound(TestFrames.flip(angle: .pi / 2)),
                TestFrames.foldMenu(progress: 0.4),
                TestFrames.tabStack(),
            ]
            try Self.expectSamePictures(frames, name: "turns")
        }

        /// A book as `pageturn render` lays it (the command's `BookStage`), single pages clipped at
        /// the spine and spreads, a page dragged across and let go: every frame the same in part.
        @Test(arguments: [BookLayout.singlePages, .spreads(coverAlone: true)])
        func aBookAsTheCommandLaysItIsTheSameInPart(layout: BookLayout) throws {
            let source = NumberedPageSource(pageCount: 6)
            var stage = try BookStage(source: source, viewSize: SIMD2(640, 360), layout: layout, binding: .left,
                                      configuration: BookConfiguration(effect: .curl), startPage: 2)
            let from = stage.viewPoint(SIMD2(0.97, 0.95), on: .recto), to = stage.viewPoint(SIMD2(-0.85, 0.8), on: .recto)
            var frames = [stage.controller.frame()]
            stage.controller.dragBegan(at: from, time: 0)
            for step in 1 ... 8 {
                let time = Double(step) * 0.05
                stage.controller.dragMoved(to: from + (to - from) * Double(step) / 8, time: time)
                stage.controller.advance(to: time)
                frames.append(stage.controller.frame())
            }
            stage.controller.dragEnded(at: to, time: 0.45)
            for step in 1 ... 4 {
                stage.controller.advance(to: 0.45 + Double(step) * 0.1)
                frames.append(stage.controller.frame())
            }
            let pages = stage.pages
            try Self.expectSamePictures(frames, name: "\(layout)", aroundDesk: true) { pages.image($0) }
        }

        /// The desk around a book reaches the picture's edges in part: the picture keeps its size
        /// and its background there, at two pixels a point too.
        @Test func aHiDPIPictureIsTheSameInPart() throws {
            try Self.expectSamePictures([TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)],
                                        scale: 2, name: "2x")
        }

        /// A page reaching behind the eye bounds nothing on the screen, and a background that is
        /// not opaque must show through what is not drawn: both are drawn whole, to the byte.
        @Test func whatCannotBeBoundedOrIsSeeThroughIsDrawnWhole() throws {
            var behind = TestFrames.flip(angle: .pi / 3)
            behind.drawables[behind.drawables.count - 1].placement =
                behind.drawables[behind.drawables.count - 1].placement.concatenating(Transform3D(translationX: 0, y: 0, z: 900))
            var seeThrough = TestFrames.spread(turning: TestFrames.CurlPosition.halfTurnedOblique.surface)
            seeThrough.background = ColorRGBA(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5)
            let harness = try RendererHarness(viewSize: behind.viewSize)
            #expect(harness.renderer.drawnBox(of: behind, scale: 1) == nil)
            for frame in [behind, seeThrough] {
                let part = try OffscreenRenderer(), whole = try OffscreenRenderer()
                whole.drawsInPart = false
                let a = try part.render(frame) { NumberedPages.image($0) }
                let b = try whole.render(frame) { NumberedPages.image($0) }
                #expect(a.pixels == b.pixels)
            }
        }

        /// The box holds each drawable's mesh and the desk's shadow, within the clip; a frame
        /// with nothing to draw draws in no pixel.
        @Test func theDrawnBoxHoldsWhatIsDrawn() throws {
            let harness = try RendererHarness(viewSize: TestFrames.viewSize)
            let flat = try #require(harness.renderer.drawnBox(of: TestFrames.flatPage(), scale: 1))
            // The page (140 × 200 points at 90, 20, orthographic: rows 20 ..< 220 from the bottom too),
            // smoothing's outset and the margin.
            #expect(flat.low.x <= 90 - 2 && flat.high.x >= 230 + 2 && flat.low.x >= 90 - 12 && flat.high.x <= 230 + 12)
            #expect(flat.low.y <= 20 - 2 && flat.high.y >= 220 + 2 && flat.low.y >= 20 - 12 && flat.high.y <= 220 + 12)
            var clipped = TestFrames.flatPage()
            clipped.clip = Rect(x: 200, y: 0, width: 120, height: 240)
            let inClip = try #require(harness.renderer.drawnBox(of: clipped, scale: 1))
            #expect(inClip.low.x == 200 && inClip.high.x == flat.high.x)
            let bound = try #require(harness.renderer.drawnBox(of: TestFrames.bound(TestFrames.flatPage()), scale: 1))
            #expect(bound.low.x < flat.low.x && bound.high.y > flat.high.y, "the desk's shadow reaches past the page")
            let empty = try #require(harness.renderer.drawnBox(of: Frame(viewSize: TestFrames.viewSize), scale: 1))
            #expect(empty.isEmpty)
        }
    }
}
