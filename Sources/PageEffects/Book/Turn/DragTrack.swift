/// The pointer while it is down: where it went down and how it drives the page.
struct DragTrack: Sendable {
    /// Where the pointer went down, view points.
    var touch: SIMD2<Double>
    /// The latest finite position, view points.
    var last: SIMD2<Double>
    /// Whether a turn is held (otherwise the pointer is still within the slop, or inert).
    var engaged = false
    /// Nothing can be grabbed: ignore the pointer until it lifts.
    var inert = false

    // The map from the finger on the page plane (the turn's canonical frame) to the virtual
    // finger: `anchorVirtual + ((c.x - anchorPlane.x)·scaleX, c.y - anchorPlane.y)`.
    var anchorPlane: SIMD2<Double> = .zero
    var anchorVirtual: SIMD2<Double> = .zero
    var scaleX = 1.0
    /// The grabbed material point (canonical) when the grab is fixed or as it starts sliding.
    var grab: SIMD2<Double> = .zero
    /// The canonical progress when the drag took hold (for cross-fades).
    var startProgress = 0.0
    /// Rubber band: the virtual finger's x at rest, and the pull already in the page at the hold.
    var restX = 0.0
    var pullOffset = 0.0
    /// The latest orthographic finger of a perspective solve (the branch hint).
    var hint: SIMD2<Double>? = nil
    /// How a rigid page held at ``grab`` follows the finger in the view it was made for: made
    /// once a drag (its ease searches project a few hundred points), again only when the view
    /// changes.
    var rigidTracking: RigidTracking? = nil
}
