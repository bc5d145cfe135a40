import Foundation
import Testing

/// `pageturn publish` as a command: the files of the site, its manifest, replacing an earlier
/// site whole, refusing other folders, the one-line errors and their exit codes, and the size of
/// what a browser downloads before the first page.
@Suite("pageturn publish", .serialized)
struct CLIPublishTests {
    /// What a browser loads before the first page image, gzipped (issue 18's budget).
    static let downloadBudget = 300 * 1024

    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    static func manifest(in site: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: site + "/manifest.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aSiteHoldsThePageTheCoreTheRendererTheManifestAndTwoSizesOfEveryPage() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestDocuments.write(TestDocuments.pdf(pageCount: 3, size: SIMD2(300, 420)), to: folder + "/doc.pdf")
        let run = try PageTurnBinary.run(["publish", folder + "/doc.pdf", "--output", folder + "/site",
                                          "--image-width", "300", "--spread", "--hard-covers", "--effect", "flip",
                                          "--image-format", "png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote \(folder)/site (3 pages"))
        #expect(try Self.files(in: folder + "/site") == ["index.html", "manifest.json", "pages", "pageturn-core.wasm", "pageturn.js"])
        #expect(try Self.files(in: folder + "/site/pages/small") == ["0001.png", "0002.png", "0003.png"])
        #expect(try Self.files(in: folder + "/site/pages/large") == ["0001.png", "0002.png", "0003.png"])
        let manifest = try Self.manifest(in: folder + "/site")
        #expect(manifest["pageCount"] as? Int == 3)
        #expect(manifest["title"] as? String == "doc")
        #expect(manifest["layout"] as? String == "spreads-cover-alone")
        #expect(manifest["hardPages"] as? String == "covers")
        #expect(manifest["effect"] as? String == "flip")
        let images = try #require(manifest["images"] as? [String: [String: Any]])
        #expect(images["small"]?["width"] as? Int == 300 && images["small"]?["height"] as? Int == 420)
        #expect(images["large"]?["width"] as? Int == 600 && images["large"]?["height"] as? Int == 840)
        // The renderer's shaders, as PageRenderGL has them (GLSL ES 3.00, WebGL2's language).
        // The page shader's body and the first lines of each variant (casters 0 to 2, textured or not).
        let shaders = try #require(manifest["shaders"] as? [String: Any])
        #expect((shaders["vertex"] as? String)?.contains("gl_Position") == true)
        #expect((shaders["fragment"] as? String)?.contains("uniform vec4 uCasterProfile") == true)
        let prefixes = try #require(shaders["prefixes"] as? [String: String])
        #expect(Set(prefixes.keys) == ["0-0", "0-1", "1-0", "1-1", "2-0", "2-1"])
        #expect(prefixes.values.allSatisfy { $0.hasPrefix("#version 300 es\n") })
        #expect((shaders["deskVertex"] as? String)?.hasPrefix("#version 300 es") == true)
        let layout = try #require(manifest["frameLayout"] as? [String: [String: Int]])
        #expect(layout["record"]?["count"] != nil && layout["header"]?["recordCount"] != nil)
        let page = try String(contentsOfFile: folder + "/site/index.html", encoding: .utf8)
        #expect(page.contains("<title>doc</title>") && !page.contains("{{"))
        // No staging folder is left beside the site.
        #expect(try Self.files(in: folder) == ["doc.pdf", "site"])
    }

