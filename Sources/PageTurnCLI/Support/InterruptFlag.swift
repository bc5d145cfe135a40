import Dispatch
import Foundation

/// Turns SIGINT, SIGTERM and SIGHUP (a closed terminal or ssh session) into a flag that the render loop checks between frames, so that an
/// interrupted run stops cleanly and removes its partial outputs instead of dying mid-write.
///
/// While a flag exists the signals no longer kill the process (ffmpeg, started meanwhile, inherits
/// that and is stopped by the exporter's own cancel).
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var sources: [any DispatchSourceSignal] = []

    init() {
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
    }

    /// Whether an interrupt arrived.
    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}
