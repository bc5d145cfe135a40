/// The small page number ("12 / 36") that fades in while pages turn and out a moment after they
/// stop: its opacity at each moment, from the times the viewer reports activity.
///
/// Times are seconds on the viewer's clock. Each ``activity(at:)`` (a page changed, a turn
/// running) keeps it shown; it fades in over ``fadeIn`` from the first, stays ``hold`` after the
/// last, then fades out over ``fadeOut``.
struct PageIndicator: Equatable {
    /// Seconds to fade in.
    static let fadeIn = 0.15
    /// Seconds it stays fully shown after the last activity.
    static let hold = 1.0
    /// Seconds to fade out.
    static let fadeOut = 0.4

    /// When the current showing began (`nil`: hidden).
    private(set) var shownSince: Double?
    /// The last activity's time.
    private(set) var lastActivity = -Double.infinity

    /// Something moved the pages at `time`: shows the indicator (fading in if it was hidden).
    mutating func activity(at time: Double) {
        if shownSince == nil || opacity(at: time) == 0 { shownSince = time }
        lastActivity = Swift.max(lastActivity, time)
    }

    /// Its opacity at `time`, `0...1`.
    func opacity(at time: Double) -> Double {
        guard let since = shownSince else { return 0 }
        let rising = Swift.min(Swift.max((time - since) / Self.fadeIn, 0), 1)
        let quiet = time - lastActivity - Self.hold
        let falling = quiet <= 0 ? 1 : Swift.max(0, 1 - quiet / Self.fadeOut)
        return Swift.min(rising, falling)
    }

    /// Whether its opacity still changes after `time` on its own (the viewer keeps drawing).
    func isAnimating(at time: Double) -> Bool {
        guard shownSince != nil else { return false }
        return time < lastActivity + Self.hold + Self.fadeOut
    }

    /// The text it shows for page `page` (0-based) of `pageCount`.
    static func text(page: Int, pageCount: Int) -> String {
        "\(page + 1) / \(pageCount)"
    }
}
