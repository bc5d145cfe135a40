import PageGeometry
import PageMath

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
        /// The pixel grid the book's corner is snapped to (view points), once the scale is fixed;
        /// `nil` while fitting.
        var pixelGrid: Double?

        /// Rotations about the spine sampled for the rigid turn: quarter-degree steps (the fore
        /// edge's projection swings smoothly with the angle, so a step's error is a small
        /// fraction of a point).
        static let angleSamples = 720
        /// Points sampled along each edge of a page on a turn surface, corners included.
        static let edgeSamples = 5
        /// A projected point this close to the eye (the divisor `1 - z/d`) counts as not fitting.
        static let nearestDivisor = 0.05
        /// Rounds of "which points the spine clip hides at this scale" (each can only uncover
        /// more points as the scale shrinks, so a few settle it).
        static let clipRounds = 12

        /// The book's top-left corner in the view at `scale`: centred, then moved to the nearest
        /// pixel boundary when there is a ``pixelGrid``.
        func origin(scale s: Double) -> SIMD2<Double> {
            let centred = (view - s * bookSize) / 2
            guard let grid = pixelGrid else { return centred }
            return (centred / grid).rounded(.toNearestOrAwayFromZero) * grid
        }

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

        /// The canonical points (page points, z up) a turning page of `pageSize` reaches: its
        /// corners rotated rigidly about the spine through `[0, π]`, and its edges on every one
        /// of `turnSurfaces`. They do not depend on the scale, so the fit computes them once.
        static func reach(pageSize: SIMD2<Double>, turnSurfaces: [PageSurface]) -> [SIMD3<Double>] {
            let w = pageSize.x, h = pageSize.y
            var points: [SIMD3<Double>] = []
            points.reserveCapacity(2 * (angleSamples + 1) + 4 * edgeSamples * turnSurfaces.count)
            for step in 0...angleSamples {
                let angle = Double.pi * Double(step) / Double(angleSamples)
                let x = w * Double.cos(angle), z = w * Double.sin(angle)
                points.append(SIMD3(x, 0, z))
                points.append(SIMD3(x, h, z))
            }
            for surface in turnSurfaces {
                for index in 0..<edgeSamples {
                    let f = Double(index) / Double(edgeSamples - 1)
                    for point in [SIMD2(f * w, 0), SIMD2(f * w, h), SIMD2(0, f * h), SIMD2(w, f * h)] {
                        let p = surface.surface(at: point).position
                        if p.x.isFinite, p.y.isFinite, p.z.isFinite { points.append(p) }
                    }
                }
            }
            return points
        }

        /// The largest scale, at most `flatScale`, at which every point of `reach` (canonical),
        /// on each side the book shows, projects through `camera` inside the view less the
        /// margins and in front of the eye, except what the spine clip hides.
        ///
        /// With the book centred, a view coordinate of a canonical point `p` at scale `s` is
        /// `c + (e + s·a) / (1 - s·z/d)`: `c` the vanishing point, `e` the view centre's offset
        /// from it, `a` the point's offset from the book's centre (unscaled), `d` the eye
        /// distance. Keeping it at most `V/2 - margin` from the view centre on either side is
        /// linear in `s`: `s · (±a + z·(room from c to that edge)/d) <= V/2 - margin`, one
        /// upper bound on `s` a point, side and edge. What the spine clip hides depends on `s`,
        /// and only uncovers points as `s` shrinks: a few rounds settle it.
        func largestScale(upTo flatScale: Double, reach: [SIMD3<Double>], camera: Camera) -> Double {
            var s = flatScale
            for _ in 0..<Self.clipRounds {
                let bound = scaleBound(at: s, reach: reach, camera: camera)
                guard bound < s else { break }
                s = bound
            }
            return s > 0 && s.isFinite ? s : flatScale
        }

        /// The smallest upper bound on the scale given by the points of `reach` visible at scale `s`.
        private func scaleBound(at s: Double, reach: [SIMD3<Double>], camera: Camera) -> Double {
            let centre = camera.vanishingPoint ?? view / 2
            let d = camera.eyeDistance
            let offset = view / 2 - centre                                // e
            let room = view / 2 - margin                                  // V/2 - margin
            let towardHigh = view - margin - centre, towardLow = centre - margin
            let spine = spineLine(scale: s)
            var bound = Double.infinity
            for map in spreads ? [recto, verso] : [recto] {
                for point in reach {
                    let m = map.apply(to: SIMD2(point.x, point.y))
                    let a = m - bookSize / 2
                    let divisor = 1 - s * point.z / d
                    if let spine {
                        let seen = centre + (offset + s * a) / Swift.max(divisor, Self.nearestDivisor)
                        if spine.hides(seen) { continue }
                    }
                    if point.z > 0 { bound = Swift.min(bound, (1 - Self.nearestDivisor) * d / point.z) }
                    for axis in 0..<2 {
                        let high = a[axis] + point.z * towardHigh[axis] / d
                        let low = -a[axis] + point.z * towardLow[axis] / d
                        if high > 0 { bound = Swift.min(bound, room[axis] / high) }
                        if low > 0 { bound = Swift.min(bound, room[axis] / low) }
                    }
                }
            }
            return bound
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
