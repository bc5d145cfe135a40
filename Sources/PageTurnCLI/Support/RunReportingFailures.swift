import ArgumentParser
import Foundation
import PageRenderGL

/// Runs a command body, turning a ``CommandFailure`` into one line on stderr and its exit code.
func runReportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as CommandFailure {
        FileHandle.standardError.write(Data("pageturn: \(failure.message)\n".utf8))
        throw ExitCode(failure.status.rawValue)
    }
}

/// The offscreen renderer, or a failure saying OpenGL ES is missing.
func makeRenderer() throws(CommandFailure) -> OffscreenRenderer {
    do { return try OffscreenRenderer(samples: 4) } catch { throw CommandFailure(renderError: error) }
}
