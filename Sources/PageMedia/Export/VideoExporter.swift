#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
public import Foundation
public import PageImage

/// Encodes frames into an MP4, WebM or GIF file by running the `ffmpeg` program and feeding it
/// raw frames on a pipe (no temporary images): for MP4 and WebM already in the 4:2:0 YUV they
/// are encoded in (converted on the exporter's writer thread, as ffmpeg would convert them), for
/// a GIF as RGBA.
///
/// The video goes to a hidden temporary file in the destination's folder and is renamed over
/// `url` only when ffmpeg has finished successfully, so a reader never sees a half-written video,
/// and a failed, cancelled or abandoned export (the exporter released without ``finish()``)
/// leaves nothing behind. An existing file at `url` is replaced only on success.
///
/// ```swift
/// let exporter = try VideoExporter(url: URL(fileURLWithPath: "turn.mp4"), format: .mp4,
///                                  size: PixelSize(width: 640, height: 480), fps: 30)
/// for frame in frames { try exporter.append(frame) }
/// try exporter.finish()
/// ```
///
/// Frames are straight RGBA8; alpha is dropped for MP4 and WebM (the colour channels are encoded
/// as they are), and GIF keeps full transparency only. Use from one thread at a time.
///
/// ffmpeg runs ``encoderNiceness`` steps below this process's scheduling priority: where the two
/// compete for the processors (a software renderer on a machine of few cores), the frames ffmpeg
/// waits for are drawn first, and it encodes from the frames it holds (x264 keeps dozens ahead)
/// in the time left. On processors to spare it changes nothing.
public final class VideoExporter: FrameSink {
    /// How many steps of `nice` ffmpeg runs below this process (`nice`'s own default, 10).
    public static let encoderNiceness: Int32 = 10

    /// The destination file.
    public let url: URL
    /// The format written (chosen by the caller, whatever `url`'s extension says).
    public let format: VideoFormat
    /// Every frame's size in pixels.
    public let size: PixelSize
    /// Frames per second.
    public let fps: Double
    /// Number of frames appended so far.
    public private(set) var frameCount = 0

    private enum State { case running, finished, closed }
    private var state = State.running
    private let process: Process
    private let input: FileHandle
    private let temporaryPath: String
    private let logPath: String
    /// Writes the frames into ffmpeg's input on a thread of its own, so that the next frames are
    /// drawn while ffmpeg takes the last ones (see ``framesInHand`` and ``bytesInHand``).
    private let writer: FrameWorker<RGBAImage, WriteFailure>
    /// The last frame appended: a frame sharing its storage (handed over again) adds no memory.
    private var lastFrame: RGBAImage?

    /// The most frames handed over and not yet written into ffmpeg's input: two seconds at 60
    /// frames a second. ffmpeg takes no frame for a while as it starts (x264 sets up its
    /// lookahead); meanwhile the caller draws ahead, as far as ``bytesInHand`` allows.
    public static let framesInHand = 120
    /// The most bytes the frames in hand may hold together (64 MiB: eight 1080p frames), a frame
    /// handed over again counting nothing; a frame larger than that is still taken, alone.
    public static let bytesInHand = 64 << 20

    /// The writer thread's conversion to ``YUV420Frame`` (MP4 and WebM), used by that thread alone:
    /// a frame handed over again unchanged (a page at rest, the same image) is not converted again.
    private final class PlanarInput: @unchecked Sendable {
        private var planes = YUV420Frame()
        private var converted = RepeatedFrameCache<[UInt8]>()

        /// `frame`'s planes, Y then U then V.
        func planes(of frame: RGBAImage) -> [UInt8] {
            converted.output(for: frame) { frame in
                planes.convert(frame)
                return planes.bytes
            }
        }
    }

    /// Why writing into ffmpeg's input failed: the `errno` (`EPIPE` when ffmpeg is gone).
    private struct WriteFailure: Error {
        var code: Int32
    }

