/// How large a ``CurlTracker`` makes the curl's cylinder: growing with the drag, stiffening
/// where page material overhangs the grab, squeezed smoothly where the spine would otherwise be
/// torn.
///
/// The **preferred** radius at a drag of `D` points (between the grabbed point and the finger)
/// blends two terms:
///
///     grown(D)        = min(baseRadius + growthRate · D, maximumRadius)      (XBPageCurl's 16 + D/8)
///     stiff(D, B)     = overhangStiffness · B · √(B / D)                    (only when B > 0)
///     preferred(D, B) = (grown⁴ + stiff⁴)^(1/4)                              (a smooth maximum)
///
/// `B` is the **overhang**: how far the page extends beyond the grabbed point in the curl
/// direction (the largest `(c − grab)·n` over the page's corners `c`). With `B ≤ 0` (a right-edge
/// or corner grab dragged into the page) nothing lies beyond the grab, `stiff` is 0 and the
/// preferred radius is exactly `grown`. With `B > 0` the stiff term grows without bound as the
/// drag vanishes, so the material beyond the grab lies on an ever flatter arc instead of being
/// rolled over a small cylinder: seen from above no page point then moves by more than a
/// constant times `D`, and the curl tends to the flat page from every direction into the
/// reachable region (see
/// <doc:FingerTracking>, "Continuity"). The stiff term is not capped by ``maximumRadius``.
///
/// The spine allows at most some radius `limit` (see <doc:FingerTracking>); the radius used is a
/// smooth minimum of the two that never exceeds either:
///
///     radius = limit · φ(preferred / limit)
///     φ(x) = min(x, 1) − (s/4)·h²,   h = max(s − |x − 1|, 0) / s,   s = squeezeSoftness
///
/// `φ` is C¹ and increasing, equals `x` for `x ≤ 1 − s` (the spine is far: the preferred
/// radius is used unchanged) and `1` for `x ≥ 1 + s` (the spine's limit is used), and blends
/// in between. So the radius follows the drag, then eases down as the spine demands, reaching
/// `0` (a crease) at the edge of the reachable region.
///
/// All lengths are in points. Defaults: ``baseRadius`` 16, ``growthRate`` 1/8,
/// ``maximumRadius`` +∞, ``squeezeSoftness`` 0.5, ``overhangStiffness`` 0.25.
public struct RadiusPolicy: Hashable, Sendable {
    /// The radius at zero drag, in points. Negative or NaN counts as `0`. Default 16.
    public var baseRadius: Double
    /// Points of radius added per point of drag (dimensionless). Negative or NaN counts as `0`.
    /// Default 1/8.
    public var growthRate: Double
    /// Upper bound of the preferred radius, in points. NaN or negative counts as `0`.
    /// Default `+∞` (no bound).
    public var maximumRadius: Double
    /// Relative half-width `s` of the blend between the preferred radius and the spine's limit,
    /// clamped to `[0, 1]`; `0` is a hard minimum (continuous, but with a kink). Default 0.5.
    public var squeezeSoftness: Double
    /// The dimensionless factor `k` of the stiff term `k · B · √(B/D)` that makes the radius grow
    /// without bound as a drag with overhang `B > 0` vanishes. `0` (or negative, or NaN) turns it
    /// off: the curl then jumps when a drag with page beyond the grab starts. Default 0.25.
    ///
    /// At small drags every page point moves, seen from above, by at most about
    /// `((1 + a)/a)³ · D` with `a = (6k²)^(1/3)` (13.6·D at the default), and is lifted by at most
    /// about `(1 + a)²/(2k) · √(B·D)` (5.9·√(B·D)) while the spine does not squeeze the radius; see
    /// <doc:FingerTracking> for the bounds when it does, and why no cylinder lifts the page by
    /// less than a constant times `√(B·D)`. Larger values flatten small drags more and bend more
    /// of the page for longer.
    public var overhangStiffness: Double

    /// Creates a policy; see the properties for units, defaults and clamping.
    public init(
        baseRadius: Double = 16,
        growthRate: Double = 0.125,
        maximumRadius: Double = .infinity,
        squeezeSoftness: Double = 0.5,
        overhangStiffness: Double = 0.25
    ) {
        self.baseRadius = baseRadius
        self.growthRate = growthRate
        self.maximumRadius = maximumRadius
        self.squeezeSoftness = squeezeSoftness
        self.overhangStiffness = overhangStiffness
    }

    /// The default policy: XBPageCurl's `16 + drag/8`, unbounded, softness 0.5, overhang
    /// stiffness 0.25.
    public static let `default` = RadiusPolicy()

    /// A policy with a fixed preferred radius (points) wherever nothing overhangs the grab, still
    /// stiffened by the default ``overhangStiffness`` for small drags with overhang, and squeezed
    /// by the spine.
    public static func constant(_ radius: Double) -> RadiusPolicy {
        RadiusPolicy(baseRadius: radius, growthRate: 0)
    }

    /// The radius the policy asks for at a drag of `drag` points when nothing overhangs the grab,
    /// in points: `min(baseRadius + growthRate · drag, maximumRadius)`, never negative, never NaN
    /// (NaN or negative drags count as `0`; an infinite result is possible only with
    /// an infinite base, growth or drag and an infinite ``maximumRadius``). The same as
    /// ``preferredRadius(forDrag:overhang:)`` with overhang `0`.
    public func preferredRadius(forDrag drag: Double) -> Double {
        let base = baseRadius > 0 ? baseRadius : 0
        let growth = growthRate > 0 ? growthRate : 0
        let distance = drag > 0 ? drag : 0
        let grown = growth == 0 ? base : base + growth * distance
        let cap = maximumRadius > 0 ? maximumRadius : 0
        return Swift.min(grown, cap)
    }

    /// The radius the policy asks for at a drag of `drag` points with `overhang` points of page
    /// beyond the grab in the curl direction, in points: the smooth maximum
    /// `(grown⁴ + stiff⁴)^(1/4)` of ``preferredRadius(forDrag:)`` and
    /// `overhangStiffness · overhang · √(overhang / drag)`.
    ///
    /// Exactly ``preferredRadius(forDrag:)`` when `overhang ≤ 0` (or NaN) or the stiffness is
    /// off; never below it and at most `2^(1/4)` times the larger term. `+∞` at a zero drag with
    /// positive overhang (the limit of a vanishing drag). Never negative, never NaN.
    public func preferredRadius(forDrag drag: Double, overhang: Double) -> Double {
        let grown = preferredRadius(forDrag: drag)
        let stiffness = overhangStiffness > 0 ? overhangStiffness : 0
        guard stiffness > 0, overhang > 0 else { return grown }
        let distance = drag > 0 ? drag : 0
        let stiff = distance > 0 ? stiffness * overhang * (overhang / distance).squareRoot() : .infinity
        return Self.smoothMaximum(grown, stiff)
    }

    /// `(a⁴ + b⁴)^(1/4)` for `a, b ≥ 0`, without overflow: `a` exactly when `b = 0`, `+∞` when
    /// either is infinite. Smooth away from `(0, 0)`, between `max(a, b)` and `2^(1/4)·max(a, b)`.
    static func smoothMaximum(_ a: Double, _ b: Double) -> Double {
        let high = Swift.max(a, b), low = Swift.min(a, b)
        guard low > 0 else { return high }
        guard high.isFinite else { return .infinity }
        let t = low / high
        let t2 = t * t
        return high * (1 + t2 * t2).squareRoot().squareRoot()
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
