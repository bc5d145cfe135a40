internal import CGLES3
import PageEffects

extension OffscreenRenderer {
    /// Draws `frame` with this renderer's ``FrameRenderer`` (made on first use, kept with its
    /// meshes and page images across calls) and returns the picture:
    /// `frame.viewSize · scale` pixels (rounded), straight sRGB RGBA8, top row first.
    ///
    /// - Parameters:
    ///   - frame: what to draw.
    ///   - scale: pixels per point, `> 0` (2 for a HiDPI picture).
    ///   - shading: lighting, shadow and curl shading.
    ///   - pageImages: the image of a page index, asked only for pages not held yet (see
    ///     ``FrameRenderer``).
    /// - Throws: what ``FrameRenderer/init(shading:meshTolerance:maximumCachedPages:)``,
    ///   ``FrameRenderer/draw(_:scale:framebuffer:pageImages:)`` and
    ///   ``MultisampleFramebuffer/readImage()`` throw, and
    ///   ``RenderError/makeCurrentFailed(eglError:)``.
    public func render(_ frame: Frame, scale: Double = 1, shading: ShadingParameters = .default,
                       pageImages: (Int) -> RGBAImage?) throws(RenderError) -> RGBAImage {
        try withCurrentContext { () throws(RenderError) -> RGBAImage in
            let target = try drawFrame(frame, scale: scale, shading: shading, pageImages: pageImages)
            return try target.readImage()
        }
    }

    /// Draws `frame` as ``render(_:scale:shading:pageImages:)`` does and waits until the GPU
    /// (or llvmpipe) has finished, without resolving or reading the picture back: what a frame
    /// costs before the read-back.
    ///
    /// - Throws: as ``render(_:scale:shading:pageImages:)``.
    public func renderWithoutReadback(_ frame: Frame, scale: Double = 1, shading: ShadingParameters = .default,
                                      pageImages: (Int) -> RGBAImage?) throws(RenderError) {
        try withCurrentContext { () throws(RenderError) in
            _ = try drawFrame(frame, scale: scale, shading: shading, pageImages: pageImages)
            glFinish()
        }
    }

    /// Number of page images the frame renderer holds (0 before the first frame).
    public var cachedPageCount: Int { frameRenderer?.cachedPageCount ?? 0 }

    /// The frame renderer's drawable slots (0 before the first frame); see
    /// ``FrameRenderer/drawableSlotCount``.
    public var drawableSlotCount: Int { frameRenderer?.drawableSlotCount ?? 0 }

    /// See ``FrameRenderer/meshBuildCount(ofSlot:)``; 0 before the first frame.
    public func meshBuildCount(ofSlot index: Int) -> Int { frameRenderer?.meshBuildCount(ofSlot: index) ?? 0 }

    /// Forgets the image of page `index` (see ``FrameRenderer/invalidatePage(_:)``).
    ///
    /// - Throws: ``RenderError/makeCurrentFailed(eglError:)``.
    public func invalidatePage(_ index: Int) throws(RenderError) {
        try withCurrentContext { frameRenderer?.invalidatePage(index) }
    }

    /// Draws into the render target (the context must be current); returns the target.
    private func drawFrame(_ frame: Frame, scale: Double, shading: ShadingParameters,
                           pageImages: (Int) -> RGBAImage?) throws(RenderError) -> MultisampleFramebuffer {
        let camera = RenderCamera(frame: frame, scale: scale)
        guard scale > 0, camera.pixelWidth > 0, camera.pixelHeight > 0 else {
            throw .invalidSize(width: camera.pixelWidth, height: camera.pixelHeight)
        }
        let renderer: FrameRenderer
        if let existing = frameRenderer {
            renderer = existing
        } else {
            renderer = try FrameRenderer(shading: shading)
            frameRenderer = renderer
        }
        renderer.shading = shading
        let target = try self.target(pixelWidth: camera.pixelWidth, pixelHeight: camera.pixelHeight)
        try renderer.draw(frame, scale: scale, framebuffer: target.framebuffer, pageImages: pageImages)
        return target
    }
}
