extension CurlTracker {
    /// The result of tracking a finger given in screen coordinates under a perspective.
    public struct PerspectiveSolution: Hashable, Sendable {
        /// How well the grabbed point was put under the screen finger.
        public enum Status: Hashable, Sendable {
            /// The grabbed point appears under the finger, within ``CurlTracker/screenTolerance``.
            case tracked
            /// The page cannot put the grabbed point under the finger: the placement returned is
            /// the reachable one found whose grabbed point appears nearest the finger on screen
            /// (the nearest point of the reachable region's edge, or a nearer lifted placement
            /// found by local minimisation), and its ``Solution/isClamped`` is set.
            case clamped
        }

        /// The orthographic solution that was found: its ``Solution/finger`` is the orthographic
        /// finger (canonical page coordinates, the grabbed point's x and y) that puts the grabbed
        /// point under the screen finger. Pass it as the next frame's `near` hint.
        public var solution: Solution
        /// The screen finger as requested (screen coordinates of the transform's output).
        public var screenFinger: SIMD2<Double>
        /// Where the grabbed point appears on screen.
        public var screenPoint: SIMD2<Double>
        /// `|screenPoint − screenFinger|`, in screen units.
        public var screenError: Double
        /// Whether the finger was tracked or could not be reached.
        public var status: Status
        /// Levenberg–Marquardt iterations used: polishing an exact placement (0 when already
        /// converged), or descending toward the nearest placement of an unreachable finger.
        public var iterations: Int

        /// Creates a perspective solution from its parts (normally made by ``CurlTracker``).
        public init(
            solution: Solution, screenFinger: SIMD2<Double>, screenPoint: SIMD2<Double>,
            screenError: Double, status: Status, iterations: Int
        ) {
            self.solution = solution
            self.screenFinger = screenFinger
            self.screenPoint = screenPoint
            self.screenError = screenError
            self.status = status
            self.iterations = iterations
        }

        /// The cylinder to draw.
        public var deformation: CylinderDeformation { solution.deformation }
    }

    /// Screen distance (in the transform's output units) below which a screen finger counts as
    /// tracked. Exact placements are found to about 1e-12; 1e-4 is far below the 0.25 px any
    /// display can show yet far above rounding, so it separates "tracked" from "clamped" cleanly.
    public static let screenTolerance = 1e-4

    /// Tracks a finger given in **screen coordinates**: the cylinder whose grabbed point appears
    /// under `screenFinger` when the page is drawn through `pageToScreen`.
    ///
    /// - Parameters:
    ///   - grab: The grabbed material point, canonical page coordinates (points); clamped into
    ///     the page as in ``solve(grab:finger:)``. A NaN coordinate leaves the page at rest
    ///     (status ``PerspectiveSolution/Status-swift.enum/clamped``).
    ///   - screenFinger: The finger on screen, in the output units of `pageToScreen`.
    ///   - pageToScreen: Maps canonical page coordinates (x, y, z; z toward the viewer) to the
    ///     screen, with Core Animation's semantics: row vectors, perspective through `m34`,
    ///     division by `w`. Only points in front of the eye (`w > 0`) count as seen.
    ///   - hint: An orthographic finger (canonical page coordinates) to stay near, normally the
    ///     previous frame's `solution.finger`. Under perspective one screen point can show the
    ///     grabbed point at two heights of the curl; the placement whose orthographic finger is
    ///     nearest `hint` is returned, so a drag follows one branch. `nil` (the default) means the
    ///     page point under the finger on the flat page.
    /// - Returns: The solution, its screen point and error, and whether the finger was tracked
    ///   (``PerspectiveSolution/Status-swift.enum/tracked``: within ``screenTolerance``) or could
    ///   not be reached (``PerspectiveSolution/Status-swift.enum/clamped``: the reachable
    ///   placement whose grab appears nearest the finger).
    /// - Throws: ``CurlTrackerError/nonFiniteFinger`` for a NaN or infinite screen finger,
    ///   ``CurlTrackerError/degenerateProjection`` when the page plane does not map one-to-one,
    ///   ``CurlTrackerError/fingerBeyondHorizon`` when the finger's line of sight misses the
    ///   page plane in front of the eye.
    ///
    /// The grabbed point must lie on the finger's line of sight. Parametrised by height `z`, that
    /// line crosses the plane `z` at one orthographic finger `f(z)`, and a placement is exact when
    /// the orthographic solution for `f(z)` is unclamped and lifts the grab to height `z`: a
    /// one-dimensional root, bracketed by sampling, refined by bisection and polished by Newton's
    /// method (exact to about 1e-12 in screen units). When there is none the finger is
    /// unreachable: the reachable region's edge is searched, and a damped Newton
    /// (Levenberg–Marquardt) iteration minimises the screen distance from the best point on the
    /// line of sight; the nearer of the two is returned. See <doc:FingerTracking>.
    public func solve(
        grab: SIMD2<Double>, screenFinger: SIMD2<Double>, pageToScreen: Transform3D,
        near hint: SIMD2<Double>? = nil
    ) throws(CurlTrackerError) -> PerspectiveSolution {
        guard screenFinger.x.isFinite, screenFinger.y.isFinite else { throw .nonFiniteFinger }
        let base = try Self.pagePoint(under: screenFinger, transform: pageToScreen)
        let start = solve(grab: grab, finger: base)
        let search = PerspectiveSearch(
            tracker: self, grab: start.grab, screenFinger: screenFinger, transform: pageToScreen)
        if grab.x.isNaN || grab.y.isNaN {
            // As in the orthographic solve: a NaN grab leaves the page at rest.
            var trial = search.evaluate(start.grab)
            trial.solution = start
            return search.result(trial, iterations: 0, forceClamped: true)
        }
        let anchor = hint.flatMap { $0.x.isFinite && $0.y.isFinite ? $0 : nil } ?? base

        // 1. Exact placements: on the line of sight, and (with a hint) by Newton from the hint,
        //    which follows the branch the hint is on.
        var chosen = search.exactPlacement(nearest: anchor)
        if let hint = anchor == base ? nil : anchor {
            let (newton, _) = search.leastSquares(from: search.evaluate(hint))
            if newton.error <= Self.screenTolerance,
               chosen.map({ search.distance(newton, anchor) < search.distance($0, anchor) }) ?? true
            {
                chosen = newton
            }
        }
        if let chosen {
            // Newton from there removes what bisection's last bracket left (a few ulps more).
            let (polished, iterations) = search.leastSquares(from: chosen)
            return search.result(polished.error < chosen.error ? polished : chosen, iterations: iterations)
        }

        // 2. Unreachable. The nearest placement on screen often has its orthographic finger on
        //    the reachable region's edge; but a lifted placement inside can look nearer under
        //    perspective, so also polish the best interior candidate by least squares, and keep
        //    the better of the two.
        let onEdge = search.evaluate(search.nearestEdgePoint())
        let naive = search.evaluate(base)
        let descentStart = search.bestOnLineOfSight.map { $0.error < naive.error ? $0 : naive } ?? naive
        let (polished, iterations) = search.leastSquares(from: descentStart)
        return search.result(onEdge.error <= polished.error ? onEdge : polished, iterations: iterations)
    }

