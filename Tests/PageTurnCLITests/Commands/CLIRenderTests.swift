import Foundation
import PageMedia
import PageTurn
import Testing

/// `render`, `still` and `demo` run for real: the files they write, checked with ffprobe.
@Suite(.serialized) struct CLIRenderTests {
    @Test func renderTurnsAGeneratedPDFIntoAnMP4() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        let pdf = folder + "/doc.pdf", video = folder + "/doc.mp4"
        try TestDocuments.write(TestDocuments.pdf(pageCount: 3), to: pdf)
        let result = try PageTurnBinary.run(["render", pdf, "--output", video, "--size", "160x120",
                                             "--fps", "8", "--page-duration", "0.5", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        // 3 pages: 0.35·0.5 s of rest, two turns of 0.5 s, 0.65·0.5 s at the end = 1.5 s = 12 frames;
        // at 8 fps a released page may be seen landing a frame or two after its half second, and
        // the next turn waits for it.
        let frames = PageTurnBinary.frameCount(of: video)
        #expect(frames.map { (12...16).contains($0) } == true, "\(String(describing: frames)) frames")
        #expect(PageTurnBinary.streamProperty("codec_name", of: video) == "h264")
        #expect(PageTurnBinary.streamProperty("width,height", of: video) == "160,120")
    }

    @Test func renderTurnsAnImageFolderIntoPNGFramesWithFlipSpreadsAndARange() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder + "/scans", count: 5)
        let frames = folder + "/frames"
        let result = try PageTurnBinary.run(["render", folder + "/scans", "--output", frames, "--effect", "flip",
                                             "--spread", "--pages", "2-5", "--size", "128x96", "--fps", "6",
                                             "--page-duration", "0.5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(frames)"))
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        // Pages 2-5 as spreads with the first alone: 3 spreads, 2 turns: (0.35 + 2 + 0.65)·0.5 s at 6 fps.
        #expect(names.count == 9)
        #expect(names.first == "frame-00001.png")
        let image = try RGBAImage(pngFile: frames + "/" + names[4])
        #expect(image.width == 128 && image.height == 96)
    }

    @Test func renderWritesAGIFAndAWebM() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        try TestDocuments.imageFolder(at: folder + "/pages", count: 2)
        for (name, codec) in [("out.gif", "gif"), ("out.webm", "vp9")] {
            let result = try PageTurnBinary.run(["render", folder + "/pages", "--output", folder + "/" + name,
                                                 "--effect", "cone", "--size", "96x64", "--fps", "4",
                                                 "--page-duration", "0.5", "--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(PageTurnBinary.streamProperty("codec_name", of: folder + "/" + name) == codec)
        }
    }

    @Test func stillWritesOnePNGOfTheRequestedSize() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        let pdf = folder + "/doc.pdf"
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: pdf)
        for extra in [["--progress", "0.4"], ["--grab", "300,420", "--finger", "120,300"], ["--effect", "flip"]] {
            let png = folder + "/still.png"
            let result = try PageTurnBinary.run(["still", pdf, "--page", "1", "--output", png, "--size", "200x150"] + extra)
            #expect(result.status == 0, "\(extra): \(result.stderr)")
            let image = try RGBAImage(pngFile: png)
            #expect(image.width == 200 && image.height == 150)
            try FileManager.default.removeItem(atPath: png)
        }
    }

    @Test func demoWritesEveryEffect() throws {
        let folder = try PageTurnBinary.temporaryFolder() + "/demo"
        let fps = 4
        let result = try PageTurnBinary.run(["demo", "--output", folder, "--size", "160x90", "--fps", "\(fps)"])
        #expect(result.status == 0, "\(result.stderr)")
        for effect in ["curl", "cone", "spread", "flip", "fold", "stack"] {
            let base = folder + "/" + effect
            for suffix in [".mp4", ".gif", "-1.png", "-2.png"] {
                #expect(FileManager.default.fileExists(atPath: base + suffix), "\(effect)\(suffix)")
            }
            // The summary line says how many frames; ffprobe must count the same, and the GIF half.
            let line = result.stdout.split(separator: "\n").first { $0.contains("/\(effect).mp4 (") }
            let frames = line.flatMap { $0.split(separator: "(").dropFirst().first?.split(separator: " ").first }.flatMap { Int($0) }
            #expect(frames != nil && frames! >= 5 * fps, "\(effect): \(String(describing: line))")
            #expect(PageTurnBinary.frameCount(of: base + ".mp4") == frames)
            #expect(PageTurnBinary.frameCount(of: base + ".gif") == frames.map { ($0 + 1) / 2 })
            if let duration = PageTurnBinary.streamProperty("duration", of: base + ".mp4").flatMap(Double.init), let frames {
                #expect(abs(duration - Double(frames) / Double(fps)) < 1.0 / Double(fps) + 1e-6)
            } else {
                Issue.record("no duration for \(effect).mp4")
            }
        }
    }
}
