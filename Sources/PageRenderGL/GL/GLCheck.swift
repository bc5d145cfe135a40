internal import CGLES3

/// Small helpers over the C API: limits, strings, the framebuffer's encoding and error draining.
enum GLCheck {
    /// Reads and clears every pending GL error; returns the first, or `nil`.
    static func firstError() -> UInt32? {
        var first: UInt32?
        // glGetError returns one flag per call; a context may have several set (bounded loop).
        for _ in 0..<16 {
            let code = glGetError()
            if code == GLenum(GL_NO_ERROR) { break }
            if first == nil { first = code }
        }
        return first
    }

    /// Throws ``RenderError/glError(code:)`` if GL reported an error since the last check.
    static func throwIfError() throws(RenderError) {
        if let code = firstError() { throw .glError(code: code) }
    }

    /// An integer GL limit (`glGetIntegerv`).
    static func integer(_ name: Int32) -> Int {
        var value: GLint = 0
        glGetIntegerv(GLenum(name), &value)
        return Int(value)
    }

    /// A GL string (`glGetString`), empty when unavailable.
    static func string(_ name: Int32) -> String {
        guard let pointer = glGetString(GLenum(name)) else { return "" }
        return String(cString: pointer)
    }

    /// Whether the colour attachment of `framebuffer` (0: the window's default framebuffer)
    /// encodes sRGB on write; `false` when GL cannot tell.
    static func encodesSRGB(framebuffer: UInt32) -> Bool {
        var encoding: GLint = 0
        let attachment = framebuffer == 0 ? GL_BACK : GL_COLOR_ATTACHMENT0
        glGetFramebufferAttachmentParameteriv(GLenum(GL_FRAMEBUFFER), GLenum(attachment),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_COLOR_ENCODING), &encoding)
        if firstError() != nil { return false }
        return encoding == GL_SRGB
    }

    /// Whether the current context lists extension `name` (`glGetStringi(GL_EXTENSIONS, i)`).
    static func hasExtension(_ name: String) -> Bool {
        let count = integer(GL_NUM_EXTENSIONS)
        for index in 0..<max(count, 0) {
            guard let pointer = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(index)) else { continue }
            if String(cString: pointer) == name { return true }
        }
        return false
    }
}
