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
        let (l, k) = clampedLimitAndStiffness(width: width)
        guard pull > 0, l > 0, k > 0 else { return 0 }
        guard pull.isFinite else { return l }
        return l * (1 - 1 / (1 + pull * k / l))
    }

    /// The pull, points, that moves a page `width` points wide by `displacement` points: the
    /// inverse of ``displacement(pull:width:)``, `0` for none, finite even at the limit.
    public func pull(forDisplacement displacement: Double, width: Double) -> Double {
        let (l, k) = clampedLimitAndStiffness(width: width)
        guard displacement > 0, l > 0, k > 0 else { return 0 }
        let d = Swift.min(displacement, l * (1 - 1e-9))
        return l / k * d / (l - d)
    }

    /// The limit in points and the stiffness, as used: clamped to their ranges, NaN as default.
    private func clampedLimitAndStiffness(width: Double) -> (limit: Double, stiffness: Double) {
        (limit.clamped(to: 0...1, ifNaN: 0.25) * Swift.max(width, 0), stiffness.clamped(to: 0...1, ifNaN: 0.55))
    }
}
