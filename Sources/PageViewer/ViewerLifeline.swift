import Foundation
import PagePipeline

/// Ends the viewer's process when its event loop cannot.
///
/// - SIGINT, SIGTERM and SIGHUP raise a flag and wake the loop, which closes the window and
///   returns (`pageturn view` then exits 130). If the process is still there
///   ``interruptGrace`` seconds later (the loop is inside a frame, a swap or a window teardown
///   that waits on a display that no longer answers), it ends at once with 130.
/// - A display that goes away ends the process at once with ``ExitStatus/unavailable`` (69) and
///   one line on stderr, whichever notices first (the window's ``DisplayConnectionWatch`` or
///   Xlib's broken-connection handler): the window and its GL context cannot be closed properly
///   any more, and the viewer has nothing to save. `SIGPIPE` is ignored, so that a write to a
///   display whose server has died fails (and Xlib calls its broken-connection handler) instead
///   of ending the process silently: the viewer once died so, with status 13 and no line, when
///   its X server was killed.
///
/// SDL's own handlers for SIGINT and SIGTERM (which only queue a quit event for the loop) are
/// never installed: the signals are taken before SDL starts.
final class ViewerLifeline: @unchecked Sendable {
    /// How long the loop has to close the window itself after an interrupt, seconds: many
    /// frames even of a debug build on a loaded machine, short enough to feel prompt.
    static let interruptGrace = 2.0

    private let endLock = NSLock()
    private var interrupt: InterruptFlag?

    /// - Parameter wake: wakes the event loop (called on a dispatch queue).
    init(wake: @escaping @Sendable () -> Void) {
        signal(SIGPIPE, SIG_IGN)
        interrupt = InterruptFlag { [weak self] in
            guard let self else { return }
            wake()
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.interruptGrace) { [self] in
                end(.interrupted, message: nil)
            }
        }
    }

    /// Whether SIGINT, SIGTERM or SIGHUP arrived.
    var isInterrupted: Bool { interrupt?.isRaised ?? false }

    /// The display went away: writes one line naming it and ends the process with 69.
    func displayLost(_ display: String) -> Never {
        end(.unavailable, message: "the display \(display) went away (its server closed the connection); the window is gone")
    }

    /// Writes `message` (if any) and ends the process with `status`, skipping every teardown.
    /// The first caller wins; any other waits for the end.
    private func end(_ status: ExitStatus, message: String?) -> Never {
        endLock.lock()   // never unlocked: the process ends holding it
        if let message { StandardError.report(message) }
        _exit(status.rawValue)
    }
}
