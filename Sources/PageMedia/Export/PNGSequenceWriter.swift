#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
public import PageImage

/// Writes frames as numbered PNG files in a folder: `frame-00001.png`, `frame-00002.png`, …
///
/// The folder is replaced as a whole, like a single-file output: frames go to a hidden temporary
/// folder beside `directory` (`.NAME.partial-XXXXXX`, on the same file system), which
/// ``finish()`` renames into place. So a shorter sequence never leaves older frames behind, and a
/// failed, cancelled or interrupted export (a full disk, an error, ``cancel()``, the writer
/// released without ``finish()``) leaves `directory` exactly as it was, or absent if it was.
///
/// An existing `directory` is replaced only if it holds nothing but frames (`frame-` digits
/// `.png`): a folder with any other file is refused with
/// ``ExportError/folderHoldsOtherFiles(path:file:)`` rather than lose that file. Missing parent
/// folders are created. Frames may differ in size. Use from one thread at a time.
///
/// Frames are encoded on a worker thread while the caller goes on (at most two in hand, so
/// memory stays bounded): an error writing one is thrown by the next ``append(_:)`` or by
/// ``finish()``, with everything written removed as before. A frame appended again unchanged
/// (the same image, as a recorder passes for a page at rest) is written from the bytes encoded
/// for it before, not encoded again.
public final class PNGSequenceWriter: FrameSink {
    /// The folder the frames end up in.
    public let directory: String
    /// The PNG encoder's settings.
    public let codec: PNGCodec
    /// Number of frames written so far.
    public private(set) var frameCount = 0

    private enum State { case running, finished, closed }
    private var state = State.running
    /// The hidden folder beside ``directory`` the frames are written into until ``finish()``.
    private let temporaryDirectory: String
    /// The worker that encodes and writes the frames.
    private let files: FrameWorker<(RGBAImage, String), PNGError>

