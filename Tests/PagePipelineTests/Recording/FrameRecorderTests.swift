import PageEffects
import PageImage
import PageMedia
import PagePipeline
import PageRenderGL
import PageSampleBook
import Testing

/// The recorder that makes `pageturn render` and `demo` videos, driven by a recording stand-in
/// for the renderer (``FrameDrawing``): no EGL, no GPU, no ffmpeg.
@Suite struct FrameRecorderTests {
    /// Draws nothing: keeps the frames it is given and returns a picture of the right size,
    /// asking for each page's image once, as a renderer that caches page images does.
    final class RecordingRenderer: FrameDrawing {
        private(set) var drawn: [Frame] = []
        private(set) var pagesAsked: [Int] = []

        func render(_ frame: Frame, scale: Double, shading: ShadingParameters,
                    pageImages: (Int) -> RGBAImage?) throws(RenderError) -> RGBAImage {
            drawn.append(frame)
            for drawable in frame.drawables {
                for face in [drawable.front, drawable.back] {
                    if case .page(let index) = face, !pagesAsked.contains(index) {
                        pagesAsked.append(index)
                        _ = pageImages(index)
                    }
                }
            }
            let size = frame.viewSize * scale
            return RGBAImage(width: Int(size.x.rounded()), height: Int(size.y.rounded()),
                             filledWith: SIMD4(UInt8(drawn.count % 256), 0, 0, 255))
        }
    }

    /// Keeps the frames appended.
    final class CollectingSink: FrameSink {
        private(set) var frames: [RGBAImage] = []
        private(set) var finished = false
        var frameCount: Int { frames.count }
        func append(_ frame: RGBAImage) throws(ExportError) { frames.append(frame) }
        func finish() throws(ExportError) { finished = true }
        func cancel() { frames.removeAll() }
    }

    @Test("A keyed turn: every frame reaches the output, each distinct frame is drawn once, pages at rest reuse the picture")
    func recordsATurnWithoutGL() throws {
        let view = SIMD2<Double>(320, 180)
        let stage = try BookStage(source: SampleBook(pageCount: 6), viewSize: view, layout: .singlePages, binding: .left,
                                  configuration: BookConfiguration(), startPage: 0)
        var script = InputScript<BookController>()
        script.wait(0.3)
        script.perform { controller, time in controller.press(.next, time: time) }
        script.wait(1.5)
        let renderer = RecordingRenderer(), sink = CollectingSink()
        let recorder = FrameRecorder(renderer: renderer, viewSize: view, fps: 30,
                                     outputs: [FrameRecorder.Output(sink: sink, path: "frames")], quiet: true)
        var controller = stage.controller
        try recorder.record(&controller, script: script, pages: stage.pages, label: "turn")
        try recorder.finish()

        let count = Int((script.duration * 30).rounded())
        #expect(sink.frames.count == count && sink.finished)
        #expect(sink.frames.allSatisfy { $0.width == 320 && $0.height == 180 })
        // Still frames at both ends reuse the picture: fewer draws than frames, none repeated.
        #expect(renderer.drawn.count < count - 20, "drew \(renderer.drawn.count) of \(count) frames")
        #expect(zip(renderer.drawn, renderer.drawn.dropFirst()).allSatisfy { $0 != $1 })
        // The turn was drawn (a lifted leaf), and it landed on the next page.
        #expect(renderer.drawn.contains { $0.drawables.contains { $0.layer == 1 } })
        #expect(controller.currentPage == 1 && controller.isIdle)
        // Each page's image was made once.
        #expect(Set(renderer.pagesAsked).count == renderer.pagesAsked.count)
        #expect(stage.pages.renderedCount == renderer.pagesAsked.count)
    }
}
