import Foundation
import PageImage
@testable import PageMedia
import Testing

/// The worker that writes frames (a PNG folder's files, the pipe to ffmpeg) while the caller
/// draws the next frame.
@Suite struct FrameWorkerTests {
    typealias Worker = FrameWorker<(RGBAImage, String), PNGError>

    /// Counts the frames in hand, and how many were at most.
    final class Probe: @unchecked Sendable {
        let lock = NSLock()
        var inHand = 0
        var most = 0
        var written: [String] = []
    }

    @Test func framesAreWrittenInOrderWithAtMostTwoInHand() {
        let probe = Probe()
        let queue = Worker(name: "test") { (item: (RGBAImage, String)) throws(PNGError) in
            let path = item.1
            probe.lock.lock()
            probe.written.append(path)
            probe.lock.unlock()
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
            let path = item.1
            probe.lock.lock()
            probe.written.append(path)
            probe.lock.unlock()
            if path == "frame 3" { throw .unwritable(path: path, code: ENOSPC) }
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
