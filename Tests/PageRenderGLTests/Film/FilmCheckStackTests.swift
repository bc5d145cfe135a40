import PageEffects
import PagePipeline
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The film check of the tab stack, set up as `pageturn demo` sets it up (cards 62 % of a
    /// 960 × 540 view wide, 16 % of its height apart): a page tapped open and closed again, one
    /// swiped away, one appended, and the stack scrolled and flung.
    ///
    /// - `restJump`, `flicker`: as for the books (``RestJumpCheck``, ``FlickerCheck``);
    /// - `landsOnStill`: a page opened and closed again leaves the stack exactly as it was.
    @Suite struct FilmCheckStackTests {
        @Test func stackFilmAsTheDemoSetsItUp() throws {
            let renderer = try OffscreenRenderer()
            let view = FilmScale.bookView
            var settings = PageStackConfiguration()
            let cardWidth = (0.62 * view.x).rounded()
            settings.pageSize = SIMD2(cardWidth, (cardWidth * NumberedPageSource.pageSize.y / NumberedPageSource.pageSize.x).rounded())
            settings.spacing = (0.16 * view.y).rounded()
            let stack = PageStack(viewSize: view, pages: (0 ..< 6).map { PageFace.page($0) }, configuration: settings)
            let centre = view.x / 2
            var script = InputScript<PageStack>()
            script.wait(0.2)
            script.tap(SIMD2(centre, 0.5 * view.y))                                                // open a page
            script.wait(0.9)
            let openedAndClosed = script.duration
            script.perform { stack, time in _ = stack.collapse(at: time) }                          // and close it
            script.wait(0.9)
            let closedAt = script.duration
            script.drag(from: SIMD2(centre, 0.45 * view.y), to: SIMD2(centre - 0.6 * view.x, 0.45 * view.y),
                        seconds: 0.35)                                                              // swipe one away
            script.wait(1.0)
            script.perform { stack, time in _ = stack.append(.page(6), at: time) }                 // append one
            script.wait(1.0)
            script.drag(from: SIMD2(centre, 0.85 * view.y), to: SIMD2(centre, 0.45 * view.y), seconds: 0.6)  // scroll
            script.wait(0.6)
            script.drag(from: SIMD2(centre, 0.3 * view.y), to: SIMD2(centre, 0.75 * view.y), seconds: 0.12,
                        constantSpeed: true)                                                        // fling back up
            script.wait(1.2)
            let pages = NumberedPages.Provider()
            let film = try FilmRecorder(renderer: renderer, scale: FilmScale.bookScale)
                .record("cli-stack", controller: stack, script: script) { pages.image($0) }

            var verdict = FilmVerdict(name: "cli-stack")
            verdict.add("restJump", RestJumpCheck.findings(images: film.images, boundaries: film.boundaries, tile: film.tile))
            verdict.add("flicker", FlickerCheck.findings(images: film.images, tile: film.tile))
            // Opened and closed again: the rest before the swipe is the first frame's picture.
            let restAgain = Int((closedAt * FilmScale.fps).rounded(.down)) - 1
            var still: [FilmFinding] = []
            if let comparison = GoldenImage.compare(film.images[restAgain], film.images[0], pixelTolerance: GoldenImage.defaultPixelTolerance),
               comparison.fraction > GoldenImage.defaultFractionTolerance {
                still.append(FilmFinding(check: "landsOnStill", frame: restAgain, value: 100 * comparison.fraction,
                                         limit: 100 * GoldenImage.defaultFractionTolerance,
                                         detail: "% of pixels off the stack before the page was opened (largest \(comparison.largestDifference))"))
            }
            verdict.add("landsOnStill", still)
            verdict.report(images: film.images)

            #expect(film.states[Int(openedAndClosed * FilmScale.fps) - 1].isExpanded, "the tap opens a page")
            #expect(film.states[restAgain].isIdle && film.states[restAgain].selectedPage == nil, "the page is closed again")
            #expect(film.states.last?.pageCount == 6, "one page swiped away, one appended")
            #expect(film.states.last?.isIdle == true, "the film ends at rest")
        }
    }
}
