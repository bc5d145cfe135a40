/// A value an animator can move: a vector space over `Double`, like SwiftUI's `VectorArithmetic`.
///
/// Animators combine values linearly (`start + (end - start)·p`, plus velocity terms), so a
/// conforming type needs addition, subtraction, a zero and scaling by a `Double`, plus a
/// magnitude used to decide when a spring has settled. `Double`, `SIMD2<Double>` and
/// `SIMD3<Double>` conform; a struct of several parameters (a curl's position, angle and radius)
/// conforms by applying each operation to every field.
///
/// Laws the animators rely on: `+`, `-` and ``scaled(by:)`` act componentwise as on a real vector
/// space, ``zero`` is the additive identity, and ``magnitude`` is a norm (`>= 0`, `0` only for
/// ``zero``, `a.scaled(by: s).magnitude == |s|·a.magnitude`).
public protocol Interpolatable: Sendable {
    /// The additive identity.
    static var zero: Self { get }
    /// The componentwise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// The componentwise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// A norm of the value, in the value's own units (the Euclidean length for vectors).
    var magnitude: Double { get }
}

extension Interpolatable {
    /// The linear interpolation `self + (other - self)·fraction`; `fraction` is not clamped
    /// (`0` gives `self`, `1` gives `other`).
    @inlinable
    public func interpolated(to other: Self, fraction: Double) -> Self {
        self + (other - self).scaled(by: fraction)
    }
}

extension Double: Interpolatable {
    /// `self · factor`.
    @inlinable
    public func scaled(by factor: Double) -> Double { self * factor }
}

extension SIMD2: Interpolatable where Scalar == Double {
    /// Both components multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> SIMD2<Double> { self * factor }

    /// The Euclidean length `sqrt(x² + y²)`.
    @inlinable
    public var magnitude: Double { (x * x + y * y).squareRoot() }
}

extension SIMD3: Interpolatable where Scalar == Double {
    /// All three components multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> SIMD3<Double> { self * factor }

    /// The Euclidean length `sqrt(x² + y² + z²)`.
    @inlinable
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
}
