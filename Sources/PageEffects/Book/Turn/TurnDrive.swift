import PageGeometry
import PageMotion

/// The kind of an open turn and what it does with its ``TurnPose``: how far along a pose is, the
/// surface the leaf lies on, where it comes to rest, how it lands and how fast the finger left it.
///
/// The controller asks the drive and does not switch on it. A turn a finger holds is a
/// ``free`` curl, a ``rigid`` leaf or a ``fade``; a turn that runs on its own (a tap, a key,
/// code) curls along a ``scheduled(_:)`` cylinder or a ``cone(_:)`` instead, and a finger
/// catching it takes over as a free curl (``handOver(at:pageSize:radiusPolicy:)``).
enum TurnDrive: Sendable {
    /// A curl whose cylinder puts ``TurnPose/grab`` at ``TurnPose/finger`` (`CurlTracker`).
    case free
    /// A curl along a schedule, ``TurnPose/progress`` being its `t` (eased at both ends,
    /// ``scheduleStage(atProgress:)``).
    case scheduled(CylinderSchedule)
    /// A curl round the PARC cone along its schedule, ``TurnPose/progress`` being its `t`.
    case cone(ConeTurnSchedule)
    /// A leaf turning rigidly about the spine by `π·```TurnPose/progress``.
    case rigid
    /// A cross-fade, ``TurnPose/progress`` being the new spread's opacity.
    case fade

    /// The largest finger speed handed to a release animation, page points per second: faster
    /// readings are glitches (a dropped frame, a teleporting mouse), and capping them keeps every
    /// spring's settling time bounded.
    static let maximumFingerSpeed = 8000.0
    /// The largest progress speed handed to a release animation (turns per second), for the same
    /// reason: 25 turns a second is a page crossing in 40 ms.
    static let maximumProgressSpeed = 25.0
    /// The share of a turn (canonical progress) over which a rigid leaf or a cross-fade heading
    /// flat is drawn in toward rest (see ``LandingEase``): a fifth, as the scheduled curl's stage
    /// is eased (``scheduleEaseShare``).
    static let rigidLandingShare = 0.2
    /// The share of the turn's ends over which ``scheduleStage(atProgress:)`` eases the schedule.
    static let scheduleEaseShare = 0.2

    /// The drive of a turn drawn in `style` under a finger.
    init(heldAs style: TurnStyle) {
        switch style {
        case .curl: self = .free
        case .rigid: self = .rigid
        case .crossFade: self = .fade
        }
    }

    /// The drive of a turn drawn in `style` that runs on its own, a curl taking the shape
    /// `curl` asks for.
    init(runningAs style: TurnStyle, curl: ProgrammaticCurl, pageSize: SIMD2<Double>, radiusPolicy: RadiusPolicy) {
        switch (style, curl) {
        case (.curl, .cylinder): self = .scheduled(CylinderSchedule(pageSize: pageSize, radiusPolicy: radiusPolicy))
        case (.curl, .cone(let tightest)): self = .cone(ConeTurnSchedule(pageSize: pageSize, tightestConeAngle: tightest))
        case (.rigid, _), (.crossFade, _): self.init(heldAs: style)
        }
    }

    /// Whether the pose's grab and finger drive the leaf (a free curl), not its progress.
    var isFree: Bool {
        if case .free = self { true } else { false }
    }

    /// The canonical progress `pose` shows, `[0, 1]`: `0` flat on the leaf's own side, `1`
    /// turned over.
    func canonicalProgress(of pose: TurnPose) -> Double {
        let c: Double
        if isFree {
            let g = pose.grab.x
            guard g > 0 else { return 0 }
            c = (g - pose.finger.x) / (2 * g)
        } else {
            c = pose.progress
        }
        return c.isFinite ? Swift.min(Swift.max(c, 0), 1) : 0
    }

    /// The pose a turn running on its own starts from at canonical progress `start`.
    func startPose(progress start: Double, pageSize size: SIMD2<Double>) -> TurnPose {
        switch self {
        case .scheduled(let schedule):
            TurnPose(grab: schedule.grab, finger: schedule.finger(at: start), progress: start)
        case .cone:
            TurnPose(grab: SIMD2(size.x, 0), finger: SIMD2(size.x, 0), progress: start)
        case .free, .rigid, .fade:
            TurnPose(grab: SIMD2(size.x, size.y / 2), finger: SIMD2(size.x, size.y / 2), progress: start)
        }
    }

    /// The surface the leaf lies on at `pose` (a free curl's cylinder is `tracker`'s, made only
    /// for a free curl).
    func surface(at pose: TurnPose, tracker: @autoclosure () -> CurlTracker) -> PageSurface {
        switch self {
        case .free: .cylinder(tracker().solve(grab: pose.grab, finger: pose.finger).deformation)
        case .scheduled(let schedule): .cylinder(schedule.solution(at: Self.scheduleStage(atProgress: pose.progress)).deformation)
        case .cone(let schedule): .cone(schedule.deformation(at: pose.progress))
        case .rigid: .spineRotation(SpineRotation(angle: Double.pi * canonicalProgress(of: pose)))
        case .fade: .flat
        }
    }

