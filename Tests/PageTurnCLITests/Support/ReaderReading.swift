import Foundation
import PageTestSupport

/// ``ReaderPDF`` (twelve pages, or `pageCount`, with an outline, links and a word to find) in a fresh folder, a
/// virtual display to read it on, and the environment the viewer runs in there (as
/// ``NinePageReading``'s). `PATH` leads first to a fake `xdg-open` in the folder, which writes
/// the address it is given to ``openedFile``.
struct ReaderReading {
    let folder: String
    let document: String
    let display: VirtualDisplay
    var environment: [String: String]
    /// Where the fake `xdg-open` writes the address it was asked to open.
    var openedFile: String { folder + "/opened.txt" }

    init(outline: Bool = true, xdgOpen: Bool = true, pageCount: Int = 12) throws {
        folder = try PageTurnBinary.temporaryFolder()
        document = folder + "/reader.pdf"
        ReaderPDF.write(to: document, pageCount: pageCount, outline: outline)
        display = try VirtualDisplay()
        environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_STATE_HOME"] = folder + "/state"
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        if xdgOpen {
            let script = "#!/bin/sh\nprintf '%s\\n' \"$1\" > '\(openedFile)'\n"
            try script.write(toFile: bin + "/xdg-open", atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/xdg-open")
        }
        // No other xdg-open: only the fake one, or none.
        environment["PATH"] = bin
    }

    /// `pageturn view` on the document, in a tall window (single pages, so that the page gone to
    /// is the page reported), with `arguments` after it.
    func open(_ arguments: [String] = []) throws -> ViewerProcess {
        try ViewerProcess(arguments: ["view", document, "--size", "500x700"] + arguments, environment: environment)
    }
}
