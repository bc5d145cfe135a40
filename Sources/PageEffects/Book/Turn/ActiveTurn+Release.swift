import PageGeometry

extension ActiveTurn {
    /// Where the leaf goes when the finger lets go of it at `pose`, the pose moving at `velocity`.
    ///
    /// `finger` is the finger's velocity on the page plane at the release (a quadratic fit of its
    /// recent samples) and `travel` its average over the same window (a line fit), both in page
    /// points per second. A rubber band always falls back. A flick faster than
    /// ``BookSettings/flickSpeed`` decides by its direction alone, when the finger's way over the
    /// window went that way too: the quadratic fit follows a finger speeding up as it lifts, but
    /// a fast drag that stops short reads as a flick back at the stop (a fully turned page fell
    /// back when the stop's events came in a burst). Otherwise a free curl with snapping points
    /// goes to the rest nearest where its grabbed point would travel in
    /// ``BookSettings/projectionTime`` (distances to a snapping point divided by its weight),
    /// and any other turn completes when its progress carried on as long would be past half way.
    func releaseTarget(
        pose: TurnPose, velocity: TurnPose, finger: SIMD2<Double>, travel: SIMD2<Double>,
        pageSize: SIMD2<Double>, settings: BookSettings, snappingPoints: [CurlSnappingPoint]
    ) -> Target {
        if info.isRubberBand { return .cancel }
        let along = reversed ? finger.x : -finger.x, went = reversed ? travel.x : -travel.x
        if along > settings.flickSpeed && went > 0 { return .complete }
        if along < -settings.flickSpeed && went < 0 { return .cancel }
        let tau = settings.projectionTime
        if drive.isFree, info.style == .curl, !snappingPoints.isEmpty {
            // Compare where the grabbed point would travel with where it lies at each rest.
            let projected = pose.finger + velocity.finger * tau
            let g = pose.grab
            let flat = g, over = SIMD2(-g.x, g.y)
            var best: Target = .cancel
            var bestScore = projected.distance(to: reversed ? over : flat)
            let completeScore = projected.distance(to: reversed ? flat : over)
            if completeScore < bestScore { best = .complete; bestScore = completeScore }
            for (index, point) in snappingPoints.enumerated() {
                guard point.weight > 0, point.weight.isFinite, point.rest(pageSize: pageSize) != nil else { continue }
                let q = point.deformation.position(of: g)
                let score = projected.distance(to: SIMD2(q.x, q.y)) / point.weight
                if score < bestScore { best = .snap(index); bestScore = score }
            }
            return best
        }
        let rate = drive.progressRate(at: pose, velocity: velocity)
        let speed = reversed ? -rate : rate
        let projected = progress(at: pose) + (speed.isFinite ? speed : 0) * tau
        return projected >= 0.5 ? .complete : .cancel
    }
}
