internal import CGLES3

/// The linked frame shader (``FrameShaderSource``) and its uniform locations. A value holding a
/// GL name: ``FrameRenderer`` deletes it with ``delete()`` while its context is current.
struct FrameShaderProgram {
    let name: GLuint
    let modelViewProjection: GLint
    let normalMatrix: GLint
    let textureU: GLint
    let textureV: GLint
    let toCaster: GLint
    let texture: GLint
    let hasTexture: GLint
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
    let casterCount: GLint
    let casterFrame: GLint
    let casterProfile: GLint
    let casterLift: GLint
    let shadowOpacity: GLint
    let shadowFadeHeight: GLint
    let shadowOnsetHeight: GLint
    let encodeSRGB: GLint

    /// Compiles and links the frame shader in the current context.
    init() throws(RenderError) {
        let program = try ShaderProgram.link(vertexSource: FrameShaderSource.vertex,
                                             fragmentSource: FrameShaderSource.fragment)
        func location(_ uniform: String) -> GLint { glGetUniformLocation(program, uniform) }
        name = program
        modelViewProjection = location("uModelViewProjection")
        normalMatrix = location("uNormalMatrix")
        textureU = location("uTextureU")
        textureV = location("uTextureV")
        toCaster = location("uToCaster[0]")
        texture = location("uTexture")
        hasTexture = location("uHasTexture")
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
        casterCount = location("uCasterCount")
        casterFrame = location("uCasterFrame[0]")
        casterProfile = location("uCasterProfile[0]")
        casterLift = location("uCasterLift[0]")
        shadowOpacity = location("uShadowOpacity")
        shadowFadeHeight = location("uShadowFadeHeight")
        shadowOnsetHeight = location("uShadowOnsetHeight")
        encodeSRGB = location("uEncodeSRGB")
        try GLCheck.throwIfError()
    }

    /// Deletes the program; the context it was made in must be current.
    func delete() { glDeleteProgram(name) }
}
