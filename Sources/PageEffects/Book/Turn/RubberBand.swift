/// The resistance of a page pulled where it cannot go (before the first or after the last
/// spread): UIScrollView's rubber band.
///
/// A pull of `d` points moves the page by `limit · (1 - 1 / (1 + d · stiffness / limit))`: at
/// first about `stiffness · d`, never more than `limit`.
public struct RubberBand: Hashable, Sendable {
    /// The most the page can move, as a fraction of the page width (spine to fore edge),
    /// clamped to `[0, 1]`; default `0.25`.
    public var limit: Double
    /// The initial slope (page movement per point of pull), clamped to `[0, 1]`; default `0.55`,
    /// UIKit's.
    public var stiffness: Double

    /// Creates a rubber band.
    public init(limit: Double = 0.25, stiffness: Double = 0.55) {
        self.limit = limit
        self.stiffness = stiffness
    }

    /// The page's movement for a pull of `pull` points on a page `width` points wide: `0` for
    /// non-positive or NaN pulls, increasing, below `limit · width`.
    public func displacement(pull: Double, width: Double) -> Double {
        let l = (limit.isNaN ? 0.25 : Swift.min(Swift.max(limit, 0), 1)) * Swift.max(width, 0)
        let k = stiffness.isNaN ? 0.55 : Swift.min(Swift.max(stiffness, 0), 1)
        guard pull > 0, l > 0, k > 0 else { return 0 }
        guard pull.isFinite else { return l }
        return l * (1 - 1 / (1 + pull * k / l))
    }
}
