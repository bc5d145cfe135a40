import Benchmark
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PageMedia
import PageRenderGL
import PageSampleBook
import PageTurn

// Media benchmarks: video export against ffmpeg alone, and peak memory flipping through a long PDF
// against a short one. Run only these with
//   swift package benchmark --filter ".*Media.*"
//
// Ratios to read off the results:
// - export, what a user waits for: "render + read back + encode" / "Reference: ffmpeg alone" wall
//   clock (issue target at most 1.5): drawing each frame with OffscreenRenderer, reading it back and
//   piping it to ffmpeg, against ffmpeg alone reading the same frames from disk.
// - export, encode only: "VideoExporter mp4 (encode only)" / "Reference: ffmpeg alone" wall clock
//   (target at most 1.3): what feeding ffmpeg through the exporter's pipe costs, the frames drawn
//   beforehand.
// - PDF: "1000 pages" / "Reference: 10 pages" peak resident memory (target at most 1.2): whether
//   memory grows with the length of the document rather than with the page on screen.

/// A page curling across a 1920 × 1080 spread under a dragging finger: ``frameCount`` frames drawn
/// once with ``OffscreenRenderer`` (EGL, llvmpipe without a GPU), the sample book's pages as the
/// content, the turning page shaped by ``CurlTracker`` (the bottom corner held by a finger that
/// sweeps from the fore edge past the spine).
private final class CurlVideoFixture {
    static let frameCount = 120
    static let fps = 60.0
    static let viewSize = SIMD2<Double>(1920, 1080)
    static let pixelSize = PixelSize(width: 1920, height: 1080)
    /// The sample book's A5 proportions, 1000 points tall.
    static let pageSize = SampleBook.pageSize * (1000 / SampleBook.pageSize.y)

    /// The frames, in order (empty for a fixture made with `keepFrames: false`).
    let frames: [RGBAImage]
    /// The frames' raw RGBA bytes one after another (only for a fixture made with `writeRawFile`).
    let rawPath: String?
    /// The pages' images and the renderer, kept for ``render(_:)``.
    private let pages: [RGBAImage]
    private let renderer: OffscreenRenderer

    /// Draws frame `index` and reads it back (what each frame of a render costs before encoding).
    func render(_ index: Int) throws -> RGBAImage {
        try renderer.render(Self.frame(index)) { pages.indices.contains($0) ? pages[$0] : nil }
    }

    /// Draws the sequence; keeps the frames in memory, or writes them to ``rawPath`` and drops them
    /// (neither: draws nothing now, for ``render(_:)``). `samples`: the renderer's samples a pixel
    /// (1: outlines smoothed by the shader; 4: 4× multisampling, as before).
    init(keepFrames: Bool, writeRawFile: Bool, samples: Int = 1) throws {
        let folder = Self.folder
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let book = SampleBook(pageCount: 4)
        let pagePixels = PixelSize(width: Int(Self.pageSize.x.rounded()), height: Int(Self.pageSize.y.rounded()))
        let pages = try (0 ..< 4).map { try book.image(at: $0, pixelSize: pagePixels) }
        let renderer = try OffscreenRenderer(samples: samples)
        self.pages = pages
        self.renderer = renderer

        var raw: FileHandle?
        let rawPath = writeRawFile ? folder + "/frames.raw" : nil
        if let rawPath {
            guard FileManager.default.createFile(atPath: rawPath, contents: nil),
                  let handle = FileHandle(forWritingAtPath: rawPath)
            else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: rawPath]) }
            raw = handle
        }
        defer { try? raw?.close() }

        var frames: [RGBAImage] = []
        frames.reserveCapacity(keepFrames ? Self.frameCount : 0)
        for index in 0 ..< Self.frameCount where keepFrames || writeRawFile {
            let image = try renderer.render(Self.frame(index)) { pages.indices.contains($0) ? pages[$0] : nil }
            if keepFrames { frames.append(image) }
            try raw?.write(contentsOf: image.pixels)
        }
        self.frames = frames
        self.rawPath = rawPath
    }

    /// Frame `index`: left page 0, right page 3 beneath, the turning page (front 1, back 2) on top.
    static func frame(_ index: Int) -> Frame {
        let t = Double(index) / Double(frameCount - 1)
        let eased = t * t * (3 - 2 * t)
        let grab = SIMD2(pageSize.x, pageSize.y * 0.9)
        let target = SIMD2(-pageSize.x, pageSize.y * 0.8)
        var finger = grab + (target - grab) * eased
        finger.y -= 120 * sin(.pi * t)
        let curl = CurlTracker(pageSize: pageSize).deformation(grab: grab, finger: finger)

        let right = Transform3D(translationX: viewSize.x / 2, y: (viewSize.y - pageSize.y) / 2, z: 0)
        let left = Transform3D(scaleX: -1, y: 1, z: 1).concatenating(right)
        // The left page's placement mirrors it about the spine; mirror its texture back.
        let leftTexture = AffineTransform2D(a: -1 / pageSize.x, b: 0, c: 0, d: 1 / pageSize.y, tx: 1, ty: 0)
        return Frame(viewSize: viewSize, camera: Camera(), drawables: [
            PageDrawable(front: .page(0), pageSize: pageSize, placement: left, textureTransform: leftTexture),
            PageDrawable(front: .page(3), pageSize: pageSize, placement: right),
            PageDrawable(front: .page(1), back: .page(2), pageSize: pageSize, surface: .cylinder(curl),
                         placement: right, layer: 1),
        ])
    }

    /// This process's scratch folder (each benchmark runs in a process of its own).
    static var folder: String {
        NSTemporaryDirectory() + "pageturn-mediabench-\(ProcessInfo.processInfo.processIdentifier)"
    }

    static func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

