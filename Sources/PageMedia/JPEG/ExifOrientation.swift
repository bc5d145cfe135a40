import PageImage

/// The EXIF orientation tag (0x0112): how a camera's stored pixels must be turned to stand upright.
///
/// Each case names the operation that takes the stored image to the displayed one. Cases 5–8 swap
/// width and height.
enum ExifOrientation: Int, Hashable, Sendable, CaseIterable {
    /// 1: stored upright.
    case up = 1
    /// 2: mirror left–right.
    case mirrored = 2
    /// 3: rotate 180°.
    case rotated180 = 3
    /// 4: mirror top–bottom.
    case flipped = 4
    /// 5: transpose (mirror about the top-left to bottom-right diagonal).
    case transposed = 5
    /// 6: rotate 90° clockwise.
    case rotated90 = 6
    /// 7: transverse (mirror about the top-right to bottom-left diagonal).
    case transversed = 7
    /// 8: rotate 90° counter-clockwise.
    case rotated270 = 8

    /// Whether the displayed image is the stored one with width and height swapped.
    var swapsAxes: Bool { rawValue >= 5 }

    /// The displayed size of a stored `width` × `height` image.
    func displayedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// The stored image turned upright.
    func apply(to image: RGBAImage) -> RGBAImage {
        guard self != .up else { return image }
        let width = image.width
        let height = image.height
        let (outWidth, outHeight) = displayedSize(width: width, height: height)
        let source = image.pixels
        var output = [UInt8](repeating: 0, count: source.count)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // The stored pixel shown at displayed (x, y).
                let (sx, sy): (Int, Int)
                switch self {
                case .up: (sx, sy) = (x, y)
                case .mirrored: (sx, sy) = (width - 1 - x, y)
                case .rotated180: (sx, sy) = (width - 1 - x, height - 1 - y)
                case .flipped: (sx, sy) = (x, height - 1 - y)
                case .transposed: (sx, sy) = (y, x)
                case .rotated90: (sx, sy) = (y, height - 1 - x)
                case .transversed: (sx, sy) = (width - 1 - y, height - 1 - x)
                case .rotated270: (sx, sy) = (width - 1 - y, x)
                }
                let from = (sy * width + sx) * 4
                let to = (y * outWidth + x) * 4
                output[to] = source[from]
                output[to + 1] = source[from + 1]
                output[to + 2] = source[from + 2]
                output[to + 3] = source[from + 3]
            }
        }
        return RGBAImage(width: outWidth, height: outHeight, pixels: output)
    }
}
