internal import CEGL
internal import CGLES3
import PageEffects
import PageGeometry
import PageImage

/// Draws `Frame`s with OpenGL ES 3.0 into whatever context is current, so that the
/// pages look like paper: lit, shadowed beneath a curl, darker inside it, with both sides.
///
/// For each `PageDrawable` it keeps a `PageMesh` built for the
/// drawable's surface, cached per index in the frame's drawable list and rebuilt in place (with
/// its GL buffers rewritten in place) only when the surface or page size changes: steady-state
/// animation allocates nothing. The mesh is placed by the drawable's placement (triangle winding
/// flips when the placement mirrors; normals go through its inverse transpose) and seen through
/// the frame's camera.
///
/// **Faces.** The front and back are drawn as two sets of triangles of one mesh, back faces
/// culled, so exactly one side shows at every point and the two meet without a crack.
/// `PageFace/page(_:)` shows the page image, `PageFace/color(_:)` a
/// plain colour, `PageFace/mirroredFront(fade:)` the other side's content mirrored
/// and faded toward ``ShadingParameters/paperColor`` (a sheet seen against the light), and
/// `PageFace/none` nothing.
///
/// **Page images** come from the closure given to ``draw(_:scale:framebuffer:pageImages:)``,
/// asked once for each page index the renderer does not hold; the image is uploaded once and
/// reused until ``invalidatePage(_:)``, or until more than ``maximumCachedPages`` are held and it
/// is the least recently drawn. A page whose image is `nil` is drawn as blank paper, and asked
/// for again on the next frame (it may still be loading). The texture of a page dropped is kept
/// (at most four of them) and its storage reused for the next page image of its size, so that
/// turning through a long book allocates no texture storage once warm
/// (``pageTexturesMade`` stays put).
///
/// **Order and depth.** Opaque drawables are drawn nearest layer first with depth testing;
/// each drawable's depth is pulled toward the viewer by a hair per rank of
/// (`PageDrawable/layer`, index in the frame), so that where two pages lie in
/// one plane (the page a curl uncovers, under the curling page's flat part) the higher layer,
/// then the later drawable, wins. Translucent drawables (opacity below 1, or an image or colour
/// with transparency) follow, lowest rank first, blended, without writing depth.
///
/// **Clip.** A frame's `Frame/clip` limits drawing to that part of the picture (a scissor
/// rectangle): a single-page book clipped at its spine.
///
/// **Shading** follows ``shading``: Lambert light with ambient; the soft shadow a lifted page
/// (a curl, a cone, a page flipping about its spine) with
/// `PageDrawable/castsShadow` casts on the drawables of lower layers beneath it and
/// on its own flat part, and its tight contact shadow where it nearly touches them, computed per
/// pixel from its shape (at most ``maximumShadowCasters`` casters per drawable); the darkening
/// inside a curl and the sheen along its bend; for pages marked `PageDrawable/isBound`, the
/// gutter toward the spine and the book's shadow on the desk (drawn first, around the pages);
/// the drawable's brightness and opacity. <doc:ShadingPaper> gives the formulas.
///
/// A class owning GL objects (shader, page textures, vertex buffers): `deinit` deletes them if
/// the context they were made in is current, and leaves them to die with their context
/// otherwise. Use one renderer from one thread at a time, with its context current. Drawing
/// changes GL state (framebuffer binding, viewport, depth, culling, polygon offset and blending
/// settings, the program, texture unit 0); it leaves no program or vertex array bound.
public final class FrameRenderer {
    /// The most lifted pages whose shadows one drawable receives (its own included).
    public static let maximumShadowCasters = FrameShaderSource.maximumCasters
    /// How far each rank of drawable is pulled toward the viewer, in units of the depth buffer's
    /// resolution (`glPolygonOffset`): pages in one plane get the same depth to the last bit (the
    /// plane z = 0 maps to depth 0 exactly), so a few units separate them, and a few units per
    /// rank stay far below a point for hundreds of drawables.
    static let depthUnitsPerRank: Float = 4

