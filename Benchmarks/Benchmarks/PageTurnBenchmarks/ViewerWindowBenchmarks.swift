import Benchmark
import Foundation

// The viewer row as a user meets it: `pageturn view --stats` (a release build of this
// checkout, as a process) in a 1280 × 800 window on Xvfb, a page of a PDF dragged across the
// window and back by one xdotool process, and the frame times the viewer reports while dragging
// (issue target: 95th percentile at most 16.7 ms). Each sample is one run of
// `Scripts/viewer-stats`, which says how. "…, through EGL (before)" makes the window's context as
// the viewer did before the twelfth round, for the ratio in one run. Run only these with
//   swift package benchmark --filter "Viewer window: .*"
// They need Xvfb and xdotool (Scripts/bootstrap installs them).

/// The script and the executable it runs.
private struct ViewerWindowFixture {
    let script = PageTurnExecutable.packageFolder + "/Scripts/viewer-stats"
    let executable: String

    init() throws {
        executable = try PageTurnExecutable.path()
    }

    /// One run of the script with `environment` added: the mean and the 95th percentile of the
    /// frame times while dragging, microseconds.
    func dragFrameTimes(environment: [String: String]) throws -> (mean: Int, p95: Int) {
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["RUNS"] = "1"
        let (text, status) = try ChildProcess.output(of: "/usr/bin/env", ["bash", script, executable],
                                                     environment: variables)
        guard status == 0 else { throw BenchmarkSetupError("\(script) exited with status \(status)") }
        // "<build>\tpageturn: frame time while dragging: mean 10.1 ms, 95th percentile 11.6 ms (252 frames)"
        func figure(after label: String) -> Int? {
            guard let range = text.range(of: label) else { return nil }
            let number = text[range.upperBound...].prefix { "0123456789.".contains($0) }
            return Double(number).map { Int(($0 * 1000).rounded()) }
        }
        guard let mean = figure(after: "mean "), let p95 = figure(after: "95th percentile ") else {
            throw BenchmarkSetupError("no frame times while dragging: \(text)")
        }
        return (mean, p95)
    }
}

/// Registers the benchmarks of `pageturn view` in a window.
func viewerWindowBenchmarks() {
    let p95 = BenchmarkMetric.custom("frame time while dragging, 95th percentile (µs)", polarity: .prefersSmaller,
                                     useScalingFactor: false)
    let mean = BenchmarkMetric.custom("frame time while dragging, mean (µs)", polarity: .prefersSmaller,
                                      useScalingFactor: false)
    // A run takes about seven seconds: one warm-up and five samples.
    let configuration = Benchmark.Configuration(
        metrics: [p95, mean],
        units: [p95: .count, mean: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(120),
        maxIterations: 5
    )
    let ways: [(name: String, environment: [String: String])] = [
        ("the context through GLX (as SDL chooses on X11)", [:]),
        ("the context through EGL (before)", ["SDL_VIDEO_X11_FORCE_EGL": "1", "SDL_OPENGL_ES_DRIVER": "1"]),
    ]
    for way in ways {
        Benchmark("Viewer window: pageturn view --stats 1280x800 on Xvfb, a page dragged, \(way.name)",
                  configuration: configuration,
                  closure: { benchmark, fixture in
                      for _ in benchmark.scaledIterations {
                          let times = try fixture.dragFrameTimes(environment: way.environment)
                          benchmark.measurement(p95, times.p95)
                          benchmark.measurement(mean, times.mean)
                      }
                  },
                  setup: { try ViewerWindowFixture() })
    }
}
