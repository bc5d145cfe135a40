import PageGeometry
import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Turns: a released curl comes to lie flat without a pop")
struct TurnLandingTests {
    /// The highest a turning leaf lies above its page plane, points (a 21 × 21 grid of its
    /// material points); `0` when no leaf is lifted.
    static func lift(_ d: BookDriver) -> Double {
        let frame = d.controller.frame()
        guard let leaf = frame.drawables.last, leaf.layer == 1 else { return 0 }
        var highest = 0.0
        for i in 0...20 {
            for j in 0...20 {
                let m = SIMD2(Double(i) / 20 * leaf.pageSize.x, Double(j) / 20 * leaf.pageSize.y)
                highest = Swift.max(highest, leaf.surface.position(of: m).z)
            }
        }
        return highest
    }

    /// Plays the drag, then ticks at 60 Hz until the turn ends; returns the leaf's lift at each
    /// tick after the release while the turn was open.
    static func landingLifts(_ d: inout BookDriver, from a: SIMD2<Double>, to b: SIMD2<Double>) -> [Double] {
        d.drag(from: a, to: b, steps: 24, duration: 0.6)
        var lifts: [Double] = []
        while d.controller.phase == .animating, lifts.count < 600 {
            d.step()
            if d.controller.phase == .animating { lifts.append(lift(d)) }
        }
        return lifts
    }

    /// The lift a leaf may keep in the last frame before it is laid flat: a tenth of the 8-point
    /// shadow onset (its shade then shows at under 3% of full strength) and far under a pixel of
    /// perspective change. Without the landing ease these landings stopped 4 to 13 points up.
    static let lastFrameLift = 0.8

    @Test("Cancelled from an oblique corner drag and completed from a backward drag, the leaf's lift shrinks to a hair before the turn ends")
    func landsFlat() throws {
        // Cancel: the bottom corner lifted toward the middle and let go at rest.
        var cancel = makeDriver(makeBook(), page: 3)
        let w = cancel.size.x, h = cancel.size.y
        let cancelled = Self.landingLifts(
            &cancel, from: cancel.view(SIMD2(w * 0.97, h * 0.95)), to: cancel.view(SIMD2(w * 0.6, h * 0.85)))
        // Backward (single pages): the previous page brought back across the spine.
        var back = makeDriver(makeBook(), page: 3)
        let returned = Self.landingLifts(
            &back, from: back.view(SIMD2(w * 0.08, h * 0.6)), to: back.view(SIMD2(w * 1.2, h * 0.7)))
        #expect(cancel.controller.currentSpread == 3 && cancel.cancelled == 1)
        #expect(back.controller.currentSpread == 2 && back.turned == [2])
        for (name, lifts) in [("cancel", cancelled), ("backward", returned)] {
            let last = try #require(lifts.last, "\(name): no landing")
            #expect(last < Self.lastFrameLift, "\(name): lifted \(last) pt in the frame before rest")
            // The last half second of the landing only sinks.
            let tail = lifts.suffix(30)
            #expect(zip(tail, tail.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "\(name): \(Array(tail))")
        }
    }

    @Test("A tapped or keyed flip lies within a hair of the desk in the last frame before it lands, at 30 frames a second")
    func rigidLandsFlat() throws {
        for layout in [BookLayout.spreads(coverAlone: true), .singlePages] {
            var d = makeDriver(makeBook(layout: layout), configure: { $0.effect = .flip }, page: 3)
            d.send(.key(.next, time: d.time))
            var lifts: [Double] = []
            while d.controller.phase == .animating, lifts.count < 300 {
                d.step(1.0 / 30)
                if d.controller.phase == .animating { lifts.append(Self.lift(d)) }
            }
            let last = try #require(lifts.last)
            // Without the ease the leaf of this 300-point page lay 4 points up, and 17 the frame
            // before.
            #expect(last < 0.5, "\(layout): lifted \(last) pt in the frame before rest: \(lifts.suffix(4))")
            let tail = lifts.suffix(4)
            #expect(zip(tail, tail.dropFirst()).allSatisfy { $1 <= $0 }, "\(Array(tail))")
        }
    }

