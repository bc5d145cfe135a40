internal import CTurboJPEG
import PageImage

/// Decodes JPEG files through libturbojpeg to upright straight RGBA8.
///
/// Grey images become grey RGB; CMYK and YCCK images are decoded to CMYK and converted with the
/// naive formula `R = (1 − C)(1 − K)` (no colour management), reading the inks as inverted when the
/// file has an Adobe APP14 segment, as Photoshop writes them. The EXIF orientation is applied.
enum JPEGDecoder {
    /// Decodes `bytes` read from `path` (named in errors).
    ///
    /// - Parameter atLeast: When given, the decoder may use libjpeg's DCT scaling (1/2, 1/4, 1/8…)
    ///   to decode a smaller image that still covers this displayed size in both directions; the
    ///   result is then smaller than the file's full size. `nil` decodes at full size.
    /// - Throws: ``PageSourceError/imageTooLargeToHold(path:width:height:)`` for a progressive or
    ///   multi-scan JPEG, or a decode, of more than ``PageSourceError/maximumHeldPixelCount``
    ///   pixels (libjpeg would hold it whole: up to 1.5 GiB of coefficients at 16384²).
    static func decode(_ bytes: [UInt8], path: String, atLeast: PixelSize? = nil) throws(PageSourceError) -> RGBAImage {
        guard !bytes.isEmpty else { throw .emptyFile(path: path) }
        let header: JPEGHeader
        switch JPEGHeader.scan(bytes) {
        case .found(let found): header = found
        case .needMoreData: throw .truncated(path: path)
        case .invalid(let reason): throw .corrupt(path: path, reason: reason)
        }
        guard header.width > 0, header.height > 0 else {
            throw .corrupt(path: path, reason: "the JPEG frame has no pixels")
        }
        guard header.width <= PageSourceError.maximumSide, header.height <= PageSourceError.maximumSide,
            header.width * header.height <= PageSourceError.maximumPixelCount
        else { throw .imageTooLarge(path: path, width: header.width, height: header.height) }

        guard let handle = tjInitDecompress() else { throw .corrupt(path: path, reason: "libturbojpeg failed to start") }
        defer { tjDestroy(handle) }

        var width: Int32 = 0
        var height: Int32 = 0
        var subsampling: Int32 = 0
        var colorspace: Int32 = 0
        let headerStatus = bytes.withUnsafeBufferPointer { buffer in
            tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace)
        }
        if headerStatus != 0 { throw failure(handle: handle, bytes: bytes, path: path) }

        // Stored-orientation size to decode at: the smallest libjpeg scale that still covers the
        // wanted size, so a 6000-pixel photo shown at 800 pixels is decoded at 1/4 or 1/8.
        var decodeWidth = Int(width)
        var decodeHeight = Int(height)
        if let wanted = atLeast?.clampedToOne {
            let storedWanted = header.orientation.swapsAxes
                ? (wanted.height, wanted.width) : (wanted.width, wanted.height)
            var factorCount: Int32 = 0
            if let factors = tjGetScalingFactors(&factorCount) {
                for i in 0..<Int(factorCount) {
                    let factor = factors[i]
                    guard factor.num > 0, factor.denom > 0, factor.num <= factor.denom else { continue }
                    let w = (Int(width) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
                    let h = (Int(height) * Int(factor.num) + Int(factor.denom) - 1) / Int(factor.denom)
                    if w >= storedWanted.0, h >= storedWanted.1, w * h < decodeWidth * decodeHeight {
                        decodeWidth = w
                        decodeHeight = h
                    }
                }
            }
        }

        // libjpeg holds a progressive or multi-scan image's coefficients whole (2 bytes a sample
        // per component), and the output is held whole: both are bounded like an interlaced PNG.
        let multiScan = header.isProgressive
            || (JPEGHeader.firstScanComponentCount(bytes).map { $0 < header.components } ?? false)
        if (multiScan && header.width * header.height > PageSourceError.maximumHeldPixelCount)
            || decodeWidth * decodeHeight > PageSourceError.maximumHeldPixelCount
        {
            throw .imageTooLargeToHold(path: path, width: header.width, height: header.height)
        }

        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
        var pixels = [UInt8](repeating: 0, count: decodeWidth * decodeHeight * 4)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(
                    handle, source.baseAddress, UInt(source.count), target.baseAddress,
                    Int32(decodeWidth), 0, Int32(decodeHeight), Int32(format.rawValue), 0)
            }
        }
        if status != 0 {
            // A warning (recoverable damage) still gives an image; a missing end of file does not
            // count as recoverable: the bottom of the picture would be grey.
            let warningOnly = tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
            if !warningOnly || !hasEndMarker(bytes) { throw failure(handle: handle, bytes: bytes, path: path) }
        }
        if isCMYK {
            convertCMYKToRGBA(&pixels, inverted: header.hasAdobeMarker)
        }
        let stored = RGBAImage(width: decodeWidth, height: decodeHeight, pixels: pixels)
        return header.orientation.apply(to: stored)
    }

    /// The error for libturbojpeg's last failure: truncated when the file has no end marker.
    private static func failure(handle: tjhandle, bytes: [UInt8], path: String) -> PageSourceError {
        if !hasEndMarker(bytes) { return .truncated(path: path) }
        let message = tjGetErrorStr2(handle).map { String(cString: $0) } ?? "invalid JPEG data"
        return .corrupt(path: path, reason: message)
    }

    /// How far from the end an end-of-image marker may sit: some writers pad files after it.
    private static let endMarkerWindow = 1024

    /// Whether the file's tail holds an end-of-image marker (0xFF 0xD9). Entropy-coded data never
    /// contains it (a 0xFF byte there is always followed by 0x00 or a restart marker).
    static func hasEndMarker(_ bytes: [UInt8]) -> Bool {
        let start = max(bytes.count - endMarkerWindow, 0)
        var index = bytes.count - 2
        while index >= start {
            if bytes[index] == 0xFF && bytes[index + 1] == 0xD9 { return true }
            index -= 1
        }
        return false
    }

    /// Converts CMYK pixels (four bytes, as libturbojpeg decodes them) in place to opaque RGBA.
    ///
    /// Plain CMYK stores ink amounts (255 = full ink): `R = (255 − C)(255 − K) / 255`. Adobe's
    /// inverted CMYK stores 255 − ink: `R = C · K / 255`. Likewise for G with M and B with Y.
    static func convertCMYKToRGBA(_ pixels: inout [UInt8], inverted: Bool) {
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let rgb = rgb(
                cyan: pixels[offset], magenta: pixels[offset + 1], yellow: pixels[offset + 2],
                black: pixels[offset + 3], inverted: inverted)
            pixels[offset] = rgb.x
            pixels[offset + 1] = rgb.y
            pixels[offset + 2] = rgb.z
            pixels[offset + 3] = 255
        }
    }

    /// One CMYK sample as RGB (see ``convertCMYKToRGBA(_:inverted:)``), rounded.
    static func rgb(cyan: UInt8, magenta: UInt8, yellow: UInt8, black: UInt8, inverted: Bool) -> SIMD3<UInt8> {
        func channel(_ ink: UInt8) -> UInt8 {
            let (a, k) = inverted ? (Int(ink), Int(black)) : (255 - Int(ink), 255 - Int(black))
            return UInt8((a * k + 127) / 255)
        }
        return SIMD3(channel(cyan), channel(magenta), channel(yellow))
    }
}
