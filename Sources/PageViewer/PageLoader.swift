import Foundation
import PageMedia
import PageTurn

/// Rasterises page images on a worker thread, so that the render loop never waits for a PDF page.
///
/// The render loop asks with ``image(_:size:)``: it gets what is ready (possibly at an older size,
/// which the texture transform stretches onto the page) or `nil` (drawn as blank paper), and the
/// page is queued. ``prefetch(_:)`` sets the pages wanted next, most wanted first (the spread in
/// view, then its neighbours); a new list replaces the old one, so paging quickly through a long
/// document never queues the pages flown past. Ready images are kept for the wanted pages and for
/// at most ``spareImages`` others (least recently asked for dropped), so memory stays bounded
/// whatever the document's length.
///
/// Thread-safe: every property is guarded by one condition lock; `source` is only read by the
/// worker.
final class PageLoader: @unchecked Sendable {
    /// One page at one pixel size.
    struct Request: Hashable, Sendable {
        var index: Int
        var size: PixelSize
    }

    private struct Entry {
        var image: RGBAImage
        var size: PixelSize
        var lastUse: UInt64
    }

    /// A ready image is made again when its width is off the wanted width by more than this
    /// fraction: small enough that a page never looks soft, large enough that a window being
    /// dragged bigger does not rasterise every page at every intermediate size.
    static let resizeTolerance = 0.12
    /// Images kept beyond the wanted ones (pages just left behind, a page flipped back to).
    static let spareImages = 4

    private let source: any PageSource
    private let background: SIMD4<UInt8>
    private let condition = NSCondition()
    private let wake: @Sendable () -> Void
    private var ready: [Int: Entry] = [:]
    private var queue: [Request] = []
    private var wanted: Set<Int> = []
    private var delivered: [Int] = []
    private var failures: [Int: PageSourceError] = [:]
    private var reportedFailures: Set<Int> = []
    private var useCounter: UInt64 = 0
    private var inFlight: Request?
    private var stopped = false
    /// The thread drawing the requests (set once, as `init` ends).
    private var worker: WorkerThread?
    /// Pages rasterised so far.
    private(set) var loadCount = 0

    /// Starts the worker.
    ///
    /// - Parameters:
    ///   - source: the pages.
    ///   - background: the letterbox bars' colour (the paper's).
    ///   - wake: called on the worker after each page is ready (wakes the render loop).
    init(source: any PageSource, background: SIMD4<UInt8> = SIMD4(255, 255, 255, 255),
         wake: @escaping @Sendable () -> Void) {
        self.source = source
        self.background = background
        self.wake = wake
        worker = WorkerThread(name: "pageturn page loader") { [self] in work() }
    }

    /// Stops the worker after the page it is drawing, and waits for it to end.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        worker?.waitUntilFinished()
    }

    /// The image of page `index` if one is ready (any size), else `nil`; either way, if it is
    /// missing or not at `size`, the page is queued first.
    func image(_ index: Int, size: PixelSize) -> RGBAImage? {
        condition.lock()
        defer { condition.unlock() }
        guard index >= 0, index < source.pageCount else { return nil }
        useCounter &+= 1
        let request = Request(index: index, size: size)
        if ready[index] == nil || !Self.fits(ready[index]!.size, request.size) {
            if failures[index] == nil, !(inFlight.map { $0.index == index && Self.fits($0.size, size) } ?? false) {
                queue.removeAll { $0.index == index }
                queue.insert(request, at: 0)
                condition.signal()
            }
        }
        guard var entry = ready[index] else { return nil }
        entry.lastUse = useCounter
        ready[index] = entry
        return entry.image
    }

    /// Sets the pages wanted next, most wanted first; pages asked for by ``image(_:size:)`` and
    /// not yet drawn keep their place ahead of them.
    func prefetch(_ requests: [Request]) {
        condition.lock()
        defer { condition.unlock() }
        let valid = requests.filter { $0.index >= 0 && $0.index < source.pageCount }
        wanted = Set(valid.map(\.index))
        queue = valid.filter { request in
            failures[request.index] == nil
                && !(ready[request.index].map { Self.fits($0.size, request.size) } ?? false)
                && !(inFlight.map { $0.index == request.index && Self.fits($0.size, request.size) } ?? false)
        }
        trim()
        condition.signal()
    }

    /// The pages made since the last call (the render loop re-uploads those it holds).
    func takeDelivered() -> [Int] {
        condition.lock()
        defer { condition.unlock() }
        let pages = delivered
        delivered.removeAll(keepingCapacity: true)
        return pages
    }

    /// Page failures not reported yet (each reported once), as one-line messages.
    func takeFailures() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        var lines: [String] = []
        for (index, error) in failures.sorted(by: { $0.key < $1.key }) where !reportedFailures.contains(index) {
            reportedFailures.insert(index)
            lines.append("page \(index + 1): \(error.description); shown blank")
        }
        return lines
    }

    /// Whether pages are queued or being drawn.
    var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !queue.isEmpty || inFlight != nil
    }

    /// The number of images held.
    var readyCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return ready.count
    }

    private static func fits(_ have: PixelSize, _ want: PixelSize) -> Bool {
        let wanted = Double(Swift.max(want.width, 1))
        return abs(Double(have.width) - wanted) <= resizeTolerance * wanted
            && abs(Double(have.height) - Double(want.height)) <= resizeTolerance * Double(Swift.max(want.height, 1))
    }

    /// Drops ready images of pages not wanted beyond ``spareImages``, least recently used first.
    /// Call with the lock held.
    private func trim() {
        let unwanted = ready.filter { !wanted.contains($0.key) }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (index, _) in unwanted.prefix(Swift.max(0, unwanted.count - Self.spareImages)) {
            ready[index] = nil
        }
    }

    private func work() {
        while true {
            condition.lock()
            while !stopped && queue.isEmpty { condition.wait() }
            if stopped {
                condition.unlock()
                return
            }
            let request = queue.removeFirst()
            inFlight = request
            condition.unlock()

            let result: Result<RGBAImage, PageSourceError>
            do {
                result = .success(try source.letterboxed(at: request.index, into: request.size, background: background))
            } catch {
                result = .failure(error)
            }

            condition.lock()
            inFlight = nil
            loadCount += 1
            switch result {
            case .success(let image):
                useCounter &+= 1
                ready[request.index] = Entry(image: image, size: request.size, lastUse: useCounter)
            case .failure(let error):
                failures[request.index] = error
            }
            queue.removeAll { $0.index == request.index && Self.fits(request.size, $0.size) }
            delivered.append(request.index)
            trim()
            condition.unlock()
            wake()
        }
    }
}
