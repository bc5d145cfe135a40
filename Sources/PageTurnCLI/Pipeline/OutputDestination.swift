import Foundation
import PageMedia

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
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue || ext.isEmpty || path.hasSuffix("/") {
            kind = .pngFolder
        } else if let format = VideoFormat(pathExtension: ext) {
            kind = .video(format)
        } else {
            throw CommandFailure(.usage, file: path, "unknown output type '.\(ext)' (use .mp4, .webm, .gif, or a folder for PNG frames)")
        }
        // An existing folder of frames must itself be writable; anything new is made in its parent.
        let parent = kind == .pngFolder && exists ? path : url.deletingLastPathComponent().path
        try Self.requireWritableFolder(parent, for: path)
        if exists && isDirectory.boolValue == false && !FileManager.default.isWritableFile(atPath: path) {
            throw CommandFailure(.cannotWriteOutput, file: path, "the file exists and is not writable")
        }
    }

    /// Checks that `folder` exists and is writable, so that `output` can be made in it.
    static func requireWritableFolder(_ folder: String, for output: String) throws(CommandFailure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(.cannotWriteOutput, file: output, "its folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandFailure(.cannotWriteOutput, file: output, "its folder \(folder) is not writable")
        }
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
