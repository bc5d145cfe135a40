internal import CEGL
internal import CGLES3
import PageEffects
import PageImage

/// An offscreen render target in the current context: a multisampled colour (`SRGB8_ALPHA8`) and
/// 24-bit depth renderbuffer pair to draw into, resolved into a single-sampled colour renderbuffer
/// (`glBlitFramebuffer`) and read back as an `RGBAImage`; with one sample a pixel, read back
/// where it was drawn.
///
/// Draw into ``framebuffer`` (for example with ``FrameRenderer/draw(_:scale:framebuffer:pageImages:)``),
/// then call ``readImage(isOpaque:)``. A class for the same reason as ``FrameRenderer``: it owns GL objects,
/// deleted in `deinit` when its context is current (left to the context otherwise).
public final class MultisampleFramebuffer {
    /// Width in pixels.
    public private(set) var pixelWidth: Int
    /// Height in pixels.
    public private(set) var pixelHeight: Int
    /// Samples per pixel actually used: the request clamped to the driver's `GL_MAX_SAMPLES`,
    /// `0` for single-sampled (a request of 0 or 1).
    public let samples: Int
    /// The GL name of the framebuffer to draw into (multisampled colour and depth).
    public var framebuffer: UInt32 { drawFramebuffer }

    private let drawFramebuffer: GLuint
    private let resolveFramebuffer: GLuint
    private let colorBuffer: GLuint
    private let depthBuffer: GLuint
    private let resolveBuffer: GLuint
    private let owningContext: EGLContext?
    private var released = false
    /// The rows as GL reads them (bottom row first), kept from one read to the next (and
    /// grown, never shrunk: the parts of pictures read vary in size).
    private var bottomUpRows: [UInt8] = []
    /// A row of the last background ``readPicture(size:part:)`` filled with, kept for the next.
    private var backgroundRow: [UInt32] = []

