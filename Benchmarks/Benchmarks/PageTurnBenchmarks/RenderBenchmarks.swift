import Benchmark
import PageRenderGL
import PageMedia
import PageSampleBook
import PageTurn

/// Full-HD frames drawn offscreen (EGL, Mesa: llvmpipe without a GPU), 4× multisampled: a book
/// spread with the right page lying flat, and the same spread with that page curling under a
/// moving finger (its mesh and shadow profile rebuilt every frame), each with and without reading
/// the picture back. One renderer, so one context and one set of uploaded pages, serves them all.
///
/// Ratios to read off the results: curl / flat (the price of the curl, target at most 1.25) and
/// with / without read-back (the price of the read-back).
final class RenderFixture {
    static let viewSize = SIMD2<Double>(1920, 1080)
    static let pageSize = SIMD2<Double>(880, 1040)

    let renderer: OffscreenRenderer
    let pages: [RGBAImage]
    /// The spread with the right page flat.
    let flatFrame: Frame
    /// The spread with the right page curled; its surface is changed in place every frame.
    private var curlFrame: Frame
    private var step = 0

    init() throws {
        renderer = try OffscreenRenderer()
        pages = (0 ..< 4).map { RenderFixture.pageImage($0) }
        flatFrame = Self.frame(turning: .flat)
        curlFrame = Self.frame(turning: .flat)
    }

    /// The spread: left page 0, right page 3 beneath, the turning page (front 1, back 2) on top.
    static func frame(turning surface: PageSurface) -> Frame {
        let right = Transform3D(translationX: viewSize.x / 2, y: 20, z: 0)
        let left = Transform3D(scaleX: -1, y: 1, z: 1).concatenating(right)
        return Frame(viewSize: viewSize, camera: Camera(), drawables: [
            PageDrawable(front: .page(0), pageSize: pageSize, placement: left),
            PageDrawable(front: .page(3), pageSize: pageSize, placement: right),
            PageDrawable(front: .page(1), back: .page(2), pageSize: pageSize, surface: surface,
                         placement: right, layer: 1),
        ])
    }

    /// The spread with the page curled, its axis a point further on each call (a dragging
    /// finger); the frame is updated in place, as a controller would, allocating nothing.
    func nextCurlFrame() -> Frame {
        step = (step + 1) % 200
        let curl = CylinderDeformation(axisPoint: SIMD2(300 + Double(step), 520), axisAngle: .pi / 2 + 0.2, radius: 70)
        curlFrame.drawables[2].surface = .cylinder(curl)
        return curlFrame
    }

    func render(_ frame: Frame) throws -> RGBAImage {
        try renderer.render(frame) { [pages] in pages.indices.contains($0) ? pages[$0] : nil }
    }

    func renderWithoutReadback(_ frame: Frame) throws {
        try renderer.renderWithoutReadback(frame) { [pages] in pages.indices.contains($0) ? pages[$0] : nil }
    }

    /// A 1024 × 1210 page: a tinted gradient with darker blocks (content for the texture sampler).
    static func pageImage(_ index: Int) -> RGBAImage {
        var image = RGBAImage(width: 1024, height: 1210)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let block = (x / 64 + y / 64 + index) % 5 == 0
                let base = UInt8(180 + (x + y + 40 * index) % 70)
                image[x, y] = block ? SIMD4(60, 60, 90, 255) : SIMD4(base, UInt8(200 - index * 20), 170, 255)
            }
        }
        return image
    }
}

/// Makes the fixture on first use, so that other benchmarks do not pay for a GL context.
final class RenderFixtureHolder {
    private var made: Result<RenderFixture, any Error>?

    /// The shared fixture, or `nil` (with the error reported to `benchmark`) where no OpenGL ES
    /// context can be made.
    func fixture(for benchmark: Benchmark) -> RenderFixture? {
        if made == nil { made = Result { try RenderFixture() } }
        switch made {
        case .success(let fixture): return fixture
        case .failure(let error): benchmark.error("no OpenGL ES context: \(error)")
        case nil: break
        }
        return nil
    }
}