    /// Starts ffmpeg, ready for frames.
    ///
    /// - Parameters:
    ///   - url: The output file (a file URL); its folder must exist and be writable.
    ///   - format: The container and codec.
    ///   - size: Frame size in pixels, `1...ExportError.maximumSide` a side.
    ///   - fps: Frames per second, above 0 and at most ``ExportError/maximumFrameRate``.
    ///   - ffmpegPath: The ffmpeg program to run; `nil` looks for `ffmpeg` on `PATH`.
    /// - Throws: ``ExportError/ffmpegNotFound(executable:)``, ``ExportError/invalidSize(path:width:height:)``,
    ///   ``ExportError/invalidFrameRate(path:fps:)``, ``ExportError/unwritable(path:code:)`` (the
    ///   folder is missing or read-only), ``ExportError/specialFile(path:kind:)`` (`url` names a
    ///   device or a FIFO, which is never replaced), ``ExportError/launchFailed(path:reason:)``.
    public init(url: URL, format: VideoFormat, size: PixelSize, fps: Double, ffmpegPath: String? = nil) throws(ExportError) {
        let path = url.path
        guard size.isPositive, size.width <= ExportError.maximumSide, size.height <= ExportError.maximumSide else {
            throw .invalidSize(path: path, width: size.width, height: size.height)
        }
        guard fps.isFinite, fps > 0, fps <= ExportError.maximumFrameRate else {
            throw .invalidFrameRate(path: path, fps: fps)
        }
        if case .success(.special(let kind)) = FileIO.kind(of: path) { throw .specialFile(path: path, kind: kind) }
        let executable = try Self.locateFFmpeg(explicitPath: ffmpegPath)

        let temporaryPath = try Self.makeTemporaryFile(beside: path)
        let logPath: String
        do {
            logPath = try Self.makeTemporaryFile(
                beside: FileManager.default.temporaryDirectory.path + "/pageturn-ffmpeg.log")
        } catch {
            unlink(temporaryPath)
            throw error
        }
        let removeFiles = {
            for file in VideoFormat.temporaryFiles(output: temporaryPath) { unlink(file) }
            unlink(logPath)
        }
        guard let log = FileHandle(forWritingAtPath: logPath) else {
            removeFiles()
            throw .unwritable(path: logPath, code: EIO)
        }
        defer { try? log.close() }

        let pipe = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let input = format.takesPlanarYUV ? (pixelFormat: "yuv420p", size: YUV420Frame.paddedSize(of: size))
                                          : (pixelFormat: "rgba", size: size)
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", input.pixelFormat, "-video_size", "\(input.size.width)x\(input.size.height)",
            "-framerate", Self.rateArgument(fps), "-i", "pipe:0", "-an",
        ] + format.encoderArguments(output: temporaryPath)
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log
        do {
            try process.run()
        } catch {
            removeFiles()
            throw .launchFailed(path: path, reason: String(describing: error))
        }
        Self.lowerPriority(of: process.processIdentifier)

