import PageMath

/// A damped harmonic spring, `m·x'' + c·x' + k·x = 0`, solved in closed form.
///
/// `x` is the *displacement* from the rest position (the animation's target); time is in
/// seconds. The spring is under-damped (it oscillates, ``dampingRatio`` `< 1`), critically
/// damped (`= 1`) or over-damped (`> 1`); all three cases share one numerically stable formula,
/// so parameters near critical damping lose no precision.
///
/// Build it the way Core Animation does (`CASpringAnimation`: ``init(mass:stiffness:damping:)``)
/// or the way SwiftUI does (``init(response:dampingFraction:)``).
///
/// Two views of the motion:
/// - **Physical** (``state(at:displacement:velocity:)``): displacement and velocity in any unit
///   you like (points, radians), per second.
/// - **Normalised** (``value(at:initialVelocity:)``): an animation from `0` to `1`, with the
///   initial velocity measured as `UISpringTimingParameters` does, in units of the total distance
///   per second (a velocity of `1` would cover the whole distance in one second).
public struct Spring: Hashable, Sendable {
    /// The mass `m` attached to the spring, `> 0` (clamped to at least ``minimumParameter``).
    public let mass: Double
    /// The stiffness `k` (force per unit displacement), `> 0` (clamped to at least ``minimumParameter``).
    public let stiffness: Double
    /// The damping coefficient `c` (force per unit velocity), `>= 0`; `0` oscillates forever.
    public let damping: Double

    /// The smallest mass and stiffness accepted: a zero or negative one would have no defined
    /// frequency. `1e-9` keeps every derived quantity finite while being far below any useful value.
    public static let minimumParameter = 1e-9

