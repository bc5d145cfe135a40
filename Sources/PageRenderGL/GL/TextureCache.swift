internal import CGLES3
import PageEffects
import PageImage

/// The uploaded page images, one texture per page index: `SRGB8_ALPHA8` with a full mipmap chain,
/// trilinear filtering, clamped at the edges. A value holding GL names; ``FrameRenderer`` deletes
/// them with ``deleteAll()``.
///
/// Texels hold colour premultiplied in linear light, then sRGB-encoded (see
/// `SRGB.premultiplyInPlace`), so that the sampler's sRGB decode yields linear premultiplied
/// colour and filtering and mipmaps average correctly: no dark fringes where a texture turns
/// transparent. Opaque texels are stored exactly as given.
///
/// **Reuse.** Turning through a book uploads a page and drops another at every turn. A texture
/// whose identifier is removed is kept as a spare (at most ``spareLimit``, the oldest deleted
/// beyond) and its storage reused by the next image of the same size; an opaque image is
/// uploaded straight from its pixels and a translucent one premultiplied a band of rows at a
/// time in a buffer kept for it. So steady turning allocates no texture storage and no copy of
/// an image: freeing and allocating half a megabyte or more a page fragmented the C heap (glibc
/// serves such blocks from the heap once a large block has been freed), and `pageturn view`
/// grew by about 180 KB a turn.
struct TextureCache {
    struct Entry {
        var name: GLuint
        var width: Int
        var height: Int
        /// Whether every texel has alpha 255 (items using it can go to the opaque pass).
        var isOpaque: Bool
    }

    /// The most textures kept for reuse after their identifier was removed: a spread's two pages
    /// leave the cache at each turn, and a page re-rasterised at a new size leaves its old one.
    static let spareLimit = 4
    /// Rows of a translucent image premultiplied and uploaded at a time: its buffer stays small
    /// (32 rows of a 2048-pixel page are 256 KiB) while each upload call still moves many rows.
    static let uploadBandRows = 32

    private(set) var entries: [Int: Entry] = [:]
    /// Textures no identifier uses, oldest first, for reuse by an image of their size.
    private var spares: [Entry] = []
    /// The buffer a translucent image's rows are premultiplied in, grown to the widest band.
    private var band: [UInt8] = []
    /// Textures made (storage allocated) so far: for tests of reuse.
    private(set) var createdCount = 0

    /// Number of spare textures held.
    var spareCount: Int { spares.count }

    /// Uploads `image` as the texture `id`, replacing what was there; the storage is reused when
    /// the size is unchanged, or taken from a spare texture of that size.
    mutating func set(_ image: RGBAImage, for id: Int) throws(RenderError) {
        let maximum = GLCheck.integer(GL_MAX_TEXTURE_SIZE)
        guard !image.isEmpty, image.width <= maximum, image.height <= maximum else {
            throw .invalidTextureSize(width: image.width, height: image.height, maximum: maximum)
        }
        _ = GLCheck.firstError()
        var entry: Entry
        if let existing = entries[id], existing.width == image.width, existing.height == image.height {
            entry = existing
            glBindTexture(GLenum(GL_TEXTURE_2D), entry.name)
        } else {
            if let existing = entries.removeValue(forKey: id) { retire(existing) }
            if let spare = spares.lastIndex(where: { $0.width == image.width && $0.height == image.height }) {
                entry = spares.remove(at: spare)
                glBindTexture(GLenum(GL_TEXTURE_2D), entry.name)
            } else {
                var name: GLuint = 0
                glGenTextures(1, &name)
                createdCount += 1
                entry = Entry(name: name, width: image.width, height: image.height, isOpaque: true)
                glBindTexture(GLenum(GL_TEXTURE_2D), name)
                let levels = GLsizei(Self.mipmapLevels(width: image.width, height: image.height))
                glTexStorage2D(GLenum(GL_TEXTURE_2D), levels, GLenum(GL_SRGB8_ALPHA8), GLsizei(image.width), GLsizei(image.height))
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            }
        }
        var opaque = true
        for offset in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[offset] != 255 {
            opaque = false
            break
        }
        entry.isOpaque = opaque
        entries[id] = entry
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        if opaque {
            // Premultiplying changes no opaque texel.
            image.pixels.withUnsafeBytes { bytes in
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(image.width), GLsizei(image.height),
                                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        } else {
            uploadPremultiplied(image)
        }
        glGenerateMipmap(GLenum(GL_TEXTURE_2D))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        try GLCheck.throwIfError()
    }

    /// Uploads a translucent image to level 0 of the bound texture, a band of rows at a time,
    /// premultiplied in ``band``.
    private mutating func uploadPremultiplied(_ image: RGBAImage) {
        let rowBytes = 4 * image.width
        let bandRows = min(Self.uploadBandRows, image.height)
        if band.count < bandRows * rowBytes { band = [UInt8](repeating: 0, count: bandRows * rowBytes) }
        var band = self.band
        self.band = []   // one owner while it is written (no copy)
        defer { self.band = band }
        image.pixels.withUnsafeBytes { source in
            band.withUnsafeMutableBufferPointer { target in
                var row = 0
                while row < image.height {
                    let rows = min(bandRows, image.height - row)
                    let bytes = rows * rowBytes
                    let rowsOfBand = UnsafeMutableBufferPointer(rebasing: target[0 ..< bytes])
                    UnsafeMutableRawBufferPointer(rowsOfBand)
                        .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[(row * rowBytes) ..< (row * rowBytes + bytes)]))
                    SRGB.premultiplyInPlace(rowsOfBand)
                    glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, GLint(row), GLsizei(image.width), GLsizei(rows),
                                    GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), rowsOfBand.baseAddress)
                    row += rows
                }
            }
        }
    }

    /// Whether texture `id` is uploaded and fully opaque.
    func isOpaque(_ id: Int) -> Bool { entries[id]?.isOpaque ?? false }

    /// The GL name of texture `id`, if uploaded.
    func name(of id: Int) -> GLuint? { entries[id]?.name }

    /// Forgets texture `id`, if present: its texture is kept as a spare for the next image of its
    /// size (see ``spareLimit``).
    mutating func remove(_ id: Int) {
        if let entry = entries.removeValue(forKey: id) { retire(entry) }
    }

    /// Deletes every texture, spares included; the context must be current.
    mutating func deleteAll() {
        for entry in entries.values { Self.delete(entry) }
        for entry in spares { Self.delete(entry) }
        entries = [:]
        spares = []
    }

    /// Keeps `entry`'s texture as the newest spare, deleting the oldest beyond ``spareLimit``.
    private mutating func retire(_ entry: Entry) {
        spares.append(entry)
        if spares.count > Self.spareLimit { Self.delete(spares.removeFirst()) }
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
