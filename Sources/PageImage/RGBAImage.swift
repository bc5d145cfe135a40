/// A picture as straight (non-premultiplied) RGBA, 8 bits a channel, in sRGB.
///
/// Pixels are stored row-major with the **top row first** and the left pixel first in each row,
/// four bytes a pixel in the order red, green, blue, alpha: the byte offset of pixel `(x, y)` is
/// `(y * width + x) * 4`. `x` runs right and `y` runs down, as in page coordinates, and both count
/// pixels, not points. Alpha is straight: a pixel's colour does not depend on its alpha.
///
/// Renderers and media readers/writers share this one type. It is a plain value:
/// copying is cheap until one copy is mutated (copy-on-write).
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels, `>= 0`.
    public let width: Int
    /// Height in pixels, `>= 0`.
    public let height: Int
    /// The pixel bytes: `width * height * 4` of them, straight RGBA8, rows top first.
    @inlinable
    public var pixels: [UInt8] { storage }

    /// The pixel bytes; only this type changes them, so the count always matches the size.
    @usableFromInline
    internal var storage: [UInt8]

    /// Number of bytes in one row: `width * 4`.
    @inlinable
    public var bytesPerRow: Int { width * 4 }

    /// Whether the image has no pixel (zero width or height).
    @inlinable
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Wraps existing pixel bytes.
    ///
    /// - Parameters:
    ///   - width: Width in pixels, `>= 0`.
    ///   - height: Height in pixels, `>= 0`.
    ///   - pixels: Exactly `width * height * 4` bytes of straight RGBA8, rows top first.
    /// - Precondition: the sizes are non-negative and `pixels.count == width * height * 4`
    ///   (a programming error otherwise, like an out-of-range array index).
    @inlinable
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
        precondition(
            pixels.count == width * height * 4,
            "RGBAImage: \(pixels.count) bytes for \(width)×\(height) pixels (expected \(width * height * 4))"
        )
        self.width = width
        self.height = height
        self.storage = pixels
    }

    /// An image of one colour.
    ///
    /// - Parameters:
    ///   - width: Width in pixels, `>= 0`.
    ///   - height: Height in pixels, `>= 0`.
    ///   - color: Straight RGBA8 (`x` red, `y` green, `z` blue, `w` alpha); transparent black
    ///     by default.
    /// - Precondition: the sizes are non-negative.
    @inlinable
    public init(width: Int, height: Int, filledWith color: SIMD4<UInt8> = .zero) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size \(width)×\(height)")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if color != .zero {
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                bytes[offset] = color.x
                bytes[offset + 1] = color.y
                bytes[offset + 2] = color.z
                bytes[offset + 3] = color.w
            }
        }
        self.storage = bytes
    }

    /// The pixel at column `x`, row `y` (row 0 is the top), as straight RGBA8
    /// (`x` red, `y` green, `z` blue, `w` alpha).
    ///
    /// - Precondition: `0 <= x < width` and `0 <= y < height`.
    @inlinable
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: pixel (\(x), \(y)) out of range")
            let offset = (y * width + x) * 4
            return SIMD4(storage[offset], storage[offset + 1], storage[offset + 2], storage[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "RGBAImage: pixel (\(x), \(y)) out of range")
            let offset = (y * width + x) * 4
            storage[offset] = newValue.x
            storage[offset + 1] = newValue.y
            storage[offset + 2] = newValue.z
            storage[offset + 3] = newValue.w
        }
    }

    /// Calls `body` with the pixel bytes for in-place editing; the byte count cannot change.
    ///
    /// The buffer holds `width * height * 4` bytes laid out as described on the type.
    @inlinable
    public mutating func withUnsafeMutablePixelBytes<Value, Failure: Error>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        // Go through Swift.Result so the typed error survives the untyped stdlib closure.
        let outcome: Swift.Result<Value, Failure> = storage.withUnsafeMutableBufferPointer { buffer in
            do throws(Failure) { return .success(try body(buffer)) } catch { return .failure(error) }
        }
        return try outcome.get()
    }
}
