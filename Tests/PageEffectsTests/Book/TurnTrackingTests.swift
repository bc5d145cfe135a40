import PageGeometry
import PageMotion
import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Turns: the grabbed point under the finger, every binding, curl and flip")
struct TurnTrackingTests {
    /// The tracker places the grab to ~1e-9 pt under perspective (its screen tolerance is 1e-4);
    /// a quarter point is what a display could show.
    static let viewTolerance = 0.25

    static let cases: [(BookBinding, BookLayout)] = [
        (.left, .singlePages), (.right, .singlePages), (.top, .singlePages),
        (.left, .spreads(coverAlone: true)), (.right, .spreads(coverAlone: false)), (.top, .spreads(coverAlone: true)),
    ]

    /// Where the grabbed material point appears in the view (projected by the camera).
    static func projectedGrab(_ d: BookDriver) -> SIMD2<Double>? {
        projected(d, d.controller.pose.grab)
    }

    /// Where the material point `point` of the turning leaf appears in the view, or `nil` when
    /// no leaf is lifted.
    static func projected(_ d: BookDriver, _ point: SIMD2<Double>) -> SIMD2<Double>? {
        let frame = d.controller.frame()
        guard let leaf = frame.drawables.last, leaf.layer == 1 else { return nil }
        let p = leaf.surface.position(of: point)
        let view = leaf.placement.apply(to: p)
        let screen = frame.camera.projection(viewSize: frame.viewSize).apply(to: view)
        return SIMD2(screen.x, screen.y)
    }

    /// Presses at the canonical point `grab`, moves through the canonical `fingers` one tick
    /// apart, and returns the largest view distance between a finger and where the grabbed point
    /// appears, over the moves `counts` accepts (given the driver and the canonical finger) once
    /// a page is held.
    static func worstGap(
        _ d: inout BookDriver, grab: SIMD2<Double>, fingers: [SIMD2<Double>],
        counts: (BookDriver, SIMD2<Double>) -> Bool = { _, _ in true }
    ) -> (worst: Double, checked: Int) {
        d.send(.dragBegan(d.view(grab), time: 0))
        var worst = 0.0, checked = 0
        for (step, canonical) in fingers.enumerated() {
            let finger = d.view(canonical)
            d.time = Double(step + 1) / 60
            d.send(.dragMoved(finger, time: d.time))
            // Within the slop nothing is held yet.
            guard d.controller.activeTurn != nil, counts(d, canonical), let seen = projectedGrab(d) else { continue }
            worst = Swift.max(worst, ((seen - finger) * (seen - finger)).sum().squareRoot())
            checked += 1
        }
        return (worst, checked)
    }

    @Test("Corner and edge grabs stay under the finger through the camera's perspective", arguments: 0..<6)
    func grabUnderFinger(index: Int) {
        let (binding, layout) = Self.cases[index]
        var random = SeededRandom(seed: 0x6AB + UInt64(index))
        for trial in 0..<6 {
            var d = makeDriver(makeBook(layout: layout, binding: binding), page: 2)
            let w = d.size.x, h = d.size.y
            // Alternate a bottom corner, a top corner and the middle of the fore edge.
            let y = [h - 3, 3, h * random.double(in: 0.3...0.7)][trial % 3]
            // Toward the spine and across, with a wobble in height.
            let fingers = (1...30).map { step in
                SIMD2(w - 3 - Double(step) * (1.7 * w / 30), Swift.min(Swift.max(y + random.double(in: -10...10), 0), h))
            }
            // The middle of the fore edge has page beyond it: exact past the start's ease.
            let eased = CurlStartEase(pageWidth: w).span
            let (worst, _) = Self.worstGap(&d, grab: SIMD2(w - 3, y), fingers: fingers) { _, finger in
                w - 3 - finger.x >= eased
            }
            #expect(worst < Self.viewTolerance, "\(binding) \(layout) trial \(trial): \(worst)")
            #expect(d.controller.activeTurn?.direction == .forward)
        }
    }

