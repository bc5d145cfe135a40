import PageMotion

/// Everything an animation of a turn moves, as one vector so that one animator carries it with
/// continuous velocity.
///
/// - A free curl uses ``grab`` and ``finger`` (canonical page points; the tracker places the
///   cylinder that puts the material point `grab` at `finger`) and ``radiusWeight``.
/// - A scheduled curl (a turn started without a finger) uses ``progress`` as the schedule's `t`.
/// - A rigid turn uses ``progress`` (the angle is `π·progress`); a cross-fade uses ``progress``.
///
/// ``progress`` is always the *canonical* progress: `0` the leaf lies flat on its own side, `1`
/// it lies turned over.
struct TurnPose: Interpolatable, Hashable {
    var grab: SIMD2<Double>
    var finger: SIMD2<Double>
    var progress: Double
    /// `0`: the radius policy's radius; `1`: the snapping point's radius.
    var radiusWeight: Double

    init(grab: SIMD2<Double> = .zero, finger: SIMD2<Double> = .zero, progress: Double = 0, radiusWeight: Double = 0) {
        self.grab = grab
        self.finger = finger
        self.progress = progress
        self.radiusWeight = radiusWeight
    }

    static let zero = TurnPose()

    static func + (lhs: TurnPose, rhs: TurnPose) -> TurnPose {
        TurnPose(grab: lhs.grab + rhs.grab, finger: lhs.finger + rhs.finger,
                 progress: lhs.progress + rhs.progress, radiusWeight: lhs.radiusWeight + rhs.radiusWeight)
    }

    static func - (lhs: TurnPose, rhs: TurnPose) -> TurnPose {
        TurnPose(grab: lhs.grab - rhs.grab, finger: lhs.finger - rhs.finger,
                 progress: lhs.progress - rhs.progress, radiusWeight: lhs.radiusWeight - rhs.radiusWeight)
    }

    func scaled(by factor: Double) -> TurnPose {
        TurnPose(grab: grab * factor, finger: finger * factor, progress: progress * factor,
                 radiusWeight: radiusWeight * factor)
    }

    var magnitude: Double {
        let g = grab * grab, f = finger * finger
        return (g.x + g.y + f.x + f.y + progress * progress + radiusWeight * radiusWeight).squareRoot()
    }

    /// Whether every component is finite.
    var isFinite: Bool {
        grab.x.isFinite && grab.y.isFinite && finger.x.isFinite && finger.y.isFinite
            && progress.isFinite && radiusWeight.isFinite
    }
}
