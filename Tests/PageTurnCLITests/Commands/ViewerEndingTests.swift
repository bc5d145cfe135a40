import Foundation
import Testing

// Nested in the window tests' suite, so that it runs serialized with them: several viewers
// drawing on llvmpipe at once slow one another (a full run saw the window test's drag lost
// beside these).
extension ViewerWindowTests {
    /// `pageturn view` ends when it must, whatever its event loop is doing (issue 13): a display that
    /// goes away ends it with one line and 69 (it used to spin at full CPU inside Mesa's swap, or exit
    /// 1 without a word), and SIGTERM or SIGINT end it with 130 even when the display no longer
    /// answers (SDL's own handlers only queued a quit event that a stuck loop never read).
    ///
    /// Each runs as a user does: only `DISPLAY` set, SDL choosing its driver.
    @Suite("pageturn view ends when its display goes or a signal comes")
    struct ViewerEndingTests {
        /// How long the viewer may take to end: a liveness limit only, generous as the window tests'
        /// (a debug build on llvmpipe beside the rest of the suite). It ends in well under a second
        /// when the machine is quiet, or ``interruptGrace`` after a signal its loop cannot take.
        static let patience = ViewerWindowTests.patience
        /// Seconds after a key press, so that the turn is being drawn when the display changes (the
        /// turn lasts 0.7 s; the swap that spun was mid-turn). Idle or mid-turn, the outcome is the same.
        static let intoTheTurn = 0.15

        /// Starts the sample book on `display` and waits for its window.
        private func startViewer(on display: VirtualDisplay) throws -> ViewerProcess {
            let viewer = try ViewerProcess(arguments: ["view", "--size", "800x600"], display: display.name, forcingX11: false)
            try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
            _ = try display.windowID(pid: viewer.pid)
            return viewer
        }

        @Test("the X server dies under the viewer: one line naming the display, exit 69, promptly",
              arguments: [false, true])
        func displayDies(midTurn: Bool) throws {
            let display = try VirtualDisplay()
            let viewer = try startViewer(on: display)
            defer { viewer.kill() }
            // A write to the dead server must fail rather than raise SIGPIPE, which would end the
            // viewer silently (status 13, no line) before Xlib's handler could say why: the
            // viewer ignores it (bit 13 of the kernel's mask of ignored signals, from 1).
            let procStatus = try String(contentsOfFile: "/proc/\(viewer.pid)/status", encoding: .utf8)
            let ignored = procStatus.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }
                .flatMap { UInt64($0.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16) }
            #expect(ignored.map { $0 & (1 << (UInt64(SIGPIPE) - 1)) != 0 } == true, "SigIgn: \(String(describing: ignored))")
            if midTurn {
                try display.xdotool(["key", "Right"])
                Thread.sleep(forTimeInterval: Self.intoTheTurn)
            }
            let start = Date()
            display.crash()
            let status = viewer.waitForExit(within: Self.patience)
            try #require(status != nil, "still running \(Self.patience) s after its display died")
            #expect(status == 69, "stderr: \(viewer.stderr)")
            let lines = viewer.stderr.split(separator: "\n")
            #expect(lines.count == 1, "one line: \(viewer.stderr)")
            #expect(lines.first?.contains("display \(display.name)") == true, "\(viewer.stderr)")
            #expect(Date().timeIntervalSince(start) < Self.patience)
        }

        @Test("SIGTERM or SIGINT ends the viewer with 130, also while its display is frozen mid-frame",
              arguments: [(SIGTERM, true), (SIGINT, true), (SIGTERM, false)])
        func signalEndsIt(signal: Int32, frozen: Bool) throws {
            let display = try VirtualDisplay()
            let viewer = try startViewer(on: display)
            defer {
                display.thaw()
                viewer.kill()
            }
            if frozen {
                // Mid-turn on a stopped server: the frame being swapped fills the socket, and the loop
                // waits in the write (and would wait again closing the window).
                try display.xdotool(["key", "Right"])
                Thread.sleep(forTimeInterval: Self.intoTheTurn)
                display.freeze()
                Thread.sleep(forTimeInterval: 1)
            }
            kill(viewer.pid, signal)
            let status = viewer.waitForExit(within: Self.patience)
            try #require(status != nil, "still running \(Self.patience) s after signal \(signal)")
            #expect(status == 130, "stderr: \(viewer.stderr)")
            #expect(viewer.stderr.isEmpty, "an interrupt is no error: \(viewer.stderr)")
        }
    }
}
