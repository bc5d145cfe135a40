/// Where the fold menu puts the fold document's shading, `max(minimumShade, progress)`.
///
/// The fold document fades the menu's alpha over a black container, so that the menu rises out
/// of the shadow as it opens; a renderer's brightness multiplier gives the same look over any
/// background without blending.
public enum FoldMenuShading: Sendable, Hashable {
    /// Multiplies the panels' lit colour (``PageDrawable/brightness``): the default.
    case brightness
    /// Fades the panels (``PageDrawable/opacity``), as the document's `alpha` does; the
    /// per-panel fold shading still goes to the brightness.
    case opacity
    /// No progress shading; only the per-panel fold shading (see
    /// ``FoldMenuConfiguration/foldShading``) darkens panels.
    case none
}
