/// How large a ``CurlTracker`` makes the curl's cylinder: growing with the drag, squeezed
/// smoothly where the spine would otherwise be torn.
///
/// The **preferred** radius grows linearly with the drag distance `D` (points between the
/// grabbed point and the finger), as XBPageCurl's `16 + D/8`:
///
///     preferred(D) = min(baseRadius + growthRate · D, maximumRadius)
///
/// The spine allows at most some radius `limit` (see <doc:FingerTracking>); the radius used is a
/// smooth minimum of the two that never exceeds either:
///
///     radius = limit · φ(preferred / limit)
///     φ(x) = min(x, 1) − (k/4)·h²,   h = max(k − |x − 1|, 0) / k,   k = squeezeSoftness
///
/// `φ` is C¹ and increasing, equals `x` for `x ≤ 1 − k` (the spine is far: the preferred
/// radius is used unchanged) and `1` for `x ≥ 1 + k` (the spine's limit is used), and blends
/// in between. So the radius follows the drag, then eases down as the spine demands, reaching
/// `0` (a crease) at the edge of the reachable region.
///
/// All lengths are in points. Defaults: ``baseRadius`` 16, ``growthRate`` 1/8,
/// ``maximumRadius`` +∞, ``squeezeSoftness`` 0.5.
public struct RadiusPolicy: Hashable, Sendable {
    /// The radius at zero drag, in points. Negative or NaN counts as `0`. Default 16.
    public var baseRadius: Double
    /// Points of radius added per point of drag (dimensionless). Negative or NaN counts as `0`.
    /// Default 1/8.
    public var growthRate: Double
    /// Upper bound of the preferred radius, in points. NaN or negative counts as `0`.
    /// Default `+∞` (no bound).
    public var maximumRadius: Double
    /// Relative half-width `k` of the blend between the preferred radius and the spine's limit,
    /// clamped to `[0, 1]`; `0` is a hard minimum (continuous, but with a kink). Default 0.5.
    public var squeezeSoftness: Double

    /// Creates a policy; see the properties for units, defaults and clamping.
    public init(
        baseRadius: Double = 16,
        growthRate: Double = 0.125,
        maximumRadius: Double = .infinity,
        squeezeSoftness: Double = 0.5
    ) {
        self.baseRadius = baseRadius
        self.growthRate = growthRate
        self.maximumRadius = maximumRadius
        self.squeezeSoftness = squeezeSoftness
    }

    /// The default policy: XBPageCurl's `16 + drag/8`, unbounded, softness 0.5.
    public static let `default` = RadiusPolicy()

    /// A policy with a fixed preferred radius (points), still squeezed by the spine.
    public static func constant(_ radius: Double) -> RadiusPolicy {
        RadiusPolicy(baseRadius: radius, growthRate: 0)
    }

    /// The radius the policy asks for at a drag of `drag` points, in points:
    /// `min(baseRadius + growthRate · drag, maximumRadius)`, never negative, never NaN
    /// (NaN or negative drags count as `0`; an infinite result is possible only with
    /// an infinite base, growth or drag and an infinite ``maximumRadius``).
    public func preferredRadius(forDrag drag: Double) -> Double {
        let base = baseRadius > 0 ? baseRadius : 0
        let growth = growthRate > 0 ? growthRate : 0
        let distance = drag > 0 ? drag : 0
        let grown = growth == 0 ? base : base + growth * distance
        let cap = maximumRadius > 0 ? maximumRadius : 0
        return Swift.min(grown, cap)
    }

    /// The radius used when the policy prefers `preferred` and the spine allows at most `limit`
    /// (both points): `limit · φ(preferred / limit)` as above. Never more than either argument,
    /// never negative; `0` when either is `0` (or negative, or NaN); `preferred` when `limit` is
    /// infinite.
    public func squeezedRadius(preferred: Double, limit: Double) -> Double {
        guard preferred > 0, limit > 0 else { return 0 }
        guard limit.isFinite else { return preferred }
        guard preferred.isFinite else { return limit }
        let k = squeezeSoftness > 0 ? Swift.min(squeezeSoftness, 1) : 0
        let x = preferred / limit
        // Outside the blend band the result is exactly one of the arguments.
        if x <= 1 - k { return Swift.min(preferred, limit) }
        if x >= 1 + k { return limit }
        let h = (k - abs(x - 1)) / k
        let phi = Swift.min(x, 1) - 0.25 * k * h * h
        return Swift.min(limit * phi, preferred, limit)
    }
}
