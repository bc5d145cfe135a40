internal import CGLES3
import PageEffects
import PageImage

/// Renders frames to images with no window, display server or GPU: an ``OffscreenContext``, a
/// ``FrameRenderer`` and a ``MultisampleFramebuffer``, together. By default the framebuffer has
/// one sample a pixel and the renderer smooths the pages' outlines itself (about a quarter of the
/// work of 4× multisampling on a software rasteriser, and as smooth); ask for `samples: 4` to
/// have the driver multisample instead.
///
/// Over an opaque background it draws only the part of the picture in which the frame draws
/// anything but the background (each page's mesh, the desk's shadow), and fills the rest with
/// the background: a book in a video leaves most of the picture to the desk, which is then
/// neither cleared, drawn nor read back. The picture is that of the whole to a level, but for a
/// few pixels whose centres lie on an edge.
///
/// ```swift
/// let renderer = try OffscreenRenderer()
/// let frame = Frame(viewSize: SIMD2(256, 256), drawables: [
///     PageDrawable(front: .page(0), pageSize: SIMD2(160, 200),
///                  surface: .spineRotation(SpineRotation(angle: .pi / 3)),
///                  placement: Transform3D(translationX: 48, y: 28, z: 0)),
/// ])
/// let image = try renderer.render(frame) { index in pageImages[index] }  // 256×256, top row first
/// ```
///
/// Each call makes the context current on the calling thread and releases it before returning,
/// so an instance may be used from different threads, one call at a time. It is a class because
/// it owns the context and GL objects (see ``FrameRenderer``); `deinit` releases them all.
public final class OffscreenRenderer {
    /// The EGL context everything lives in.
    public let context: OffscreenContext
    /// Samples per pixel requested (the framebuffer clamps to what the driver allows).
    public let requestedSamples: Int
    private let renderer: FrameRenderer
    private var target: MultisampleFramebuffer?
    /// The picture size (pixels) the target last held a part of, that part and the target's size.
    private var partPictureSize = SIMD2<Int>.zero
    private var partBox: PixelBox?
    private var partTargetSize = SIMD2<Int>.zero
    /// Whether a picture over an opaque background is drawn only where the frame draws anything
    /// but its background (see ``drawFrame(_:scale:shading:pageImages:)``): on, but for tests
    /// that compare the two.
    var drawsInPart = true

    /// Creates the context (trying `platforms` in order) and the frame renderer.
    ///
    /// - Parameters:
    ///   - samples: Multisampling samples per pixel: 1 (the default) or 0 for none, the outlines
    ///     smoothed by the shader; more to have the driver multisample.
    ///   - platforms: EGL platforms to try, in order.
    /// - Throws: whatever ``OffscreenContext/init(platforms:version:)`` and
    ///   ``FrameRenderer/init(shading:meshTolerance:maximumCachedPages:)`` throw.
    public init(samples: Int = 1, platforms: [EGLPlatform] = EGLPlatform.preferredOrder) throws(RenderError) {
        let context = try OffscreenContext(platforms: platforms)
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        self.context = context
        self.requestedSamples = samples
        self.renderer = try FrameRenderer()
    }

    deinit {
        if (try? context.makeCurrent()) != nil {
            renderer.releaseResources()
            target?.releaseResources()
            context.releaseCurrent()
        }
    }

    /// The driver's `GL_RENDERER` ("llvmpipe (LLVM 15.0.6, 256 bits)" on Mesa without a GPU).
    public var glRenderer: String { renderer.glRenderer }

    /// The driver's `GL_VERSION`.
    public var glVersion: String { renderer.glVersion }

    /// Samples per pixel in use, once something has been rendered (`nil` before).
    public var samples: Int? { target?.samples }

