internal import CGLES3
import PageEffects

/// The uploaded page images, one texture per page index: `SRGB8_ALPHA8` with a full mipmap
/// chain, trilinear filtering, clamped at the edges. A value holding GL names; ``FrameRenderer``
/// deletes them with ``deleteAll()``.
///
/// Texels hold colour premultiplied in linear light, then sRGB-encoded (see
/// `SRGB.premultiplyInPlace`), so that the sampler's sRGB decode yields linear premultiplied
/// colour and filtering and mipmaps average correctly: no dark fringes where a texture turns
/// transparent. Opaque texels are stored exactly as given.
struct TextureCache {
    struct Entry {
        var name: GLuint
        var width: Int
        var height: Int
        /// Whether every texel has alpha 255 (pages showing it can go to the opaque pass).
        var isOpaque: Bool
    }

    private(set) var entries: [Int: Entry] = [:]

    /// Uploads `image` as the texture of page `page`, replacing what was there; the storage is
    /// reused when the size is unchanged.
    mutating func set(_ image: RGBAImage, for page: Int) throws(RenderError) {
        let maximum = GLCheck.integer(GL_MAX_TEXTURE_SIZE)
        guard !image.isEmpty, image.width <= maximum, image.height <= maximum else {
            throw .invalidTextureSize(width: image.width, height: image.height, maximum: maximum)
        }
        _ = GLCheck.firstError()
        var entry: Entry
        if let existing = entries[page], existing.width == image.width, existing.height == image.height {
            entry = existing
            glBindTexture(GLenum(GL_TEXTURE_2D), entry.name)
        } else {
            if let existing = entries[page] { Self.delete(existing) }
            var name: GLuint = 0
            glGenTextures(1, &name)
            entry = Entry(name: name, width: image.width, height: image.height, isOpaque: true)
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            let levels = GLsizei(Self.mipmapLevels(width: image.width, height: image.height))
            glTexStorage2D(GLenum(GL_TEXTURE_2D), levels, GLenum(GL_SRGB8_ALPHA8), GLsizei(image.width), GLsizei(image.height))
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            entries[page] = entry
        }
        var opaque = true
        for offset in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[offset] != 255 {
            opaque = false
            break
        }
        entry.isOpaque = opaque
        entries[page] = entry
        var premultiplied = image
        premultiplied.withUnsafeMutablePixelBytes { SRGB.premultiplyInPlace($0) }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        premultiplied.pixels.withUnsafeBytes { bytes in
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(image.width), GLsizei(image.height),
                            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glGenerateMipmap(GLenum(GL_TEXTURE_2D))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        try GLCheck.throwIfError()
    }

    /// Whether the texture of page `page` is uploaded and fully opaque.
    func isOpaque(_ page: Int) -> Bool { entries[page]?.isOpaque ?? false }

    /// The GL name of the texture of page `page`, if uploaded.
    func name(of page: Int) -> GLuint? { entries[page]?.name }

    /// Deletes the texture of page `page`, if present.
    mutating func remove(_ page: Int) {
        if let entry = entries.removeValue(forKey: page) { Self.delete(entry) }
    }

    /// Deletes every texture; the context must be current.
    mutating func deleteAll() {
        for entry in entries.values { Self.delete(entry) }
        entries = [:]
    }

    /// Levels of a full mipmap chain down to 1×1: `floor(log2(max side)) + 1`.
    static func mipmapLevels(width: Int, height: Int) -> Int {
        var side = max(width, height), levels = 1
        while side > 1 {
            side /= 2
            levels += 1
        }
        return levels
    }

    private static func delete(_ entry: Entry) {
        var name = entry.name
        glDeleteTextures(1, &name)
    }
}
