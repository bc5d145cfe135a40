import Benchmark
import Foundation
import PageMedia
import PageSampleBook

// The issue's export row as a user meets it: the `pageturn render` command itself (a release
// build of this checkout, run as a process) turning a 6-page book into a 1080p60 MP4, against
// ffmpeg alone encoding the very frames the command draws, with the same arguments, from a raw
// file. Ratios to read off the results (issue target at most 1.5 for both):
// - "pageturn render, single pages" / "Reference: ffmpeg alone, the single-page render's frames"
// - "pageturn render, spreads" / "Reference: ffmpeg alone, the spread render's frames"
// The ratio is also measured within each sample ("…, interleaved": ffmpeg alone, then the
// command, back to back, their ratio × 1000), which a machine whose speed drifts between the
// separate benchmarks' runs moves less.
// Run only these with
//   swift package benchmark --filter "Command: .*"
// Each setup builds `pageturn` (release) in the parent package if it is not up to date; set
// `PAGETURN_EXECUTABLE` to time another binary instead (`PageTurnExecutable`).

/// A book of six sample pages (1000 × 1400 PNGs, as a scan folder would hold them) in a scratch
/// folder, the `pageturn` executable to render it with, and, for the reference, the frames of
/// the render as one raw RGBA file (drawn by the command itself into a PNG folder, then unpacked
/// by ffmpeg: PNG is lossless, so they are the frames the MP4 render encodes).
private final class RenderCommandFixture {
    static let pageCount = 6
    static let pagePixels = PixelSize(width: 1000, height: 1400)

    /// Whether the book is shown as two-page spreads (`--spread`) rather than a page at a time.
    let spread: Bool
    /// The `pageturn` executable.
    let executable: String
    /// The frames' raw RGBA bytes one after another (only for a fixture made with `writeRawFile`).
    private(set) var rawPath: String?

    var bookFolder: String { Self.folder + "/book" }
    var outputPath: String { Self.folder + "/render.mp4" }

    /// The arguments of `pageturn` rendering the book to `output`, 1920 × 1080 at 60 fps.
    func renderArguments(output: String) -> [String] {
        ["render", bookFolder, "--output", output, "--size", "1920x1080", "--fps", "60", "--quiet"]
            + (spread ? ["--spread"] : [])
    }

    init(spread: Bool, writeRawFile: Bool) throws {
        self.spread = spread
        executable = try PageTurnExecutable.path()
        try FileManager.default.createDirectory(atPath: Self.folder + "/book", withIntermediateDirectories: true)
        let book = SampleBook(pageCount: Self.pageCount)
        for index in 0 ..< Self.pageCount {
            try book.image(at: index, pixelSize: Self.pagePixels).writePNG(to: Self.folder + "/book/page\(index + 1).png")
        }
        guard writeRawFile else { return }
        guard let ffmpeg = FFmpegReference.executable else { throw BenchmarkSetupError("no ffmpeg on PATH") }
        let frames = Self.folder + "/frames"
        try Self.check(executable, renderArguments(output: frames))
        let raw = Self.folder + "/frames.raw"
        try Self.check(ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", "-f", "image2", "-framerate", "60",
                                "-i", frames + "/frame-%05d.png", "-f", "rawvideo", "-pix_fmt", "rgba", "file:" + raw])
        try FileManager.default.removeItem(atPath: frames)
        rawPath = raw
    }

    /// Runs `executable` and throws when it fails.
    static func check(_ executable: String, _ arguments: [String]) throws {
        let status = try ChildProcess.run(executable, arguments)
        guard status == 0 else {
            throw BenchmarkSetupError("\(executable) \(arguments.joined(separator: " ")) exited with status \(status)")
        }
    }

    /// This process's scratch folder (each benchmark runs in a process of its own).
    static var folder: String {
        NSTemporaryDirectory() + "pageturn-commandbench-\(ProcessInfo.processInfo.processIdentifier)"
    }

    static func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// Registers the benchmarks of the `pageturn render` command.
func commandBenchmarks() {
    // A render takes many seconds on two cores: one warm-up and three samples. Besides wall
    // clock, the CPU time of the finished children (pageturn and its ffmpeg, or ffmpeg alone).
    let cpuTime = BenchmarkMetric.custom("CPU self + children (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, cpuTime],
        units: [cpuTime: .count],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(180),
        maxIterations: 3
    )
    // Ffmpeg alone and the command back to back in each sample, and the ratio of the two.
    let ratio = BenchmarkMetric.custom("pageturn render / ffmpeg alone (× 1000)", polarity: .prefersSmaller,
                                       useScalingFactor: false)
    let referenceTime = BenchmarkMetric.custom("ffmpeg alone (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let commandTime = BenchmarkMetric.custom("pageturn render (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    var interleaved = configuration
    interleaved.metrics = [ratio, referenceTime, commandTime]
    interleaved.units = [ratio: .count, referenceTime: .count, commandTime: .count]
    interleaved.maxDuration = .seconds(300)
    for spread in [false, true] {
        let kind = spread ? "spreads" : "single pages"
        Benchmark("Command: pageturn render, 6-page book 1080p60 MP4, \(kind)",
                  configuration: configuration,
                  closure: { benchmark, fixture in
                      for _ in benchmark.scaledIterations {
                          let cpuBefore = CPUTime.millisecondsWithChildren()
                          try RenderCommandFixture.check(fixture.executable,
                                                         fixture.renderArguments(output: fixture.outputPath))
                          benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                      }
                  },
                  setup: { try RenderCommandFixture(spread: spread, writeRawFile: false) },
                  teardown: { RenderCommandFixture.removeFolder() })

        Benchmark("Command: Reference: ffmpeg alone, the \(spread ? "spread" : "single-page") render's frames",
                  configuration: configuration,
                  closure: { benchmark, fixture in
                      guard let ffmpeg = FFmpegReference.executable, let input = fixture.rawPath else {
                          return benchmark.error("no ffmpeg on PATH")
                      }
                      for _ in benchmark.scaledIterations {
                          let cpuBefore = CPUTime.millisecondsWithChildren()
                          try RenderCommandFixture.check(ffmpeg, FFmpegReference.encodeArguments(
                              input: input, output: fixture.outputPath))
                          benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                      }
                  },
                  setup: { try RenderCommandFixture(spread: spread, writeRawFile: true) },
                  teardown: { RenderCommandFixture.removeFolder() })

        Benchmark("Command: pageturn render / ffmpeg alone, interleaved, \(kind)",
                  configuration: interleaved,
                  closure: { benchmark, fixture in
                      guard let ffmpeg = FFmpegReference.executable, let input = fixture.rawPath else {
                          return benchmark.error("no ffmpeg on PATH")
                      }
                      for _ in benchmark.scaledIterations {
                          let start = ContinuousClock.now
                          try RenderCommandFixture.check(ffmpeg, FFmpegReference.encodeArguments(
                              input: input, output: fixture.outputPath))
                          let middle = ContinuousClock.now
                          try RenderCommandFixture.check(fixture.executable,
                                                         fixture.renderArguments(output: fixture.outputPath))
                          let end = ContinuousClock.now
                          let reference = milliseconds(middle - start), command = milliseconds(end - middle)
                          benchmark.measurement(referenceTime, reference)
                          benchmark.measurement(commandTime, command)
                          benchmark.measurement(ratio, 1000 * command / max(reference, 1))
                      }
                  },
                  setup: { try RenderCommandFixture(spread: spread, writeRawFile: true) },
                  teardown: { RenderCommandFixture.removeFolder() })
    }
}

/// `duration` in whole milliseconds.
private func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
}
