internal import CGLES3
import PageImage

/// Draws flat pictures over a frame already drawn: text panels, a page number, anything a window
/// shows in front of the pages. Each ``Layer`` is an image placed in window pixels, blended over
/// what is there with its opacity; nothing is transformed or filtered (one image pixel on one
/// window pixel).
///
/// Images are uploaded once per ``Layer/version`` and kept as textures while their layer is
/// drawn; a layer left out of a ``draw(_:viewport:framebuffer:image:)`` call has its texture
/// deleted. A class holding GL objects: make it, draw with it and drop it (or call
/// ``releaseResources()``) while its context is current.
public final class OverlayRenderer {
    /// One picture over the frame.
    public struct Layer: Hashable, Sendable {
        /// Which layer this is: its texture is kept under this identifier.
        public var id: Int
        /// Bumped whenever the layer's image changes: a texture is uploaded again only then.
        public var version: Int
        /// The image's top-left corner in the window, pixels from its top-left (may lie
        /// partly outside).
        public var origin: SIMD2<Int>
        /// How much it covers what lies below, `0...1` (clamped).
        public var opacity: Double

        /// A layer `id` at `version`, placed at `origin` with `opacity`.
        public init(id: Int, version: Int, origin: SIMD2<Int>, opacity: Double = 1) {
            self.id = id
            self.version = version
            self.origin = origin
            self.opacity = opacity
        }
    }

    private struct Texture {
        var name: GLuint
        var version: Int
        var width: Int
        var height: Int
    }

    private let program: GLuint
    private let rectLocation: GLint
    private let opacityLocation: GLint
    private let decodeLocation: GLint
    private let imageLocation: GLint
    private var vertexArray: GLuint = 0
    private var textures: [Int: Texture] = [:]
    private var premultiplied: [UInt8] = []
    private var released = false

    /// Compiles the overlay's program in the current context.
    ///
    /// - Throws: ``RenderError/shaderCompilationFailed(stage:log:)``,
    ///   ``RenderError/programLinkFailed(log:)``, ``RenderError/glError(code:)``.
    public init() throws(RenderError) {
        program = try FrameShaderProgram.link(vertexSource: OverlayShaderSource.vertex,
                                              fragmentSource: OverlayShaderSource.fragment)
        rectLocation = glGetUniformLocation(program, "uRect")
        opacityLocation = glGetUniformLocation(program, "uOpacity")
        decodeLocation = glGetUniformLocation(program, "uDecodeSRGB")
        imageLocation = glGetUniformLocation(program, "uImage")
        glGenVertexArrays(1, &vertexArray)
        try GLCheck.throwIfError()
    }

    deinit { releaseResources() }

    /// Textures held (one a layer drawn last time).
    public var textureCount: Int { textures.count }

    /// Draws `layers` in order (later ones over earlier ones) into `framebuffer`, whose size is
    /// `viewport` pixels, blending each over what is there.
    ///
    /// - Parameter image: the image of layer `id` (straight sRGB RGBA8, rows top first), asked
    ///   for only when the layer is new or its version changed; `nil` or an empty image skips
    ///   the layer.
    /// - Throws: ``RenderError/glError(code:)``.
    public func draw(_ layers: [Layer], viewport: SIMD2<Int>, framebuffer: UInt32 = 0,
                     image: (Int) -> RGBAImage?) throws(RenderError) {
        let wanted = Set(layers.map(\.id))
        for (id, texture) in textures where !wanted.contains(id) {
            var name = texture.name
            glDeleteTextures(1, &name)
            textures[id] = nil
        }
        guard !layers.isEmpty, viewport.x > 0, viewport.y > 0 else { return }
        _ = GLCheck.firstError()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        let decode = GLCheck.encodesSRGB(framebuffer: framebuffer)
        glViewport(0, 0, GLsizei(viewport.x), GLsizei(viewport.y))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glEnable(GLenum(GL_BLEND))
        glBlendFuncSeparate(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glUseProgram(program)
        glUniform1i(imageLocation, 0)
        glUniform1i(decodeLocation, decode ? 1 : 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindSampler(0, 0)
        glBindVertexArray(vertexArray)
        for layer in layers {
            guard let texture = texture(for: layer, image: image) else { continue }
            let opacity = Swift.min(Swift.max(layer.opacity.isFinite ? layer.opacity : 0, 0), 1)
            guard opacity > 0 else { continue }
            let left = 2 * Double(layer.origin.x) / Double(viewport.x) - 1
            let right = 2 * Double(layer.origin.x + texture.width) / Double(viewport.x) - 1
            let top = 1 - 2 * Double(layer.origin.y) / Double(viewport.y)
            let bottom = 1 - 2 * Double(layer.origin.y + texture.height) / Double(viewport.y)
            glUniform4f(rectLocation, Float(left), Float(top), Float(right), Float(bottom))
            glUniform1f(opacityLocation, Float(opacity))
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        }
        glBindVertexArray(0)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glUseProgram(0)
        glDisable(GLenum(GL_BLEND))
        try GLCheck.throwIfError()
    }

    /// Deletes every GL object (idempotent); the context they were made in must be current.
    public func releaseResources() {
        guard !released else { return }
        released = true
        for texture in textures.values {
            var name = texture.name
            glDeleteTextures(1, &name)
        }
        textures.removeAll()
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteProgram(program)
    }

    /// The layer's texture, uploaded first when it is new or its version changed.
    private func texture(for layer: Layer, image: (Int) -> RGBAImage?) -> Texture? {
        if let texture = textures[layer.id], texture.version == layer.version { return texture }
        guard let picture = image(layer.id), !picture.isEmpty,
              picture.width <= GLCheck.integer(GL_MAX_TEXTURE_SIZE),
              picture.height <= GLCheck.integer(GL_MAX_TEXTURE_SIZE) else {
            if let texture = textures.removeValue(forKey: layer.id) {
                var name = texture.name
                glDeleteTextures(1, &name)
            }
            return nil
        }
        var texture: Texture
        if let existing = textures[layer.id] {
            texture = existing
        } else {
            var name: GLuint = 0
            glGenTextures(1, &name)
            texture = Texture(name: name, version: layer.version, width: 0, height: 0)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        // Premultiplied (in sRGB's encoding, as the blend works on the framebuffer's values).
        premultiplied.removeAll(keepingCapacity: true)
        premultiplied.reserveCapacity(picture.pixels.count)
        for offset in stride(from: 0, to: picture.pixels.count, by: 4) {
            let alpha = UInt32(picture.pixels[offset + 3])
            for channel in 0..<3 {
                premultiplied.append(UInt8((UInt32(picture.pixels[offset + channel]) * alpha + 127) / 255))
            }
            premultiplied.append(UInt8(alpha))
        }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        premultiplied.withUnsafeBytes { bytes in
            if texture.width == picture.width && texture.height == picture.height {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(picture.width), GLsizei(picture.height),
                                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            } else {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(picture.width), GLsizei(picture.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
        texture.width = picture.width
        texture.height = picture.height
        texture.version = layer.version
        textures[layer.id] = texture
        return texture
    }
}
