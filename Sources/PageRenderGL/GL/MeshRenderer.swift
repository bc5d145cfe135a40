internal import CEGL
internal import CGLES3
import PageEffects
import PageGeometry

/// Draws ``RenderScene``s with OpenGL ES 3.0 into whatever context is current: its own offscreen
/// one (through ``OffscreenRenderer``) or a window's (SDL, GTK, a game engine), into the
/// framebuffer you name.
///
/// It owns the GL objects it makes (shader program, textures, vertex buffers), so it is a class:
/// GL names are handles to state inside one context, not values; copying them would end in a
/// double delete or a leak. `deinit` deletes them, which needs the context they were made in to be
/// current; if another EGL context is current then, nothing is deleted (the objects die with their
/// context) rather than deleting that context's objects by mistake.
///
/// Reuse across frames: a texture is uploaded once per ``TextureID`` (``setTexture(_:for:)``)
/// and reused until replaced or removed; mesh data goes into vertex buffers that are rewritten in
/// place every frame and reallocated only when a mesh outgrows them.
///
/// Drawing changes GL state (framebuffer binding, viewport, depth, culling and blending settings,
/// the program, texture unit 0); it leaves no program or vertex array bound, blending off and
/// depth writes on. Use one renderer from one thread at a time, with its context current.
public final class MeshRenderer {
    /// The context's `GL_VERSION` ("OpenGL ES 3.2 Mesa 22.3.6").
    public let glVersion: String
    /// The context's `GL_RENDERER` ("llvmpipe (LLVM 15.0.6, 256 bits)").
    public let glRenderer: String

    private let program: ShaderProgram
    private var textures = TextureCache()
    private var meshBuffers: [MeshBuffer] = []
    private var vertexScratch: [Float] = []
    private var translucentOrder: [(depth: Double, index: Int)] = []
    private var matrixScratch = [Float](repeating: 0, count: 16)
    private var normalScratch = [Float](repeating: 0, count: 9)
    private let owningContext: EGLContext?
    private var released = false

    /// Sets up in the current context: checks it is OpenGL ES 3.0 or newer, compiles the shaders.
    ///
    /// - Throws: ``RenderError/noCurrentContext``, ``RenderError/unsupportedVersion(_:)``,
    ///   ``RenderError/shaderCompilationFailed(stage:log:)``, ``RenderError/programLinkFailed(log:)``.
    public init() throws(RenderError) {
        guard let versionPointer = glGetString(GLenum(GL_VERSION)) else { throw .noCurrentContext }
        let version = String(cString: versionPointer)
        guard let parsed = GLESVersion(glVersionString: version), parsed >= .es30 else {
            throw .unsupportedVersion(version)
        }
        glVersion = version
        glRenderer = GLCheck.string(GL_RENDERER)
        owningContext = eglGetCurrentContext()
        _ = GLCheck.firstError()
        program = try ShaderProgram()
    }

    deinit { releaseResources() }

    // MARK: - Textures

    /// Uploads `image` (straight sRGB RGBA8) as texture `id`, replacing any texture with that
    /// identifier; the GL storage is reused when the size is unchanged. Mipmaps are generated.
    ///
    /// - Throws: ``RenderError/invalidTextureSize(width:height:maximum:)`` for an empty image or
    ///   one larger than the driver allows, ``RenderError/glError(code:)``.
    public func setTexture(_ image: RGBAImage, for id: TextureID) throws(RenderError) {
        try textures.set(image, for: id)
    }

    /// Whether texture `id` has been uploaded.
    public func hasTexture(_ id: TextureID) -> Bool { textures.name(of: id) != nil }

    /// Number of textures held.
    public var textureCount: Int { textures.entries.count }

    /// Removes texture `id` (nothing happens if there is none); its storage is kept for the next
    /// texture of its size (at most four such are kept).
    public func removeTexture(_ id: TextureID) { textures.remove(id) }

    /// Deletes every texture.
    public func removeAllTextures() { textures.deleteAll() }

    // MARK: - Drawing

