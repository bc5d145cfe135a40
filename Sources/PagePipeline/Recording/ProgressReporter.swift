import Foundation

/// A one-line progress bar on stderr (frames done, frames per second, time left), drawn only
/// when stderr is a terminal and not silenced; otherwise it prints nothing.
struct ProgressReporter {
    private let total: Int
    private let label: String
    private let isEnabled: Bool
    private let started = ContinuousClock.now
    private var lastDrawn = ContinuousClock.now - .seconds(1)

    /// - Parameters:
    ///   - label: what is being made, e.g. the output's file name.
    ///   - total: the number of frames expected.
    ///   - quiet: `--quiet`: never draw.
    init(label: String, total: Int, quiet: Bool) {
        self.label = label
        self.total = Swift.max(1, total)
        self.isEnabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Reports that `done` frames are finished; redraws at most ten times a second.
    mutating func update(done: Int) {
        guard isEnabled else { return }
        let now = ContinuousClock.now
        guard done >= total || now - lastDrawn >= .milliseconds(100) else { return }
        lastDrawn = now
        let elapsed = Double((now - started).components.seconds)
            + Double((now - started).components.attoseconds) * 1e-18
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let left = fps > 0 ? Double(total - done) / fps : 0
        let width = 24
        let filled = Swift.min(width, done * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let line = String(format: "\r%@ [%@] %d/%d frames  %.1f fps  %.0fs left ", label, bar, done, total, fps, left)
        StandardError.write(line)
    }

    /// Clears the bar's line.
    func finish() {
        guard isEnabled else { return }
        StandardError.write("\r\u{1B}[K")
    }
}
