internal import CGLES3
import PageGeometry

/// Small helpers over the C API: enum conversions and error draining.
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

    /// Whether the current context lists extension `name` (`glGetStringi(GL_EXTENSIONS, i)`).
    static func hasExtension(_ name: String) -> Bool {
        let count = integer(GL_NUM_EXTENSIONS)
        for index in 0..<max(count, 0) {
            guard let pointer = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(index)) else { continue }
            if String(cString: pointer) == name { return true }
        }
        return false
    }

    /// The matrix's entries row by row, as floats. Uploaded to a GLSL `mat4` without transposing,
    /// GLSL reads them column by column, so the shader's `M * v` computes Core Animation's
    /// row-vector `v · M`.
    static func floats(_ m: Transform3D) -> [Float] {
        [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
         m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map { Float($0) }
    }
}
