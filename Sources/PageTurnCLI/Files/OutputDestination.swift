import Foundation
import PageMedia
import PagePipeline

/// Where `render` writes: a video file by extension, or a folder of PNG frames.
struct OutputDestination {
    enum Kind: Equatable {
        case video(VideoFormat)
        case pngFolder
    }

    let path: String
    let kind: Kind

    /// Decides the kind from the path and checks that the output can be created, before any
    /// rendering starts.
    init(path: String) throws(CommandFailure) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        if let special = SpecialFileKind.of(path: path) {
            throw CommandFailure(.cannotWriteOutput, file: path,
                                 "\(special), not a file or folder; name a video file or a folder for PNG frames")
        }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue || ext.isEmpty || path.hasSuffix("/") {
            kind = .pngFolder
        } else if let format = VideoFormat(pathExtension: ext) {
            kind = .video(format)
        } else {
            throw CommandFailure(.usage, file: path, "unknown output type '.\(ext)' (use .mp4, .webm, .gif, or a folder for PNG frames)")
        }
        if kind == .pngFolder {
            try Self.requireReplaceableFolder(path, exists: exists, isDirectory: isDirectory.boolValue)
        } else {
            try Self.requireReplaceableFile(path)
        }
    }

    /// Checks that a single-file output can be made at `output`: its folder exists and is
    /// writable, and `output` is not a folder, a device or a FIFO (it is replaced by renaming).
    static func requireReplaceableFile(_ output: String) throws(CommandFailure) {
        if let special = SpecialFileKind.of(path: output) {
            throw CommandFailure(.cannotWriteOutput, file: output,
                                 "\(special), not a regular file; pageturn writes a new file and renames it into place")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else {
                throw CommandFailure(.cannotWriteOutput, file: output, "is a folder, not a file")
            }
            guard FileManager.default.isWritableFile(atPath: output) else {
                throw CommandFailure(.cannotWriteOutput, file: output, "the file exists and is not writable")
            }
        }
        try requireWritableFolder(URL(fileURLWithPath: output).deletingLastPathComponent().path, for: output)
    }

    /// Checks that a folder of frames can replace `output`: absent (made in a writable folder), or
    /// a writable folder of earlier frames only.
    private static func requireReplaceableFolder(_ output: String, exists: Bool, isDirectory: Bool) throws(CommandFailure) {
        guard exists else {
            try requireWritableFolder(URL(fileURLWithPath: output).deletingLastPathComponent().path, for: output)
            return
        }
        guard isDirectory else {
            throw CommandFailure(.cannotWriteOutput, file: output, "is a file; name a folder for PNG frames (or a .mp4, .webm or .gif)")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        if let other = names.sorted().first(where: { !PNGSequenceWriter.isFrameName($0) }) {
            throw CommandFailure(exportError: .folderHoldsOtherFiles(path: output, file: other))
        }
        try requireWritableFolder(URL(fileURLWithPath: output).standardized.deletingLastPathComponent().path, for: output)
    }

    /// Checks that `folder` exists, is a folder and is writable, so that `output` can be made in it.
    static func requireWritableFolder(_ folder: String, for output: String) throws(CommandFailure) {
        if let special = SpecialFileKind.of(path: folder) {
            throw CommandFailure(.cannotWriteOutput, file: output, "\(folder) is \(special), not a folder")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CommandFailure(.cannotWriteOutput, file: output, "its folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else {
            throw CommandFailure(.cannotWriteOutput, file: output, "\(folder) is a file, not a folder")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandFailure(.cannotWriteOutput, file: output, "its folder \(folder) is not writable")
        }
    }

    /// Refuses an `output` that is one of the `inputs`, or a folder holding one: writing it would
    /// destroy the pages being read.
    static func requireDistinct(output: String, inputs: [String]) throws(CommandFailure) {
        guard let target = realPath(output) else { return }
        for input in inputs {
            guard let source = realPath(input) else { continue }
            if source == target {
                throw CommandFailure(.usage, file: output, "--output names the input \(input); write to another file")
            }
            if source.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
                throw CommandFailure(.usage, file: output, "--output is a folder holding the input \(input); write to another folder")
            }
        }
    }

    /// The canonical absolute path of an existing `path` (links resolved), or `nil`.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The name shown on the progress bar.
    var displayName: String { URL(fileURLWithPath: path).lastPathComponent }

    /// Opens the sink that writes frames of `size` pixels at `fps`.
    func makeSink(size: PixelSize, fps: Double) throws(CommandFailure) -> any FrameSink {
        do {
            switch kind {
            case .video(let format):
                return try VideoExporter(url: URL(fileURLWithPath: path), format: format, size: size, fps: fps)
            case .pngFolder:
                return try PNGSequenceWriter(directory: path)
            }
        } catch {
            throw CommandFailure(exportError: error)
        }
    }
}