    @Test func anEarlierSiteIsReplacedWholeAndAnotherFolderIsRefused() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestDocuments.write(TestDocuments.pdf(pageCount: 4), to: folder + "/doc.pdf")
        let common = ["--image-width", "200", "--quiet"]
        #expect(try PageTurnBinary.run(["publish", folder + "/doc.pdf", "-o", folder + "/site"] + common).status == 0)
        let again = try PageTurnBinary.run(["publish", folder + "/doc.pdf", "--pages", "1-2", "-o", folder + "/site"] + common)
        #expect(again.status == 0, "\(again.stderr)")
        // JPEG by default.
        #expect(try Self.files(in: folder + "/site/pages/small") == ["0001.jpg", "0002.jpg"])
        #expect(try Self.manifest(in: folder + "/site")["pageCount"] as? Int == 2)
        let images = try #require(try Self.manifest(in: folder + "/site")["images"] as? [String: [String: Any]])
        #expect(images["large"]?["path"] as? String == "pages/large/{page}.jpg")
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: folder + "/site/pages/large/0002.jpg"))
        #expect(jpeg.prefix(2) == Data([0xFF, 0xD8]))

        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/notes/todo.txt"))
        let refused = try PageTurnBinary.run(["publish", folder + "/doc.pdf", "-o", folder + "/notes"] + common)
        #expect(refused.status == 73)
        #expect(refused.stderrLines == ["pageturn: \(folder)/notes: holds files that are not a site pageturn published; name a new or empty folder"])
        #expect(try Self.files(in: folder + "/notes") == ["todo.txt"])
        #expect(try Self.files(in: folder) == ["doc.pdf", "notes", "site"])
    }

    @Test func errorsAreOneLineWithTheirExitCodes() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/doc.pdf")
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        let cases: [(arguments: [String], status: Int32, line: String)] = [
            (["publish", folder + "/missing.pdf", "-o", folder + "/a"], 66, "pageturn: \(folder)/missing.pdf: no such file or folder"),
            (["publish", folder + "/doc.pdf", "-o", folder + "/file"], 73, "pageturn: \(folder)/file: is a file; name a folder for the site"),
            (["publish", folder + "/doc.pdf", "-o", folder + "/none/site"], 73, "pageturn: \(folder)/none/site: its folder \(folder)/none does not exist"),
            (["publish", folder + "/doc.pdf", "--pages", "5-", "-o", folder + "/a"], 64, ""),
            (["publish", folder + "/doc.pdf", "--image-width", "10", "-o", folder + "/a"], 64, ""),
        ]
        for item in cases {
            let run = try PageTurnBinary.run(item.arguments)
            #expect(run.status == item.status, "\(item.arguments): \(run.stderr)")
            if !item.line.isEmpty { #expect(run.stderrLines == [Substring(item.line)]) }
        }
        #expect(try Self.files(in: folder) == ["doc.pdf", "file"])
    }

    @Test func helpSaysHowToServeTheSiteAndTheExitCodes() throws {
        let run = try PageTurnBinary.run(["help", "publish"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("python3 -m http.server"))
        #expect(run.stdout.contains("Exit codes: 0 success"))
        #expect(run.stdout.contains("--hard-covers"))
    }

    @Test func theCoreAndRendererAreUnderTheirBudgetAndTheCoreIsFresh() throws {
        let web = Self.root + "/Sources/PageTurnCLI/Web"
        let gzipped = try #require(PageTurnBinary.tool("sh", ["-c", "cat '\(web)/pageturn-core.wasm' '\(web)/pageturn.js' '\(web)/index.html' | gzip -9 | wc -c"]))
        let size = try #require(Int(gzipped.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(size > 10_000 && size < Self.downloadBudget, "\(size) bytes gzipped")
        // The committed core was built from the sources as they are (Scripts/build-wasm --check).
        let check = try #require(PageTurnBinary.tool("bash", [Self.root + "/Scripts/build-wasm", "--check"]),
                                 "the committed pageturn-core.wasm is stale: run Scripts/build-wasm")
        #expect(check.contains("up to date"))
    }

    @Test func anInterruptedPublishLeavesNothingBehindAndKeepsTheEarlierSite() throws {
        let folder = try PageTurnBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TestDocuments.write(TestDocuments.pdf(pageCount: 2), to: folder + "/short.pdf")
        #expect(try PageTurnBinary.run(["publish", folder + "/short.pdf", "-o", folder + "/site", "--quiet",
                                        "--image-width", "200"]).status == 0)
        let earlier = try Data(contentsOf: URL(fileURLWithPath: folder + "/site/manifest.json"))
        // Many large pages: far more than the second before the interrupt can write.
        try TestDocuments.write(TestDocuments.pdf(pageCount: 200), to: folder + "/long.pdf")
        let process = Process()
        process.executableURL = PageTurnBinary.url
        process.arguments = ["publish", folder + "/long.pdf", "-o", folder + "/site", "--quiet",
                             "--image-width", "2000", "--image-format", "png"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        process.interrupt()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(message)")
        #expect(message == "pageturn: interrupted; removed the unfinished site\n")
        // The earlier site as it was, and no staging folder beside it.
        #expect(try Self.files(in: folder) == ["long.pdf", "short.pdf", "site"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/site/manifest.json")) == earlier)
    }
}
