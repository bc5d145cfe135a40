import Foundation

/// The process's resident memory, from `/proc/self/statm` (Linux).
enum ResidentMemory {
    /// Resident set size in bytes, or `nil` where `/proc` is missing.
    static func bytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
