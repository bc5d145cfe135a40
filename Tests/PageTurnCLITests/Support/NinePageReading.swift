import Foundation

/// A nine-page PDF in a fresh folder, a virtual display to read it on, and the environment the
/// viewer runs in there: the display's (SDL choosing its own driver, as for a user), with the
/// places the viewer remembers kept in the folder (`XDG_STATE_HOME`), so that no test writes
/// into the home folder. A test may change ``environment`` to run another way.
struct NinePageReading {
    let folder: String
    let document: String
    let display: VirtualDisplay
    var environment: [String: String]

    init() throws {
        folder = try PageTurnBinary.temporaryFolder()
        document = folder + "/reading.pdf"
        try TestDocuments.write(TestDocuments.pdf(pageCount: 9), to: document)
        display = try VirtualDisplay()
        environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display.name
        environment["WAYLAND_DISPLAY"] = nil
        environment["XDG_STATE_HOME"] = folder + "/state"
    }

    /// `pageturn view` on the document with `arguments` after it, in ``environment``.
    func open(_ arguments: [String]) throws -> ViewerProcess {
        try ViewerProcess(arguments: ["view", document] + arguments, environment: environment)
    }
}
