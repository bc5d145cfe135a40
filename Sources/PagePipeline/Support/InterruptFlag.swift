import Dispatch
import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP (a closed terminal or ssh session) into a flag that the render loop checks between frames, so that an
/// interrupted run stops cleanly and removes its partial outputs instead of dying mid-write.
///
/// While a flag exists the signals no longer kill the process (ffmpeg, started meanwhile, inherits
/// that and is stopped by the exporter's own cancel).
package final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var sources: [any DispatchSourceSignal] = []
    private let onRaise: (@Sendable () -> Void)?

    /// - Parameter onRaise: called on a dispatch queue after each signal has raised the flag (the
    ///   viewer wakes its event loop with it).
    package init(onRaise: (@Sendable () -> Void)? = nil) {
        self.onRaise = onRaise
        // A parent may have started this process with the signals blocked (a thread of a test
        // runner or of a libdispatch pool blocks them, and spawned processes inherit the mask):
        // they would then stay pending forever. Unblocked in this thread, they are delivered
        // here, and ffmpeg, spawned from this thread, can be stopped too.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.raise() }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }

    private func raise() {
        lock.lock()
        raised = true
        lock.unlock()
        onRaise?()
    }

    /// Whether an interrupt arrived, or arrives within `seconds`. A Ctrl-C reaches the whole
    /// process group at once: ffmpeg may die of it before the signal's handler has raised the
    /// flag here, and its failure must still read as the interrupt it is.
    package func wasRaised(within seconds: Double) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !isRaised {
            if DispatchTime.now() >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// Whether an interrupt arrived.
    package var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
