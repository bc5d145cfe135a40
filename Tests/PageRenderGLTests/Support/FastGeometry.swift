import PageEffects
import PageGeometry

/// Where a film's own geometry moves faster than the pixel checks can follow: the lifted pages'
/// projected points near a tile, measured from the frames' ``Frame`` values.
///
/// ``MotionResidual`` explains a tile's change by content shifted as a whole within its search
/// radius (two tiles). Content that moves more than a tile in one frame while it turns, bends or
/// leaves through the book's clip is beyond it: a single-page cone turn sweeps its curled corner
/// across the spine at about 30 pixels a frame (120 view points) in the film check's pictures,
/// rotating as it goes, and the clip at the spine takes it away on the next frame. The tile the
/// corner crossed differs from both neighbours as a blink does, though nothing blinked: the page
/// was there, moving. Such a tile is not the pixel check's to judge. A page that appears or
/// vanishes between frames is never fast motion: that is what the checks are for.
struct FastGeometry {
    let frames: [Frame]
    /// Pixels per view point of the film's pictures.
    let scale: Double
    /// Material points sampled on each page, per side: 17 (every 1/16 of the page).
    static let samples = 17

    /// Whether a lifted page of frame `middle` covers the tile at `index` (of `columns`, `tile`
    /// pixels) with points that move more than a tile to or from the frames beside it.
    func movesFast(middle: Int, index: Int, columns: Int, tile: Int) -> Bool {
        guard middle >= 1, middle + 1 < frames.count else { return false }
        let low = SIMD2(Double(index % columns * tile), Double(index / columns * tile))
        let high = low + SIMD2(repeating: Double(tile))
        for drawable in frames[middle].drawables where drawable.layer >= 1 {
            let before = Self.same(drawable, in: frames[middle - 1]), after = Self.same(drawable, in: frames[middle + 1])
            guard let before, let after else { continue }
            for i in 0..<Self.samples {
                for j in 0..<Self.samples {
                    let m = SIMD2(Double(i), Double(j)) / Double(Self.samples - 1) * drawable.pageSize
                    guard let here = pixel(drawable, m, frames[middle]),
                          here.x >= low.x, here.x < high.x, here.y >= low.y, here.y < high.y,
                          let a = pixel(before, m, frames[middle - 1]), let c = pixel(after, m, frames[middle + 1])
                    else { continue }
                    let moved = Swift.max(((here - a) * (here - a)).sum(), ((c - here) * (c - here)).sum()).squareRoot()
                    if moved > Double(tile) { return true }
                }
            }
        }
        return false
    }

    /// The drawable of `frame` showing the same page on the same layer, if any.
    static func same(_ drawable: PageDrawable, in frame: Frame) -> PageDrawable? {
        frame.drawables.first { $0.layer == drawable.layer && $0.front == drawable.front }
    }

    /// Where the material point `m` of `drawable` appears in `frame`'s picture, pixels.
    func pixel(_ drawable: PageDrawable, _ m: SIMD2<Double>, _ frame: Frame) -> SIMD2<Double>? {
        let view = drawable.placement.apply(to: drawable.surface.position(of: m))
        let h = frame.camera.projection(viewSize: frame.viewSize).applyHomogeneous(to: view)
        guard h.w > 0 else { return nil }
        return SIMD2(h.x / h.w, h.y / h.w) * scale
    }
}