    /// A curl running on its own handed over to the finger that catches it at `pose`: the pose of
    /// the free curl showing the schedule's cylinder exactly where it is (the cone's nearest
    /// cylinder turn, led by the top fore-edge corner as the cone is, at the same progress: the
    /// page's shape changes as it is caught); `nil` for the other kinds.
    func handOver(at pose: TurnPose, pageSize: SIMD2<Double>, radiusPolicy: RadiusPolicy) -> TurnPose? {
        let solution: CurlTracker.Solution
        switch self {
        case .scheduled(let schedule):
            solution = schedule.solution(at: Self.scheduleStage(atProgress: pose.progress))
        case .cone:
            solution = CylinderSchedule(pageSize: pageSize, grabY: 0, radiusPolicy: radiusPolicy).solution(at: pose.progress)
        case .free, .rigid, .fade:
            return nil
        }
        return TurnPose(grab: solution.grab, finger: solution.finger, progress: pose.progress, radiusWeight: 0)
    }

    /// The pose the leaf rests in at `target`, moving from `pose`; `completeProgress` is the
    /// canonical progress of a completed turn. A free curl keeps the point it is held by: flat
    /// with the finger on it, or turned over with the finger on its mirror image (the lens's
    /// far corner, where the crease is the spine itself and the whole page lies flat on the
    /// other side), or curled on a snapping point's cylinder.
    func restPose(
        for target: ActiveTurn.Target, from pose: TurnPose, completeProgress complete: Double,
        pageSize size: SIMD2<Double>, snappingPoints: [CurlSnappingPoint]
    ) -> TurnPose {
        var goal = pose
        guard isFree else {
            goal.progress = target == .complete ? complete : 1 - complete
            return goal
        }
        let y = Swift.min(Swift.max(pose.grab.y.isFinite ? pose.grab.y : size.y, 0), size.y)
        goal.radiusWeight = 0
        switch target {
        case .complete, .cancel:
            let turned = (target == .complete) == (complete == 1)
            let x = pose.grab.x.isFinite && pose.grab.x > 0 ? Swift.min(pose.grab.x, size.x) : size.x
            goal.grab = SIMD2(x, y)
            goal.finger = turned ? SIMD2(-x, y) : goal.grab
        case .snap(let index):
            if snappingPoints.indices.contains(index), let rest = snappingPoints[index].rest(pageSize: size) {
                goal.grab = rest.grab
                goal.finger = rest.finger
                goal.radiusWeight = 1
            } else {
                goal.grab = SIMD2(size.x, y)
                goal.finger = goal.grab
            }
        }
        return goal
    }

    /// How a leaf heading flat from `pose` to `goal` is drawn in toward rest (``LandingEase``): a
    /// free curl over its whole way, a rigid leaf or a cross-fade over the last
    /// ``rigidLandingShare`` of its turn; a scheduled curl and a cone not at all, since their
    /// stages are eased already (``scheduleStage(atProgress:)``).
    func landingEase(from pose: TurnPose, to goal: TurnPose) -> LandingEase? {
        switch self {
        case .free: LandingEase(from: pose, to: goal)
        case .rigid, .fade: LandingEase(from: pose, to: goal, within: Self.rigidLandingShare)
        case .scheduled, .cone: nil
        }
    }

    /// The pose's velocity as the finger left it, from the tracked `velocity` (a free curl's
    /// finger, page points per second; otherwise `(progress rate, 0)`), capped (see
    /// ``maximumFingerSpeed``). A grab sliding along the fore edge moves with the finger's height.
    func releaseVelocity(_ velocity: SIMD2<Double>, slides: Bool) -> TurnPose {
        guard isFree else {
            let rate = velocity.x.isFinite ? Swift.min(Swift.max(velocity.x, -Self.maximumProgressSpeed), Self.maximumProgressSpeed) : 0
            return TurnPose(progress: rate)
        }
        var finger = velocity
        let speed = finger.magnitude
        if !(speed <= Self.maximumFingerSpeed) {
            finger = speed.isFinite && speed > 0 ? finger * (Self.maximumFingerSpeed / speed) : .zero
        }
        return TurnPose(grab: slides ? SIMD2(0, finger.y) : .zero, finger: finger, progress: 0, radiusWeight: 0)
    }

    /// The canonical progress per second of a leaf at `pose` moving at `velocity`.
    func progressRate(at pose: TurnPose, velocity: TurnPose) -> Double {
        guard isFree else { return velocity.progress }
        return pose.grab.x > 0 ? -velocity.finger.x / (2 * pose.grab.x) : 0
    }

    /// The stage of the programmatic cylinder schedule shown at turn progress `progress` in
    /// `[0, 1]`: the progress itself in the middle, eased at both ends so that the stage's
    /// distance from rest (or from landing) shrinks like the square of the progress's.
    ///
    /// Near rest the schedule's curl is squeezed by the spine, and its radius (the roll a
    /// landing page still shows at the spine, the lift of a page leaving rest) falls like the
    /// square root of the distance left; eased so, it falls linearly, and the frame before rest
    /// differs from rest by a hair instead of a strip of a point or more. The ease is C¹: with
    /// `q` the distance from the nearer end and `a` = ``scheduleEaseShare``, the stage is
    /// `q²/a · (2 - q/a)` from that end for `q < a`.
    static func scheduleStage(atProgress progress: Double) -> Double {
        guard progress.isFinite else { return progress }
        let a = scheduleEaseShare
        func eased(_ q: Double) -> Double { q < a ? q * q / a * (2 - q / a) : q }
        let p = Swift.min(Swift.max(progress, 0), 1)
        return p < 0.5 ? eased(p) : 1 - eased(1 - p)
    }
}
