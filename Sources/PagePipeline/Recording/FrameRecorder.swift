import Foundation
import PageMedia
import PageRenderGL
import PageTurn

/// Renders a scripted controller frame by frame into one or more outputs (videos, GIFs, PNG
/// folders) and key-frame PNGs, with a progress bar. Every output is written beside its
/// destination and moved into place only when complete: a failed run leaves nothing behind. A
/// frame equal to the one before it (pages at rest) reuses its picture instead of drawing it again.
package final class FrameRecorder {
    /// One destination for the frames.
    package struct Output {
        /// Where the frames go.
        package var sink: any FrameSink
        /// The destination path, for the summary.
        package var path: String
        /// Keep one frame of this many (a GIF at a lower rate than the video).
        package var frameStride: Int = 1
        /// Resample frames to this size first (a GIF smaller than the video), or `nil`.
        package var size: PixelSize? = nil

        /// Every `frameStride`-th frame into `sink`, resampled to `size` when given; `path` names
        /// it in the summary.
        package init(sink: any FrameSink, path: String, frameStride: Int = 1, size: PixelSize? = nil) {
            self.sink = sink
            self.path = path
            self.frameStride = frameStride
            self.size = size
        }
    }

    /// A still to save when the recording passes `time` seconds.
    package struct KeyFrame {
        package var time: Double
        package var path: String

        /// The frame at `time` seconds, saved as a PNG at `path`.
        package init(time: Double, path: String) {
            self.time = time
            self.path = path
        }
    }

    /// What draws the frames: the `OffscreenRenderer` (a recording stand-in in tests).
    private let renderer: any FrameDrawing
    private let fps: Double
    private let quiet: Bool
    private var outputs: [Output]
    private var keyFrames: [KeyFrame]
    package private(set) var writtenKeyFrames: [String] = []
    private var frame: Frame
    private let interrupt = InterruptFlag()
    /// Frames rendered so far.
    package private(set) var frameCount = 0

    package init(renderer: any FrameDrawing, viewSize: SIMD2<Double>, fps: Double, outputs: [Output],
         keyFrames: [KeyFrame] = [], quiet: Bool) {
        self.renderer = renderer
        self.fps = fps
        self.outputs = outputs
        self.keyFrames = keyFrames.sorted { $0.time < $1.time }
        self.quiet = quiet
        frame = Frame(viewSize: viewSize)
        frame.drawables.reserveCapacity(32)
    }

    /// Plays `script` on `controller` for `duration` seconds (its whole length when `nil`),
    /// rendering `fps` frames a second. A closed-loop script is resolved first (see
    /// ``InputScript/resolved(playingOn:fps:)``), so the frame count is known before drawing.
    package func record<Controller: PageEffect>(
        _ controller: inout Controller, script: InputScript<Controller>, duration: Double? = nil,
        pages: PageImageProvider, label: String
    ) throws(CommandFailure) {
        let timeline = script.resolved(playingOn: controller, fps: fps)
        let count = Swift.max(1, Int(((duration ?? timeline.duration) * fps).rounded()))
        var progress = ProgressReporter(label: label, total: count, quiet: quiet)
        var nextEvent = 0
        let events = timeline.events
        // The last frame drawn and its picture: pages at rest are drawn once, not every frame.
        var previous: (frame: Frame, image: RGBAImage)?
        for index in 0..<count {
            if interrupt.isRaised {
                progress.finish()
                throw CommandFailure(.interrupted, "interrupted; removed the unfinished output")
            }
            let time = Double(index) / fps
            InputScript.play(&controller, until: time, events: events, next: &nextEvent)
            controller.frame(into: &frame)
            let image: RGBAImage
            if let previous, previous.frame == frame {
                // Nothing moved (a page at rest): the same frame draws the same picture.
                image = previous.image
            } else {
                do {
                    image = try renderer.render(frame, scale: 1, shading: .default, pageImages: pages.image)
                } catch {
                    progress.finish()
                    throw CommandFailure(renderError: error)
                }
                previous = (frame, image)
            }
            do {
                try pages.check()
                try write(image, index: frameCount, time: time)
            } catch {
                progress.finish()
                throw error
            }
            frameCount += 1
            progress.update(done: index + 1)
        }
        progress.finish()
    }

    private func write(_ image: RGBAImage, index: Int, time: Double) throws(CommandFailure) {
        for output in outputs where index % output.frameStride == 0 {
            let frame = output.size.map { image.resampled(to: $0) } ?? image
            do { try output.sink.append(frame) } catch { throw CommandFailure(exportError: error) }
        }
        while let key = keyFrames.first, time + 0.5 / fps >= key.time {
            keyFrames.removeFirst()
            do {
                try image.writePNG(to: key.path)
            } catch {
                throw CommandFailure(pngError: error, file: key.path)
            }
            writtenKeyFrames.append(key.path)
        }
    }

    /// Completes every output; on failure removes them all. An interrupt while an encoder
    /// finishes (a GIF's second pass can take a while) stops it: the run ends as interrupted,
    /// whatever the stopped encoder said, with nothing left behind.
    package func finish() throws(CommandFailure) {
        for (position, output) in outputs.enumerated() {
            do {
                try output.sink.finish(stoppingWhen: { interrupt.isRaised })
            } catch {
                for other in outputs[(position + 1)...] { other.sink.cancel() }
                if interrupt.wasRaised(within: 0.2) {
                    throw CommandFailure(.interrupted, "interrupted; removed the unfinished output")
                }
                throw CommandFailure(exportError: error)
            }
        }
    }

    /// Abandons every output and removes the key frames written: nothing half-made stays.
    package func cancel() {
        for output in outputs { output.sink.cancel() }
        for path in writtenKeyFrames { unlink(path) }
        writtenKeyFrames.removeAll()
    }
}
