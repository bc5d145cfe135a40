import Foundation
import PageImage
import PageMedia
@testable import PageViewer
import Testing

/// The viewer's page loader ends its thread before `stop()` returns: a viewer that quits while
/// a page is being drawn must not exit with the thread still inside the page source (poppler's
/// globals are torn down at exit: a crash at quit, seen once in CI).
@Suite struct PageLoaderTests {
    /// A page source whose pages take a while to draw, noting when a drawing starts and ends.
    final class SlowPages: PageSource, @unchecked Sendable {
        let lock = NSLock()
        var started = 0
        var finished = 0
        var pageCount: Int { 3 }

        func pageSize(at index: Int) throws(PageSourceError) -> SIMD2<Double> { SIMD2(100, 140) }

        func image(at index: Int, pixelSize: PixelSize) throws(PageSourceError) -> RGBAImage {
            lock.withLock { started += 1 }
            Thread.sleep(forTimeInterval: 0.3)
            lock.withLock { finished += 1 }
            return RGBAImage(width: pixelSize.width, height: pixelSize.height)
        }
    }

    @Test func stopWaitsForThePageBeingDrawn() {
        let pages = SlowPages()
        let loader = PageLoader(source: pages) {}
        _ = loader.image(0, size: PixelSize(width: 50, height: 70))
        let deadline = Date().addingTimeInterval(10)
        while pages.lock.withLock({ pages.started }) == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        #expect(pages.lock.withLock { pages.started } == 1)
        loader.stop()
        #expect(pages.lock.withLock { pages.finished } == 1, "stop() returned with a page still being drawn")
        // Stopped: nothing more is drawn, and stopping again returns at once.
        _ = loader.image(1, size: PixelSize(width: 50, height: 70))
        loader.stop()
        Thread.sleep(forTimeInterval: 0.1)
        #expect(pages.lock.withLock { pages.started } == 1)
    }
}
