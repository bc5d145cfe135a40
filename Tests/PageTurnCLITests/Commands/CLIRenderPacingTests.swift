import Foundation
import PageMedia
import PageTurn
import Testing

/// `render` turns every page whatever `--page-duration` allows, and ends on the last page at
/// rest: its last frame is the picture `still` draws of that page lying flat.
@Suite struct CLIRenderPacingTests {
    /// Pages of the test document: four turns.
    static let pageCount = 5
    /// Small frames and a low rate keep each render to a fraction of a second.
    static let size = "160x120"
    static let fps = "8"

    /// A folder holding the test document.
    static func document() throws -> (folder: String, pdf: String) {
        let folder = try PageTurnBinary.temporaryFolder()
        let pdf = folder + "/doc.pdf"
        try TestDocuments.write(TestDocuments.pdf(pageCount: pageCount), to: pdf)
        return (folder, pdf)
    }

    /// Renders `pdf` into a folder of PNG frames and returns the frames' paths in order.
    static func renderFrames(_ pdf: String, into frames: String, _ extra: [String]) throws -> [String] {
        let result = try PageTurnBinary.run(["render", pdf, "--output", frames + "/", "--size", size, "--fps", fps,
                                             "--quiet"] + extra)
        #expect(result.status == 0, "\(extra): \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(extra)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? []
        return names.sorted().map { frames + "/" + $0 }
    }

    /// `still` of page `page` (1-based) lying flat, as the render shows it at rest.
    static func still(_ pdf: String, page: Int, effect: String, to path: String) throws -> RGBAImage {
        let result = try PageTurnBinary.run(["still", pdf, "--page", "\(page)", "--progress", "0", "--effect", effect,
                                             "--size", size, "--output", path])
        #expect(result.status == 0, "\(result.stderr)")
        return try RGBAImage(pngFile: path)
    }

    /// The shortest allowed duration, and one the release spring used to outlast (1 s).
    @Test(arguments: ["curl", "flip", "cone"])
    func lastFrameIsTheLastPageAtRest(effect: String) throws {
        let (folder, pdf) = try Self.document()
        let expected = try Self.still(pdf, page: Self.pageCount, effect: effect, to: folder + "/still.png")
        for duration in ["0.3", "1"] {
            let frames = try Self.renderFrames(pdf, into: folder + "/\(duration)", ["--effect", effect, "--page-duration", duration])
            let last = try #require(frames.last, "\(effect) \(duration): no frames")
            #expect(try RGBAImage(pngFile: last) == expected, "\(effect) at \(duration) s a page: \(last)")
        }
    }

    /// Spreads: the last frame shows the last two pages side by side, each as `still` draws it
    /// flat, and nothing moves any more.
    @Test(arguments: ["curl", "flip", "cone"])
    func spreadsEndOnTheLastSpreadAtRest(effect: String) throws {
        let (folder, pdf) = try Self.document()
        let verso = try Self.still(pdf, page: Self.pageCount - 1, effect: effect, to: folder + "/verso.png")
        let recto = try Self.still(pdf, page: Self.pageCount, effect: effect, to: folder + "/recto.png")
        for duration in ["0.3", "0.6"] {
            let frames = try Self.renderFrames(pdf, into: folder + "/\(duration)",
                                               ["--spread", "--effect", effect, "--page-duration", duration])
            try #require(frames.count >= 2, "\(effect) \(duration): \(frames.count) frames")
            let last = try RGBAImage(pngFile: frames[frames.count - 1])
            #expect(try RGBAImage(pngFile: frames[frames.count - 2]) == last, "\(effect) at \(duration) s: still moving")
            // The middle of each page of the spread, and of the single page in the still.
            let middle = (y: last.height / 2, left: last.width / 4, right: 3 * last.width / 4, still: last.width / 2)
            #expect(last[middle.left, middle.y] == verso[middle.still, middle.y], "\(effect) at \(duration) s: left page")
            #expect(last[middle.right, middle.y] == recto[middle.still, middle.y], "\(effect) at \(duration) s: right page")
        }
    }
}
