internal import CCairo
import PageImage

/// An owned cairo ARGB32 image surface, and its conversion to `RGBAImage`: what PDF pages and,
/// from the package's PageSampleBook, the sample book are drawn into.
///
/// cairo's ARGB32 is premultiplied alpha in native-endian 32-bit words (`A << 24 | R << 16 | G << 8
/// | B`); `RGBAImage` is straight RGBA bytes. The conversion un-premultiplies with rounding.
package final class CairoSurface {
    /// The cairo surface (one reference, released on deinit).
    package let surface: OpaquePointer
    package let size: PixelSize

    /// A transparent surface of `size` pixels, or `nil` when cairo cannot make one (too large, or
    /// out of memory).
    package init?(size: PixelSize) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.size = size
    }

    deinit { cairo_surface_destroy(surface) }

    /// The surface's pixels as straight RGBA8, rows top first.
    package func rgbaImage() -> RGBAImage {
        cairo_surface_flush(surface)
        let width = size.width
        let height = size.height
        let stride = Int(cairo_image_surface_get_stride(surface))
        var output = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else {
            return RGBAImage(width: width, height: height, pixels: output)
        }
        output.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x]
                    let alpha = word >> 24
                    let offset = (y * width + x) * 4
                    guard alpha > 0 else { continue }
                    var red = (word >> 16) & 0xFF
                    var green = (word >> 8) & 0xFF
                    var blue = word & 0xFF
                    if alpha < 255 {
                        red = min((red * 255 + alpha / 2) / alpha, 255)
                        green = min((green * 255 + alpha / 2) / alpha, 255)
                        blue = min((blue * 255 + alpha / 2) / alpha, 255)
                    }
                    out[offset] = UInt8(red)
                    out[offset + 1] = UInt8(green)
                    out[offset + 2] = UInt8(blue)
                    out[offset + 3] = UInt8(alpha)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: output)
    }
}
