internal import CGLES3

/// The linked desk-shadow shader (``DeskShadowShaderSource``) and its uniform locations. A value
/// holding a GL name: ``FrameRenderer`` deletes it with ``delete()`` while its context is
/// current.
struct DeskShadowProgram {
    let name: GLuint
    let viewProjection: GLint
    let area: GLint
    let count: GLint
    let centreAxis: GLint
    let extentWeight: GLint
    let opacity: GLint
    let radius: GLint

    /// Compiles and links the desk-shadow shader in the current context.
    init() throws(RenderError) {
        let program = try FrameShaderProgram.link(vertexSource: DeskShadowShaderSource.vertex,
                                                  fragmentSource: DeskShadowShaderSource.fragment)
        func location(_ uniform: String) -> GLint { glGetUniformLocation(program, uniform) }
        name = program
        viewProjection = location("uViewProjection")
        area = location("uArea")
        count = location("uCount")
        centreAxis = location("uCentreAxis[0]")
        extentWeight = location("uExtentWeight[0]")
        opacity = location("uOpacity")
        radius = location("uRadius")
        try GLCheck.throwIfError()
    }

    /// Deletes the program; the context it was made in must be current.
    func delete() { glDeleteProgram(name) }
}
