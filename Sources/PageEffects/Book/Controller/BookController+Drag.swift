import PageGeometry
import PageMotion
import RealModule

extension BookController {
    /// How far (in page diagonals) a finger's page-plane position may lie before it is pulled in:
    /// the tracker treats anything beyond a million diagonals as a direction, and keeping inputs
    /// below that keeps every product finite.
    static let farFinger = 1e6

    /// The shortest lever a page turned from next to its spine is held by, as a fraction of the
    /// page width: a point on the spine itself cannot turn the page, and one 2% of the width
    /// away pivots it a quarter turn for that much finger travel.
    static let smallestSpineLever = 0.02

    /// The finger's position on the page plane in `side`'s canonical frame, or `nil` for a
    /// non-finite input; far positions are pulled in (see ``farFinger``).
    func planePoint(_ view: SIMD2<Double>, side: BookSide) -> SIMD2<Double>? {
        guard view.x.isFinite, view.y.isFinite else { return nil }
        let c = geometry.canonicalPoint(fromView: view, side: side)
        guard c.x.isFinite, c.y.isFinite else { return nil }
        let size = geometry.canonicalPageSize
        let bound = Self.farFinger * Swift.max(size.x, size.y, 1)
        return SIMD2(Swift.min(Swift.max(c.x, -bound), bound), Swift.min(Swift.max(c.y, -bound), bound))
    }

    /// The point clamped into the page.
    func clampedToPage(_ p: SIMD2<Double>) -> SIMD2<Double> {
        let size = geometry.canonicalPageSize
        return SIMD2(Swift.min(Swift.max(p.x, 0), size.x), Swift.min(Swift.max(p.y, 0), size.y))
    }

    // MARK: - Taking hold

    /// The pointer moved past the slop: lifts a page for a new turn, or marks the drag inert when
    /// there is nothing to lift.
    mutating func engage(at point: SIMD2<Double>) {
        guard var track = drag, turn == nil else { return }
        let direction: TurnDirection
        guard let down = planePoint(track.touch, side: .recto), let here = planePoint(point, side: .recto) else {
            drag?.inert = true
            return
        }
        if book.layout.showsSpreads {
            direction = down.x >= 0 ? .forward : .backward
        } else {
            direction = here.x > down.x ? .backward : .forward
        }
        guard var planned = plannedTurn(direction: direction, to: nil),
              let touch = planePoint(track.touch, side: planned.side)
        else {
            drag?.inert = true
            return
        }
        let size = geometry.canonicalPageSize
        let w = size.x
        let c0 = clampedToPage(touch)
        let edge = configuration.edgeZone.clamped(to: 0...0.9, ifNaN: 0.2)
        let cornerReach = configuration.cornerZone.clamped(to: 0...0.5, ifNaN: 0.18)
            * Swift.min(size.x, size.y)
        track.anchorPlane = c0
        if planned.reversed {
            // The previous page, turned away, is taken by its fore edge; the finger's way to the
            // fore edge of the page below brings it all the way back.
            track.grab = SIMD2(w, c0.y)
            planned.slides = true
            track.anchorVirtual = SIMD2(-w, c0.y)
            track.scaleX = 2 * w / Swift.max(w - c0.x, w / 2)
        } else {
            // The finger holds the material point it went down on, wherever that is. Near a
            // fore-edge corner and inside the page that point stays fixed, so the curl tilts with
            // the finger; in the edge zone it slides along the fore edge with the finger's height,
            // so the fold stays upright when the finger wobbles.
            let nearCorner = Swift.min(distance(c0, SIMD2(w, 0)), distance(c0, size)) <= cornerReach
            let spine = configuration.spineZone.clamped(to: 0...1, ifNaN: 0.3)
            var held = c0
            if c0.x < w * spine, planned.info.style == .curl {
                // Next to the spine paper pivots rather than curls (BookConfiguration.spineZone).
                planned.info.style = .rigid
                held.x = Swift.max(c0.x, Self.smallestSpineLever * w)
            }
            track.grab = held
            track.anchorVirtual = held
            planned.slides = !nearCorner && c0.x >= w * (1 - edge)
            // Page lies beyond any grab but a corner's: its curl leaves the desk eased.
            planned.startEase = nearCorner ? nil : CurlStartEase(pageWidth: w)
            // A cross-fade has no page to hold: it is as far along as a curl held at `c0` would
            // be, half way when the finger reaches the spine (the grab never nearer than a
            // quarter of the width, so that a touch at the spine cannot make it jump).
            track.scaleX = planned.info.style == .crossFade ? w / Swift.max(c0.x, w / 4) : 1
        }
        let start: Double = planned.reversed ? 1 : 0
        switch planned.info.style {
        case .curl:
            planned.drive = .free
            pose = TurnPose(
                grab: track.grab, finger: planned.reversed ? SIMD2(-track.grab.x, track.grab.y) : track.grab,
                progress: start)
        case .rigid, .crossFade:
            planned.drive = .progress
            pose = TurnPose(grab: track.grab, finger: track.anchorVirtual, progress: start)
        }
        track.startProgress = start
        track.restX = track.anchorVirtual.x
        track.pullOffset = 0
        track.hint = nil
        track.engaged = true
        drag = track
        restartVelocities()
        open(planned)
        phase = .dragging
        follow(point)
    }

