import CTurboJPEG
import PageImage

/// JPEG files for decoder tests, written with libturbojpeg's compressor, plus hand edits: an EXIF
/// APP1 segment with an orientation tag, and cutting files short.
enum JPEGFixture {
    /// Compresses `pixels` (`width * height * bytesPerPixel` bytes in `format`) at quality 100
    /// with the given chroma subsampling.
    static func encode(
        _ pixels: [UInt8], width: Int, height: Int, format: TJPF, subsampling: TJSAMP = TJSAMP_444
    ) -> [UInt8] {
        guard let handle = tjInitCompress() else { fatalError("tjInitCompress failed") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer { buffer in
            tjCompress2(
                handle, buffer.baseAddress, Int32(width), 0, Int32(height), Int32(format.rawValue),
                &output, &size, Int32(subsampling.rawValue), 100, 0)
        }
        precondition(status == 0, "tjCompress2: \(String(cString: tjGetErrorStr2(handle)))")
        defer { tjFree(output) }
        return [UInt8](UnsafeBufferPointer(start: output, count: Int(size)))
    }

    /// An RGBA image compressed as a colour JPEG (alpha dropped).
    static func encode(_ image: RGBAImage) -> [UInt8] {
        encode(image.pixels, width: image.width, height: image.height, format: TJPF_RGBA)
    }

    /// `jpeg` with an APP1 Exif segment holding IFD0 with one orientation entry, inserted after
    /// the JFIF APP0 segment (or right after SOI when there is none).
    static func withOrientation(_ jpeg: [UInt8], _ orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ value: Int) -> [UInt8] {
            bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
        }
        func u32(_ value: Int) -> [UInt8] {
            bigEndian ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16)
        }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8)
        // IFD0: two entries (an unrelated one first, so the parser has to walk), no next IFD.
        tiff += u16(2)
        tiff += u16(0x010F) + u16(2) + u32(4) + [0x41, 0x42, 0x43, 0]  // Make = "ABC"
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        var insertAt = 2
        if jpeg[2] == 0xFF && jpeg[3] == 0xE0 {
            insertAt = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
        }
        return Array(jpeg[..<insertAt]) + segment + Array(jpeg[insertAt...])
    }

    /// Whether `jpeg` has an Adobe APP14 segment before its frame header.
    static func hasAdobeSegment(_ jpeg: [UInt8]) -> Bool {
        var offset = 2
        while offset + 4 <= jpeg.count, jpeg[offset] == 0xFF {
            let marker = jpeg[offset + 1]
            if marker == 0xDA || (0xC0...0xCF).contains(marker) && marker != 0xC4 { return false }
            let length = Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3])
            if marker == 0xEE && jpeg[(offset + 4)...].starts(with: Array("Adobe".utf8)) { return true }
            offset += 2 + length
        }
        return false
    }
}
