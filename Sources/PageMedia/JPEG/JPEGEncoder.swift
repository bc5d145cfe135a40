internal import CTurboJPEG
import PageImage

/// Encodes straight RGBA8 pictures as baseline JPEG through libturbojpeg.
///
/// JPEG has no alpha: a pixel that is not opaque is composited over ``background`` first (white
/// paper by default). Chroma is not subsampled (4:4:4), so coloured text and thin strokes keep
/// their edges, as the pages of a document need.
public struct JPEGEncoder: Hashable, Sendable {
    /// libjpeg's quality, `1 ... 100` (clamped).
    public var quality: Int
    /// What a translucent pixel is composited over: straight sRGB RGB.
    public var background: SIMD3<UInt8>

    /// An encoder of `quality` (`1 ... 100`, clamped; 85 by default) compositing over `background`.
    public init(quality: Int = 85, background: SIMD3<UInt8> = SIMD3(255, 255, 255)) {
        self.quality = quality
        self.background = background
    }

    /// The JPEG file of `image`.
    /// - Throws: ``JPEGEncodeError/emptyImage`` for a picture without pixels,
    ///   ``JPEGEncodeError/encoderFailed(reason:)`` when libturbojpeg fails.
    public func encode(_ image: RGBAImage) throws(JPEGEncodeError) -> [UInt8] {
        guard !image.isEmpty else { throw .emptyImage }
        var pixels = image.pixels
        composite(&pixels)
        guard let handle = tjInitCompress() else { throw .encoderFailed(reason: "libturbojpeg failed to start") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { source in
            tjCompress2(handle, source.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGBA.rawValue),
                        &output, &size, Int32(TJSAMP_444.rawValue), Int32(Swift.min(Swift.max(quality, 1), 100)), 0)
        }
        defer { if let output { tjFree(output) } }
        guard status == 0, let output, size > 0 else {
            throw .encoderFailed(reason: tjGetErrorStr2(handle).map { String(cString: $0) } ?? "unknown error")
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// Composites every pixel that is not opaque over ``background`` (straight colour, in the
    /// sRGB values as stored: what a browser does with a translucent page on white paper).
    private func composite(_ pixels: inout [UInt8]) {
        let paper = SIMD3<Int>(Int(background.x), Int(background.y), Int(background.z))
        for offset in stride(from: 0, to: pixels.count, by: 4) where pixels[offset + 3] < 255 {
            let alpha = Int(pixels[offset + 3])
            for channel in 0 ..< 3 {
                let value = Int(pixels[offset + channel])
                pixels[offset + channel] = UInt8((value * alpha + paper[channel] * (255 - alpha) + 127) / 255)
            }
            pixels[offset + 3] = 255
        }
    }
}