    /// Draws `frame` with this renderer's ``FrameRenderer`` (which keeps its meshes and page
    /// images across calls) and returns the picture: `frame.viewSize · scale` pixels (rounded),
    /// straight sRGB RGBA8, top row first. The framebuffer is reused while the size stays the
    /// same.
    ///
    /// - Parameters:
    ///   - frame: what to draw.
    ///   - scale: pixels per point, `> 0` (2 for a HiDPI picture).
    ///   - shading: lighting, shadow and curl shading.
    ///   - pageImages: the image of a page index, asked only for pages not held yet (see
    ///     ``FrameRenderer``).
    /// - Throws: what ``FrameRenderer/draw(_:scale:framebuffer:pageImages:)`` and
    ///   ``MultisampleFramebuffer/readImage(isOpaque:)`` throw, and
    ///   ``RenderError/makeCurrentFailed(eglError:)``.
    public func render(_ frame: Frame, scale: Double = 1, shading: ShadingParameters = .default,
                       pageImages: (Int) -> RGBAImage?) throws(RenderError) -> RGBAImage {
        try withCurrentContext { () throws(RenderError) -> RGBAImage in
            let (target, part) = try drawFrame(frame, scale: scale, shading: shading, pageImages: pageImages)
            if let part { return try target.readPicture(size: part.picture, part: part.box) }
            // Over an opaque background every pixel stays opaque (pages blend onto it).
            return try target.readImage(isOpaque: (frame.background?.alpha ?? 0) >= 1)
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

    /// Number of page images the frame renderer holds.
    public var cachedPageCount: Int { renderer.cachedPageCount }

    /// The frame renderer's drawable slots; see ``FrameRenderer/drawableSlotCount``.
    public var drawableSlotCount: Int { renderer.drawableSlotCount }

    /// See ``FrameRenderer/meshBuildCount(ofSlot:)``.
    public func meshBuildCount(ofSlot index: Int) -> Int { renderer.meshBuildCount(ofSlot: index) }

    /// Forgets the image of page `index` (see ``FrameRenderer/invalidatePage(_:)``).
    ///
    /// - Throws: ``RenderError/makeCurrentFailed(eglError:)``.
    public func invalidatePage(_ index: Int) throws(RenderError) {
        try withCurrentContext { renderer.invalidatePage(index) }
    }

    /// Draws into the render target (the context must be current); returns the target and, for
    /// a picture drawn only in part, which part of which picture it holds.
    ///
    /// Over an opaque background, only a part of the picture is drawn: the box in which this
    /// frame and the ones before it (of the same size) draw anything but the background
    /// (``FrameRenderer/drawnBox(of:scale:)``), in a target a pixel wider than it (for the
    /// background's colour, see ``MultisampleFramebuffer/readPicture(size:part:)``), grown in
    /// steps of ``partGrowth`` pixels. The desk around a book is neither cleared, drawn nor read
    /// back. The part keeps its place from frame to frame (it only grows): a part moved by a
    /// pixel would round the drawing's window coordinates a little differently, and a page at
    /// rest could change by a level from one frame to the next. Otherwise the whole picture is
    /// drawn, in a target its size.
    private func drawFrame(_ frame: Frame, scale: Double, shading: ShadingParameters,
                           pageImages: (Int) -> RGBAImage?) throws(RenderError)
        -> (MultisampleFramebuffer, part: (picture: SIMD2<Int>, box: PixelBox)?) {
        let camera = RenderCamera(frame: frame, scale: scale)
        guard scale > 0, camera.pixelWidth > 0, camera.pixelHeight > 0 else {
            throw .invalidSize(width: camera.pixelWidth, height: camera.pixelHeight)
        }
        renderer.shading = shading
        let picture = SIMD2(camera.pixelWidth, camera.pixelHeight)
        var part: (picture: SIMD2<Int>, box: PixelBox)?
        var size = picture
        if drawsInPart, (frame.background?.alpha ?? 0) >= 1, let drawn = renderer.drawnBox(of: frame, scale: scale) {
            // The part so far, for pictures of this size.
            let samePicture = partPictureSize == picture
            var box = samePicture ? partBox?.union(drawn) ?? drawn : drawn
            // Its corner on the picture's tiles of partGrowth pixels: derivatives are taken over
            // pairs of pixels, paired as in the whole picture.
            box.low = box.low / Self.partGrowth &* Self.partGrowth
            let needed = box.isEmpty ? SIMD2(1, 1) : box.high &- box.low &+ SIMD2(1, 0)
            let grown = (needed &+ (Self.partGrowth - 1)) / Self.partGrowth &* Self.partGrowth
            size = pointwiseMax(samePicture ? partTargetSize : .zero, pointwiseMin(grown, picture &+ SIMD2(1, 0)))
            (partPictureSize, partBox, partTargetSize) = (picture, box, size)
            part = (picture, box)
        }
        let target: MultisampleFramebuffer
        if let existing = self.target {
            try existing.resize(pixelWidth: size.x, pixelHeight: size.y)
            target = existing
        } else {
            target = try MultisampleFramebuffer(pixelWidth: size.x, pixelHeight: size.y, samples: requestedSamples)
            self.target = target
        }
        try renderer.draw(frame, scale: scale, framebuffer: target.framebuffer, offset: part?.box.low ?? .zero,
                          pageImages: pageImages)
        return (target, part)
    }

    /// The steps (pixels) in which a target holding part of a picture grows, so that it is
    /// seldom made again.
    static let partGrowth = 64

    private func withCurrentContext<Value>(_ body: () throws(RenderError) -> Value) throws(RenderError) -> Value {
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        return try body()
    }
}
