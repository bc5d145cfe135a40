import PageGeometry
import PageMotion

extension BookController {
    // MARK: - Taking hold

    /// The pointer moved past the slop: lifts a page for a new turn (held as
    /// ``DragTrack/hold(_:touchedAt:pageSize:settings:)`` says), or marks the drag inert when
    /// there is nothing to lift. With spreads the page the pointer went down on turns; with
    /// single pages the first movement decides: toward the spine forward, away from it backward.
    mutating func engage(at point: SIMD2<Double>) {
        guard var track = drag, turn == nil,
              let down = geometry.planePoint(track.touch, side: .recto),
              let here = geometry.planePoint(point, side: .recto)
        else {
            drag?.inert = true
            return
        }
        let direction: TurnDirection = book.layout.showsSpreads
            ? (down.x >= 0 ? .forward : .backward) : (here.x > down.x ? .backward : .forward)
        guard var planned = ActiveTurn(from: currentSpread, direction: direction, to: nil, in: book, configuration: configuration),
              let touch = geometry.planePoint(track.touch, side: planned.side)
        else {
            drag?.inert = true
            return
        }
        let start = track.hold(
            &planned, touchedAt: geometry.clampedToPage(touch), pageSize: geometry.canonicalPageSize, settings: settings)
        drag = track
        restartVelocities()
        open(planned, at: start)
        phase = .dragging
        follow(point)
    }

    /// The pointer went down on a moving or resting page: holds it where it is. A curl running
    /// on its own is handed over to the finger as a free curl (``TurnDrive/handOver(at:pageSize:radiusPolicy:)``).
    mutating func catchPage(at point: SIMD2<Double>) {
        guard var turn, var track = drag, let c0 = geometry.planePoint(point, side: turn.side) else {
            drag?.inert = true
            return
        }
        let size = geometry.canonicalPageSize
        var caught = pose
        if let handedOver = turn.drive.handOver(at: pose, pageSize: size, radiusPolicy: configuration.radiusPolicy) {
            caught = handedOver
            turn.drive = .free
            turn.slides = false
        }
        turn.landing = nil  // the finger holds the page where it is shown
        turn.startEase = nil
        self.turn = turn
        show(caught)
        track.anchorPlane = c0
        track.scaleX = 1
        track.startProgress = caught.progress
        track.hint = nil
        let camera = configuration.camera
        if turn.drive.isFree {
            track.grab = caught.grab
            track.anchorVirtual = caught.finger
            if settings.tracksPerspective {
                track.hint = caught.finger
                if case .cylinder(let cylinder) = leaf,
                   let seen = geometry.seenOnPlane(cylinder.position(of: caught.grab), side: turn.side, camera: camera) {
                    track.anchorVirtual = seen
                }
            }
        } else {
            track.grab = SIMD2(size.x, Swift.min(Swift.max(c0.y, 0), size.y))
            let angle = Double.pi * Swift.min(Swift.max(caught.progress, 0), 1)
            let lifted = SpineRotation(angle: angle).position(of: track.grab)
            track.anchorVirtual = SIMD2(lifted.x, lifted.y)
            if case .rigid = turn.drive, settings.tracksPerspective {
                // Where the finger must be for the page to stay at `angle`: on the grab as it
                // appears, moved by the ease near either end (RigidTracking).
                let tracking = track.rigidTracking(side: turn.side, geometry: geometry, camera: camera)
                if let seen = geometry.seenOnPlane(lifted, side: turn.side, camera: camera),
                   let shown = tracking.position(at: angle), let exact = tracking.exactPosition(at: angle) {
                    track.anchorVirtual.x = seen.x + (shown - exact) / geometry.screenUnit(side: turn.side).length
                    track.anchorVirtual.y = seen.y
                }
            }
        }
        // The rubber band goes on from the pull that is in the page already.
        track.resumePull(of: turn, rubberBand: configuration.rubberBand, width: size.x)
        track.engaged = true
        track.inert = false
        drag = track
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

    // MARK: - Following

    /// Moves the held page to follow the pointer at `point` (view points).
    mutating func follow(_ point: SIMD2<Double>) {
        guard let turn, let track = drag, track.engaged, let c = geometry.planePoint(point, side: turn.side) else { return }
        drag?.last = point
        fingerVelocity.addSample(c, at: now)
        fingerTravel.addSample(c, at: now)
        let size = geometry.canonicalPageSize
        let v = track.virtualFinger(at: c, of: turn, rubberBand: configuration.rubberBand, width: size.x)
        switch turn.drive {
        case .free:
            var next = pose, grab = track.grab
            if turn.slides {
                grab.y = Swift.min(Swift.max(v.y + (track.grab.y - track.anchorVirtual.y), 0), size.y)
            }
            let result = curlTracker(at: pose).solve(
                grab: grab, virtualFinger: v, side: turn.side, geometry: geometry, camera: configuration.camera,
                perspective: settings.tracksPerspective, hint: track.hint)
            next.grab = result.grab
            next.finger = turn.startEase?.finger(grab: result.grab, finger: result.finger) ?? result.finger
            drag?.hint = result.finger
            // The solved cylinder is the leaf's, unless the start ease moved the finger.
            show(next, surface: next.finger == result.finger ? .cylinder(result.deformation) : nil)
            poseVelocity.addSample(next.finger, at: now)
        case .rigid:
            let screen = geometry.viewMap(for: turn.side).apply(to: v)
            let seen = settings.tracksPerspective
                ? drag?.rigidTracking(side: turn.side, geometry: geometry, camera: configuration.camera)
                    .angle(screenFinger: screen) : nil
            follow(progress: (seen ?? RigidTracking.orthographicAngle(grab: track.grab, virtualFinger: v)) / Double.pi)
        case .fade, .scheduled, .cone:
            follow(progress: track.startProgress + (track.anchorVirtual.x - v.x) / (2 * size.x))
        }
        reportProgress()
    }

    /// A turn driven by its progress held at canonical progress `c` (clamped to `[0, 1]`; a
    /// non-finite one leaves the page where it is).
    mutating func follow(progress c: Double) {
        var next = pose
        next.progress = c.isFinite ? Swift.min(Swift.max(c, 0), 1) : pose.progress
        show(next)
        poseVelocity.addSample(SIMD2(next.progress, 0), at: now)
    }
}
