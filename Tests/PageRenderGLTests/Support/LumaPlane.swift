import PageEffects
import PageImage

/// The brightness of every pixel of a rendered frame, the quantity the film check compares
/// between frames.
///
/// Each value is Rec. 709 luma on the 8-bit sRGB-coded channels, `0.2126 R + 0.7152 G +
/// 0.0722 B`, in **levels of 255** (`0 … 255`): computed on the coded values, it follows perceived
/// brightness closely enough to say how visible a change is, and its unit is the one a viewer
/// would read off a picker. Alpha is ignored (rendered frames are opaque).
struct LumaPlane: Sendable {
    /// Pixels across.
    let width: Int
    /// Pixels down.
    let height: Int
    /// Row-major luma, `0 … 255`, top row first.
    let values: [Float]

    /// The luma of `image`.
    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        let bytes = image.pixels
        var values = [Float](repeating: 0, count: width * height)
        bytes.withUnsafeBufferPointer { pixels in
            values.withUnsafeMutableBufferPointer { out in
                for index in 0 ..< out.count {
                    let offset = index * 4
                    out[index] = 0.2126 * Float(pixels[offset]) + 0.7152 * Float(pixels[offset + 1])
                        + 0.0722 * Float(pixels[offset + 2])
                }
            }
        }
        self.values = values
    }

    /// The luma at column `x`, row `y`.
    subscript(x: Int, y: Int) -> Float { values[y * width + x] }
}
