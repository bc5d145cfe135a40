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

    /// The part of the picture the pages are drawn in, in view points (the projected picture,
    /// after the camera), or `nil` for the whole view. Outside it only the background shows.
    ///
    /// A single-page book clips at its spine, as a full-screen page view does at the screen's
    /// edge: a turned sheet rolls or swings out of the picture across the spine and is gone when
    /// the turn ends, and the previous page comes back the same way.
    public var clip: Rect?

    /// Creates a frame.
    /// - Parameters:
    ///   - viewSize: width and height in points (clamped to `>= 0`).
    ///   - camera: the projection; Core Animation's natural perspective by default.
    ///   - background: the clear colour, or `nil` for none.
    ///   - drawables: the pages, back to front.
    ///   - clip: where pages are drawn (view points), `nil` for everywhere.
    public init(
        viewSize: SIMD2<Double>,
        camera: Camera = Camera(),
        background: ColorRGBA? = .defaultBackground,
        drawables: [PageDrawable] = [],
        clip: Rect? = nil
    ) {
        self.viewSize = SIMD2(Swift.max(0, viewSize.x), Swift.max(0, viewSize.y))
        self.camera = camera
        self.background = background
        self.drawables = drawables
        self.clip = clip
    }

    /// Removes every drawable, keeping their storage for the next tick.
    public mutating func removeAll() {
        drawables.removeAll(keepingCapacity: true)
    }
}
