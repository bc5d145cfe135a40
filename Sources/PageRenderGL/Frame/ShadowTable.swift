internal import CGLES3

/// One lifted page's shade tabulated for the points of its page plane, so that the pages beneath
/// it (and its own flat part) look their shadow up instead of working it out from the profile at
/// every pixel, which on a software rasteriser is most of the cost of a curling page.
///
/// The frame shader's exact path works out, for each of a ``ShadowCaster``'s rows, the shade seen
/// from the receiving point `(x, z)` of the cross-section, then interpolates between the two rows
/// around the point. For a point in the caster's plane (`z = 0`) that shade depends on the row
/// and `x` alone: texel `(i, row)` of this `RGBA8` texture holds it for
/// `x = s·v / (1 - |v|)`, `v = 2(i + ½)/width - 1` (red: the occlusion, for a rigid leaf already
/// faded for the light beside it; green: the contact shadow), with what the shader needs of the
/// row wherever the point is (blue: its lift over ``liftScale``; alpha: how far from the spine
/// its lifted paper begins, see `FrameShaderSource.spineDistanceBelow`), so that no pixel
/// indexes the profile's arrays. Every value it holds is one the exact path interpolates
/// linearly between rows (a rigid leaf's rows are all alike), so the lookup's interpolation
/// gives what the exact path gives; what is not linear (the fade with the lift, the contact
/// shadow's rise from the spine) the shader works out from the interpolated values. The map
/// packs every `x` into the table, densest near the caster's origin, where its paper leaves the
/// plane and the contact shadow is tight (``width`` texels, `2s / width` points apart there), and
/// the shade far away, which changes slowly, into the table's ends.
///
/// Eight bits a channel are enough for shades drawn into eight-bit pictures, and llvmpipe filters
/// eight-bit texels on a faster path than half floats.
///
/// Filled by a pass of ``ShadowTableProgram`` over the texture (the same GLSL as the exact path),
/// once a frame for each lifted page. Where the texture cannot be rendered to,
/// ``FrameRenderer`` uses the exact path.
struct ShadowTable {
    /// Texels along `x`.
    static let width = 2048
    /// Rows: one a row of the caster's profile.
    static let height = FrameShaderSource.rows
    /// How far from the caster's page plane (points) a receiving page parallel to it may lie and
    /// still look its shade up here: the pages of a book block lie a page's thickness apart (a
    /// fraction of a point), and the shade there differs from the plane's only in the contact
    /// shadow, by that depth over ``ShadingParameters/contactShadowWidth``.
    static let planeTolerance = 1.0
    /// The smallest scale `s` (points).
    static let minimumScale: Float = 16

    let texture: GLuint
    let framebuffer: GLuint
    /// `s`, points: the `x` at a quarter of the table's width from its middle.
    private(set) var scale: Float = minimumScale
    /// The lift (points) stored as 1 in blue: the caster's highest row, at least
    /// ``minimumLiftScale``.
    private(set) var liftScale: Float = 1
    /// The smallest ``liftScale``, points: a lift is only compared with a point or more.
    static let minimumLiftScale: Float = 1

    /// Makes the texture and its framebuffer in the current context, or returns `nil` (deleting
    /// what it made) where the framebuffer is not complete.
    init?() {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(Self.width), GLsizei(Self.height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE), GLCheck.firstError() == nil else {
            glDeleteFramebuffers(1, &framebuffer)
            glDeleteTextures(1, &texture)
            return nil
        }
        self.texture = texture
        self.framebuffer = framebuffer
    }

    /// Fills the table for `caster` (which must be casting) with `program`, shaded as `shading`
    /// says (the contact shadow's width, the shadow's onset and fade heights). Leaves framebuffer 0
    /// bound, the viewport, depth test, blending, culling and scissor test as the pass needs them
    /// (the frame sets its own).
    mutating func fill(for caster: ShadowCaster, shading: ShadingParameters, program: ShadowTableProgram) {
        scale = Swift.max(caster.farthestAcross / 2, Self.minimumScale)
        liftScale = Swift.max(caster.lift.max() ?? 0, Self.minimumLiftScale)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(Self.width), GLsizei(Self.height))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_CULL_FACE))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glUseProgram(program.name)
        caster.profile.withUnsafeBufferPointer { profile in
            glUniform4fv(program.casterProfile, GLsizei(ShadowCaster.rows * ShadowCaster.samples / 2), profile.baseAddress)
        }
        caster.lift.withUnsafeBufferPointer { lift in
            glUniform1fv(program.casterLift, GLsizei(ShadowCaster.rows), lift.baseAddress)
        }
        glUniform1f(program.contactWidth, Float(shading.resolvedContactShadowWidth))
        glUniform1f(program.onsetHeight, Float(shading.resolvedShadowOnsetHeight))
        glUniform1f(program.fadeHeight, Float(shading.resolvedShadowFadeHeight))
        var frame = caster.frameVectors
        withUnsafeBytes(of: &frame) { glUniform4fv(program.casterFrame, 2, $0.assumingMemoryBound(to: Float.self).baseAddress) }
        glUniform1f(program.casterRigid, caster.isRigid ? 1 : 0)
        glUniform1f(program.tableScale, scale)
        glUniform1f(program.tableWidth, Float(Self.width))
        glUniform1f(program.tableLift, liftScale)
        glBindVertexArray(0)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Deletes the texture and framebuffer (the context must be current).
    func delete() {
        var names = [framebuffer]
        glDeleteFramebuffers(1, &names)
        names = [texture]
        glDeleteTextures(1, &names)
    }
}
