import PageEffects
import PageImage
import PageMedia
import PagePipeline
import PageRenderGL
import PageSampleBook
import Testing

extension RenderGLTests {
    /// The film check of `pageturn demo`'s own storyboards: each effect's scene as the command
    /// builds it (the sample book, the demo's view of 960 × 540 points and its scripts), filmed
    /// small with the frames' geometry at hand, so that fast motion is told from a blink as in
    /// the book films.
    ///
    /// - `restJump`, `flicker`: as for the books (``RestJumpCheck``, ``FlickerCheck`` with
    ///   ``FastGeometry``);
    /// - `insidePicture`, for the book effects: the border ring stays background.
    ///
    /// `Scripts/film-check` also measures the encoded videos, without the geometry.
    @Suite struct FilmCheckDemoTests {
        /// Films the storyboard handed to it and runs the checks.
        struct FilmingPlayer: EffectScriptPlayer {
            let name: String
            let duration: Double
            let pages: PageImageProvider
            let renderer: OffscreenRenderer
            var verdict: FilmVerdict
            var images: [RGBAImage] = []
            /// The first page shown and the last, for the guard that the film means something.
            var pagesShown: (first: Int, last: Int)?

            mutating func play<Effect: PageEffect>(_ controller: Effect, script: InputScript<Effect>) throws {
                let pages = self.pages
                let film = try FilmRecorder(renderer: renderer, scale: FilmScale.bookScale)
                    .record(name, controller: controller, script: script, duration: duration) { pages.image($0) }
                verdict.add("restJump", RestJumpCheck.findings(images: film.images, boundaries: film.boundaries, tile: film.tile))
                verdict.add("flicker", FlickerCheck.findings(
                    images: film.images, tile: film.tile, geometry: FastGeometry(frames: film.frames, scale: film.scale)))
                if let book = film as? Film<BookController> {
                    verdict.add("insidePicture", try FilmCheckBookTests.insidePicture(
                        book, staging: .cli, renderer: renderer, pages: { pages.image($0) }))
                    if let first = book.states.first, let last = book.states.last {
                        pagesShown = (first.currentPage, last.currentPage)
                    }
                }
                images = film.images
            }
        }

        @Test(arguments: DemoEffect.allCases)
        func demoStoryboard(_ effect: DemoEffect) throws {
            let scene = try DemoScene(effect, book: SampleBook(pageCount: 12), viewSize: FilmScale.bookView)
            var player = FilmingPlayer(name: "demo-\(effect.rawValue)", duration: scene.duration, pages: scene.pages,
                                       renderer: try OffscreenRenderer(), verdict: FilmVerdict(name: "demo-\(effect.rawValue)"))
            try scene.play(on: &player)
            player.verdict.report(images: player.images)
            #expect(player.images.count == Int((scene.duration * FilmScale.fps).rounded()))
            if let shown = player.pagesShown {
                #expect(shown.first != shown.last, "\(effect): the storyboard turned no page")
            }
        }
    }
}
