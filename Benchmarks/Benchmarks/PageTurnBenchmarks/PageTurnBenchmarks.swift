import Benchmark
import PageTurn

/// Points and transforms made once, outside the measured loops.
private let samplePoints: [SIMD3<Double>] = (0..<1024).map { (index: Int) -> SIMD3<Double> in
    let x = Double(index % 32) * 10
    let y = Double(index / 32) * 15
    return SIMD3<Double>(x, y, Double(index % 7))
}

private let pageFlip = Transform3D(perspectiveDistance: 1000)
    .rotated(by: -.pi / 3, x: 0, y: 1, z: 0)
    .translatedBy(x: -160, y: -240, z: 0)

let benchmarks: @Sendable () -> Void = {
    // Throughput, wall clock and allocations; a couple of seconds a benchmark.
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal],
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 1_000
    )

    renderBenchmarks()
    viewerBenchmarks()
    viewerWindowBenchmarks()

    // Reference for ratios: a plain 4x4 row-vector product written with SIMD4 rows.
    Benchmark("Reference: SIMD4 matrix product") { benchmark in
        let rows = (SIMD4<Double>(1, 0.1, 0, 0), SIMD4<Double>(0, 1, 0.2, 0),
                    SIMD4<Double>(0.3, 0, 1, -0.001), SIMD4<Double>(5, 6, 7, 1))
        var acc = rows
        for _ in benchmark.scaledIterations {
            acc = (
                acc.0.x * rows.0 + acc.0.y * rows.1 + acc.0.z * rows.2 + acc.0.w * rows.3,
                acc.1.x * rows.0 + acc.1.y * rows.1 + acc.1.z * rows.2 + acc.1.w * rows.3,
                acc.2.x * rows.0 + acc.2.y * rows.1 + acc.2.z * rows.2 + acc.2.w * rows.3,
                acc.3.x * rows.0 + acc.3.y * rows.1 + acc.3.z * rows.2 + acc.3.w * rows.3
            )
            blackHole(acc)
        }
    }

    Benchmark("Transform3D.concatenating") { benchmark in
        let step = Transform3D(rotationAngle: 0.001, x: 0.2, y: 1, z: 0.1)
        var t = pageFlip
        for _ in benchmark.scaledIterations {
            t = t.concatenating(step)
            blackHole(t)
        }
    }

    Benchmark("Transform3D.apply(to:) (1024 points)", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = SIMD3<Double>.zero
            for point in samplePoints { sum += pageFlip.apply(to: point) }
            blackHole(sum)
        }
    }

    Benchmark("Transform3D.inverted") { benchmark in
        var t = pageFlip
        for _ in benchmark.scaledIterations {
            t = t.inverted() ?? .identity
            blackHole(t)
        }
    }

    // Reference for ratios: the linear curve needs no solve.
    Benchmark("TimingFunction.linear.value(at:)") { benchmark in
        var progress = 0.0
        for _ in benchmark.scaledIterations {
            progress += 0.000_37
            if progress > 1 { progress -= 1 }
            blackHole(TimingFunction.linear.value(at: progress))
        }
    }

    Benchmark("TimingFunction.easeInEaseOut.value(at:)") { benchmark in
        var progress = 0.0
        for _ in benchmark.scaledIterations {
            progress += 0.000_37
            if progress > 1 { progress -= 1 }
            blackHole(TimingFunction.easeInEaseOut.value(at: progress))
        }
    }

    Benchmark("TimingFunction custom (0.3, 1.4, 0.6, -0.2).value(at:)") { benchmark in
        let overshoot = TimingFunction(controlPoints: 0.3, 1.4, 0.6, -0.2)
        var progress = 0.0
        for _ in benchmark.scaledIterations {
            progress += 0.000_37
            if progress > 1 { progress -= 1 }
            blackHole(overshoot.value(at: progress))
        }
    }

    Benchmark("Spring.value(at:) underdamped") { benchmark in
        let spring = Spring(response: 0.5, dampingFraction: 0.7)
        var time = 0.0
        for _ in benchmark.scaledIterations {
            time += 0.000_1
            if time > 2 { time = 0 }
            blackHole(spring.value(at: time, initialVelocity: 0))
        }
    }

    geometryBenchmarks()
    effectsBenchmarks()
    mediaBenchmarks()
    commandBenchmarks()
}
