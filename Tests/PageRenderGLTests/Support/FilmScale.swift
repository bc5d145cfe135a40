import Foundation

/// How big the film check's films are: small by default (what `swift test` runs), larger before a
/// release (`PAGETURN_FILM_LARGE=1`, what `Scripts/film-check` sets). The thresholds are the same
/// in both: tile sizes follow the frame's width, and the frame rate does not change.
enum FilmScale {
    /// Whether this run renders the enlarged films.
    static var isLarge: Bool { ProcessInfo.processInfo.environment["PAGETURN_FILM_LARGE"] == "1" }
    /// Frames per second of every film: **30**, the CLI's default.
    static let fps = 30.0
    /// The book's view, points: **960 × 540**, `pageturn demo`'s default size, so that the
    /// camera (m34 = -1/1000 about the centre) and the CLI's margin act on the book as they do
    /// in the demo.
    static let bookView = SIMD2<Double>(960, 540)
    /// Pixels per point for the book films: **0.25** (240 × 135 pixels), 0.5 when large.
    static var bookScale: Double { isLarge ? 0.5 : 0.25 }
    /// Pixels per point for the fold menu and stack films, whose views are small already:
    /// **1**, 2 when large.
    static var smallViewScale: Double { isLarge ? 2 : 1 }
    /// Where failing films are written: `PAGETURN_FILM_OUT`, or `$TMPDIR/pageturn-film`.
    static var outputFolder: String {
        if let folder = ProcessInfo.processInfo.environment["PAGETURN_FILM_OUT"], !folder.isEmpty { return folder }
        return FileManager.default.temporaryDirectory.appendingPathComponent("pageturn-film").path
    }
    /// The parts of film names to run alone (`PAGETURN_FILM_ONLY`, comma-separated), or `nil`
    /// for the whole catalogue.
    static var only: [String]? {
        guard let value = ProcessInfo.processInfo.environment["PAGETURN_FILM_ONLY"], !value.isEmpty else { return nil }
        return value.split(separator: ",").map(String.init)
    }
    /// Whether every film is written, failing or not (`PAGETURN_FILM_KEEP=1`).
    static var keepsAll: Bool { ProcessInfo.processInfo.environment["PAGETURN_FILM_KEEP"] == "1" }
}