    @Test("An edge grab slides along the edge: the fold stays upright while the finger wobbles")
    func edgeGrabIsStable() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        let w = d.size.x, h = d.size.y
        d.send(.dragBegan(d.view(SIMD2(w - 10, h / 2)), time: 0))
        var random = SeededRandom(seed: 0xED6E)
        let eased = CurlStartEase(pageWidth: w).span
        for step in 1...40 {
            let finger = SIMD2(w - 10 - Double(step) * 8, h / 2 + random.double(in: -25...25))
            d.send(.dragMoved(d.view(finger), time: Double(step) / 60))
            guard case .cylinder(let c)? = d.controller.frame().drawables.last?.surface else { continue }
            #expect(abs(c.axisAngle - .pi / 2) < 1e-9)
            // Past the start's ease (CurlStartEase), the grabbed point is held exactly.
            guard Double(step) * 8 >= eased else { continue }
            // And the grabbed point is exactly under the finger (orthographic camera).
            let grab = c.position(of: d.controller.pose.grab)
            #expect(isClose(SIMD2(grab.x, grab.y), finger, tolerance: 1e-6))
        }
        // A corner grab, by contrast, tilts with the finger.
        var e = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        e.send(.dragBegan(e.view(SIMD2(w - 2, h - 2)), time: 0))
        var angles: [Double] = []
        for step in 1...10 {
            e.send(.dragMoved(e.view(SIMD2(w - 2 - Double(step) * 10, h - 2 - Double(step % 2) * 30)), time: Double(step) / 60))
            if case .cylinder(let c)? = e.frame.drawables.last?.surface { angles.append(c.axisAngle) }
        }
        #expect((angles.max() ?? 0) - (angles.min() ?? 0) > 0.1)
    }

    @Test("Interior grabs stay under the finger through the camera's perspective", arguments: 0..<6)
    func interiorGrabUnderFinger(index: Int) {
        let (binding, layout) = Self.cases[index]
        var random = SeededRandom(seed: 0x1A7E + UInt64(index))
        for trial in 0..<6 {
            var d = makeDriver(makeBook(layout: layout, binding: binding), page: 2)
            let w = d.size.x, h = d.size.y
            // The first trial grabs just outside the spine zone; the others anywhere between it
            // and three quarters of the width, away from the corners.
            let grab = trial == 0
                ? SIMD2(0.31 * w, h / 2)
                : SIMD2(w * random.double(in: 0.32...0.75), h * random.double(in: 0.2...0.8))
            // Straight toward the grab's mirror image and a little past it: the segment lies
            // inside the reachable lens (and the tracked region) until the mirror image.
            let fingers = (1...30).map { SIMD2(grab.x - Double($0) * (2.2 * grab.x / 30), grab.y) }
            let eased = CurlStartEase(pageWidth: w).span
            let (worst, checked) = Self.worstGap(&d, grab: grab, fingers: fingers) { held, finger in
                #expect(isClose(held.controller.pose.grab, grab, tolerance: 1e-9), "the grab is the touched point, fixed")
                // Exact past the start's ease (CurlStartEase) and short of the mirror image.
                return finger.x > -0.95 * grab.x && grab.x - finger.x >= eased
            }
            #expect(checked >= 20)
            #expect(worst < Self.viewTolerance, "\(binding) \(layout) trial \(trial) grab \(grab): \(worst)")
            #expect(d.controller.activeTurn?.direction == .forward)
            #expect(d.controller.activeTurn?.style == .curl)
        }
    }

    @Test("Next to the spine a paper page pivots rigidly, the touched point following the finger along the turn", arguments: 0..<6)
    func spineZoneTurnsRigidly(index: Int) {
        let (binding, layout) = Self.cases[index]
        var random = SeededRandom(seed: 0x5B1E + UInt64(index))
        for trial in 0..<4 {
            var d = makeDriver(makeBook(layout: layout, binding: binding), page: 2)
            let w = d.size.x, h = d.size.y
            let grab = SIMD2(w * random.double(in: 0.03...0.29), h * random.double(in: 0.1...0.9))
            let map = d.controller.geometry.viewMap(for: .recto)
            let along = map.apply(to: SIMD2(1, 0)) - map.apply(to: .zero)
            let direction = along / (along * along).sum().squareRoot()
            // The grab is exact between the eases off the desk and onto it (RigidTracking).
            let tracking = RigidTracking(grab: grab, side: .recto, geometry: d.controller.geometry, camera: d.controller.configuration.camera)
            let exact = (tracking.restEase?.end ?? 0)...(Double.pi - (tracking.turnedEase?.end ?? 0))
            d.send(.dragBegan(d.view(grab), time: 0))
            var worst = 0.0, checked = 0
            for step in 1...24 {
                let x = grab.x - Double(step) * (1.8 * grab.x / 24)
                let finger = d.view(SIMD2(x, grab.y + random.double(in: -5...5)))
                d.time = Double(step) / 60
                d.send(.dragMoved(finger, time: d.time))
                guard d.controller.activeTurn != nil, let seen = Self.projectedGrab(d),
                      exact.contains(Double.pi * (d.controller.turnProgress ?? 0)) else { continue }
                worst = Swift.max(worst, abs(((seen - finger) * direction).sum()))
                checked += 1
            }
            #expect(checked >= 8, "\(binding) \(layout): exact in \(checked) steps")
            #expect(d.controller.activeTurn?.style == .rigid, "\(binding) \(layout)")
            #expect(isClose(d.controller.pose.grab, grab, tolerance: 1e-9))
            #expect(worst < Self.viewTolerance, "\(binding) \(layout) trial \(trial) grab \(grab): \(worst)")
            d.send(.dragEnded(d.view(SIMD2(-0.8 * grab.x, grab.y)), time: d.time + 0.2))
            d.settle()
            #expect(d.controller.currentPage > 2, "\(binding) \(layout): the turn completes")
        }
        // A touch on the spine itself still turns the page, held 2% of the width out.
        // (A drag of 2% of the width is a few view points: a 1-point slop lets it take hold
        // however small the book is laid out. The touch lands a thousandth of the width inside
        // the page: in a spread the spine line itself belongs to both pages.)
        var e = makeDriver(makeBook(layout: layout, binding: binding), configure: { $0.dragSlop = 1 }, page: 2)
        let w = e.size.x, h = e.size.y
        // The held point moves with the finger: 0.02·w to the spine (a quarter turn), twice
        // that (from the touch) to lay the page over.
        e.drag(from: e.view(SIMD2(0.001 * w, h / 2)), to: e.view(SIMD2(-0.02 * w, h / 2)), steps: 10, duration: 0.3,
               release: false)
        #expect(isClose(e.controller.pose.grab, SIMD2(0.02 * w, h / 2), tolerance: 1e-9))
        #expect(abs((e.controller.turnProgress ?? 0) - 0.5) < 0.07)
        // (Near a half-turn the grab's position hardly changes with the angle, so the angle
        // found is a fraction of a degree short; on screen the grab is still under the finger.)
        e.send(.dragMoved(e.view(SIMD2(-0.039 * w, h / 2)), time: e.time + 0.05))
        #expect((e.controller.turnProgress ?? 0) > 0.99)
        // With no spine zone the same touch curls (and folds the page over at once).
        var c = makeDriver(makeBook(layout: layout, binding: binding), configure: { $0.spineZone = 0 }, page: 2)
        let fourViewPoints = 4 / c.controller.geometry.scale   // past the 3-point drag slop
        c.drag(from: c.view(SIMD2(0.1 * w, h / 2)), to: c.view(SIMD2(0.1 * w - fourViewPoints, h / 2)),
               steps: 2, duration: 0.05, release: false)
        #expect(c.controller.activeTurn?.style == .curl)
    }

    @Test("An interior grab follows a wobbling finger exactly (orthographic), tilting the curl")
    func interiorGrabFollowsWobble() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        let w = d.size.x, h = d.size.y
        let grab = SIMD2(w * 0.45, h * 0.55)
        d.send(.dragBegan(d.view(grab), time: 0))
        var random = SeededRandom(seed: 0xB0B)
        var angles: [Double] = []
        for step in 1...40 {
            let x = grab.x - Double(step) * (1.9 * grab.x / 40)
            // A wobble well inside the lens about both spine ends through the grab: there the
            // height may move by up to (g.x² − x²)/(2·max(g.y, h − g.y)).
            let room = (grab.x * grab.x - x * x) / (2 * Swift.max(grab.y, h - grab.y))
            let finger = SIMD2(x, grab.y + 0.4 * room * random.double(in: -1...1))
            d.send(.dragMoved(d.view(finger), time: Double(step) / 60))
            guard case .cylinder(let c)? = d.controller.frame().drawables.last?.surface else {
                Issue.record("step \(step): the leaf is not curled")
                continue
            }
            // Exact past the start's ease (CurlStartEase).
            guard ((finger - grab) * (finger - grab)).sum().squareRoot() >= CurlStartEase(pageWidth: w).span else { continue }
            let held = c.position(of: grab)
            #expect(isClose(SIMD2(held.x, held.y), finger, tolerance: 1e-6), "step \(step)")
            angles.append(c.axisAngle)
        }
        #expect((angles.max() ?? 0) - (angles.min() ?? 0) > 0.01)
    }

    @Test("Released from an interior grab the page lands turned or flat, from where it was, without a jump")
    func interiorGrabReleases() {
        let tick = BookDriver.tick
        for (end, expectTurn) in [(-0.4, true), (0.5, false)] {
            var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic }, page: 3)
            let w = d.size.x, h = d.size.y
            let grab = SIMD2(w * 0.5, h * 0.4)
            let to = SIMD2(grab.x * end, grab.y)
            d.drag(from: d.view(grab), to: d.view(to), steps: 30, duration: 1.5, release: false)
            // Hold still, then let go: the release velocity is zero, the position decides.
            d.time += 0.3
            d.send(.dragMoved(d.view(to), time: d.time))
            let before = d.controller.frame()
            d.send(.dragEnded(d.view(to), time: d.time))
            d.step(tick / 16)
            let after = d.controller.frame()
            #expect(largestVertexMove(before, after) < 1, "end \(end)")
            #expect(isClose(d.controller.pose.grab, grab, tolerance: 1e-9))
            d.settle()
            #expect(d.controller.currentSpread == (expectTurn ? 4 : 3), "end \(end)")
            #expect(d.turned.count + d.cancelled == 1)
        }
        // A quick flick from a short interior drag turns the page.
        var f = makeDriver(makeBook(), page: 3)
        let w = f.size.x, h = f.size.y
        f.drag(from: f.view(SIMD2(w * 0.5, h / 2)), to: f.view(SIMD2(w * 0.5 - 40, h / 2)), steps: 4, duration: 0.04)
        f.settle()
        #expect(f.controller.currentSpread == 4)
    }

    /// The largest distance a sampled page point moves between the leaves of two frames.
    func largestVertexMove(_ a: Frame, _ b: Frame) -> Double {
        guard let p = a.drawables.last, let q = b.drawables.last else { return .infinity }
        var worst = 0.0
        for i in 0...20 {
            for j in 0...20 {
                let m = SIMD2(Double(i) / 20 * p.pageSize.x, Double(j) / 20 * p.pageSize.y)
                let u = p.placement.apply(to: p.surface.position(of: m))
                let v = q.placement.apply(to: q.surface.position(of: m))
                worst = Swift.max(worst, ((u - v) * (u - v)).sum().squareRoot())
            }
        }
        return worst
    }

    @Test("Each binding turns its way: forward drags carry the fore edge across the spine", arguments: 0..<6)
    func bindingsTurnTheirWay(index: Int) {
        let (binding, layout) = Self.cases[index]
        var d = makeDriver(makeBook(layout: layout, binding: binding), page: 2)
        let w = d.size.x, h = d.size.y
        let start = d.view(SIMD2(w - 3, h - 3)), end = d.view(SIMD2(-w * 0.8, h - 3))
        // The view direction of the drag is the binding's.
        let delta = end - start
        switch binding {
        case .left: #expect(delta.x < 0 && abs(delta.y) < 1e-9)
        case .right: #expect(delta.x > 0 && abs(delta.y) < 1e-9)
        case .top: #expect(delta.y < 0 && abs(delta.x) < 1e-9)
        }
        let from = d.controller.currentSpread
        d.drag(from: start, to: end, steps: 20, duration: 0.5)
        d.settle()
        #expect(d.controller.currentSpread == from + 1)
        #expect(d.turned == [d.controller.currentPage])
    }

    @Test("With spreads, a drag on the verso page turns back, through the mirrored frame")
    func versoDragTurnsBack() {
        for binding in [BookBinding.left, .right, .top] {
            var d = makeDriver(makeBook(layout: .spreads(coverAlone: true), binding: binding), page: 5)
            let w = d.size.x, h = d.size.y
            let start = d.view(SIMD2(w - 3, h - 3), side: .verso)
            let end = d.view(SIMD2(-w * 0.8, h - 3), side: .verso)
            d.drag(from: start, to: end, steps: 20, duration: 0.5, release: false)
            let leaf = d.controller.frame().drawables.last!
            #expect(leaf.placement == d.controller.geometry.placement(for: .verso))
            #expect(leaf.textureTransform == d.controller.geometry.textureTransform(for: .verso))
            #expect(leaf.front == .page(5) && leaf.back == .page(4))
            d.send(.dragEnded(end, time: d.time))
            d.settle()
            #expect(d.controller.currentSpread == 2 && d.controller.currentPage == 3, "\(binding)")
        }
    }

    @Test("With single pages, a drag away from the spine brings the previous page back")
    func singleBackward() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic }, page: 4)
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(10, h / 2)), to: d.view(SIMD2(w * 0.3, h / 2)), steps: 10, duration: 0.5, release: false)
        let turn = d.controller.activeTurn
        #expect(turn?.direction == .backward && turn?.to == 3)
        let frame = d.controller.frame()
        // The page beneath is the current one; the leaf is the previous page, partly back.
        #expect(frame.drawables.first?.front == .page(4))
        #expect(frame.drawables.last?.front == .page(3))
        let p = d.controller.turnProgress ?? -1
        #expect(p > 0.05 && p < 0.6)
        d.drag(from: d.view(SIMD2(w * 0.3, h / 2)), to: d.view(SIMD2(w, h / 2)), steps: 10, duration: 0.3)
        d.settle()
        #expect(d.controller.currentSpread == 3)
    }

    @Test("Flip: the leaf shows its front until it is seen edge-on, its back after, by angle")
    func flipSwitchesAtEdgeOn() {
        for layout in [BookLayout.singlePages, .spreads(coverAlone: true)] {
            var d = makeDriver(makeBook(layout: layout), configure: {
                $0.effect = .flip
                $0.camera = Camera(eyeDistance: 600)
            }, page: 2)
            let edge = d.controller.geometry.edgeOnAngle(camera: d.controller.configuration.camera, side: .recto)
            let from = d.controller.currentSpread
            d.send(.key(.next, time: 0))
            var sawFront = false, sawBack = false
            while d.controller.phase == .animating {
                d.step(0.002)
                let frame = d.controller.frame()
                guard let leaf = frame.drawables.last, case .spineRotation(let r) = leaf.surface else { continue }
                // The page's projected orientation (sign of the projected area of its plane).
                let transform = leaf.placement.concatenating(frame.camera.projection(viewSize: frame.viewSize))
                let a = transform.apply(to: r.position(of: SIMD2(0, 0)))
                let b = transform.apply(to: r.position(of: SIMD2(0, d.size.y)))
                let c = transform.apply(to: r.position(of: SIMD2(d.size.x, 0)))
                let area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
                if r.angle < edge {
                    #expect(leaf.front != .none && leaf.back == .none)
                    #expect(area < 0)  // as the flat page (x right, y down): clockwise in view
                    sawFront = true
                } else if case .mirroredFront = leaf.back {
                    // A single page's see-through back shows its front's content: the front
                    // stays (culling shows the back alone), never a flat fill.
                    #expect(leaf.front == .page(d.controller.currentPage))
                    if r.angle > edge + 1e-9 { #expect(area > 0) }
                    sawBack = true
                } else {
                    #expect(leaf.front == .none && leaf.back != .none)
                    if r.angle > edge + 1e-9 { #expect(area > 0) }
                    sawBack = true
                }
            }
            #expect(sawFront && sawBack)
            #expect(d.controller.currentSpread == from + 1)
        }
    }

    @Test("Flip drag: the page eases off the desk, then its grabbed point follows the finger exactly along the turn, under perspective")
    func flipDragFollows() {
        for fraction in [1.0, 0.4] {
            var d = makeDriver(makeBook(layout: .spreads(coverAlone: true)), configure: { $0.effect = .flip }, page: 3)
            let w = d.size.x, h = d.size.y
            let grab = SIMD2(fraction * w - 3, h / 2)
            let tracking = RigidTracking(grab: grab, side: .recto, geometry: d.controller.geometry, camera: d.controller.configuration.camera)
            let rest = tracking.restEase?.end ?? 0, turned = tracking.turnedEase?.end ?? 0
            // The camera's perspective makes a lifted page come toward the eye first: both ends ease.
            #expect(rest > 0.1 && turned > 0.1, "grab \(grab): eases \(rest) \(turned)")
            d.send(.dragBegan(d.view(grab), time: 0))
            var angles = [0.0], exactSteps = 0, cornerMoves: [Double] = []
            let corners = [SIMD2(w, 0), SIMD2(w, h)]
            var shownCorners = corners.map { d.view($0) }
            for step in 1...48 {
                // To 0.8 of the grab's distance past the spine: a rigid page cannot carry the
                // grab farther than its mirror image.
                let finger = d.view(SIMD2(grab.x - Double(step) * (1.8 * grab.x / 48), h / 2))
                d.send(.dragMoved(finger, time: Double(step) / 60))
                guard let seen = TurnTrackingTests.projectedGrab(d) else { continue }
                let angle = Double.pi * (d.controller.turnProgress ?? 0)
                // The page never turns back while the finger moves on.
                #expect(angle >= angles.last! - 1e-9, "grab \(grab) step \(step): \(angle) after \(angles.last!)")
                angles.append(angle)
                let now = corners.compactMap { TurnTrackingTests.projected(d, $0) }
                cornerMoves.append(zip(now, shownCorners).map { (($0 - $1) * ($0 - $1)).sum().squareRoot() }.max() ?? 0)
                shownCorners = now
                if angle > rest + 1e-6, angle < Double.pi - turned - 1e-6 {
                    #expect(abs(seen.x - finger.x) < 1e-3, "grab \(grab) step \(step)")
                    exactSteps += 1
                }
            }
            // Leaving the desk the page moves on screen with the finger, not ahead of it in a
            // leap: its fore-edge corners move at most twice as far as the finger does times the
            // lever (fore edge over grab), where exact tracking throws them several times that far
            // at the first step (the page turned some 20° at once) and then slows down.
            let fingerStep = (d.view(SIMD2(1.8 * grab.x / 48, 0)) - d.view(.zero)).x
            #expect(cornerMoves[0] < 2 * fingerStep * w / grab.x, "grab \(grab): corners move \(cornerMoves.prefix(6)) for finger steps of \(fingerStep)")
            #expect(cornerMoves[0] <= 1.25 * cornerMoves[1], "grab \(grab): corners move \(cornerMoves.prefix(6))")
            #expect(exactSteps >= 12, "grab \(grab): exact in \(exactSteps) steps")
            #expect(isClose(d.controller.pose.grab, grab, tolerance: 1e-9))
            #expect(d.controller.activeTurn?.style == .rigid)
        }
    }

    @Test("Flip: a finger catching a page that is leaving or landing holds it where it is, inside the eases too")
    func flipCatchInsideEase() throws {
        for stop in [0.05, 0.12, 0.5, 0.88, 0.95] {
            var d = makeDriver(makeBook(layout: .spreads(coverAlone: true)), configure: { $0.effect = .flip }, page: 3)
            let w = d.size.x, h = d.size.y
            d.send(.tap(d.view(SIMD2(w - 10, h / 2)), time: d.time))
            while (d.controller.turnProgress ?? 1) < stop { d.step(BookDriver.tick / 4) }
            let caught = try #require(d.controller.turnProgress)
            // The finger goes down on the moving leaf, then moves by a point along the turn.
            let angle = Double.pi * caught
            let grab = SIMD2(w * Double.cos(angle), h / 2)
            let at = d.view(grab)
            d.send(.dragBegan(at, time: d.time))
            #expect(abs((d.controller.turnProgress ?? -1) - caught) < 1e-9, "stop \(stop)")
            d.time += BookDriver.tick
            d.send(.dragMoved(at + SIMD2(-1, 0), time: d.time))
            let moved = try #require(d.controller.turnProgress)
            // One point of finger moves a 300-point page by well under a degree past the eases
            // and by a few degrees at most inside them, never backwards, never by a leap.
            #expect(moved >= caught - 1e-9 && moved - caught < 0.02, "stop \(stop): \(caught) → \(moved)")
        }
    }

    @Test("Rigid tracking: the shown grab moves monotonically along the turn, C¹ where the ease meets the exact grab", arguments: [0.3, 1.0])
    func rigidEaseIsMonotone(fraction: Double) throws {
        for binding in [BookBinding.left, .right, .top] {
            let d = makeDriver(makeBook(layout: .spreads(coverAlone: true), binding: binding), configure: { $0.effect = .flip }, page: 3)
            let grab = SIMD2(fraction * d.size.x, 0.3 * d.size.y)
            let tracking = RigidTracking(grab: grab, side: .recto, geometry: d.controller.geometry, camera: d.controller.configuration.camera)
            let ends = try #require(tracking.restEase.flatMap { r in tracking.turnedEase.map { (r.end, Double.pi - $0.end) } })
            // (Strictly inside the turn: a finger at or past either resting place holds the page
            // a hair above the desk, so the ends themselves are reached only when it lets go.)
            var last = Double.infinity
            for i in 1..<2000 {
                let angle = Double.pi * Double(i) / 2000
                let p = try #require(tracking.position(at: angle))
                #expect(p <= last + 1e-9, "\(binding): position rises at \(angle)")
                last = p
            }
            // The hover: at its resting place the finger holds the page under 0.4° up, and
            // further out lower still.
            let rest = try #require(tracking.restEase)
            #expect(rest.angle(atDistance: 0) > 0 && rest.angle(atDistance: 0) < 0.4 * .pi / 180)
            #expect(rest.angle(atDistance: -0.1 * rest.reach) < rest.angle(atDistance: 0) / 2)
            // Continuous with a continuous slope where the eases join the exact positions.
            for joint in [ends.0, ends.1] {
                let h = 1e-5
                func at(_ k: Double) throws -> Double { try #require(tracking.position(at: joint + k * h)) }
                let before = (try at(-1) - at(-2)) / h, after = (try at(2) - at(1)) / h, across = (try at(1) - at(-1)) / (2 * h)
                #expect(abs(after - before) < 1e-3 * abs(before), "\(binding) joint \(joint): slopes \(before), \(after)")
                #expect(abs(across - before) < 1e-3 * abs(before), "\(binding) joint \(joint): a step")
            }
            // Both ends are where the page lies.
            #expect(tracking.position(at: 0) == tracking.exactPosition(at: 0))
            #expect(abs(try #require(tracking.position(at: .pi)) - (try #require(tracking.exactPosition(at: .pi)))) < 1e-9)
        }
    }

    @Test("Hard pages turn rigidly in a curl book; paper pages curl")
    func hardPages() {
        var d = makeDriver(makeBook(pages: 8, layout: .spreads(coverAlone: true), hard: .covers))
        d.send(.key(.next, time: 0))
        #expect(d.controller.activeTurn?.style == .rigid)
        d.settle()
        d.send(.key(.next, time: d.time))
        #expect(d.controller.activeTurn?.style == .curl)
        d.settle()
        #expect(d.controller.currentSpread == 2)
    }
}

extension BookDriver {
    /// The current frame.
    var frame: Frame { controller.frame() }
}