    // MARK: - Projection helpers

    /// The 2-D dot product.
    static func dot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { a.x * b.x + a.y * b.y }

    /// Where a 3-D point appears on screen (division by `w`), or `nil` at or behind the eye.
    static func project(_ point: SIMD3<Double>, _ transform: Transform3D) -> SIMD2<Double>? {
        let h = transform.applyHomogeneous(to: point)
        guard h.w > 0, h.x.isFinite, h.y.isFinite else { return nil }
        return SIMD2(h.x / h.w, h.y / h.w)
    }

    /// Relative size below which a determinant counts as zero when inverting the page plane's
    /// projection: far above rounding (1e-16), far below any page seen at a visible angle.
    static let projectionSingularity = 1e-12

    /// The point `(x, y)` of the plane `z = height` (canonical page coordinates) that appears at
    /// `screen`: where the finger's line of sight crosses that plane.
    static func pagePoint(
        under screen: SIMD2<Double>, height: Double = 0, transform t: Transform3D
    ) throws(CurlTrackerError) -> SIMD2<Double> {
        // On z = 0 the transform is the homography (x, y, 1) ↦ (x, y, 1)·H, H = rows 1, 2, 4 and
        // columns 1, 2, 4 of the matrix.
        let (h11, h12, h13) = (t.m11, t.m12, t.m14)
        let (h21, h22, h23) = (t.m21, t.m22, t.m24)
        let (h31, h32, h33) = (t.m41, t.m42, t.m44)
        let planeScale = Swift.max(
            Swift.max(abs(h11), abs(h12), abs(h13)), Swift.max(abs(h21), abs(h22), abs(h23)),
            Swift.max(abs(h31), abs(h32), abs(h33)))
        guard planeScale.isFinite, t.m31.isFinite, t.m32.isFinite, t.m34.isFinite else {
            throw .degenerateProjection
        }
        let planeDet = h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31)
            + h13 * (h21 * h32 - h22 * h31)
        let cube = planeScale * planeScale * planeScale
        guard planeScale > 0, abs(planeDet) > projectionSingularity * cube else {
            throw .degenerateProjection
        }
        // X − sx·W = 0 and Y − sy·W = 0 with X = x·m11 + y·m21 + z·m31 + m41, W = x·m14 + y·m24
        // + z·m34 + m44 (and Y likewise), linear in x and y.
        let z = height
        let w0 = z * t.m34 + t.m44
        let a11 = t.m11 - screen.x * t.m14, a12 = t.m21 - screen.x * t.m24
        let b1 = screen.x * w0 - (z * t.m31 + t.m41)
        let a21 = t.m12 - screen.y * t.m14, a22 = t.m22 - screen.y * t.m24
        let b2 = screen.y * w0 - (z * t.m32 + t.m42)
        let det = a11 * a22 - a12 * a21
        guard abs(det) > projectionSingularity * Swift.max(abs(a11 * a22), abs(a12 * a21)) else {
            throw .fingerBeyondHorizon
        }
        let point = SIMD2((b1 * a22 - a12 * b2) / det, (a11 * b2 - b1 * a21) / det)
        let w = point.x * t.m14 + point.y * t.m24 + w0
        guard point.x.isFinite, point.y.isFinite, w > 0 else { throw .fingerBeyondHorizon }
        return point
    }
}
