import PageImage

/// One frame in planar 8-bit YUV 4:2:0 (`yuv420p`), made from straight RGBA8 the way ffmpeg's
/// own conversion makes it by default: ITU-R BT.601 coefficients, limited range (Y 16...235,
/// U and V 16...240), alpha dropped, and each chroma sample from the mean of its 2 × 2 pixels.
///
/// ``VideoExporter`` hands ffmpeg these frames for MP4 and WebM, which encode 4:2:0 anyway: a
/// pipe carries 1.5 bytes a pixel instead of 4, and the conversion runs on the exporter's writer
/// thread, beside the drawing of the next frame. A frame of odd width or height is padded with one
/// black column or row on the right or bottom, as ffmpeg's `pad` filter did.
///
/// A value type holding its planes in one buffer (Y, then U, then V) that later conversions reuse.
struct YUV420Frame {
    /// The padded size in pixels: the source's, rounded up to even numbers.
    private(set) var width = 0
    private(set) var height = 0
    /// Y (`width × height`), then U and V (`width/2 × height/2` each).
    private(set) var bytes: [UInt8] = []

    /// The padded (even) size for a frame of `size`.
    static func paddedSize(of size: PixelSize) -> PixelSize {
        PixelSize(width: size.width + size.width % 2, height: size.height + size.height % 2)
    }

    /// Fixed-point coefficients, 16 fractional bits: BT.601 for 8-bit R′G′B′ to limited-range YCbCr.
    private enum Coefficient {
        static let yR = 16_829, yG = 33_039, yB = 6_416          // 0.256788, 0.504129, 0.097906
        static let uR = -9_714, uG = -19_070, uB = 28_784        // -0.148223, -0.290993, 0.439216
        static let vR = 28_784, vG = -24_103, vB = -4_681        // 0.439216, -0.367788, -0.071427
        static let half = 1 << 15
    }

    /// Converts `image` into this frame's planes, resizing them when its size changed.
    mutating func convert(_ image: RGBAImage) {
        let padded = Self.paddedSize(of: PixelSize(width: image.width, height: image.height))
        let lumaCount = padded.width * padded.height
        let byteCount = lumaCount + lumaCount / 2
        if padded.width != width || padded.height != height {
            width = padded.width
            height = padded.height
            bytes = [UInt8](repeating: 0, count: byteCount)
        }
        let sourceWidth = image.width, sourceHeight = image.height, width = self.width, height = self.height
        // The samples of the last block of one colour met (a picture's desk is one colour, and
        // its blocks take a comparison instead of the arithmetic).
        var uniform = (colour: UInt32(0), samples: Self.samples(of: 0))
        image.pixels.withUnsafeBufferPointer { source in
            bytes.withUnsafeMutableBufferPointer { planes in
                guard let rgba = source.baseAddress, let luma = planes.baseAddress else { return }
                let u = luma + lumaCount, v = u + lumaCount / 4
                for pairRow in 0 ..< height / 2 {
                    let y0 = 2 * pairRow, y1 = y0 + 1
                    // A missing last row or column is black, as the pad filter made it.
                    let row0 = y0 < sourceHeight ? rgba + y0 * sourceWidth * 4 : nil
                    let row1 = y1 < sourceHeight ? rgba + y1 * sourceWidth * 4 : nil
                    let out0 = luma + y0 * width, out1 = out0 + width
                    let chroma = pairRow * width / 2
                    // Eight pairs of columns at a time where both rows are whole, the rest one
                    // pair at a time (the same arithmetic).
                    var pair = 0
                    if let row0, let row1 {
                        while 2 * pair + Self.blockPixels <= sourceWidth {
                            if let colour = Self.uniformColour(row0 + 8 * pair, row1 + 8 * pair) {
                                if colour != uniform.colour { uniform = (colour, Self.samples(of: colour)) }
                                Self.store(uniform.samples, out0 + 2 * pair, out1 + 2 * pair,
                                           u + chroma + pair, v + chroma + pair)
                            } else {
                                Self.convertBlock(row0 + 8 * pair, row1 + 8 * pair, out0 + 2 * pair, out1 + 2 * pair,
                                                  u + chroma + pair, v + chroma + pair)
                            }
                            pair += Self.blockPixels / 2
                        }
                    }
                    for pair in pair ..< width / 2 {
                        let x0 = 2 * pair
                        let a = Self.pixel(row0, x0, sourceWidth), b = Self.pixel(row0, x0 + 1, sourceWidth)
                        let c = Self.pixel(row1, x0, sourceWidth), d = Self.pixel(row1, x0 + 1, sourceWidth)
                        out0[x0] = Self.luma(a)
                        out0[x0 + 1] = Self.luma(b)
                        out1[x0] = Self.luma(c)
                        out1[x0 + 1] = Self.luma(d)
                        // The chroma of the block's mean colour (sums of four, so two more bits).
                        let r = a.r + b.r + c.r + d.r, g = a.g + b.g + c.g + d.g, bl = a.b + b.b + c.b + d.b
                        u[chroma + pair] = Self.chroma(r, g, bl, Coefficient.uR, Coefficient.uG, Coefficient.uB)
                        v[chroma + pair] = Self.chroma(r, g, bl, Coefficient.vR, Coefficient.vG, Coefficient.vB)
                    }
                }
            }
        }
    }

