import Foundation
import PageImage

/// Frames waiting to be written by one worker thread, so that the caller draws the next frame
/// while the last one is written: a PNG frame folder's files (the worker runs deflate), or the
/// pipe to ffmpeg (the worker waits on ffmpeg reading; a 1080p frame of 3 MB fills even the
/// enlarged 1 MiB pipe, ``PipeWriter/enlarge(_:)``, three times over).
///
/// `Item` is what one write needs (a frame, and its path for a PNG file). At most ``capacity``
/// items wait or are being written: ``enqueue(_:)`` blocks until there is room, so memory stays
/// bounded whatever the sequence's length. The first failure stops the work; it is kept for
/// ``failure`` (later items are dropped unwritten). Thread-safe: one lock guards the queue.
final class FrameWorker<Item, Failure: Error>: @unchecked Sendable {
    /// The most items waiting or being written at once.
    static var capacity: Int { 2 }

    private let write: @Sendable (Item) throws(Failure) -> Void
    private let condition = NSCondition()
    private var waiting: [Item] = []
    private var busy = false
    private var stopped = false
    private var firstFailure: Failure?

    /// Starts the worker thread, named `name`; `write` writes one item.
    init(name: String, write: @escaping @Sendable (Item) throws(Failure) -> Void) {
        self.write = write
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// The first error a write threw, if any.
    var failure: Failure? {
        condition.lock()
        defer { condition.unlock() }
        return firstFailure
    }

    /// Hands `item` to the worker, waiting while ``capacity`` items are in hand. Returns without
    /// queueing once stopped or failed.
    func enqueue(_ item: Item) {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count + (busy ? 1 : 0) >= Self.capacity && !stopped && firstFailure == nil {
            condition.wait()
        }
        guard !stopped, firstFailure == nil else { return }
        waiting.append(item)
        condition.broadcast()
    }

    /// Waits until every item handed over is written (or the work failed).
    func drain() {
        condition.lock()
        defer { condition.unlock() }
        while (!waiting.isEmpty || busy) && firstFailure == nil && !stopped { condition.wait() }
    }

    /// Drops the items not yet started, waits for the one being written, and ends the worker.
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
            let item = waiting.removeFirst()
            busy = true
            condition.unlock()
            var failed: Failure?
            do { try write(item) } catch { failed = error }
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
