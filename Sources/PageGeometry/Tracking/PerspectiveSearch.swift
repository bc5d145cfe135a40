import PageMath

/// The searches behind ``CurlTracker/solve(grab:screenFinger:pageToScreen:near:)``: exact
/// placements along the finger's line of sight, least squares for unreachable fingers, and the
/// reachable region's edge. Allocation-free.
struct PerspectiveSearch {
    /// Samples of the height along the finger's line of sight when looking for exact placements.
    /// Each bracket between samples is then refined by bisection; 64 samples separate the (at
    /// most two or three) placements a perspective can show at one screen point.
    static let heightSamples = 64

    /// Bisection steps refining a placement's height or the edge's crossing: 2⁻⁶⁰ ≈ 1e-18 of the
    /// bracket, double precision from any bracket up to the page size.
    static let bisectionSteps = 60

    /// Relative screen residual at which the least-squares iteration stops: about a thousand
    /// ulps of the screen coordinates, where rounding leaves nothing more to gain.
    static let screenConvergence = 1e-13

    /// Cap on Levenberg–Marquardt iterations (each costs five orthographic solves); the iteration
    /// normally stops on convergence or on ``minimumGain`` long before.
    static let maximumIterations = 100

    /// Relative decrease of the screen error below which the least-squares iteration stops:
    /// creeping along a shallow valley gains nothing visible.
    static let minimumGain = 1e-6

    /// Finite-difference step for the Jacobian, relative to the page's larger side: about the cube
    /// root of the machine epsilon, where central differences balance truncation and rounding.
    static let jacobianStep = 1e-5

    /// Samples along each arc of the reachable region's edge; each best interval is then refined
    /// by golden section.
    static let edgeSamples = 128

    /// Golden-section steps refining a point of the edge: 0.618⁶⁰ ≈ 3e-13 of a sample interval.
    static let goldenSteps = 60

    /// A candidate placement and where it shows the grab.
    struct Trial {
        var solution: CurlTracker.Solution
        /// The grab's screen point, `nil` at or behind the eye.
        var screen: SIMD2<Double>?
        /// Screen distance from the finger (`+∞` when not seen).
        var error: Double
        /// The grab's height above the page plane, points.
        var height: Double
    }

    let tracker: CurlTracker
    /// The grab, already clamped into the page.
    let grab: SIMD2<Double>
    let screenFinger: SIMD2<Double>
    let transform: Transform3D

    /// The orthographic solution for finger `f` and where it shows the grab.
    func evaluate(_ f: SIMD2<Double>) -> Trial {
        let solution = tracker.solve(grab: grab, finger: f)
        let position = solution.deformation.position(of: solution.grab)
        guard let screen = CurlTracker.project(position, transform) else {
            return Trial(solution: solution, screen: nil, error: .infinity, height: position.z)
        }
        return Trial(
            solution: solution, screen: screen,
            error: ReachableRegion.length(screen - screenFinger), height: position.z)
    }

    /// Distance of a trial's orthographic finger from `point`.
    func distance(_ trial: Trial, _ point: SIMD2<Double>) -> Double {
        ReachableRegion.length(trial.solution.finger - point)
    }

    /// The public result for a trial: tracked within tolerance, otherwise (or when forced)
    /// clamped.
    func result(
        _ trial: Trial, iterations: Int, forceClamped: Bool = false
    ) -> CurlTracker.PerspectiveSolution {
        var solution = trial.solution
        let tracked = trial.error <= CurlTracker.screenTolerance && !forceClamped
        if !tracked { solution.isClamped = true }
        return CurlTracker.PerspectiveSolution(
            solution: solution, screenFinger: screenFinger,
            screenPoint: trial.screen ?? screenFinger,
            screenError: trial.error.isFinite ? trial.error : .greatestFiniteMagnitude,
            status: tracked ? .tracked : .clamped, iterations: iterations)
    }

    // MARK: - Line of sight

    /// A point of the line of sight at height `z`: its trial, the lift's excess `height − z`
    /// (zero at an exact placement), and whether the finger there is reachable.
    struct Sample {
        var z: Double
        var trial: Trial
        var excess: Double
        var inside: Bool
    }

