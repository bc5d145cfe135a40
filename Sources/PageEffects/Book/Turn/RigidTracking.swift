import PageGeometry
import RealModule

/// The rotation about the spine that shows a grabbed point of a rigid page under a finger.
enum RigidTracking {
    /// Samples of the angle on `[0, π]` before refining: 48 separate the (at most two) angles a
    /// perspective can show at one screen position by far more than the refinement needs.
    static let samples = 48
    /// Golden-section steps on the best sample interval: 0.618⁴⁰ ≈ 4e-9 of π/48, far below a
    /// visible fraction of a point on any page.
    static let refinementSteps = 40

    /// The angle in `[0, π]` whose rotated `grab` appears nearest `screenFinger` along the turn.
    ///
    /// - Parameters:
    ///   - grab: the grabbed material point, canonical page points (`grab.x > 0`).
    ///   - virtualFinger: the finger on the page plane, canonical page points.
    ///   - pageToScreen: canonical page → screen (placement, then the camera's projection), or
    ///     `nil` for the orthographic view, where the answer is `acos(finger.x / grab.x)`.
    ///   - turnDirection: the screen direction of canonical `+x` (unit), along which the
    ///     distance is measured: the page cannot follow the finger across the turn.
    static func angle(
        grab: SIMD2<Double>, virtualFinger: SIMD2<Double>, screenFinger: SIMD2<Double>,
        pageToScreen: Transform3D?, turnDirection: SIMD2<Double>
    ) -> Double {
        let reach = Swift.max(grab.x, 1e-9)
        let orthographic = Double.acos(Swift.min(Swift.max(virtualFinger.x / reach, -1), 1))
        guard let transform = pageToScreen else { return orthographic.isFinite ? orthographic : 0 }
        func error(_ angle: Double) -> Double {
            let p = SpineRotation(angle: angle).position(of: grab)
            let h = transform.applyHomogeneous(to: p)
            guard h.w > 0 else { return .infinity }
            let screen = SIMD2(h.x / h.w, h.y / h.w)
            let d = screen - screenFinger
            let along = d.x * turnDirection.x + d.y * turnDirection.y
            return along.isFinite ? along * along : .infinity
        }
        var best = 0, bestError = Double.infinity
        let step = Double.pi / Double(samples)
        for i in 0...samples {
            let e = error(Double(i) * step)
            if e < bestError { bestError = e; best = i }
        }
        guard bestError.isFinite else { return orthographic.isFinite ? orthographic : 0 }
        var lo = Double(Swift.max(best - 1, 0)) * step
        var hi = Double(Swift.min(best + 1, samples)) * step
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = hi - ratio * (hi - lo), b = lo + ratio * (hi - lo)
        var ea = error(a), eb = error(b)
        for _ in 0..<refinementSteps {
            if ea <= eb {
                hi = b; b = a; eb = ea
                a = hi - ratio * (hi - lo); ea = error(a)
            } else {
                lo = a; a = b; ea = eb
                b = lo + ratio * (hi - lo); eb = error(b)
            }
        }
        let result = (lo + hi) / 2
        return result.isFinite ? Swift.min(Swift.max(result, 0), Double.pi) : 0
    }
}
