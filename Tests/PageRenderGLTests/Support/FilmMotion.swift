import PageEffects
import PageImage

/// A film's frames with their ``MotionResidual`` envelopes, made once per frame when first asked
/// for: the motion question both ``RestJumpCheck`` and ``FlickerCheck`` ask of pairs of frames.
struct FilmMotion {
    let images: [RGBAImage]
    private var envelopes: [Int: MotionResidual] = [:]

    init(images: [RGBAImage]) { self.images = images }

    /// Whether motion explains tile `index` between frames `first` and `second` both ways
    /// (``MotionResidual/explains(_:_:_:_:index:columns:tile:within:)``).
    mutating func explains(_ first: Int, _ second: Int, index: Int, columns: Int, tile: Int, within limit: Float) -> Bool {
        let a = envelope(first), b = envelope(second)
        return MotionResidual.explains(images[first], a, images[second], b, index: index, columns: columns, tile: tile,
                                       within: limit)
    }

    /// Drops frame `index`'s envelope (a film read front to back no longer needs it).
    mutating func forget(_ index: Int) { envelopes[index] = nil }

    private mutating func envelope(_ index: Int) -> MotionResidual {
        if let known = envelopes[index] { return known }
        let made = MotionResidual(from: images[index])
        envelopes[index] = made
        return made
    }
}
