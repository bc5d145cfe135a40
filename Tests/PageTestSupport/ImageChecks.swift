import PageImage

/// Small image helpers shared by the media and sample-book tests.
public enum ImageChecks {
    /// Whether every channel of `a` and `b` differs by at most `tolerance`.
    public static func near(_ a: SIMD4<UInt8>, _ b: SIMD4<UInt8>, _ tolerance: Int) -> Bool {
        (0..<4).allSatisfy { abs(Int(a[$0]) - Int(b[$0])) <= tolerance }
    }

    /// An image of `columns` × `rows` solid blocks, each `block` pixels square, coloured by `color`.
    public static func blocks(columns: Int, rows: Int, block: Int, color: (Int, Int) -> SIMD4<UInt8>) -> RGBAImage {
        var image = RGBAImage(width: columns * block, height: rows * block)
        for y in 0..<image.height {
            for x in 0..<image.width { image[x, y] = color(x / block, y / block) }
        }
        return image
    }

    /// Eight clearly different opaque colours for block tests.
    public static let palette: [SIMD4<UInt8>] = [
        SIMD4(220, 40, 40, 255), SIMD4(40, 200, 60, 255), SIMD4(40, 60, 220, 255), SIMD4(230, 210, 40, 255),
        SIMD4(200, 60, 200, 255), SIMD4(40, 200, 210, 255), SIMD4(250, 250, 250, 255), SIMD4(20, 20, 20, 255),
    ]

    /// The mean colour of an image (each channel averaged).
    public static func mean(_ image: RGBAImage) -> SIMD4<Double> {
        var sum = SIMD4<Double>.zero
        let bytes = image.pixels
        for offset in stride(from: 0, to: bytes.count, by: 4) {
            sum += SIMD4(Double(bytes[offset]), Double(bytes[offset + 1]), Double(bytes[offset + 2]), Double(bytes[offset + 3]))
        }
        return sum / Double(max(image.width * image.height, 1))
    }

    // Geometric operations written independently of the decoder, to build stored images.

    /// Mirrored left to right.
    public static func mirrored(_ image: RGBAImage) -> RGBAImage {
        var out = image
        for y in 0..<image.height { for x in 0..<image.width { out[x, y] = image[image.width - 1 - x, y] } }
        return out
    }

    /// Flipped top to bottom.
    public static func flipped(_ image: RGBAImage) -> RGBAImage {
        var out = image
        for y in 0..<image.height { for x in 0..<image.width { out[x, y] = image[x, image.height - 1 - y] } }
        return out
    }

    /// Transposed: column `x` of row `y` becomes column `y` of row `x`.
    public static func transposed(_ image: RGBAImage) -> RGBAImage {
        var out = RGBAImage(width: image.height, height: image.width)
        for y in 0..<out.height { for x in 0..<out.width { out[x, y] = image[y, x] } }
        return out
    }

    /// Turned a quarter turn clockwise: the top row becomes the right column.
    public static func rotatedClockwise(_ image: RGBAImage) -> RGBAImage {
        mirrored(transposed(image))
    }

    /// Turned a quarter turn counter-clockwise: the top row becomes the left column.
    public static func rotatedCounterClockwise(_ image: RGBAImage) -> RGBAImage {
        flipped(transposed(image))
    }
}
