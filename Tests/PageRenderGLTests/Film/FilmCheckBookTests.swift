import PageEffects
import PageImage
import PageMedia
import PagePipeline
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The film check of the book effects (issue 12, "every frame right in motion"): short
    /// scripted films of the curl, the cone, the flip and the spreads, in every binding, turned
    /// by taps, drags, flicks and cancelled drags, rendered with the real controller and
    /// renderer and checked frame against frame:
    ///
    /// - `restJump`: no jump where motion starts from rest or comes to rest (``RestJumpCheck``);
    /// - `flicker`: no region that changes for one frame and changes back (``FlickerCheck``);
    /// - `insidePicture`: nothing of the book outside the picture — the border ring stays
    ///   background with the CLI's margins (``BorderRing``); nothing beyond the view's edges
    ///   with the library's defaults (``PaddedView``);
    /// - `landsOnStill`: wherever a turn comes to rest, the picture is the still of a fresh
    ///   controller opened on that page (``GoldenImage`` tolerances);
    /// - `backShowsContent`: where the leaf shows its back, the back shows the page's content,
    ///   never one flat colour (``BackFaceContent``).
    @Suite struct FilmCheckBookTests {
        /// The films staged as `pageturn` stages them: `BookStage`'s margin and the default camera.
        @Test(arguments: FilmBookSequence.catalogue.filter { $0.staging == .cli })
        func filmWithCLIMarginsAndCamera(_ sequence: FilmBookSequence) throws {
            try Self.check(sequence)
        }

        /// The films staged with the library's defaults: no margin, the default camera.
        @Test(arguments: FilmBookSequence.catalogue.filter { $0.staging == .libraryDefaults })
        func filmWithLibraryDefaults(_ sequence: FilmBookSequence) throws {
            try Self.check(sequence)
        }

        /// The covers opened and closed: the desk shadow under a landing cover must not pop or
        /// flicker either (``FilmBookSequence/coverCatalogue``).
        @Test(arguments: FilmBookSequence.coverCatalogue)
        func filmOfACover(_ sequence: FilmBookSequence) throws {
            try Self.check(sequence)
        }

        /// Faults the film check still finds, by film: the check that fails and why. They are
        /// open work, listed rather than hidden: each listed film must still fail exactly that
        /// check (a known issue that is not intermittent), so fixing one makes its entry fail
        /// until it is removed, and any other check of the film still counts.
        static var knownFaults: [String: (check: String, why: String)] {
            FilmScale.isLarge ? largeRunFaults : [:]
        }

        /// The known faults of the large run (PAGETURN_FILM_LARGE=1): the ordinary run passes these
        /// films.
        static let largeRunFaults: [String: (check: String, why: String)] = [
            "libraryDefaults-spread-top-dragForward": (
                "restJump",
                "Leaving rest, the corner's first dragging frame changes the picture by mass 104 against 78 the "
                    + "frame after (the limit is 1.25 × 78 + 6 = 103.5). The finger's first frame past the 3-point "
                    + "slop carries two frames of its travel (22 page points, then 18.7), and under the default "
                    + "camera the lifted corner comes toward the eye, so the page moves 10 points more to stay "
                    + "under the finger (32, then 21). Before the contact shadow of issue 16 the step was 101 and "
                    + "passed; the contact shadow itself fades in with the lift as every shadow does. A fix eases "
                    + "the slop's catch-up for corner grabs too, at the cost of exact tracking in the first frames."),
            "cli-curl-left-dragBackward": (
                "restJump",
                "Leaving rest backward in a single-page book, the first frame shows the incoming leaf's roll as a "
                    + "sliver one to two pixels wide beside the spine: a step of 8 against the limit of 6 (the "
                    + "frame after changes by 1). Under 4× multisampling the same frames pass; side by side they "
                    + "look alike, the coverage-smoothed sliver (issue 14: no multisampling) weighing a little more "
                    + "in its first frame. A fix fades the roll's first pixel column in with the lift."),
        ]

        /// Records `sequence` and runs every check on it.
        static func check(_ sequence: FilmBookSequence, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let renderer = try OffscreenRenderer()
            let stage = try FilmBookStage(effect: sequence.effect, binding: sequence.binding, staging: sequence.staging,
                                          page: sequence.startPage)
            let recorder = FilmRecorder(renderer: renderer, scale: FilmScale.bookScale)
            let film = try recorder.record(sequence.name, controller: stage.controller, script: sequence.script(for: stage),
                                           pages: FilmPages.numbered)
            var verdict = FilmVerdict(name: sequence.name)
            verdict.add("restJump", RestJumpCheck.findings(images: film.images, boundaries: film.boundaries, tile: film.tile))
            verdict.add("flicker", FlickerCheck.findings(
                images: film.images, tile: film.tile, geometry: FastGeometry(frames: film.frames, scale: film.scale)))
            verdict.add("insidePicture", try insidePicture(film, staging: sequence.staging, renderer: renderer, pages: FilmPages.numbered))
            verdict.add("landsOnStill", try landsOnStill(film, stage: stage, renderer: renderer))
            verdict.add("backShowsContent", try backShowsContent(film, book: stage.book, renderer: renderer))
            if let known = knownFaults[sequence.name] {
                // Open work (see ``knownFaults``): this check must still fail here, every other
                // check must pass; once the fault is fixed the known issue is missing and fails.
                withKnownIssue(Comment(rawValue: known.why)) {
                    verdict.report(images: film.images, sourceLocation: sourceLocation)
                } matching: { issue in
                    issue.comments.contains { $0.rawValue.contains("· \(known.check) FAILED") }
                }
            } else {
                verdict.report(images: film.images, sourceLocation: sourceLocation)
            }

            // The script did what it says (not a film check: a guard that the films stay meaningful).
            let start = stage.controller.currentSpread, end = film.states.last?.currentSpread
            #expect(film.boundaries.contains { $0.kind == .start }, "\(sequence.name): nothing moved")
            switch sequence.gesture {
            case .tapThereAndBack, .cancel: #expect(end == start, "\(sequence.name): ends on spread \(end ?? -1)")
            case .dragForward, .flick: #expect(end == start + 1, "\(sequence.name): ends on spread \(end ?? -1)")
            case .dragBackward: #expect(end == start - 1, "\(sequence.name): ends on spread \(end ?? -1)")
            }
        }

        /// The frame's clear colour as the picture shows it.
        static func backgroundPixel(_ frame: Frame) -> SIMD4<UInt8> {
            let colour = frame.background ?? .black
            func byte(_ v: Double) -> UInt8 { UInt8((Swift.min(Swift.max(v, 0), 1) * 255).rounded()) }
            return SIMD4(byte(colour.red), byte(colour.green), byte(colour.blue), 255)
        }

        /// `insidePicture`: with the CLI's margins, a ring of `8 · scale` pixels (8 view points) at
        /// the picture's border stays background in every frame; with the library's defaults,
        /// nothing lands outside the view on a canvas padded by 48 view points.
        static func insidePicture(_ film: Film<BookController>, staging: FilmBookStage.Staging,
                                  renderer: OffscreenRenderer, pages: (Int) -> RGBAImage?) throws -> [FilmFinding] {
            guard let first = film.frames.first else { return [] }
            let ring = BorderRing(width: Swift.max(1, Int((8 * film.scale).rounded())), background: backgroundPixel(first))
            var findings: [FilmFinding] = []
            switch staging {
            case .cli:
                for (index, image) in film.images.enumerated() {
                    let count = ring.count(in: image)
                    guard count.total > 0 else { continue }
                    findings.append(FilmFinding(check: "insidePicture", frame: index, value: Double(count.total), limit: 0,
                                                detail: "\(count.total) pixels of the \(ring.width)-pixel border ring are not background (\(count))"))
                }
            case .libraryDefaults:
                let padded = PaddedView(padPixels: Int((48 * film.scale).rounded()), scale: film.scale)
                for (index, frame) in film.frames.enumerated() {
                    // Still frames repeat the one before; the canvas shows the same.
                    if index > 0, frame == film.frames[index - 1] { continue }
                    // The pages only: the shadow of a bound book on the desk may reach past the
                    // view's edges (it is cut off there, as the desk is), the paper may not.
                    let image = try renderer.render(padded.padded(frame), scale: film.scale,
                                                    shading: PaddedView.pagesOnly, pageImages: pages)
                    let size = SIMD2(film.images[index].width, film.images[index].height)
                    let count = padded.outside(in: image, viewPixels: size, ring: ring)
                    guard count.total > 0 else { continue }
                    findings.append(FilmFinding(check: "insidePicture", frame: index, value: Double(count.total), limit: 0,
                                                detail: "\(count.total) pixels drawn beyond the view's edges (\(count))"))
                }
            }
            return findings
        }

        /// `landsOnStill`: at every stop of motion where the controller is idle, and at the
        /// film's last frame, the picture matches a fresh controller's still of the current page
        /// within the golden-image tolerances (3 levels a channel, 0.5 % of the pixels): the
        /// same renderer draws both, so anything beyond that is a different picture.
        static func landsOnStill(_ film: Film<BookController>, stage: FilmBookStage,
                                 renderer: OffscreenRenderer) throws -> [FilmFinding] {
            var rests = film.boundaries.filter { $0.kind == .stop }.map(\.frame)
            rests.append(film.count - 1)
            var findings: [FilmFinding] = []
            var checked = Set<Int>()
            for index in rests where !checked.contains(index) {
                checked.insert(index)
                let state = film.states[index]
                guard case .idle = state.phase else { continue }
                let still = stage.still(at: state.currentPage)
                let image = try renderer.render(still.frame(), scale: film.scale, pageImages: FilmPages.numbered)
                guard let comparison = GoldenImage.compare(film.images[index], image, pixelTolerance: GoldenImage.defaultPixelTolerance)
                else { continue }
                guard comparison.fraction > GoldenImage.defaultFractionTolerance else { continue }
                findings.append(FilmFinding(
                    check: "landsOnStill", frame: index, value: 100 * comparison.fraction,
                    limit: 100 * GoldenImage.defaultFractionTolerance,
                    detail: "% of pixels off the still of page \(state.currentPage) by more than "
                        + "\(GoldenImage.defaultPixelTolerance) levels (largest \(comparison.largestDifference))"))
            }
            return findings
        }

        /// The turning leaf of a book frame: the bent or rotated drawable on layer 1.
        static func leafIndex(_ frame: Frame) -> Int? {
            frame.drawables.firstIndex { $0.layer == 1 && $0.surface != .flat }
        }

        /// `backShowsContent`: in every fifth frame where the leaf's back covers at least 1 % of
        /// the picture and the book has a page for it, the back shows content
        /// (``BackFaceContent``). The blank-page twin is drawn by the same renderer with every
        /// page index moved past ``blankPageOffset``, whose pictures are white.
        static func backShowsContent(_ film: Film<BookController>, book: Book,
                                     renderer: OffscreenRenderer) throws -> [FilmFinding] {
            let white = RGBAImage(width: 8, height: 8, filledWith: SIMD4(255, 255, 255, 255))
            func pages(_ index: Int) -> RGBAImage? { index >= blankPageOffset ? white : FilmPages.numbered(index) }
            var findings: [FilmFinding] = []
            var candidates = 0
            for (index, frame) in film.frames.enumerated() {
                guard let leaf = leafIndex(frame), frame.drawables[leaf].back != .none else { continue }
                candidates += 1
                guard candidates % 5 == 1 else { continue }
                if case .color = frame.drawables[leaf].back, !hasPageForBack(film.states[index], book: book) { continue }
                let mask = try renderer.render(BackFaceContent.maskFrame(frame, leaf: leaf), scale: film.scale,
                                               shading: BackFaceContent.maskShading, pageImages: pages)
                let total = mask.width * mask.height
                let coverage = BackFaceContent.coverage(mask)
                guard Double(coverage) >= BackFaceContent.minimumCoverage * Double(total) else { continue }
                let plain = try renderer.render(blankPages(frame), scale: film.scale, pageImages: pages)
                let measured = BackFaceContent.measure(real: film.images[index], blank: plain, mask: mask)
                guard measured.difference < BackFaceContent.threshold else { continue }
                findings.append(FilmFinding(
                    check: "backShowsContent", frame: index, value: measured.difference, limit: BackFaceContent.threshold,
                    detail: "the leaf's back (\(frame.drawables[leaf].back)) covers \(measured.pixels) pixels and differs from "
                        + "blank pages by this mean (levels) — a flat colour"))
            }
            return findings
        }

        /// Page indices from here on are blank white paper (no book here has that many pages).
        static let blankPageOffset = 1_000_000

        /// `frame` with every page face moved to its blank twin.
        static func blankPages(_ frame: Frame) -> Frame {
            var blank = frame
            func moved(_ face: PageFace) -> PageFace {
                if case .page(let index) = face { return .page(index + blankPageOffset) }
                return face
            }
            for index in blank.drawables.indices {
                blank.drawables[index].front = moved(blank.drawables[index].front)
                blank.drawables[index].back = moved(blank.drawables[index].back)
            }
            return blank
        }

        /// Whether the book has a page for the back of the turning leaf: with single pages the
        /// back mirrors the front, always; with spreads it is the page the leaf lands on.
        static func hasPageForBack(_ state: BookController, book: Book) -> Bool {
            guard book.layout.showsSpreads, let turn = state.activeTurn else { return true }
            let to = book.spread(at: turn.to)
            return (turn.direction == .forward ? to.verso : to.recto) != nil
        }
    }
}
