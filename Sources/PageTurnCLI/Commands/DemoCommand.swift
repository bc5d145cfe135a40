import ArgumentParser
import Foundation
import PageMedia
import PagePipeline
import PageRenderGL
import PageSampleBook
import PageTurn

/// `pageturn demo`: every effect on the built-in sample book, as videos, GIFs and key frames.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the built-in sample book through every effect (MP4, GIF and PNG key frames).",
        discussion: """
            Writes, for each effect, NAME.mp4 (H.264), NAME.gif (half the size and frame rate) \
            and two key frames NAME-1.png and NAME-2.png into the output folder:
              curl    a finger curls pages forward and back, with a fling, a cancelled turn and a page held mid-page
              cone    pages turned from code by a cone (PARC's page curl)
              spread  a two-page spread turned by taps and by the finger, forward and back
              flip    the flip book: pages rotating rigidly about the spine in perspective
              fold    a folding side menu opening and closing (an accordion of three panels)
              stack   a stack of tilted pages: scrolling, expanding a page, deleting one

            \(ExitStatus.helpText)
            """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
    var output: String = "pageturn-demo"

    @Option(help: ArgumentHelp("Video size in pixels (even sides: the MP4s need them).", valueName: "WxH"))
    var size: SizeArgument = SizeArgument(width: 960, height: 540)

    @Option(help: ArgumentHelp("Video frames per second (2-120); the GIFs get half.", valueName: "n"))
    var fps: Int = 30

    @Option(help: ArgumentHelp("Only these effects, comma-separated (default: all).", valueName: "names"))
    var only: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        guard (2...120).contains(fps) else { throw ValidationError("--fps must be between 2 and 120") }
        try size.requireEvenSides(for: .mp4)
        if let only {
            for name in only.split(separator: ",") where DemoEffect(rawValue: String(name)) == nil {
                throw ValidationError("unknown effect '\(name)' in --only (choose from \(DemoEffect.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
        }
    }

    func run() throws {
        try runReportingFailures {
            try makeFolder()
            let effects = only.map { $0.split(separator: ",").compactMap { DemoEffect(rawValue: String($0)) } } ?? DemoEffect.allCases
            let book = SampleBook(pageCount: 12)
            for effect in effects {
                // A renderer per effect: each effect draws the book's pages at its own size, and a
                // renderer keeps the page textures it has uploaded.
                let files = try record(effect, book: book, renderer: try makeRenderer())
                if !quiet { print("wrote " + files.joined(separator: ", ")) }
            }
        }
    }

    private func makeFolder() throws(CommandFailure) {
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotWriteOutput, file: output, "cannot create the folder (\(error.localizedDescription))")
        }
        guard FileManager.default.isWritableFile(atPath: output) else {
            throw CommandFailure(.cannotWriteOutput, file: output, "the folder is not writable")
        }
    }

    /// Records one effect into its MP4, GIF and key frames; returns the paths written.
    private func record(_ effect: DemoEffect, book: SampleBook, renderer: OffscreenRenderer) throws(CommandFailure) -> [String] {
        let base = (output as NSString).appendingPathComponent(effect.rawValue)
        let gifSize = PixelSize(width: Swift.max(2, size.width / 4 * 2), height: Swift.max(2, size.height / 4 * 2))
        var outputs: [FrameRecorder.Output] = []
        do {
            outputs.append(FrameRecorder.Output(
                sink: try VideoExporter(url: URL(fileURLWithPath: base + ".mp4"), format: .mp4, size: size.pixelSize, fps: Double(fps)),
                path: base + ".mp4"))
            outputs.append(FrameRecorder.Output(
                sink: try VideoExporter(url: URL(fileURLWithPath: base + ".gif"), format: .gif, size: gifSize, fps: Double(fps) / 2),
                path: base + ".gif", frameStride: 2, size: gifSize))
        } catch {
            for output in outputs { output.sink.cancel() }
            throw CommandFailure(exportError: error)
        }
        let scene = try DemoScene(effect, book: book, viewSize: size.viewSize)
        let keyFrames = scene.keyFrameTimes.enumerated().map { number, time in
            FrameRecorder.KeyFrame(time: time, path: "\(base)-\(number + 1).png")
        }
        let recorder = FrameRecorder(renderer: renderer, viewSize: size.viewSize, fps: Double(fps),
                                     outputs: outputs, keyFrames: keyFrames, quiet: quiet)
        do {
            try scene.play(on: recorder, label: effect.rawValue)
            try recorder.finish()
        } catch {
            recorder.cancel()
            throw error
        }
        let seconds = Double(recorder.frameCount) / Double(fps)
        return ["\(base).mp4 (\(recorder.frameCount) frames, \(String(format: "%.2f", seconds)) s)",
                "\(base).gif (\((recorder.frameCount + 1) / 2) frames)"] + recorder.writtenKeyFrames
    }
}