/// A PDF of `pageCount` pages of `size` points written by hand (PDF 1.4, one content stream a page,
/// a correct cross-reference table): each page a tinted sheet with a heading bar, twenty ragged
/// "lines of text", a framed picture with a circle, and a page-number bar, all vector fills and
/// strokes (no fonts, so no font lookup cost).
private enum HandWrittenPDF {
    static func bytes(pageCount: Int, size: SIMD2<Double> = SIMD2(300, 420)) -> [UInt8] {
        var objects: [String] = []
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        let kids = (0 ..< pageCount).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " ")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(pageCount) >>")
        for page in 0 ..< pageCount {
            let content = pageContent(page, size: size)
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(size.x) \(size.y)] /Contents \(4 + 2 * page) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(text.utf8)
    }

    /// Page `page`'s drawing operators (PDF user space: origin bottom-left, y up).
    private static func pageContent(_ page: Int, size: SIMD2<Double>) -> String {
        let tint = Double(page * 37 % 100) / 1000
        var ops = ["\(0.96 - tint) \(0.94 - tint / 2) 0.9 rg 0 0 \(size.x) \(size.y) re f"]
        ops.append("0.2 0.25 0.4 rg 24 \(size.y - 50) \(size.x - 48) 18 re f")
        for line in 0 ..< 20 {
            let width = (size.x - 48) * (0.55 + Double((page * 13 + line * 29) % 45) / 100)
            ops.append("0.15 0.15 0.15 rg 24 \(size.y - 80 - Double(line) * 9) \(width) 4 re f")
        }
        let r = 40.0, cx = size.x / 2, cy = 90.0, k = 0.5523 * r
        ops.append("0.3 0.3 0.3 RG 1 w 24 36 \(size.x - 48) 110 re S")
        ops.append("0.8 \(0.3 + Double(page % 7) / 10) 0.2 rg \(cx + r) \(cy) m "
            + "\(cx + r) \(cy + k) \(cx + k) \(cy + r) \(cx) \(cy + r) c "
            + "\(cx - k) \(cy + r) \(cx - r) \(cy + k) \(cx - r) \(cy) c "
            + "\(cx - r) \(cy - k) \(cx - k) \(cy - r) \(cx) \(cy - r) c "
            + "\(cx + k) \(cy - r) \(cx + r) \(cy - k) \(cx + r) \(cy) c f")
        ops.append("0.4 0.4 0.4 rg \(size.x / 2 - 10) 14 \(Double(10 + page % 10 * 2)) 6 re f")
        return ops.joined(separator: "\n")
    }
}

/// The process's peak resident set so far (the kernel's `VmHWM`), in bytes, or 0.
private func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
}

/// Renders every page of the PDF at `path` at `pixelSize`, one after another, keeping one page
/// image alive at a time; returns the document's render count.
private func flipThrough(path: String, pixelSize: PixelSize) throws -> Int {
    let document = try PDFDocument(path: path)
    for index in 0 ..< document.pageCount {
        blackHole(try document.image(at: index, pixelSize: pixelSize))
    }
    return document.renderCount
}