    /// The context's `GL_VERSION`.
    public let glVersion: String
    /// The context's `GL_RENDERER` ("llvmpipe (LLVM 15.0.6, 256 bits)" on Mesa without a GPU).
    public let glRenderer: String
    /// Lighting, shadow and curl shading used for the next frames.
    public var shading: ShadingParameters
    /// How closely curl meshes follow the exact surface (see `MeshTolerance`).
    public var meshTolerance: MeshTolerance
    /// The most page images held at once, `>= 1`; beyond it the least recently drawn are dropped
    /// (never one the current frame draws; their textures are kept for reuse, at most four).
    /// Default 32.
    public var maximumCachedPages: Int

    private let program: FrameShaderProgram
    private let deskProgram: DeskShadowProgram
    private var deskShadow = DeskShadow()
    /// A sampler with anisotropic filtering, bound for drawables that may be seen at a slant;
    /// 0 without `GL_EXT_texture_filter_anisotropic`.
    private let obliqueSampler: GLuint
    /// The anisotropy of ``obliqueSampler``, 1 without it.
    let anisotropy: Float
    private var pages = TextureCache()
    private var pageLastUse: [Int: UInt64] = [:]
    private var slots: [DrawableSlot] = []
    private var order: [Int] = []
    private var frameNumber: UInt64 = 0
    private var matrixScratch = [Float](repeating: 0, count: 16)
    private var normalScratch = [Float](repeating: 0, count: 9)
    private var casterMatrices = [Float](repeating: 0, count: 16 * FrameShaderSource.maximumCasters)
    private var casterFrames = [Float](repeating: 0, count: 8 * FrameShaderSource.maximumCasters)
    private var casterProfiles = [Float](
        repeating: 0, count: ShadowCaster.rows * ShadowCaster.samples * 2 * FrameShaderSource.maximumCasters)
    private var casterLifts = [Float](repeating: 0, count: ShadowCaster.rows * FrameShaderSource.maximumCasters)
    private var casterRigid = [Float](repeating: 0, count: FrameShaderSource.maximumCasters)
    private let maximumViewport: SIMD2<Int>
    private let owningContext: EGLContext?
    private var released = false

