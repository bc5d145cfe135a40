import PageEffects
import PageImage
import Testing

/// The outcome of the film check on one film: the findings of every check, reported as one test
/// issue per failing check (named, with its worst value, its limit and the frames), and the film
/// written out (``FilmArtifacts``) when anything failed.
struct FilmVerdict {
    let name: String
    private(set) var findings: [FilmFinding] = []
    /// Checks that ran, in order, so that a passing check is visible in the log too.
    private(set) var checks: [String] = []

    init(name: String) { self.name = name }

    /// Adds the findings of `check` (possibly none: the check passed).
    mutating func add(_ check: String, _ found: [FilmFinding]) {
        if !checks.contains(check) { checks.append(check) }
        findings += found
    }

    /// Records one issue per failing check and writes the film when anything failed (or when
    /// every film is kept).
    func report(images: [RGBAImage], sourceLocation: SourceLocation = #_sourceLocation) {
        var sheet: String? = nil
        if !findings.isEmpty || FilmScale.keepsAll {
            sheet = FilmArtifacts.write(name: name, images: images, findings: findings)
        }
        for check in checks {
            let mine = findings.filter { $0.check == check }
            guard let worst = mine.max(by: { $0.value < $1.value }) else { continue }
            let frames = mine.map(\.frame)
            let listed = mine.prefix(4).map(\.description).joined(separator: "; ")
            let frameList: String = frames.prefix(12).map { String($0) }.joined(separator: ",")
            let worstText: String = String(format: "%.2f (limit %.2f)", worst.value, worst.limit)
            let sheetText: String = sheet.map { " · sheet: \($0)" } ?? ""
            var message = "FILM \(name) · \(check) FAILED in \(mine.count) place(s), frames \(frameList); "
            message += "worst \(worstText) at frame \(worst.frame). \(listed)\(sheetText)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
