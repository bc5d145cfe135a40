/// What the back of a turning page shows.
public enum TurningPageBack: Hashable, Sendable {
    /// With spreads, the page printed on the back of the leaf (the page that lands on the verso
    /// side); with single pages, the front's content mirrored and faded, as UIKit's curl.
    case automatic
    /// The page the turn goes to on the side the leaf lands on (with single pages, the page
    /// turned to), or the blank face where there is none.
    case destinationPage
    /// The front's content mirrored, faded toward white by `fade` in `[0, 1]`.
    case mirroredFront(fade: Double)
    /// A fixed face (a colour, a watermark page).
    case face(PageFace)
}
