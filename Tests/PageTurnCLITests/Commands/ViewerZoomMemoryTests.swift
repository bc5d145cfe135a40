import Foundation
import PageTestSupport
import Testing

extension ViewerProcess {
    /// Its peak resident memory so far (`VmHWM` in `/proc`), bytes; `nil` once it has exited.
    var peakResidentBytes: Int? { statusBytes("VmHWM") }
}

// Nested in the window tests' suite, so that it runs serialized with them (several viewers on
// llvmpipe at once slow one another).
extension ViewerWindowTests {
    /// Zoomed in at 400%, paging through a 1000-page PDF keeps memory bounded: only the part of
    /// each page in view is rasterised at the zoom (one window of pixels a page), never whole
    /// pages at 400%, and the pages flown past are not kept.
    @Suite("pageturn view zoomed in at 400% keeps its memory bounded")
    struct ViewerZoomMemoryTests {
        /// The most the viewer may hold at its peak. Measured on the debug build under Xvfb with
        /// llvmpipe: 180 MiB at fit and 233 MiB at 400% (most of it Mesa's and the debug build's
        /// own; the zoomed regions, their textures and the buffers they pass through add the
        /// rest). One page of this PDF at 400% in a 1000 × 700 window's spread would be about
        /// 1350 × 1890 pixels, 10 MiB a page and as much again as a texture, so a viewer keeping
        /// whole zoomed pages of the 32 it turns through would pass this.
        static let allowedPeak = 320 << 20
        static let patience = ViewerWindowTests.patience

        @Test("At 400% (and at fit, to compare): 30 turns, then jumps to pages 500 and 1000 of a 1000-page PDF; peak resident memory < 320 MiB",
              arguments: [true, false])
        func zoomedPagingStaysBounded(zoomed: Bool) throws {
            let folder = try PageTurnBinary.temporaryFolder()
            let document = folder + "/thousand.pdf"
            ReaderPDF.write(to: document, pageCount: 1000)
            let display = try VirtualDisplay()
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display.name
            environment["WAYLAND_DISPLAY"] = nil
            environment["XDG_STATE_HOME"] = folder + "/state"
            let viewer = try ViewerProcess(arguments: ["view", document, "--size", "1000x700", "--reduce-motion"],
                                           environment: environment)
            defer { viewer.kill() }
            try #require(viewer.waitForLine("page 1 of 1000", within: Self.patience), "no first frame: \(viewer.stderr)")
            let id = try display.focusedWindow(pid: viewer.pid).id
            if zoomed {
                try display.xdotool(["key", "plus", "plus", "plus", "plus", "plus", "plus", "plus"])
                try display.waitForIdleTitle(id: id, containing: "zoom 400%", within: Self.patience)
            }

            var lines = 1
            for _ in 0..<30 {
                try display.xdotool(["key", "--window", id, "Right"])
                lines += 1
                try #require(viewer.waitForLines(startingWith: "page ", count: lines, within: Self.patience),
                             "a turn never landed: \(viewer.stdout.suffix(200)) \(viewer.stderr)")
                Thread.sleep(forTimeInterval: 0.3)   // the zoomed regions of the spread rasterised
            }
            for target in ["500", "1000"] {
                try display.xdotool(["key", "g"] + target.map { String($0) } + ["Return"])
                try display.waitForIdleTitle(id: id, containing: "of 1000", within: Self.patience)
                #expect(viewer.waitForLine("page \(target) of 1000", within: Self.patience) || target == "500",
                        "\(viewer.stdout.suffix(200))")
                Thread.sleep(forTimeInterval: 1)
            }
            if zoomed { try display.waitForIdleTitle(id: id, containing: "zoom 400%", within: Self.patience) }
            let peak = try #require(viewer.peakResidentBytes)
            print("ViewerZoomMemoryTests: peak resident \(peak >> 20) MiB \(zoomed ? "at 400%" : "at fit") paging through 1000 pages")
            #expect(peak < Self.allowedPeak, "peak \(peak >> 20) MiB")
            try display.xdotool(["key", "q"])
            #expect(viewer.waitForExit(within: Self.patience) == 0, "\(viewer.stderr)")
        }
    }
}
