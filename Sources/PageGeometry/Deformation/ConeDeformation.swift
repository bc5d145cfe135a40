import PageMath

/// The cone of Hong, Card & Chen (Xerox PARC), with the apex moved off the spine as in
/// "the anatomy of a page curl", a flat flap past the half-turn, and the whole page rotated about
/// its spine.
///
/// **The cone.** Its apex `(B, A)` lies in the page plane on or above the top edge (`A <= 0`,
/// y is down) and it opens toward `+y`: it touches the page along the ray from the apex straight
/// down the page, `x = B`, `y >= A`. A material point `p` right of that line (`x > B`) has polar
/// coordinates about the apex, distance `R` and angle `φ = atan2(x - B, y - A)` measured from
/// `+y` toward `+x` (in `(0, π/2]` on the page). The page rolls onto the cone without stretching:
/// with half-angle `θ` (``coneAngle``) the point goes round the cone's axis through
/// `β = φ / sin θ`, to
///
/// ```
/// (B + R·sinθ·sinβ,  A + R·(1 - sin²θ·(1 - cosβ)),  R·sinθ·cosθ·(1 - cosβ))
/// ```
///
/// with front normal `(-cosθ·sinβ, sinθ·cosθ·(1 - cosβ), sin²θ + cos²θ·cosβ)`. The curl is tightest
/// near the apex: the page's top-right corner leads. Smaller `θ` curls more; `θ = π/2` is flat.
///
/// **The flat parts.** Points with `x <= B` stay flat (`B = 0` is the original PARC cone;
/// the seed's `B` parameter). Points whose angle passes the half-turn, `φ >= π·sinθ`, do not wrap
/// on round the cone: they continue on the plane tangent to the cone along the half-turn ruling,
/// a flat flap lying back over the page, as the cylinder's flat part on top. Both joins are C¹.
/// `θ = 0` is a crease: the part right of `x = B` lies folded flat over the line `x = B`.
///
/// **What the seed got wrong, and what happens here instead.** The seed computes
/// `β = asin((x - B)/R) / sin θ`; `asin` cannot tell a point below the apex from its mirror image
/// above it, so points on the far side of the apex land on their mirror images, and `β` grows
/// past `π` for small `θ`, wrapping the page round and through itself. Here `φ` comes from
/// `atan2`, `β` never passes `π` (the flap takes over), and the apex is kept on or above the top
/// edge so that every page point (`y >= 0`) lies in front of it. The plane beyond the page
/// behind the apex (`y < A`) is not left as garbage either: it is the apex line's image extruded
/// along `y`, continuous and above the page beneath, but not an isometry (no page point is there).
///
/// **The rotation.** The curled page is then rotated rigidly about the spine by ``rotation``,
/// as ``SpineRotation``: `(X, Y, Z) ↦ (X·cosρ - Z·sinρ, Y, X·sinρ + Z·cosρ)`. Past a quarter-turn
/// this would swing the curl, which bulges toward the front, down through the page beneath. So
/// the cone opens as the page lands: ``coneAngle`` is raised to at least
/// ``minimumConeAngle(rotation:)``, the smallest angle at which no point right of the spine
/// (`x >= 0`) can pass below `z = 0` (a bound over the whole half-plane, so a page far from the
/// apex keeps some margin). At `ρ = π` this forces `θ = π/2`: the page lies flat on the left.
///
/// **Ranges.** `apex.x` is clamped to `>= 0`, `apex.y` to `<= 0` (a non-finite component gives
/// `0`); ``coneAngle`` to `[minimumConeAngle(rotation:), π/2]` (NaN gives `π/2`, flat);
/// ``rotation`` to `[0, π]` (NaN gives `0`). The spine never moves, every point with `x >= 0`
/// stays at `z >= 0`, every finite input gives a finite position and a unit normal, and the map
/// is an isometry everywhere on the page.
///
/// To curl from the bottom corner instead, mirror the page vertically on the way in and out
/// (`y ↦ height - y`, and negate the normal's `y`). <doc:HowTheCurlIsComputed> derives all of this.
public struct ConeDeformation: PageDeformation, Hashable {
    /// The apex `(B, A)` in canonical page coordinates (points), after clamping: `B >= 0` is
    /// where the flat part ends, `A <= 0` puts the apex on or above the top edge.
    public let apex: SIMD2<Double>
    /// The cone's half-angle `θ` in radians, in `[minimumConeAngle(rotation:), π/2]` after
    /// clamping: the angle between the axis and the cone's surface. `π/2` is flat, `0` a crease.
    public let coneAngle: Double
    /// The rotation `ρ` of the curled page about the spine, in radians, in `[0, π]`.
    public let rotation: Double

