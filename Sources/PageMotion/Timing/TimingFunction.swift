/// A timing curve with `CAMediaTimingFunction` semantics: a cubic Bézier from `(0, 0)` to `(1, 1)`.
///
/// The curve maps an input *progress* `x` (the fraction of the duration elapsed) to an output
/// *value* `y` (the fraction of the change applied). It is the cubic Bézier with end points
/// `(0, 0)` and `(1, 1)` and the two control points given at creation, read as a function
/// `y(x)`: ``value(at:)`` solves `x(t) = progress` for the curve parameter `t` and returns `y(t)`.
///
/// - The **x coordinates** of the control points are clamped to `[0, 1]`, as Core Animation does.
///   This makes `x(t)` non-decreasing on `[0, 1]`, so every progress has exactly one value
///   (the derivative's Bernstein coefficients `c1x`, `c2x - c1x`, `1 - c2x` then satisfy
///   `c1x - c2x <= sqrt(c1x · (1 - c2x))`, which keeps the quadratic `x'(t)` non-negative).
/// - The **y coordinates** are free: values outside `[0, 1]` make the curve overshoot or
///   anticipate.
/// - A non-finite coordinate is replaced by the matching coordinate of ``linear``.
///
/// ``value(at:)`` is accurate to within `1e-7` in output for every curve (in practice to about
/// `1e-12`): the solver is Newton's method safeguarded by bisection on a bracket, so it converges
/// even where `x'(t)` vanishes. Progress outside `[0, 1]` is clamped (the curve is not
/// extrapolated) and a NaN progress reads as `0`. Evaluation allocates nothing.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point `(c1x, c1y)`, dimensionless; `c1x` is clamped to `[0, 1]`.
    public let controlPoint1: SIMD2<Double>
    /// The second control point `(c2x, c2y)`, dimensionless; `c2x` is clamped to `[0, 1]`.
    public let controlPoint2: SIMD2<Double>

    /// Creates the cubic Bézier timing curve through `(0, 0)`, `(c1x, c1y)`, `(c2x, c2y)`, `(1, 1)`,
    /// as `CAMediaTimingFunction(controlPoints:_:_:_:)` does.
    ///
    /// `c1x` and `c2x` are clamped to `[0, 1]`; `c1y` and `c2y` may take any finite value.
    /// A non-finite coordinate is replaced by the matching coordinate of ``linear``
    /// (`0, 0, 1, 1`).
    @inlinable
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        controlPoint1 = SIMD2(
            c1x.isFinite ? Swift.min(Swift.max(c1x, 0), 1) : 0,
            c1y.isFinite ? c1y : 0
        )
        controlPoint2 = SIMD2(
            c2x.isFinite ? Swift.min(Swift.max(c2x, 0), 1) : 1,
            c2y.isFinite ? c2y : 1
        )
    }

    /// The identity curve: control points `(0, 0)` and `(1, 1)`; `value(at: x) == x`.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Starts slowly, ends at full speed: control points `(0.42, 0)` and `(1, 1)`.
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Starts at full speed, ends slowly: control points `(0, 0)` and `(0.58, 1)`.
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Starts and ends slowly, symmetric about `(0.5, 0.5)`: control points `(0.42, 0)` and `(0.58, 1)`.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default curve: control points `(0.25, 0.1)` and `(0.25, 1)`.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The output value `y` at an input progress `x`.
    ///
    /// - Parameter progress: the fraction of the duration elapsed; clamped to `[0, 1]`,
    ///   and NaN reads as `0`.
    /// - Returns: the fraction of the change applied: exactly `0` at progress `0` and exactly `1`
    ///   at progress `1`; between them it may leave `[0, 1]` when a `y` control point does.
    ///   Accurate to within `1e-7`.
    @inlinable
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        if isDiagonal { return progress }
        let t = parameter(forProgress: progress)
        let c = controlPoint1.y * 3
        let b = controlPoint2.y * 3 - controlPoint1.y * 6
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// The slope `dy/dx` of the curve at an input progress: the instantaneous rate of change of
    /// the value per unit of progress.
    ///
    /// An animation of duration `d` covering a distance `D` moves at `slope · D / d` per second,
    /// which is what a follow-up animation needs to start with the same velocity.
    ///
    /// - Parameter progress: clamped to `[0, 1]`; NaN reads as `0`.
    /// - Returns: `dy/dx`, dimensionless. Where `x'(t) = 0` the limit is taken (for example
    ///   ``easeOut`` starts with slope `1 / 0.58`); where the tangent is vertical (a control point
    ///   `(0, y ≠ 0)` at the start, for instance) the result is `±infinity`. Never NaN.
    @inlinable
    public func slope(at progress: Double) -> Double {
        if isDiagonal { return 1 }
        let t: Double
        if !(progress > 0) {
            t = 0
        } else if progress >= 1 {
            t = 1
        } else {
            t = parameter(forProgress: progress)
        }
        // Derivatives of x(t) and y(t) of order 1, 2 and 3; the first order pair that is not
        // (0, 0) gives the limit of y'/x' (L'Hôpital).
        let x = Self.derivatives(controlPoint1.x, controlPoint2.x, at: t)
        let y = Self.derivatives(controlPoint1.y, controlPoint2.y, at: t)
        if let ratio = Self.limitRatio(y.0, x.0) { return ratio }
        if let ratio = Self.limitRatio(y.1, x.1) { return ratio }
        // The third x derivative is 0 as well only if x(t) were constant, impossible from 0 to 1.
        return Self.limitRatio(y.2, x.2) ?? 1
    }

    /// `dy / dx` when `dx != 0`, `±infinity` when only `dx` is 0, `nil` when both are 0.
    @inlinable
    static func limitRatio(_ dy: Double, _ dx: Double) -> Double? {
        if dx != 0 { return dy / dx }
        if dy != 0 { return dy > 0 ? .infinity : -.infinity }
        return nil
    }

    /// The first three derivatives at `t` of one coordinate of the Bézier with end values 0
    /// and 1 and control values `p1`, `p2` (the third is constant).
    @inlinable
    static func derivatives(_ p1: Double, _ p2: Double, at t: Double) -> (Double, Double, Double) {
        let s = 1 - t
        let first0: Double = 3 * s * s * p1
        let first1: Double = 6 * s * t * (p2 - p1)
        let first2: Double = 3 * t * t * (1 - p2)
        let second0: Double = 6 * s * (p2 - 2 * p1)
        let second1: Double = 6 * t * (1 - 2 * p2 + p1)
        let third: Double = 6 * (1 - 3 * p2 + 3 * p1)
        return (first0 + first1 + first2, second0 + second1, third)
    }

    /// Whether the curve is the diagonal `y = x` (both control points on it, as in ``linear``).
    @inlinable
    var isDiagonal: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// The curve parameter `t` in `[0, 1]` with `x(t) = progress`, for `progress` in `(0, 1)`.
    ///
    /// Newton's method on `x(t) - progress`, safeguarded by a bisection bracket (rtsafe): a step
    /// that would leave the bracket or not shrink the residual fast enough is replaced by a
    /// bisection, so convergence is guaranteed even where `x'(t) = 0`.
    @inlinable
    func parameter(forProgress progress: Double) -> Double {
        let c = controlPoint1.x * 3
        let b = controlPoint2.x * 3 - controlPoint1.x * 6
        let a = 1 - c - b
        var low = 0.0, high = 1.0
        var t = progress
        var residual = ((a * t + b) * t + c) * t - progress
        var derivative = (3 * a * t + 2 * b) * t + c
        var step = 1.0, previousStep = 1.0
        for _ in 0..<Self.maximumSolverIterations {
            if residual == 0 { return t }
            if residual < 0 { low = t } else { high = t }
            let newtonLeavesBracket = ((t - high) * derivative - residual) * ((t - low) * derivative - residual) >= 0
            let newtonTooSlow = abs(2 * residual) > abs(previousStep * derivative)
            previousStep = step
            if newtonLeavesBracket || newtonTooSlow || derivative == 0 {
                step = 0.5 * (high - low)
                t = low + step
            } else {
                step = residual / derivative
                t -= step
            }
            if abs(step) < Self.parameterTolerance { return t }
            residual = ((a * t + b) * t + c) * t - progress
            derivative = (3 * a * t + 2 * b) * t + c
        }
        return t
    }

    /// The solver stops once its step in `t` is below this: `1e-13` is a few hundred ulps of `t`
    /// near 1, far below the `1e-7` output guarantee (|y'(t)| is at most a few units for any
    /// reasonable curve) yet above rounding noise, so the loop always terminates by it.
    @usableFromInline
    static var parameterTolerance: Double { 1e-13 }

    /// Bisection alone needs about 45 halvings to reach ``parameterTolerance``; 100 iterations
    /// bound the loop with room to spare.
    @usableFromInline
    static var maximumSolverIterations: Int { 100 }
}
