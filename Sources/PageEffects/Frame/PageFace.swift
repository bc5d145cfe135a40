/// What one side of a drawn page shows.
public enum PageFace: Sendable, Hashable {
    /// The content of page `index` of the document (a page image the renderer looks up by index,
    /// `0`-based).
    case page(Int)
    /// A plain colour (a blank page, a board, a placeholder while the page loads).
    case color(ColorRGBA)
    /// The other side's content seen through the paper, mirrored, as a translucent sheet:
    /// faded toward white by `fade` in `[0, 1]` (0 shows the content at full strength, 1 is white).
    /// Only meaningful for the back; UIKit's single-sided curl looks like this.
    case mirroredFront(fade: Double)
    /// Nothing: this side is not drawn (a one-sided stack card, say).
    case none
}
