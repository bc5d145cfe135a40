import Foundation

/// Figures `pageturn view --stats` prints to stderr on the way out: time from launch to the
/// first frame, frame times while a pointer drags, pages rasterised, and peak memory.
struct ViewerStats {
    private var dragFrameTimes: [Double] = []
    private var lastDragFrame: Double?
    private(set) var firstFrameLatency: Double?
    private(set) var frames = 0

    /// Seconds since the process started (from `/proc/self/stat`, 10 ms resolution), or `nil`
    /// where there is no `/proc`.
    static func secondsSinceLaunch() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let uptimeText = try? String(contentsOfFile: "/proc/uptime", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name: state is field 3, starttime field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
              let uptime = Double(uptimeText.split(separator: " ").first ?? "") else { return nil }
        return uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Peak resident memory of the process, bytes (`VmHWM`), or `nil` where there is no `/proc`.
    static func peakResidentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let number = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return number.map { $0 * 1024 }
        }
        return nil
    }

    /// A frame was shown at `time` (viewer clock, seconds); `dragging` while the pointer drags.
    mutating func frameShown(at time: Double, dragging: Bool) {
        frames += 1
        if firstFrameLatency == nil { firstFrameLatency = Self.secondsSinceLaunch() }
        if dragging {
            if let last = lastDragFrame { dragFrameTimes.append(time - last) }
            lastDragFrame = time
        } else {
            lastDragFrame = nil
        }
    }

    /// The lines to print.
    func summary(pagesLoaded: Int, renderer: String) -> [String] {
        var lines = ["renderer: \(renderer)", "frames: \(frames), pages rasterised: \(pagesLoaded)"]
        if let firstFrameLatency {
            lines.append(String(format: "first frame: %.0f ms after launch", firstFrameLatency * 1000))
        }
        if !dragFrameTimes.isEmpty {
            let sorted = dragFrameTimes.sorted()
            let mean = sorted.reduce(0, +) / Double(sorted.count)
            let p95 = sorted[Swift.min(sorted.count - 1, Int(0.95 * Double(sorted.count)))]
            lines.append(String(format: "frame time while dragging: mean %.1f ms, 95th percentile %.1f ms (%d frames)",
                                mean * 1000, p95 * 1000, sorted.count))
        }
        if let peak = Self.peakResidentBytes() {
            lines.append(String(format: "peak memory: %.1f MiB", Double(peak) / 1_048_576))
        }
        return lines
    }
}