    /// `sin θ`.
    @usableFromInline let sinTheta: Double
    /// `cos θ`.
    @usableFromInline let cosTheta: Double
    /// `sin 2θ`.
    @usableFromInline let sinTwoTheta: Double
    /// `cos 2θ`.
    @usableFromInline let cosTwoTheta: Double
    /// `π·sin θ`: the polar angle at which a point reaches the half-turn and the flap begins.
    @usableFromInline let halfTurnAngle: Double
    /// `sin ρ`.
    @usableFromInline let sinRotation: Double
    /// `cos ρ`.
    @usableFromInline let cosRotation: Double

    /// Creates the cone deformation, clamping every parameter into its range (see the type's
    /// discussion): apex on or above the top edge and not left of the spine, cone angle in
    /// `[minimumConeAngle(rotation:), π/2]`, rotation in `[0, π]`.
    ///
    /// - Parameters:
    ///   - apex: the apex `(B, A)`, points: `x = B` is where the flat part ends.
    ///   - coneAngle: the half-angle `θ`, radians; smaller curls more, `π/2` is flat.
    ///   - rotation: the rotation `ρ` of the whole page about the spine, radians; `π` lays it on
    ///     the left.
    @inlinable
    public init(apex: SIMD2<Double>, coneAngle: Double, rotation: Double) {
        let b = apex.x.isFinite ? Swift.max(0, apex.x) : 0
        let a = apex.y.isFinite ? Swift.min(0, apex.y) : 0
        let rho = rotation.isNaN ? 0 : Swift.min(Double.pi, Swift.max(0, rotation))
        var theta = coneAngle.isNaN ? Double.pi / 2 : Swift.min(Double.pi / 2, Swift.max(0, coneAngle))
        if Self.maximumElevation(coneAngle: theta) > Double.pi - rho {
            theta = Swift.max(theta, Self.minimumConeAngle(rotation: rho))
        }
        self.apex = SIMD2(b, a)
        self.coneAngle = theta
        self.rotation = rho
        sinTheta = Double.sin(theta)
        cosTheta = Double.cos(theta)
        sinTwoTheta = 2 * sinTheta * cosTheta
        cosTwoTheta = (cosTheta - sinTheta) * (cosTheta + sinTheta)
        halfTurnAngle = Double.pi * sinTheta
        sinRotation = Double.sin(rho)
        cosRotation = Double.cos(rho)
    }

