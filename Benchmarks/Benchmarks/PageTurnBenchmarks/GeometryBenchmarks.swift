import Benchmark
import CylinderReference
import PageTurn

/// The page the geometry benchmarks bend: 320 × 480 points, a phone-sized page.
private let pageSize = SIMD2<Double>(320, 480)

/// A 128 × 128 grid of material points over the page, made once.
private let grid: [SIMD2<Double>] = (0..<(128 * 128)).map { (index: Int) -> SIMD2<Double> in
    let column = Double(index % 128), row = Double(index / 128)
    return SIMD2(column * pageSize.x / 127, row * pageSize.y / 127)
}

/// A half-turned curl with an oblique axis, as a finger would leave it.
private let halfTurn = CurlTracker(pageSize: pageSize).deformation(grab: SIMD2(320, 480), finger: SIMD2(120, 380))

/// Geometry: deforming a grid, building curl meshes, tracker solves. Each benchmark reports
/// allocations per iteration (`Malloc (total)`), which must be zero in steady state.
/// The sum of every position and normal of `deformation` over ``grid``, through the protocol.
@inline(never)
func deformGrid<Deformation: PageDeformation>(_ deformation: Deformation) -> SIMD3<Double> {
    var sum = SIMD3<Double>.zero
    for point in grid {
        let surface = deformation.surface(at: point)
        sum += surface.position + surface.normal
    }
    return sum
}

func geometryBenchmarks() {
    // Reference for ratios: the flat page, whose surface is the identity.
    Benchmark("Deform 128×128 grid: flat (reference)", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = SIMD3<Double>.zero
            for point in grid {
                let surface = PageSurface.flat.surface(at: point)
                sum += surface.position + surface.normal
            }
            blackHole(sum)
        }
    }

    Benchmark("Deform 128×128 grid: cylinder", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = SIMD3<Double>.zero
            for point in grid {
                let surface = halfTurn.surface(at: point)
                sum += surface.position + surface.normal
            }
            blackHole(sum)
        }
    }

    // Reference for the cylinder: the same formula as a plain C loop built with -O3 (issue "Fast
    // on two cores without a GPU": the cylinder at most 1.0 × this).
    Benchmark("Deform 128×128 grid: cylinder, plain C -O3 (reference)", configuration: .init(scalingFactor: .one)) { benchmark in
        let flat = grid.flatMap { [$0.x, $0.y] }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let sum = flat.withUnsafeBufferPointer { points in
                pageturn_cylinder_grid(points.baseAddress, Int32(grid.count), halfTurn.axisPoint.x,
                                       halfTurn.axisPoint.y, halfTurn.axisAngle, halfTurn.radius)
            }
            blackHole(sum)
        }
    }

    // The same through the protocol, as a mesh builder generic over the deformation uses it.
    Benchmark("Deform 128×128 grid: cylinder through PageDeformation", configuration: .init(scalingFactor: .one)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(deformGrid(halfTurn))
        }
    }

    Benchmark("Deform 128×128 grid: cone", configuration: .init(scalingFactor: .one)) { benchmark in
        let cone = ConeTurnSchedule(pageSize: pageSize).deformation(at: 0.4)
        for _ in benchmark.scaledIterations {
            var sum = SIMD3<Double>.zero
            for point in grid {
                let surface = cone.surface(at: point)
                sum += surface.position + surface.normal
            }
            blackHole(sum)
        }
    }

    Benchmark("PageMesh.rebuild: curl (steady state)", configuration: .init(scalingFactor: .one)) { benchmark in
        var mesh = PageMesh(deformation: halfTurn, pageSize: pageSize)
        var radius = 20.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            radius = radius > 60 ? 20 : radius + 0.5
            let curl = CylinderDeformation(axisPoint: halfTurn.axisPoint, axisAngle: halfTurn.axisAngle, radius: radius)
            mesh.rebuild(for: curl, pageSize: pageSize)
            blackHole(mesh.vertexCount)
        }
    }

    Benchmark("PageMesh.rebuild: flat (reference)", configuration: .init(scalingFactor: .one)) { benchmark in
        var mesh = PageMesh(deformation: PageSurface.flat, pageSize: pageSize)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            mesh.rebuild(for: PageSurface.flat, pageSize: pageSize)
            blackHole(mesh.vertexCount)
        }
    }

    Benchmark("CurlTracker.deformation(grab:finger:)") { benchmark in
        let tracker = CurlTracker(pageSize: pageSize)
        var finger = SIMD2<Double>(300, 470)
        for _ in benchmark.scaledIterations {
            finger.x = finger.x < -250 ? 300 : finger.x - 0.37
            blackHole(tracker.deformation(grab: SIMD2(320, 480), finger: finger))
        }
    }
}
