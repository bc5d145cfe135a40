import PageGeometry

/// Everything a renderer draws for one instant of an effect: plain data, no GPU state.
///
/// Controllers in this module turn input and time into frames; any renderer (OpenGL ES here,
/// Core Animation or Metal elsewhere) draws them. A frame is rebuilt in place each tick
/// (``removeAll()`` keeps the drawables' storage) so that steady-state animation allocates nothing.
///
/// Coordinates: the **view** frame, in points, origin at the view's top-left, x right, y down,
/// z toward the viewer; ``camera`` projects it onto the screen.
public struct Frame: Sendable, Equatable {
    /// The view's size in points.
    public var viewSize: SIMD2<Double>
    /// How view space is projected onto the screen.
    public var camera: Camera
    /// The colour behind everything, or `nil` to leave the target's contents (a window's
    /// own background, say).
    public var background: ColorRGBA?
    /// The pages to draw. Order is back to front where depth ties (see ``PageDrawable/layer``).
    public var drawables: [PageDrawable]

    /// Creates a frame.
    /// - Parameters:
    ///   - viewSize: width and height in points (clamped to `>= 0`).
    ///   - camera: the projection; Core Animation's natural perspective by default.
    ///   - background: the clear colour, or `nil` for none.
    ///   - drawables: the pages, back to front.
    public init(
        viewSize: SIMD2<Double>,
        camera: Camera = Camera(),
        background: ColorRGBA? = .defaultBackground,
        drawables: [PageDrawable] = []
    ) {
        self.viewSize = SIMD2(Swift.max(0, viewSize.x), Swift.max(0, viewSize.y))
        self.camera = camera
        self.background = background
        self.drawables = drawables
    }

    /// Removes every drawable, keeping their storage for the next tick.
    public mutating func removeAll() {
        drawables.removeAll(keepingCapacity: true)
    }
}
