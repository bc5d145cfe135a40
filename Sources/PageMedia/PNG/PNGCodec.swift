internal import CPNG
import PageImage

/// Reads and writes PNG through libpng, to and from `RGBAImage` (straight RGBA8, sRGB).
///
/// Decoding accepts every PNG flavour and expands it to straight RGBA, 8 bits a channel:
/// greyscale becomes grey RGB, palettes are looked up, `tRNS` transparency becomes alpha, images
/// without alpha get alpha 255, 1/2/4-bit samples are scaled up and 16-bit samples are scaled down
/// with rounding (`v8 = round(v16 · 255 / 65535)`), interlaced images are de-interlaced. Sample
/// values are passed through as stored: `gAMA`, `cHRM`, `iCCP` and `sRGB` chunks are not applied
/// (nearly every PNG is sRGB already, which is what the renderer assumes).
///
/// Encoding writes 8-bit RGB when every pixel is opaque and 8-bit RGBA otherwise, with an `sRGB`
/// chunk; it never changes a pixel value, so `decode(encode(image)) == image`.
///
/// Writing a file is atomic: the bytes go to a temporary file in the same folder, which is then
/// renamed over the destination, so a reader never sees a half-written PNG.
public struct PNGCodec: Hashable, Sendable {
    /// zlib compression level for encoding, `0` (store, fastest) … `9` (smallest); values outside
    /// are clamped. The default 6 is zlib's usual balance.
    public var compressionLevel: Int

    /// A codec with the given compression level (clamped to `0...9`).
    public init(compressionLevel: Int = 6) {
        self.compressionLevel = min(max(compressionLevel, 0), 9)
    }

    /// Decodes a whole PNG file held in memory.
    ///
    /// - Throws: ``PNGError/notPNG``, ``PNGError/truncated``, ``PNGError/corrupt(reason:)``,
    ///   ``PNGError/invalidSize(width:height:)``, ``PNGError/outOfMemory``.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        try decode(bytes, covering: nil)
    }

    /// Decodes a PNG held in memory reduced while it is read, for a page shown at `cover` pixels:
    /// blocks of k × k pixels are averaged (alpha-weighted), k the largest whole factor that keeps
    /// the result at least `cover` on both sides. A non-interlaced file is read a row at a time, so
    /// memory stays near the result's size however large the image (a 16384² PNG shown at 320×240
    /// costs a few megabytes). Interlaced images, and images decoded at full size (k = 1), are
    /// refused with ``PNGError/invalidSize(width:height:)`` beyond 8192 × 8192 pixels. `nil` decodes
    /// the whole image, as ``decode(_:)``.
    func decode(_ bytes: [UInt8], covering cover: PixelSize?) throws(PNGError) -> RGBAImage {
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0
        var height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let wanted = cover?.clampedToOne
        let status = bytes.withUnsafeBufferPointer { buffer in
            Int(pageturn_png_decode_reduced(buffer.baseAddress, buffer.count,
                                            UInt32(clamping: wanted?.width ?? 0), UInt32(clamping: wanted?.height ?? 0),
                                            &pixels, &width, &height, &message))
        }
        defer { pageturn_png_free(pixels) }
        guard status == PAGETURN_PNG_OK, let pixels else {
            throw Self.error(status: status, message: message, width: Int(width), height: Int(height))
        }
        let count = Int(width) * Int(height) * 4
        let array = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        return RGBAImage(width: Int(width), height: Int(height), pixels: array)
    }

    /// Encodes an image as PNG bytes.
    ///
    /// - Throws: ``PNGError/invalidSize(width:height:)`` for an empty image or a side over 65,535
    ///   pixels, ``PNGError/outOfMemory``.
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        guard !image.isEmpty, image.width <= 65_535, image.height <= 65_535 else {
            throw .invalidSize(width: image.width, height: image.height)
        }
        var opaque = true
        for offset in stride(from: 3, to: image.pixels.count, by: 4) where image.pixels[offset] != 255 {
            opaque = false
            break
        }
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer { buffer in
            Int(pageturn_png_encode(
                buffer.baseAddress, UInt32(image.width), UInt32(image.height),
                opaque ? 1 : 0, Int32(compressionLevel), &output, &outputSize, &message
            ))
        }
        defer { pageturn_png_free(output) }
        guard status == PAGETURN_PNG_OK, let output else {
            throw Self.error(status: status, message: message, width: image.width, height: image.height)
        }
        return [UInt8](UnsafeBufferPointer(start: output, count: outputSize))
    }

    /// Reads and decodes the PNG file at `path`.
    ///
    /// - Throws: ``PNGError/fileNotFound(path:)``, ``PNGError/unreadable(path:code:)``, and
    ///   everything ``decode(_:)`` throws.
    public func read(contentsOf path: String) throws(PNGError) -> RGBAImage {
        let bytes: [UInt8]
        switch FileIO.readAll(path: path) {
        case .success(let data): bytes = data
        case .failure(let failure):
            throw failure.missing ? .fileNotFound(path: path) : .unreadable(path: path, code: failure.code)
        }
        return try decode(bytes)
    }

    /// Encodes `image` and writes it to `path` atomically (temporary file, then rename),
    /// replacing any file there.
    ///
    /// - Throws: ``PNGError/unwritable(path:code:)`` (nothing is left at `path` then; an older
    ///   file there stays as it was), and everything ``encode(_:)`` throws.
    public func write(_ image: RGBAImage, to path: String) throws(PNGError) {
        let bytes = try encode(image)
        if case .failure(let failure) = FileIO.writeAtomically(bytes, to: path) {
            throw .unwritable(path: path, code: failure.code)
        }
    }

    private static func error(status: Int, message: [CChar], width: Int, height: Int) -> PNGError {
        switch status {
        case PAGETURN_PNG_NOT_PNG: return .notPNG
        case PAGETURN_PNG_TRUNCATED: return .truncated
        case PAGETURN_PNG_OUT_OF_MEMORY: return .outOfMemory
        case PAGETURN_PNG_TOO_LARGE: return .invalidSize(width: width, height: height)
        default:
            let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            return .corrupt(reason: text.isEmpty ? "invalid PNG data" : text)
        }
    }
}
