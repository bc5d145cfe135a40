import Foundation
import PageImage

/// Frames waiting to be encoded and written by one worker thread, so that a caller drawing the
/// next frame and the encoder (a PNG's deflate) run at once: the PNG frame folder keeps pace with
/// a video export, whose encoder (ffmpeg) is a process of its own.
///
/// At most ``capacity`` frames wait: ``enqueue(_:to:)`` blocks until there is room, so memory
/// stays bounded whatever the sequence's length. The first failure stops the work; it is kept
/// for ``failure`` (later frames are dropped unwritten). Thread-safe: one lock guards the queue.
final class FrameFileQueue: @unchecked Sendable {
    /// The most frames waiting or being written at once.
    static let capacity = 2

    private let write: @Sendable (RGBAImage, String) throws(PNGError) -> Void
    private let condition = NSCondition()
    private var waiting: [(RGBAImage, String)] = []
    private var busy = false
    private var stopped = false
    private var firstFailure: PNGError?

    /// Starts the worker; `write` encodes one frame to its path.
    init(write: @escaping @Sendable (RGBAImage, String) throws(PNGError) -> Void) {
        self.write = write
        let thread = Thread { [self] in run() }
        thread.name = "pageturn frame files"
        thread.start()
    }

    /// The first error a write threw, if any.
    var failure: PNGError? {
        condition.lock()
        defer { condition.unlock() }
        return firstFailure
    }

    /// Hands `frame` to the worker for `path`, waiting while ``capacity`` frames are in hand.
    /// Returns without queueing once stopped or failed.
    func enqueue(_ frame: RGBAImage, to path: String) {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count + (busy ? 1 : 0) >= Self.capacity && !stopped && firstFailure == nil {
            condition.wait()
        }
        guard !stopped, firstFailure == nil else { return }
        waiting.append((frame, path))
        condition.broadcast()
    }

    /// Waits until every frame handed over is written (or the work failed).
    func drain() {
        condition.lock()
        defer { condition.unlock() }
        while (!waiting.isEmpty || busy) && firstFailure == nil && !stopped { condition.wait() }
    }

    /// Drops the frames not yet started, waits for the one being written, and ends the worker.
    func stop() {
        condition.lock()
        stopped = true
        waiting.removeAll()
        condition.broadcast()
        while busy { condition.wait() }
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            while waiting.isEmpty && !stopped { condition.wait() }
            if stopped && waiting.isEmpty { break }
            let (frame, path) = waiting.removeFirst()
            busy = true
            condition.unlock()
            var failed: PNGError?
            do { try write(frame, path) } catch { failed = error }
            condition.lock()
            busy = false
            if let failed, firstFailure == nil {
                firstFailure = failed
                waiting.removeAll()
            }
            condition.broadcast()
        }
        condition.unlock()
    }
}
