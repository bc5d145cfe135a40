/// What PageMedia needs from a JPEG's marker segments, read without decoding: the frame size, the
/// component count, the EXIF orientation (APP1 `Exif`), and whether an Adobe APP14 segment is
/// present (Adobe's CMYK JPEGs store inverted ink values).
struct JPEGHeader: Hashable, Sendable {
    /// Stored width and height in pixels (before orientation).
    var width: Int
    var height: Int
    /// Colour components in the frame: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK.
    var components: Int
    /// The EXIF orientation; `.up` when the file has no (valid) orientation tag.
    var orientation: ExifOrientation
    /// Whether an Adobe APP14 segment is present.
    var hasAdobeMarker: Bool
    /// Whether the frame is progressive (SOF2, SOF6, SOF10, SOF14): libjpeg then keeps every
    /// component's DCT coefficients for the whole image while decoding.
    var isProgressive = false

    /// Outcome of walking the markers.
    enum Scan: Equatable {
        /// The frame header was found.
        case found(JPEGHeader)
        /// The bytes end before the frame header (read more of the file, or it is truncated).
        case needMoreData
        /// Not a JPEG (no SOI) or the marker structure is broken.
        case invalid(reason: String)
    }

    /// Whether `bytes` start with a JPEG start-of-image marker.
    static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// Walks the marker segments from SOI up to the first start-of-frame.
    static func scan(_ bytes: [UInt8]) -> Scan {
        guard bytes.count >= 2 else { return .needMoreData }
        guard bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .invalid(reason: "no JPEG start-of-image marker") }
        var orientation = ExifOrientation.up
        var adobe = false
        var offset = 2
        while true {
            // A marker is 0xFF, optional 0xFF fill bytes, then the marker code.
            guard offset < bytes.count else { return .needMoreData }
            guard bytes[offset] == 0xFF else { return .invalid(reason: "marker expected at byte \(offset)") }
            while offset < bytes.count && bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { return .needMoreData }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue  // stand-alone markers without a length
            case 0xD9, 0xDA:
                return .invalid(reason: "image data starts before the frame header")
            default:
                break
            }
            guard offset + 2 <= bytes.count else { return .needMoreData }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return .invalid(reason: "bad segment length at byte \(offset)") }
            let start = offset + 2
            let end = offset + length
            guard end <= bytes.count else { return .needMoreData }
            let segment = bytes[start..<end]
            switch marker {
            case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                guard segment.count >= 6 else { return .invalid(reason: "short frame header") }
                let s = segment.startIndex
                let height = Int(segment[s + 1]) << 8 | Int(segment[s + 2])
                let width = Int(segment[s + 3]) << 8 | Int(segment[s + 4])
                let components = Int(segment[s + 5])
                return .found(JPEGHeader(
                    width: width, height: height, components: components,
                    orientation: orientation, hasAdobeMarker: adobe,
                    isProgressive: [0xC2, 0xC6, 0xCA, 0xCE].contains(marker)))
            case 0xE1:
                if let value = exifOrientation(in: segment) { orientation = value }
            case 0xEE:
                if segment.starts(with: Array("Adobe".utf8)) { adobe = true }
            default:
                break
            }
            offset = end
        }
    }

    /// The number of components in the first scan (SOS), or `nil` when the bytes hold none or
    /// the markers before it are broken. Fewer than the frame's components means the image comes
    /// in several scans, which libjpeg, like a progressive image, buffers whole.
    static func firstScanComponentCount(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            while offset < bytes.count && bytes[offset] == 0xFF { offset += 1 }
            guard offset + 2 < bytes.count else { return nil }
            let marker = bytes[offset]
            offset += 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD9 { return nil }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return nil }
            if marker == 0xDA { return length >= 3 && offset + 2 < bytes.count ? Int(bytes[offset + 2]) : nil }
            offset += length
        }
        return nil
    }

    /// The orientation tag (0x0112) of IFD0 in an APP1 `Exif\0\0` segment, if present and valid.
    static func exifOrientation(in segment: ArraySlice<UInt8>) -> ExifOrientation? {
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
        guard segment.starts(with: exif) else { return nil }
        let tiff = Array(segment.dropFirst(exif.count))
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true  // "II"
        case (0x4D, 0x4D): littleEndian = false  // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return littleEndian ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2) else { return nil }
            guard tag == 0x0112 else { continue }
            guard type == 3, let value = u16(at + 8) else { return nil }  // SHORT, stored in the value field
            return ExifOrientation(rawValue: value)
        }
        return nil
    }
}
