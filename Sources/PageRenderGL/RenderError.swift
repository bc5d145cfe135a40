/// Why the renderer could not do what was asked. Cases are stable: match on them, not on text.
public enum RenderError: Error, Hashable, Sendable {
    /// No EGL display could be opened and initialised on any of the platforms tried
    /// (no EGL library, no Mesa driver, or every platform refused).
    case eglUnavailable
    /// EGL works, but no display offers OpenGL ES 3 (the ES API cannot be bound, or no
    /// configuration is ES 3-renderable).
    case glesUnavailable
    /// EGL refused to create an OpenGL ES context of the requested version; `eglError` is
    /// `eglGetError()` (for example `0x3005`, `EGL_BAD_CONFIG`, or `0x3009`, `EGL_BAD_MATCH`).
    case contextCreationFailed(eglError: Int32)
    /// The context could not be made current on this thread; `eglError` is `eglGetError()`
    /// (`0x3002`, `EGL_BAD_ACCESS`, when it is current on another thread).
    case makeCurrentFailed(eglError: Int32)
    /// A GL object was created with no OpenGL ES context current on the calling thread.
    case noCurrentContext
    /// The current context is not OpenGL ES 3.0 or newer; the payload is its `GL_VERSION`.
    case unsupportedVersion(String)
    /// A shader did not compile; `log` is the driver's info log.
    case shaderCompilationFailed(stage: ShaderStage, log: String)
    /// The shader program did not link; `log` is the driver's info log.
    case programLinkFailed(log: String)
    /// A framebuffer is incomplete; `status` is `glCheckFramebufferStatus`'s value.
    case framebufferIncomplete(status: UInt32)
    /// A render target size outside `1 ... maximum` pixels (the maximum is the driver's
    /// renderbuffer and viewport limit).
    case invalidSize(width: Int, height: Int)
    /// A page image larger than the driver's `GL_MAX_TEXTURE_SIZE`, or empty.
    case invalidTextureSize(width: Int, height: Int, maximum: Int)
    /// OpenGL reported an error; `code` is `glGetError()` (for example `0x0505`,
    /// `GL_OUT_OF_MEMORY`).
    case glError(code: UInt32)

    /// The two programmable stages of the pipeline.
    public enum ShaderStage: Hashable, Sendable {
        /// The vertex shader.
        case vertex
        /// The fragment shader.
        case fragment
    }
}
