import PageGeometry
import PageMotion
import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Book controller: state machine")
struct BookControllerTests {
    /// Event-order checks: the sequence of non-progress events.
    static func milestones(_ events: [BookEvent]) -> [String] {
        events.compactMap {
            switch $0 {
            case .turnBegan(let t): "began \(t.from)→\(t.to)"
            case .progress: nil
            case .willSnap(let i): "willSnap \(i)"
            case .didSnap(let i): "didSnap \(i)"
            case .turned(_, let page): "turned \(page)"
            case .cancelled(let t): "cancelled \(t.from)→\(t.to)"
            }
        }
    }

    @Test("Idle: nothing happens and no events without input")
    func idle() {
        var d = makeDriver(makeBook())
        for _ in 0..<10 { d.step() }
        #expect(d.events.isEmpty)
        #expect(d.controller.phase == .idle)
        #expect(d.controller.currentPage == 0)
    }

    @Test("A long drag from the corner across the spine completes the turn")
    func dragCompletes() {
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 4, h - 4)), to: d.view(SIMD2(-w * 0.6, h - 30)), steps: 30, duration: 1.0)
        #expect(d.controller.phase == .animating)
        d.settle()
        #expect(Self.milestones(d.events) == ["began 0→1", "turned 1"])
        #expect(d.controller.currentSpread == 1 && d.controller.phase == .idle)
        #expect(d.controller.activeTurn == nil && d.controller.turnProgress == nil)
        // Progress rises through the drag and ends at 1.
        let progress = d.events.compactMap { if case .progress(let p) = $0 { p } else { nil } }
        #expect(progress.last == 1)
        #expect(progress.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    @Test("A short slow drag falls back: cancelled, same spread")
    func shortDragCancels() {
        var d = makeDriver(makeBook(), page: 3)
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 4, h / 2)), to: d.view(SIMD2(w - 60, h / 2)), steps: 30, duration: 1.5)
        // Hold still before lifting, so the release velocity is zero.
        d.time += 0.3
        d.send(.dragEnded(d.view(SIMD2(w - 60, h / 2)), time: d.time))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 3→4", "cancelled 3→4"])
        #expect(d.controller.currentSpread == 3)
    }

    @Test("A quick flick completes even a short drag; the same drag done slowly cancels")
    func flick() {
        for (duration, expectTurn) in [(0.06, true), (1.2, false)] {
            var d = makeDriver(makeBook())
            let w = d.size.x, h = d.size.y
            d.drag(from: d.view(SIMD2(w - 4, h / 2)), to: d.view(SIMD2(w - 50, h / 2)), steps: 6, duration: duration)
            d.settle()
            #expect(d.controller.currentSpread == (expectTurn ? 1 : 0), "duration \(duration)")
            #expect(d.began == 1 && d.turned.count + d.cancelled == 1)
        }
    }

    @Test("Past half way without velocity completes; a flick back cancels from far over")
    func positionAndVelocity() {
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        let end = d.view(SIMD2(-w * 0.3, h / 2))
        d.drag(from: d.view(SIMD2(w - 4, h / 2)), to: end, steps: 30, duration: 1.5, release: false)
        d.time += 0.3
        d.send(.dragEnded(end, time: d.time))
        d.settle()
        #expect(d.controller.currentSpread == 1)

        var e = makeDriver(makeBook())
        let far = e.view(SIMD2(-w * 0.5, h / 2))
        e.drag(from: e.view(SIMD2(w - 4, h / 2)), to: far, steps: 20, duration: 1.0, release: false)
        // Fling back toward the fore edge.
        e.drag(from: far, to: far + SIMD2(60, 0), steps: 3, duration: 0.05, release: false)
        e.send(.dragEnded(far + SIMD2(60, 0), time: e.time))
        e.settle()
        #expect(e.controller.currentSpread == 0)
    }

    @Test("A fast drag past the spine that stops before it lets go completes (events as a loaded viewer timed them)")
    func fastDragThatStopsCompletes() {
        // A hand's eight moves from the fore edge to well past the spine, with the irregular times
        // a viewer on a busy machine gave them, then 24 ms at rest before the release: the
        // finger's velocity fit overshot at the stop and read as a flick back, and the page fell
        // back (ViewerReaderGesturesTests.zoomedEdgeDragTurns under load).
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        let start = 0.982, end = -0.389
        let times = [0.0866, 0.1114, 0.1361, 0.1609, 0.1987, 0.2126, 0.2264, 0.2584]
        let t0 = d.time
        d.send(.dragBegan(d.view(SIMD2(start * w, h / 2)), time: t0))
        for (step, time) in times.enumerated() {
            let f = Double(step + 1) / Double(times.count)
            d.time = t0 + time
            d.send(.dragMoved(d.view(SIMD2((start + (end - start) * f) * w, h / 2)), time: d.time))
        }
        d.time = t0 + 0.2821
        d.send(.dragEnded(d.view(SIMD2(end * w, h / 2)), time: d.time))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 0→1", "turned 1"])
    }

    @Test("Release goes on from the finger without a jump in position or speed")
    func releaseIsContinuous() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        let w = d.size.x, h = d.size.y
        let steps = 24, duration = 0.4
        let a = d.view(SIMD2(w - 4, h - 4)), b = d.view(SIMD2(w * 0.2, h - 40))
        d.drag(from: a, to: b, steps: steps, duration: duration, release: false)
        let before = d.controller.pose.finger
        let fingerSpeed = (b - a) / duration
        d.send(.dragEnded(b, time: d.time))
        // Releasing moves nothing, and the animation leaves at the finger's velocity (the
        // velocity fit of a steady drag is exact to rounding).
        #expect(isClose(d.controller.pose.finger, before, tolerance: 1e-9))
        #expect(isClose(d.controller.animator.velocity.finger, fingerSpeed, tolerance: 1e-6 * 600))
        // Over a millisecond the page moves as the finger did (to 5%: the spring's acceleration).
        d.step(0.001)
        let moved = (d.controller.pose.finger - before) / 0.001
        #expect(((moved - fingerSpeed) * (moved - fingerSpeed)).sum().squareRoot()
                < 0.05 * (fingerSpeed * fingerSpeed).sum().squareRoot())
        d.settle()
        #expect(d.controller.currentSpread == 1)
    }

    @Test("A page caught in mid-flight stays where it is and follows the new drag")
    func catchMidAnimation() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 4, h - 4)), to: d.view(SIMD2(0, h - 20)), steps: 20, duration: 0.3)
        for _ in 0..<6 { d.step() }
        #expect(d.controller.phase == .animating)
        let frameBefore = d.controller.frame()
        let catchPoint = d.view(SIMD2(w * 0.5, h * 0.5))
        d.send(.dragBegan(catchPoint, time: d.time))
        #expect(d.controller.phase == .dragging)
        #expect(d.controller.frame() == frameBefore)
        // Ticks while held change nothing.
        d.step(); d.step()
        #expect(d.controller.frame() == frameBefore)
        // Drag back to the right and let go slowly: the turn is cancelled, still one turn.
        d.drag(from: catchPoint, to: catchPoint + SIMD2(w, 0), steps: 20, duration: 1.0, release: false)
        d.time += 0.3
        d.send(.dragEnded(catchPoint + SIMD2(w, 0), time: d.time))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 0→1", "cancelled 0→1"])
        #expect(d.controller.currentSpread == 0)
    }

    @Test("A programmatic turn can be caught as well, without a jump")
    func catchScheduledTurn() {
        var d = makeDriver(makeBook(), configure: { $0.camera = .orthographic })
        d.send(.key(.next, time: d.time))
        for _ in 0..<15 { d.step() }
        let before = d.controller.frame()
        let p = d.view(SIMD2(100, 100))
        d.send(.dragBegan(p, time: d.time))
        let after = d.controller.frame()
        guard case .cylinder(let c0) = before.drawables.last?.surface,
              case .cylinder(let c1) = after.drawables.last?.surface
        else {
            Issue.record("expected curls")
            return
        }
        // Same cylinder to rounding (the free curl re-solves the schedule's virtual finger).
        #expect(isClose(c0.axisPoint, c1.axisPoint, tolerance: 1e-6))
        #expect(abs(c0.radius - c1.radius) < 1e-6 && abs(c0.axisAngle - c1.axisAngle) < 1e-9)
        d.send(.dragEnded(p, time: d.time + 0.5))
        d.settle()
        #expect(d.began == 1 && d.turned.count + d.cancelled == 1)
    }

    @Test("Rubber band past the last and before the first page: resists, never turns, valid index")
    func rubberBand() {
        for (page, forward) in [(4, true), (0, false)] {
            var d = makeDriver(makeBook(pages: 5), configure: { $0.camera = .orthographic }, page: page)
            let w = d.size.x, h = d.size.y
            let from = forward ? SIMD2(w - 4, h / 2) : SIMD2(10, h / 2)
            let to = forward ? SIMD2(-w, h / 2) : SIMD2(2 * w, h / 2)
            d.drag(from: d.view(from), to: d.view(to), steps: 30, duration: 0.2, release: false)
            #expect(d.controller.activeTurn?.isRubberBand == true)
            // The page gives at most the rubber band's limit (a quarter of the width).
            let c = d.controller.turnProgress ?? -1
            #expect(c > 0 && c <= 0.125 + 1e-9)
            d.send(.dragEnded(d.view(to), time: d.time))
            d.settle()
            #expect(d.controller.currentSpread == page)
            #expect(Self.milestones(d.events) == ["began \(page)→\(page)", "cancelled \(page)→\(page)"])
        }
    }

    @Test("The rubber band's pull and displacement are inverse, bounded, and sanitise their settings")
    func rubberBandInverse() {
        let width = 300.0
        for band in [RubberBand(), RubberBand(limit: 0.5, stiffness: 1), RubberBand(limit: .nan, stiffness: .nan)] {
            let limit = (band.limit.isNaN ? 0.25 : band.limit) * width
            var last = 0.0
            for pull in stride(from: 1.0, through: 5000, by: 37) {
                let moved = band.displacement(pull: pull, width: width)
                #expect(moved > last && moved < limit)
                #expect(abs(band.pull(forDisplacement: moved, width: width) - pull) < 1e-6 * pull)
                last = moved
            }
            #expect(band.pull(forDisplacement: limit, width: width).isFinite)
            #expect(band.pull(forDisplacement: 0, width: width) == 0)
            #expect(band.pull(forDisplacement: -3, width: width) == 0)
        }
        #expect(RubberBand(limit: 2, stiffness: 0.5).displacement(pull: .infinity, width: width) == width)
        #expect(RubberBand(stiffness: 0).pull(forDisplacement: 10, width: width) == 0)
    }

    @Test("Keys at the ends do nothing; next/previous/first/last move within the book")
    func keys() {
        var d = makeDriver(makeBook(pages: 6), page: 5)
        d.send(.key(.next, time: d.time))
        d.settle()
        #expect(d.events.isEmpty && d.controller.currentSpread == 5)
        d.send(.key(.first, time: d.time))
        d.settle()
        #expect(d.controller.currentSpread == 0 && Self.milestones(d.events) == ["began 5→0", "turned 0"])
        d.send(.key(.previous, time: d.time))
        d.settle()
        #expect(d.controller.currentSpread == 0)
        d.send(.key(.next, time: d.time))
        d.settle()
        d.send(.key(.last, time: d.time))
        d.settle()
        #expect(d.controller.currentSpread == 5)
        #expect(d.turned == [0, 1, 5])
    }

    @Test("Taps: near the fore edge forward, near the spine side back, in the middle nothing")
    func taps() {
        var d = makeDriver(makeBook(), page: 2)
        let w = d.size.x, h = d.size.y
        d.send(.tap(d.view(SIMD2(w * 0.5, h / 2)), time: d.time))
        d.settle()
        #expect(d.events.isEmpty)
        d.send(.tap(d.view(SIMD2(w - 10, h / 2)), time: d.time))
        #expect(d.controller.phase == .animating)
        let took = d.settle()
        #expect(d.controller.currentSpread == 3)
        #expect(took <= BookConfiguration().turnDuration + 2 * BookDriver.tick)
        d.send(.tap(d.view(SIMD2(10, h / 2)), time: d.time))
        d.settle()
        #expect(d.controller.currentSpread == 2)
        #expect(Self.milestones(d.events) == ["began 2→3", "turned 3", "began 3→2", "turned 2"])
    }

    @Test("Rapid taps queue turns and speed them up; a tap back takes one off the queue")
    func rapidTaps() {
        let duration = BookConfiguration().turnDuration
        var d = makeDriver(makeBook(pages: 12))
        let edge = d.view(SIMD2(d.size.x - 10, d.size.y / 2))
        for _ in 0..<4 {
            d.send(.tap(edge, time: d.time))
            d.step(0.05)
        }
        let took = d.settle() + 0.2
        #expect(d.controller.currentSpread == 4)
        // Four turns in well under four durations (each one queued runs twice as fast).
        #expect(took < 0.6 * 4 * duration)
        #expect(d.began == 4 && d.turned == [1, 2, 3, 4])

        var e = makeDriver(makeBook(pages: 12))
        for _ in 0..<3 {
            e.send(.tap(edge, time: e.time))
            e.step(0.05)
        }
        e.send(.key(.previous, time: e.time))
        e.settle()
        #expect(e.controller.currentSpread == 2)
        #expect(e.began == e.turned.count + e.cancelled)
    }

    @Test("The queue is capped: many taps go at most maximumQueuedTurns past the running turn")
    func queueCap() {
        var d = makeDriver(makeBook(pages: 30), configure: { $0.maximumQueuedTurns = 2 })
        let edge = d.view(SIMD2(d.size.x - 10, d.size.y / 2))
        for _ in 0..<10 { d.send(.tap(edge, time: d.time)) }
        d.settle()
        #expect(d.controller.currentSpread == 3)
    }

    @Test("A tap the other way reverses a running turn: cancelled")
    func reverse() {
        var d = makeDriver(makeBook(), page: 1)
        d.send(.key(.next, time: d.time))
        for _ in 0..<10 { d.step() }
        d.send(.key(.previous, time: d.time))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 1→2", "cancelled 1→2"])
        #expect(d.controller.currentSpread == 1)
    }

    @Test("turn(to:animated: false) jumps at once; during a drag it cancels the held turn")
    func jumps() {
        var d = makeDriver(makeBook(pages: 20, layout: .spreads(coverAlone: true)))
        d.controller.turn(to: 9, animated: false, at: 0.5)
        d.controller.drainEvents(into: &d.events)
        #expect(d.controller.currentSpread == 5 && d.controller.currentPage == 9)
        #expect(Self.milestones(d.events) == ["began 0→5", "turned 9"])
        d.events.removeAll()
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 5, h - 5)), to: d.view(SIMD2(w / 2, h - 20)), release: false)
        d.controller.turn(to: 0, animated: false, at: d.time)
        d.controller.drainEvents(into: &d.events)
        #expect(Self.milestones(d.events) == ["began 5→6", "cancelled 5→6", "began 5→0", "turned 0"])
        // The finger holds nothing now; moving and lifting it changes nothing.
        d.send(.dragMoved(d.view(SIMD2(0, h / 2)), time: d.time + 0.1))
        d.send(.dragEnded(d.view(SIMD2(0, h / 2)), time: d.time + 0.2))
        d.settle()
        #expect(d.controller.currentSpread == 0 && d.controller.phase == .idle)
        #expect(Self.milestones(d.events).count == 4)
    }

    @Test("An animated jump turns one leaf straight to the destination")
    func animatedJump() {
        var d = makeDriver(makeBook(pages: 20, layout: .spreads(coverAlone: true)), page: 1)
        d.controller.turn(to: 12, animated: true, at: d.time)
        for _ in 0..<10 { d.step() }
        let frame = d.controller.frame()
        let leaf = frame.drawables.last!
        #expect(leaf.front == .page(2) && leaf.back == .page(11) && leaf.layer == 1)
        #expect(frame.drawables.contains { $0.front == .page(12) && $0.layer == 0 })
        #expect(frame.drawables.contains { $0.front == .page(1) && $0.layer == 0 })
        d.settle()
        #expect(d.controller.currentPage == 11)
        #expect(Self.milestones(d.events) == ["began 1→6", "turned 11"])
    }

    @Test("A code request during a turn waits for it, or redirects it")
    func requestsDuringTurns() {
        var d = makeDriver(makeBook(pages: 10))
        d.send(.key(.next, time: 0))
        d.step()
        d.controller.turn(toSpread: 6, animated: true, at: d.time)
        d.settle()
        #expect(d.controller.currentSpread == 6)
        #expect(Self.milestones(d.events) == ["began 0→1", "turned 1", "began 1→6", "turned 6"])
        var e = makeDriver(makeBook(pages: 10), page: 4)
        e.send(.key(.next, time: 0))
        e.step()
        e.controller.turn(toSpread: 4, animated: true, at: e.time)
        e.settle()
        #expect(Self.milestones(e.events) == ["began 4→5", "cancelled 4→5"])
    }

    @Test("Inputs in impossible orders are repaired, never trusted")
    func impossibleOrders() {
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        let p = d.view(SIMD2(w - 5, h / 2))
        d.send(.dragMoved(p, time: 0.1))
        d.send(.dragEnded(p, time: 0.2))
        d.send(.dragCancelled(time: 0.3))
        #expect(d.events.isEmpty && d.controller.phase == .idle)
        // Two downs: the first drag falls back, the second catches it.
        d.send(.dragBegan(p, time: 0.4))
        d.send(.dragMoved(p - SIMD2(80, 0), time: 0.5))
        d.send(.dragBegan(p, time: 0.6))
        #expect(d.controller.phase == .dragging)
        // A tap while held is ignored.
        d.send(.tap(p, time: 0.7))
        d.send(.dragMoved(p - SIMD2(500, 0), time: 0.8))
        d.send(.dragEnded(p - SIMD2(500, 0), time: 0.9))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 0→1", "turned 1"])
    }

    @Test("Garbage positions and times: NaN, infinities, time running backwards")
    func garbage() {
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        d.send(.dragBegan(SIMD2(.nan, 3), time: 1))
        #expect(d.controller.phase == .idle)
        d.send(.dragBegan(d.view(SIMD2(w - 5, h / 2)), time: .nan))
        d.send(.dragMoved(SIMD2(-.infinity, 10), time: 0.5))
        d.send(.dragMoved(d.view(SIMD2(w / 2, h / 2)), time: -4))
        d.send(.dragMoved(SIMD2(-1e300, 1e300), time: 2))
        d.send(.dragEnded(SIMD2(.nan, .nan), time: .infinity))
        #expect(d.controller.now == 2)
        d.time = 2
        let took = d.settle()
        #expect(took < BookConfiguration().maximumAnimationDuration + 0.1)
        #expect(d.began == 1 && d.turned.count + d.cancelled == 1)
        let frame = d.controller.frame()
        #expect(!frame.drawables.isEmpty)
    }

    @Test("A cancelled gesture lets the page fall back")
    func systemCancel() {
        var d = makeDriver(makeBook())
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 5, h - 5)), to: d.view(SIMD2(-w / 2, h - 5)), release: false)
        d.send(.dragCancelled(time: d.time))
        d.settle()
        #expect(Self.milestones(d.events) == ["began 0→1", "cancelled 0→1"])
    }

    @Test("Snapping: a page let go near a snapping point rests there and reports will/did snap")
    func snapping() {
        let snap = CurlSnappingPoint(position: SIMD2(200, 400), angle: .pi / 2 + 0.6, radius: 24)
        var d = makeDriver(makeBook(), configure: {
            $0.snappingPoints = [snap]
            $0.camera = .orthographic
        })
        let w = d.size.x, h = d.size.y
        // Where the snapping cylinder carries the bottom corner.
        let target = snap.deformation.position(of: SIMD2(w, h))
        let start = SIMD2(w - 2, h - 2)
        d.drag(from: d.view(start), to: d.view(SIMD2(target.x, target.y)), steps: 30, duration: 1.5, release: false)
        d.time += 0.3
        d.send(.dragEnded(d.view(SIMD2(target.x, target.y)), time: d.time))
        d.settle()
        #expect(d.controller.phase == .snapped(0))
        #expect(Self.milestones(d.events) == ["began 0→1", "willSnap 0", "didSnap 0"])
        guard case .cylinder(let c) = d.controller.frame().drawables.last?.surface else {
            Issue.record("expected a curl")
            return
        }
        // The page rests on the snapping cylinder (same axis line, radius and angle).
        #expect(abs(c.radius - 24) < 1e-6)
        #expect(abs(c.axisAngle - snap.angle) < 1e-9)
        #expect(abs(c.signedDistance(of: snap.position)) < 1e-6)
        // A tap outside the zones lets it fall back; the turn closes.
        d.send(.tap(d.view(SIMD2(w / 2, h / 2)), time: d.time))
        d.settle()
        #expect(Self.milestones(d.events).last == "cancelled 0→1")
    }

    @Test("A snapped page can be grabbed again and turned")
    func snappedThenTurned() {
        let snap = CurlSnappingPoint(position: SIMD2(220, 400), angle: .pi / 2 + 0.6, radius: 24)
        var d = makeDriver(makeBook(), configure: { $0.snappingPoints = [snap] })
        let w = d.size.x, h = d.size.y
        let target = snap.deformation.position(of: SIMD2(w, h))
        d.drag(from: d.view(SIMD2(w - 2, h - 2)), to: d.view(SIMD2(target.x, target.y)), steps: 30, duration: 1.5, release: false)
        d.time += 0.3
        d.send(.dragEnded(d.view(SIMD2(target.x, target.y)), time: d.time))
        d.settle()
        #expect(d.controller.phase == .snapped(0))
        let frame = d.controller.frame()
        let p = d.view(SIMD2(w / 2, h / 2))
        d.send(.dragBegan(p, time: d.time))
        #expect(d.controller.frame() == frame)
        d.drag(from: p, to: p - SIMD2(2 * w, 0), steps: 10, duration: 0.1)
        d.settle()
        #expect(d.controller.currentSpread == 1)
        #expect(d.began == 1 && d.turned == [1])
    }

    @Test("The article's example: a flick from the corner turns the page")
    func articleExample() throws {
        var book = BookController(book: try Book(pageCount: 10, pageSize: SIMD2(300, 400)),
                                  viewSize: SIMD2(300, 400))
        book.handle(.dragBegan(SIMD2(297, 397), time: 0))
        book.handle(.dragMoved(SIMD2(250, 390), time: 0.02))
        book.handle(.dragEnded(SIMD2(200, 385), time: 0.04))
        var t = 0.04
        while book.phase == .animating { t += 1.0 / 60; book.advance(to: t) }
        #expect(book.currentSpread == 1)
    }

    @Test("The method-style inputs are the enum's")
    func methodInputs() {
        var a = makeDriver(makeBook()), b = makeDriver(makeBook())
        let w = a.size.x, h = a.size.y
        a.send(.dragBegan(a.view(SIMD2(w - 3, h - 3)), time: 0))
        a.send(.dragMoved(a.view(SIMD2(w / 2, h - 10)), time: 0.1))
        a.send(.dragEnded(a.view(SIMD2(w / 3, h - 10)), time: 0.2))
        a.send(.key(.next, time: 0.3))
        a.send(.tap(a.view(SIMD2(w - 5, h / 2)), time: 0.4))
        b.controller.dragBegan(at: b.view(SIMD2(w - 3, h - 3)), time: 0)
        b.controller.drainEvents(into: &b.events)
        b.controller.dragMoved(to: b.view(SIMD2(w / 2, h - 10)), time: 0.1)
        b.controller.drainEvents(into: &b.events)
        b.controller.dragEnded(at: b.view(SIMD2(w / 3, h - 10)), time: 0.2)
        b.controller.drainEvents(into: &b.events)
        b.controller.press(.next, time: 0.3)
        b.controller.drainEvents(into: &b.events)
        b.controller.tap(at: b.view(SIMD2(w - 5, h / 2)), time: 0.4)
        b.controller.drainEvents(into: &b.events)
        #expect(a.events == b.events && !a.events.isEmpty)
        #expect(a.controller.frame() == b.controller.frame())
    }

    @Test("Changing the margin lays the book out again")
    func marginRelayout() {
        var d = makeDriver(makeBook(), view: SIMD2(400, 500))
        let before = d.controller.geometry.bookRect
        d.controller.configuration.margin = 40
        #expect(d.controller.geometry.bookRect != before)
        #expect(d.controller.geometry.margin == 40)
        d.controller.viewSize = SIMD2(800, 500)
        #expect(d.controller.geometry.viewSize == SIMD2(800, 500))
    }
}
