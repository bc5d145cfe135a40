import PageGeometry

/// The controller's record of the open turn.
struct ActiveTurn: Sendable {
    /// How the pose drives the page.
    enum Drive: Sendable {
        /// A curl following ``TurnPose/grab`` and ``TurnPose/finger``.
        case free
        /// A curl along a schedule, ``TurnPose/progress`` being its `t`.
        case scheduled(CylinderSchedule)
        /// A curl round the PARC cone along its schedule, ``TurnPose/progress`` being its `t`.
        case cone(ConeTurnSchedule)
        /// A rigid turn or a cross-fade, ``TurnPose/progress`` being the canonical progress.
        case progress
    }

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
    var drive: Drive
    /// Whether the grabbed point slides along the fore edge with the finger's height.
    var slides: Bool
    /// The radius a ``TurnPose/radiusWeight`` of 1 stands for (the snapping point's).
    var snapRadius: Double = 0
    var target: Target = .complete
    /// How the leaf heading flat is drawn in toward rest (``BookController/landingEase(of:from:to:)``;
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
}
