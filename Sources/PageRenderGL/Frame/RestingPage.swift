/// An opaque flat page that shows as an upright rectangle in the picture (a page at rest, as the
/// commands and the viewer lay them, or a hand-made layout off the pixel grid), which
/// ``FrameRenderer`` colours in its depth-only pass's stead, unblended: at the pixels it covers
/// whole, blending would change nothing (on the pixel grid it is not smoothed either: there its
/// outline crosses no pixel).
struct RestingPage: Equatable {
    /// The pixels of the picture the page covers whole (their centres half a pixel or more inside
    /// its outline): the whole page on the pixel grid.
    var box: PixelBox
    /// Its farthest window depth (0 … 1) there.
    var depth: Double
    /// For a page off the pixel grid, the pixels its smoothed outline may reach (``box`` lies
    /// within): drawn smoothed and blended in the colour pass, around ``box``. `nil` on the grid,
    /// where its outline lies on pixel boundaries.
    var outline: PixelBox?
}