    /// Creates a spring from physical parameters, as `CASpringAnimation` takes them.
    ///
    /// The defaults are `CASpringAnimation`'s: mass `1`, stiffness `100`, damping `10`
    /// (damping ratio `0.5`). `mass` and `stiffness` are clamped to at least ``minimumParameter``,
    /// `damping` to at least `0`; a non-finite parameter takes its default.
    @inlinable
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) {
        self.mass = mass.isFinite ? Swift.max(mass, Self.minimumParameter) : 1
        self.stiffness = stiffness.isFinite ? Swift.max(stiffness, Self.minimumParameter) : 100
        self.damping = damping.isFinite ? Swift.max(damping, 0) : 10
    }

    /// Creates a spring from SwiftUI's perceptual parameters, with mass `1`:
    /// stiffness `(2π / response)²` and damping `4π · dampingFraction / response`.
    ///
    /// - Parameters:
    ///   - response: the period of the undamped oscillation, in seconds, `> 0` (clamped to at
    ///     least `1e-3`; non-finite gives `0.5`). Smaller is snappier.
    ///   - dampingFraction: the damping ratio, `>= 0` (clamped; non-finite gives `0.825`):
    ///     `< 1` overshoots, `1` is critically damped, `> 1` creeps in.
    @inlinable
    public init(response: Double, dampingFraction: Double) {
        let response = response.isFinite ? Swift.max(response, 1e-3) : 0.5
        let fraction = dampingFraction.isFinite ? Swift.max(dampingFraction, 0) : 0.825
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * fraction / response)
    }

    /// The undamped angular frequency `ω₀ = sqrt(k / m)`, in radians per second.
    @inlinable
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio `ζ = c / (2·sqrt(k·m))`, dimensionless: `< 1` under-damped,
    /// `1` critical, `> 1` over-damped. Equals SwiftUI's damping fraction.
    @inlinable
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The period of the undamped oscillation `2π / ω₀`, in seconds: SwiftUI's `response`.
    @inlinable
    public var response: Double { 2 * Double.pi / naturalFrequency }

    /// Displacement and velocity at `time` of a spring released with the given displacement and
    /// velocity, in any unit and that unit per second.
    ///
    /// - Parameters:
    ///   - time: seconds since release; clamped to `[0, 1e9]`, NaN reads as `0`.
    ///   - displacement: the initial displacement from rest `x(0)`.
    ///   - velocity: the initial velocity `x'(0)`, displacement units per second.
    /// - Returns: the displacement, in the unit of `displacement`, and the velocity, in that unit
    ///   per second.
    @inlinable
    public func state(
        at time: Double, displacement: Double, velocity: Double
    ) -> (displacement: Double, velocity: Double) {
        let r = basis(at: time)
        return (
            r.position * displacement + r.positionPerVelocity * velocity,
            r.velocity * displacement + r.velocityPerVelocity * velocity
        )
    }

    /// The progress of a normalised spring animation from `0` to `1` at `time`.
    ///
    /// - Parameters:
    ///   - time: seconds since the start; clamped to `[0, 1e9]` (NaN reads as `0`).
    ///   - initialVelocity: the starting velocity in units of the total distance per second, as in
    ///     `UISpringTimingParameters`: `1` covers the whole distance in one second; negative
    ///     moves away from the target first.
    /// - Returns: the progress, `0` at time `0`, tending to `1`; it exceeds `1` while overshooting.
    @inlinable
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        1 - state(at: time, displacement: 1, velocity: -initialVelocity).displacement
    }

    /// The velocity of a normalised spring animation at `time`, in units of the total distance
    /// per second (the same units as `initialVelocity`, see ``value(at:initialVelocity:)``).
    @inlinable
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        -state(at: time, displacement: 1, velocity: -initialVelocity).velocity
    }

    /// The spring's four basis responses at `time`: the motion is
    /// `x(t) = position·x₀ + positionPerVelocity·v₀` and
    /// `x'(t) = velocity·x₀ + velocityPerVelocity·v₀`.
    ///
    /// Writing `σ = ζω₀` and `E·C`, `E·S` for `e^{-σt}` times `cos(ω_d t)` and `sin(ω_d t)/ω_d`
    /// (under-damped), `1` and `t` (critical), or `cosh(γt)` and `sinh(γt)/γ` (over-damped):
    /// `position = EC + σ·ES`, `positionPerVelocity = ES`, `velocity = -ω₀²·ES`,
    /// `velocityPerVelocity = EC - σ·ES`. The over-damped products are formed from
    /// `e^{r₁t}` and `expm1(-2γt)` so that neither overflow nor cancellation occurs.
    @inlinable
    func basis(at time: Double) -> SpringBasis {
        // NaN and negative times read as 0, later ones as at most `maximumTime`.
        let t = time > 0 ? Swift.min(time, Self.maximumTime) : 0
        let omega2 = stiffness / mass
        let omega = omega2.squareRoot()
        let sigma = damping / (2 * mass)
        let zeta = sigma / omega
        let ec: Double, es: Double
        if zeta < 1 {
            let omegaD = omega * ((1 - zeta) * (1 + zeta)).squareRoot()
            let envelope = Double.exp(-sigma * t)
            let phase = omegaD * t
            // Once the envelope is 0 the phase may be too large for cos and sin to be finite.
            ec = envelope == 0 ? 0 : envelope * Double.cos(phase)
            es = envelope == 0 ? 0 : envelope * Double.sin(phase) / omegaD
        } else if zeta > 1 {
            let root = ((zeta - 1) * (zeta + 1)).squareRoot()
            let gamma = omega * root
            // The slow rate r₁ = -ω₀(ζ - sqrt(ζ² - 1)), written without cancellation.
            let slow = Double.exp(-omega / (zeta + root) * t)
            let decay = Double.expMinusOne(-2 * gamma * t)  // e^{-2γt} - 1, in (-1, 0]
            ec = slow * (1 + 0.5 * decay)
            es = gamma > 0 ? -slow * decay / (2 * gamma) : slow * t
        } else {
            let envelope = Double.exp(-omega * t)
            ec = envelope
            es = envelope * t
        }
        return SpringBasis(
            position: ec + sigma * es,
            positionPerVelocity: es,
            velocity: -omega2 * es,
            velocityPerVelocity: ec - sigma * es
        )
    }
}

extension Spring {
    /// Times beyond `1e9` s (about 32 years) are evaluated at `1e9` s: every damped spring has long
    /// come to rest by then, and it keeps an undamped spring's phase `ω·t` finite for any
    /// frequency the parameters allow.
    @usableFromInline
    static var maximumTime: Double { 1e9 }
}

/// The four basis responses of a ``Spring`` at one time (see `Spring.basis(at:)`).
@usableFromInline
struct SpringBasis: Sendable {
    /// Displacement per unit initial displacement.
    @usableFromInline var position: Double
    /// Displacement per unit initial velocity (seconds).
    @usableFromInline var positionPerVelocity: Double
    /// Velocity per unit initial displacement (1/seconds).
    @usableFromInline var velocity: Double
    /// Velocity per unit initial velocity.
    @usableFromInline var velocityPerVelocity: Double

    @inlinable
    init(position: Double, positionPerVelocity: Double, velocity: Double, velocityPerVelocity: Double) {
        self.position = position
        self.positionPerVelocity = positionPerVelocity
        self.velocity = velocity
        self.velocityPerVelocity = velocityPerVelocity
    }
}
