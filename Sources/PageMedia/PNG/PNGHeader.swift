/// The two facts PageMedia reads from a PNG header without decoding.
enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func hasSignature(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    /// Width and height from the IHDR chunk that must follow the signature; `nil` when the bytes
    /// end first.
    static func size(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24 else { return nil }
        func u32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        return PixelSize(width: u32(16), height: u32(20))
    }
}
