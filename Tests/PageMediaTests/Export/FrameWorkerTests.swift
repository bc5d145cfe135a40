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
        #expect(probe.most <= Worker.capacity + 1)
        #expect(queue.failure == nil)
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
