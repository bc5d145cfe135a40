import Foundation
import PageMedia
import PageTurn

/// Rasterises the parts of pages a zoomed-in window shows, at the window's resolution, on a
/// worker thread: so that text at 400% is as sharp as a PDF viewer draws it (a PDF's page drawn
/// again, an image's resampled from its full resolution), while memory holds at most one window
/// of pixels a page in view (never a whole page at 400%).
///
/// The render loop says which regions it wants (``want(_:)``, replacing what it wanted before)
/// and draws what is ready (``ready``): for each page, the latest region finished, which may be
/// for an older pan (drawn where that region now lies) until the wanted one is done. Pages no
/// longer wanted are dropped.
///
/// Thread-safe: every property is guarded by one condition lock.
final class RegionLoader: @unchecked Sendable {
    /// A region of a page at a pixel size.
    struct Request: Hashable, Sendable {
        var page: Int
        /// Page points from the page's top-left.
        var region: PDFRect
        var size: PixelSize
    }

    /// A finished region: its request, its pixels, and a number that grows with each one made
    /// (a texture's version).
    struct Region {
        var request: Request
        var image: RGBAImage
        var generation: Int
    }

    private let source: any PageRegionSource
    private let condition = NSCondition()
    private let wake: @Sendable () -> Void
    private var wanted: [Request] = []
    private var done: [Int: Region] = [:]
    /// Requests that could not be drawn (not tried again until asked for anew).
    private var failed: Set<Request> = []
    private var generation = 0
    private var stopped = false
    /// The thread drawing the requests (set once, as `init` ends).
    private var worker: WorkerThread?
    /// Regions rendered so far.
    private(set) var renderCount = 0

    /// Starts the worker for `source`'s pages; `wake` is called on it after each region is ready.
    init(source: any PageRegionSource, wake: @escaping @Sendable () -> Void) {
        self.source = source
        self.wake = wake
        worker = WorkerThread(name: "pageturn zoomed regions") { [self] in work() }
    }

    /// Stops the worker after the region it is drawing, and waits for it to end.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        worker?.waitUntilFinished()
    }

    /// The regions to make now (empty: none; the ready ones are dropped).
    func want(_ requests: [Request]) {
        condition.lock()
        defer { condition.unlock() }
        guard requests != wanted else { return }
        wanted = requests
        let pages = Set(requests.map(\.page))
        done = done.filter { pages.contains($0.key) }
        failed.formIntersection(requests)
        condition.signal()
    }

    /// The latest finished region of each page wanted.
    var ready: [Region] {
        condition.lock()
        defer { condition.unlock() }
        return Array(done.values)
    }

    private func work() {
        while true {
            condition.lock()
            var next: Request?
            while !stopped {
                next = wanted.first { done[$0.page]?.request != $0 && !failed.contains($0) }
                if next != nil { break }
                condition.wait()
            }
            if stopped {
                condition.unlock()
                return
            }
            condition.unlock()
            guard let request = next else { continue }

            let image = try? source.image(at: request.page, region: request.region, pixelSize: request.size)

            condition.lock()
            renderCount += 1
            if let image, wanted.contains(where: { $0.page == request.page }) {
                generation += 1
                done[request.page] = Region(request: request, image: image, generation: generation)
            } else if image == nil {
                // Unreadable: not tried again while it is wanted (the fitted page still shows).
                failed.insert(request)
            }
            condition.unlock()
            wake()
        }
    }
}