    /// Pixels across one block of ``convertBlock(_:_:_:_:_:_:)``.
    private static let blockPixels = 16

    /// Converts 16 pixels of two rows (`row0`, `row1`: RGBA8) into 16 luma samples of each row
    /// and 8 of U and V, as the pair-at-a-time loop does, in vectors.
    @inline(__always)
    private static func convertBlock(_ row0: UnsafePointer<UInt8>, _ row1: UnsafePointer<UInt8>,
                                     _ out0: UnsafeMutablePointer<UInt8>, _ out1: UnsafeMutablePointer<UInt8>,
                                     _ u: UnsafeMutablePointer<UInt8>, _ v: UnsafeMutablePointer<UInt8>) {
        typealias Pixels = SIMD16<Int32>
        @inline(__always)
        func channels(_ row: UnsafePointer<UInt8>) -> (r: Pixels, g: Pixels, b: Pixels) {
            // Little-endian RGBA: red in the low byte.
            let words = Pixels(truncatingIfNeeded: UnsafeRawPointer(row).loadUnaligned(as: SIMD16<UInt32>.self))
            return (words & 0xFF, (words &>> 8) & 0xFF, (words &>> 16) & 0xFF)
        }
        @inline(__always)
        func luma(_ c: (r: Pixels, g: Pixels, b: Pixels)) -> SIMD16<UInt8> {
            let sum = Int32(Coefficient.yR) &* c.r &+ Int32(Coefficient.yG) &* c.g &+ Int32(Coefficient.yB) &* c.b
            return SIMD16<UInt8>(truncatingIfNeeded: (sum &+ Int32((16 << 16) + Coefficient.half)) &>> 16)
        }
        let top = channels(row0), bottom = channels(row1)
        UnsafeMutableRawPointer(out0).storeBytes(of: luma(top), as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out1).storeBytes(of: luma(bottom), as: SIMD16<UInt8>.self)
        // Each block's sums of four: the even and odd columns of both rows.
        let r = top.r.evenHalf &+ top.r.oddHalf &+ bottom.r.evenHalf &+ bottom.r.oddHalf
        let g = top.g.evenHalf &+ top.g.oddHalf &+ bottom.g.evenHalf &+ bottom.g.oddHalf
        let b = top.b.evenHalf &+ top.b.oddHalf &+ bottom.b.evenHalf &+ bottom.b.oddHalf
        let offset = Int32((128 << 18) + (1 << 17))
        let uSum = Int32(Coefficient.uR) &* r &+ Int32(Coefficient.uG) &* g &+ Int32(Coefficient.uB) &* b &+ offset
        let vSum = Int32(Coefficient.vR) &* r &+ Int32(Coefficient.vG) &* g &+ Int32(Coefficient.vB) &* b &+ offset
        UnsafeMutableRawPointer(u).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: uSum &>> 18), as: SIMD8<UInt8>.self)
        UnsafeMutableRawPointer(v).storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: vSum &>> 18), as: SIMD8<UInt8>.self)
    }

    /// The samples of a block whose pixels are all one colour: its luma, and its chroma.
    private typealias UniformSamples = (y: SIMD16<UInt8>, u: SIMD8<UInt8>, v: SIMD8<UInt8>)

    /// The one colour (RGBA8 as a little-endian word) of the 16 pixels of both rows of a block
    /// of ``convertBlock(_:_:_:_:_:_:)``, or `nil` when they differ.
    @inline(__always)
    private static func uniformColour(_ row0: UnsafePointer<UInt8>, _ row1: UnsafePointer<UInt8>) -> UInt32? {
        let top = UnsafeRawPointer(row0).loadUnaligned(as: SIMD16<UInt32>.self)
        let bottom = UnsafeRawPointer(row1).loadUnaligned(as: SIMD16<UInt32>.self)
        let first = SIMD16<UInt32>(repeating: top[0])
        return all((top .== first) .& (bottom .== first)) ? top[0] : nil
    }

    /// What ``convertBlock(_:_:_:_:_:_:)`` makes of a block all of `colour` (the same arithmetic).
    private static func samples(of colour: UInt32) -> UniformSamples {
        let pixel = (r: Int(colour & 0xFF), g: Int((colour >> 8) & 0xFF), b: Int((colour >> 16) & 0xFF))
        let r = 4 * pixel.r, g = 4 * pixel.g, b = 4 * pixel.b
        return (SIMD16(repeating: luma(pixel)),
                SIMD8(repeating: chroma(r, g, b, Coefficient.uR, Coefficient.uG, Coefficient.uB)),
                SIMD8(repeating: chroma(r, g, b, Coefficient.vR, Coefficient.vG, Coefficient.vB)))
    }

    /// Writes a uniform block's samples where ``convertBlock(_:_:_:_:_:_:)`` writes its own.
    @inline(__always)
    private static func store(_ samples: UniformSamples, _ out0: UnsafeMutablePointer<UInt8>,
                              _ out1: UnsafeMutablePointer<UInt8>, _ u: UnsafeMutablePointer<UInt8>,
                              _ v: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(out0).storeBytes(of: samples.y, as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(out1).storeBytes(of: samples.y, as: SIMD16<UInt8>.self)
        UnsafeMutableRawPointer(u).storeBytes(of: samples.u, as: SIMD8<UInt8>.self)
        UnsafeMutableRawPointer(v).storeBytes(of: samples.v, as: SIMD8<UInt8>.self)
    }

    /// Pixel `x` of a row (`nil`: the padding row), black past the row's end.
    @inline(__always)
    private static func pixel(_ row: UnsafePointer<UInt8>?, _ x: Int, _ rowWidth: Int) -> (r: Int, g: Int, b: Int) {
        guard let row, x < rowWidth else { return (0, 0, 0) }
        let p = row + 4 * x
        return (Int(p[0]), Int(p[1]), Int(p[2]))
    }

    @inline(__always)
    private static func luma(_ p: (r: Int, g: Int, b: Int)) -> UInt8 {
        UInt8(truncatingIfNeeded: (Coefficient.yR * p.r + Coefficient.yG * p.g + Coefficient.yB * p.b
                                   + (16 << 16) + Coefficient.half) >> 16)
    }

    /// One chroma sample from sums of four pixels' channels: `128 +` the weighted sum / 4, rounded.
    @inline(__always)
    private static func chroma(_ r: Int, _ g: Int, _ b: Int, _ cr: Int, _ cg: Int, _ cb: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (cr * r + cg * g + cb * b + (128 << 18) + (1 << 17)) >> 18)
    }
}
