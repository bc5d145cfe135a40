/// Hand-assembled PNG files for decoder tests: every colour type and bit depth, written without
/// libpng (stored deflate blocks, CRC-32 and Adler-32 computed here), so the decoder is checked
/// against bytes it did not produce.
struct PNGFixture {
    /// PNG colour types (the IHDR byte).
    enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    var width: Int
    var height: Int
    var bitDepth: UInt8
    var colorType: ColorType
    /// Packed scanlines without filter bytes, rows top first.
    var rows: [[UInt8]]
    /// PLTE entries (RGB) for palette images.
    var palette: [SIMD3<UInt8>] = []
    /// Raw tRNS chunk payload, if any.
    var transparency: [UInt8]? = nil

    /// The complete PNG file.
    var bytes: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width))
        header += Self.bigEndian(UInt32(height))
        header += [bitDepth, colorType.rawValue, 0, 0, 0]
        file += Self.chunk("IHDR", header)
        if !palette.isEmpty {
            file += Self.chunk("PLTE", palette.flatMap { [$0.x, $0.y, $0.z] })
        }
        if let transparency { file += Self.chunk("tRNS", transparency) }
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }
        file += Self.chunk("IDAT", Self.zlibStored(raw))
        file += Self.chunk("IEND", [])
        return file
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func bigEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let final: UInt8 = offset + count == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
