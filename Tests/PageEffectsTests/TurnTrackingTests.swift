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
        let frame = d.controller.frame()
        guard let leaf = frame.drawables.last, leaf.layer == 1 else { return nil }
        let p = leaf.surface.position(of: d.controller.pose.grab)
        let view = leaf.placement.apply(to: p)
        let screen = frame.camera.projection(viewSize: frame.viewSize).apply(to: view)
        return SIMD2(screen.x, screen.y)
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
            let start = SIMD2(w - 3, y)
            d.send(.dragBegan(d.view(start), time: 0))
            var worst = 0.0
            for step in 1...30 {
                // Toward the spine and across, with a wobble in height.
                let x = w - 3 - Double(step) * (1.7 * w / 30)
                let wobble = random.double(in: -10...10)
                let finger = d.view(SIMD2(x, Swift.min(Swift.max(y + wobble, 0), h)))
                d.time = Double(step) / 60
                d.send(.dragMoved(finger, time: d.time))
                guard let seen = Self.projectedGrab(d) else { continue }
                worst = Swift.max(worst, ((seen - finger) * (seen - finger)).sum().squareRoot())
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
        for step in 1...40 {
            let finger = SIMD2(w - 10 - Double(step) * 8, h / 2 + random.double(in: -25...25))
            d.send(.dragMoved(d.view(finger), time: Double(step) / 60))
            guard case .cylinder(let c)? = d.controller.frame().drawables.last?.surface else { continue }
            #expect(abs(c.axisAngle - .pi / 2) < 1e-9)
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

    @Test("An interior grab takes hold of the fore edge, which catches up with the finger")
    func interiorGrab() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        let w = d.size.x, h = d.size.y
        let down = SIMD2(w * 0.4, h / 2)
        d.send(.dragBegan(d.view(down), time: 0))
        var gaps: [Double] = []
        for step in 1...20 {
            let finger = SIMD2(down.x - Double(step) * (down.x + w * 0.95) / 20, h / 2)
            d.send(.dragMoved(d.view(finger), time: Double(step) / 60))
            #expect(d.controller.pose.grab.x == w)
            gaps.append(abs(d.controller.pose.finger.x - finger.x))
        }
        #expect(zip(gaps, gaps.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
        #expect(gaps.last! < 0.05 * w)
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

    @Test("Flip drag: the grabbed edge follows the finger along the turn, under perspective")
    func flipDragFollows() {
        var d = makeDriver(makeBook(layout: .spreads(coverAlone: true)), configure: { $0.effect = .flip }, page: 3)
        let w = d.size.x, h = d.size.y
        d.send(.dragBegan(d.view(SIMD2(w - 3, h / 2)), time: 0))
        for step in 1...24 {
            let finger = d.view(SIMD2(w - 3 - Double(step) * (1.8 * w / 24), h / 2))
            d.send(.dragMoved(finger, time: Double(step) / 60))
            guard let seen = TurnTrackingTests.projectedGrab(d) else { continue }
            #expect(abs(seen.x - finger.x) < 1e-3, "step \(step)")
        }
        #expect(d.controller.activeTurn?.style == .rigid)
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