        self.url = url
        self.format = format
        self.size = size
        self.fps = fps
        self.process = process
        self.input = pipe.fileHandleForWriting
        self.temporaryPath = temporaryPath
        self.logPath = logPath
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        PipeWriter.enlarge(descriptor)
        let planar = format.takesPlanarYUV ? PlanarInput() : nil
        writer = FrameWorker(name: "pageturn ffmpeg input", capacity: Self.framesInHand,
                             byteBudget: Self.bytesInHand) { (frame: RGBAImage) throws(WriteFailure) in
            let code = if let planar {
                planar.planes(of: frame).withUnsafeBytes { PipeWriter.write($0, to: descriptor) }
            } else {
                frame.pixels.withUnsafeBytes { PipeWriter.write($0, to: descriptor) }
            }
            if code != 0 { throw WriteFailure(code: code) }
        }
    }

    deinit {
        if state == .running { cancel() }
        writer.stop()
    }

    /// Hands `frame` to ffmpeg: it is written into ffmpeg's input while the caller goes on (waiting
    /// here while ``framesInHand`` frames, or ``bytesInHand`` bytes of them, are still to be
    /// written; the same image handed over again counts no bytes).
    ///
    /// - Throws: ``ExportError/frameSizeMismatch(path:expected:actual:)`` (the export goes on: the
    ///   frame is just refused), ``ExportError/encoderFailed(path:status:message:)`` when ffmpeg
    ///   has stopped (seen by the call after the frame it did not take, or by ``finish()``;
    ///   everything is removed; ``ExportError/unwritable(path:code:)`` with `ENOSPC`
    ///   when it stopped because the disk is full), ``ExportError/closed(path:)``.
    public func append(_ frame: RGBAImage) throws(ExportError) {
        guard state == .running else { throw .closed(path: url.path) }
        guard frame.width == size.width, frame.height == size.height else {
            throw .frameSizeMismatch(
                path: url.path, expected: size, actual: PixelSize(width: frame.width, height: frame.height))
        }
        if let failure = writer.failure {
            // ffmpeg is gone (EPIPE) or the pipe broke: report why ffmpeg stopped.
            throw failAndClean(writeError: failure.code)
        }
        let repeated = lastFrame.map { RGBAImage.sharesStorage($0, frame) } ?? false
        writer.enqueue(frame, bytes: repeated ? 0 : frame.pixels.count)
        lastFrame = frame
        frameCount += 1
    }

    /// Closes ffmpeg's input, waits for it to finish the file, and renames the file into place.
    ///
    /// - Throws: ``ExportError/noFrames(path:)`` (nothing is written),
    ///   ``ExportError/encoderFailed(path:status:message:)``, ``ExportError/unwritable(path:code:)``
    ///   when the disk is full (`ENOSPC`) or the rename fails, ``ExportError/closed(path:)``. Nothing is left at `url` after an
    ///   error (an older file there stays as it was).
    public func finish() throws(ExportError) {
        try finish(stoppingWhen: { false })
    }

    /// Like ``finish()``, but when `shouldStop` returns `true` while ffmpeg still works (checked
    /// every 50 ms, through both passes of a GIF), ffmpeg is stopped and everything is removed;
    /// the error is then ffmpeg's (``ExportError/encoderFailed(path:status:message:)``).
    public func finish(stoppingWhen shouldStop: () -> Bool) throws(ExportError) {
        guard state == .running else { throw .closed(path: url.path) }
        guard frameCount > 0 else {
            cancel()
            throw .noFrames(path: url.path)
        }
        writer.drain()
        lastFrame = nil
        if let failure = writer.failure { throw failAndClean(writeError: failure.code) }
        writer.stop()
        try? input.close()
        Self.wait(for: process, stoppingWhen: shouldStop)
        guard process.terminationReason == .exit, process.terminationStatus == 0,
              !Self.reportsFailedWrite(logPath: logPath)
        else {
            throw failAndClean(writeError: 0)
        }
        if let secondPass = format.secondPassArguments(output: temporaryPath, size: size, rate: Self.rateArgument(fps)) {
            // A GIF: the frames kept losslessly and their palette are now complete; encode them.
            let status = Self.runSecondPass(
                executable: process.executableURL!, arguments: secondPass, size: size,
                palette: VideoFormat.gifPalette(output: temporaryPath), logPath: logPath, stoppingWhen: shouldStop)
            for file in VideoFormat.temporaryFiles(output: temporaryPath) where file != temporaryPath { unlink(file) }
            guard status == 0, !Self.reportsFailedWrite(logPath: logPath) else {
                throw failAndClean(writeError: 0, status: status)
            }
        }
        // mkstemp made the file private (0600); a finished video gets the usual 0644 less umask.
        let mask = umask(0)
        umask(mask)
        chmod(temporaryPath, 0o666 & ~mask)
        guard rename(temporaryPath, url.path) == 0 else {
            let code = errno
            state = .closed
            unlink(temporaryPath)
            unlink(logPath)
            throw .unwritable(path: url.path, code: code)
        }
        unlink(logPath)
        state = .finished
    }

    /// Stops ffmpeg and removes the temporary file. Does nothing after ``finish()`` succeeded or
    /// after an earlier cancel or failure.
    public func cancel() {
        guard state == .running else { return }
        state = .closed
        // ffmpeg first: a frame being written fails then (EPIPE) instead of waiting on it.
        if process.isRunning { process.terminate() }
        writer.stop()
        lastFrame = nil
        try? input.close()
        process.waitUntilExit()
        for file in VideoFormat.temporaryFiles(output: temporaryPath) { unlink(file) }
        unlink(logPath)
    }

    /// Ends a failed export: waits for ffmpeg, removes the files, and describes the failure.
    ///
    /// - Parameter status: the failed ffmpeg's exit status when it is not the first pass's.
    private func failAndClean(writeError: Int32, status secondStatus: Int32? = nil) -> ExportError {
        state = .closed
        writer.stop()
        lastFrame = nil
        try? input.close()
        process.waitUntilExit()
        let message = Self.lastLine(ofFile: logPath)
        let status = secondStatus ?? process.terminationStatus
        // Before the temporary files go (which frees their space): was the disk full?
        let diskFull = Self.reportsDiskFull(logPath: logPath) || Self.isNearlyFull(folderOf: temporaryPath)
        for file in VideoFormat.temporaryFiles(output: temporaryPath) { unlink(file) }
        unlink(logPath)
        if diskFull {
            return .unwritable(path: url.path, code: ENOSPC)
        }
        if status == 0 && writeError != 0 {
            return .unwritable(path: url.path, code: writeError)
        }
        return .encoderFailed(path: url.path, status: status, message: message)
    }

    /// Puts the process `id` (ffmpeg, just started) ``encoderNiceness`` steps below this
    /// process's priority, at most at the lowest (19). The threads ffmpeg starts later (x264's)
    /// inherit it. Fails silently: the export only goes at the pace it did without.
    static func lowerPriority(of id: Int32) {
        #if canImport(Glibc)
        let process = __priority_which_t(PRIO_PROCESS.rawValue)
        #else
        let process = PRIO_PROCESS
        #endif
        errno = 0
        let own = getpriority(process, 0)
        guard errno == 0 else { return }
        _ = setpriority(process, id_t(id), min(own + encoderNiceness, 19))
    }

    /// Runs a GIF's second pass to the end: one ffmpeg decodes the kept frames, each is mapped
    /// onto the palette here (``PaletteDither``), and another ffmpeg encodes them; their messages
    /// are appended to the log. Returns the first failing ffmpeg's exit status (`128 + signal`
    /// when stopped), `-1` when one could not start or the palette cannot be read, `0` on success.
    private static func runSecondPass(
        executable: URL, arguments: (decode: [String], encode: [String]), size: PixelSize, palette: String,
        logPath: String, stoppingWhen shouldStop: () -> Bool
    ) -> Int32 {
        guard let image = try? RGBAImage(pngFile: palette), var dither = PaletteDither(palette: image.pixels),
              let log = FileHandle(forWritingAtPath: logPath)
        else { return -1 }
        defer { try? log.close() }
        log.seekToEndOfFile()
        let common = ["-hide_banner", "-loglevel", "error", "-y"]
        let decoder = Process(), encoder = Process()
        let decoded = Pipe(), toEncode = Pipe()
        PipeWriter.enlarge(decoded.fileHandleForReading.fileDescriptor)
        PipeWriter.enlarge(toEncode.fileHandleForWriting.fileDescriptor)
        decoder.executableURL = executable
        decoder.arguments = common + arguments.decode
        decoder.standardInput = FileHandle.nullDevice
        decoder.standardOutput = decoded
        decoder.standardError = log
        encoder.executableURL = executable
        encoder.arguments = common + arguments.encode
        encoder.standardInput = toEncode
        encoder.standardOutput = FileHandle.nullDevice
        encoder.standardError = log
        do { try decoder.run() } catch { return -1 }
        do { try encoder.run() } catch {
            decoder.terminate()
            decoder.waitUntilExit()
            return -1
        }
        try? decoded.fileHandleForWriting.close()
        try? toEncode.fileHandleForReading.close()
        var frame = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let source = decoded.fileHandleForReading.fileDescriptor, sink = toEncode.fileHandleForWriting.fileDescriptor
        while true {
            if shouldStop() {
                decoder.terminate()
                encoder.terminate()
                break
            }
            // A short or failed read is the end of the frames (or of the decoder, whose status says).
            guard case .success(frame.count) = frame.withUnsafeMutableBytes({ FileIO.fill($0, from: source) }) else { break }
            dither.map(&frame, width: size.width, height: size.height)
            guard frame.withUnsafeBytes({ PipeWriter.write($0, to: sink) }) == 0 else { break }  // the encoder stopped
        }
        try? toEncode.fileHandleForWriting.close()
        try? decoded.fileHandleForReading.close()
        decoder.waitUntilExit()
        encoder.waitUntilExit()
        // The encoder's failure first: a decoder whose reader went away only followed it.
        for process in [encoder, decoder] {
            let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
            if status != 0 { return status }
        }
        return 0
    }

    /// Waits for `process` to end, terminating it (SIGTERM) once `shouldStop` returns `true`.
    private static func wait(for process: Process, stoppingWhen shouldStop: () -> Bool) {
        var stopped = false
        while process.isRunning {
            if !stopped && shouldStop() {
                process.terminate()
                stopped = true
            }
            usleep(50_000)
        }
        process.waitUntilExit()
    }

    /// Free space below which a failed encode is put down to a full disk: more than ffmpeg's write
    /// buffer (32 KiB) and a muxer's last packets, far less than any disk in ordinary use.
    static let nearlyFullBytes: UInt64 = 1 << 20

    /// Whether ffmpeg's log says the file could not be completed. ffmpeg 5 prints "Error writing
    /// trailer" and "Error closing file" (a full disk, for one) and still exits 0, leaving a
    /// truncated, unplayable video; such a run is a failure, whatever its status.
    private static func reportsFailedWrite(logPath: String) -> Bool {
        guard case .success(let bytes) = FileIO.readAll(path: logPath) else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.contains("Error writing trailer") || text.contains("Error closing file") || reportsDiskFull(logPath: logPath)
    }

    /// Whether ffmpeg's log names `ENOSPC` (in the C library's words, as ffmpeg prints errors).
    private static func reportsDiskFull(logPath: String) -> Bool {
        guard case .success(let bytes) = FileIO.readAll(path: logPath), let text = strerror(ENOSPC) else { return false }
        return String(decoding: bytes, as: UTF8.self).contains(String(cString: text))
    }

    /// Whether the file system holding `path` has less than ``nearlyFullBytes`` free (counting
    /// the blocks reserved for root when running as root, which may use them).
    private static func isNearlyFull(folderOf path: String) -> Bool {
        var info = statvfs()
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        guard statvfs(folder, &info) == 0 else { return false }
        let blocks = geteuid() == 0 ? UInt64(info.f_bfree) : UInt64(info.f_bavail)
        return blocks * UInt64(info.f_frsize) < nearlyFullBytes
    }

    /// The ffmpeg to run: `explicitPath` if it is an executable file, else `ffmpeg` found on `PATH`.
    static func locateFFmpeg(explicitPath: String?, searchPath: String? = nil) throws(ExportError) -> String {
        if let explicitPath {
            guard isExecutableFile(explicitPath) else { throw .ffmpegNotFound(executable: explicitPath) }
            return explicitPath
        }
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder.hasSuffix("/") ? "\(folder)ffmpeg" : "\(folder)/ffmpeg"
            if isExecutableFile(candidate) { return candidate }
        }
        throw .ffmpegNotFound(executable: "ffmpeg")
    }

    private static func isExecutableFile(_ path: String) -> Bool {
        guard case .success(.regularFile) = FileIO.kind(of: path) else { return false }
        return access(path, X_OK) == 0
    }

    /// Creates an empty hidden file beside `path` (same folder, so the final rename stays on one
    /// file system) and returns its path.
    private static func makeTemporaryFile(beside path: String) throws(ExportError) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw .unwritable(path: path, code: EISDIR) }
        var template = Array("\(folder).\(name).partial-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .unwritable(path: path, code: errno) }
        close(descriptor)
        return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The frame rate as ffmpeg reads it: an integer when whole, else a decimal.
    private static func rateArgument(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }

    /// The last non-empty line of a small text file, or `""`.
    private static func lastLine(ofFile path: String) -> String {
        guard case .success(let bytes) = FileIO.readAll(path: path) else { return "" }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).last.map { String($0.trimmingCharacters(in: .whitespaces)) } ?? ""
    }
}
