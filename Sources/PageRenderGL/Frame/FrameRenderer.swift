internal import CEGL
internal import CGLES3
import PageEffects
import PageGeometry
import PageImage
import PageMath

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
/// **Order and depth.** Each drawable's depth is pulled toward the viewer by a hair per rank of
/// (`PageDrawable/layer`, index in the frame), so that where two pages lie in
/// one plane (the page a curl uncovers, under the curling page's flat part) the higher layer,
/// then the later drawable, wins.
///
/// **Smooth outlines.** Into a framebuffer with one sample a pixel the shader smooths the pages'
/// outlines itself: a fragment's alpha is the share of its pixel the paper covers, from its
/// distance in pixels to the page's edges (not those that join another piece: a bound page's
/// spine, a fold panel's inner edges) and to where the paper turns away from the eye; the mesh
/// reaches two pixels past the edges along the paper. Opaque drawables first write depth alone
/// where they cover whole pixels; then every drawable is drawn lowest rank first, blended,
/// writing no depth, so that nothing hidden is shaded and the outlines show what is behind them.
/// The frame's order is then the painter's: where opaque drawables of one layer overlap, list the
/// farther first (a nearer one listed first has its outline over the other drawn to the pixel).
/// Into a multisampled framebuffer opaque drawables are drawn nearest rank first with depth
/// testing, and the samples smooth the outlines; translucent drawables (opacity below 1, or an
/// image or colour with transparency) follow, lowest rank first, blended, without writing depth.
///
/// **Variants.** The shader is compiled for what each side needs, so a
/// software rasteriser does no work for a shadow, texture or smoothing a side does not have. A
/// curl's sides are drawn part by part (`MeshParts`): the paper lying flat with the flat
/// variant, and the paper lifted out of its own shadow without itself as a caster.
///
/// **Clip.** A frame's `Frame/clip` limits drawing to that part of the picture (a scissor
/// rectangle): a single-page book clipped at its spine.
///
/// **Shading** follows ``shading``: Lambert light with ambient; the soft shadow a lifted page
/// (a curl, a cone, a page flipping about its spine) with
/// `PageDrawable/castsShadow` casts on the drawables of lower layers beneath it and
/// on its own flat part, and its tight contact shadow where it nearly touches them, worked out
/// from its shape (at most ``maximumShadowCasters`` casters per drawable; tabulated once a frame
/// for the points of its page plane, where the pages beneath it lie, and per pixel elsewhere;
/// see `ShadowTable`); the darkening
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
    /// How far the depth-only pass pushes paper it draws inset (``FrameShaderVariant/insetsOutline``)
    /// away from the viewer, in the same units: its depth, from vertices moved along the paper,
    /// may round a unit nearer than the colour pass's at the same pixel, which would then fail
    /// the depth test on its own paper; half a rank still keeps it in front of the rank below.
    static let insetDepthSlack: Float = depthUnitsPerRank / 2
    /// How far inside its smoothed edges (pixels, as the shader's coverage measures them) the
    /// depth-only pass draws flat paper: the pixels it covers are covered whole (coverage 1 from
    /// half a pixel in), with a margin for perspective and screen-space derivatives.
    static let depthInsetPixels = 0.55
    /// Window depths this close count as one (pages in one plane, worked out along two paths).
    static let coplanarDepth = 1e-9

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

    /// The frame shader's variants linked so far (each on first use; see ``FrameShaderVariant``).
    private var programs: [FrameShaderVariant: FrameShaderProgram] = [:]
    /// The frame number whose frame-wide uniforms each variant holds.
    private var programFrame: [FrameShaderVariant: UInt64] = [:]
    /// The program in use, `nil` before the first drawable of a frame.
    private var program: FrameShaderProgram?
    private var programVariant: FrameShaderVariant?
    private var encodesSRGB = false
    /// Whether this frame's target has no multisampling, so that the shader smooths page outlines
    /// itself and drawables go back to front, blended.
    private var smoothsEdges = false
    /// This frame's pixels per point.
    private var pixelsPerPoint = 1.0
    /// This frame's size in pixels.
    private var pixelSize = SIMD2<Double>(1, 1)
    /// Lifted pages shading the drawable being drawn (set by
    /// ``chooseCasters(forReceiver:of:includingSelf:)``).
    private var casterCount = 0
    private var selfFold: Float = 1
    private let deskProgram: DeskShadowProgram
    private var deskShadow = DeskShadow()
    /// A sampler with anisotropic filtering, bound for drawables that may be seen at a slant;
    /// 0 without `GL_EXT_texture_filter_anisotropic`.
    private let obliqueSampler: GLuint
    /// The anisotropy of ``obliqueSampler``, 1 without it.
    let anisotropy: Float
    /// A bilinear sampler of the top level alone, bound for a page facing the viewer that shows
    /// at least a pixel a texel (a page at rest drawn texel for texel): the same picture as
    /// trilinear filtering there, without working out a level of detail for every pixel.
    private let topLevelSampler: GLuint
    /// A nearest-texel sampler of the top level, bound for a page on the pixel grid shown exactly
    /// texel for texel: every pixel's centre falls on a texel's centre, where bilinear filtering
    /// gives that texel alone, from one fetch instead of four.
    private let texelSampler: GLuint
    private var pages = TextureCache()
    private var pageLastUse: [Int: UInt64] = [:]
    private var slots: [DrawableSlot] = []
    private var order: [Int] = []
    /// Per rank this frame: an opaque flat page showing as an upright rectangle (coloured
    /// before the others, see ``RestingPage``); `nil` for any other drawable.
    private var restingPages: [RestingPage?] = []
    /// The scissor box of the frame's clip this frame, if it has one.
    private var clipBox: PixelBox?
    /// The picture's pixel at the framebuffer's bottom-left this frame (see ``draw(_:scale:framebuffer:offset:pageImages:)``).
    private var pictureOffset = SIMD2<Int>.zero
    /// The scissor boxes a drawable is drawn in (see ``drawUncovered(rank:of:viewProjection:depthOnly:inside:)``).
    private var bands: [PixelBox] = []
    /// The scissor boxes around a page's inside in which a curl's paper still lying where it
    /// rested is drawn as before (as far as its outline reaches).
    private var rimBands: [PixelBox] = []
    private var frameNumber: UInt64 = 0
    private var matrixScratch = [Float](repeating: 0, count: 16)
    private var normalScratch = [Float](repeating: 0, count: 9)
    private var casterMatrices = [Float](repeating: 0, count: 16 * FrameShaderSource.maximumCasters)
    private var casterFrames = [Float](repeating: 0, count: 8 * FrameShaderSource.maximumCasters)
    private var casterProfiles = [Float](
        repeating: 0, count: ShadowCaster.rows * ShadowCaster.samples * 2 * FrameShaderSource.maximumCasters)
    private var casterLifts = [Float](repeating: 0, count: ShadowCaster.rows * FrameShaderSource.maximumCasters)
    private var casterRigid = [Float](repeating: 0, count: FrameShaderSource.maximumCasters)
    /// The slot of each caster chosen for the drawable being drawn.
    private var casterSlots = [Int](repeating: 0, count: FrameShaderSource.maximumCasters)
    private var casterTableScales = [Float](repeating: 0, count: FrameShaderSource.maximumCasters)
    private var casterTableLifts = [Float](repeating: 1, count: FrameShaderSource.maximumCasters)
    /// Whether the drawable being drawn receives its casters' shadows only in their page planes,
    /// where their ``ShadowTable``s hold the shade.
    private var castersUseTables = false
    /// The pass that fills ``ShadowTable``s; `nil` where it cannot be linked.
    private let shadowTableProgram: ShadowTableProgram?
    /// Whether casters' shade is tabulated (``ShadowTable``) where the context renders float
    /// colour, rather than worked out at every pixel (tests turn it off to compare the two).
    var usesShadowTables: Bool
    /// Sides drawn so far that looked their casters' shade up in tables (for tests).
    private(set) var shadowTableDraws = 0
    /// Whether a flat page lying on the pixel grid, and the flat paper of a curl whose page would
    /// lie on it at rest (its front's ``MeshParts/Part/flatLow`` part, where the paper has not
    /// moved), is drawn without smoothing its outline, without blending when it is opaque, and,
    /// shown texel for texel, with the nearest texel rather than a bilinear mix; opaque, it is
    /// coloured in the depth-only pass's order, and the flat pages beneath it are drawn only
    /// around it. An opaque flat page off the grid that shows as an upright rectangle is coloured
    /// so, unblended, at the pixels it covers whole (``RestingPage``), its outline blended around
    /// them; a curl over such a page draws its paper still lying where it rested in the page's
    /// inside without the coverage, in both passes. None of which changes a pixel by more than a
    /// level, and the last two none at all (tests turn it off to compare).
    var usesPixelGridShortcuts = true
    /// Whether a curl's sides are drawn part by part (``MeshParts``): its flat paper with the
    /// flat variant, and its paper lifted out of its own shadow without itself as a caster; none
    /// of which changes its pixels (tests turn it off to compare).
    var usesMeshParts = true
    /// Whether the outline of a curl's cylinder or cone, where the paper turns away from the eye,
    /// is smoothed by the eye's rays (``FrameShaderSource/bendGapFunctions``) and drawn a pixel
    /// beyond it, and a cone's edges pushed out along its rays. Off, that outline is not smoothed
    /// and a cone's edges are smoothed from inside only: stepped (tests turn it off to compare).
    var tracesBendOutlines = true
    /// Scratch: the rulings of one drawable's outline (``BendOutline/rulings(into:)``).
    private var outlineRulings: [Double] = []
    /// Whether the depth-only pass draws smoothed flat paper inset rather than discarding by
    /// coverage (``FrameShaderVariant/insetsOutline``). Pixels a hair inside an edge (covered
    /// 0.999 or more, but less than 0.55 pixel in) no longer hide what lies beneath them, which
    /// the paper then covers all but a thousandth of: at most a level in a bright page, none in
    /// the renders compared (tests turn it off to compare).
    var usesInsetDepth = true
    /// Parts of sides drawn so far with a cheaper variant than their surface's (flat paper of a
    /// bent page, or a curl's paper without its own shadow) (for tests).
    private(set) var cheaperPartDraws = 0
    /// Sides, or parts of sides, drawn so far without smoothing because they lay on the pixel
    /// grid (for tests; the depth-only pass included).
    private(set) var pixelGridDraws = 0
    /// Sides, or parts of sides, drawn so far with ``texelSampler`` (for tests).
    private(set) var texelSampledDraws = 0
    /// Whether a curl's paper turned over flat on top of it is sampled from its image's own
    /// level alone where that image shows at least a pixel a texel (see
    /// ``liftedFlatSampler(_:showing:camera:otherwise:)``): on, but for tests that compare.
    var samplesLiftedPaperFromTopLevel = true
    /// Parts of sides drawn so far by that sampler (for tests).
    private(set) var liftedTopLevelDraws = 0
    /// Whether shade too slight to change a pixel by a sixth of a level is left out (see
    /// ``ShadowCaster/invisibleShade``): a caster all but lying flat casts none, and a flat page
    /// beyond a caster's reach is drawn without it. On, but for tests that compare.
    var leavesOutInvisibleShade = true
    /// Casters left out so far by ``leavesOutInvisibleShade``, one a receiver each (for tests).
    private(set) var castersLeftOut = 0
    /// Bands the desk's shadow has been drawn in so far, around the pages at rest (for tests).
    private(set) var deskShadowBands = 0
    /// Sides, or parts of sides, whose depth was drawn inset so far (for tests).
    private(set) var insetDepthDraws = 0
    /// Drawables drawn so far in scissor boxes around a page at rest above them (for tests).
    private(set) var uncoveredDraws = 0
    /// Pages at rest off the pixel grid drawn so far as ``RestingPage``s: the pixels they cover
    /// whole unblended in the depth-only pass's stead, their outline around them (for tests).
    private(set) var offGridInsideDraws = 0
    /// Curls' paper still lying where it rested off the pixel grid drawn so far in its page's
    /// inside without its coverage, and around it as before (for tests).
    private(set) var restingPaperInsideDraws = 0
    private let maximumViewport: SIMD2<Int>
    /// The EGL context current when the renderer was made; `nil` for a context EGL does not know
    /// (a window's made through GLX), which counts as current while no EGL context is.
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
        // The commonest variant now, so that a driver that cannot compile the shader says so here.
        let first = FrameShaderVariant(casters: 0, isTextured: true, encodesSRGB: false, smoothsEdges: true, isBent: false)
        programs[first] = try FrameShaderProgram(first)
        deskProgram = try DeskShadowProgram()
        // Float colour buffers are core from ES 3.2, an extension before.
        let floatColour = parsed >= GLESVersion(major: 3, minor: 2) || GLCheck.hasExtension("GL_EXT_color_buffer_float")
        shadowTableProgram = floatColour ? try? ShadowTableProgram() : nil
        _ = GLCheck.firstError()
        usesShadowTables = shadowTableProgram != nil
        (obliqueSampler, anisotropy) = Self.makeObliqueSampler(renderer: glRenderer)
        topLevelSampler = Self.makeClampedSampler(minifying: GL_LINEAR)
        texelSampler = Self.makeClampedSampler(minifying: GL_NEAREST, magnifying: GL_NEAREST)
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
        try draw(frame, scale: scale, framebuffer: framebuffer, offset: .zero, pageImages: pageImages)
    }

    /// Draws `frame` as ``draw(_:scale:framebuffer:pageImages:)`` does, with the picture's pixel
    /// `offset` (GL window coordinates, from its bottom-left) on the framebuffer's bottom-left
    /// pixel: a framebuffer smaller than the picture then holds the part of it from there (see
    /// ``drawnBox(of:scale:)``).
    func draw(_ frame: Frame, scale: Double, framebuffer: UInt32, offset: SIMD2<Int>,
              pageImages: (Int) -> RGBAImage?) throws(RenderError) {
        let camera = RenderCamera(frame: frame, scale: scale)
        let width = camera.pixelWidth, height = camera.pixelHeight
        guard scale > 0, width > 0, height > 0, width <= maximumViewport.x, height <= maximumViewport.y else {
            throw .invalidSize(width: width, height: height)
        }
        _ = GLCheck.firstError()
        frameNumber &+= 1
        try loadPages(of: frame, pageImages)
        updateSlots(for: frame)
        frame.sortByRank(into: &order)
        fillShadowTables(of: frame)

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        encodesSRGB = GLCheck.encodesSRGB(framebuffer: framebuffer)
        var samples: GLint = 0
        glGetIntegerv(GLenum(GL_SAMPLES), &samples)
        smoothsEdges = samples <= 1
        pixelsPerPoint = scale
        pixelSize = SIMD2(Double(width), Double(height))
        pictureOffset = offset
        glViewport(GLint(-offset.x), GLint(-offset.y), GLsizei(width), GLsizei(height))
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

        clipBox = frame.clip.map { Self.clipBox($0, scale: scale, pixelHeight: height) }
        scissorToClip()
        let viewProjection = camera.viewProjection
        if !smoothsEdges { drawDeskShadow(of: frame, viewProjection: viewProjection, behindPages: false) }
        glCullFace(GLenum(GL_BACK))
        glActiveTexture(GLenum(GL_TEXTURE0))
        setPageState()

        if smoothsEdges {
            try drawBackToFront(frame, viewProjection: viewProjection)
        } else {
            try drawNearestFirst(frame, viewProjection: viewProjection)
        }

        glDisable(GLenum(GL_SCISSOR_TEST))
        glPolygonOffset(0, 0)
        glDisable(GLenum(GL_POLYGON_OFFSET_FILL))
        glFrontFace(GLenum(GL_CCW))
        glBindVertexArray(0)
        for unit in [GL_TEXTURE2, GL_TEXTURE1, GL_TEXTURE0] {
            glActiveTexture(GLenum(unit))
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        }
        glBindSampler(0, 0)
        glUseProgram(0)
        try GLCheck.throwIfError()
    }

    /// Makes each drawable slot's mesh, buffers and profile match `frame`'s drawable at its index
    /// (nothing to do for a shape already built).
    private func updateSlots(for frame: Frame) {
        while slots.count < frame.drawables.count { slots.append(DrawableSlot()) }
        let eye = Self.eye(of: frame)
        for index in frame.drawables.indices {
            let drawable = frame.drawables[index]
            let outline = tracesBendOutlines ? Self.bendOutline(of: drawable, eye: eye) : nil
            outlineRulings.removeAll(keepingCapacity: true)
            outline?.rulings(into: &outlineRulings)
            slots[index].update(for: drawable, tolerance: meshTolerance, rulings: outlineRulings)
            slots[index].bendOutline = outline
        }
    }

    /// The pixels of the picture (GL window coordinates, from its bottom-left) in which drawing
    /// `frame` at `scale` can leave anything but the frame's background: each drawable's mesh
    /// (with the outset of its smoothed outline and ``PictureRegion/margin``) and the desk's
    /// shadow, within the frame's clip. Outside it drawing only clears. `nil` when that cannot be
    /// bounded (a page reaching behind the eye, a size that cannot be drawn). Builds the
    /// drawables' meshes as drawing does (the context must be current).
    func drawnBox(of frame: Frame, scale: Double = 1) -> PixelBox? {
        let camera = RenderCamera(frame: frame, scale: scale)
        guard scale > 0, camera.pixelWidth > 0, camera.pixelHeight > 0 else { return nil }
        updateSlots(for: frame)
        var region = PictureRegion(pixelSize: SIMD2(Double(camera.pixelWidth), Double(camera.pixelHeight)))
        let viewProjection = camera.viewProjection
        // Smoothing moves an outline's vertices out along the paper by two pixels' worth of
        // points, in x and y at a corner: under three times that in any direction.
        let outset = 6 / Swift.max(scale, 1e-3)
        for index in frame.drawables.indices where slots[index].buffer.indexCount > 0 {
            let drawable = frame.drawables[index], slot = slots[index], box = slot.footprint
            guard drawable.placement.isFinite else { continue }
            region.include(low: SIMD3(box.x - outset, box.y - outset, slot.footprintBottom - outset),
                           high: SIMD3(box.z + outset, box.w + outset, slot.footprintLift + outset),
                           modelViewProjection: drawable.placement.concatenating(viewProjection))
        }
        if updateDeskShadow(of: frame) {
            let area = deskShadow.area
            region.include(low: SIMD3(area.x, area.y, 0), high: SIMD3(area.z, area.w, 0),
                           modelViewProjection: viewProjection)
        }
        var bounds = PixelBox(low: .zero, high: SIMD2(camera.pixelWidth, camera.pixelHeight))
        if let clip = frame.clip {
            bounds = bounds.intersection(Self.clipBox(clip, scale: scale, pixelHeight: camera.pixelHeight))
        }
        return region.box(within: bounds)
    }

    /// Fills the ``ShadowTable`` of every drawable that casts a shadow this frame (making it on
    /// first need); does nothing while ``usesShadowTables`` is off.
    private func fillShadowTables(of frame: Frame) {
        guard usesShadowTables, let program = shadowTableProgram else { return }
        for index in frame.drawables.indices where frame.drawables[index].castsShadow && slots[index].caster.isCasting {
            // (No page looks up the table of a caster whose shade cannot show.)
            if leavesOut(caster: index, from: nil) { continue }
            if slots[index].shadowTable == nil {
                guard let table = ShadowTable() else {
                    usesShadowTables = false
                    return
                }
                slots[index].shadowTable = table
            }
            slots[index].shadowTable!.fill(for: slots[index].caster, shading: shading, program: program)
            slots[index].shadowTableFrame = frameNumber
        }
    }

    /// Draws every drawable, lowest rank first, blended over what is there (each pixel of a page's
    /// outline covered in part): for a target without multisampling.
    ///
    /// First the opaque drawables write depth alone, where they cover whole pixels; the colour pass
    /// then writes no depth and draws only what is not behind such a pixel. What is hidden behind
    /// a page is not shaded (a turning leaf would otherwise have the whole page under it shaded,
    /// shadows and all, for nothing), and what lies behind a pixel of an outline still shows
    /// through it. (A colour pass writing depth would write it for the rim beyond an outline too,
    /// where the coverage is 0, and hide what is drawn there later.)
    ///
    /// Opaque flat pages on the pixel grid (pages at rest, as the commands and the viewer lay
    /// them) are coloured in the depth-only pass's stead, in its order, writing depth as they go:
    /// they cover each pixel they are drawn on whole and blend with nothing. Behind the depth of
    /// the pages above them, they are shaded only where they show, and what lies beneath them (the
    /// book block's pages) is not even drawn there, in either pass. A page at rest off the grid
    /// that shows upright (``RestingPage``) is drawn so, unblended, at the pixels it covers whole
    /// (smoothed, to the same pixels), and its outline around them, blended, in the back-to-front
    /// pass.
    private func drawBackToFront(_ frame: Frame, viewProjection: Transform3D) throws(RenderError) {
        restingPages.removeAll(keepingCapacity: true)
        for rank in order.indices {
            restingPages.append(restingPage(of: frame.drawables[order[rank]], viewProjection: viewProjection))
        }
        glDisable(GLenum(GL_BLEND))
        // Nearest rank first: what a page hides fails the depth test before it is shaded.
        for rank in order.indices.reversed() {
            let resting = restingPages[rank]
            guard resting != nil || !blends(frame.drawables[order[rank]]) else { continue }
            let mask = GLboolean(resting != nil ? GL_TRUE : GL_FALSE)
            glColorMask(mask, mask, mask, mask)
            try drawUncovered(rank: rank, of: frame, viewProjection: viewProjection, depthOnly: resting == nil,
                              inside: resting?.outline == nil ? nil : resting?.box)
        }
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        // The desk's shadow now, where no page covers a whole pixel: not shaded under the pages,
        // and not even drawn under the pages at rest.
        drawDeskShadow(of: frame, viewProjection: viewProjection, behindPages: true, around: restingHole())
        glDepthMask(GLboolean(GL_FALSE))
        glEnable(GLenum(GL_BLEND))
        glBlendFuncSeparate(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        for rank in order.indices {
            if let resting = restingPages[rank] {
                // A page off the grid: its outline, around the pixels it covers whole.
                guard let outline = resting.outline else { continue }
                bands.removeAll(keepingCapacity: true)
                outline.subtract(resting.box, into: &bands)
                try drawInBands(rank: rank, of: frame, viewProjection: viewProjection, depthOnly: false, bands: bands)
            } else {
                try drawUncovered(rank: rank, of: frame, viewProjection: viewProjection, depthOnly: false)
            }
        }
        glDepthMask(GLboolean(GL_TRUE))
        glDisable(GLenum(GL_BLEND))
    }

    /// `drawable` as a page at rest (``RestingPage``), or `nil` when it is not an opaque flat page
    /// showing as an upright rectangle. It must show its front (a page turned face down, or whose
    /// front is not drawn, hides nothing) and lie between the near and far planes. Off the grid it
    /// must not lie below the desk (the view plane): the desk's shadow, drawn after the depth-only
    /// pass where it lies nearer than what that pass wrote, would darken a page coloured there (a
    /// book block's pages lie a little below, and are coloured after it).
    private func restingPage(of drawable: PageDrawable, viewProjection: Transform3D) -> RestingPage? {
        guard usesPixelGridShortcuts, drawable.surface == .flat, drawable.placement.isFinite, !blends(drawable),
              drawable.placement.m33 > 0, look(of: drawable.front, other: drawable.back) != nil
        else { return nil }
        let modelViewProjection = drawable.placement.concatenating(viewProjection)
        guard Self.liesOnPixelGrid(pageSize: drawable.pageSize, modelViewProjection: modelViewProjection,
                                   pixelSize: pixelSize)
        else { return offGridRestingPage(of: drawable, modelViewProjection: modelViewProjection) }
        guard let extent = Self.windowExtent(of: drawable.pageSize, outset: 0, modelViewProjection: modelViewProjection,
                                             pixelSize: pixelSize),
              extent.nearest >= 0, extent.farthest <= 1
        else { return nil }
        // (Its corners lie on pixel boundaries: a quarter pixel in rounds them off.)
        return RestingPage(box: PixelBox(from: extent.lowest, to: extent.highest, margin: -0.25),
                           depth: extent.farthest, outline: nil)
    }

    /// The pixels a flat page of `drawable`'s size and placement off the pixel grid covers whole,
    /// and those its smoothed outline reaches (``RestingPage``), or `nil` unless it shows as an
    /// upright rectangle between the near and far planes, on or above the desk (see
    /// ``restingPage(of:viewProjection:)``).
    private func offGridRestingPage(of drawable: PageDrawable, modelViewProjection: Transform3D) -> RestingPage? {
        let size = drawable.pageSize
        // On or above the desk at its four corners (a plane: then everywhere between).
        guard (0 ..< 4).allSatisfy({ corner in
                  drawable.placement.apply(to: SIMD3(corner & 1 == 0 ? 0 : size.x, corner & 2 == 0 ? 0 : size.y, 0)).z >= 0
              }),
              Self.showsUpright(pageSize: size, modelViewProjection: modelViewProjection, pixelSize: pixelSize),
              let extent = Self.windowExtent(of: size, outset: 0, modelViewProjection: modelViewProjection,
                                             pixelSize: pixelSize),
              extent.nearest >= 0, extent.farthest <= 1,
              let outset = Self.windowExtent(of: size, outset: 2 / Swift.max(pixelsPerPoint, 1e-3),
                                             modelViewProjection: modelViewProjection, pixelSize: pixelSize)
        else { return nil }
        // The pixels wholly inside its outline (their centres half a pixel in or more: covered
        // whole, as the shader measures it), and those its smoothed outline reaches, which
        // smoothing moves out by two pixels, and a pixel more.
        let inside = PixelBox(from: extent.lowest, to: extent.highest, margin: -1)
        guard inside.area > 0 else { return nil }
        return RestingPage(box: inside, depth: extent.farthest,
                           outline: PixelBox(from: outset.lowest, to: outset.highest, margin: 1))
    }

    /// The window rectangle (pixels) a page of `pageSize` points moved out by `outset` points
    /// spans, and the nearest and farthest window depths (0 … 1) of its corners (a plane's depth
    /// is affine in window coordinates: its extremes lie at corners), or `nil` when a corner lies
    /// behind the eye.
    private static func windowExtent(of pageSize: SIMD2<Double>, outset: Double, modelViewProjection: Transform3D,
                                     pixelSize: SIMD2<Double>)
        -> (lowest: SIMD2<Double>, highest: SIMD2<Double>, nearest: Double, farthest: Double)? {
        var lowest = SIMD2<Double>(repeating: .infinity), highest = -lowest
        var nearest = Double.infinity, farthest = -Double.infinity
        for corner in 0..<4 {
            let point = SIMD2(corner & 1 == 0 ? -outset : pageSize.x + outset,
                              corner & 2 == 0 ? -outset : pageSize.y + outset)
            guard let (window, depth) = windowAndDepth(of: point, modelViewProjection: modelViewProjection,
                                                       pixelSize: pixelSize) else { return nil }
            lowest = pointwiseMin(lowest, window)
            highest = pointwiseMax(highest, window)
            nearest = Swift.min(nearest, depth)
            farthest = Swift.max(farthest, depth)
        }
        return (lowest, highest, nearest, farthest)
    }

    /// Draws drawable `rank` of `frame` (in colour, or its depth only), leaving out the pixels a
    /// page at rest on the pixel grid above it covers: for a flat drawable nowhere nearer the eye
    /// than that page (so that the page's depth there is the drawable's or nearer, and hides it),
    /// whose screen box (its outline moved out as smoothing moves it, and a pixel more) that page
    /// covers half of or more, that box less the page's, drawn band by band in scissor boxes.
    /// The book block's pages lie whole under the pages at rest, but for their edges; drawn
    /// whole, a software rasteriser would test every one of their pixels against the depth of
    /// the page above.
    private func drawUncovered(rank: Int, of frame: Frame, viewProjection: Transform3D,
                               depthOnly: Bool, inside: PixelBox? = nil) throws(RenderError) {
        let index = order[rank]
        let drawable = frame.drawables[index]
        var hole: PixelBox?
        var bounds = PixelBox(low: .zero, high: .zero)
        if drawable.surface == .flat, drawable.placement.isFinite, rank + 1 < order.count,
           let extent = Self.windowExtent(of: drawable.pageSize, outset: 2 / Swift.max(pixelsPerPoint, 1e-3),
                                          modelViewProjection: drawable.placement.concatenating(viewProjection),
                                          pixelSize: pixelSize) {
            // The outline reaches past the paper as far as smoothing moves it (two pixels for a
            // point), and a pixel more.
            bounds = inside ?? PixelBox(from: extent.lowest, to: extent.highest, margin: 1)
            for above in (rank + 1)..<order.count {
                guard let resting = restingPages[above], extent.nearest >= resting.depth - Self.coplanarDepth
                else { continue }
                let box = resting.box
                if box.intersection(bounds).area > (hole?.intersection(bounds).area ?? 0) { hole = box }
            }
        }
        bands.removeAll(keepingCapacity: true)
        if let inside {
            // The pixels a page off the grid covers whole, unblended, less what hides them.
            offGridInsideDraws += 1
            if let hole {
                uncoveredDraws += 1
                inside.subtract(hole, into: &bands)
            } else {
                bands.append(inside)
            }
            return try drawInBands(rank: rank, of: frame, viewProjection: viewProjection, depthOnly: depthOnly,
                                   bands: bands, coversWhole: true)
        }
        // (Drawn whole unless the page hides most of it: a band takes a draw of its own.)
        guard let hole, 2 * hole.intersection(bounds).area >= bounds.area else {
            return try drawDrawable(at: index, rank: rank, of: frame, viewProjection: viewProjection, depthOnly: depthOnly)
        }
        uncoveredDraws += 1
        bounds.subtract(hole, into: &bands)
        try drawInBands(rank: rank, of: frame, viewProjection: viewProjection, depthOnly: depthOnly, bands: bands)
    }

    /// Draws drawable `rank` of `frame` once in each of `bands` (scissor boxes, pixels of the
    /// picture, within the frame's clip); `coversWhole`: the drawable covers every pixel of the
    /// bands whole (see ``drawDrawable(at:rank:of:viewProjection:depthOnly:coversWhole:)``).
    private func drawInBands(rank: Int, of frame: Frame, viewProjection: Transform3D, depthOnly: Bool,
                             bands: [PixelBox], coversWhole: Bool = false) throws(RenderError) {
        try drawScissored(to: bands) { () throws(RenderError) in
            try drawDrawable(at: order[rank], rank: rank, of: frame, viewProjection: viewProjection,
                             depthOnly: depthOnly, coversWhole: coversWhole)
        }
    }

    /// Runs `draw` once scissored to each of `boxes` (pixels of the picture) within the frame's
    /// clip, leaving out those empty there; then scissors to the clip again.
    private func drawScissored(to boxes: [PixelBox], _ draw: () throws(RenderError) -> Void) throws(RenderError) {
        let target = PixelBox(low: .zero, high: SIMD2(Int(pixelSize.x), Int(pixelSize.y)))
        glEnable(GLenum(GL_SCISSOR_TEST))
        for band in boxes {
            let box = band.intersection(clipBox ?? target)
            guard !box.isEmpty else { continue }
            scissor(to: box)
            try draw()
        }
        scissorToClip()
    }

    /// Scissors to the frame's clip (``clipBox``), or not at all when it has none.
    private func scissorToClip() {
        if let clipBox {
            glEnable(GLenum(GL_SCISSOR_TEST))
            scissor(to: clipBox)
        } else {
            glDisable(GLenum(GL_SCISSOR_TEST))
        }
    }

    /// Sets the scissor box to `box`, pixels of the picture (the test's being on is the caller's).
    private func scissor(to box: PixelBox) {
        glScissor(GLint(box.low.x - pictureOffset.x), GLint(box.low.y - pictureOffset.y),
                  GLsizei(box.high.x - box.low.x), GLsizei(box.high.y - box.low.y))
    }

    /// Draws the opaque drawables nearest rank first, so that hidden pixels fail the depth test
    /// early, then the translucent ones lowest rank first, blended: for a multisampled target,
    /// whose samples smooth the outlines.
    private func drawNearestFirst(_ frame: Frame, viewProjection: Transform3D) throws(RenderError) {
        glDisable(GLenum(GL_BLEND))
        var anyTranslucent = false
        for rank in order.indices.reversed() {
            let index = order[rank]
            if blends(frame.drawables[index]) {
                anyTranslucent = true
                continue
            }
            try drawDrawable(at: index, rank: rank, of: frame, viewProjection: viewProjection)
        }
        // Translucent drawables, lowest rank first, blended over what is there.
        if anyTranslucent {
            glEnable(GLenum(GL_BLEND))
            glBlendFuncSeparate(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            glDepthMask(GLboolean(GL_FALSE))
            for rank in order.indices where blends(frame.drawables[order[rank]]) {
                try drawDrawable(at: order[rank], rank: rank, of: frame, viewProjection: viewProjection)
            }
            glDepthMask(GLboolean(GL_TRUE))
            glDisable(GLenum(GL_BLEND))
        }
    }

    /// The eye of `frame`'s camera in the view frame (`w` 1), or the direction toward it (`w` 0)
    /// for an orthographic camera.
    private static func eye(of frame: Frame) -> SIMD4<Float> {
        let distance = frame.camera.eyeDistance
        guard distance.isFinite, distance > 0 else { return SIMD4(0, 0, 1, 0) }
        let point = frame.camera.vanishingPoint ?? frame.viewSize / 2
        return SIMD4(Float(point.x), Float(point.y), Float(distance), 1)
    }

    // MARK: - Internals

    /// ``scissorBox(_:scale:pixelHeight:)`` as a ``PixelBox``.
    private static func clipBox(_ clip: Rect, scale: Double, pixelHeight: Int) -> PixelBox {
        let box = scissorBox(clip, scale: scale, pixelHeight: pixelHeight)
        return PixelBox(low: SIMD2(box.x, box.y), high: SIMD2(box.x + box.width, box.y + box.height))
    }

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
        for program in programs.values { program.delete() }
        programs = [:]
        deskProgram.delete()
        shadowTableProgram?.delete()
        for sampler in [obliqueSampler, topLevelSampler, texelSampler] where sampler != 0 {
            var name = sampler
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

    /// Makes `variant` the program in use (linking it on first use), with this frame's
    /// frame-wide uniforms set, and returns it.
    private func useProgram(_ variant: FrameShaderVariant) throws(RenderError) -> FrameShaderProgram {
        if variant == programVariant, let program { return program }
        let program: FrameShaderProgram
        if let linked = programs[variant] {
            program = linked
        } else {
            program = try FrameShaderProgram(variant)
            programs[variant] = program
        }
        glUseProgram(program.name)
        if programFrame[variant] != frameNumber {
            setFrameUniforms(program)
            programFrame[variant] = frameNumber
        }
        self.program = program
        programVariant = variant
        return program
    }

    private func setFrameUniforms(_ program: FrameShaderProgram) {
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
        glUniform1i(program.texture, 0)
        glUniform1i(program.shadowTable0, 1)
        glUniform1i(program.shadowTable1, 2)
    }

    /// The paper colour, opaque.
    private var paperColor: ColorRGBA {
        ColorRGBA(red: shading.paperColor.red, green: shading.paperColor.green, blue: shading.paperColor.blue)
    }

    /// Draws drawable `index` (rank `rank`) of `frame`, each side part by part: in colour, or its
    /// depth alone (`depthOnly`). `coversWhole`: the caller has scissored it to pixels it covers
    /// whole, and it is drawn without blending even where its outline is smoothed.
    private func drawDrawable(at index: Int, rank: Int, of frame: Frame, viewProjection: Transform3D,
                              depthOnly: Bool = false, coversWhole: Bool = false) throws(RenderError) {
        let drawable = frame.drawables[index]
        guard slots[index].buffer.indexCount > 0, drawable.placement.isFinite else { return }
        let placement = drawable.placement
        let modelViewProjection = placement.concatenating(viewProjection)
        GLMatrix.fill(&matrixScratch, with: modelViewProjection)
        // The page at rest would lie on the pixel grid (see liesOnPixelGrid): a flat page does,
        // and so does the paper of a curl still lying where it rested (its front's flat low part).
        let restsOnPixelGrid = usesPixelGridShortcuts
            && Self.liesOnPixelGrid(pageSize: drawable.pageSize, modelViewProjection: modelViewProjection,
                                    pixelSize: pixelSize)
        let onPixelGrid = restsOnPixelGrid && drawable.surface == .flat
        // A curl drawn part by part whose page rests on the grid: the front's flat low part is
        // the paper that has not moved (MeshParts), drawn as the page at rest is.
        var curlRestsOnGrid = false
        if restsOnPixelGrid, usesMeshParts, case .cylinder = drawable.surface { curlRestsOnGrid = true }
        GLMatrix.fillNormalMatrix(&normalScratch, for: placement)
        // The mesh's front winding faces the viewer clockwise in GL's window coordinates (the
        // projection flips y); a mirroring placement turns it the other way.
        glFrontFace(GLenum(GLMatrix.linearDeterminant(placement) < 0 ? GL_CCW : GL_CW))
        glBindVertexArray(slots[index].buffer.vertexArray)
        let sampler = sampler(forSlot: index, drawable, onPixelGrid: onPixelGrid)
        // The sampler of paper drawn as if at rest on the grid: a flat page's own, or for a
        // curl's resting paper what the flat page would take.
        let restingSampler = curlRestsOnGrid ? facingSampler(drawable, onPixelGrid: true) : sampler

        // The mesh's u is x / width on the front and 1 - x / width on the back. Each side is
        // drawn part by part (MeshParts): flat paper with the flat variant, and paper lifted
        // out of the curl's own shadow without that caster.
        let width = Float(drawable.pageSize.x)
        // Casters are chosen again where a part's need of the curl's own shadow changes; the
        // depth-only pass takes none.
        var castersLiftedFromSelf: Bool?
        if depthOnly {
            casterCount = 0
            castersUseTables = false
        }
        // Flat paper off the pixel grid writes its depth drawn inset by this many points, rather
        // than discarding the pixels its outline covers in part (FrameShaderVariant.insetsOutline).
        let depthInset = depthOnly && usesInsetDepth && smoothsEdges && !onPixelGrid && drawable.surface == .flat
            ? Self.depthOnlyInset(pageSize: drawable.pageSize, modelViewProjection: modelViewProjection,
                                  pixelSize: pixelSize)
            : nil
        func draw(_ part: MeshParts.Part, _ range: Range<Int>, back: Bool, look: SideLook,
                  coversWhole: Bool = coversWhole) throws(RenderError) {
            if !depthOnly && castersLiftedFromSelf != part.isLifted {
                chooseCasters(forReceiver: index, of: frame, includingSelf: !part.isLifted)
                castersLiftedFromSelf = part.isLifted
            }
            // On the pixel grid: a flat page, or a curl's paper where it rested (its outline
            // there is the page's, on pixel boundaries; where it meets the bent paper is no outline).
            let onGrid = onPixelGrid || (curlRestsOnGrid && part == .flatLow && !back)
            // Smoothed, unless it lies on the pixel grid (see liesOnPixelGrid).
            let smoothing = smoothsEdges && !onGrid
            let inset = smoothing ? depthInset : nil
            glPolygonOffset(0, -Self.depthUnitsPerRank * Float(rank) + (inset == nil ? 0 : Self.insetDepthSlack))
            if inset != nil { insetDepthDraws += 1 }
            if smoothsEdges && !depthOnly {
                // Drawn back to front: an opaque page drawn unsmoothed covers its pixels whole and
                // replaces what is under them, so blending (reading them back) would change nothing;
                // so does one smoothed where the caller draws only pixels it covers whole (its
                // smoothing works out a coverage of exactly 1 there, and the same colour as ever).
                if (smoothing && !coversWhole) || blends(drawable) {
                    glEnable(GLenum(GL_BLEND))
                } else {
                    glDisable(GLenum(GL_BLEND))
                }
            }
            if !depthOnly {
                // (The depth-only variant samples nothing.)
                let partSampler = onGrid ? restingSampler
                    : part == .flatLifted ? liftedFlatSampler(drawable, showing: look, camera: frame.camera, otherwise: sampler)
                    : sampler
                glBindSampler(0, partSampler)
                if partSampler == texelSampler { texelSampledDraws += 1 }
            }
            let program = try useDrawableProgram(look, of: drawable, bent: part.isBent, outline: slots[index].bendOutline,
                                                 smoothing: smoothing,
                                                 restsOnGrid: curlRestsOnGrid, depthOnly: depthOnly, inset: inset,
                                                 coversWhole: coversWhole && smoothing && inset == nil)
            let curls = part.isBent && !back
            glUniform1f(program.curlShading, curls ? Float(ShadingParameters.unit(shading.curlInteriorShading)) : 0)
            glUniform2f(program.materialX, back ? -width : width, back ? width : 0)
            slots[index].buffer.drawTriangles(range)
        }
        let whole: MeshParts.Part = drawable.surface.isPlanar ? .flatLow : .bentLow
        // A curl off the pixel grid whose page shows upright: its paper still lying where it
        // rested covers whole the pixels of its page's inside where it lies (the coverage the
        // shader works out for flat paper is its page's outline's alone).
        var restingPaperUpright: RestingPage?
        if smoothsEdges, usesPixelGridShortcuts, usesMeshParts, !curlRestsOnGrid, case .cylinder = drawable.surface {
            restingPaperUpright = offGridRestingPage(of: drawable, modelViewProjection: modelViewProjection)
        }
        for back in [false, true] {
            guard let look = back ? look(of: drawable.back, other: drawable.front)
                                  : look(of: drawable.front, other: drawable.back) else { continue }
            guard usesMeshParts else {
                // The whole side in one, as its surface draws it.
                try draw(whole, slots[index].parts.sideRange(back: back), back: back, look: look)
                continue
            }
            for part in MeshParts.Part.allCases {
                let range = slots[index].parts.range(part, back: back)
                if range.isEmpty { continue }
                if !depthOnly && part != whole { cheaperPartDraws += 1 }
                if part == .flatLow, !back, let upright = restingPaperUpright, let outline = upright.outline {
                    // The pixels of the page's inside it covers without the coverage (nor
                    // blending, nor a discard in the depth-only pass), the rest of it as before:
                    // the same vertices, the same pixels.
                    restingPaperInsideDraws += 1
                    try drawScissored(to: [upright.box]) { () throws(RenderError) in
                        try draw(part, range, back: back, look: look, coversWhole: true)
                    }
                    rimBands.removeAll(keepingCapacity: true)
                    outline.subtract(upright.box, into: &rimBands)
                    try drawScissored(to: rimBands) { () throws(RenderError) in
                        try draw(part, range, back: back, look: look)
                    }
                    continue
                }
                try draw(part, range, back: back, look: look)
            }
        }
    }

    /// What one side of a drawable shows: a texture (``setTexture(_:mirrored:fade:of:in:)``) or a
    /// plain colour, faded toward paper by `fade`.
    private enum SideLook {
        case texture(name: UInt32, page: Int, mirrored: Bool, fade: Double)
        case color(ColorRGBA, fade: Double)
    }

    /// What a side shows, or `nil` when it is not drawn at all.
    private func look(of face: PageFace, other: PageFace) -> SideLook? {
        switch face {
        case .none:
            return nil
        case .color(let color):
            return .color(color, fade: 0)
        case .page(let index):
            return pages.name(of: index).map { .texture(name: $0, page: index, mirrored: false, fade: 0) }
                ?? .color(paperColor, fade: 0)
        case .mirroredFront(let fade):
            switch other {
            case .page(let index):
                return pages.name(of: index).map { .texture(name: $0, page: index, mirrored: true, fade: fade) }
                    ?? .color(paperColor, fade: 0)
            case .color(let color): return .color(color, fade: fade)
            case .none, .mirroredFront: return .color(paperColor, fade: 0)
            }
        }
    }

    /// Uses the program for a side that looks like `look` and sets the drawable's uniforms and the
    /// side's in it (the curl shading and material x are the caller's). `smoothing`: the variant
    /// that smooths the outline (``smoothsEdges``, unless the drawable lies on the pixel grid).
    /// `restsOnGrid`: a curl whose resting paper is drawn unsmoothed, on the pixel grid (the
    /// smoothing variant then leaves that paper's vertices where they are, for the seam).
    /// `depthOnly`: the depth-only variant, for the pass before the back-to-front one; `inset`:
    /// the points its smoothed edges move inward instead (flat paper, see ``depthOnlyInset(pageSize:modelViewProjection:pixelSize:)``).
    /// `coversWhole`: the smoothing variant drawn only where it covers pixels whole, which leaves
    /// the coverage out (``FrameShaderVariant/coversWhole``). `outline`: the drawable's bend seen
    /// from this frame's eye (``DrawableSlot/bendOutline``), for a bent part.
    private func useDrawableProgram(_ look: SideLook, of drawable: PageDrawable, bent: Bool, outline: BendOutline?,
                                    smoothing: Bool,
                                    restsOnGrid: Bool, depthOnly: Bool, inset: Double? = nil,
                                    coversWhole: Bool = false) throws(RenderError) -> FrameShaderProgram {
        var textured = false
        if case .texture = look { textured = !depthOnly }
        let program = try useProgram(FrameShaderVariant(
            casters: depthOnly ? 0 : casterCount, isTextured: textured, encodesSRGB: !encodesSRGB,
            smoothsEdges: smoothing, writesDepthOnly: depthOnly, insetsOutline: depthOnly && inset != nil,
            isBent: bent, usesShadowTable: castersUseTables, coversWhole: coversWhole))
        if smoothsEdges && !smoothing { pixelGridDraws += 1 }
        glUniformMatrix4fv(program.modelViewProjection, 1, GLboolean(GL_FALSE), matrixScratch)
        glUniformMatrix3fv(program.normalMatrix, 1, GLboolean(GL_FALSE), normalScratch)
        glUniform1f(program.brightness, Float(ShadingParameters.unit(drawable.brightness)))
        glUniform1f(program.opacity, Float(ShadingParameters.unit(drawable.opacity)))
        let flatNormal = Self.flatNormal(of: drawable.surface)
        glUniform3f(program.flatNormal, Float(flatNormal.x), Float(flatNormal.y), Float(flatNormal.z))
        let gutterWidth = ShadingParameters.unit(shading.gutterWidth) * drawable.pageSize.x
        let gutter = drawable.isBound && gutterWidth > 0 ? ShadingParameters.unit(shading.gutterShading) : 0
        glUniform1f(program.gutter, Float(gutter))
        glUniform1f(program.gutterWidth, Float(Swift.max(gutterWidth, 1e-3)))
        uploadCasters(program)
        if smoothing {
            glUniform1f(program.pageHeight, Float(drawable.pageSize.y))
            glUniform2f(program.pageSize, Float(drawable.pageSize.x), Float(drawable.pageSize.y))
            let edges = Self.smoothedEdges(of: drawable)
            glUniform4f(program.smoothEdges, edges.x, edges.y, edges.z, edges.w)
            // Two pixels' worth where a point shows as `scale` pixels (in the picture's plane); the
            // inset of the depth-only pass inward.
            let outline = bent ? outline : nil
            // A cone's rays from its apex stay straight: the shader takes them from its bend.
            let axis = Self.straightDirection(of: drawable.surface) ?? (outline != nil ? SIMD2(0, 1) : nil)
            let outset = axis == nil ? 0 : 2 / Swift.max(pixelsPerPoint, 1e-3)
            glUniform1f(program.outset, Float(inset.map { -$0 } ?? outset))
            glUniform2f(program.axis, Float(axis?.x ?? 1), Float(axis?.y ?? 0))
            glUniform1f(program.restsOnGrid, restsOnGrid ? 1 : 0)
            if bent { setBend(outline, in: program) }
        }
        switch look {
        case .texture(let name, _, let mirrored, let fade):
            setTexture(name, mirrored: mirrored, fade: fade, of: drawable, in: program)
        case .color(let color, let fade):
            setColor(color, fade: fade, in: program)
        }
        return program
    }

    /// Sets the bent variant's bend: the cylinder or cone of a curl and the eye in its canonical
    /// frame, by which the outline where the paper turns away is smoothed (``BendOutline``), and
    /// the swell of that outline, a pixel's worth of points. Kind 0 for `nil` (any other surface,
    /// or outlines not traced): no vertex swells, and no outline but the paper's edges is smoothed.
    private func setBend(_ outline: BendOutline?, in program: FrameShaderProgram) {
        guard let outline else {
            glUniform4f(program.bend, 0, 0, 0, 0)
            return
        }
        let swell = Float(1 / Swift.max(pixelsPerPoint, 1e-3))
        switch outline.shape {
        case .cylinder(let radius, _): glUniform4f(program.bend, 1, Float(radius), 0, swell)
        case .cone(let sine, let cosine, _): glUniform4f(program.bend, 2, Float(sine), Float(cosine), swell)
        }
        glUniform3f(program.bendApex, Float(outline.apex.x), Float(outline.apex.y), Float(outline.apex.z))
        glUniform3f(program.bendAxis, Float(outline.axis.x), Float(outline.axis.y), Float(outline.axis.z))
        glUniform4f(program.canonicalEye, Float(outline.eye.x), Float(outline.eye.y), Float(outline.eye.z),
                    Float(outline.eye.w))
    }

    /// The outline of `drawable`'s bend seen from `eye` (view frame), or `nil` (no bend, or a
    /// placement that cannot be inverted).
    static func bendOutline(of drawable: PageDrawable, eye: SIMD4<Float>) -> BendOutline? {
        guard !drawable.surface.isPlanar, let canonical = canonicalEye(eye, of: drawable.placement) else { return nil }
        return BendOutline(surface: drawable.surface, eye: canonical)
    }

    /// The eye (`w` 1) or the direction toward it (`w` 0) given in the view frame, in the canonical
    /// frame of a page placed by `placement`; `nil` when the placement cannot be inverted.
    static func canonicalEye(_ eye: SIMD4<Float>, of placement: Transform3D) -> SIMD4<Double>? {
        guard let inverse = placement.inverted() else { return nil }
        let e = SIMD4<Double>(eye)
        let h = SIMD4(
            e.x * inverse.m11 + e.y * inverse.m21 + e.z * inverse.m31 + e.w * inverse.m41,
            e.x * inverse.m12 + e.y * inverse.m22 + e.z * inverse.m32 + e.w * inverse.m42,
            e.x * inverse.m13 + e.y * inverse.m23 + e.z * inverse.m33 + e.w * inverse.m43,
            e.x * inverse.m14 + e.y * inverse.m24 + e.z * inverse.m34 + e.w * inverse.m44)
        let xyz = SIMD3(h.x, h.y, h.z)
        if abs(h.w) > 1e-12 { return SIMD4(xyz / h.w, 1) }
        let length = (xyz * xyz).sum().squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return SIMD4(xyz / length, 0)
    }

    /// Where point `point` of the page plane (canonical page frame, points) lands in a target of
    /// `pixelSize` pixels, drawn with `modelViewProjection`: GL window coordinates (pixels, y up
    /// from the bottom row), or `nil` when it lies behind the eye.
    static func window(of point: SIMD2<Double>, modelViewProjection: Transform3D,
                       pixelSize: SIMD2<Double>) -> SIMD2<Double>? {
        windowAndDepth(of: point, modelViewProjection: modelViewProjection, pixelSize: pixelSize)?.window
    }

    /// As ``window(of:modelViewProjection:pixelSize:)``, with the point's window depth (0 … 1,
    /// nearer is less).
    static func windowAndDepth(of point: SIMD2<Double>, modelViewProjection: Transform3D,
                               pixelSize: SIMD2<Double>) -> (window: SIMD2<Double>, depth: Double)? {
        windowAndDepth(of: SIMD3(point, 0), modelViewProjection: modelViewProjection, pixelSize: pixelSize)
    }

    /// As the window and depth of a point of the page plane, for any point of the canonical frame
    /// (`z` off the plane too).
    static func windowAndDepth(of point: SIMD3<Double>, modelViewProjection: Transform3D,
                               pixelSize: SIMD2<Double>) -> (window: SIMD2<Double>, depth: Double)? {
        let clip = modelViewProjection.applyHomogeneous(to: point)
        guard clip.w > 1e-9 else { return nil }
        return ((SIMD2(clip.x, clip.y) / clip.w + 1) / 2 * pixelSize, (clip.z / clip.w + 1) / 2)
    }

    /// Whether a flat page of `pageSize` points, drawn with `modelViewProjection` (canonical page
    /// frame to clip space) into a target of `pixelSize`, shows as a rectangle on whole pixels:
    /// its corners land on pixel boundaries (within 1/1000 pixel) of an axis-aligned rectangle in
    /// front of the eye. Its outline then crosses no pixel, so smoothing it would give every pixel
    /// inside a coverage of 1 and none outside: it is drawn unsmoothed, to the same pixels. (A
    /// projective map taking a rectangle's corners to an axis-aligned rectangle's is the affine
    /// one between them, so the corners are enough.)
    static func liesOnPixelGrid(pageSize: SIMD2<Double>, modelViewProjection: Transform3D,
                                pixelSize: SIMD2<Double>) -> Bool {
        // The pixel boundary a corner lands on, or `nil` when it lands off one.
        func pixelCorner(_ window: SIMD2<Double>) -> SIMD2<Double>? {
            let whole = window.rounded(.toNearestOrAwayFromZero)
            guard abs(window.x - whole.x) <= 1e-3, abs(window.y - whole.y) <= 1e-3 else { return nil }
            return whole
        }
        guard let corners = windowCorners(pageSize: pageSize, modelViewProjection: modelViewProjection,
                                          pixelSize: pixelSize),
              let a = pixelCorner(corners.0), let b = pixelCorner(corners.1),
              let c = pixelCorner(corners.2), let d = pixelCorner(corners.3) else { return false }
        // (0, 0) and (0, h) share x, as do (w, 0) and (w, h); (0, 0) and (w, 0) share y, as do the
        // other two; and the rectangle is not empty.
        return a.x == c.x && b.x == d.x && a.y == b.y && c.y == d.y && a.x != b.x && a.y != c.y
    }

    /// The window positions (pixels) of a page's corners `(0, 0)`, `(w, 0)`, `(0, h)`, `(w, h)` for
    /// a page of `pageSize` points drawn with `modelViewProjection` into `pixelSize`, or `nil`
    /// when one lies behind the eye.
    private static func windowCorners(pageSize: SIMD2<Double>, modelViewProjection: Transform3D,
                                      pixelSize: SIMD2<Double>)
        -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)? {
        func corner(_ point: SIMD2<Double>) -> SIMD2<Double>? {
            window(of: point, modelViewProjection: modelViewProjection, pixelSize: pixelSize)
        }
        guard let a = corner(SIMD2(0, 0)), let b = corner(SIMD2(pageSize.x, 0)),
              let c = corner(SIMD2(0, pageSize.y)), let d = corner(pageSize) else { return nil }
        return (a, b, c, d)
    }

    /// Whether a flat page of `pageSize` points, drawn with `modelViewProjection` into a target of
    /// `pixelSize`, shows as an upright (axis-aligned) rectangle in front of the eye, its corners
    /// within 1/1000 pixel of one: a page facing the picture plane, unturned in it, anywhere.
    static func showsUpright(pageSize: SIMD2<Double>, modelViewProjection: Transform3D,
                             pixelSize: SIMD2<Double>) -> Bool {
        guard let (a, b, c, d) = windowCorners(pageSize: pageSize, modelViewProjection: modelViewProjection,
                                               pixelSize: pixelSize) else { return false }
        func same(_ p: Double, _ q: Double) -> Bool { abs(p - q) <= 1e-3 }
        // (0, 0) and (0, h) share x, as do (w, 0) and (w, h); (0, 0) and (w, 0) share y, as do the
        // other two; or the same turned a quarter (x and y swapped).
        return (same(a.x, c.x) && same(b.x, d.x) && same(a.y, b.y) && same(c.y, d.y))
            || (same(a.y, c.y) && same(b.y, d.y) && same(a.x, b.x) && same(c.x, d.x))
    }

    /// How far (points) the depth-only pass may move a flat page's smoothed edges inward so that
    /// every pixel whose centre the moved outline takes in is one the page covers whole, as the
    /// shader measures coverage (at least half a pixel inside each edge: the material distance
    /// over the length of its screen gradient), for the page drawn with `modelViewProjection`
    /// into `pixelSize` pixels. The gradients are steepest at a corner (a plane's perspective
    /// scale varies monotonically across it), so the corners' bound them all. `nil` where a
    /// corner does not lie in front of the eye, the page is seen edge-on, or the inset would
    /// leave nothing of it.
    static func depthOnlyInset(pageSize: SIMD2<Double>, modelViewProjection: Transform3D,
                               pixelSize: SIMD2<Double>) -> Double? {
        func window(_ point: SIMD2<Double>) -> SIMD2<Double>? {
            Self.window(of: point, modelViewProjection: modelViewProjection, pixelSize: pixelSize)
        }
        guard pageSize.x > 0, pageSize.y > 0 else { return nil }
        let step = pageSize * 1e-3
        var steepest = 0.0  // material points per pixel
        for corner in [SIMD2(0, 0), SIMD2(pageSize.x, 0), SIMD2(0, pageSize.y), pageSize] {
            // The window position's derivatives by material x and y, by differences inward.
            let inward = SIMD2(corner.x > 0 ? -step.x : step.x, corner.y > 0 ? -step.y : step.y)
            guard let p = window(corner), let px = window(corner + SIMD2(inward.x, 0)),
                  let py = window(corner + SIMD2(0, inward.y)) else { return nil }
            let a = (px - p) / inward.x, b = (py - p) / inward.y
            let determinant = a.x * b.y - a.y * b.x
            guard abs(determinant) > 1e-12 else { return nil }
            // The rows of the inverse: the screen gradients of material x and of material y.
            let gradientX = SIMD2(b.y, -b.x) / determinant, gradientY = SIMD2(-a.y, a.x) / determinant
            steepest = Swift.max(steepest, (gradientX * gradientX).sum().squareRoot(),
                                 (gradientY * gradientY).sum().squareRoot())
        }
        let inset = Self.depthInsetPixels * steepest
        guard inset.isFinite, 2 * inset < Swift.min(pageSize.x, pageSize.y) else { return nil }
        return inset
    }

    /// A direction in the page plane that `surface` keeps straight (unit), so that its tangent
    /// along any material direction follows from the normal (see ``FrameShaderSource``): any for a
    /// flat page, a cylinder's axis, the spine for a rotation about it; `nil` for a cone, which
    /// keeps each ray from its apex straight instead (the shader takes those from its
    /// ``BendOutline``; without one its outline is smoothed from inside only).
    static func straightDirection(of surface: PageSurface) -> SIMD2<Double>? {
        switch surface {
        case .flat: SIMD2(1, 0)
        case .cylinder(let cylinder): cylinder.axisDirection
        case .spineRotation: SIMD2(0, 1)
        case .cone: nil
        }
    }

    /// Which edges of a drawable's page are its outline, smoothed without multisampling (1) and
    /// which join another piece (0): material x = 0, x = width, y = 0, y = height. An edge joins
    /// when the drawable says so (`PageDrawable/joinedEdges`), when it is a bound page's spine
    /// (the other page or a turning leaf meets it there), or when it cuts through its content (a
    /// fold panel's edge shows the inside of the menu's image, and the next panel goes on from
    /// there).
    static func smoothedEdges(of drawable: PageDrawable) -> SIMD4<Float> {
        let t = drawable.textureTransform, w = drawable.pageSize.x, h = drawable.pageSize.y
        func texture(_ x: Double, _ y: Double) -> SIMD2<Double> {
            SIMD2(t.a * x + t.c * y + t.tx, t.b * x + t.d * y + t.ty)
        }
        func outline(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Float {
            func onBorder(_ p: Double, _ q: Double) -> Bool {
                let tolerance = 1e-4
                return (abs(p) < tolerance && abs(q) < tolerance) || (abs(p - 1) < tolerance && abs(q - 1) < tolerance)
            }
            return onBorder(a.x, b.x) || onBorder(a.y, b.y) ? 1 : 0
        }
        let c00 = texture(0, 0), c10 = texture(w, 0), c01 = texture(0, h), c11 = texture(w, h)
        let joined = drawable.joinedEdges
        return SIMD4(drawable.isBound || joined.contains(.spine) ? 0 : outline(c00, c01),
                     joined.contains(.foreEdge) ? 0 : outline(c10, c11),
                     joined.contains(.head) ? 0 : outline(c00, c10),
                     joined.contains(.foot) ? 0 : outline(c01, c11))
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
        let name = makeClampedSampler(minifying: GL_LINEAR_MIPMAP_LINEAR)
        glSamplerParameterf(name, textureMaxAnisotropy, anisotropy)
        _ = GLCheck.firstError()
        return (name, anisotropy)
    }

    /// A sampler object clamped to the edges, minifying with `filter` and magnifying with
    /// `magnifying` (bilinearly by default).
    private static func makeClampedSampler(minifying filter: GLint, magnifying: GLint = GL_LINEAR) -> GLuint {
        var name: GLuint = 0
        glGenSamplers(1, &name)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), filter)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), magnifying)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        return name
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

    /// The sampler for a drawable's textures: ``obliqueSampler`` for one seen at a slant; for one
    /// facing the viewer, ``texelSampler`` where it lies on the pixel grid (`onPixelGrid`) and its
    /// front image shows exactly texel for texel, its corner on a texel's corner;
    /// ``topLevelSampler`` where its front image shows at least a pixel a texel both ways; else
    /// the texture's own trilinear filter (0).
    private func sampler(forSlot index: Int, _ drawable: PageDrawable, onPixelGrid: Bool) -> GLuint {
        guard facesViewer(slot: index, drawable) else { return obliqueSampler }
        return facingSampler(drawable, onPixelGrid: onPixelGrid)
    }

    /// The sampler for paper of `drawable` lying flat where it rests and facing the viewer (all
    /// of a page for which ``facesViewer(slot:_:)`` holds, or a curl's flat paper not yet lifted):
    /// see ``sampler(forSlot:_:onPixelGrid:)``.
    private func facingSampler(_ drawable: PageDrawable, onPixelGrid: Bool) -> GLuint {
        guard case .page(let page) = drawable.front, let texture = pages.entries[page] else { return 0 }
        let p = drawable.placement, t = drawable.textureTransform
        let across = (p.m11 * p.m11 + p.m12 * p.m12).squareRoot() * pixelsPerPoint
        let down = (p.m21 * p.m21 + p.m22 * p.m22).squareRoot() * pixelsPerPoint
        let texelsAcross = Double(texture.width) * (t.a * t.a + t.b * t.b).squareRoot()
        let texelsDown = Double(texture.height) * (t.c * t.c + t.d * t.d).squareRoot()
        if onPixelGrid, t.b == 0, t.c == 0, abs(across - texelsAcross) <= 1e-6 * across,
           abs(down - texelsDown) <= 1e-6 * down, Self.isWhole(t.tx * Double(texture.width)),
           Self.isWhole(t.ty * Double(texture.height)) {
            return texelSampler
        }
        return across >= 0.99 * texelsAcross && down >= 0.99 * texelsDown ? topLevelSampler : 0
    }

    /// The sampler for a curl's paper turned over flat on top of it (``MeshParts/Part/flatLifted``)
    /// on a side that shows `look`: ``topLevelSampler`` where that side's image shows at least a
    /// pixel a texel every way (a trilinear lookup then never leaves the image's own level, and a
    /// bilinear one gives its pixels without working out a level), counted in
    /// ``liftedTopLevelDraws``; `otherwise` else.
    ///
    /// That paper is the page reflected about the curl's axis and lifted above its plane: its
    /// image is as large as the page's at rest, or larger, when the placement keeps the page
    /// plane facing the viewer, does not lower it, and leaves the lifted side toward the eye.
    private func liftedFlatSampler(_ drawable: PageDrawable, showing look: SideLook, camera: Camera,
                                   otherwise: GLuint) -> GLuint {
        let p = drawable.placement
        guard samplesLiftedPaperFromTopLevel, Self.facesPicturePlane(p), p.m33 > 0, p.m43 >= 0,
              !(camera.eyeDistance <= 0), case .texture(_, let page, _, _) = look,
              let texture = pages.entries[page] else { return otherwise }
        // Pixels a texel: the placement's 2 × 2 (pixels a point) after the inverse of the texture
        // transform's (texels a point); at least 0.99 along every direction, its least singular
        // value.
        let t = drawable.textureTransform
        let texels = (a: t.a * Double(texture.width), b: t.b * Double(texture.height),
                      c: t.c * Double(texture.width), d: t.d * Double(texture.height))
        let determinant = texels.a * texels.d - texels.b * texels.c
        guard determinant != 0, determinant.isFinite else { return otherwise }
        // The texture transform maps (x, y) to (a x + c y, b x + d y); its inverse, texels to points.
        let inverse = (a: texels.d / determinant, b: -texels.b / determinant,
                       c: -texels.c / determinant, d: texels.a / determinant)
        let scale = pixelsPerPoint
        let m = (a: (p.m11 * inverse.a + p.m21 * inverse.b) * scale, b: (p.m12 * inverse.a + p.m22 * inverse.b) * scale,
                 c: (p.m11 * inverse.c + p.m21 * inverse.d) * scale, d: (p.m12 * inverse.c + p.m22 * inverse.d) * scale)
        guard Self.leastSingularValue(m.a, m.b, m.c, m.d) >= 0.99 else { return otherwise }
        liftedTopLevelDraws += 1
        return topLevelSampler
    }

    /// The least singular value of the 2 × 2 matrix with columns `(a, b)` and `(c, d)`.
    static func leastSingularValue(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        let sum = a * a + b * b + c * c + d * d
        let determinant = abs(a * d - b * c)
        let root = (Swift.max(sum * sum - 4 * determinant * determinant, 0)).squareRoot()
        return (Swift.max(sum - root, 0) / 2).squareRoot()
    }

    /// Whether `placement` keeps the page plane parallel to the picture's (no turn out of it, no
    /// perspective of its own): what ``facesViewer(slot:_:)`` asks of the placement.
    private static func facesPicturePlane(_ p: Transform3D) -> Bool {
        p.m13 == 0 && p.m23 == 0 && p.m31 == 0 && p.m32 == 0 && p.m14 == 0 && p.m24 == 0 && p.m34 == 0
    }

    /// Whether `value` is a whole number within 1/1000.
    private static func isWhole(_ value: Double) -> Bool {
        abs(value - value.rounded()) <= 1e-3
    }

    /// Whether a drawable lies flat and faces the viewer: its mesh lies in the page plane (a flat
    /// page, or a curl not yet begun) and its placement does not turn that plane out of the
    /// picture's. Such a page is sampled by the texture's own trilinear filter, which shows a page
    /// laid on the pixel grid texel for texel; anisotropic filtering gains nothing there, and
    /// Mesa's llvmpipe filters even a square footprint with a wider kernel (it blurs 1:1 text).
    private func facesViewer(slot index: Int, _ drawable: PageDrawable) -> Bool {
        slots[index].liesInPagePlane && Self.facesPicturePlane(drawable.placement)
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

    private func setColor(_ color: ColorRGBA, fade: Double, in program: FrameShaderProgram) {
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
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
    private func setTexture(_ name: UInt32, mirrored: Bool, fade: Double, of drawable: PageDrawable,
                            in program: FrameShaderProgram) {
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
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

    /// Chooses the shadow casters of drawable `receiver` (``casterCount``, ``selfFold`` and the
    /// caster arrays; ``uploadCasters(_:)`` gives them to a program): itself when it is curled
    /// round a cylinder (the part folded over lies above its own flat part; a rigid page or a
    /// cone, which rises from the spine, has no part over another and casts nothing on itself),
    /// then lifted drawables of higher layers that cast shadows, in frame order, up to
    /// ``maximumShadowCasters``. `includingSelf` false leaves the curl itself out: for paper of
    /// it lifted beyond its own shadow (``MeshParts/Part/isLifted``).
    private func chooseCasters(forReceiver receiver: Int, of frame: Frame, includingSelf: Bool) {
        let target = frame.drawables[receiver]
        var count = 0
        var selfFold: Float = 1  // caster 0 is another page: no weight
        // A curl's own paper receives its shadow only where it lies in its plane, or within the
        // lift over which the shadow fades out (RECEIVER_LIFT_LIMIT): its table holds it there.
        var tables = true
        if includingSelf, target.castsShadow, case .cylinder = target.surface, slots[receiver].caster.isCasting {
            if leavesOut(caster: receiver, from: nil) {
                castersLeftOut += 1
            } else {
                storeCaster(receiver, toCaster: .identity, at: count)
                selfFold = slots[receiver].caster.foldOver
                count += 1
            }
        }
        for index in frame.drawables.indices where count < Self.maximumShadowCasters && index != receiver {
            let caster = frame.drawables[index]
            guard caster.castsShadow, caster.layer > target.layer, slots[index].caster.isCasting,
                  let inverse = caster.placement.inverted() else { continue }
            let toCaster = target.placement.concatenating(inverse)
            if leavesOut(caster: index, from: target.surface == .flat ? (target.pageSize, toCaster) : nil) {
                castersLeftOut += 1
                continue
            }
            storeCaster(index, toCaster: toCaster, at: count)
            tables = tables && slots[receiver].liesInPagePlane && Self.keepsPagePlane(toCaster)
            count += 1
        }
        casterCount = count
        self.selfFold = selfFold
        castersUseTables = count > 0 && tables && (0 ..< count).allSatisfy {
            slots[casterSlots[$0]].shadowTable != nil && slots[casterSlots[$0]].shadowTableFrame == frameNumber
        }
    }

    /// Whether the caster in slot `index` is left out (``leavesOutInvisibleShade``): its shade
    /// cannot reach ``ShadowCaster/invisibleShade`` anywhere, or, given a flat page (its size and
    /// the map from its canonical frame to the caster's), anywhere on that page.
    private func leavesOut(caster index: Int, from page: (size: SIMD2<Double>, toCaster: Transform3D)?) -> Bool {
        leavesOutInvisibleShade && !slots[index].caster.shades(page, with: shading)
    }

    /// Whether `transform` maps the page plane `z = 0` onto a plane parallel to it within a point
    /// (``ShadowTable/planeTolerance``), without perspective: a receiver lying in its page plane
    /// lies in the caster's, or just beneath it (the next page of a book block, a fraction of a
    /// point down), where the table's shade is the plane's to within the contact shadow's change
    /// over that depth.
    static func keepsPagePlane(_ transform: Transform3D) -> Bool {
        abs(transform.m13) < 1e-9 && abs(transform.m23) < 1e-9 && abs(transform.m43) <= ShadowTable.planeTolerance
            && abs(transform.m14) < 1e-12 && abs(transform.m24) < 1e-12 && abs(transform.m44 - 1) < 1e-9
    }

    /// Sets the casters chosen by ``chooseCasters(forReceiver:of:includingSelf:)`` in `program`.
    private func uploadCasters(_ program: FrameShaderProgram) {
        guard casterCount > 0 else { return }
        if castersUseTables {
            shadowTableDraws += 1
            for position in 0 ..< casterCount {
                let table = slots[casterSlots[position]].shadowTable!
                glActiveTexture(GLenum(GL_TEXTURE1 + Int32(position)))
                glBindTexture(GLenum(GL_TEXTURE_2D), table.texture)
                casterTableScales[position] = table.scale
                casterTableLifts[position] = table.liftScale
            }
            glActiveTexture(GLenum(GL_TEXTURE0))
            glUniform1fv(program.shadowTableScale, GLsizei(Self.maximumShadowCasters), casterTableScales)
            glUniform1fv(program.shadowTableLift, GLsizei(Self.maximumShadowCasters), casterTableLifts)
        }
        glUniform1f(program.selfFold, selfFold)
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
        casterSlots[position] = index
        let caster = slots[index].caster
        let frameOffset = 8 * position
        let (frame0, frame1) = caster.frameVectors
        for lane in 0 ..< 4 {
            casterFrames[frameOffset + lane] = frame0[lane]
            casterFrames[frameOffset + 4 + lane] = frame1[lane]
        }
        let profileCount = ShadowCaster.rows * ShadowCaster.samples * 2
        for offset in 0 ..< profileCount {
            casterProfiles[profileCount * position + offset] = caster.profile[offset]
        }
        for row in 0 ..< ShadowCaster.rows {
            casterLifts[ShadowCaster.rows * position + row] = caster.lift[row]
        }
        casterRigid[position] = caster.isRigid ? 1 : 0
    }

    /// The pixels that the pages at rest (``RestingPage``) cover whole together, as one box: the
    /// largest of their boxes (``restingPages``), joined by another where the two make a
    /// rectangle (a spread's two pages); `nil` when there is none.
    private func restingHole() -> PixelBox? {
        var hole: PixelBox?
        for resting in restingPages {
            guard let box = resting?.box, box.area > (hole?.area ?? 0) else { continue }
            hole = box
        }
        guard var joined = hole else { return nil }
        for resting in restingPages {
            guard let box = resting?.box, box != joined else { continue }
            let union = joined.union(box)
            if union.area == joined.area + box.area - joined.intersection(box).area { joined = union }
        }
        return joined
    }

    /// Darkens the desk around the frame's bound pages (``DeskShadow``), before any page is
    /// coloured: a quad in the view plane, blended so that what is there is multiplied by
    /// `1 - alpha`; no depth is written. `behindPages`: the depth-only pass has run, and the quad
    /// is drawn only where it is not behind what that pass wrote (the pixels pages cover whole
    /// are not shaded); otherwise no depth is tested. Nothing when
    /// ``ShadingParameters/deskShadowOpacity`` is 0 or no page is bound. With `behindPages`, a
    /// `hole` (``restingHole()``) is left out: the quad is drawn in scissored bands around it.
    /// Leaves depth testing, culling and the polygon offset on, and no frame program in use.
    private func drawDeskShadow(of frame: Frame, viewProjection: Transform3D, behindPages: Bool,
                                around hole: PixelBox? = nil) {
        guard updateDeskShadow(of: frame) else { return }
        let opacity = ShadingParameters.unit(shading.deskShadowOpacity)
        let radius = shading.resolvedDeskShadowRadius
        if behindPages {
            glEnable(GLenum(GL_DEPTH_TEST))
            glDepthFunc(GLenum(GL_LESS))
        } else {
            glDisable(GLenum(GL_DEPTH_TEST))
        }
        glDisable(GLenum(GL_POLYGON_OFFSET_FILL))
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
        if let hole, behindPages {
            // In bands around the hole, which the depth test would reject pixel by pixel.
            let target = PixelBox(low: .zero, high: SIMD2(Int(pixelSize.x), Int(pixelSize.y)))
            bands.removeAll(keepingCapacity: true)
            (clipBox ?? target).subtract(hole, into: &bands)
            glEnable(GLenum(GL_SCISSOR_TEST))
            for band in bands {
                scissor(to: band)
                glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
                deskShadowBands += 1
            }
            scissorToClip()
        } else {
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        }
        glDisable(GLenum(GL_BLEND))
        glDepthMask(GLboolean(GL_TRUE))
        setPageState()
    }

    /// Gathers `frame`'s footprints into ``deskShadow``; whether the desk's shadow is drawn at all
    /// (a bound page to cast it, a shadow opacity above 0).
    private func updateDeskShadow(of frame: Frame) -> Bool {
        guard ShadingParameters.unit(shading.deskShadowOpacity) > 0, frame.drawables.contains(where: { $0.isBound })
        else { return false }
        deskShadow.update(frame: frame, radius: shading.resolvedDeskShadowRadius,
                          fadeHeight: shading.resolvedShadowFadeHeight) { index in
            index < slots.count ? slots[index].deskFootprint : nil
        }
        return deskShadow.count > 0
    }

    /// The state the pages are drawn in, set before them and again after the desk's pass: depth
    /// tested (less or equal), back faces culled, each rank's polygon offset applied, and no frame
    /// program in use yet (the next drawable sets its own).
    private func setPageState() {
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LEQUAL))
        glEnable(GLenum(GL_CULL_FACE))
        glEnable(GLenum(GL_POLYGON_OFFSET_FILL))
        program = nil
        programVariant = nil
    }
}
