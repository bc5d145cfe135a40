import PageGeometry
import RealModule

extension BookGeometry {
    /// The book's layout before its scale is known: what fitting it into the view needs.
    struct Layout {
        /// The view, points.
        var view: SIMD2<Double>
        /// Points kept free on every side.
        var margin: Double
        /// The book (one page or a spread) in unscaled book coordinates.
        var bookSize: SIMD2<Double>
        /// The canonical page size, points.
        var pageSize: SIMD2<Double>
        /// Canonical → unscaled book coordinates, per side.
        var recto: AffineTransform2D
        var verso: AffineTransform2D
        var spreads: Bool
        var binding: BookBinding

        /// Rotations about the spine sampled when checking that lifted pages fit (the projection
        /// of a page's fore edge swings smoothly with the angle; 96 steps of under 2° leave an
        /// error far below a point for any page and camera).
        static let angleSamples = 96
        /// Bisection steps for the scale: the fit's error is `2⁻³⁰` of the flat scale.
        static let bisectionSteps = 30
        /// A projected point this close to the eye (the divisor `1 - z/d`) counts as not fitting.
        static let nearestDivisor = 0.05

        /// The book's top-left corner in the view at `scale`: centred.
        func origin(scale s: Double) -> SIMD2<Double> { (view - s * bookSize) / 2 }

        /// The view less what lies beyond the spine of a single-page book at `scale`; `nil` for
        /// spreads.
        func clip(scale s: Double) -> Rect? {
            guard !spreads else { return nil }
            let origin = origin(scale: s), size = s * bookSize
            switch binding {
            case .left: return Rect(x: origin.x, y: 0, width: view.x - origin.x, height: view.y)
            case .right: return Rect(x: 0, y: 0, width: origin.x + size.x, height: view.y)
            case .top: return Rect(x: 0, y: origin.y, width: view.x, height: view.y - origin.y)
            }
        }

        /// The spine of a single-page book at `scale` as the boundary of what it clips (see
        /// ``clip(scale:)``); `nil` for spreads.
        func spineLine(scale s: Double) -> SpineLine? {
            guard !spreads else { return nil }
            let origin = origin(scale: s), size = s * bookSize
            switch binding {
            case .left: return SpineLine(axis: 0, position: origin.x, hidesBelow: true)
            case .right: return SpineLine(axis: 0, position: origin.x + size.x, hidesBelow: false)
            case .top: return SpineLine(axis: 1, position: origin.y, hidesBelow: true)
            }
        }

        /// The largest scale, at most `flatScale`, at which every page rotated about its spine
        /// projects through `camera` inside the view less the margins (and in front of the eye);
        /// `flatScale` itself when it already fits, a bisection otherwise.
        func largestScale(upTo flatScale: Double, camera: Camera) -> Double {
            if fits(scale: flatScale, camera: camera) { return flatScale }
            var low = 0.0, high = flatScale
            for _ in 0..<Self.bisectionSteps {
                let middle = (low + high) / 2
                if fits(scale: middle, camera: camera) { low = middle } else { high = middle }
            }
            return low > 0 ? low : flatScale
        }

        /// Whether the pages' reach fits the view at `scale` through `camera`.
        func fits(scale s: Double, camera: Camera) -> Bool {
            let origin = origin(scale: s)
            let fit = AffineTransform2D(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y)
            let spine = spineLine(scale: s)
            let centre = camera.vanishingPoint ?? view / 2
            let d = camera.eyeDistance
            let low = SIMD2(repeating: margin) - 1e-9, high = view - margin + 1e-9
            let w = pageSize.x
            for map in spreads ? [recto, verso] : [recto] {
                let toView = map.concatenating(fit)
                for step in 0...Self.angleSamples {
                    let angle = Double.pi * Double(step) / Double(Self.angleSamples)
                    let x = w * Double.cos(angle), z = s * w * Double.sin(angle)
                    let divisor = 1 - z / d
                    guard divisor > Self.nearestDivisor else { return false }
                    for y in [0, pageSize.y] {
                        let flat = toView.apply(to: SIMD2(x, y))
                        let seen = centre + (flat - centre) / divisor
                        if let spine, spine.hides(seen) { continue }
                        if seen.x < low.x || seen.y < low.y || seen.x > high.x || seen.y > high.y { return false }
                    }
                }
            }
            return true
        }
    }

    /// A single-page book's spine in the view: what lies beyond it is clipped.
    struct SpineLine {
        /// 0: a vertical line `x = position`; 1: a horizontal line `y = position`.
        var axis: Int
        var position: Double
        /// Whether the clipped side is below `position` (left of, or above, the spine).
        var hidesBelow: Bool

        /// Whether the view point `point` is clipped.
        func hides(_ point: SIMD2<Double>) -> Bool {
            hidesBelow ? point[axis] < position : point[axis] > position
        }
    }
}
