/// One failed measurement of the film check: which check, at which frame, the measured value
/// and the limit it broke, in the check's own unit.
struct FilmFinding: Sendable, CustomStringConvertible {
    /// The check's name (`restJump`, `flicker`, `borderRing`, …).
    let check: String
    /// The frame index in the film (0-based, 30 frames a second).
    let frame: Int
    /// What was measured.
    let value: Double
    /// The limit it broke.
    let limit: Double
    /// Where and what, in words.
    let detail: String

    var description: String {
        "\(check) at frame \(frame): \(String(format: "%.2f", value)) (limit \(String(format: "%.2f", limit))) — \(detail)"
    }
}
