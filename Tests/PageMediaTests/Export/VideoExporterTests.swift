import Foundation
import PageImage
import PageMedia
import Testing

/// Video export through ffmpeg, checked with ffprobe: codec, size, frame count, duration; and
/// that failures and cancellations leave no file behind.
@Suite struct VideoExporterTests {
    /// Duration error allowed: containers round timestamps (GIF to centiseconds, MP4 to the
    /// track's time base).
    static let durationTolerance = 0.06

    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    /// Ten 64×48 frames, each a different colour, so no encoder can merge them.
    static let frames: [RGBAImage] = (0..<10).map { i in
        RGBAImage(width: 64, height: 48, filledWith: SIMD4(UInt8(i * 25), UInt8(255 - i * 20), 90, 255))
    }

    private func folderContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func export(_ format: VideoFormat, name: String, size: PixelSize = PixelSize(width: 64, height: 48)) throws -> String {
        let url = URL(fileURLWithPath: folder.path + "/" + name)
        let exporter = try VideoExporter(url: url, format: format, size: size, fps: 10)
        for frame in Self.frames {
            try exporter.append(frame.width == size.width && frame.height == size.height ? frame : frame.resampled(to: size))
        }
        #expect(exporter.frameCount == 10)
        try exporter.finish()
        return url.path
    }

