import Foundation
import PageImage
@testable import PageMedia
import Testing

/// The worker that writes frames (a PNG folder's files, the pipe to ffmpeg) while the caller
/// draws the next frame.
@Suite struct FrameWorkerTests {
    typealias Worker = FrameWorker<(RGBAImage, String), PNGError>

    /// The paths written, in order, and the most frames seen in hand.
    final class Probe: @unchecked Sendable {
        let lock = NSLock()
        var most = 0
        var written: [String] = []

        /// Notes that the frame for `path` is being written.
        func record(_ path: String) {
            lock.lock()
            written.append(path)
            lock.unlock()
        }
    }

    @Test func framesAreWrittenInOrderWithAtMostTwoInHand() {
        let probe = Probe()
        let queue = Worker(name: "test") { (item: (RGBAImage, String)) throws(PNGError) in
            probe.record(item.1)
            Thread.sleep(forTimeInterval: 0.005)
        }
        for index in 0 ..< 20 {
            queue.enqueue((RGBAImage(width: 2, height: 2), "frame \(index)"))
            probe.lock.lock()
            probe.most = max(probe.most, index + 1 - probe.written.count)
            probe.lock.unlock()
        }
        queue.drain()
        #expect(probe.written == (0 ..< 20).map { "frame \($0)" })
        // Handed over but not yet started or finished, seen from the caller after each enqueue.
        #expect(probe.most <= queue.capacity + 1)
        #expect(queue.failure == nil)
        queue.stop()
    }

    /// Items handed over by a thread of its own, counted as each `enqueue` returns.
    final class Producer: @unchecked Sendable {
        private let lock = NSLock()
        private var returned = 0

        var handedOver: Int {
            lock.lock()
            defer { lock.unlock() }
            return returned
        }

        /// Hands `weights.count` items to `queue` on a new thread, each weighing its entry.
        func start(_ queue: Worker, weights: [Int]) {
            Thread { [self] in
                for (index, bytes) in weights.enumerated() {
                    queue.enqueue((RGBAImage(width: 1, height: 1), "item \(index)"), bytes: bytes)
                    lock.lock()
                    returned += 1
                    lock.unlock()
                }
            }.start()
        }

        /// Waits (10 s at most) until `count` items were handed over.
        func wait(for count: Int) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while handedOver < count && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
            return handedOver >= count
        }
    }

    @Test func weightlessItemsPassTheByteBudgetAndHeavyOnesWaitForRoom() {
        let gate = DispatchSemaphore(value: 0)
        let queue = Worker(name: "test", capacity: 10, byteBudget: 25) { (_: (RGBAImage, String)) throws(PNGError) in
            gate.wait()
        }
        let producer = Producer()
        // 10 bytes, two frames handed over again, 10 more: 20 in hand; the next 10 would make 30.
        producer.start(queue, weights: [10, 0, 0, 10, 10, 40])
        #expect(producer.wait(for: 4))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(producer.handedOver == 4, "an item past the byte budget was taken")
        gate.signal()  // the first item written: 10 bytes in hand, room for 10 more
        #expect(producer.wait(for: 5))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(producer.handedOver == 5, "40 bytes taken beside 20")
        // An item heavier than the whole budget is taken once nothing else is in hand.
        for _ in 0 ..< 4 { gate.signal() }
        #expect(producer.wait(for: 6))
        gate.signal()
        queue.drain()
        #expect(queue.failure == nil)
        queue.stop()
    }

    @Test func theCapacityBoundsWeightlessItems() {
        let gate = DispatchSemaphore(value: 0)
        let queue = Worker(name: "test", capacity: 3) { (_: (RGBAImage, String)) throws(PNGError) in gate.wait() }
        let producer = Producer()
        producer.start(queue, weights: Array(repeating: 0, count: 5))
        #expect(producer.wait(for: 3))
        Thread.sleep(forTimeInterval: 0.1)
        #expect(producer.handedOver == 3)
        for _ in 0 ..< 5 { gate.signal() }
        #expect(producer.wait(for: 5))
        queue.drain()
        queue.stop()
    }

    @Test func theFirstFailureIsKeptAndStopsTheWork() {
        let probe = Probe()
        let queue = Worker(name: "test") { (item: (RGBAImage, String)) throws(PNGError) in
            probe.record(item.1)
            if item.1 == "frame 3" { throw .unwritable(path: item.1, code: ENOSPC) }
        }
        for index in 0 ..< 10 { queue.enqueue((RGBAImage(width: 2, height: 2), "frame \(index)")) }
        queue.drain()
        guard case .unwritable(let path, let code) = queue.failure else {
            Issue.record("no failure kept: \(String(describing: queue.failure))")
            return
        }
        #expect(path == "frame 3" && code == ENOSPC)
        #expect(!probe.written.contains("frame 9"), "frames after the failure are not written: \(probe.written)")
        queue.stop()
    }
}
