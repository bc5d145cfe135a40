import PageEffects
import PageImage

/// How much two frames differ region by region: the frame is cut into square tiles and each
/// tile gets the **mean absolute colour difference** of its pixels — the mean over the pixels
/// and the R, G, B channels of `|a - b|` on the 8-bit sRGB values — in **levels of 255**.
///
/// A uniform change of brightness by `Δ` levels reads `Δ`. Colour rather than luma, so that two
/// pages of different colours and the same brightness (the test pages' purple and orange) do
/// not count as the same picture.
///
/// A mean over a tile, not a pixel maximum: a page edge that moves by a fraction of a pixel
/// changes a few pixels a lot, which is motion, while a pop (a page darkening under its own
/// shadow, a page appearing) changes a whole region; averaging over a tile tells the two apart.
/// The tiles on the right and bottom edges may be partial; they average the pixels they have.
struct TileDifference: Sendable {
    /// The tile's edge for a frame `width` pixels wide: a fifteenth of the width, 16 pixels at
    /// the film check's 240-pixel frames, never below 4.
    ///
    /// Why that size: the faults of issue 12 are regional — a leaf's whole page darkening, a
    /// page popping in, a slab, a band at the top or bottom — the smallest of them a page corner
    /// or the strip of a fold, about a tenth of a page (10–20 pixels here). Much smaller tiles
    /// would read motion as change (an edge of full contrast, ≈ 200 levels, moving by one pixel
    /// shifts a `t`-pixel tile by ≈ 200/`t` levels); much larger ones would average a
    /// corner-sized pop away. Tied to the width so that the enlarged run measures the same
    /// regions of the picture.
    static func tileSize(frameWidth: Int) -> Int { Swift.max(4, Int((Double(frameWidth) / 15).rounded())) }

    /// Tile edge, pixels.
    let tile: Int
    /// Tiles across.
    let columns: Int
    /// Tiles down.
    let rows: Int
    /// Row-major per-tile mean absolute colour difference, levels of 255.
    let values: [Float]

    /// The per-tile difference between `a` and `b` (same size) with `tile`-pixel tiles.
    init(_ a: RGBAImage, _ b: RGBAImage, tile: Int) {
        precondition(a.width == b.width && a.height == b.height, "TileDifference: frames of different sizes")
        self.tile = tile
        let columns = (a.width + tile - 1) / tile
        self.columns = columns
        rows = (a.height + tile - 1) / tile
        var sums = [Int](repeating: 0, count: columns * rows)
        var counts = [Int](repeating: 0, count: columns * rows)
        let width = a.width, height = a.height
        // Raw buffers throughout: the tests run unoptimised, and this runs for every frame pair.
        a.pixels.withUnsafeBufferPointer { ap in
            b.pixels.withUnsafeBufferPointer { bp in
                sums.withUnsafeMutableBufferPointer { sum in
                    counts.withUnsafeMutableBufferPointer { count in
                        for y in 0 ..< height {
                            let row = (y / tile) * columns, base = y * width * 4
                            for x in 0 ..< width {
                                let cell = row + x / tile, p = base + x * 4
                                let red = abs(Int(ap[p]) - Int(bp[p]))
                                let green = abs(Int(ap[p + 1]) - Int(bp[p + 1]))
                                let blue = abs(Int(ap[p + 2]) - Int(bp[p + 2]))
                                sum[cell] += red + green + blue
                                count[cell] += 3
                            }
                        }
                    }
                }
            }
        }
        values = zip(sums, counts).map { Float($0) / Float(Swift.max($1, 1)) }
    }

    /// The difference of one tile (row-major `index`) between `a` and `b`, computed alone: for
    /// the few tiles a check needs beyond the whole-frame differences.
    static func value(_ a: RGBAImage, _ b: RGBAImage, tile: Int, index: Int, columns: Int) -> Float {
        let x0 = (index % columns) * tile, y0 = (index / columns) * tile
        let x1 = Swift.min(x0 + tile, a.width), y1 = Swift.min(y0 + tile, a.height)
        var sum = 0, count = 0
        a.pixels.withUnsafeBufferPointer { ap in
            b.pixels.withUnsafeBufferPointer { bp in
                for y in y0 ..< y1 {
                    for x in x0 ..< x1 {
                        let p = (y * a.width + x) * 4
                        let red = abs(Int(ap[p]) - Int(bp[p]))
                        let green = abs(Int(ap[p + 1]) - Int(bp[p + 1]))
                        let blue = abs(Int(ap[p + 2]) - Int(bp[p + 2]))
                        sum += red + green + blue
                        count += 3
                    }
                }
            }
        }
        return Float(sum) / Float(Swift.max(count, 1))
    }

    /// The value of the tile at `column`, `row`.
    subscript(column: Int, row: Int) -> Float { values[row * columns + column] }

    /// The largest tile value and where it is.
    var worst: (value: Float, column: Int, row: Int) {
        var best = (value: Float(0), column: 0, row: 0)
        for (index, value) in values.enumerated() where value > best.value {
            best = (value, index % columns, index / columns)
        }
        return best
    }

    /// The change's **mass** over `threshold`: the sum over tiles of what each exceeds it by
    /// (levels × tiles). Zero when no tile exceeds it; grows with both the area and the size
    /// of the change.
    func mass(above threshold: Float) -> Float { values.reduce(0) { $0 + Swift.max(0, $1 - threshold) } }

    /// How many tiles exceed `threshold`.
    func count(above threshold: Float) -> Int { values.count(where: { $0 > threshold }) }
}