/// Registers the media benchmarks.
func mediaBenchmarks() {
    // A 120-frame 1080p H.264 encode takes many seconds on two cores: one warm-up and three samples.
    // Besides wall clock, the CPU time of this process and ffmpeg together (the machine is shared).
    let cpuTime = BenchmarkMetric.custom("CPU self + ffmpeg (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let exportConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, cpuTime],
        warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(120),
        maxIterations: 3
    )
    let outputName = "/export.mp4"

    // The whole path a `pageturn render` waits for: each frame drawn (EGL, llvmpipe without a
    // GPU), read back, and piped to ffmpeg; then the same with the 4× multisampled framebuffer
    // the commands drew into before (for the ratio before and after in one run).
    for (name, samples) in [("Media: export 1080p60 curl, render + read back + encode (120 frames)", 1),
                            ("Media: export 1080p60 curl, render + read back + encode, 4× multisampled (before)", 4)] {
        Benchmark(name,
                  configuration: exportConfiguration,
                  closure: { benchmark, fixture in
                      let url = URL(fileURLWithPath: CurlVideoFixture.folder + outputName)
                      for _ in benchmark.scaledIterations {
                          let cpuBefore = CPUTime.millisecondsWithChildren()
                          let exporter = try VideoExporter(url: url, format: .mp4, size: CurlVideoFixture.pixelSize,
                                                           fps: CurlVideoFixture.fps)
                          for index in 0 ..< CurlVideoFixture.frameCount {
                              try exporter.append(try fixture.render(index))
                          }
                          try exporter.finish()
                          benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                      }
                  },
                  setup: { try CurlVideoFixture(keepFrames: false, writeRawFile: false, samples: samples) },
                  teardown: { CurlVideoFixture.removeFolder() })
    }

    // A `pageturn render` to a folder of PNG frames: each frame drawn, read back and written as a
    // PNG (issue target: no slower than the MP4 export above).
    Benchmark("Media: export 1080p60 curl, render + read back + PNG frames (120 frames)",
              configuration: exportConfiguration,
              closure: { benchmark, fixture in
                  for _ in benchmark.scaledIterations {
                      let cpuBefore = CPUTime.millisecondsWithChildren()
                      let writer = try PNGSequenceWriter(directory: CurlVideoFixture.folder + "/frames")
                      for index in 0 ..< CurlVideoFixture.frameCount {
                          try writer.append(try fixture.render(index))
                      }
                      try writer.finish()
                      benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                  }
              },
              setup: { try CurlVideoFixture(keepFrames: false, writeRawFile: false) },
              teardown: { CurlVideoFixture.removeFolder() })

    Benchmark("Media: export 1080p60 curl, VideoExporter mp4 (encode only, 120 frames)", configuration: exportConfiguration,
              closure: { benchmark, fixture in
                  let url = URL(fileURLWithPath: CurlVideoFixture.folder + outputName)
                  for _ in benchmark.scaledIterations {
                      let cpuBefore = CPUTime.millisecondsWithChildren()
                      let exporter = try VideoExporter(url: url, format: .mp4, size: CurlVideoFixture.pixelSize,
                                                       fps: CurlVideoFixture.fps)
                      for frame in fixture.frames { try exporter.append(frame) }
                      try exporter.finish()
                      benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                  }
              },
              setup: { try CurlVideoFixture(keepFrames: true, writeRawFile: false) },
              teardown: { CurlVideoFixture.removeFolder() })

    // Reference for ratios: ffmpeg alone, the same frames and encoder arguments, input from a file.
    Benchmark("Media: Reference: ffmpeg alone encoding the raw frames (120 frames)", configuration: exportConfiguration,
              closure: { benchmark, fixture in
                  guard let ffmpeg = FFmpegReference.executable, let input = fixture.rawPath else {
                      return benchmark.error("no ffmpeg on PATH")
                  }
                  for _ in benchmark.scaledIterations {
                      let cpuBefore = CPUTime.millisecondsWithChildren()
                      let status = try FFmpegReference.encode(ffmpeg: ffmpeg, input: input,
                                                              output: CurlVideoFixture.folder + outputName)
                      if status != 0 { return benchmark.error("ffmpeg exited with status \(status)") }
                      benchmark.measurement(cpuTime, CPUTime.millisecondsWithChildren() - cpuBefore)
                  }
              },
              setup: { try CurlVideoFixture(keepFrames: false, writeRawFile: true) },
              teardown: { CurlVideoFixture.removeFolder() })

    // Peak memory of flipping through a whole PDF, page by page at 300 × 420 pixels. The sampled
    // resident peak, its rise during the run, and the kernel's exact high-water mark (VmHWM,
    // whole process) at the end of each pass.
    let pdfPixels = PixelSize(width: 300, height: 420)
    let highWaterMark = BenchmarkMetric.custom("VmHWM (bytes)", polarity: .prefersSmaller, useScalingFactor: false)
    let pdfConfiguration = Benchmark.Configuration(
        metrics: [.peakMemoryResident, .peakMemoryResidentDelta, .wallClock, highWaterMark],
        units: [.peakMemoryResident: .kilo, .peakMemoryResidentDelta: .kilo, highWaterMark: .kilo],
        warmupIterations: 0,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 5
    )
    for pageCount in [10, 1000] {
        let name = pageCount == 10
            ? "Media: Reference: flip through a 10-page PDF"
            : "Media: flip through a \(pageCount)-page PDF"
        Benchmark(name, configuration: pdfConfiguration,
                  closure: { benchmark, path in
                      for _ in benchmark.scaledIterations {
                          let rendered = try flipThrough(path: path, pixelSize: pdfPixels)
                          if rendered != pageCount { return benchmark.error("rendered \(rendered) of \(pageCount) pages") }
                          benchmark.measurement(highWaterMark, peakResidentBytes())
                      }
                  },
                  setup: {
                      let folder = CurlVideoFixture.folder
                      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                      let path = folder + "/book-\(pageCount).pdf"
                      try Data(HandWrittenPDF.bytes(pageCount: pageCount)).write(to: URL(fileURLWithPath: path))
                      return path
                  },
                  teardown: { CurlVideoFixture.removeFolder() })
    }
}
