import Foundation
import Testing

// Nested in the window tests' suite, so that it runs serialized with them: several viewers
// drawing on llvmpipe at once slow one another (a full run saw the window test's drag lost
// beside these).
extension ViewerWindowTests {
    /// `pageturn view` turning pages for a while keeps its resident memory flat (issue 13): turning
    /// back and forth through the sample book, the flip and curl books grew by 180 to 260 KB a turn
    /// (each turn freed and allocated half-megabyte page textures and image copies, which fragmented
    /// the C heap), about 12 MB over the turns measured here; now they stay within a few hundred KB.
    ///
    /// Runs as a user does: only `DISPLAY` set, SDL choosing its driver; `--reduce-motion` only
    /// shortens each turn (its pages come and go the same way).
    @Suite("pageturn view keeps its memory flat while turning pages")
    struct ViewerMemoryTests {
        /// Turns before the baseline: the page cache, the spare textures and llvmpipe's shader
        /// variants reach their steady size (two sweeps there and back).
        static let warmUpTurns = 24
        /// Turns measured.
        static let measuredTurns = 48
        /// Growth allowed over the measured turns: the leak added about 12 MB; allocator noise stays
        /// well under a megabyte (measured: 0).
        static let allowedGrowth = 4 << 20
        static let patience = ViewerWindowTests.patience

        @Test("6 pages on and 6 back, again and again: resident memory grows < 4 MiB over 48 turns",
              arguments: ["flip", "curl"])
        func turningKeepsResidentMemoryFlat(effect: String) throws {
            let display = try VirtualDisplay()
            let viewer = try ViewerProcess(arguments: ["view", "--effect", effect, "--size", "800x600", "--reduce-motion"],
                                           display: display.name, forcingX11: false)
            defer { viewer.kill() }
            try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
            let id = try display.focusedWindow(pid: viewer.pid).id

            var turns = 0
            func turn() throws {
                // A press during a turn is ignored: each waits for the line the last turn printed.
                try display.xdotool(["key", "--window", id, (turns / 6) % 2 == 0 ? "Right" : "Left"])
                turns += 1
                try #require(viewer.waitForLines(startingWith: "page ", count: turns + 1, within: Self.patience),
                             "turn \(turns) never landed: \(viewer.stdout.suffix(200)) \(viewer.stderr)")
            }
            for _ in 0 ..< Self.warmUpTurns { try turn() }
            Thread.sleep(forTimeInterval: 0.5)
            let before = try #require(viewer.residentBytes)
            for _ in 0 ..< Self.measuredTurns { try turn() }
            Thread.sleep(forTimeInterval: 0.5)
            let after = try #require(viewer.residentBytes)
            let growth = after - before
            print("ViewerMemoryTests: \(effect): resident \(before >> 10) KiB → \(after >> 10) KiB (\(growth >> 10) KiB) "
                  + "over \(Self.measuredTurns) turns")
            #expect(growth < Self.allowedGrowth, "grew by \(growth >> 10) KiB over \(Self.measuredTurns) turns")
            // Not sent to the window: it is gone before a sent key's release would reach it.
        try display.xdotool(["key", "q"])
            #expect(viewer.waitForExit(within: Self.patience) == 0, "\(viewer.stderr)")
        }
    }
}
