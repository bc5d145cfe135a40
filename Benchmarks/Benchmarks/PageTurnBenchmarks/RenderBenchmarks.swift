import Benchmark
import PageRenderGL
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
