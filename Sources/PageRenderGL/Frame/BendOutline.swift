import PageEffects
import PageGeometry
import PageMath

/// A curl's bent surface, a cylinder or a cone, as seen from the eye: where its outline runs
/// where the paper turns away. Everything is in the page's canonical frame (points).
///
/// The smoothing variant of the frame shader measures, for each pixel, how far inside that
/// outline the eye's ray passes (`rayGap` in ``FrameShaderSource/bendGapFunctions``), and swells the
/// back's vertices that lie on it by a pixel, so that the pixels the outline covers in part from
/// outside are drawn. Those vertices are there because the mesh is cut along the outline's
/// rulings (``rulings(into:)``): both a cylinder's and a cone's outline run along rulings, the
/// lines whose tangent plane holds the eye.
struct BendOutline {
    /// The surface the paper wraps round.
    enum Shape: Equatable {
        /// A circular cylinder of this radius (points), curling toward `across` (unit, page plane:
        /// the bend parameter is the distance along it from the axis).
        case cylinder(radius: Double, across: SIMD2<Double>)
        /// A circular cone of half-angle θ, by its sine and cosine, on a page then turned about
        /// the spine by ρ (`turn`: sin ρ, cos ρ).
        case cone(sine: Double, cosine: Double, turn: SIMD2<Double>)
    }

    let shape: Shape
    /// A point of a cylinder's axis, or a cone's apex.
    let apex: SIMD3<Double>
    /// The axis, unit.
    let axis: SIMD3<Double>
    /// The eye (`w` 1), or the unit direction toward it (`w` 0).
    let eye: SIMD4<Double>

    /// The outline of `surface` seen from `eye` (canonical frame); `nil` for a surface that is
    /// neither a cylinder nor a cone, or one that does not bend (radius 0, a flat cone).
    init?(surface: PageSurface, eye: SIMD4<Double>) {
        switch surface {
        case .cylinder(let cylinder):
            let radius = cylinder.effectiveRadius
            guard radius > 0 else { return nil }
            shape = .cylinder(radius: radius, across: cylinder.curlDirection)
            apex = SIMD3(cylinder.axisPoint, radius)
            axis = SIMD3(cylinder.axisDirection, 0)
        case .cone(let cone):
            guard cone.coneAngle > 0, cone.coneAngle < Double.pi / 2 else { return nil }
            let (sine, cosine) = Double.sineAndCosine(cone.coneAngle)
            let (sinRho, cosRho) = Double.sineAndCosine(cone.rotation)
            shape = .cone(sine: sine, cosine: cosine, turn: SIMD2(sinRho, cosRho))
            // The axis leans θ up from +y at the apex (B, A, 0); the page is then turned about
            // the spine by ρ (ConeDeformation).
            apex = SIMD3(cone.apex.x * cosRho, cone.apex.y, cone.apex.x * sinRho)
            axis = SIMD3(-sine * sinRho, cosine, sine * cosRho)
        case .flat, .spineRotation:
            return nil
        }
        self.eye = eye
    }

    /// Appends the bend parameters (the `s` or `φ` of the surface's ``MeshSamplingHint``) of the
    /// rulings along which the paper turns away from the eye, those within the bend.
    func rulings(into rulings: inout [Double]) {
        let toEye = SIMD3(eye.x, eye.y, eye.z) - (eye.w == 0 ? .zero : apex)
        switch shape {
        case .cylinder(let radius, let across):
            // Round the axis at angle t from the page, the paper lies at R·(sin t, -cos t) from
            // the axis (across it, up) with front normal (-sin t, cos t): it turns away from an
            // eye E where n · (E - P) = 0, i.e. -sin t·Ex + cos t·Ez + R = 0 (E from the axis), or
            // from a direction e where -sin t·ex + cos t·ez = 0.
            let x = toEye.x * across.x + toEye.y * across.y
            let k = eye.w == 0 ? 0 : -radius
            Self.forEachAngle(cosine: toEye.z, sine: -x, equal: k) { angle in
                if angle <= Double.pi { rulings.append(angle * radius) }
            }
        case .cone(let sine, let cosine, let turn):
            // Before the turn about the spine, the front normal along the ruling at β is
            // (-cosθ·sinβ, sinθ·cosθ·(1 - cosβ), sin²θ + cos²θ·cosβ), and every ruling passes the
            // apex: n · D = 0 for D the eye less the apex (or the direction), turned back.
            let (sinRho, cosRho) = (turn.x, turn.y)
            let d = SIMD3(toEye.x * cosRho + toEye.z * sinRho, toEye.y, -toEye.x * sinRho + toEye.z * cosRho)
            let constant = sine * cosine * d.y + sine * sine * d.z
            Self.forEachAngle(cosine: cosine * cosine * d.z - sine * cosine * d.y, sine: -cosine * d.x,
                              equal: -constant) { angle in
                if angle < Double.pi { rulings.append(angle * sine) }
            }
        }
    }

    /// Calls `body` with each angle `t` in `[0, 2π)` at which `a·cos t + b·sin t = k` (`a`, `b`
    /// given as `cosine` and `sine`): none, one or two, without building an array.
    static func forEachAngle(cosine a: Double, sine b: Double, equal k: Double, _ body: (Double) -> Void) {
        let length = (a * a + b * b).squareRoot()
        guard length > 0, length.isFinite, abs(k) <= length else { return }
        let phase = Double.atan2(y: b, x: a)
        let spread = Double.acos(k / length)
        let turn = 2 * Double.pi
        func wrapped(_ t: Double) -> Double {
            let r = t.truncatingRemainder(dividingBy: turn)
            return r < 0 ? r + turn : r
        }
        body(wrapped(phase - spread))
        if spread > 0 { body(wrapped(phase + spread)) }
    }
}
