import PageGeometry

extension DragTrack {
    /// The virtual finger (canonical) for the finger at page-plane point `c` of `turn`'s side:
    /// the hold's map (``anchorVirtual`` plus the finger's way, scaled by ``scaleX`` across the
    /// page), resisted by `rubberBand` past either end of the book.
    func virtualFinger(at c: SIMD2<Double>, of turn: ActiveTurn, rubberBand: RubberBand, width: Double) -> SIMD2<Double> {
        var v = anchorVirtual + SIMD2((c.x - anchorPlane.x) * scaleX, c.y - anchorPlane.y)
        if turn.info.isRubberBand {
            let sign: Double = turn.reversed ? -1 : 1
            let total = pullOffset + sign * (anchorVirtual.x - v.x)
            v.x = restX - sign * rubberBand.displacement(pull: total, width: width)
        }
        return v
    }

    /// Rests the rubber band of `turn` where ``grab`` lies flat, taking over the pull already in
    /// the page (a page caught on its way back).
    mutating func resumePull(of turn: ActiveTurn, rubberBand: RubberBand, width: Double) {
        restX = turn.reversed ? -grab.x : grab.x
        let sign: Double = turn.reversed ? -1 : 1
        pullOffset = rubberBand.pull(forDisplacement: sign * (restX - anchorVirtual.x), width: width)
    }

    /// How the rigid page of `side` held at ``grab`` follows the finger through `camera`'s
    /// perspective in `geometry`: the one kept in ``rigidTracking`` while the grab and the view
    /// are the same, else made anew and kept.
    mutating func rigidTracking(side: BookSide, geometry: BookGeometry, camera: Camera) -> RigidTracking {
        let projection = geometry.pageToScreen(side: side, camera: camera)
        if let kept = rigidTracking, kept.grab == grab, kept.pageToScreen == projection { return kept }
        let made = RigidTracking(grab: grab, side: side, geometry: geometry, camera: camera)
        rigidTracking = made
        return made
    }
}

extension RigidTracking {
    /// How a rigid page of `side` of the book laid out by `geometry`, held at `grab`, follows
    /// the finger seen through `camera`.
    init(grab: SIMD2<Double>, side: BookSide, geometry: BookGeometry, camera: Camera) {
        self.init(
            grab: grab, pageToScreen: geometry.pageToScreen(side: side, camera: camera),
            turnDirection: geometry.screenUnit(side: side).direction)
    }
}

extension CurlTracker {
    /// The cylinder that shows the material point `grab` of `side`'s page under the virtual
    /// finger `v` (canonical): seen through `camera` when `perspective` (the screen solve,
    /// starting near `hint`; the page-plane solve when that fails), else straight from above.
    func solve(
        grab: SIMD2<Double>, virtualFinger v: SIMD2<Double>, side: BookSide, geometry: BookGeometry, camera: Camera,
        perspective: Bool, hint: SIMD2<Double>?
    ) -> Solution {
        if perspective, let seen = try? solve(
            grab: grab, screenFinger: geometry.viewMap(for: side).apply(to: v),
            pageToScreen: geometry.pageToScreen(side: side, camera: camera), near: hint) {
            return seen.solution
        }
        return solve(grab: grab, finger: v)
    }
}
