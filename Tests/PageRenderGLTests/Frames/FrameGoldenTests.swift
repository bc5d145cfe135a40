import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Frames of every effect rendered offscreen and compared with the reference pictures in
    /// `Golden/` (`PAGETURN_RECORD_GOLDEN=1` re-records them).
    @Suite struct FrameGoldenTests {
        /// Renders `frame` with default shading and numbered pages.
        static func render(_ frame: Frame, scale: Double = 1, shading: ShadingParameters = .default) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            return try renderer.render(frame, scale: scale, shading: shading) { NumberedPages.image($0) }
        }

        @Test func flatPage() throws {
            GoldenImage.check(try Self.render(TestFrames.flatPage()), named: "frame-flat-page")
        }

        @Test(arguments: TestFrames.CurlPosition.allCases)
        func curl(_ position: TestFrames.CurlPosition) throws {
            GoldenImage.check(try Self.render(TestFrames.curl(position.surface)), named: "frame-curl-\(position)")
        }

        @Test func backwardCurl() throws {
            GoldenImage.check(try Self.render(TestFrames.backwardCurl()), named: "frame-curl-backward")
        }

        @Test(arguments: [45, 90, 135])
        func flip(degrees: Int) throws {
            let frame = TestFrames.flip(angle: Double(degrees) * .pi / 180)
            GoldenImage.check(try Self.render(frame), named: "frame-flip-\(degrees)")
        }

        /// A curl seen in perspective, its back showing its own page (2).
        @Test func backOwnContent() throws {
            let frame = TestFrames.curl(TestFrames.cylinder(SIMD2(50, 100), angle: .pi / 2, radius: 12),
                                        back: .page(2), camera: Camera())
            GoldenImage.check(try Self.render(frame), named: "frame-back-own-content")
        }

        /// The same curl, its back a translucent sheet: the front mirrored and faded.
        @Test func backTranslucent() throws {
            let frame = TestFrames.curl(TestFrames.cylinder(SIMD2(50, 100), angle: .pi / 2, radius: 12),
                                        back: .mirroredFront(fade: 0.75), camera: Camera())
            GoldenImage.check(try Self.render(frame), named: "frame-back-translucent")
        }

        @Test func spreadMidTurn() throws {
            let frame = TestFrames.spread(turning: TestFrames.cylinder(SIMD2(34, 100), angle: .pi / 2 + 0.1, radius: 20))
            GoldenImage.check(try Self.render(frame), named: "frame-spread-mid-turn")
        }

        /// A bound spread at rest: each page darker toward the spine (the gutter), the book's soft
        /// shadow on the desk around it.
        @Test func boundSpreadAtRest() throws {
            let frame = TestFrames.bound(TestFrames.spread(turning: .flat))
            GoldenImage.check(try Self.render(frame), named: "frame-spread-bound-rest")
        }

        /// A bound spread's leaf standing on its spine: its shadow on both pages (darkest at its
        /// foot), beside their gutters.
        @Test func boundSpreadFlip90() throws {
            let frame = TestFrames.bound(TestFrames.flip(angle: .pi / 2))
            GoldenImage.check(try Self.render(frame), named: "frame-spread-bound-flip-90")
        }

        /// A bound spread with its leaf curled tight: the contact shadow along the fold, the sheen
        /// on the bend, the gutters and the desk shadow together.
        @Test func boundSpreadTightCurl() throws {
            let frame = TestFrames.bound(TestFrames.spread(turning: TestFrames.cylinder(SIMD2(60, 100), angle: .pi / 2 + 0.15, radius: 8)))
            GoldenImage.check(try Self.render(frame), named: "frame-spread-bound-tight-curl")
        }

        /// A hardcover of 200 pages open a third of the way through, its leaf half turned: the page
        /// edges under each side (``BookBlock``), the left block thinner than the right, both
        /// with a board under them.
        @Test func bookBlockOfAThickHardcover() throws {
            var configuration = BookConfiguration()
            configuration.bookBlock = BookBlock(pageThickness: 0.04)
            configuration.margin = 20
            let book = try Book(pageCount: 200, pageSize: TestFrames.pageSize, layout: .spreads(coverAlone: true),
                                hardPages: .covers)
            var controller = BookController(book: book, viewSize: TestFrames.viewSize, configuration: configuration, page: 65)
            controller.press(.next, time: 0)
            controller.advance(to: configuration.turnDuration / 2)
            var frame = controller.frame()
            frame.camera = Camera(eyeDistance: 500)
            GoldenImage.check(try Self.render(frame, scale: 2), named: "frame-book-block")
        }

        @Test func coneTurn() throws {
            let cone = ConeTurnSchedule(pageSize: TestFrames.pageSize).deformation(at: 0.3)
            GoldenImage.check(try Self.render(TestFrames.spread(turning: .cone(cone))), named: "frame-cone-turn")
        }

        @Test(arguments: [35, 75])
        func foldMenu(percent: Int) throws {
            let frame = TestFrames.foldMenu(progress: Double(percent) / 100)
            GoldenImage.check(try Self.render(frame), named: "frame-fold-menu-\(percent)")
        }

        @Test func tabStack() throws {
            GoldenImage.check(try Self.render(TestFrames.tabStack()), named: "frame-tab-stack")
        }
    }
}

extension RenderGLTests {
    /// Frames written by the effects layer's own controllers, drawn as they come.
    @Suite struct ControllerFrameGoldenTests {
        /// The fold menu folding open as an accordion of three panels, half way.
        @Test func foldMenuController() throws {
            var configuration = FoldMenuConfiguration()
            configuration.menuWidth = 150
            configuration.menu = .page(5)
            configuration.content = .page(6)
            configuration.panelCount = 3
            var menu = FoldMenu(viewSize: TestFrames.viewSize, configuration: configuration)
            menu.dragBegan(at: SIMD2(2, 120), time: 0)
            menu.dragMoved(to: SIMD2(2 + 0.55 * 150, 120), time: 0.1)
            #expect(menu.progress > 0.3 && menu.progress < 0.8, "progress \(menu.progress)")
            var frame = Frame(viewSize: TestFrames.viewSize)
            menu.frame(into: &frame)
            GoldenImage.check(try FrameGoldenTests.render(frame), named: "frame-controller-fold-menu")
        }

        /// The tab stack of five pages at rest.
        @Test func pageStackController() throws {
            let stack = PageStack(viewSize: TestFrames.viewSize, pages: (0 ..< 5).map { .page($0) })
            var frame = Frame(viewSize: TestFrames.viewSize)
            stack.frame(into: &frame)
            #expect(!frame.drawables.isEmpty)
            GoldenImage.check(try FrameGoldenTests.render(frame), named: "frame-controller-page-stack")
        }
    }
}
