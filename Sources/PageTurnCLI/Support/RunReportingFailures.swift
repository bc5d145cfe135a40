import ArgumentParser
import Foundation
import PagePipeline
import PageRenderGL

/// Runs a command body, turning a ``CommandFailure`` into one line on stderr and its exit code.
///
/// Library chatter on C's `stderr` is silenced first (see
/// ``StandardStreams/silenceLibraryChatter()``); the line is written so that a closed or full
/// stderr does not change the exit code.
func runReportingFailures(_ body: () throws -> Void) throws {
    StandardStreams.silenceLibraryChatter()
    do {
        try body()
    } catch let failure as CommandFailure {
        StandardError.report(failure.message)
        throw ExitCode(failure.status.rawValue)
    }
}

/// The offscreen renderer, or a failure saying OpenGL ES is missing.
func makeRenderer() throws(CommandFailure) -> OffscreenRenderer {
    do { return try OffscreenRenderer() } catch { throw CommandFailure(renderError: error) }
}