    /// The line of sight at height `z`, or `nil` where it is behind the eye.
    func sample(_ z: Double) -> Sample? {
        guard let f = try? CurlTracker.pagePoint(under: screenFinger, height: z, transform: transform) else {
            return nil
        }
        let trial = evaluate(f)
        return Sample(z: z, trial: trial, excess: trial.height - z, inside: !trial.solution.isClamped)
    }

    /// The highest the grab can be: no farther above the page than from a spine end.
    var topHeight: Double {
        Swift.min(ReachableRegion.length(grab), ReachableRegion.length(grab - SIMD2(0, tracker.pageSize.y)))
    }

    /// The line-of-sight sample that shows the grab nearest the finger (a start for least squares).
    var bestOnLineOfSight: Trial? {
        var best: Trial? = nil
        for k in 0...Self.heightSamples {
            guard let s = sample(topHeight * Double(k) / Double(Self.heightSamples)) else { continue }
            if s.trial.error < (best?.error ?? .infinity) { best = s.trial }
        }
        return best
    }

    /// Among the exact placements on the line of sight (reachable orthographic finger `f(z)`
    /// lifting the grab to height `z`), the one whose orthographic finger is nearest `anchor`.
    func exactPlacement(nearest anchor: SIMD2<Double>) -> Trial? {
        var chosen: Trial? = nil
        func offer(_ s: Sample?) {
            guard let s, s.inside, s.trial.error <= CurlTracker.screenTolerance else { return }
            if chosen.map({ distance(s.trial, anchor) < distance($0, anchor) }) ?? true { chosen = s.trial }
        }
        var previous: Sample? = nil
        for k in 0...Self.heightSamples {
            guard let current = sample(topHeight * Double(k) / Double(Self.heightSamples)) else {
                previous = nil
                continue
            }
            defer { previous = current }
            guard let before = previous, before.inside || current.inside else { continue }
            var low = before, high = current
            if before.inside != current.inside {
                // The line crosses the region's edge here. The region is convex and the line
                // straight, so its inside part is one interval: find the edge, then bracket
                // between it and the inside sample.
                var a = before, b = current
                for _ in 0..<Self.bisectionSteps {
                    guard let m = sample(0.5 * (a.z + b.z)) else { break }
                    if m.inside == a.inside { a = m } else { b = m }
                }
                low = a.inside ? a : b
                high = before.inside ? before : current
            }
            guard (low.excess <= 0) != (high.excess <= 0) else { continue }
            for _ in 0..<Self.bisectionSteps {
                guard let m = sample(0.5 * (low.z + high.z)), m.inside else { break }
                if (m.excess <= 0) == (low.excess <= 0) { low = m } else { high = m }
            }
            offer(low)
            offer(high)
        }
        return chosen
    }

    // MARK: - Least squares

