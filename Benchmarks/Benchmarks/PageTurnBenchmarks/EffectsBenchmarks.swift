import Benchmark
import PageTurn

/// The view the effects fill: a phone in portrait, in points.
private let viewSize = SIMD2<Double>(390, 844)

/// Effects: one tick (advance the clock, build the frame into reused storage) of each
/// controller while it animates. `Malloc (total)` per tick must be zero in steady state.
func effectsBenchmarks() {
    Benchmark("Effect tick: fold menu springing", configuration: .init(scalingFactor: .one)) { benchmark in
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

    Benchmark("Effect tick: tab stack flinging (12 pages)", configuration: .init(scalingFactor: .one)) { benchmark in
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
}