    /// Sets up in the current context: checks it is OpenGL ES 3.0 or newer, compiles the shader.
    ///
    /// - Parameters:
    ///   - shading: lighting, shadow and curl shading (defaults look like paper).
    ///   - meshTolerance: how closely curl meshes follow the surface.
    ///   - maximumCachedPages: the most page images held (clamped to `>= 1`).
    /// - Throws: ``RenderError/noCurrentContext``, ``RenderError/unsupportedVersion(_:)``,
    ///   ``RenderError/shaderCompilationFailed(stage:log:)``, ``RenderError/programLinkFailed(log:)``.
    public init(shading: ShadingParameters = .default, meshTolerance: MeshTolerance = .default,
                maximumCachedPages: Int = 32) throws(RenderError) {
        guard let versionPointer = glGetString(GLenum(GL_VERSION)) else { throw .noCurrentContext }
        let version = String(cString: versionPointer)
        guard let parsed = GLESVersion(glVersionString: version), parsed >= .es30 else {
            throw .unsupportedVersion(version)
        }
        glVersion = version
        glRenderer = GLCheck.string(GL_RENDERER)
        owningContext = eglGetCurrentContext()
        var viewportLimit: [GLint] = [0, 0]
        glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &viewportLimit)
        maximumViewport = SIMD2(Int(viewportLimit[0]), Int(viewportLimit[1]))
        self.shading = shading
        self.meshTolerance = meshTolerance
        self.maximumCachedPages = max(1, maximumCachedPages)
        _ = GLCheck.firstError()
        program = try FrameShaderProgram()
        deskProgram = try DeskShadowProgram()
        (obliqueSampler, anisotropy) = Self.makeObliqueSampler(renderer: glRenderer)
    }

    deinit { releaseResources() }

    // MARK: - Page images

    /// Number of page images held.
    public var cachedPageCount: Int { pages.entries.count }

    /// Whether the image of page `index` is held.
    public func hasPage(_ index: Int) -> Bool { pages.name(of: index) != nil }

    /// Forgets the image of page `index` (its content changed): the next frame that shows it asks
    /// for it again. The context must be current.
    public func invalidatePage(_ index: Int) {
        pages.remove(index)
        pageLastUse[index] = nil
    }

    /// Forgets every page image. The context must be current.
    public func invalidateAllPages() {
        pages.deleteAll()
        pageLastUse.removeAll()
    }

    /// Page textures made (storage allocated) so far: it grows only when no texture of a dropped
    /// page of the same pixel size is free for reuse (for tests of the cache).
    public var pageTexturesMade: Int { pages.createdCount }

    /// Number of drawable slots (mesh and buffers) held: the most drawables of any frame so far.
    public var drawableSlotCount: Int { slots.count }

    /// How many times the mesh of drawable slot `index` has been built: it grows only when that
    /// drawable's surface or page size changes (for tests of the cache); 0 for no such slot.
    public func meshBuildCount(ofSlot index: Int) -> Int {
        slots.indices.contains(index) ? slots[index].rebuildCount : 0
    }

    // MARK: - Drawing

    /// Draws `frame` into framebuffer `framebuffer` (0: the window's default framebuffer) at
    /// `scale` pixels a point.
    ///
    /// The viewport is `frame.viewSize · scale` pixels (rounded) from the framebuffer's
    /// bottom-left corner; the framebuffer must be at least that large and have a depth buffer.
    /// Colour is cleared to the frame's background (left alone when it is `nil`), depth always.
    /// When the colour attachment is sRGB-encoded, shading and blending happen in linear light.
    ///
    /// - Parameters:
    ///   - frame: what to draw.
    ///   - scale: pixels per point (2 on a HiDPI screen), `> 0`.
    ///   - framebuffer: the GL framebuffer name.
    ///   - pageImages: the image of a page index (straight sRGB RGBA8, any size; mapped onto the
    ///     page by the drawable's texture transform), or `nil` for blank paper. Called only for
    ///     pages the renderer does not hold.
    /// - Throws: ``RenderError/invalidSize(width:height:)`` (before anything is drawn),
    ///   ``RenderError/invalidTextureSize(width:height:maximum:)`` for a page image the driver
    ///   cannot hold, ``RenderError/glError(code:)``.
    public func draw(_ frame: Frame, scale: Double = 1, framebuffer: UInt32 = 0,
                     pageImages: (Int) -> RGBAImage?) throws(RenderError) {
        let camera = RenderCamera(frame: frame, scale: scale)
        let width = camera.pixelWidth, height = camera.pixelHeight
        guard scale > 0, width > 0, height > 0, width <= maximumViewport.x, height <= maximumViewport.y else {
            throw .invalidSize(width: width, height: height)
        }
        _ = GLCheck.firstError()
        frameNumber &+= 1
        try loadPages(of: frame, pageImages)
        while slots.count < frame.drawables.count { slots.append(DrawableSlot()) }
        for index in frame.drawables.indices {
            slots[index].update(for: frame.drawables[index], tolerance: meshTolerance)
        }
        sortByRank(frame)

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        let encodesSRGB = GLCheck.encodesSRGB(framebuffer: framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDepthMask(GLboolean(GL_TRUE))
        glClearDepthf(1)
        if let background = frame.background {
            var clear = background.linearPremultiplied
            if !encodesSRGB {
                clear = SIMD4(SRGB.encode(clear.x), SRGB.encode(clear.y), SRGB.encode(clear.z), clear.w)
            }
            glClearColor(clear.x, clear.y, clear.z, clear.w)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        } else {
            glClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
        }

        if let clip = frame.clip {
            let box = Self.scissorBox(clip, scale: scale, pixelHeight: height)
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
        }
        let viewProjection = camera.viewProjection
        drawDeskShadow(of: frame, viewProjection: viewProjection)
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LEQUAL))
        glEnable(GLenum(GL_CULL_FACE))
        glCullFace(GLenum(GL_BACK))
        glEnable(GLenum(GL_POLYGON_OFFSET_FILL))
        glUseProgram(program.name)
        setFrameUniforms(encodesSRGB: encodesSRGB)

        // Opaque drawables, nearest rank first, so that hidden pixels fail the depth test early.
        glDisable(GLenum(GL_BLEND))
        var anyTranslucent = false
        for rank in order.indices.reversed() {
            let index = order[rank]
            if blends(frame.drawables[index]) {
                anyTranslucent = true
                continue
            }
            drawDrawable(at: index, rank: rank, of: frame, viewProjection: viewProjection)
        }
        // Translucent drawables, lowest rank first, blended over what is there.
        if anyTranslucent {
            glEnable(GLenum(GL_BLEND))
            glBlendFuncSeparate(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            glDepthMask(GLboolean(GL_FALSE))
            for rank in order.indices where blends(frame.drawables[order[rank]]) {
                drawDrawable(at: order[rank], rank: rank, of: frame, viewProjection: viewProjection)
            }
            glDepthMask(GLboolean(GL_TRUE))
            glDisable(GLenum(GL_BLEND))
        }

        glDisable(GLenum(GL_SCISSOR_TEST))
        glPolygonOffset(0, 0)
        glDisable(GLenum(GL_POLYGON_OFFSET_FILL))
        glFrontFace(GLenum(GL_CCW))
        glBindVertexArray(0)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glBindSampler(0, 0)
        glUseProgram(0)
        try GLCheck.throwIfError()
    }

    // MARK: - Internals

    /// The scissor box of a clip rectangle (view points, y down) in GL's pixels (y up): the
    /// whole pixels inside it (an edge between pixels is rounded inward, so that a page clipped
    /// there shows in no pixel beyond it, at rest or turning), kept inside the viewport; empty for
    /// a non-finite or inverted clip.
    static func scissorBox(_ clip: Rect, scale: Double, pixelHeight: Int)
        -> (x: Int, y: Int, width: Int, height: Int) {
        /// Snaps away the rounding error of an edge that lies on a pixel boundary.
        func pixel(_ value: Double, _ round: (Double) -> Double) -> Int {
            guard value.isFinite else { return value > 0 ? Int(1e9) : 0 }
            let v = value * scale, nearest = v.rounded()
            return Int(Swift.min(Swift.max(abs(v - nearest) < 1e-6 ? nearest : round(v), -1e9), 1e9))
        }
        let left = Swift.max(pixel(clip.minX, { $0.rounded(.up) }), 0)
        let right = pixel(clip.maxX, { $0.rounded(.down) })
        let top = Swift.max(pixel(clip.minY, { $0.rounded(.up) }), 0)
        let bottom = Swift.min(pixel(clip.maxY, { $0.rounded(.down) }), pixelHeight)
        let width = Swift.max(0, right - left)
        let height = Swift.max(0, bottom - top)
        return (left, Swift.max(0, pixelHeight - bottom), width, height)
    }

    /// Deletes every GL object if the owning context is current (idempotent). Called by `deinit`
    /// and by ``OffscreenRenderer`` while it holds the context current.
    func releaseResources() {
        guard !released else { return }
        released = true
        guard eglGetCurrentContext() == owningContext else { return }
        program.delete()
        deskProgram.delete()
        if obliqueSampler != 0 {
            var name = obliqueSampler
            glDeleteSamplers(1, &name)
        }
        pages.deleteAll()
        for slot in slots { slot.delete() }
        slots = []
    }

    /// Makes sure every page the frame shows is uploaded (when its image exists), then trims the
    /// cache to ``maximumCachedPages``.
    private func loadPages(of frame: Frame, _ pageImages: (Int) -> RGBAImage?) throws(RenderError) {
        // A see-through side shows the other side's image, which is loaded for that side (or,
        // when that side is `.none`, here).
        for drawable in frame.drawables {
            if case .page(let index) = drawable.front { try loadPage(index, pageImages) }
            if case .page(let index) = drawable.back { try loadPage(index, pageImages) }
        }
        let limit = max(1, maximumCachedPages)
        while pages.entries.count > limit {
            var oldest: (index: Int, use: UInt64)?
            for (index, use) in pageLastUse where use < frameNumber {
                if oldest == nil || use < oldest!.use { oldest = (index, use) }
            }
            guard let victim = oldest else { break }
            invalidatePage(victim.index)
        }
    }

    private func loadPage(_ index: Int, _ pageImages: (Int) -> RGBAImage?) throws(RenderError) {
        if pages.name(of: index) == nil {
            guard let image = pageImages(index) else { return }
            try pages.set(image, for: index)
        }
        pageLastUse[index] = frameNumber
    }

    /// `order` = drawable indices sorted by (layer, index): an insertion sort in place (frames
    /// hold few drawables, and the standard sort may allocate).
    private func sortByRank(_ frame: Frame) {
        order.removeAll(keepingCapacity: true)
        for index in frame.drawables.indices {
            let layer = frame.drawables[index].layer
            var position = order.count
            order.append(index)
            while position > 0, frame.drawables[order[position - 1]].layer > layer {
                order.swapAt(position, position - 1)
                position -= 1
            }
        }
    }

    /// Whether a drawable goes to the blended pass.
    private func blends(_ drawable: PageDrawable) -> Bool {
        if ShadingParameters.unit(drawable.opacity) < 1 { return true }
        return faceBlends(drawable.front, other: drawable.back) || faceBlends(drawable.back, other: drawable.front)
    }

    private func faceBlends(_ face: PageFace, other: PageFace) -> Bool {
        switch face {
        case .none: return false
        case .color(let color): return ShadingParameters.unit(color.alpha) < 1
        case .page(let index): return hasPage(index) && !pages.isOpaque(index)
        case .mirroredFront:
            switch other {
            case .color(let color): return ShadingParameters.unit(color.alpha) < 1
            case .page(let index): return hasPage(index) && !pages.isOpaque(index)
            case .none, .mirroredFront: return false
            }
        }
    }

    private func setFrameUniforms(encodesSRGB: Bool) {
        let light = shading.resolvedLightDirection
        glUniform3f(program.lightDirection, Float(light.x), Float(light.y), Float(light.z))
        glUniform1f(program.ambient, Float(ShadingParameters.unit(shading.ambient)))
        glUniform1f(program.diffuse, Float(ShadingParameters.unit(shading.diffuse)))
        let paper = paperColor.linearPremultiplied
        glUniform3f(program.paperColor, paper.x, paper.y, paper.z)
        glUniform1f(program.shadowOpacity, Float(ShadingParameters.unit(shading.shadowOpacity)))
        glUniform1f(program.shadowFadeHeight, Float(shading.resolvedShadowFadeHeight))
        glUniform1f(program.shadowOnsetHeight, Float(shading.resolvedShadowOnsetHeight))
        glUniform1f(program.contactOpacity, Float(ShadingParameters.unit(shading.contactShadowOpacity)))
        glUniform1f(program.contactWidth, Float(shading.resolvedContactShadowWidth))
        glUniform1f(program.specular, Float(ShadingParameters.unit(shading.specularStrength)))
        glUniform1f(program.specularExponent, Float(shading.resolvedSpecularExponent))
        let half = shading.halfVector
        glUniform3f(program.halfVector, Float(half.x), Float(half.y), Float(half.z))
        glUniform1i(program.encodeSRGB, encodesSRGB ? 0 : 1)
        glUniform1i(program.texture, 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// The paper colour, opaque.
    private var paperColor: ColorRGBA {
        ColorRGBA(red: shading.paperColor.red, green: shading.paperColor.green, blue: shading.paperColor.blue)
    }

    private func drawDrawable(at index: Int, rank: Int, of frame: Frame, viewProjection: Transform3D) {
        let drawable = frame.drawables[index]
        guard slots[index].buffer.indexCount > 0, drawable.placement.isFinite else { return }
        let placement = drawable.placement
        GLMatrix.fill(&matrixScratch, with: placement.concatenating(viewProjection))
        glUniformMatrix4fv(program.modelViewProjection, 1, GLboolean(GL_FALSE), matrixScratch)
        GLMatrix.fillNormalMatrix(&normalScratch, for: placement)
        glUniformMatrix3fv(program.normalMatrix, 1, GLboolean(GL_FALSE), normalScratch)
        // The mesh's front winding faces the viewer clockwise in GL's window coordinates (the
        // projection flips y); a mirroring placement turns it the other way.
        glFrontFace(GLenum(GLMatrix.linearDeterminant(placement) < 0 ? GL_CCW : GL_CW))
        glPolygonOffset(0, -Self.depthUnitsPerRank * Float(rank))
        glUniform1f(program.brightness, Float(ShadingParameters.unit(drawable.brightness)))
        glUniform1f(program.opacity, Float(ShadingParameters.unit(drawable.opacity)))
        setCasters(forReceiver: index, of: frame)
        glBindVertexArray(slots[index].buffer.vertexArray)
        glBindSampler(0, facesViewer(slot: index, drawable) ? 0 : obliqueSampler)

        let flatNormal = Self.flatNormal(of: drawable.surface)
        glUniform3f(program.flatNormal, Float(flatNormal.x), Float(flatNormal.y), Float(flatNormal.z))
        let gutterWidth = ShadingParameters.unit(shading.gutterWidth) * drawable.pageSize.x
        let gutter = drawable.isBound && gutterWidth > 0 ? ShadingParameters.unit(shading.gutterShading) : 0
        glUniform1f(program.gutter, Float(gutter))
        glUniform1f(program.gutterWidth, Float(Swift.max(gutterWidth, 1e-3)))
        // The mesh's u is x / width on the front and 1 - x / width on the back.
        let width = Float(drawable.pageSize.x)
        if setFace(drawable.front, other: drawable.back, of: drawable) {
            let bent = !drawable.surface.isPlanar
            glUniform1f(program.curlShading, bent ? Float(ShadingParameters.unit(shading.curlInteriorShading)) : 0)
            glUniform2f(program.materialX, width, 0)
            slots[index].buffer.drawTriangles(slots[index].mesh.frontIndexRange)
        }
        if setFace(drawable.back, other: drawable.front, of: drawable) {
            glUniform1f(program.curlShading, 0)
            glUniform2f(program.materialX, -width, width)
            slots[index].buffer.drawTriangles(slots[index].mesh.backIndexRange)
        }
    }

    /// The most texels one anisotropic lookup averages along a footprint's long axis, for
    /// drawables seen at a slant (a leaf half-turned, a fold): 8 (the context's limit if lower).
    static let maximumAnisotropy: Float = 8
    /// `GL_TEXTURE_MAX_ANISOTROPY_EXT`, `GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT`
    /// (`GL_EXT_texture_filter_anisotropic`, not in the ES 3.0 headers).
    private static let textureMaxAnisotropy: GLenum = 0x84FE
    private static let maxTextureMaxAnisotropy: GLenum = 0x84FF

    /// A sampler like the page textures' own parameters (trilinear, clamped) with anisotropy up to
    /// ``maximumAnisotropy``, and that anisotropy; `(0, 1)` when the context does not offer
    /// `GL_EXT_texture_filter_anisotropic`, or is Mesa's software rasteriser (see
    /// ``filtersAnisotropically(renderer:)``).
    private static func makeObliqueSampler(renderer: String) -> (GLuint, Float) {
        guard filtersAnisotropically(renderer: renderer),
              GLCheck.hasExtension("GL_EXT_texture_filter_anisotropic") else { return (0, 1) }
        var limit: GLfloat = 1
        glGetFloatv(maxTextureMaxAnisotropy, &limit)
        let anisotropy = min(max(limit, 1), maximumAnisotropy)
        guard anisotropy > 1 else { return (0, 1) }
        var name: GLuint = 0
        glGenSamplers(1, &name)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glSamplerParameterf(name, textureMaxAnisotropy, anisotropy)
        _ = GLCheck.firstError()
        return (name, anisotropy)
    }

    /// Whether anisotropic filtering is used with the `GL_RENDERER` `renderer`: not with Mesa's
    /// software rasterisers (llvmpipe, softpipe). Their anisotropic filter is an elliptical
    /// Gaussian that is wider than bilinear filtering even where a page is seen nearly square on:
    /// a leaf coming to rest would sharpen in one frame (the film check's rest jump), and curls
    /// and folds would be softer than with trilinear filtering. GPUs filter a square footprint as
    /// trilinear filtering does and sharpen only foreshortened ones.
    static func filtersAnisotropically(renderer: String) -> Bool {
        let name = renderer.lowercased()
        return !name.contains("llvmpipe") && !name.contains("softpipe")
    }

    /// Whether a drawable lies flat and faces the viewer: its mesh lies in the page plane (a flat
    /// page, or a curl not yet begun) and its placement does not turn that plane out of the
    /// picture's. Such a page is sampled by the texture's own trilinear filter, which shows a page
    /// laid on the pixel grid texel for texel; anisotropic filtering gains nothing there, and
    /// Mesa's llvmpipe filters even a square footprint with a wider kernel (it blurs 1:1 text).
    private func facesViewer(slot index: Int, _ drawable: PageDrawable) -> Bool {
        guard slots[index].liesInPagePlane else { return false }
        let p = drawable.placement
        return p.m13 == 0 && p.m23 == 0 && p.m31 == 0 && p.m32 == 0 && p.m14 == 0 && p.m24 == 0 && p.m34 == 0
    }

    /// The canonical normal of a surface's unbent part (the reference for the curl's interior
    /// shading): `+z`, turned with the page for a cone's rotation about the spine.
    private static func flatNormal(of surface: PageSurface) -> SIMD3<Double> {
        switch surface {
        case .flat, .cylinder: SIMD3(0, 0, 1)
        case .cone(let cone): cone.surface(at: SIMD2(0, 0)).normal
        case .spineRotation(let rotation): rotation.surface(at: SIMD2(0, 0)).normal
        }
    }

    /// Sets the uniforms of one side; returns whether it is drawn at all.
    private func setFace(_ face: PageFace, other: PageFace, of drawable: PageDrawable) -> Bool {
        switch face {
        case .none:
            return false
        case .color(let color):
            setColor(color, fade: 0)
        case .page(let index):
            if let name = pages.name(of: index) {
                setTexture(name, mirrored: false, fade: 0, of: drawable)
            } else {
                setColor(paperColor, fade: 0)
            }
        case .mirroredFront(let fade):
            switch other {
            case .page(let index):
                if let name = pages.name(of: index) {
                    setTexture(name, mirrored: true, fade: fade, of: drawable)
                } else {
                    setColor(paperColor, fade: 0)
                }
            case .color(let color): setColor(color, fade: fade)
            case .none, .mirroredFront: setColor(paperColor, fade: 0)
            }
        }
        return true
    }

    private func setColor(_ color: ColorRGBA, fade: Double) {
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glUniform1i(program.hasTexture, 0)
        let tint = color.linearPremultiplied
        glUniform4f(program.tint, tint.x, tint.y, tint.z, tint.w)
        glUniform1f(program.fade, Float(ShadingParameters.unit(fade)))
        glUniform3f(program.textureU, 0, 0, 0)
        glUniform3f(program.textureV, 0, 0, 0)
    }

    /// A textured side. The mesh's `(u, v)` is `(x/w, y/h)` on the front and `(1 - x/w, y/h)` on
    /// the back for the material point `(x, y)`: the side's own content is the texture transform
    /// of `(u·w, v·h)` on both; the other side's content seen through (`mirrored`) is that of
    /// `((1 - u)·w, v·h)`.
    private func setTexture(_ name: UInt32, mirrored: Bool, fade: Double, of drawable: PageDrawable) {
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glUniform1i(program.hasTexture, 1)
        glUniform4f(program.tint, 1, 1, 1, 1)
        glUniform1f(program.fade, Float(ShadingParameters.unit(fade)))
        let t = drawable.textureTransform, w = drawable.pageSize.x, h = drawable.pageSize.y
        if mirrored {
            glUniform3f(program.textureU, Float(-t.a * w), Float(t.c * h), Float(t.a * w + t.tx))
            glUniform3f(program.textureV, Float(-t.b * w), Float(t.d * h), Float(t.b * w + t.ty))
        } else {
            glUniform3f(program.textureU, Float(t.a * w), Float(t.c * h), Float(t.tx))
            glUniform3f(program.textureV, Float(t.b * w), Float(t.d * h), Float(t.ty))
        }
    }

    /// Chooses and uploads the shadow casters of drawable `receiver`: itself when it is curled
    /// round a cylinder (the part folded over lies above its own flat part; a rigid page or a
    /// cone, which rises from the spine, has no part over another and casts nothing on itself),
    /// then lifted drawables of higher layers that cast shadows, in frame order, up to
    /// ``maximumShadowCasters``.
    private func setCasters(forReceiver receiver: Int, of frame: Frame) {
        let target = frame.drawables[receiver]
        var count = 0
        var selfFold: Float = 1  // caster 0 is another page: no weight
        if target.castsShadow, case .cylinder = target.surface, slots[receiver].caster.isCasting {
            storeCaster(receiver, toCaster: .identity, at: count)
            selfFold = slots[receiver].caster.foldOver
            count += 1
        }
        glUniform1f(program.selfFold, selfFold)
        for index in frame.drawables.indices where count < Self.maximumShadowCasters && index != receiver {
            let caster = frame.drawables[index]
            guard caster.castsShadow, caster.layer > target.layer, slots[index].caster.isCasting,
                  let inverse = caster.placement.inverted() else { continue }
            storeCaster(index, toCaster: target.placement.concatenating(inverse), at: count)
            count += 1
        }
        glUniform1i(program.casterCount, GLint(count))
        guard count > 0 else { return }
        glUniform1fv(program.casterRigid, GLsizei(Self.maximumShadowCasters), casterRigid)
        let casters = GLsizei(Self.maximumShadowCasters)
        glUniformMatrix4fv(program.toCaster, casters, GLboolean(GL_FALSE), casterMatrices)
        glUniform4fv(program.casterFrame, 2 * casters, casterFrames)
        glUniform4fv(program.casterProfile, GLsizei(ShadowCaster.rows * ShadowCaster.samples / 2) * casters,
                     casterProfiles)
        glUniform4fv(program.casterLift, GLsizei(ShadowCaster.rows / 4) * casters, casterLifts)
    }

    private func storeCaster(_ index: Int, toCaster: Transform3D, at position: Int) {
        GLMatrix.fill(&casterMatrices, with: toCaster, at: 16 * position)
        let caster = slots[index].caster
        let frameOffset = 8 * position
        casterFrames[frameOffset] = Float(caster.origin.x)
        casterFrames[frameOffset + 1] = Float(caster.origin.y)
        casterFrames[frameOffset + 2] = Float(caster.along.x)
        casterFrames[frameOffset + 3] = Float(caster.along.y)
        casterFrames[frameOffset + 4] = Float(caster.across.x)
        casterFrames[frameOffset + 5] = Float(caster.across.y)
        casterFrames[frameOffset + 6] = Float(caster.firstRow)
        casterFrames[frameOffset + 7] = Float(caster.rowStep)
        let profileCount = ShadowCaster.rows * ShadowCaster.samples * 2
        for offset in 0 ..< profileCount {
            casterProfiles[profileCount * position + offset] = caster.profile[offset]
        }
        for row in 0 ..< ShadowCaster.rows {
            casterLifts[ShadowCaster.rows * position + row] = caster.lift[row]
        }
        casterRigid[position] = caster.isRigid ? 1 : 0
    }

    /// Darkens the desk around the frame's bound pages (``DeskShadow``), before any page is
    /// drawn: a quad in the view plane, blended so that what is there is multiplied by
    /// `1 - alpha`; no depth is written or tested. Nothing when ``ShadingParameters/deskShadowOpacity``
    /// is 0 or no page is bound.
    private func drawDeskShadow(of frame: Frame, viewProjection: Transform3D) {
        let opacity = ShadingParameters.unit(shading.deskShadowOpacity)
        guard opacity > 0, frame.drawables.contains(where: { $0.isBound }) else { return }
        let radius = shading.resolvedDeskShadowRadius
        deskShadow.update(frame: frame, slots: slots, radius: radius, fadeHeight: shading.resolvedShadowFadeHeight)
        guard deskShadow.count > 0 else { return }
        glDisable(GLenum(GL_DEPTH_TEST))
        glDepthMask(GLboolean(GL_FALSE))
        glDisable(GLenum(GL_CULL_FACE))
        glEnable(GLenum(GL_BLEND))
        glBlendFuncSeparate(GLenum(GL_ZERO), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ZERO), GLenum(GL_ONE))
        glUseProgram(deskProgram.name)
        GLMatrix.fill(&matrixScratch, with: viewProjection)
        glUniformMatrix4fv(deskProgram.viewProjection, 1, GLboolean(GL_FALSE), matrixScratch)
        let area = deskShadow.area
        glUniform4f(deskProgram.area, Float(area.x), Float(area.y), Float(area.z), Float(area.w))
        glUniform1i(deskProgram.count, GLint(deskShadow.count))
        let footprints = GLsizei(DeskShadow.maximumFootprints)
        glUniform4fv(deskProgram.centreAxis, footprints, deskShadow.centreAxis)
        glUniform4fv(deskProgram.extentWeight, footprints, deskShadow.extentWeight)
        glUniform1f(deskProgram.opacity, Float(opacity))
        glUniform1f(deskProgram.radius, Float(radius))
        glBindVertexArray(0)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glDisable(GLenum(GL_BLEND))
        glDepthMask(GLboolean(GL_TRUE))
    }
}
