/// An axis-aligned rectangle in points, as `CGRect`: an origin and a size.
///
/// In the y-down frames PageTurn uses (UIKit's habit) the origin is the top-left corner. The
/// size is expected to be non-negative; a negative size is kept as given (not standardized),
/// and ``minX`` … ``maxY`` and ``contains(_:)`` then still describe the rectangle it spans.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from (the top-left corner for a non-negative size).
    public var origin: SIMD2<Double>
    /// Width and height in points.
    public var size: SIMD2<Double>

    /// Creates a rectangle from its origin and size, in points.
    @inlinable
    public init(origin: SIMD2<Double>, size: SIMD2<Double>) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin `(x, y)` and its `width` and `height`, in points.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: SIMD2(x, y), size: SIMD2(width, height))
    }

    /// The empty rectangle at the origin (`CGRectZero`).
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Width in points (`size.x`).
    @inlinable
    public var width: Double { size.x }

    /// Height in points (`size.y`).
    @inlinable
    public var height: Double { size.y }

    /// The smallest x of the rectangle.
    @inlinable
    public var minX: Double { Swift.min(origin.x, origin.x + size.x) }

    /// The largest x of the rectangle.
    @inlinable
    public var maxX: Double { Swift.max(origin.x, origin.x + size.x) }

    /// The smallest y of the rectangle (its top edge in a y-down frame).
    @inlinable
    public var minY: Double { Swift.min(origin.y, origin.y + size.y) }

    /// The largest y of the rectangle (its bottom edge in a y-down frame).
    @inlinable
    public var maxY: Double { Swift.max(origin.y, origin.y + size.y) }

    /// The centre of the rectangle.
    @inlinable
    public var center: SIMD2<Double> { origin + size / 2 }

    /// The point at `unitPoint` in the rectangle's unit coordinate space, as Core Animation
    /// places an anchor point: `origin + unitPoint * size`, so `(0, 0)` is the origin,
    /// `(1, 1)` the opposite corner. Not clamped: values outside `[0, 1]` lie outside.
    @inlinable
    public func point(atUnit unitPoint: SIMD2<Double>) -> SIMD2<Double> {
        origin + unitPoint * size
    }

    /// Whether `point` lies in the rectangle, with `CGRectContainsPoint`'s half-open rule:
    /// `minX <= x < maxX` and `minY <= y < maxY`, so an empty rectangle contains nothing and
    /// two rectangles sharing an edge never both contain a point of it.
    @inlinable
    public func contains(_ point: SIMD2<Double>) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
