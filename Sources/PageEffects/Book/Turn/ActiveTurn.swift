import PageGeometry

/// The controller's record of the open turn: which leaf turns, on which side, with which faces,
/// how its pose drives it (``drive``) and where it is heading.
struct ActiveTurn: Sendable {
    /// Where the page is heading when it moves on its own.
    enum Target: Hashable, Sendable {
        case complete
        case cancel
        case snap(Int)
    }

    /// The public description.
    var info: BookTurn
    /// Whose canonical frame the leaf lives in.
    var side: BookSide
    /// Whether completing the turn lays the leaf *flat* (canonical progress 0): a single-page
    /// book's backward turn brings the previous page back over the current one.
    var reversed: Bool
    /// The kind of turn, and what it does with the pose.
    var drive: TurnDrive
    /// Whether the grabbed point slides along the fore edge with the finger's height.
    var slides: Bool
    /// The radius a ``TurnPose/radiusWeight`` of 1 stands for (the snapping point's).
    var snapRadius: Double = 0
    var target: Target = .complete
    /// How the leaf heading flat is drawn in toward rest (``TurnDrive/landingEase(from:to:)``;
    /// `nil` while held, snapping, or driven by an eased stage).
    var landing: LandingEase?
    /// How a free curl held inside the page leaves the desk (`nil`: it follows exactly, as a
    /// corner grab, a backward turn and a caught page do).
    var startEase: CurlStartEase?
    /// The leaf's faces.
    var front: PageFace
    var back: PageFace

    /// The canonical progress at which the turn is complete.
    var completeProgress: Double { reversed ? 0 : 1 }

    /// The turn's progress at `pose`, `0` at ``BookTurn/from`` and `1` at ``BookTurn/to``.
    func progress(at pose: TurnPose) -> Double {
        let c = drive.canonicalProgress(of: pose)
        return reversed ? 1 - c : c
    }

    /// Draws the turn in `style` from now on, with the drive a finger holds it by.
    mutating func restyle(_ style: TurnStyle) {
        info.style = style
        drive = TurnDrive(heldAs: style)
    }
}
