import PageEffects
import PageImage

/// What turns a ``Frame`` into a picture: ``OffscreenRenderer`` draws it with OpenGL ES; a
/// stand-in that records the frames it is given lets whatever drives a renderer (a video's
/// recorder, a storyboard) be tested without EGL or a GPU, as sokol's dummy backend does.
///
/// A drawer may keep what it learns across calls (page images, meshes): the same drawer should
/// see the frames of one picture sequence in order.
public protocol FrameDrawing: AnyObject {
    /// Draws `frame` and returns the picture: `frame.viewSize · scale` pixels (rounded), straight
    /// sRGB RGBA8, top row first.
    ///
    /// - Parameters:
    ///   - frame: what to draw.
    ///   - scale: pixels per point, `> 0`.
    ///   - shading: lighting, shadow and curl shading.
    ///   - pageImages: the image of a page index (asked only for pages the drawer does not hold).
    /// - Throws: ``RenderError``.
    func render(_ frame: Frame, scale: Double, shading: ShadingParameters,
                pageImages: (Int) -> RGBAImage?) throws(RenderError) -> RGBAImage
}

extension OffscreenRenderer: FrameDrawing {}
