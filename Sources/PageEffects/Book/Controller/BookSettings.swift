/// A ``BookConfiguration``'s numbers as the controller uses them: read once, when the
/// configuration is set, each clamped into the range its property documents.
///
/// A configuration may hold anything (it is a plain value a host fills in); here a NaN reads as
/// the property's default (taken from `BookConfiguration()`, so each default is written once) and
/// an infinity as the nearer end of its range.
struct BookSettings: Sendable {
    /// View points the pointer moves before a drag takes hold, `>= 0`.
    var dragSlop: Double
    /// Fractions of the page: ``BookConfiguration/cornerZone`` of the shorter side, the others of
    /// the width.
    var cornerZone: Double, edgeZone: Double, spineZone: Double, tapZone: Double
    /// Page points per second, `>= 0`.
    var flickSpeed: Double
    /// Seconds, `[0, 1]`.
    var projectionTime: Double
    /// Seconds, `[0.05, 10]`.
    var turnDuration: Double, crossFadeDuration: Double
    /// `[0, 16]`.
    var maximumQueuedTurns: Int
    /// `[1, 8]`.
    var queuedTurnSpeedup: Double
    /// Seconds, `[0.1, 60]`.
    var maximumAnimationDuration: Double
    /// Whether drags are tracked on screen through the camera's perspective (asked for, and the
    /// camera has one).
    var tracksPerspective: Bool

    init(_ c: BookConfiguration) {
        let d = BookConfiguration()
        dragSlop = c.dragSlop.clamped(to: 0...Double.infinity, ifNaN: d.dragSlop)
        cornerZone = c.cornerZone.clamped(to: 0...0.5, ifNaN: d.cornerZone)
        edgeZone = c.edgeZone.clamped(to: 0...0.9, ifNaN: d.edgeZone)
        spineZone = c.spineZone.clamped(to: 0...1, ifNaN: d.spineZone)
        tapZone = c.tapZone.clamped(to: 0...0.5, ifNaN: d.tapZone)
        flickSpeed = c.flickSpeed.clamped(to: 0...Double.infinity, ifNaN: d.flickSpeed)
        projectionTime = c.projectionTime.clamped(to: 0...1, ifNaN: d.projectionTime)
        turnDuration = Self.duration(c.turnDuration, default: d.turnDuration)
        crossFadeDuration = Self.duration(c.crossFadeDuration, default: d.crossFadeDuration)
        maximumQueuedTurns = Swift.min(Swift.max(c.maximumQueuedTurns, 0), 16)
        queuedTurnSpeedup = c.queuedTurnSpeedup.clamped(to: 1...8, ifNaN: d.queuedTurnSpeedup)
        maximumAnimationDuration = c.maximumAnimationDuration.clamped(to: 0.1...60, ifNaN: d.maximumAnimationDuration)
        tracksPerspective = c.tracksPerspective && c.camera.m34 != 0
    }

    /// A turn's duration, seconds, clamped to `[0.05, 10]`.
    static func duration(_ seconds: Double, default fallback: Double) -> Double {
        seconds.clamped(to: 0.05...10, ifNaN: fallback)
    }

    /// The duration of a whole turn drawn in `style`, seconds.
    func duration(of style: TurnStyle) -> Double {
        style == .crossFade ? crossFadeDuration : turnDuration
    }

    /// The shortest curve a retargeted turn is given, seconds: long enough to be seen.
    static let shortestRetarget = 0.12

    /// The time a turn drawn in `style` and driven by its progress takes from `pose` to `goal`,
    /// `factor` times faster than a whole turn's share of that way, never under
    /// ``shortestRetarget``.
    func duration(of style: TurnStyle, from pose: TurnPose, to goal: TurnPose, speedUp factor: Double = 1) -> Double {
        Swift.max(duration(of: style) * abs(goal.progress - pose.progress) / factor, Self.shortestRetarget)
    }
}