    /// Position and front normal of a material point (one `atan2`, one `hypot` and one sine and
    /// cosine per point).
    @inlinable
    public func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>) {
        let b = apex.x, a = apex.y
        let vx = point.x - b
        var local: SIMD3<Double>
        var normal: SIMD3<Double>
        if !(vx > 0) {
            local = SIMD3(point.x, point.y, 0)
            normal = SIMD3(0, 0, 1)
        } else {
            var vy = point.y - a
            var offset = 0.0
            let behindApex = vy < 0
            if behindApex {
                // Off the page: extrude the image of the apex line along y (continuous, z >= 0).
                offset = vy
                vy = 0
            }
            let distance = Double.hypot(vx, vy)
            let phi = Double.atan2(y: vx, x: vy)
            // The unit direction of the ruling through the point, from the apex.
            let ruling: SIMD3<Double>
            if phi < halfTurnAngle {
                let beta = phi / sinTheta
                let (sb, cb) = Double.sineAndCosine(beta)
                let lift = 1 - cb
                ruling = SIMD3(sinTheta * sb, 1 - sinTheta * sinTheta * lift, sinTheta * cosTheta * lift)
                normal = SIMD3(-cosTheta * sb, sinTheta * cosTheta * lift,
                               sinTheta * sinTheta + cosTheta * cosTheta * cb)
            } else {
                // Past the half-turn: the flap on the plane tangent along the half-turn ruling.
                let delta = phi - halfTurnAngle
                let (sd, cd) = Double.sineAndCosine(delta)
                ruling = SIMD3(-sd, cd * cosTwoTheta, cd * sinTwoTheta)
                normal = SIMD3(0, sinTwoTheta, -cosTwoTheta)
            }
            local = SIMD3(b + distance * ruling.x, a + distance * ruling.y + offset, distance * ruling.z)
            if behindApex {
                let n = SIMD2(-ruling.z, ruling.x)
                let length = Double.hypot(n.x, n.y)
                normal = SIMD3(n.x / length, 0, n.y / length)
            }
        }
        let c = cosRotation, s = sinRotation
        return (
            SIMD3(local.x * c - local.z * s, local.y, local.x * s + local.z * c),
            SIMD3(normal.x * c - normal.z * s, normal.y, normal.x * s + normal.z * c)
        )
    }

    /// The ruling structure: rays from ``apex``, curved for `φ` in `[0, π·sin θ]`; planar when
    /// `θ = π/2`.
    @inlinable
    public var meshSamplingHint: MeshSamplingHint {
        if coneAngle >= Double.pi / 2 { return .planar }
        return .rulingsThroughApex(apex: apex, bend: 0...halfTurnAngle, coneAngle: coneAngle)
    }
}

extension ConeDeformation {
    /// The largest angle of elevation, seen from the spine, of any point right of the spine
    /// (`x >= 0`) on the unrotated cone of half-angle `coneAngle`: `atan2(z, x)` over all such
    /// points, in radians, in `[0, π]`.
    ///
    /// Rotating the page by `ρ` about the spine keeps every such point at `z >= 0` exactly when
    /// this is at most `π - ρ`. It falls strictly from `π` (`θ = 0`, the crease folds the flap
    /// flat onto the left) to `0` (`θ = π/2`, flat); it is `π/2` at `θ = π/6`, where the
    /// half-turn ruling first appears on the page's side of the apex.
    public static func maximumElevation(coneAngle: Double) -> Double {
        let theta = coneAngle.isNaN ? Double.pi / 2 : Swift.min(Double.pi / 2, Swift.max(0, coneAngle))
        let (s, c) = Double.sineAndCosine(theta)
        if 2 * s >= 1 {
            // No flap for φ <= π/2: the steepest ruling is the one at φ = π/2, β = π/(2 sinθ).
            let halfBeta = Double.pi / (4 * s)
            return Double.atan2(y: c * Double.sin(halfBeta), x: Double.cos(halfBeta))
        }
        // The flap's steepest direction, at φ = π/2.
        let delta = Double.pi / 2 - Double.pi * s
        return Double.pi / 2 + Double.atan2(y: Double.sin(delta), x: Double.cos(delta) * 2 * s * c)
    }

    /// The smallest cone half-angle, in radians in `[0, π/2]`, that keeps every point right of the
    /// spine at `z >= 0` once the page is rotated by `rotation` (radians, clamped to `[0, π]`)
    /// about the spine: `0` for no rotation, `π/6` at a quarter-turn, `π/2` (flat) at a half-turn.
    ///
    /// ``init(apex:coneAngle:rotation:)`` raises its cone angle to this; a schedule that stays
    /// above it is never changed. Solved by bisection to full precision, rounded up.
    public static func minimumConeAngle(rotation: Double) -> Double {
        let rho = rotation.isNaN ? 0 : Swift.min(Double.pi, Swift.max(0, rotation))
        let limit = Double.pi - rho
        if maximumElevation(coneAngle: 0) <= limit { return 0 }
        var low = 0.0, high = Double.pi / 2
        // 64 halvings of [0, π/2] reach the spacing of doubles near π/2.
        for _ in 0..<64 {
            let middle = 0.5 * (low + high)
            if middle <= low || middle >= high { break }
            if maximumElevation(coneAngle: middle) <= limit { high = middle } else { low = middle }
        }
        return high
    }
}
