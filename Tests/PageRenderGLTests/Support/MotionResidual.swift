import PageEffects
import PageImage

/// How much of a change between two frames motion cannot explain, for one tile: the part of the
/// tile of frame `b` that no nearby content of frame `a` accounts for.
///
/// For a shift `s` (pixels, each component within the search radius) every pixel `x` of the
/// tile in `b` is compared with the 3 × 3 neighbourhood of `x + s` in `a`, channel by channel: a
/// value within that neighbourhood's `[min, max]` is explained (content moved by `s`, give or
/// take a pixel and its anti-aliasing); the amount it falls outside is not. The tile's residual
/// is the mean over its pixels and the R, G, B channels, in **levels of 255**, for the best
/// shift. Colour, not luma, so that one page's paper is not taken for another's of the same
/// brightness.
///
/// It tells a blink from content moving on: a tile that shows, one frame later, the same
/// content a few pixels away has a residual near 0, however different its pixels are; a tile
/// whose brightness changed, or that shows something new, keeps its residual.
struct MotionResidual {
    /// The search radius for `tile`-pixel tiles: **two tiles** (32 pixels at 240 pixels wide,
    /// 128 view points at 960), more than the fastest motion in the films moves in one frame
    /// (a fling's constant-speed finger, the stack scrolling to a new page: ≈ 25 pixels).
    static func radius(tile: Int) -> Int { 2 * tile }

    /// The shifts searched within `radius`: every other pixel each way, nearest first.
    static func shifts(radius: Int) -> [SIMD2<Int>] {
        var shifts: [SIMD2<Int>] = []
        for dy in stride(from: -radius, through: radius, by: 2) {
            for dx in stride(from: -radius, through: radius, by: 2) { shifts.append(SIMD2(dx, dy)) }
        }
        return shifts.sorted { Swift.max(abs($0.x), abs($0.y)) < Swift.max(abs($1.x), abs($1.y)) }
    }

    private let width: Int
    private let height: Int
    private let lower: [UInt8]
    private let upper: [UInt8]

    /// Prepares frame `a`'s 3 × 3 colour envelopes (separably: rows, then columns).
    init(from a: RGBAImage) {
        width = a.width
        height = a.height
        let w = width, h = height, n = w * h * 3
        var rowLower = [UInt8](repeating: 0, count: n), rowUpper = [UInt8](repeating: 0, count: n)
        a.pixels.withUnsafeBufferPointer { pixels in
            rowLower.withUnsafeMutableBufferPointer { lo in
                rowUpper.withUnsafeMutableBufferPointer { hi in
                    for y in 0 ..< h {
                        for x in 0 ..< w {
                            let left = Swift.max(0, x - 1), right = Swift.min(w - 1, x + 1)
                            for c in 0 ..< 3 {
                                let l = pixels[(y * w + left) * 4 + c], m = pixels[(y * w + x) * 4 + c]
                                let r = pixels[(y * w + right) * 4 + c]
                                lo[(y * w + x) * 3 + c] = Swift.min(l, m, r)
                                hi[(y * w + x) * 3 + c] = Swift.max(l, m, r)
                            }
                        }
                    }
                }
            }
        }
        var lower = [UInt8](repeating: 0, count: n), upper = [UInt8](repeating: 0, count: n)
        rowLower.withUnsafeBufferPointer { rlo in
            rowUpper.withUnsafeBufferPointer { rhi in
                lower.withUnsafeMutableBufferPointer { lo in
                    upper.withUnsafeMutableBufferPointer { hi in
                        for y in 0 ..< h {
                            let above = Swift.max(0, y - 1) * w * 3, here = y * w * 3, below = Swift.min(h - 1, y + 1) * w * 3
                            for i in 0 ..< w * 3 {
                                lo[here + i] = Swift.min(rlo[above + i], rlo[here + i], rlo[below + i])
                                hi[here + i] = Swift.max(rhi[above + i], rhi[here + i], rhi[below + i])
                            }
                        }
                    }
                }
            }
        }
        self.lower = lower
        self.upper = upper
    }

    /// The residual of the tile `[x0, x1) × [y0, y1)` of `b` for one shift.
    private func residual(_ b: UnsafeBufferPointer<UInt8>, x0: Int, y0: Int, x1: Int, y1: Int, shift: SIMD2<Int>,
                          lo: UnsafeBufferPointer<UInt8>, hi: UnsafeBufferPointer<UInt8>) -> Float {
        var total = 0, count = 0
        for y in y0 ..< y1 {
            let sy = Swift.min(Swift.max(y + shift.y, 0), height - 1)
            for x in x0 ..< x1 {
                let sx = Swift.min(Swift.max(x + shift.x, 0), width - 1)
                let e = (sy * width + sx) * 3, p = (y * width + x) * 4
                for c in 0 ..< 3 {
                    let v = Int(b[p + c]), l = Int(lo[e + c]), u = Int(hi[e + c])
                    if v < l { total += l - v } else if v > u { total += v - u }
                }
                count += 3
            }
        }
        return count == 0 ? 0 : Float(total) / Float(count)
    }

    /// The least residual of tile `index` (row-major, `columns` across, `tile` pixels) of `b`
    /// over the shifts within the search radius; stops as soon as a shift explains the tile to
    /// below `enough`.
    func residual(of b: RGBAImage, index: Int, columns: Int, tile: Int, enough: Float) -> Float {
        precondition(b.width == width && b.height == height, "MotionResidual: frames of different sizes")
        let x0 = (index % columns) * tile, y0 = (index / columns) * tile
        let x1 = Swift.min(x0 + tile, width), y1 = Swift.min(y0 + tile, height)
        let radius = Self.radius(tile: tile)
        var best = Float.infinity
        b.pixels.withUnsafeBufferPointer { pixels in
            lower.withUnsafeBufferPointer { lo in
                upper.withUnsafeBufferPointer { hi in
                    func explains(_ shift: SIMD2<Int>) -> Bool {
                        best = Swift.min(best, residual(pixels, x0: x0, y0: y0, x1: x1, y1: y1, shift: shift, lo: lo, hi: hi))
                        return best < enough
                    }
                    // Every other shift (the envelope covers the pixel between), nearest first:
                    // content that moved a little is found at once.
                    for shift in Self.shifts(radius: radius) where explains(shift) { return }
                }
            }
        }
        return best
    }

    /// Whether motion explains the change of tile `index` between frames `a` and `b` (with
    /// their envelopes) both ways: what `b` shows there is `a`'s content moved, and what `a`
    /// showed is in `b` moved — so that content vanishing into the background does not pass for
    /// motion. Explained means a residual below `limit` each way.
    static func explains(_ a: RGBAImage, _ envelopeA: MotionResidual, _ b: RGBAImage, _ envelopeB: MotionResidual,
                         index: Int, columns: Int, tile: Int, within limit: Float) -> Bool {
        envelopeA.residual(of: b, index: index, columns: columns, tile: tile, enough: limit) < limit
            && envelopeB.residual(of: a, index: index, columns: columns, tile: tile, enough: limit) < limit
    }
}