    /// Creates the target in the current context.
    ///
    /// - Parameters:
    ///   - pixelWidth: Width in pixels, `1 ... GL_MAX_RENDERBUFFER_SIZE`.
    ///   - pixelHeight: Height in pixels, `1 ... GL_MAX_RENDERBUFFER_SIZE`.
    ///   - samples: Samples per pixel for anti-aliasing (4 by default); clamped to the driver's
    ///     maximum, and 0 or 1 means none.
    /// - Throws: ``RenderError/noCurrentContext``, ``RenderError/invalidSize(width:height:)``,
    ///   ``RenderError/framebufferIncomplete(status:)``, ``RenderError/glError(code:)``.
    public init(pixelWidth: Int, pixelHeight: Int, samples: Int = 4) throws(RenderError) {
        guard glGetString(GLenum(GL_VERSION)) != nil else { throw .noCurrentContext }
        _ = GLCheck.firstError()
        let maximumSamples = GLCheck.integer(GL_MAX_SAMPLES)
        self.samples = samples <= 1 ? 0 : min(samples, maximumSamples)
        self.pixelWidth = 0
        self.pixelHeight = 0
        var framebuffers: [GLuint] = [0, 0]
        glGenFramebuffers(2, &framebuffers)
        var renderbuffers: [GLuint] = [0, 0, 0]
        glGenRenderbuffers(3, &renderbuffers)
        drawFramebuffer = framebuffers[0]
        resolveFramebuffer = framebuffers[1]
        colorBuffer = renderbuffers[0]
        depthBuffer = renderbuffers[1]
        resolveBuffer = renderbuffers[2]
        owningContext = eglGetCurrentContext()
        try resize(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    deinit { releaseResources() }

    /// Gives the target a new size; storage is reallocated only when the size changes.
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:)``,
    ///   ``RenderError/framebufferIncomplete(status:)``, ``RenderError/glError(code:)``.
    public func resize(pixelWidth width: Int, pixelHeight height: Int) throws(RenderError) {
        if width == pixelWidth, height == pixelHeight { return }
        let maximum = GLCheck.integer(GL_MAX_RENDERBUFFER_SIZE)
        guard width > 0, height > 0, width <= maximum, height <= maximum else {
            throw .invalidSize(width: width, height: height)
        }
        let w = GLsizei(width), h = GLsizei(height)
        let renderbuffer = GLenum(GL_RENDERBUFFER)
        glBindRenderbuffer(renderbuffer, colorBuffer)
        glRenderbufferStorageMultisample(renderbuffer, GLsizei(samples), GLenum(GL_SRGB8_ALPHA8), w, h)
        glBindRenderbuffer(renderbuffer, depthBuffer)
        glRenderbufferStorageMultisample(renderbuffer, GLsizei(samples), GLenum(GL_DEPTH_COMPONENT24), w, h)
        if samples > 0 {
            glBindRenderbuffer(renderbuffer, resolveBuffer)
            glRenderbufferStorage(renderbuffer, GLenum(GL_SRGB8_ALPHA8), w, h)
        }
        glBindRenderbuffer(renderbuffer, 0)

        let target = GLenum(GL_FRAMEBUFFER)
        glBindFramebuffer(target, drawFramebuffer)
        glFramebufferRenderbuffer(target, GLenum(GL_COLOR_ATTACHMENT0), renderbuffer, colorBuffer)
        glFramebufferRenderbuffer(target, GLenum(GL_DEPTH_ATTACHMENT), renderbuffer, depthBuffer)
        let drawStatus = glCheckFramebufferStatus(target)
        var resolveStatus = GLenum(GL_FRAMEBUFFER_COMPLETE)
        if samples > 0 {
            glBindFramebuffer(target, resolveFramebuffer)
            glFramebufferRenderbuffer(target, GLenum(GL_COLOR_ATTACHMENT0), renderbuffer, resolveBuffer)
            resolveStatus = glCheckFramebufferStatus(target)
        }
        glBindFramebuffer(target, 0)
        try GLCheck.throwIfError()
        for status in [drawStatus, resolveStatus] where status != GLenum(GL_FRAMEBUFFER_COMPLETE) {
            throw .framebufferIncomplete(status: status)
        }
        pixelWidth = width
        pixelHeight = height
    }

    /// Resolves the samples and reads the picture back: straight sRGB RGBA8, top row first (GL's
    /// bottom-up rows are flipped), colour un-premultiplied in linear light where alpha is below 1.
    ///
    /// - Parameter isOpaque: every pixel is known to be opaque (a picture drawn over an opaque
    ///   background): nothing to un-premultiply, and the pixels are not looked at for it.
    /// - Throws: ``RenderError/glError(code:)``.
    public func readImage(isOpaque: Bool = false) throws(RenderError) -> RGBAImage {
        try readBottomUpRows(width: pixelWidth, height: pixelHeight)
        let rowBytes = pixelWidth * 4, byteCount = rowBytes * pixelHeight
        let height = pixelHeight
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { out, initialized in
            bottomUpRows.withUnsafeBytes { source in
                for row in 0..<height {
                    (out.baseAddress! + row * rowBytes).initialize(
                        from: source.baseAddress!.assumingMemoryBound(to: UInt8.self) + (height - 1 - row) * rowBytes,
                        count: rowBytes)
                }
            }
            initialized = byteCount
            if !isOpaque { SRGB.unpremultiplyInPlace(UnsafeMutableBufferPointer(rebasing: out[0 ..< byteCount])) }
        }
        return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// Reads back an opaque picture of `size` pixels of which this target holds the part `box`
    /// (GL window coordinates; the box's bottom-left pixel on the target's), everything outside
    /// that part being the background: straight sRGB RGBA8, top row first. The background is
    /// read from the target's pixel just right of the box's bottom-left row, which drawing left
    /// as it was cleared or as the picture is there, outside the part: the target must be at
    /// least a pixel wider than the box and a pixel high.
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:)`` when the target is too small for
    ///   `box`, ``RenderError/glError(code:)``.
    func readPicture(size: SIMD2<Int>, part box: PixelBox) throws(RenderError) -> RGBAImage {
        let boxWidth = box.isEmpty ? 0 : box.high.x - box.low.x, boxHeight = box.isEmpty ? 0 : box.high.y - box.low.y
        let readWidth = boxWidth + 1, readHeight = Swift.max(boxHeight, 1)
        guard readWidth <= pixelWidth, readHeight <= pixelHeight, size.x > 0, size.y > 0 else {
            throw .invalidSize(width: readWidth, height: readHeight)
        }
        try readBottomUpRows(width: readWidth, height: readHeight)
        let width = size.x, height = size.y, rowBytes = width * 4
        let background = bottomUpRows.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4 * boxWidth, as: UInt32.self) }
        if backgroundRow.count != width || backgroundRow.first != background {
            backgroundRow = [UInt32](repeating: background, count: width)
        }
        let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
            bottomUpRows.withUnsafeBytes { source in
                backgroundRow.withUnsafeBytes { fill in
                    for row in 0 ..< height {
                        let target = out.baseAddress! + row * rowBytes
                        let y = height - 1 - row  // GL's row
                        guard y >= box.low.y, y < box.low.y + boxHeight else {
                            UnsafeMutableRawPointer(target).copyMemory(from: fill.baseAddress!, byteCount: rowBytes)
                            continue
                        }
                        let left = 4 * box.low.x, middle = 4 * boxWidth
                        UnsafeMutableRawPointer(target).copyMemory(from: fill.baseAddress!, byteCount: left)
                        UnsafeMutableRawPointer(target + left).copyMemory(
                            from: source.baseAddress! + (y - box.low.y) * 4 * readWidth, byteCount: middle)
                        UnsafeMutableRawPointer(target + left + middle).copyMemory(
                            from: fill.baseAddress!, byteCount: rowBytes - left - middle)
                    }
                }
            }
            initialized = rowBytes * height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Resolves the samples (if any) of the target's bottom-left `width` × `height` pixels and
    /// reads them into ``bottomUpRows``, GL's bottom row first.
    private func readBottomUpRows(width: Int, height: Int) throws(RenderError) {
        _ = GLCheck.firstError()
        let w = GLint(width), h = GLint(height)
        if samples > 0 {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
            glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), resolveFramebuffer)
        } else {
            // One sample a pixel: nothing to resolve, the picture is read where it was drawn.
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        }
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        let byteCount = width * height * 4
        if bottomUpRows.count < byteCount { bottomUpRows = [UInt8](repeating: 0, count: byteCount) }
        bottomUpRows.withUnsafeMutableBytes { bytes in
            glReadPixels(0, 0, w, h, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        try GLCheck.throwIfError()
    }

    /// Deletes the GL objects if the owning context is current (idempotent).
    func releaseResources() {
        guard !released else { return }
        released = true
        guard eglGetCurrentContext() == owningContext else { return }
        var framebuffers = [drawFramebuffer, resolveFramebuffer]
        glDeleteFramebuffers(2, &framebuffers)
        var renderbuffers = [colorBuffer, depthBuffer, resolveBuffer]
        glDeleteRenderbuffers(3, &renderbuffers)
    }
}
