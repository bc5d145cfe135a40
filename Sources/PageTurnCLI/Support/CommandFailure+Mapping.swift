import PageMedia
import PageRenderGL
import PageTurn

extension CommandFailure {
    /// A bad or missing input file: the error already names the file.
    init(pageError error: PageSourceError) {
        switch error {
        case .fileNotFound, .unreadable:
            self.init(.missingInput, error.description)
        default:
            self.init(.badInput, error.description)
        }
    }

    /// An export that failed: a missing ffmpeg, an unwritable output, an encoder failure.
    init(exportError error: ExportError) {
        switch error {
        case .ffmpegNotFound, .launchFailed:
            self.init(.unavailable, error.description)
        case .unwritable:
            self.init(.cannotWriteOutput, error.description)
        default:
            self.init(.internalError, error.description)
        }
    }

    /// No OpenGL ES: the offscreen renderer could not start.
    init(renderError error: RenderError) {
        switch error {
        case .eglUnavailable, .glesUnavailable, .contextCreationFailed, .makeCurrentFailed, .unsupportedVersion:
            self.init(.unavailable, "cannot render: no OpenGL ES 3.0 context (\(error)); install Mesa with Scripts/bootstrap")
        default:
            self.init(.internalError, "rendering failed: \(error)")
        }
    }
}
