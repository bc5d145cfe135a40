/// A rectangle of whole pixels in GL's window coordinates (x to the right, y up from the bottom
/// row), from `low` (included) to `high` (excluded): a scissor box.
struct PixelBox: Equatable {
    /// The first column and row inside.
    var low: SIMD2<Int>
    /// The first column and row past the box.
    var high: SIMD2<Int>

    /// Whether the box holds no pixel.
    var isEmpty: Bool { high.x <= low.x || high.y <= low.y }

    /// How many pixels the box holds.
    var area: Int { isEmpty ? 0 : (high.x - low.x) * (high.y - low.y) }

    /// The pixels in both boxes.
    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(low: pointwiseMax(low, other.low), high: pointwiseMin(high, other.high))
    }

    /// The smallest box holding both boxes' pixels (the other box where one is empty).
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(low: pointwiseMin(low, other.low), high: pointwiseMax(high, other.high))
    }

    /// The box of the pixels any part of which lies within `margin` pixels of the rectangle
    /// from `lowest` to `highest` (window coordinates, pixels; a negative margin takes in only
    /// the pixels that far inside it).
    init(from lowest: SIMD2<Double>, to highest: SIMD2<Double>, margin: Double) {
        let limit = 1e9
        func pixel(_ value: Double) -> Int { value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit)) }
        low = SIMD2(pixel((lowest.x - margin).rounded(.down)), pixel((lowest.y - margin).rounded(.down)))
        high = SIMD2(pixel((highest.x + margin).rounded(.up)), pixel((highest.y + margin).rounded(.up)))
    }

    init(low: SIMD2<Int>, high: SIMD2<Int>) {
        self.low = low
        self.high = high
    }

    /// Appends to `bands` up to four boxes that do not overlap and together hold the pixels of
    /// this box outside `hole`: below and above it across the whole width, then left and right
    /// of it in its rows. Empty boxes are left out.
    func subtract(_ hole: PixelBox, into bands: inout [PixelBox]) {
        let inner = intersection(hole)
        guard !inner.isEmpty else {
            if !isEmpty { bands.append(self) }
            return
        }
        for band in [
            PixelBox(low: low, high: SIMD2(high.x, inner.low.y)),
            PixelBox(low: SIMD2(low.x, inner.high.y), high: high),
            PixelBox(low: SIMD2(low.x, inner.low.y), high: SIMD2(inner.low.x, inner.high.y)),
            PixelBox(low: SIMD2(inner.high.x, inner.low.y), high: SIMD2(high.x, inner.high.y)),
        ] where !band.isEmpty {
            bands.append(band)
        }
    }
}
