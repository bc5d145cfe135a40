import ArgumentParser
import Foundation
import PageMedia
import PagePipeline
import PageRenderGL
import PageTurn

/// `pageturn still`: one frame of a page being turned, as a PNG.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render one frame of a page mid-turn to a PNG (thumbnails, tests).",
        discussion: """
            Shows page N turning over page N+1. Either give the turn's progress (0 flat, 1 turned \
            over), or a grab point and a finger in the page's own points (origin at the page's \
            top-left, x toward the fore edge, y down): the page curls so that the grabbed point \
            lies exactly under the finger, never tearing at the spine.

            Examples:
              pageturn still book.pdf --page 3 --progress 0.4 --output thumb.png
              pageturn still scan.jpg --page 1 --grab 400,560 --finger 150,420 --output curl.png

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("A PDF file, an image file or a folder of images.", valueName: "input"))
    var input: String

    @Option(help: ArgumentHelp("The page that turns, 1-based.", valueName: "n"))
    var page: Int

    @Option(name: .shortAndLong, help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var output: String

    @Option(help: ArgumentHelp("The grabbed point of the page, in page points.", valueName: "x,y"))
    var grab: PagePoint?

    @Option(help: ArgumentHelp("Where the finger holds the grabbed point, in page points.", valueName: "x,y"))
    var finger: PagePoint?

    @Option(help: ArgumentHelp("How far the page has turned, 0-1 (default 0.35 when no finger is given).", valueName: "p"))
    var progress: Double?

    @Option(help: "How the page turns: curl, flip or cone.")
    var effect: TurnStyleArgument = .curl

    @Option(help: ArgumentHelp("Image size in pixels.", valueName: "WxH"))
    var size: SizeArgument = SizeArgument(width: 1280, height: 720)

    func validate() throws {
        guard page >= 1 else { throw ValidationError("--page must be 1 or more") }
        guard (grab == nil) == (finger == nil) else { throw ValidationError("--grab and --finger go together") }
        if grab != nil {
            guard progress == nil else { throw ValidationError("give either --progress or --grab and --finger, not both") }
            guard effect == .curl else { throw ValidationError("--grab and --finger drive the curl effect only") }
        }
        if let progress {
            guard progress.isFinite, (0...1).contains(progress) else { throw ValidationError("--progress must be between 0 and 1") }
        }
        guard URL(fileURLWithPath: output).pathExtension.lowercased() == "png" else {
            throw ValidationError("--output must name a .png file")
        }
    }

    func run() throws {
        try runReportingFailures {
            try OutputDestination.requireReplaceableFile(output)
            try OutputDestination.requireDistinct(output: output, inputs: [input])
            let source = try PageSelection.open([input], pages: nil)
            guard page <= source.pageCount else {
                throw CommandFailure(.usage, file: input, "--page \(page) is past the last page (\(Counted.pages(source.pageCount)))")
            }
            var settings = BookConfiguration(effect: effect.turnEffect)
            settings.programmaticCurl = effect.programmaticCurl
            let stage = try BookStage(source: source, viewSize: size.viewSize, layout: .singlePages, binding: .left,
                                      configuration: settings, startPage: page - 1)
            let frame = stillFrame(stage: stage)
            let renderer = try makeRenderer()
            let image: RGBAImage
            do { image = try renderer.render(frame, pageImages: stage.pages.image) } catch let error as RenderError {
                throw CommandFailure(renderError: error)
            }
            try stage.pages.check()
            do throws(PNGError) { try image.writePNG(to: output) } catch { throw CommandFailure(pngError: error, file: output) }
        }
    }

    /// The turning page over the next one: the page beneath flat, the leaf bent by the chosen
    /// effect, both bound at the spine (the gutter, the book's shadow on the desk). Built from
    /// the book's geometry directly, so the pose is exactly the one asked for.
    private func stillFrame(stage: BookStage) -> Frame {
        let geometry = stage.geometry
        let pageSize = geometry.canonicalPageSize
        let index = page - 1
        let book = stage.controller.book
        var frame = Frame(viewSize: geometry.viewSize, camera: stage.controller.configuration.camera, clip: geometry.pageClip)
        if index + 1 < book.pageCount {
            frame.drawables.append(PageDrawable(
                front: .page(index + 1), back: .none, pageSize: pageSize, surface: .flat,
                placement: geometry.placement(for: .recto), textureTransform: geometry.textureTransform(for: .recto),
                layer: 0, castsShadow: false, isBound: true))
        }
        let surface: PageSurface
        var front = PageFace.page(index), back = PageFace.mirroredFront(fade: 0.75)
        if let grab, let finger {
            frame.camera = .orthographic   // the tracker places the grabbed point in the page plane's view
            surface = .cylinder(CurlTracker(pageSize: pageSize).deformation(grab: grab.simd, finger: finger.simd))
        } else {
            let t = progress ?? 0.35
            switch effect {
            case .curl:
                surface = .cylinder(CylinderSchedule(pageSize: pageSize).deformation(at: t))
            case .cone:
                surface = .cone(ConeTurnSchedule(pageSize: pageSize).deformation(at: t))
            case .flip:
                let angle = Double.pi * t
                // Past edge-on the see-through back shows (it keeps its front's content).
                if angle < geometry.edgeOnAngle(camera: frame.camera, side: .recto) { back = .none }
                surface = .spineRotation(SpineRotation(angle: angle))
            }
        }
        frame.drawables.append(PageDrawable(
            front: front, back: back, pageSize: pageSize, surface: surface,
            placement: geometry.placement(for: .recto), textureTransform: geometry.textureTransform(for: .recto),
            layer: 1, castsShadow: true, isBound: true))
        return frame
    }
}