    /// A writer whose frames will replace `directory`.
    ///
    /// - Parameters:
    ///   - directory: The output folder; its parent folders are created if missing.
    ///   - codec: PNG settings; compression level 3 by default, a good size for little time on
    ///     long sequences.
    /// - Throws: ``ExportError/unwritable(path:code:)`` when a folder cannot be created or
    ///   `directory` names a file, ``ExportError/specialFile(path:kind:)`` for a device or FIFO,
    ///   ``ExportError/folderHoldsOtherFiles(path:file:)``.
    public init(directory: String, codec: PNGCodec = PNGCodec(compressionLevel: 3)) throws(ExportError) {
        let target = Self.trimmed(directory)
        try Self.requireReplaceable(target, reported: directory)
        let slash = target.lastIndex(of: "/")
        let parent = slash.map { $0 == target.startIndex ? "/" : String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        try Self.makeDirectories(parent, reported: directory)
        var template = Array("\(parent == "/" ? "" : parent)/.\(name).partial-XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            throw .unwritable(path: directory, code: errno)
        }
        temporaryDirectory = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        chmod(temporaryDirectory, 0o755 & ~Self.currentUmask)
        self.directory = directory
        self.codec = codec
        let encoded = EncodedFrames(codec: codec)
        files = FrameWorker(name: "pageturn frame files") { (item: (RGBAImage, String)) throws(PNGError) in
            try encoded.write(item.0, to: item.1)
        }
    }

    deinit {
        if state == .running { cancel() }
        files.stop()
    }

    /// The worker thread's encoder, used by that thread alone: a frame handed over again
    /// unchanged (a page at rest, the same image) is written from the bytes encoded for it before.
    private final class EncodedFrames: @unchecked Sendable {
        private let codec: PNGCodec
        private var encoded = RepeatedFrameCache<[UInt8]>()

        init(codec: PNGCodec) { self.codec = codec }

        /// Writes `frame` as a PNG file at `path`, atomically.
        func write(_ frame: RGBAImage, to path: String) throws(PNGError) {
            let bytes = try encoded.output(for: frame) { (frame) throws(PNGError) in try codec.encode(frame) }
            if case .failure(let failure) = FileIO.writeAtomically(bytes, to: path) {
                throw .unwritable(path: path, code: failure.code)
            }
        }
    }

    /// The file name of frame `number` (1-based): `frame-` and the number padded to five digits
    /// (longer numbers keep all their digits), then `.png`.
    public static func fileName(forFrame number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Whether `name` is a frame's file name as ``fileName(forFrame:)`` makes them.
    public static func isFrameName(_ name: String) -> Bool {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy { $0 >= "0" && $0 <= "9" }
    }

    /// The path frame `number` (1-based) has once the sequence is finished.
    public func path(forFrame number: Int) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + Self.fileName(forFrame: number)
    }

    /// Hands `frame` to the worker as the next numbered file (into the temporary folder); waits
    /// while two frames are still being written.
    ///
    /// - Throws: ``ExportError/unwritable(path:code:)`` naming ``directory`` when writing an
    ///   earlier frame failed (a full disk, for one: everything written is removed),
    ///   ``ExportError/invalidSize(path:width:height:)`` for
    ///   an empty frame or one over 65,535 pixels a side (the sequence goes on),
    ///   ``ExportError/closed(path:)``.
    public func append(_ frame: RGBAImage) throws(ExportError) {
        guard state == .running else { throw .closed(path: directory) }
        guard !frame.isEmpty, frame.width <= 65_535, frame.height <= 65_535 else {
            throw .invalidSize(path: self.path(forFrame: frameCount + 1), width: frame.width, height: frame.height)
        }
        try throwIfWriteFailed()
        files.enqueue((frame, temporaryDirectory + "/" + Self.fileName(forFrame: frameCount + 1)))
        frameCount += 1
    }

    /// Throws what writing a frame failed with, having removed everything written.
    private func throwIfWriteFailed() throws(ExportError) {
        guard let failure = files.failure else { return }
        cancel()
        switch failure {
        case .unwritable(_, let code): throw .unwritable(path: directory, code: code)
        default: throw .unwritable(path: directory, code: ENOMEM)
        }
    }

    /// Puts the frames in place: the temporary folder is renamed to ``directory``, and a folder
    /// of older frames there is removed.
    ///
    /// - Throws: ``ExportError/noFrames(path:)`` when nothing was written,
    ///   ``ExportError/folderHoldsOtherFiles(path:file:)`` when a file other than a frame has
    ///   appeared in ``directory`` meanwhile, ``ExportError/unwritable(path:code:)`` when a rename
    ///   fails, ``ExportError/closed(path:)``. After an error ``directory`` is as it was.
    public func finish() throws(ExportError) {
        guard state == .running else { throw .closed(path: directory) }
        files.drain()
        try throwIfWriteFailed()
        guard frameCount > 0 else {
            cancel()
            throw .noFrames(path: directory)
        }
        let target = Self.trimmed(directory)
        do {
            try Self.requireReplaceable(target, reported: directory)
        } catch {
            cancel()
            throw error
        }
        guard case .success(.directory) = FileIO.kind(of: target) else {
            guard rename(temporaryDirectory, target) == 0 else { throw failAndClean(errno) }
            state = .finished
            return
        }
        // Older frames there: set them aside, put the new ones in place, then delete the old.
        let aside = temporaryDirectory + "-old"
        guard rename(target, aside) == 0 else { throw failAndClean(errno) }
        guard rename(temporaryDirectory, target) == 0 else {
            let code = errno
            rename(aside, target)
            throw failAndClean(code)
        }
        state = .finished
        Self.removeFrameFolder(aside)
    }

    /// Removes the frames written so far and the temporary folder; ``directory`` stays as it was.
    /// Does nothing after ``finish()`` succeeded or after an earlier cancel or failure.
    public func cancel() {
        guard state == .running else { return }
        state = .closed
        files.stop()
        Self.removeFrameFolder(temporaryDirectory)
        frameCount = 0
    }

    private func failAndClean(_ code: Int32) -> ExportError {
        cancel()
        return .unwritable(path: directory, code: code)
    }

    /// `path` without trailing slashes (`/` stays `/`).
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private static var currentUmask: mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    /// Checks that `target` is absent, or a folder holding only frames.
    private static func requireReplaceable(_ target: String, reported: String) throws(ExportError) {
        switch FileIO.kind(of: target) {
        case .success(.directory):
            switch FileIO.directoryEntries(path: target) {
            case .success(let names):
                if let other = names.sorted().first(where: { !isFrameName($0) }) {
                    throw .folderHoldsOtherFiles(path: reported, file: other)
                }
            case .failure(let failure):
                throw .unwritable(path: reported, code: failure.code)
            }
        case .success(.special(let kind)):
            throw .specialFile(path: reported, kind: kind)
        case .success:
            throw .unwritable(path: reported, code: ENOTDIR)
        case .failure(let failure) where failure.code != ENOENT:
            throw .unwritable(path: reported, code: failure.code)
        case .failure:
            return
        }
    }

    /// Removes the frame files in `folder`, then the folder (which stays if anything else is in it).
    private static func removeFrameFolder(_ folder: String) {
        if case .success(let names) = FileIO.directoryEntries(path: folder) {
            for name in names where isFrameName(name) || name.hasPrefix(".frame-") { unlink(folder + "/" + name) }
        }
        rmdir(folder)
    }

    private static func makeDirectories(_ path: String, reported: String) throws(ExportError) {
        switch FileIO.kind(of: path) {
        case .success(.directory): return
        case .success(.special(let kind)): throw .specialFile(path: path, kind: kind)
        case .success: throw .unwritable(path: reported, code: ENOTDIR)
        case .failure(let failure) where failure.code != ENOENT:
            throw .unwritable(path: reported, code: failure.code)
        case .failure:
            break
        }
        if let slash = path.dropLast().lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectories(String(path[..<slash]), reported: reported)
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw .unwritable(path: reported, code: errno) }
    }
}
