import PageGeometry
import PageMotion
import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Book frames: pages beneath, the leaf, faces, fades, storage")
struct BookFrameTests {
    @Test("At rest: the spread's pages, flat, placed and textured by the geometry")
    func restingSpread() {
        let d = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true), binding: .right), page: 3)
        let frame = d.frame
        let g = d.controller.geometry
        #expect(frame.drawables.count == 2)
        #expect(frame.drawables.map(\.front) == [.page(3), .page(4)])
        for (drawable, side) in zip(frame.drawables, [BookSide.verso, .recto]) {
            #expect(drawable.surface == .flat && drawable.layer == 0 && drawable.opacity == 1)
            #expect(drawable.placement == g.placement(for: side))
            #expect(drawable.textureTransform == g.textureTransform(for: side))
            #expect(drawable.back == PageFace.none)
        }
        #expect(frame.camera == d.controller.configuration.camera)
        #expect(frame.viewSize == g.viewSize)
        // The cover alone.
        let cover = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true))).frame
        #expect(cover.drawables.map(\.front) == [.page(0)])
    }

    @Test("A spread's curl: facing page and uncovered page beneath at layer 0, the leaf over them")
    func curlLayers() {
        var d = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true)), page: 3)
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 3, h - 3)), to: d.view(SIMD2(w * 0.3, h - 30)), release: false)
        let frame = d.frame
        #expect(frame.drawables.count == 3)
        #expect(frame.drawables[0].front == .page(3) && frame.drawables[0].layer == 0)
        #expect(frame.drawables[1].front == .page(6) && frame.drawables[1].layer == 0)
        let leaf = frame.drawables[2]
        #expect(leaf.front == .page(4) && leaf.back == .page(5) && leaf.layer == 1 && leaf.castsShadow)
        guard case .cylinder = leaf.surface else {
            Issue.record("expected a curl")
            return
        }
    }

    @Test("The back face is configurable; single pages default to the mirrored, faded front")
    func backFaces() {
        var d = makeDriver(makeBook())
        d.send(.key(.next, time: 0))
        d.step()
        #expect(d.frame.drawables.last?.back == .mirroredFront(fade: 0.75))
        for (setting, expected) in [
            (TurningPageBack.destinationPage, PageFace.page(1)),
            (.face(.color(.black)), .color(.black)),
            (.mirroredFront(fade: 0.2), .mirroredFront(fade: 0.2)),
        ] {
            var e = makeDriver(makeBook(), configure: { $0.turningPageBack = setting })
            e.send(.key(.next, time: 0))
            e.step()
            #expect(e.frame.drawables.last?.back == expected)
        }
        // A leaf's back is the page printed on it; pulled past the end of the book there is
        // none, and the blank face is drawn.
        var f = makeDriver(makeBook(pages: 4, layout: .spreads(coverAlone: true)), page: 2)
        f.drag(from: f.view(SIMD2(f.size.x - 3, 10)), to: f.view(SIMD2(0, 10)), release: false)
        #expect(f.frame.drawables.last?.back == .page(3))
        var g = makeDriver(makeBook(pages: 4, layout: .spreads(coverAlone: false)), configure: {
            $0.blankFace = .color(.black)
        }, page: 3)
        g.drag(from: g.view(SIMD2(g.size.x - 3, 10)), to: g.view(SIMD2(0, 10)), release: false)
        #expect(g.controller.activeTurn?.isRubberBand == true)
        #expect(g.frame.drawables.last?.front == .page(3) && g.frame.drawables.last?.back == .color(.black))
        // Nothing lies beneath a rubber-banded last page but its facing page.
        #expect(g.frame.drawables.map(\.front) == [.page(2), .page(3)])
    }

    @Test("Reduced motion: the spreads cross-fade, flat, the new pages over the old at the progress")
    func crossFade() {
        var d = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true)), configure: {
            $0.reducedMotion = true
        }, page: 1)
        d.send(.key(.next, time: 0))
        #expect(d.controller.activeTurn?.style == .crossFade)
        var checked = 0
        while d.controller.phase == .animating {
            d.step()
            guard let p = d.controller.turnProgress else { continue }
            let frame = d.frame
            #expect(frame.drawables.allSatisfy { $0.surface == .flat })
            #expect(frame.drawables.map(\.front) == [.page(1), .page(3), .page(2), .page(4)])
            #expect(frame.drawables.map(\.opacity) == [1, p, 1, p])
            #expect(frame.drawables.map(\.layer) == [0, 1, 0, 1])
            checked += 1
        }
        #expect(checked > 5)
        #expect(d.controller.currentSpread == 2)
        #expect(d.turned == [3])
        // A page with no counterpart fades out (the cover alone going to [1|2]).
        var e = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true)), configure: { $0.reducedMotion = true })
        e.send(.key(.next, time: 0))
        e.step(0.1)
        let p = e.controller.turnProgress ?? 0
        #expect(e.frame.drawables.map(\.front) == [.page(1), .page(0), .page(2)])
        #expect(e.frame.drawables.map(\.opacity) == [p, 1, p])
    }

    @Test("Reduced motion with a drag: the fade follows the finger and completes on release")
    func crossFadeDrag() {
        var d = makeDriver(makeBook(), configure: { $0.reducedMotion = true })
        let w = d.size.x, h = d.size.y
        d.drag(from: d.view(SIMD2(w - 5, h / 2)), to: d.view(SIMD2(w / 2 - 5, h / 2)), steps: 10, duration: 0.5, release: false)
        let p = d.controller.turnProgress ?? 0
        // Half a page of travel is a quarter of the way (the leaf would travel two widths).
        #expect(abs(p - 0.25) < 0.02)
        d.drag(from: d.view(SIMD2(w / 2 - 5, h / 2)), to: d.view(SIMD2(-w, h / 2)), steps: 10, duration: 0.3)
        d.settle()
        #expect(d.controller.currentSpread == 1)
        // From inside the page the fade is as far along as a curl held there: half way at the
        // spine. A touch nearer the spine than a quarter of the width counts as that far out, so
        // 0.1·w of travel is a fifth of the way, not half.
        for (start, expected) in [(0.6, 0.5), (0.1, 0.2)] {
            var e = makeDriver(makeBook(), configure: { $0.reducedMotion = true })
            e.drag(from: e.view(SIMD2(start * w, h / 2)), to: e.view(SIMD2(0, h / 2)), steps: 10, duration: 0.5, release: false)
            #expect(e.controller.activeTurn?.style == .crossFade)
            #expect(abs((e.controller.turnProgress ?? 0) - expected) < 1e-9, "from \(start)")
        }
    }

    @Test("Steady state reuses storage: the frame's drawables and the event queue never reallocate")
    func storageReuse() {
        var d = makeDriver(makeBook(pages: 9, layout: .spreads(coverAlone: true)), page: 3)
        var frame = Frame(viewSize: d.controller.viewSize)
        frame.drawables.reserveCapacity(8)
        let base = frame.drawables.withUnsafeBufferPointer { $0.baseAddress }
        var drained: [BookEvent] = []
        drained.reserveCapacity(64)
        d.send(.key(.next, time: 0))
        var ticks = 0
        while d.controller.phase == .animating || ticks < 5 {
            d.time += BookDriver.tick
            d.controller.advance(to: d.time)
            d.controller.frame(into: &frame)
            d.controller.drainEvents(into: &drained)
            drained.removeAll(keepingCapacity: true)
            #expect(frame.drawables.withUnsafeBufferPointer { $0.baseAddress } == base)
            ticks += 1
        }
        #expect(ticks > 20)
        #expect(d.controller.events.droppedCount == 0, "a host that drains every tick loses nothing")
    }

    @Test("A host that never drains the events keeps the newest, in bounded memory")
    func undrainedEventsStayBounded() throws {
        var d = makeDriver(makeBook(pages: 40))
        for jump in 0..<200 {
            d.controller.turn(toSpread: jump % 2 == 0 ? 10 : 0, animated: false, at: Double(jump) * 0.01)
        }
        let capacity = d.controller.events.capacity
        #expect(d.controller.pendingEventCount == capacity)
        #expect(d.controller.events.droppedCount == 3 * 200 - capacity)
        var events: [BookEvent] = []
        d.controller.drainEvents(into: &events)
        let last = try #require(events.last)
        #expect(last == .turned(BookTurn(from: 10, to: 0, direction: .backward, style: .curl), page: 0))
        #expect(d.controller.pendingEventCount == 0)
    }

    @Test("Drawables carry the canonical page size; mirrored placements keep content upright")
    func canonicalSizes() {
        var d = makeDriver(makeBook(size: SIMD2(300, 200), layout: .spreads(coverAlone: false), binding: .top), page: 2)
        d.send(.key(.previous, time: 0))
        d.step()
        let frame = d.frame
        for drawable in frame.drawables {
            #expect(drawable.pageSize == SIMD2(200, 300))
        }
        let leaf = frame.drawables.last!
        #expect(leaf.placement == d.controller.geometry.placement(for: .verso))
    }

    @Test("A turn from code can curl round the PARC cone; a finger catching it takes over with a cylinder")
    func coneTurn() {
        var d = makeDriver(makeBook(), configure: { $0.programmaticCurl = .cone(tightestConeAngle: .pi / 6) })
        d.send(.key(.next, time: 0))
        var cones = 0
        for _ in 0..<20 {
            d.step()
            if case .cone? = d.frame.drawables.last?.surface { cones += 1 }
        }
        #expect(cones == 20)
        let p = d.view(SIMD2(d.size.x / 2, d.size.y / 2))
        d.send(.dragBegan(p, time: d.time))
        guard case .cylinder? = d.frame.drawables.last?.surface else {
            Issue.record("expected a cylinder after the catch")
            return
        }
        // The progress carries over (same schedule position).
        d.send(.dragEnded(p, time: d.time + 0.3))
        d.settle()
        #expect(d.began == 1 && d.turned.count + d.cancelled == 1)
        // Uncaught, it completes flat.
        var e = makeDriver(makeBook(), configure: { $0.programmaticCurl = .cone(tightestConeAngle: .pi / 8) })
        e.send(.key(.next, time: 0))
        e.settle()
        #expect(e.controller.currentSpread == 1 && e.frame.drawables.count == 1)
    }
}
