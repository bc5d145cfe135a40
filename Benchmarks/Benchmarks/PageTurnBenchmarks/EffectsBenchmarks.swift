import Benchmark
import PageTurn

/// The view the effects fill: a phone in portrait, in points.
private let viewSize = SIMD2<Double>(390, 844)

/// Effects: one tick (advance the clock, build the frame into reused storage) of each
/// controller while it animates. `Malloc (total)` per tick must be zero in steady state.
func effectsBenchmarks() {
    Benchmark("Effect tick: fold menu springing") { benchmark in
        var menu = FoldMenu(viewSize: viewSize)
        var frame = Frame(viewSize: viewSize)
        var time = 0.0
        menu.open(at: time)
        menu.frame(into: &frame)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            if menu.isIdle { menu.toggle(at: time) }
            menu.advance(to: time)
            frame.removeAll()
            menu.frame(into: &frame)
            blackHole(frame.drawables.count)
        }
    }

    Benchmark("Effect tick: tab stack flinging (12 pages)") { benchmark in
        let faces = (0..<12).map { PageFace.page($0) }
        var stack = PageStack(viewSize: viewSize, pages: faces)
        var frame = Frame(viewSize: viewSize)
        var time = 0.0
        stack.frame(into: &frame)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 1.0 / 60
            if stack.isIdle {
                // A fling: a quick upward drag released with velocity.
                stack.dragBegan(at: SIMD2(200, 700), time: time)
                stack.dragMoved(to: SIMD2(200, 600), time: time + 0.02)
                stack.dragEnded(at: SIMD2(200, 500), time: time + 0.04)
                time += 0.04
                while stack.nextEvent() != nil {}
            }
            stack.advance(to: time)
            frame.removeAll()
            stack.frame(into: &frame)
            blackHole(frame.drawables.count)
        }
    }

    Benchmark("Effect tick: book curl following a finger") { benchmark in
        bookDragBenchmark(benchmark, effect: .curl)
    }

    Benchmark("Effect tick: book flip following a finger") { benchmark in
        bookDragBenchmark(benchmark, effect: .flip)
    }

    // The finger holds a point in the middle of the page, exactly, through the perspective.
    Benchmark("Effect tick: book curl held mid-page") { benchmark in
        bookDragBenchmark(benchmark, effect: .curl, from: SIMD2(200, 300))
    }
}

/// One drag tick of a book: the finger moves, the clock advances, the frame is rebuilt. The finger
/// sweeps from `start` (view points; by default the bottom-right corner) toward the spine and
/// back, never releasing.
private func bookDragBenchmark(_ benchmark: Benchmark, effect: TurnEffect, from start: SIMD2<Double> = SIMD2(375, 555)) {
    guard let book = try? Book(pageCount: 40, pageSize: SIMD2(360, 520)) else { return }
    let view = SIMD2<Double>(400, 600)
    var controller = BookController(book: book, viewSize: view, configuration: BookConfiguration(effect: effect), page: 10)
    var frame = Frame(viewSize: view)
    var time = 0.0
    controller.dragBegan(at: start, time: time)
    // Room for the largest frame a book makes (a spread mid-turn: three pages beneath, the leaf),
    // as a render loop's frame has after its first turn.
    frame.drawables.reserveCapacity(8)
    controller.frame(into: &frame)
    var phase = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        time += 1.0 / 60
        phase = phase >= 2 ? 0 : phase + 0.01
        let sweep = phase <= 1 ? phase : 2 - phase   // a triangle wave in [0, 1]
        controller.dragMoved(to: start - SIMD2(330 * sweep, 120 * sweep), time: time)
        controller.advance(to: time)
        while controller.nextEvent() != nil {}
        frame.removeAll()
        controller.frame(into: &frame)
        blackHole(frame.drawables.count)
    }
}
