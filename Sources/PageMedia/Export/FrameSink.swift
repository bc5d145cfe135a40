public import PageImage

/// Somewhere rendered frames go, one after another: a video file (``VideoExporter``) or a folder
/// of PNG files (``PNGSequenceWriter``).
///
/// Call ``append(_:)`` for each frame, then ``finish()`` once; or ``cancel()`` at any time to stop
/// and remove what was written. A sink is used from one thread at a time.
public protocol FrameSink: AnyObject {
    /// Number of frames appended so far.
    var frameCount: Int { get }

    /// Adds `frame` (straight RGBA8) as the next frame.
    ///
    /// - Throws: ``ExportError``; after an error the sink is closed and has removed its output.
    func append(_ frame: RGBAImage) throws(ExportError)

    /// Completes the output; after this the sink takes no more frames.
    ///
    /// - Throws: ``ExportError``; after an error no partial output is left.
    func finish() throws(ExportError)

    /// Completes the output like ``finish()``, but gives up when `shouldStop` returns `true` while
    /// it waits (it is asked a few times a second): the encoder is stopped, nothing is left, and
    /// the error is the one the stopped encoder gives. Sinks that never wait just finish.
    func finish(stoppingWhen shouldStop: () -> Bool) throws(ExportError)

    /// Stops and removes everything written so far. Safe to call more than once, and after
    /// ``finish()`` (then it does nothing: a finished output stays).
    func cancel()
}

extension FrameSink {
    /// Finishes without waiting on anything that could be stopped: ``finish()``.
    public func finish(stoppingWhen shouldStop: () -> Bool) throws(ExportError) {
        try finish()
    }
}
