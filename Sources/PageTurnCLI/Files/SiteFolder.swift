import Foundation
import PageMedia
import PagePipeline

/// Where `publish` writes a site, all at once: the files go to a hidden staging folder beside
/// the output, which replaces the output only when every file is written. A failed or
/// interrupted run removes the staging folder and leaves the output as it was.
///
/// The output must be absent, an empty folder, or a site `publish` wrote before (its
/// `manifest.json` says so): a folder holding anything else is refused, never replaced.
struct SiteFolder {
    /// The output folder.
    let path: String
    /// The staging folder the site is written into.
    let staging: URL
    private let target: URL

    /// Checks that the output can be made or replaced and makes the staging folder.
    init(path: String) throws(CommandFailure) {
        self.path = path
        target = URL(fileURLWithPath: path).standardized
        if let special = SpecialFileKind.of(path: path) {
            throw CommandFailure(.cannotWriteOutput, file: path, "\(special), not a folder; name a folder for the site")
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CommandFailure(.cannotWriteOutput, file: path, "is a file; name a folder for the site")
            }
            guard Self.isReplaceable(target) else {
                throw CommandFailure(.cannotWriteOutput, file: path,
                                     "holds files that are not a site pageturn published; name a new or empty folder")
            }
        }
        let parent = target.deletingLastPathComponent()
        try OutputDestination.requireWritableFolder(parent.path, for: path)
        staging = parent.appendingPathComponent(".\(target.lastPathComponent).publishing-\(getpid())")
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw CommandFailure(.cannotWriteOutput, file: path, "cannot make \(staging.path): \(Self.reason(error))")
        }
    }

    /// Whether `folder` may be replaced: empty, or holding a `manifest.json` that `publish` wrote.
    static func isReplaceable(_ folder: URL) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.isEmpty { return true }
        let manifest = folder.appendingPathComponent("manifest.json")
        guard let data = try? Data(contentsOf: manifest),
              let decoded = try? JSONDecoder().decode(Generator.self, from: data) else { return false }
        return decoded.generator.hasPrefix(SiteManifest.generatorPrefix)
    }

    /// The one field of a manifest read to recognise a site (whatever else its version wrote).
    private struct Generator: Decodable {
        var generator: String
    }

    /// Writes `data` at `relativePath` in the staging folder, making its folders.
    func write(_ data: Data, to relativePath: String) throws(CommandFailure) {
        let url = staging.appendingPathComponent(relativePath)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw CommandFailure(.cannotWriteOutput, file: path, "cannot write \(relativePath): \(Self.reason(error))")
        }
    }

    /// Copies `source` to `relativePath` in the staging folder.
    func copy(_ source: URL, to relativePath: String) throws(CommandFailure) {
        let data: Data
        do { data = try Data(contentsOf: source) } catch {
            throw CommandFailure(.unavailable, file: source.path, "cannot be read: \(Self.reason(error))")
        }
        try write(data, to: relativePath)
    }

    /// Puts the staging folder in the output's place (the site a previous run published, if
    /// any, is removed once the new one is in place).
    func commit() throws(CommandFailure) {
        let manager = FileManager.default
        var old: URL?
        if manager.fileExists(atPath: target.path) {
            // Checked again: the folder may have changed since the run began.
            guard Self.isReplaceable(target) else {
                throw CommandFailure(.cannotWriteOutput, file: path,
                                     "holds files that are not a site pageturn published; name a new or empty folder")
            }
            let aside = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).replaced-\(getpid())")
            do { try manager.moveItem(at: target, to: aside) } catch {
                throw CommandFailure(.cannotWriteOutput, file: path, "cannot replace it: \(Self.reason(error))")
            }
            old = aside
        }
        do { try manager.moveItem(at: staging, to: target) } catch {
            if let old { try? manager.moveItem(at: old, to: target) }
            throw CommandFailure(.cannotWriteOutput, file: path, "cannot move the site into place: \(Self.reason(error))")
        }
        if let old { try? manager.removeItem(at: old) }
    }

    /// Removes the staging folder (after a failure).
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
