import Foundation
import Testing

/// `pageturn view FILE` reopens at the page last shown: under `$XDG_STATE_HOME`, and under
/// `~/.local/state` as a user without the variable has it; `--page` overrides; a corrupt state
/// file or a state folder that cannot be written never stops the viewer.
@Suite("pageturn view remembers the place", .serialized)
struct ViewerPlaceTests {
    static let patience = ViewerWindowTests.patience

    /// Opens the document in the viewer with `arguments`, waits for `first` as the first page
    /// line, presses `keys` (each waiting for the next page line), quits with Q, and returns the
    /// last page line printed.
    @discardableResult
    static func read(_ reading: NinePageReading, _ arguments: [String] = [], first: String,
                     keys: [(String, String)] = []) throws -> String {
        let viewer = try reading.open(["--size", "800x600"] + arguments)
        defer { viewer.kill() }
        try #require(viewer.waitForLine(first, within: patience), "expected \(first) first: \(viewer.stdout) \(viewer.stderr)")
        let id = try reading.display.windowID(pid: viewer.pid)
        try reading.display.xdotool(["windowfocus", "--sync", id])
        for (key, line) in keys {
            try reading.display.xdotool(["key", key])
            try #require(viewer.waitForLine(line, within: patience), "\(key) should show \(line): \(viewer.stdout)")
        }
        try reading.display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(viewer.stderr.isEmpty, "nothing on stderr: \(viewer.stderr)")
        return viewer.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test("reopening under XDG_STATE_HOME: the page last shown; --page overrides; a changed file starts over")
    func reopensWhereItWasLeft() throws {
        let reading = try NinePageReading()
        let left = try Self.read(reading, first: "page 1 of 9",
                                 keys: [("Right", "page 2 of 9"), ("Right", "page 4 of 9")])
        #expect(left == "page 4 of 9")
        let files = try FileManager.default.contentsOfDirectory(atPath: reading.folder + "/state/pageturn")
        #expect(files.count == 1 && files[0].hasSuffix(".place"))
        try Self.read(reading, first: "page 4 of 9")
        try Self.read(reading, ["--page", "1"], first: "page 1 of 9",
                      keys: [("End", "page 8 of 9")])
        try Self.read(reading, first: "page 8 of 9")
        // The file changed (another document at the same path): its first page.
        try TestDocuments.write(TestDocuments.pdf(pageCount: 9, size: SIMD2(320, 420)), to: reading.document)
        try Self.read(reading, first: "page 1 of 9")
    }

    @Test("as a user without XDG_STATE_HOME: kept under ~/.local/state/pageturn")
    func homeFallback() throws {
        var reading = try NinePageReading()
        reading.environment["XDG_STATE_HOME"] = nil
        reading.environment["HOME"] = reading.folder + "/home"
        try Self.read(reading, first: "page 1 of 9",
                      keys: [("Right", "page 2 of 9")])
        #expect(FileManager.default.fileExists(atPath: reading.folder + "/home/.local/state/pageturn"))
        try Self.read(reading, first: "page 2 of 9")
    }

    @Test("a corrupt state file, and a state folder that cannot be made: the viewer reads on")
    func badStateNeverStopsTheViewer() throws {
        var reading = try NinePageReading()
        try Self.read(reading, first: "page 1 of 9",
                      keys: [("Right", "page 2 of 9")])
        let state = reading.folder + "/state/pageturn"
        for name in try FileManager.default.contentsOfDirectory(atPath: state) {
            try Data([0xFF, 0x00, 0x70, 0x61, 0x67, 0x65, 0x20, 0x2D, 0x33]).write(to: URL(fileURLWithPath: state + "/" + name))
        }
        try Self.read(reading, first: "page 1 of 9")
        // XDG_STATE_HOME names a file: no folder can be made under it.
        reading.environment["XDG_STATE_HOME"] = reading.document
        try Self.read(reading, first: "page 1 of 9",
                      keys: [("Right", "page 2 of 9")])
    }
}