    /// Clears the framebuffer `framebuffer` (0: the window's default framebuffer) to the scene's
    /// background and draws its items, opaque ones first, then translucent ones back to front.
    ///
    /// The viewport is the camera's pixel size from the bottom-left corner of the framebuffer,
    /// which must be at least that large and should have a depth buffer (without one, depth
    /// order is not enforced). When the colour attachment is sRGB-encoded, blending happens in
    /// linear light; otherwise the shader encodes sRGB itself and blending happens on encoded
    /// values.
    ///
    /// - Throws: ``RenderError/invalidSize(width:height:)``, ``RenderError/invalidMesh(_:)``,
    ///   ``RenderError/unknownTexture(_:)`` (all checked before anything is drawn),
    ///   ``RenderError/glError(code:)``.
    public func draw(_ scene: RenderScene, framebuffer: UInt32 = 0) throws(RenderError) {
        let camera = scene.camera
        let width = camera.pixelWidth, height = camera.pixelHeight
        var viewportLimit: [GLint] = [0, 0]
        glGetIntegerv(GLenum(GL_MAX_VIEWPORT_DIMS), &viewportLimit)
        guard width > 0, height > 0, width <= Int(viewportLimit[0]), height <= Int(viewportLimit[1]) else {
            throw .invalidSize(width: width, height: height)
        }
        for item in scene.items {
            try item.mesh.validate()
            if let id = item.texture, textures.name(of: id) == nil { throw .unknownTexture(id) }
        }
        _ = GLCheck.firstError()

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        let encodesSRGB = Self.encodesSRGB(framebuffer: framebuffer)
        glViewport(0, 0, GLsizei(width), GLsizei(height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDepthMask(GLboolean(GL_TRUE))
        var clear = scene.background.linearPremultiplied
        if !encodesSRGB {
            clear = SIMD4(SRGB.encode(clear.x), SRGB.encode(clear.y), SRGB.encode(clear.z), clear.w)
        }
        glClearColor(clear.x, clear.y, clear.z, clear.w)
        glClearDepthf(1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))

        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LEQUAL))
        // RenderMesh's front winding ((b - a) × (c - a) toward the viewer) is clockwise in GL's
        // window coordinates, because the projection flips y (view y down, window y up).
        glFrontFace(GLenum(GL_CW))
        glCullFace(GLenum(GL_BACK))
        glUseProgram(program.name)
        setSceneUniforms(scene.shading, encodesSRGB: encodesSRGB)

        let viewProjection = camera.viewProjection
        var slot = 0

        // Pass 1: opaque items, depth-tested and depth-writing, in the order given.
        glDisable(GLenum(GL_BLEND))
        for item in scene.items where !blends(item) {
            drawItem(item, slot: slot, viewProjection: viewProjection, shading: scene.shading)
            slot += 1
        }

        // (The soft shadow on the page beneath a curl will be its own pass here, between the
        // opaque pages and the translucent ones.)

        // Pass 2: translucent items, farthest first, blended (premultiplied "over"), not
        // depth-writing so that they do not hide one another.
        translucentOrder.removeAll(keepingCapacity: true)
        for (index, item) in scene.items.enumerated() where blends(item) {
            translucentOrder.append((Self.depth(of: item, camera: camera), index))
        }
        if !translucentOrder.isEmpty {
            translucentOrder.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.index < $1.index }
            glEnable(GLenum(GL_BLEND))
            glBlendFuncSeparate(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
            glDepthMask(GLboolean(GL_FALSE))
            for entry in translucentOrder {
                drawItem(scene.items[entry.index], slot: slot, viewProjection: viewProjection, shading: scene.shading)
                slot += 1
            }
            glDepthMask(GLboolean(GL_TRUE))
            glDisable(GLenum(GL_BLEND))
        }

