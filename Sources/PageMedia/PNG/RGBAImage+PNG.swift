public import PageImage

extension RGBAImage {
    /// Reads the PNG file at `path` with a default ``PNGCodec``.
    ///
    /// - Throws: ``PNGError`` (see ``PNGCodec/read(contentsOf:)``).
    public init(pngFile path: String) throws(PNGError) {
        self = try PNGCodec().read(contentsOf: path)
    }

    /// Decodes PNG bytes held in memory with a default ``PNGCodec``.
    ///
    /// - Throws: ``PNGError`` (see ``PNGCodec/decode(_:)``).
    public init(pngData bytes: [UInt8]) throws(PNGError) {
        self = try PNGCodec().decode(bytes)
    }

    /// This image encoded as PNG bytes with a default ``PNGCodec``.
    ///
    /// - Throws: ``PNGError`` (see ``PNGCodec/encode(_:)``).
    public func pngData() throws(PNGError) -> [UInt8] {
        try PNGCodec().encode(self)
    }

    /// Writes this image as a PNG file at `path`, atomically, with a default ``PNGCodec``.
    ///
    /// - Throws: ``PNGError`` (see ``PNGCodec/write(_:to:)``).
    public func writePNG(to path: String) throws(PNGError) {
        try PNGCodec().write(self, to: path)
    }
}
