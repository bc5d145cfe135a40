import Foundation
import PageEffects
import PageImage
import PageMedia
import Testing

/// Compares rendered images with reference PNGs committed in `Tests/PageRenderGLTests/Golden/`.
///
/// - A pixel differs when any channel differs by more than `pixelTolerance`; the comparison fails
///   when more than `fractionTolerance` of the pixels differ (or the sizes differ).
/// - `PAGETURN_RECORD_GOLDEN=1` in the environment writes the rendered image as the new reference
///   instead of comparing (look at it before committing).
/// - On failure the actual image, the reference and a difference image (the reference dimmed to
///   grey, differing pixels in red, brighter for larger differences) are written to
///   `$TMPDIR/pageturn-golden-failures/` and their paths are in the failure message.
enum GoldenImage {
    /// Channel difference (of 255) a pixel may show and still match: llvmpipe is deterministic on
    /// one machine, but LLVM versions and CPU vector widths round shading and coverage slightly
    /// differently; 3 levels (about 1 %) absorbs that and is far below anything visible.
    static let defaultPixelTolerance = 3
    /// Fraction of pixels allowed to differ beyond the pixel tolerance: anti-aliased edges may
    /// move by a sample on another rasteriser; 0.5 % of a 256×256 image is 327 pixels, about one
    /// edge's worth, while a misplaced or mis-shaded page changes thousands.
    static let defaultFractionTolerance = 0.005

    /// The folder holding the reference PNGs, found from this file's path.
    static var goldenFolder: String {
        let support = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        return support.deletingLastPathComponent().appendingPathComponent("Golden").path
    }

    /// Where failure artefacts go.
    static var failureFolder: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("pageturn-golden-failures").path
    }

    /// Whether this run re-records references.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PAGETURN_RECORD_GOLDEN"] == "1" }

    /// The result of comparing two images.
    struct Comparison {
        var differingPixels: Int
        var totalPixels: Int
        var largestDifference: Int
        var difference: RGBAImage
        var fraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    }

    /// Compares `actual` with `expected` pixel by pixel; `nil` when the sizes differ.
    static func compare(_ actual: RGBAImage, _ expected: RGBAImage, pixelTolerance: Int) -> Comparison? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var difference = RGBAImage(width: actual.width, height: actual.height)
        var differing = 0, largest = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual[x, y], e = expected[x, y]
                var worst = 0
                for channel in 0..<4 { worst = max(worst, abs(Int(a[channel]) - Int(e[channel]))) }
                largest = max(largest, worst)
                if worst > pixelTolerance {
                    differing += 1
                    difference[x, y] = SIMD4(UInt8(min(255, 128 + worst)), 0, 0, 255)
                } else {
                    let grey = UInt8((Int(e.x) + Int(e.y) + Int(e.z)) / 9)
                    difference[x, y] = SIMD4(grey, grey, grey, 255)
                }
            }
        }
        return Comparison(differingPixels: differing, totalPixels: actual.width * actual.height,
                          largestDifference: largest, difference: difference)
    }

    /// Checks `image` against the reference `name.png` and records a test issue when it does not
    /// match; when re-recording, writes `image` as the new reference instead.
    static func check(
        _ image: RGBAImage,
        named name: String,
        pixelTolerance: Int = defaultPixelTolerance,
        fractionTolerance: Double = defaultFractionTolerance,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let referencePath = goldenFolder + "/" + name + ".png"
        if isRecording {
            do {
                try image.writePNG(to: referencePath)
                print("GoldenImage: recorded \(referencePath)")
            } catch {
                Issue.record("could not record \(referencePath): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        if let failure = mismatch(image, named: name, pixelTolerance: pixelTolerance, fractionTolerance: fractionTolerance) {
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        }
    }

    /// Compares `image` with the reference `name.png`; `nil` when they match, otherwise the
    /// failure message, after writing the actual, expected and difference images (their paths
    /// are in the message).
    static func mismatch(_ image: RGBAImage, named name: String, pixelTolerance: Int, fractionTolerance: Double) -> String? {
        let referencePath = goldenFolder + "/" + name + ".png"
        let expected: RGBAImage
        do {
            expected = try RGBAImage(pngFile: referencePath)
        } catch {
            let saved = saveFailure(name: name, actual: image, expected: nil, difference: nil)
            return "no reference image \(referencePath) (\(error)); run with PAGETURN_RECORD_GOLDEN=1 to record it. Actual: \(saved)"
        }
        guard let comparison = compare(image, expected, pixelTolerance: pixelTolerance) else {
            let saved = saveFailure(name: name, actual: image, expected: expected, difference: nil)
            return "\(name): size \(image.width)×\(image.height) differs from reference \(expected.width)×\(expected.height). Files: \(saved)"
        }
        guard comparison.fraction > fractionTolerance else { return nil }
        let saved = saveFailure(name: name, actual: image, expected: expected, difference: comparison.difference)
        return """
            \(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ by more than \
            \(pixelTolerance) (largest \(comparison.largestDifference)); allowed fraction \(fractionTolerance). \
            Files: \(saved)
            """
    }

    private static func saveFailure(name: String, actual: RGBAImage, expected: RGBAImage?, difference: RGBAImage?) -> String {
        let folder = failureFolder
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for (suffix, picture) in [("actual", actual), ("expected", expected), ("diff", difference)] {
            guard let picture else { continue }
            let path = "\(folder)/\(name)-\(suffix).png"
            if (try? picture.writePNG(to: path)) != nil { written.append(path) }
        }
        return written.joined(separator: ", ")
    }
}
