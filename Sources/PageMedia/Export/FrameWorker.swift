import Foundation
import PageImage

/// Frames waiting to be written by one worker thread, so that the caller draws the next frame
/// while the last one is written: a PNG frame folder's files (the worker runs deflate), or the
/// pipe to ffmpeg (the worker waits on ffmpeg reading; a 1080p frame of 3 MB fills even the
/// enlarged 1 MiB pipe, ``PipeWriter/enlarge(_:)``, three times over).
///
/// `Item` is what one write needs (a frame, and its path for a PNG file). At most ``capacity``
/// items, weighing at most ``byteBudget`` bytes together, wait or are being written:
/// ``enqueue(_:bytes:)`` blocks until there is room, so memory stays bounded whatever the
/// sequence's length. An item may weigh nothing (a frame handed over again, whose storage the
/// item before holds), so that the caller can run far ahead where the writer is slow to start.
/// The first failure stops the work; it is kept for ``failure`` (later items are dropped
/// unwritten). Thread-safe: one lock guards the queue.
final class FrameWorker<Item, Failure: Error>: @unchecked Sendable {
    /// The most items waiting or being written at once, `>= 1`.
    let capacity: Int
    /// The most bytes the items waiting or being written may weigh together; one item is taken
    /// whatever it weighs.
    let byteBudget: Int

    private let write: @Sendable (Item) throws(Failure) -> Void
    private let condition = NSCondition()
    private var waiting: [(item: Item, bytes: Int)] = []
    /// The bytes of the item being written, or `nil` while none is.
    private var busyBytes: Int?
    /// What the items waiting and being written weigh together.
    private var heldBytes = 0
    private var stopped = false
    private var firstFailure: Failure?

    private var busy: Bool { busyBytes != nil }

    /// Starts the worker thread, named `name`; `write` writes one item. `capacity` (at least 1)
    /// and `byteBudget` bound the items in hand (two, of any weight, by default).
    init(name: String, capacity: Int = 2, byteBudget: Int = .max,
         write: @escaping @Sendable (Item) throws(Failure) -> Void) {
        self.capacity = max(capacity, 1)
        self.byteBudget = byteBudget
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

    /// Hands `item`, weighing `bytes`, to the worker, waiting while ``capacity`` items are in
    /// hand or it would take their weight past ``byteBudget`` (unless none is). Returns without
    /// queueing once stopped or failed.
    func enqueue(_ item: Item, bytes: Int = 0) {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && firstFailure == nil {
            let count = waiting.count + (busy ? 1 : 0)
            if count == 0 || (count < capacity && heldBytes + bytes <= byteBudget) { break }
            condition.wait()
        }
        guard !stopped, firstFailure == nil else { return }
        waiting.append((item, bytes))
        heldBytes += bytes
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
        heldBytes = busyBytes ?? 0
        while busy { condition.wait() }
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            while waiting.isEmpty && !stopped { condition.wait() }
            if stopped && waiting.isEmpty { break }
            let (item, bytes) = waiting.removeFirst()
            busyBytes = bytes
            condition.unlock()
            var failed: Failure?
            do { try write(item) } catch { failed = error }
            condition.lock()
            busyBytes = nil
            heldBytes -= bytes
            if let failed, firstFailure == nil {
                firstFailure = failed
                waiting.removeAll()
                heldBytes = 0
            }
            condition.broadcast()
        }
        condition.unlock()
    }
}
