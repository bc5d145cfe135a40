/// Which side of a page a draw item shows, and so how it is shaded.
public enum SurfaceKind: Hashable, Sendable {
    /// The page's front with its own content.
    case front
    /// The page's back with its own content (a printed back page).
    case back
    /// The back of a single-sided page, showing the front's content mirrored through the paper
    /// and faded toward ``ShadingParameters/paperColor`` by ``ShadingParameters/backSideFade``
    /// (UIKit's curl look). Give it the front's texture and mirrored texture coordinates (see
    /// ``RenderMesh/reversed()``).
    case seeThroughBack
}