        glBindVertexArray(0)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glUseProgram(0)
        try GLCheck.throwIfError()
    }

    // MARK: - Internals

    /// Deletes every GL object if the owning context is current (idempotent). Called by `deinit`
    /// and by ``OffscreenRenderer`` while it holds the context current.
    func releaseResources() {
        guard !released else { return }
        released = true
        guard eglGetCurrentContext() == owningContext else { return }
        program.delete()
        textures.deleteAll()
        for buffer in meshBuffers { buffer.delete() }
        meshBuffers = []
    }

    /// Whether an item goes to the blended pass: it is translucent itself, or its texture has
    /// transparent texels.
    private func blends(_ item: MeshDrawItem) -> Bool {
        if item.isTranslucent { return true }
        if let id = item.texture { return !textures.isOpaque(id) }
        return false
    }

    private func setSceneUniforms(_ shading: ShadingParameters, encodesSRGB: Bool) {
        let light = shading.resolvedLightDirection
        glUniform3f(program.lightDirection, Float(light.x), Float(light.y), Float(light.z))
        glUniform1f(program.ambient, Float(ShadingParameters.unit(shading.ambient)))
        glUniform1f(program.diffuse, Float(ShadingParameters.unit(shading.diffuse)))
        let paper = ColorRGBA(red: shading.paperColor.red, green: shading.paperColor.green,
                              blue: shading.paperColor.blue, alpha: 1).linearPremultiplied
        glUniform3f(program.paperColor, paper.x, paper.y, paper.z)
        glUniform1i(program.encodeSRGB, encodesSRGB ? 0 : 1)
        glUniform1i(program.texture, 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    private func drawItem(_ item: MeshDrawItem, slot: Int, viewProjection: Transform3D, shading: ShadingParameters) {
        let mesh = item.mesh
        guard !mesh.indices.isEmpty else { return }

        // Interleave position, normal, texture coordinate into the reused scratch array.
        let floatCount = mesh.positions.count * MeshBuffer.floatsPerVertex
        if vertexScratch.count < floatCount {
            vertexScratch.append(contentsOf: repeatElement(0, count: floatCount - vertexScratch.count))
        }
        vertexScratch.withUnsafeMutableBufferPointer { out in
            for i in mesh.positions.indices {
                let p = mesh.positions[i], n = mesh.normals[i], t = mesh.textureCoordinates[i]
                let o = i * MeshBuffer.floatsPerVertex
                out[o] = p.x; out[o + 1] = p.y; out[o + 2] = p.z
                out[o + 3] = n.x; out[o + 4] = n.y; out[o + 5] = n.z
                out[o + 6] = t.x; out[o + 7] = t.y
            }
        }
        while meshBuffers.count <= slot { meshBuffers.append(MeshBuffer()) }
        vertexScratch.withUnsafeBufferPointer { scratch in
            let vertices = UnsafeBufferPointer(rebasing: scratch[0..<floatCount])
            mesh.indices.withUnsafeBufferPointer { indices in
                meshBuffers[slot].upload(vertices: vertices, indices: indices)
            }
        }

        Self.fill(&matrixScratch, with: item.transform.concatenating(viewProjection))
        glUniformMatrix4fv(program.modelViewProjection, 1, GLboolean(GL_FALSE), matrixScratch)
        Self.fillNormalMatrix(&normalScratch, for: item.transform)
        glUniformMatrix3fv(program.normalMatrix, 1, GLboolean(GL_FALSE), normalScratch)

        if let id = item.texture, let name = textures.name(of: id) {
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glUniform1i(program.hasTexture, 1)
        } else {
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            glUniform1i(program.hasTexture, 0)
        }
        let tint = item.color.linearPremultiplied
        glUniform4f(program.tint, tint.x, tint.y, tint.z, tint.w)
        let fade = item.surface == .seeThroughBack ? ShadingParameters.unit(shading.backSideFade) : 0
        glUniform1f(program.fade, Float(fade))
        glUniform1f(program.opacity, Float(ShadingParameters.unit(item.opacity)))

        if item.cullsBackFaces { glEnable(GLenum(GL_CULL_FACE)) } else { glDisable(GLenum(GL_CULL_FACE)) }
        meshBuffers[slot].drawTriangles()
    }

    /// Whether the colour attachment of `framebuffer` encodes sRGB on write.
    static func encodesSRGB(framebuffer: UInt32) -> Bool {
        var encoding: GLint = 0
        let attachment = framebuffer == 0 ? GL_BACK : GL_COLOR_ATTACHMENT0
        glGetFramebufferAttachmentParameteriv(GLenum(GL_FRAMEBUFFER), GLenum(attachment),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING), &encoding)
        if GLCheck.firstError() != nil { return false }
        return encoding == GL_SRGB
    }

    /// Depth of an item for back-to-front sorting: the centre of its mesh's bounds, through its
    /// transform and the camera (about the view's centre), after the division by `w`. Larger is
    /// nearer the viewer.
    private static func depth(of item: MeshDrawItem, camera: RenderCamera) -> Double {
        guard var low = item.mesh.positions.first else { return 0 }
        var high = low
        for p in item.mesh.positions {
            low = pointwiseMin(low, p)
            high = pointwiseMax(high, p)
        }
        let centre = SIMD3<Double>((low + high) / 2)
        let half = camera.viewSize / 2
        let view = item.transform.apply(to: centre) - SIMD3(half.x, half.y, 0)
        return camera.transform.apply(to: view).z
    }

    private static func fill(_ target: inout [Float], with m: Transform3D) {
        target[0] = Float(m.m11); target[1] = Float(m.m12); target[2] = Float(m.m13); target[3] = Float(m.m14)
        target[4] = Float(m.m21); target[5] = Float(m.m22); target[6] = Float(m.m23); target[7] = Float(m.m24)
        target[8] = Float(m.m31); target[9] = Float(m.m32); target[10] = Float(m.m33); target[11] = Float(m.m34)
        target[12] = Float(m.m41); target[13] = Float(m.m42); target[14] = Float(m.m43); target[15] = Float(m.m44)
    }

    /// The normal matrix of a row-vector transform: the inverse transpose of its upper-left 3×3
    /// (the cofactor matrix over the determinant, so mirrors flip normals correctly), row by row.
    /// A singular 3×3 falls back to itself.
    private static func fillNormalMatrix(_ target: inout [Float], for m: Transform3D) {
        let a = (m.m11, m.m12, m.m13), b = (m.m21, m.m22, m.m23), c = (m.m31, m.m32, m.m33)
        let cofactors = [
            b.1 * c.2 - b.2 * c.1, b.2 * c.0 - b.0 * c.2, b.0 * c.1 - b.1 * c.0,
            a.2 * c.1 - a.1 * c.2, a.0 * c.2 - a.2 * c.0, a.1 * c.0 - a.0 * c.1,
            a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0,
        ]
        let determinant = a.0 * cofactors[0] + a.1 * cofactors[1] + a.2 * cofactors[2]
        if determinant.isFinite, abs(determinant) > 1e-12 {
            for i in 0..<9 { target[i] = Float(cofactors[i] / determinant) }
        } else {
            let plain = [a.0, a.1, a.2, b.0, b.1, b.2, c.0, c.1, c.2]
            for i in 0..<9 { target[i] = Float(plain[i]) }
        }
    }
}
