/// A size in pixels: how large an image a page is rasterised to, or a video's frame size.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels, stored as given (users clamp where they say so).
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether both sides are at least one pixel.
    public var isPositive: Bool { width > 0 && height > 0 }

    /// `"W×H"`, for messages.
    public var description: String { "\(width)×\(height)" }

    /// The largest size with the aspect ratio of `size` (any units, e.g. a page in points) that fits
    /// inside `bounds`, rounded to whole pixels and centred: what letterboxing draws into.
    ///
    /// Each side is rounded to the nearest pixel and clamped to `1...bounds side`; `bounds` sides
    /// below 1 count as 1. A `size` with a side that is not positive and finite fills `bounds`,
    /// and so do `bounds` that already have its aspect ratio to the nearest pixel (one side is the
    /// other times the aspect ratio, rounded): such bounds are the page at whole pixels (as a book
    /// laid out on the pixel grid shows it), and fitting would leave a one-pixel bar.
    public static func fitting(aspectOf size: SIMD2<Double>, into bounds: PixelSize) -> PixelSize {
        let box = bounds.clampedToOne
        guard size.x > 0, size.y > 0, size.x.isFinite, size.y.isFinite else { return box }
        if Int((Double(box.height) * size.x / size.y).rounded()) == box.width
            || Int((Double(box.width) * size.y / size.x).rounded()) == box.height {
            return box
        }
        let scale = min(Double(box.width) / size.x, Double(box.height) / size.y)
        let width = min(max(Int((size.x * scale).rounded()), 1), box.width)
        let height = min(max(Int((size.y * scale).rounded()), 1), box.height)
        return PixelSize(width: width, height: height)
    }

    /// This size with each side raised to at least 1 pixel.
    public var clampedToOne: PixelSize { PixelSize(width: max(width, 1), height: max(height, 1)) }
}