    /// The pointer went down on a moving or resting page: holds it where it is.
    mutating func catchPage(at point: SIMD2<Double>) {
        guard var turn, var track = drag, let c0 = planePoint(point, side: turn.side) else {
            drag?.inert = true
            return
        }
        let handOver: (schedule: CylinderSchedule, stage: Double)?
        switch turn.drive {
        case .scheduled(let schedule): handOver = (schedule, Self.scheduleStage(atProgress: pose.progress))
        // The cone has no finger: the nearest cylinder turn at the same progress takes over
        // (the page's shape changes from the cone's to the cylinder's as it is caught).
        case .cone: handOver = (handOverSchedule, pose.progress)
        case .free, .progress: handOver = nil
        }
        if let handOver {
            // Hand the schedule's virtual finger over to the free curl, exactly where it is.
            let solution = handOver.schedule.solution(at: handOver.stage)
            pose.grab = solution.grab
            pose.finger = solution.finger
            pose.radiusWeight = 0
            turn.drive = .free
            turn.slides = false
        }
        let size = geometry.canonicalPageSize
        track.anchorPlane = c0
        track.scaleX = 1
        track.startProgress = pose.progress
        track.hint = nil
        switch turn.drive {
        case .free:
            track.grab = pose.grab
            track.anchorVirtual = pose.finger
            if tracksPerspective {
                let solution = curlSolution(of: turn)
                let lifted = solution.deformation.position(of: solution.grab)
                if let seen = seenOnPlane(lifted, side: turn.side) { track.anchorVirtual = seen }
                track.hint = pose.finger
            }
        case .progress, .scheduled, .cone:
            track.grab = SIMD2(size.x, Swift.min(Swift.max(c0.y, 0), size.y))
            let angle = Double.pi * Swift.min(Swift.max(pose.progress, 0), 1)
            let lifted = SpineRotation(angle: angle).position(of: track.grab)
            track.anchorVirtual = SIMD2(lifted.x, lifted.y)
            if turn.info.style == .rigid, let tracking = heldRigidTracking(grab: track.grab, side: turn.side),
               let seen = seenOnPlane(lifted, side: turn.side),
               let shown = tracking.position(at: angle), let exact = tracking.exactPosition(at: angle) {
                // Where the finger must be for the page to stay at `angle`: on the grab as it
                // appears, moved by the ease near either end (RigidTracking).
                let unit = rigidScreenUnit(side: turn.side)
                track.anchorVirtual = SIMD2(seen.x + (shown - exact) / unit.length, seen.y)
            }
        }
        // The rubber band goes on from the pull that is in the page already.
        track.restX = turn.reversed ? -track.grab.x : track.grab.x
        let sign: Double = turn.reversed ? -1 : 1
        track.pullOffset = configuration.rubberBand.pull(
            forDisplacement: sign * (track.restX - track.anchorVirtual.x), width: size.x)
        track.engaged = true
        track.inert = false
        drag = track
        turn.landing = nil  // the finger holds the page where it is shown
        turn.startEase = nil
        self.turn = turn
        pending = nil
        restartVelocities(at: c0)
        phase = .dragging
    }

    /// Forgets the finger's and the pose's past velocities (a new hold), starting the finger's
    /// at `point` (canonical) when given.
    mutating func restartVelocities(at point: SIMD2<Double>? = nil) {
        fingerVelocity.reset()
        fingerTravel.reset()
        poseVelocity.reset()
        if let point {
            fingerVelocity.addSample(point, at: now)
            fingerTravel.addSample(point, at: now)
        }
    }

