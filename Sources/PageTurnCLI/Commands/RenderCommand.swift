import ArgumentParser
import Foundation
import PageMedia
import PagePipeline
import PageRenderGL
import PageTurn

/// `pageturn render`: a page-turn animation through the given pages.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Turn the pages of PDFs or images into a page-turn video, GIF or PNG frames.",
        discussion: """
            Every page of the inputs (PDF files, PNG or JPEG files, or folders of images in \
            natural order) is turned in turn. The output's type follows its extension: .mp4 \
            (H.264), .webm (VP9), .gif, or a folder (no extension, or an existing folder) for \
            numbered PNG frames. The output is written to a temporary file and renamed at the \
            end: a failed or interrupted run leaves no partial file. Videos are encoded by the \
            ffmpeg program, run 10 nice steps below pageturn, so that where the two share few \
            processors the frames it waits for are drawn first.

            Examples:
              pageturn render catalogue.pdf --output catalogue.mp4
              pageturn render scans/ --output book.gif --effect flip --size 640x480 --fps 15
              pageturn render manga.pdf --binding right --spread --pages 1-20 --output manga.webm

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("PDF files, image files or folders of images.", valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write (.mp4, .webm, .gif) or a folder for PNG frames.", valueName: "file"))
    var output: String

    @Option(help: "How pages turn: curl (finger-driven), flip (rigid, about the spine) or cone (programmatic curl).")
    var effect: TurnStyleArgument = .curl

    @Option(help: ArgumentHelp("Frame size in pixels (even sides for .mp4 and .webm).", valueName: "WxH"))
    var size: SizeArgument = SizeArgument(width: 1280, height: 720)

    @Option(help: ArgumentHelp("Frames per second (1-120).", valueName: "n"))
    var fps: Int = 30

    @Option(help: ArgumentHelp("Pages to use, 1-based: A-B, A- (to the end) or A; a range past the last page is refused.", valueName: "A-B"))
    var pages: PageRange?

    @Option(help: ArgumentHelp("Seconds spent on each page, its turn included (0.3-60).", valueName: "s"))
    var pageDuration: Double = 1.6

    @Flag(help: "Show two-page spreads (the first page alone, as a cover).")
    var spread = false

    @Option(help: "Which edge is bound: left (left-to-right books), right (right-to-left) or top (a wall calendar).")
    var binding: BindingArgument = .left

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard (1...120).contains(fps) else { throw ValidationError("--fps must be between 1 and 120") }
        guard pageDuration.isFinite, (0.3...60).contains(pageDuration) else {
            throw ValidationError("--page-duration must be between 0.3 and 60 seconds")
        }
        if let format = VideoFormat(pathExtension: URL(fileURLWithPath: output).pathExtension) {
            try size.requireEvenSides(for: format)
        }
    }

    func run() throws {
        try runReportingFailures {
            let destination = try OutputDestination(path: output)
            try OutputDestination.requireDistinct(output: output, inputs: inputs)
            let source = try PageSelection.open(inputs, pages: pages)
            let settings = Self.turnSettings(effect: effect, pageDuration: pageDuration)
            var stage = try BookStage(
                source: source, viewSize: size.viewSize, layout: spread ? .spreads(coverAlone: true) : .singlePages,
                binding: binding.binding, configuration: settings)
            let turns = stage.controller.book.spreadCount - 1
            let script = Self.turnScript(stage: stage, effect: effect, pageDuration: pageDuration)
            let renderer = try makeRenderer()
            let sink = try destination.makeSink(size: size.pixelSize, fps: Double(fps))
            let recorder = FrameRecorder(
                renderer: renderer, viewSize: size.viewSize, fps: Double(fps),
                outputs: [FrameRecorder.Output(sink: sink, path: destination.path)], quiet: quiet)
            do {
                try recorder.record(&stage.controller, script: script, pages: stage.pages,
                                    label: destination.displayName)
                try Self.checkArrival(of: stage.controller)
                try recorder.finish()
            } catch {
                recorder.cancel()
                throw error
            }
            if !quiet {
                print("wrote \(destination.path) (\(Counted.text(recorder.frameCount, "frame", "frames")), \(spread ? Counted.text(turns + 1, "spread", "spreads") : Counted.pages(turns + 1)), \(fps) fps)")
            }
        }
    }
}

extension RenderCommand {
    /// The book's settings for `effect`: a key turn takes 0.55 of `pageDuration`, and a
    /// released page springs over quickly enough to land within a short page's time.
    static func turnSettings(effect: TurnStyleArgument, pageDuration: Double) -> BookConfiguration {
        var settings = BookConfiguration(effect: effect.turnEffect)
        settings.programmaticCurl = effect.programmaticCurl
        settings.turnDuration = 0.55 * pageDuration
        settings.releaseSpring = releaseSpring(settings.releaseSpring, pageDuration: pageDuration)
        return settings
    }

    /// The input that turns every page of `stage`'s book once, forward: a rest, then for each
    /// turn a drag across the page (curl) or a key press (flip, cone) given its share of
    /// `pageDuration`, after which the next waits until the page has landed (a release spring
    /// or a key turn may outlast a short page), then a last rest.
    static func turnScript(stage: BookStage, effect: TurnStyleArgument, pageDuration: Double) -> InputScript<BookController> {
        var script = InputScript<BookController>()
        script.wait(0.35 * pageDuration)
        for _ in 0..<(stage.controller.book.spreadCount - 1) {
            if effect == .curl {
                BookStage.dragForward(&script, stage: stage, seconds: 0.45 * pageDuration)
                script.wait(0.55 * pageDuration)
            } else {
                script.perform { controller, time in controller.press(.next, time: time) }
                script.wait(pageDuration)
            }
            script.waitUntilAtRest(atMost: longestSettle)
        }
        script.wait(0.65 * pageDuration)
        return script
    }

    /// The share of a page's duration the release spring's response may take: a critically
    /// damped spring lands in about 1.5 responses, so 0.3 of the page lands a released page
    /// within the 0.55 of the page left after the drag.
    static let releaseResponsePerPage = 0.3

    /// `spring`, made quick enough for the released page to land within a short page's time
    /// (its response at most ``releaseResponsePerPage`` of `pageDuration`, same damping); pages
    /// of 1.5 s and more keep the default spring. Should it still be slow, the next turn waits.
    static func releaseSpring(_ spring: Spring, pageDuration: Double) -> Spring {
        let response = releaseResponsePerPage * pageDuration
        guard response < spring.response else { return spring }
        return Spring(response: response, dampingFraction: spring.dampingRatio)
    }

    /// The longest the script waits for a turn to land, seconds: a book controller lands any
    /// animation after its `maximumAnimationDuration` (4 s by default), so a page still moving
    /// a second after that is not going to arrive.
    static let longestSettle = BookConfiguration().maximumAnimationDuration + 1

    /// Fails unless `controller` rests on the book's last spread: a render that claims to have
    /// turned every page must end on the last one, at rest.
    static func checkArrival(of controller: BookController) throws(CommandFailure) {
        let last = controller.book.spreadCount - 1
        guard controller.phase == .idle, controller.currentSpread == last else {
            let unit = controller.book.layout == .singlePages ? "page" : "spread"
            let moving = controller.phase == .idle ? "" : ", still moving"
            throw CommandFailure(
                .internalError,
                "the render ended on \(unit) \(controller.currentSpread + 1) of \(last + 1)\(moving) instead of the last; nothing was written")
        }
    }
}