    @Test func mp4IsH264InYUV420WithTheIndexFirst() throws {
        let path = try export(.mp4, name: "turn.mp4")
        let probe = try Tool.probe(path)
        #expect(probe.codec == "h264" && probe.pixelFormat == "yuv420p")
        // Tagged as YUV420Frame makes it, so that no player takes it for BT.709.
        #expect(probe.colourSpace == "smpte170m" && probe.colourRange == "tv" && probe.colourPrimaries == "bt709",
                "\(probe.colourSpace), \(probe.colourRange), \(probe.colourPrimaries)")
        #expect(probe.width == 64 && probe.height == 48)
        #expect(probe.frames == 10)
        #expect(abs(probe.duration - 1.0) < Self.durationTolerance, "duration \(probe.duration)")
        // +faststart: the moov box comes before the mdat box.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let moov = Self.offset(of: "moov", in: bytes)
        let mdat = Self.offset(of: "mdat", in: bytes)
        #expect(moov != nil && mdat != nil && moov! < mdat!)
        #expect(try folderContents() == ["turn.mp4"])
    }

    /// ffmpeg, and every thread it starts, runs `encoderNiceness` below this process, so that
    /// the frames it waits for are drawn first where the two share few processors.
    @Test func ffmpegRunsBelowThisProcesssPriority() throws {
        #if os(Linux)
        let url = URL(fileURLWithPath: folder.path + "/nice.mp4")
        let exporter = try VideoExporter(url: url, format: .mp4, size: PixelSize(width: 64, height: 48), fps: 10)
        for frame in Self.frames { try exporter.append(frame) }
        // The ffmpeg this exporter started: a child of this process writing into the folder.
        // (The frames in hand do not wait for it: under load it may not have run ffmpeg yet.)
        func ffmpegChildren() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { entry in
                guard Int32(entry) != nil,
                      let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                      let fields = Self.statFields(stat), Int32(fields[1]) == getpid(),
                      let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline"))
                else { return false }
                return String(decoding: command, as: UTF8.self).contains(folder.path)
            }
        }
        var children = try ffmpegChildren()
        let deadline = Date().addingTimeInterval(20)
        while children.isEmpty && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            children = try ffmpegChildren()
        }
        #expect(children.count == 1)
        errno = 0
        let own = Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        #expect(errno == 0)
        for child in children {
            let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(child)/task")
            #expect(!threads.isEmpty)
            for thread in threads {
                let stat = try String(contentsOfFile: "/proc/\(child)/task/\(thread)/stat", encoding: .utf8)
                let nice = try #require(Self.statFields(stat).flatMap { Int($0[16]) })
                #expect(nice == min(own + Int(VideoExporter.encoderNiceness), 19), "thread \(thread)")
            }
        }
        try exporter.finish()
        #expect(try Tool.probe(url.path).frames == 10)
        #endif
    }

    /// The fields of a `/proc/…/stat` line after the command name (which may hold spaces): the
    /// state first, so the parent's id is `[1]` and the nice value `[16]`.
    private static func statFields(_ stat: String) -> [Substring]? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 16 ? fields : nil
    }

    @Test func oddSizesArePaddedToEvenForMP4() throws {
        let path = try export(.mp4, name: "odd.mp4", size: PixelSize(width: 63, height: 47))
        let probe = try Tool.probe(path)
        #expect(probe.width == 64 && probe.height == 48 && probe.frames == 10)
    }

    @Test func webmIsVP9() throws {
        let path = try export(.webm, name: "turn.webm")
        let probe = try Tool.probe(path)
        #expect(probe.codec == "vp9" && probe.pixelFormat == "yuv420p")
        #expect(probe.colourSpace == "smpte170m" && probe.colourRange == "tv" && probe.colourPrimaries == "bt709",
                "\(probe.colourSpace), \(probe.colourRange), \(probe.colourPrimaries)")
        #expect(probe.width == 64 && probe.height == 48 && probe.frames == 10)
        #expect(abs(probe.duration - 1.0) < Self.durationTolerance, "duration \(probe.duration)")
    }

    @Test func gifUsesAPaletteAndKeepsEveryFrame() throws {
        let path = try export(.gif, name: "turn.gif")
        let probe = try Tool.probe(path)
        #expect(probe.codec == "gif" && probe.width == 64 && probe.height == 48)
        #expect(probe.frames == 10)
        #expect(abs(probe.duration - 1.0) < Self.durationTolerance, "duration \(probe.duration)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
    }

    @Test func cancellingLeavesNothing() throws {
        let url = URL(fileURLWithPath: folder.path + "/cancelled.mp4")
        let exporter = try VideoExporter(url: url, format: .mp4, size: PixelSize(width: 64, height: 48), fps: 10)
        try exporter.append(Self.frames[0])
        try exporter.append(Self.frames[1])
        exporter.cancel()
        exporter.cancel()
        #expect(try folderContents().isEmpty)
        #expect(throws: ExportError.closed(path: url.path)) { try exporter.append(Self.frames[2]) }
        #expect(throws: ExportError.closed(path: url.path)) { try exporter.finish() }
    }

    @Test func abandoningAnExportLeavesNothing() throws {
        do {
            let exporter = try VideoExporter(
                url: URL(fileURLWithPath: folder.path + "/abandoned.webm"), format: .webm,
                size: PixelSize(width: 64, height: 48), fps: 10)
            try exporter.append(Self.frames[0])
        }
        #expect(try folderContents().isEmpty)
    }

    @Test func aFailingEncoderLeavesNoFileAndKeepsTheOldOne() throws {
        let url = URL(fileURLWithPath: folder.path + "/kept.mp4")
        try Data("old".utf8).write(to: url)
        // `false` stands in for an ffmpeg that dies at once.
        let exporter = try VideoExporter(
            url: url, format: .mp4, size: PixelSize(width: 64, height: 48), fps: 10, ffmpegPath: "/bin/false")
        do {
            for frame in Self.frames { try exporter.append(frame) }
            try exporter.finish()
            Issue.record("a failed encoder finished")
        } catch {
            guard case .encoderFailed(let path, let status, _) = error else { Issue.record("\(error)"); return }
            #expect(path == url.path && status != 0)
        }
        #expect(try folderContents() == ["kept.mp4"])
        #expect(try Data(contentsOf: url) == Data("old".utf8))
    }

    @Test func badArgumentsAreTypedErrors() throws {
        let url = URL(fileURLWithPath: folder.path + "/x.mp4")
        let size = PixelSize(width: 64, height: 48)
        #expect(throws: ExportError.ffmpegNotFound(executable: "/nonexistent/ffmpeg")) {
            try VideoExporter(url: url, format: .mp4, size: size, fps: 10, ffmpegPath: "/nonexistent/ffmpeg")
        }
        #expect(throws: ExportError.invalidSize(path: url.path, width: 0, height: 48)) {
            try VideoExporter(url: url, format: .mp4, size: PixelSize(width: 0, height: 48), fps: 10)
        }
        for fps in [0, -1, .infinity, .nan, 5000] as [Double] {
            do {
                _ = try VideoExporter(url: url, format: .gif, size: size, fps: fps)
                Issue.record("fps \(fps) accepted")
            } catch {
                guard case .invalidFrameRate(let path, _) = error else { Issue.record("\(error)"); continue }
                #expect(path == url.path)
            }
        }
        let nowhere = URL(fileURLWithPath: folder.path + "/missing/x.mp4")
        #expect(throws: ExportError.unwritable(path: nowhere.path, code: ENOENT)) {
            try VideoExporter(url: nowhere, format: .mp4, size: size, fps: 10)
        }
        #expect(try folderContents().isEmpty)
    }

    @Test func wrongFrameSizesAndEmptyExportsAreRefused() throws {
        let url = URL(fileURLWithPath: folder.path + "/sizes.gif")
        let exporter = try VideoExporter(url: url, format: .gif, size: PixelSize(width: 64, height: 48), fps: 10)
        #expect(throws: ExportError.frameSizeMismatch(
            path: url.path, expected: PixelSize(width: 64, height: 48), actual: PixelSize(width: 48, height: 64))) {
            try exporter.append(RGBAImage(width: 48, height: 64))
        }
        #expect(exporter.frameCount == 0)
        #expect(throws: ExportError.noFrames(path: url.path)) { try exporter.finish() }
        #expect(try folderContents().isEmpty)
    }

    @Test func formatsFollowExtensions() {
        #expect(VideoFormat(pathExtension: "MP4") == .mp4 && VideoFormat(pathExtension: ".m4v") == .mp4)
        #expect(VideoFormat(pathExtension: "webm") == .webm && VideoFormat(pathExtension: "Gif") == .gif)
        #expect(VideoFormat(pathExtension: "avi") == nil && VideoFormat(pathExtension: "") == nil)
    }

    private static func offset(of box: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(box.utf8)
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