    /// The page-plane point (canonical) where a lifted canonical point appears on screen, or
    /// `nil` when it is not in front of the eye.
    func seenOnPlane(_ point: SIMD3<Double>, side: BookSide) -> SIMD2<Double>? {
        let h = pageToScreen(side: side).applyHomogeneous(to: point)
        guard h.w > 0 else { return nil }
        return planePoint(SIMD2(h.x / h.w, h.y / h.w), side: side)
    }

    // MARK: - Following

    /// Moves the held page to follow the pointer at `point` (view points).
    mutating func follow(_ point: SIMD2<Double>) {
        guard let turn, let track = drag, track.engaged, let c = planePoint(point, side: turn.side) else { return }
        drag?.last = point
        fingerVelocity.addSample(c, at: now)
        fingerTravel.addSample(c, at: now)
        let size = geometry.canonicalPageSize
        var v = track.anchorVirtual + SIMD2((c.x - track.anchorPlane.x) * track.scaleX, c.y - track.anchorPlane.y)
        if turn.info.isRubberBand {
            let sign: Double = turn.reversed ? -1 : 1
            let total = track.pullOffset + sign * (track.anchorVirtual.x - v.x)
            v.x = track.restX - sign * configuration.rubberBand.displacement(pull: total, width: size.x)
        }
        switch turn.drive {
        case .free:
            var grab = track.grab
            if turn.slides {
                grab.y = Swift.min(Swift.max(v.y + (track.grab.y - track.anchorVirtual.y), 0), size.y)
            }
            let tracker = curlTracker(weight: pose.radiusWeight, snapRadius: turn.snapRadius)
            var solution: CurlTracker.Solution? = nil
            if tracksPerspective {
                let screen = geometry.viewMap(for: turn.side).apply(to: v)
                solution = try? tracker.solve(
                    grab: grab, screenFinger: screen, pageToScreen: pageToScreen(side: turn.side), near: track.hint
                ).solution
            }
            let result = solution ?? tracker.solve(grab: grab, finger: v)
            pose.grab = result.grab
            pose.finger = turn.startEase?.finger(grab: result.grab, finger: result.finger) ?? result.finger
            drag?.hint = result.finger
            poseVelocity.addSample(pose.finger, at: now)
        case .progress, .scheduled, .cone:
            let c: Double
            if turn.info.style == .rigid {
                let screen = geometry.viewMap(for: turn.side).apply(to: v)
                let angle = heldRigidTracking(grab: track.grab, side: turn.side)?.angle(screenFinger: screen)
                    ?? RigidTracking.orthographicAngle(grab: track.grab, virtualFinger: v)
                c = angle / Double.pi
            } else {
                c = track.startProgress + (track.anchorVirtual.x - v.x) / (2 * size.x)
            }
            pose.progress = c.isFinite ? Swift.min(Swift.max(c, 0), 1) : pose.progress
            poseVelocity.addSample(SIMD2(pose.progress, 0), at: now)
        }
        reportProgress()
    }

    /// The screen direction of `side`'s canonical `+x` (unit) and the length in view points of
    /// one canonical point along it.
    func rigidScreenUnit(side: BookSide) -> (direction: SIMD2<Double>, length: Double) {
        let map = geometry.viewMap(for: side)
        let origin = map.apply(to: .zero), unit = map.apply(to: SIMD2(1, 0))
        let length = Swift.max(distance(unit, origin), 1e-12)
        return ((unit - origin) / length, length)
    }

    /// How a rigid page of `side` held at `grab` follows the finger through the camera's
    /// perspective, or `nil` when drags are tracked orthographically: the drag's own
    /// (``DragTrack/rigidTracking``) while the grab and the view are the same, else made anew
    /// and kept in the drag.
    mutating func heldRigidTracking(grab: SIMD2<Double>, side: BookSide) -> RigidTracking? {
        guard tracksPerspective else { return nil }
        let projection = pageToScreen(side: side)
        if let kept = drag?.rigidTracking, kept.grab == grab, kept.pageToScreen == projection { return kept }
        let made = rigidTracking(grab: grab, side: side)
        drag?.rigidTracking = made
        return made
    }

    /// How a rigid page of `side` held at `grab` follows the finger through the camera's
    /// perspective, or `nil` when drags are tracked orthographically (made anew).
    func rigidTracking(grab: SIMD2<Double>, side: BookSide) -> RigidTracking? {
        guard tracksPerspective else { return nil }
        return RigidTracking(
            grab: grab, pageToScreen: pageToScreen(side: side), turnDirection: rigidScreenUnit(side: side).direction)
    }
}
