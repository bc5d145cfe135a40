internal import CGLES3

/// The linked shader of ``ShadowTable``'s pass (``FrameShaderSource/shadowTableVertex`` and
/// ``FrameShaderSource/shadowTableFragment``) and its uniform locations. A value holding a GL
/// name: ``FrameRenderer`` deletes it with ``delete()`` while its context is current.
struct ShadowTableProgram {
    let name: GLuint
    let casterProfile: GLint
    let casterLift: GLint
    let contactWidth: GLint
    let onsetHeight: GLint
    let fadeHeight: GLint
    let casterFrame: GLint
    let casterRigid: GLint
    let tableScale: GLint
    let tableWidth: GLint
    let tableLift: GLint

    /// Compiles and links the pass's shader in the current context.
    init() throws(RenderError) {
        let program = try FrameShaderProgram.link(vertexSource: FrameShaderSource.shadowTableVertex,
                                                  fragmentSource: FrameShaderSource.shadowTableFragment)
        func location(_ uniform: String) -> GLint { glGetUniformLocation(program, uniform) }
        name = program
        casterProfile = location("uCasterProfile[0]")
        casterLift = location("uCasterLift[0]")
        contactWidth = location("uContactWidth")
        onsetHeight = location("uShadowOnsetHeight")
        fadeHeight = location("uShadowFadeHeight")
        casterFrame = location("uCasterFrame[0]")
        casterRigid = location("uCasterRigid")
        tableScale = location("uTableScale")
        tableWidth = location("uTableWidth")
        tableLift = location("uTableLift")
        try GLCheck.throwIfError()
    }

    /// Deletes the program; the context it was made in must be current.
    func delete() { glDeleteProgram(name) }
}