    @Test("A curl held inside the page leaves the desk gently: its lift grows from zero, faster each step, then the grab is held exactly")
    func leavesTheDeskGently() throws {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic }, page: 3)
        let w = d.size.x, h = d.size.y
        let grab = SIMD2(0.55 * w, 0.4 * h)
        d.send(.dragBegan(d.view(grab), time: 0))
        var lifts: [Double] = []
        for step in 1...24 {
            // A finger moving steadily, 2 points a tick, toward the spine.
            let finger = SIMD2(grab.x - 2 * Double(step), grab.y)
            d.send(.dragMoved(d.view(finger), time: Double(step) * BookDriver.tick))
            guard d.controller.activeTurn != nil else { continue }
            lifts.append(Self.lift(d))
            if 2 * Double(step) >= CurlStartEase(pageWidth: w).span {
                // Past the ease the grabbed point is under the finger again.
                let held = try #require(d.controller.frame().drawables.last).surface.position(of: grab)
                #expect(isClose(SIMD2(held.x, held.y), finger, tolerance: 1e-6), "step \(step)")
            }
        }
        let first = try #require(lifts.first)
        // Held exactly from the first move past the slop, the page leapt some 60 points up.
        #expect(first < 15, "first lift \(first) pt")
        // Leaving the desk each step lifts the page more than the one before (it speeds up from
        // rest, as the film check asks of a start), until the curl's radius takes over.
        let steps = zip(lifts, lifts.dropFirst()).map { $1 - $0 }
        let eased = steps.prefix(4)
        #expect(zip(eased, eased.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "\(lifts)")
    }

    /// The largest distance (view points) between the open leaf as shown and as it lies at the
    /// animation's target, over a 21 × 21 grid of its material points.
    static func distanceFromRest(_ d: BookDriver) -> Double {
        let controller = d.controller
        guard let turn = controller.turn else { return 0 }
        let goal = controller.animator.targetValue
        let rest = turn.drive.surface(at: goal, tracker: controller.curlTracker(at: goal))
        let size = controller.geometry.canonicalPageSize
        var farthest = 0.0
        for i in 0...20 {
            for j in 0...20 {
                let m = SIMD2(Double(i) / 20 * size.x, Double(j) / 20 * size.y)
                let offset: SIMD3<Double> = controller.leaf.surface(at: m).position - rest.surface(at: m).position
                farthest = Swift.max(farthest, (offset * offset).sum().squareRoot())
            }
        }
        return farthest * controller.geometry.pageSizeInView.x / size.x
    }

    @Test("A landing ends once the leaf lies within a hundredth of a point of its rest, before its spring has settled")
    func landingEndsWhenItLooksDone() throws {
        for (layout, effect) in [(BookLayout.singlePages, TurnEffect.curl), (.spreads(coverAlone: true), .curl),
                                 (.singlePages, .flip)] {
            var d = makeDriver(makeBook(layout: layout), configure: { $0.effect = effect }, page: 3)
            let w = d.size.x, h = d.size.y
            d.drag(from: d.view(SIMD2(w * 0.97, h * 0.95)), to: d.view(SIMD2(-w * 0.5, h * 0.8)), steps: 24, duration: 0.5)
            var distances: [Double] = []
            var springRunning = false
            while d.controller.phase == .animating, distances.count < 600 {
                springRunning = d.controller.animator.isRunning
                d.step()
                if d.controller.phase == .animating { distances.append(Self.distanceFromRest(d)) }
            }
            #expect(d.turned.count == 1, "\(layout), \(effect): \(d.turned)")
            // It ended on the look of the leaf, not on the spring's settling.
            #expect(springRunning, "\(layout), \(effect): the spring had settled")
            // The frame before rest lay within a hair of it: the landing moved it on by about a
            // third each frame, so under three hundredths of a point.
            let last = try #require(distances.last)
            #expect(last > BookController.landingTolerance && last < 3 * BookController.landingTolerance,
                    "\(layout), \(effect): \(distances.suffix(4))")
        }
    }

    @Test("The landing ease leaves the animated pose without a kink and draws it in quadratically near rest")
    func easeShape() throws {
        let rest = TurnPose(grab: SIMD2(300, 200), finger: SIMD2(300, 200))
        let start = TurnPose(grab: SIMD2(300, 200), finger: SIMD2(180, 260))
        let ease = try #require(LandingEase(from: start, to: rest))
        let offset = start - rest
        func shownDistance(_ x: Double) -> Double { (ease.shown(rest + offset.scaled(by: x)) - rest).magnitude }
        let span = offset.magnitude
        // Equal at the start, and beyond it.
        #expect(isClose(shownDistance(1), span, tolerance: 1e-9))
        #expect(isClose(shownDistance(1.2), 1.2 * span, tolerance: 1e-9))
        // Same slope either side of the start.
        let h = 1e-6
        let inside = (shownDistance(1) - shownDistance(1 - h)) / h, outside = (shownDistance(1 + h) - shownDistance(1)) / h
        #expect(isClose(inside, outside, tolerance: 1e-3 * span))
        // Quadratic near rest: a thousandth of the way shows as about two millionths.
        #expect(isClose(shownDistance(1e-3) / span, 2e-6, tolerance: 1e-8))
        // The direction of the pose is kept.
        let shown = ease.shown(rest + offset.scaled(by: 0.3)) - rest
        #expect(isClose(shown.finger / shown.magnitude, offset.finger / offset.magnitude, tolerance: 1e-12))
        // Nothing to ease when the pose is at rest already.
        #expect(LandingEase(from: rest, to: rest) == nil)
    }
}
