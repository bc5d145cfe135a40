import PageEffects
import PageGeometry
#if hasFeature(Embedded)
// Compiled for WebAssembly, Scripts/build-wasm builds PageRenderGL's GL-free files
// (`FrameUniforms` and what it uses) as a module of that name.
#endif
import PageRenderGL

/// A book on a web page: the controller, its frame, and the frame's shader inputs
/// (`FrameUniforms`), driven by the browser's pointer, keys and clock.
///
/// This is the logic behind the C-ABI surface (`WebExports.swift`), kept here so that it is
/// unit-tested on the host: presses that barely move become taps, keys turn pages, and the
/// point grabbed at a press is followed so that a test can check that it stays under the
/// pointer. Times are seconds on the page's clock (`performance.now() / 1000`), positions CSS
/// pixels from the canvas's top-left. Steady state allocates nothing: ``render()`` reuses the
/// frame and the uniforms.
public struct WebBook {
    /// A press that lifts within this many points and seconds is a tap (as the viewer's click).
    public static let tapDistance = 5.0
    /// See ``tapDistance``.
    public static let tapDuration = 0.4

    /// The options the book was made with (its view size kept current).
    public private(set) var options: WebBookOptions
    /// The book's controller.
    public private(set) var controller: BookController
    /// The last frame ``render()`` wrote.
    public private(set) var frame: Frame
    /// The last frame's shader inputs.
    public private(set) var uniforms = FrameUniforms()
    /// Pages turned so far (`BookEvent.turned`).
    public private(set) var turnCount = 0

    /// The pointer while it is down.
    private struct Press {
        var position: SIMD2<Double>
        var time: Double
        var movedFar = false
        /// The page under the press and the point of it pressed (canonical page points).
        var grab: (page: Int, point: SIMD2<Double>)?
    }
    private var press: Press?

    /// Makes the book.
    /// - Throws: `BookError` for no pages or an unusable page size.
    public init(options: WebBookOptions) throws(BookError) {
        self.options = options
        let book = try Book(pageCount: options.pageCount, pageSize: options.pageSize, layout: options.layout,
                            binding: options.binding, hardPages: options.hardPages)
        controller = BookController(book: book, viewSize: options.viewSize,
                                    configuration: options.configuration(viewSize: options.viewSize),
                                    page: options.startPage)
        frame = Frame(viewSize: options.viewSize)
    }

    /// The page shown at rest (the first of its spread).
    public var currentPage: Int { controller.currentPage }
    /// Whether nothing moves: the page may stop ticking until the next input.
    public var isIdle: Bool { controller.isIdle }
    /// The size a page is drawn at, points: what the page's images should be at `devicePixelRatio`.
    public var pageSizeInView: SIMD2<Double> { controller.geometry.pageSizeInView }

    /// Lays the book out for a view of `viewSize` points (the canvas was resized).
    public mutating func resize(to viewSize: SIMD2<Double>) {
        guard viewSize.x > 0, viewSize.y > 0, viewSize.x.isFinite, viewSize.y.isFinite else { return }
        options.viewSize = viewSize
        controller.configuration = options.configuration(viewSize: viewSize)
        controller.viewSize = viewSize
    }

    /// The pointer went down at `position` at `time`.
    public mutating func pointerDown(at position: SIMD2<Double>, time: Double) {
        press = Press(position: position, time: time, grab: pageUnder(position))
        controller.dragBegan(at: position, time: time)
        drainEvents()
    }

    /// The pointer, held down, moved to `position` at `time`.
    public mutating func pointerMoved(to position: SIMD2<Double>, time: Double) {
        guard var current = press else { return }
        let offset = position - current.position
        if (offset * offset).sum() > Self.tapDistance * Self.tapDistance { current.movedFar = true }
        press = current
        controller.dragMoved(to: position, time: time)
        drainEvents()
    }

    /// The pointer went up at `position` at `time`; a quick press that barely moved also taps.
    public mutating func pointerUp(at position: SIMD2<Double>, time: Double) {
        guard let current = press else { return }
        press = nil
        controller.dragEnded(at: position, time: time)
        if !current.movedFar, time - current.time <= Self.tapDuration {
            controller.tap(at: position, time: time)
        }
        drainEvents()
    }

    /// The pointer was taken away (the browser's `pointercancel`).
    public mutating func pointerCancelled(time: Double) {
        guard press != nil else { return }
        press = nil
        controller.dragCancelled(time: time)
        drainEvents()
    }

    /// A key at `time`.
    public mutating func press(_ key: BookKey, time: Double) {
        controller.press(key, time: time)
        drainEvents()
    }

    /// Moves the animations on to `time`.
    public mutating func advance(to time: Double) {
        controller.advance(to: time)
        drainEvents()
    }

    /// Writes the frame at the present time and its shader inputs (``frame``, ``uniforms``).
    public mutating func render() {
        controller.frame(into: &frame)
        uniforms.update(for: frame)
    }

    /// Where the point of the page grabbed at the press is drawn now, in view points, or `nil`
    /// when no page is held: the page follows the pointer exactly when this is the pointer's
    /// position (within the tracker's reach). Read from the last ``render()``'s frame.
    public func grabbedPointInView() -> SIMD2<Double>? {
        guard let grab = press?.grab else { return nil }
        let camera = RenderCamera(frame: frame)
        // The lifted sheet showing the grabbed page: a drawable showing it that is not flat
        // first (the turning leaf), else the page at rest.
        var found: PageDrawable?
        for drawable in frame.drawables where Self.shows(drawable, page: grab.page) {
            if found == nil || !drawable.surface.isPlanar || drawable.placement.m13 != 0 { found = drawable }
        }
        guard let drawable = found else { return nil }
        let onSurface = drawable.surface.position(of: grab.point)
        guard let pixel = camera.pixelPosition(of: drawable.placement.apply(to: onSurface)) else { return nil }
        return pixel
    }

    // MARK: - Internals

    private static func shows(_ drawable: PageDrawable, page: Int) -> Bool {
        if case .page(let index) = drawable.front, index == page { return true }
        if case .page(let index) = drawable.back, index == page { return true }
        return false
    }

    /// The page drawn at `position` in the last frame (the highest layer), and the point of it
    /// there in its canonical page frame.
    private func pageUnder(_ position: SIMD2<Double>) -> (page: Int, point: SIMD2<Double>)? {
        var best: (page: Int, point: SIMD2<Double>, layer: Int)?
        for drawable in frame.drawables where drawable.surface.isPlanar {
            guard let inverse = drawable.placement.inverted() else { continue }
            let p = inverse.apply(to: SIMD3(position.x, position.y, 0))
            guard p.x >= 0, p.y >= 0, p.x <= drawable.pageSize.x, p.y <= drawable.pageSize.y else { continue }
            let page: Int
            if case .page(let index) = drawable.front {
                page = index
            } else if case .page(let index) = drawable.back {
                page = index
            } else {
                continue
            }
            if best == nil || drawable.layer > best!.layer { best = (page, SIMD2(p.x, p.y), drawable.layer) }
        }
        return best.map { ($0.page, $0.point) }
    }

    private mutating func drainEvents() {
        while let event = controller.nextEvent() {
            if case .turned = event { turnCount += 1 }
        }
    }
}
