import Foundation

/// Where the reader was in a document: the page last shown, remembered across runs of
/// `pageturn view`, so that reopening a file opens it there.
///
/// One small text file per document in `$XDG_STATE_HOME/pageturn/` (`~/.local/state/pageturn/`
/// when the variable is unset or not an absolute path), named after a hash of the document's
/// absolute path, size and modification time: a file changed since (or another file now at the
/// same path) is a new document and opens at its first page. The file says `page N` (1-based)
/// and the path, for a person looking. At most ``maximumDocuments`` are kept; the least recently
/// read go first.
///
/// Nothing here may stop the viewer: an unreadable, corrupt or foreign state file reads as no
/// saved page, and a state folder that cannot be made or written is skipped without a word
/// (``remember(page:)`` returns `false`).
package struct ViewerPlace: Sendable {
    /// The folder holding the state files, or `nil` when no home is known.
    package let folder: String?
    /// The document's state file, or `nil` when the document cannot be identified (missing).
    package let file: String?
    /// The document's absolute path.
    private let path: String

    /// The most documents remembered.
    package static let maximumDocuments = 500

    /// The place of `document` (a file or folder path), with the state folder found in
    /// `environment`.
    package init(document: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        path = URL(fileURLWithPath: document).standardizedFileURL.path
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            folder = state + "/pageturn"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            folder = home + "/.local/state/pageturn"
        } else {
            folder = nil
        }
        if let folder, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date {
            let identity = "\(path)\u{0}\(size)\u{0}\(modified.timeIntervalSince1970)"
            file = folder + "/" + Self.hash(identity) + ".place"
        } else {
            file = nil
        }
    }

    /// The page last shown, 0-based, or `nil` when none is remembered (or the state file is
    /// unreadable or not ours).
    package var savedPage: Int? {
        guard let file, let data = FileManager.default.contents(atPath: file), data.count < 64 * 1024 else { return nil }
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("page ") {
            guard let page = Int(line.dropFirst(5)), page >= 1 else { return nil }
            return page - 1
        }
        return nil
    }

    /// Remembers `page` (0-based) as the page last shown; `false` when it could not be written
    /// (the viewer goes on all the same). The file is replaced atomically.
    @discardableResult
    package func remember(page: Int) -> Bool {
        guard let folder, let file, page >= 0 else { return false }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let isNew = !FileManager.default.fileExists(atPath: file)
            let text = "pageturn place\npage \(page + 1)\npath \(path)\n"
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
            if isNew { prune(folder) }
            return true
        } catch {
            return false
        }
    }

    /// Removes the least recently written state files beyond ``maximumDocuments``.
    private func prune(_ folder: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let places = names.filter { $0.hasSuffix(".place") }
        guard places.count > Self.maximumDocuments else { return }
        let dated = places.map { name -> (String, Date) in
            let attributes = try? manager.attributesOfItem(atPath: folder + "/" + name)
            return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
        }.sorted { $0.1 < $1.1 }
        for (name, _) in dated.prefix(places.count - Self.maximumDocuments) {
            try? manager.removeItem(atPath: folder + "/" + name)
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable name for a document's identity.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
