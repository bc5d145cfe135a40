import PageEffects
import PageImage
import PageMedia
import PagePipeline
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The film check of the fold menu: pulled open slowly, closed by a tap on the content,
    /// flicked open, closed by code — with the library's defaults (the fold document's single
    /// 80-point panel in a 240 × 180 view) over a grey-green background instead of the fold
    /// document's black, and as `pageturn demo` sets it up (three panels, at most 42 % of a
    /// 960 × 540 view, over its desk) — so that black anywhere is a fault:
    ///
    /// - `restJump`, `flicker`: as for the books (``RestJumpCheck``, ``FlickerCheck``);
    /// - `pureBlack`: no pure black pixel anywhere (``PureBlackPixels``): where no panel is, the
    ///   background must show;
    /// - `seamLine`: no one-pixel line at the hinge or at a fold between panels
    ///   (``SeamLine``);
    /// - `landsOnStill`: at rest the picture is a fresh menu's, open or closed.
    @Suite struct FilmCheckFoldTests {
        /// The library-default film's background: a grey green no page and no shading produces.
        static let background = ColorRGBA(red: 0.30, green: 0.42, blue: 0.36)

        /// A staging of the menu: its view, scale, configuration and page pictures.
        struct Staging: Sendable, CustomTestStringConvertible {
            let name: String
            let viewSize: SIMD2<Double>
            let scale: Double
            let configuration: FoldMenuConfiguration
            /// Whether the pages come as the demo's (`PageImageProvider`, the content on the desk).
            let asTheDemo: Bool
            /// The demo's desk colour.
            static let desk = DemoScene.desk
            var testDescription: String { name }

            /// The page pictures.
            func pages() -> (Int) -> RGBAImage? {
                guard asTheDemo else { return { NumberedPages.borderless($0) } }
                let source = NumberedPageSource(pageCount: 3, bordered: false)
                let provider = PageImageProvider(source: source, pixelSize: PixelSize(width: Int(viewSize.x), height: Int(viewSize.y)))
                provider.pixelSizes[1] = PixelSize(width: Int(configuration.menuWidth), height: Int(viewSize.y))
                provider.backgrounds[2] = Self.desk   // as the demo: the page being read lies on the desk
                return provider.image
            }
        }

        /// The fold document's menu (the library's defaults) over the grey-green background, in a
        /// 240 × 180 view; and `pageturn demo`'s fold as the demo sets it up (its own background,
        /// the content page on the desk), in the demo's view. The pages have no border, so that
        /// a line at a seam is the renderer's.
        static var stagings: [Staging] {
            var defaults = FoldMenuConfiguration()
            defaults.background = background
            let small = SIMD2<Double>(240, 180)
            // `DemoScene`'s fold, as the demo the CLI ships sets it up.
            let demoView = FilmScale.bookView
            let (demo, _) = DemoScene.foldMenu(viewSize: demoView)
            return [
                Staging(name: "libraryDefaults-fold-greenBackground", viewSize: small, scale: FilmScale.smallViewScale,
                        configuration: defaults, asTheDemo: false),
                Staging(name: "demo-fold-3panels", viewSize: demoView, scale: FilmScale.bookScale, configuration: demo,
                        asTheDemo: true),
            ]
        }

        @Test(arguments: stagings)
        func foldFilm(_ staging: Staging) throws {
            let renderer = try OffscreenRenderer()
            let menu = FoldMenu(viewSize: staging.viewSize, configuration: staging.configuration)
            let size = staging.viewSize, width = staging.configuration.menuWidth
            var script = InputScript<FoldMenu>()
            script.wait(0.2)
            script.drag(from: SIMD2(8, size.y / 2), to: SIMD2(8 + 0.7 * width, size.y / 2), seconds: 0.8)  // slowly open
            script.wait(0.9)
            script.tap(SIMD2(0.85 * size.x, size.y / 2))                                                  // close by the content
            script.wait(0.9)
            script.drag(from: SIMD2(8, size.y / 2), to: SIMD2(8 + 0.25 * width, size.y / 2), seconds: 0.1,
                        constantSpeed: true)                                                              // a flick opens it
            script.wait(0.9)
            script.perform { menu, time in menu.close(at: time) }                                         // code closes it
            script.wait(0.9)
            let pages = staging.pages()
            let film = try FilmRecorder(renderer: renderer, scale: staging.scale)
                .record(staging.name, controller: menu, script: script, pages: pages)

            var verdict = FilmVerdict(name: staging.name)
            verdict.add("restJump", RestJumpCheck.findings(images: film.images, boundaries: film.boundaries, tile: film.tile))
            verdict.add("flicker", FlickerCheck.findings(images: film.images, tile: film.tile))
            verdict.add("pureBlack", Self.pureBlack(film))
            verdict.add("seamLine", Self.seamLines(film))
            verdict.add("landsOnStill", try Self.landsOnStill(film, staging: staging, renderer: renderer, pages: pages))
            verdict.report(images: film.images)
            #expect(film.states.contains { $0.isOpen } && film.states.last?.isClosed == true, "\(staging.name): the script opens and closes the menu")
        }

        static func pureBlack(_ film: Film<FoldMenu>) -> [FilmFinding] {
            film.images.enumerated().compactMap { index, image in
                let found = PureBlackPixels.count(in: image)
                guard found.count > 0, let first = found.first else { return nil }
                return FilmFinding(check: "pureBlack", frame: index, value: Double(found.count), limit: 0,
                                   detail: "\(found.count) pure black pixels, the first at (\(first.x), \(first.y)); "
                                       + "menu progress \(String(format: "%.3f", film.states[index].progress))")
            }
        }

        /// The seams of a frame, in pixels: the hinge (the hinge panel's right edge, meeting the
        /// content) and each fold between panels, with the rows they span. A seam is left out
        /// while a panel beside it is narrower in the picture than ``SeamLine``'s window on one
        /// side (`searchRadius + 2` pixels): a panel a few pixels wide is all seam, and its own
        /// shading would read as a line.
        static func seams(_ frame: Frame, menu: FoldMenu, scale: Double) -> [(name: String, x: Double, rows: Range<Int>)] {
            let camera = RenderCamera(frame: frame, scale: scale)
            let panels = frame.drawables.filter { $0.layer == 1 }
            /// The projected x of a panel's edge at canonical x, and the rows it spans.
            func edge(_ panel: PageDrawable, _ x: Double) -> (x: Double, rows: Range<Int>)? {
                guard let top = camera.pixelPosition(of: panel.placement.apply(to: SIMD3(x, 0, 0))),
                      let bottom = camera.pixelPosition(of: panel.placement.apply(to: SIMD3(x, panel.pageSize.y, 0)))
                else { return nil }
                // Two pixels in from each end: the corners are anti-aliased both ways.
                return ((top.x + bottom.x) / 2, Int(top.y.rounded(.up)) + 2 ..< Int(bottom.y.rounded(.down)) - 2)
            }
            func width(_ panel: PageDrawable) -> Double {
                guard let left = edge(panel, 0), let right = edge(panel, panel.pageSize.x) else { return 0 }
                return abs(right.x - left.x)
            }
            let least = Double(SeamLine.searchRadius + 2)
            var result: [(name: String, x: Double, rows: Range<Int>)] = []
            for (index, panel) in panels.enumerated() {
                // The hinge is the first panel's right edge; each fold the left edge of a panel
                // that has another beyond it.
                if index == 0, width(panel) >= least, let hinge = edge(panel, panel.pageSize.x), !hinge.rows.isEmpty {
                    result.append(("hinge", hinge.x, hinge.rows))
                }
                if index + 1 < panels.count, width(panel) >= least, width(panels[index + 1]) >= least,
                   let fold = edge(panel, 0), !fold.rows.isEmpty {
                    result.append(("fold \(index + 1)", fold.x, fold.rows))
                }
            }
            return result
        }

        static func seamLines(_ film: Film<FoldMenu>) -> [FilmFinding] {
            var findings: [FilmFinding] = []
            for index in film.frames.indices {
                let menu = film.states[index], luma = LumaPlane(film.images[index])
                guard menu.progress > 0 else { continue }
                for seam in seams(film.frames[index], menu: menu, scale: film.scale)
                where seam.x >= Double(SeamLine.searchRadius + 1) && seam.x < Double(luma.width - SeamLine.searchRadius - 1) {
                    let worst = SeamLine.worstColumn(in: luma, seamX: seam.x, rows: seam.rows)
                    guard worst.share > SeamLine.lineShare else { continue }
                    findings.append(FilmFinding(
                        check: "seamLine", frame: index, value: worst.share, limit: SeamLine.lineShare,
                        detail: "the \(seam.name) at x \(String(format: "%.1f", seam.x)) px: column \(worst.x) stands out from "
                            + "both neighbours on this share of rows \(seam.rows); progress \(String(format: "%.3f", menu.progress))"))
                }
            }
            return findings
        }

        static func landsOnStill(_ film: Film<FoldMenu>, staging: Staging, renderer: OffscreenRenderer,
                                 pages: (Int) -> RGBAImage?) throws -> [FilmFinding] {
            var findings: [FilmFinding] = []
            var rests = film.boundaries.filter { $0.kind == .stop }.map(\.frame)
            rests.append(film.count - 1)
            for index in Set(rests).sorted() {
                let state = film.states[index]
                guard state.isOpen || state.isClosed else { continue }
                let fresh = FoldMenu(viewSize: staging.viewSize, configuration: staging.configuration, isOpen: state.isOpen)
                var frame = Frame(viewSize: .zero)
                fresh.frame(into: &frame)
                let image = try renderer.render(frame, scale: film.scale, pageImages: pages)
                guard let comparison = GoldenImage.compare(film.images[index], image, pixelTolerance: GoldenImage.defaultPixelTolerance),
                      comparison.fraction > GoldenImage.defaultFractionTolerance else { continue }
                findings.append(FilmFinding(
                    check: "landsOnStill", frame: index, value: 100 * comparison.fraction,
                    limit: 100 * GoldenImage.defaultFractionTolerance,
                    detail: "% of pixels off a fresh \(state.isOpen ? "open" : "closed") menu (largest \(comparison.largestDifference))"))
            }
            return findings
        }
    }
}