/// Registers the render benchmarks.
func renderBenchmarks() {
    let holder = RenderFixtureHolder()
    // A frame takes tens of milliseconds on llvmpipe: a few seconds of frames each, after two
    // warm-up frames (the first uploads the pages and compiles the shader).
    let configuration = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(4),
        maxIterations: 200
    )

    Benchmark("Render 1920x1080: flat page", configuration: configuration) { benchmark in
        guard let fixture = holder.fixture(for: benchmark) else { return }
        let frame = fixture.flatFrame
        for _ in benchmark.scaledIterations { blackHole(try fixture.render(frame)) }
    }

    Benchmark("Render 1920x1080: curl", configuration: configuration) { benchmark in
        guard let fixture = holder.fixture(for: benchmark) else { return }
        for _ in benchmark.scaledIterations {
            let frame = fixture.nextCurlFrame()
            blackHole(try fixture.render(frame))
        }
    }

    Benchmark("Render 1920x1080: flat page, no read-back", configuration: configuration) { benchmark in
        guard let fixture = holder.fixture(for: benchmark) else { return }
        let frame = fixture.flatFrame
        for _ in benchmark.scaledIterations { try fixture.renderWithoutReadback(frame) }
    }

    Benchmark("Render 1920x1080: curl, no read-back", configuration: configuration) { benchmark in
        guard let fixture = holder.fixture(for: benchmark) else { return }
        for _ in benchmark.scaledIterations {
            let frame = fixture.nextCurlFrame()
            try fixture.renderWithoutReadback(frame)
        }
    }
}

/// What `pageturn view` draws while a page is dragged in a 1280 × 800 window: the sample book open
/// at a spread (laid out as the viewer lays it out), the right page's corner pulled across by a
/// finger moving every frame, each frame drawn into an offscreen framebuffer of the window's size
/// and finished (`glFinish`), as a window's swap waits for it. With `samples: 1` the renderer
/// smooths the outlines itself (the viewer's window has one sample a pixel); `samples: 4` is the
/// 4× multisampled framebuffer the viewer used before.
final class ViewerDragFixture {
    static let viewSize = SIMD2<Double>(1280, 800)
    private let renderer: OffscreenRenderer
    private let pages: [RGBAImage]
    private var controller: BookController
    private var frame = Frame(viewSize: viewSize)
    private var time = 0.0
    private var step = 0
    private let start: SIMD2<Double>

    init(samples: Int) throws {
        let book = SampleBook()
        let pageSize = try book.pageSize(at: 0)
        var configuration = BookConfiguration(effect: .curl)
        configuration.margin = 0.06 * Self.viewSize.y
        configuration.camera = Camera(eyeDistance: 2 * Self.viewSize.x)
        configuration.pixelGrid = 1
        configuration.bookBlock = BookBlock(pageThickness: 0.0003 * pageSize.x, coverThickness: 0.004 * pageSize.x,
                                            maximumThickness: 0.015 * pageSize.x)
        controller = BookController(
            book: try Book(pageCount: book.pageCount, pageSize: pageSize, layout: .spreads(coverAlone: true), binding: .left),
            viewSize: Self.viewSize, configuration: configuration, page: 3)
        let pixels = controller.geometry.pageSizeInView
        let size = PixelSize(width: Int(pixels.x.rounded()), height: Int(pixels.y.rounded()))
        pages = try (0 ..< book.pageCount).map { try book.image(at: $0, pixelSize: size) }
        renderer = try OffscreenRenderer(samples: samples)
        // The right page's lower outer corner, a little inside.
        let corner = controller.geometry.viewPoint(fromCanonical: SIMD3(controller.geometry.canonicalPageSize * SIMD2(0.95, 0.9), 0),
                                                   side: .recto)
        start = SIMD2(corner.x, corner.y)
        controller.dragBegan(at: start, time: 0)
    }

    /// Moves the finger one frame on (across the spread and back, a second each way) and draws.
    func drawNextFrame() throws {
        time += 1.0 / 60
        step += 1
        let phase = Double(step % 120) / 60
        let k = phase <= 1 ? phase : 2 - phase
        controller.dragMoved(to: start + SIMD2(-0.55 * Self.viewSize.x, -0.12 * Self.viewSize.y) * k, time: time)
        controller.advance(to: time)
        controller.frame(into: &frame)
        try renderer.renderWithoutReadback(frame) { [pages] in pages.indices.contains($0) ? pages[$0] : nil }
    }
}

/// Registers the viewer benchmarks: a dragged page's frame in a 1280 × 800 window, against the
/// frame budget of 60 fps (16.7 ms; issue "Fast on two cores without a GPU": p95 at most that).
func viewerBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(6),
        maxIterations: 240
    )
    for samples in [1, 4] {
        var fixture: ViewerDragFixture?
        let name = samples == 1 ? "one sample, smoothed outlines" : "4× multisampled (before)"
        Benchmark("Viewer 1280x800: dragging a page, \(name)", configuration: configuration) { benchmark in
            if fixture == nil { fixture = try ViewerDragFixture(samples: samples) }
            for _ in benchmark.scaledIterations { try fixture!.drawNextFrame() }
        }
    }
}
