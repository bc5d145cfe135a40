import Foundation
import PagePipeline

/// The files every published site holds, shipped with `pageturn` in its resource bundle
/// (`PageTurn_PageTurnCLI.resources/Web` beside the binary, which SwiftPM builds from
/// `Sources/PageTurnCLI/Web`): the WebAssembly core (built by `Scripts/build-wasm` and committed),
/// the WebGL2 renderer and the page.
struct WebAssets {
    /// The files copied into a site as they are.
    static let copied = ["pageturn-core.wasm", "pageturn.js"]
    /// The page, with `{{title}}` to fill in.
    static let page = "index.html"

    /// The folder holding them.
    let folder: URL

    /// Finds the folder beside the running binary (where a build or an installation puts the
    /// resource bundle), or in `PAGETURN_WEB_ASSETS` when that is set.
    /// - Throws: `unavailable` (69) naming where it looked.
    init() throws(CommandFailure) {
        let environment = ProcessInfo.processInfo.environment["PAGETURN_WEB_ASSETS"]
        var candidates: [URL] = []
        if let environment, !environment.isEmpty { candidates.append(URL(fileURLWithPath: environment)) }
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() ?? binary
        for directory in [executable.deletingLastPathComponent(), binary.deletingLastPathComponent()] {
            candidates.append(directory.appendingPathComponent("PageTurn_PageTurnCLI.resources/Web"))
            candidates.append(directory.appendingPathComponent("../share/pageturn/Web").standardized)
        }
        for candidate in candidates where Self.isComplete(candidate) {
            folder = candidate
            return
        }
        throw CommandFailure(.unavailable, "the web files are missing (looked in \(candidates.first!.deletingLastPathComponent().path)); install the PageTurn_PageTurnCLI.resources folder beside the pageturn binary, or set PAGETURN_WEB_ASSETS to its Web folder")
    }

    private static func isComplete(_ folder: URL) -> Bool {
        (copied + [page]).allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// The page for a book titled `title` (escaped for HTML).
    func page(title: String) throws(CommandFailure) -> String {
        let url = folder.appendingPathComponent(Self.page)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw CommandFailure(.unavailable, file: url.path, "cannot be read")
        }
        var escaped = ""
        for character in title {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return text.replacingOccurrences(of: "{{title}}", with: escaped)
    }
}