    /// Levenberg–Marquardt on the screen residual over orthographic fingers, from `start`:
    /// Newton's method where the finger is reachable (quadratic convergence to an exact placement)
    /// and a descent along the reachable region's edge where it is not. Returns the best trial and
    /// the iterations used.
    func leastSquares(from start: Trial) -> (Trial, Int) {
        var current = start
        var finger = current.solution.finger
        let target = Self.screenConvergence * Swift.max(
            1, abs(screenFinger.x), abs(screenFinger.y), ReachableRegion.length(tracker.pageSize))
        let step = Self.jacobianStep * tracker.scale
        var damping = 0.0
        var iterations = 0
        while iterations < Self.maximumIterations, current.error > target, let screen = current.screen {
            iterations += 1
            // Central-difference Jacobian of the screen point with respect to the finger.
            guard let xPlus = evaluate(finger + SIMD2(step, 0)).screen,
                  let xMinus = evaluate(finger - SIMD2(step, 0)).screen,
                  let yPlus = evaluate(finger + SIMD2(0, step)).screen,
                  let yMinus = evaluate(finger - SIMD2(0, step)).screen
            else { break }
            let jx = (xPlus - xMinus) / (2 * step), jy = (yPlus - yMinus) / (2 * step)
            let residual = screen - screenFinger
            // Normal equations (JᵀJ + λ·I)·δ = −Jᵀr.
            let a11 = CurlTracker.dot(jx, jx), a12 = CurlTracker.dot(jx, jy), a22 = CurlTracker.dot(jy, jy)
            let b1 = -CurlTracker.dot(jx, residual), b2 = -CurlTracker.dot(jy, residual)
            let magnitude = Swift.max(a11, a22, .leastNormalMagnitude)
            var improved = false
            for _ in 0..<30 {
                let lambda = damping * magnitude
                let det = (a11 + lambda) * (a22 + lambda) - a12 * a12
                if det > 1e-14 * magnitude * magnitude {
                    let delta = SIMD2(
                        (b1 * (a22 + lambda) - a12 * b2) / det, ((a11 + lambda) * b2 - a12 * b1) / det)
                    let trial = evaluate(finger + delta)
                    if trial.error < current.error {
                        let gain = current.error - trial.error
                        // Continue from the effective finger: outside the region the screen
                        // point does not move, and the iteration would stall there.
                        finger = trial.solution.finger
                        current = trial
                        damping = damping < 1e-9 ? 0 : damping / 10
                        improved = gain > Self.minimumGain * current.error
                        break
                    }
                }
                damping = damping == 0 ? 1e-9 : damping * 10
            }
            if !improved { break }
        }
        return (current, iterations)
    }

    // MARK: - The reachable region's edge

    /// The orthographic finger on the reachable region's edge that shows the grab nearest the
    /// finger: the best of ``edgeSamples`` points on each of the edge's two arcs (about the
    /// spine's top and bottom ends, from the grab to its mirror image), refined by golden section.
    func nearestEdgePoint() -> SIMD2<Double> {
        // The lens itself (uncut): the tracker moves points of its arcs next to the grab onto the cuts.
        let region = ReachableRegion(grab: grab, pageSize: tracker.pageSize, cutAngle: 0)
        var bestPoint = grab
        var bestError = evaluate(grab).error
        for arc in 0..<2 {
            // About the top end the arc runs through angle π/2 (toward the bottom end); about the
            // bottom end, through −π/2.
            let centre = arc == 0 ? region.topEnd : region.bottomEnd
            let radius = arc == 0 ? region.topRadius : region.bottomRadius
            let from = Double.atan2(y: grab.y - centre.y, x: grab.x - centre.x)
            let to = (arc == 0 ? Double.pi : -Double.pi) - from
            func point(_ t: Double) -> SIMD2<Double> {
                let angle = from + (to - from) * t
                return centre + radius * SIMD2(Double.cos(angle), Double.sin(angle))
            }
            func error(_ t: Double) -> Double { evaluate(point(t)).error }
            var bestT = 0.0, bestArcError = Double.infinity
            for k in 0...Self.edgeSamples {
                let t = Double(k) / Double(Self.edgeSamples)
                let e = error(t)
                if e < bestArcError { bestArcError = e; bestT = t }
            }
            let width = 1 / Double(Self.edgeSamples)
            var low = Swift.max(0, bestT - width), high = Swift.min(1, bestT + width)
            let ratio = (5.0.squareRoot() - 1) / 2
            var left = high - ratio * (high - low), right = low + ratio * (high - low)
            var leftError = error(left), rightError = error(right)
            for _ in 0..<Self.goldenSteps {
                if leftError <= rightError {
                    high = right; right = left; rightError = leftError
                    left = high - ratio * (high - low); leftError = error(left)
                } else {
                    low = left; left = right; leftError = rightError
                    right = low + ratio * (high - low); rightError = error(right)
                }
            }
            func keep(_ t: Double, _ e: Double) {
                if e < bestError { bestError = e; bestPoint = point(t) }
            }
            keep(left, leftError)
            keep(right, rightError)
            keep(bestT, bestArcError)
        }
        return bestPoint
    }
}
