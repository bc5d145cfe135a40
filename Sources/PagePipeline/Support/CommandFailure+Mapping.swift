import Foundation
import PageMedia
import PageRenderGL
import PageTurn

extension CommandFailure {
    /// A bad or missing input file: the error already names the file.
    package init(pageError error: PageSourceError) {
        switch error {
        case .fileNotFound, .unreadable, .specialFile:
            self.init(.missingInput, error.description)
        default:
            self.init(.badInput, error.description)
        }
    }

    /// An export that failed: a missing ffmpeg, an unwritable output, an encoder failure.
    package init(exportError error: ExportError) {
        switch error {
        case .ffmpegNotFound, .launchFailed:
            self.init(.unavailable, error.description)
        case .unwritable, .folderHoldsOtherFiles, .specialFile:
            self.init(.cannotWriteOutput, error.description)
        default:
            self.init(.internalError, error.description)
        }
    }

    /// A PNG (a still or a key frame) that could not be written to `file`: one plain line naming
    /// it, with the system's reason (a full disk, a missing permission).
    package init(pngError error: PNGError, file: String) {
        switch error {
        case .unwritable(_, let code):
            self.init(.cannotWriteOutput, file: file, "cannot be written (\(String(cString: strerror(code))))")
        case .invalidSize(let width, let height):
            self.init(.cannotWriteOutput, file: file, "a \(width)×\(height) image cannot be written as PNG")
        default:
            self.init(.cannotWriteOutput, file: file, "cannot be written (out of memory while encoding)")
        }
    }

    /// No OpenGL ES: the offscreen renderer could not start.
    package init(renderError error: RenderError) {
        switch error {
        case .eglUnavailable, .glesUnavailable, .contextCreationFailed, .makeCurrentFailed, .unsupportedVersion:
            self.init(.unavailable, "cannot render: no OpenGL ES 3.0 context (\(error)); install Mesa with Scripts/bootstrap")
        default:
            self.init(.internalError, "rendering failed: \(error)")
        }
    }
}
