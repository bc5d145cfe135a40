internal import CGLES3

/// One linked variant of the frame shader (``FrameShaderSource``, ``FrameShaderVariant``) and its
/// uniform locations (-1 for a uniform the variant leaves out: setting it does nothing). A value
/// holding a GL name: ``FrameRenderer`` deletes it with ``delete()`` while its context is current.
struct FrameShaderProgram {
    let name: GLuint
    let modelViewProjection: GLint
    let normalMatrix: GLint
    let textureU: GLint
    let textureV: GLint
    let toCaster: GLint
    let texture: GLint
    let tint: GLint
    let fade: GLint
    let paperColor: GLint
    let lightDirection: GLint
    let ambient: GLint
    let diffuse: GLint
    let brightness: GLint
    let opacity: GLint
    let curlShading: GLint
    let flatNormal: GLint
    let casterFrame: GLint
    let casterProfile: GLint
    let casterLift: GLint
    let shadowOpacity: GLint
    let shadowFadeHeight: GLint
    let shadowOnsetHeight: GLint
    let selfFold: GLint
    let casterRigid: GLint
    let materialX: GLint
    let contactOpacity: GLint
    let contactWidth: GLint
    let gutter: GLint
    let gutterWidth: GLint
    let specular: GLint
    let specularExponent: GLint
    let halfVector: GLint
    let pageHeight: GLint
    let smoothEdges: GLint
    let pageSize: GLint
    let outset: GLint
    let restsOnGrid: GLint
    let axis: GLint
    let bend: GLint
    let bendApex: GLint
    let bendAxis: GLint
    let canonicalEye: GLint
    let shadowTable0: GLint
    let shadowTable1: GLint
    let shadowTableScale: GLint
    let shadowTableLift: GLint

    /// Compiles and links `variant` of the frame shader in the current context.
    init(_ variant: FrameShaderVariant) throws(RenderError) {
        let program = try Self.link(vertexSource: FrameShaderSource.vertex(variant),
                                    fragmentSource: FrameShaderSource.fragment(variant))
        func location(_ uniform: String) -> GLint { glGetUniformLocation(program, uniform) }
        name = program
        modelViewProjection = location("uModelViewProjection")
        normalMatrix = location("uNormalMatrix")
        textureU = location("uTextureU")
        textureV = location("uTextureV")
        toCaster = location("uToCaster[0]")
        texture = location("uTexture")
        tint = location("uTint")
        fade = location("uFade")
        paperColor = location("uPaperColor")
        lightDirection = location("uLightDirection")
        ambient = location("uAmbient")
        diffuse = location("uDiffuse")
        brightness = location("uBrightness")
        opacity = location("uOpacity")
        curlShading = location("uCurlShading")
        flatNormal = location("uFlatNormal")
        casterFrame = location("uCasterFrame[0]")
        casterProfile = location("uCasterProfile[0]")
        casterLift = location("uCasterLift[0]")
        shadowOpacity = location("uShadowOpacity")
        shadowFadeHeight = location("uShadowFadeHeight")
        shadowOnsetHeight = location("uShadowOnsetHeight")
        selfFold = location("uSelfFold")
        casterRigid = location("uCasterRigid[0]")
        materialX = location("uMaterialX")
        contactOpacity = location("uContactOpacity")
        contactWidth = location("uContactWidth")
        gutter = location("uGutter")
        gutterWidth = location("uGutterWidth")
        specular = location("uSpecular")
        specularExponent = location("uSpecularExponent")
        halfVector = location("uHalfVector")
        pageHeight = location("uPageHeight")
        smoothEdges = location("uSmoothEdges")
        pageSize = location("uPageSize")
        outset = location("uOutset")
        axis = location("uAxis")
        bend = location("uBend")
        bendApex = location("uBendApex")
        bendAxis = location("uBendAxis")
        canonicalEye = location("uCanonicalEye")
        restsOnGrid = location("uRestsOnGrid")
        shadowTable0 = location("uShadowTable0")
        shadowTable1 = location("uShadowTable1")
        shadowTableScale = location("uShadowTableScale[0]")
        shadowTableLift = location("uShadowTableLift[0]")
        try GLCheck.throwIfError()
    }

    /// Deletes the program; the context it was made in must be current.
    func delete() { glDeleteProgram(name) }

    /// Compiles two GLSL ES sources and links them into a program in the current context; the
    /// shader objects are deleted once linked (``DeskShadowProgram`` links its own with it).
    ///
    /// - Throws: ``RenderError/shaderCompilationFailed(stage:log:)``,
    ///   ``RenderError/programLinkFailed(log:)``.
    static func link(vertexSource: String, fragmentSource: String) throws(RenderError) -> GLuint {
        let vertex = try compile(vertexSource, type: GLenum(GL_VERTEX_SHADER), stage: .vertex)
        let fragment: GLuint
        do {
            fragment = try compile(fragmentSource, type: GLenum(GL_FRAGMENT_SHADER), stage: .fragment)
        } catch {
            glDeleteShader(vertex)
            throw error
        }
        let program = glCreateProgram()
        glAttachShader(program, vertex)
        glAttachShader(program, fragment)
        glLinkProgram(program)
        // The program keeps what it needs; the shader objects can go now.
        glDetachShader(program, vertex)
        glDetachShader(program, fragment)
        glDeleteShader(vertex)
        glDeleteShader(fragment)
        try requireSuccess(of: program, isProgram: true) { .programLinkFailed(log: $0) }
        return program
    }

    private static func compile(_ source: String, type: GLenum, stage: RenderError.ShaderStage) throws(RenderError) -> GLuint {
        let shader = glCreateShader(type)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        try requireSuccess(of: shader, isProgram: false) { .shaderCompilationFailed(stage: stage, log: $0) }
        return shader
    }

    /// Checks that a program linked (`isProgram`) or a shader compiled; if not, deletes it and
    /// throws `failure` of the driver's info log.
    private static func requireSuccess(of object: GLuint, isProgram: Bool,
                                       failure: (String) -> RenderError) throws(RenderError) {
        var status: GLint = 0, length: GLint = 0
        if isProgram {
            glGetProgramiv(object, GLenum(GL_LINK_STATUS), &status)
            glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        } else {
            glGetShaderiv(object, GLenum(GL_COMPILE_STATUS), &status)
            glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        }
        guard status != GL_TRUE else { return }
        var buffer = [GLchar](repeating: 0, count: Int(max(length, 0)) + 1)
        if isProgram {
            glGetProgramInfoLog(object, GLsizei(buffer.count), nil, &buffer)
            glDeleteProgram(object)
        } else {
            glGetShaderInfoLog(object, GLsizei(buffer.count), nil, &buffer)
            glDeleteShader(object)
        }
        throw failure(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    }
}
