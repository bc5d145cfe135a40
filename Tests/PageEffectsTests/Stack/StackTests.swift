import PageEffects
import PageGeometry
import PageTestSupport
import Testing

@Suite struct StackTests {
    static let viewSize = SIMD2<Double>(320, 568)
    static let degree = Double.pi / 180

    /// A stack of `count` pages whose fronts are `.page(0) … .page(count - 1)`.
    static func stack(_ count: Int, configuration: PageStackConfiguration = PageStackConfiguration()) -> PageStack {
        PageStack(viewSize: viewSize, pages: (0..<count).map { .page($0) }, configuration: configuration)
    }

    static func id(_ raw: Int) -> PageStackPageID { PageStackPageID(rawValue: raw) }

    static func events(_ stack: inout PageStack) -> [PageStackEvent] {
        var result: [PageStackEvent] = []
        while let event = stack.nextEvent() { result.append(event) }
        return result
    }

    /// Drags from `start` to `end` at constant speed over `duration` in `steps` moves from
    /// `time`; holds still for `hold` seconds (a hold longer than the tracker's window lifts
    /// with no velocity), then lifts. Returns the time of the lift.
    @discardableResult
    static func drag(
        _ stack: inout PageStack, from start: SIMD2<Double>, to end: SIMD2<Double>,
        duration: Double, steps: Int = 20, hold: Double = 0, at time: Double
    ) -> Double {
        stack.dragBegan(at: start, time: time)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            stack.dragMoved(to: start + (end - start) * fraction, time: time + duration * fraction)
        }
        stack.dragEnded(at: end, time: time + duration + hold)
        return time + duration + hold
    }

    /// The projected centre of the visible strip of page `id`: a point a quarter of a spacing
    /// below the middle of its top edge, in the page's own frame.
    static func stripPoint(_ stack: PageStack, _ id: PageStackPageID) -> SIMD2<Double> {
        let drawable = stack.drawable(for: id)!
        let full = drawable.placement.concatenating(stack.camera.projection(viewSize: stack.viewSize))
        return full.projectPlanePoint(SIMD2(drawable.pageSize.x / 2, 40))
    }

    /// The document's per-card transform: rotation about x by `degrees`, then its perspective
    /// (`translate(0, 0, -300) · m34 = -1/1500 · translate(0, 0, 300)` about the card's anchor).
    static func documentTransform(degrees: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1500
        return Transform3D(rotationAngle: degrees * degree, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(translationX: 0, y: 0, z: -300))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: 0, y: 0, z: 300))
    }

    // MARK: - Layout

    @Test func layoutFollowsTheDocument() {
        let stack = Self.stack(5)
        #expect(stack.pageCount == 5 && stack.pageIDs == (0..<5).map(Self.id))
        #expect(stack.contentHeight == 568 + 160 * 4)
        #expect(stack.maximumOffset == 640)
        #expect(stack.scrollOffset == 0 && stack.isIdle)
        let tolerance = FoldStackChecks.geometryTolerance
        for index in 0..<5 {
            let state = stack.state(of: Self.id(index))!
            #expect(state.index == index && state.layoutPosition == Double(index) * 160)
            #expect(state.front == .page(index) && state.swipeOffset == 0 && state.appearProgress == 1)
            // A layer at the page's untransformed frame, 300 points back, tilted -60° + 20°·d.
            let top = Double(index) * 160
            let angle = (-60 + 20 * min(top / 568, 1)) * Self.degree
            #expect(isClose(stack.stackAngle(top: top), angle, tolerance: FoldStackChecks.unitTolerance))
            let layer = LayerGeometry(
                bounds: Rect(x: 0, y: 0, width: 320, height: 568), position: SIMD2(160, top + 284),
                zPosition: -300, transform: Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
            let placement = stack.drawable(for: Self.id(index))!.placement
            for (ours, theirs) in zip(FoldStackChecks.rows(placement), FoldStackChecks.rows(layer.localTransform)) {
                #expect(FoldStackChecks.isClose(ours, theirs, tolerance: tolerance))
            }
        }
        // Lower pages lean less; z-order follows the list.
        #expect(stack.stackAngle(top: 300) > stack.stackAngle(top: 100))
        #expect(stack.stackAngle(top: 5000) == stack.stackAngle(top: 568))
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        #expect(frame.drawables.map(\.layer) == frame.drawables.map(\.layer).sorted())
        #expect(frame.camera.eyeDistance == 1500 && frame.camera.vanishingPoint == nil)
    }

    @Test func aFirstPageTopMovesTheWholeStackAndItsRange() {
        var configuration = PageStackConfiguration()
        configuration.firstPageTop = -120
        let stack = Self.stack(5, configuration: configuration)
        for index in 0..<5 {
            #expect(stack.slotTop(index) == -120 + Double(index) * 160)
            #expect(stack.state(of: Self.id(index))!.layoutPosition == stack.slotTop(index))
        }
        #expect(stack.contentHeight == -120 + 568 + 160 * 4)
        #expect(stack.maximumOffset == 640 - 120)
        configuration.firstPageTop = .nan
        #expect(Self.stack(2, configuration: configuration).slotTop(1) == 160)
    }

    @Test func eachPageCastsItsShadowBandOnThePageBehind() {
        var configuration = PageStackConfiguration()
        configuration.shadow = .page(99)
        configuration.shadowHeight = 30
        let stack = Self.stack(3, configuration: configuration)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        #expect(frame.drawables.count == 6)
        for index in 0..<3 {
            let band = frame.drawables[2 * index], page = frame.drawables[2 * index + 1]
            #expect(band.front == .page(99) && band.back == .none && !band.castsShadow)
            #expect(page.front == .page(index) && band.layer == page.layer)
            #expect(band.pageSize == SIMD2(320, 30))
            // The band's foot is the page's top edge, in the page's own plane: the same points.
            for x in [0.0, 160, 320] {
                let foot = band.placement.apply(to: SIMD3(x, 30, 0)), top = page.placement.apply(to: SIMD3(x, 0, 0))
                #expect(isClose(foot, top, tolerance: FoldStackChecks.geometryTolerance))
                let head = band.placement.apply(to: SIMD3(x, 0, 0)), above = page.placement.apply(to: SIMD3(x, -30, 0))
                #expect(isClose(head, above, tolerance: FoldStackChecks.geometryTolerance))
            }
        }
        // No face or no height: no band.
        configuration.shadowHeight = 0
        Self.stack(3, configuration: configuration).frame(into: &frame)
        #expect(frame.drawables.count == 3)
        Self.stack(3).frame(into: &frame)
        #expect(frame.drawables.count == 3)
    }

    @Test func aCardAtTheCentreLooksAsInTheDocument() {
        var stack = Self.stack(5)
        // Page 2 at the top of the view: its anchor is the view's centre, where the document's
        // per-card perspective and our single camera agree.
        stack.scroll(toOffset: 320, at: 0)
        stack.advance(to: 5)
        #expect(stack.scrollOffset == 320 && stack.isIdle)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        let drawable = frame.drawables.first { $0.front == .page(2) }!
        let ours = FoldStackChecks.projectedCorners(drawable, in: frame)
        let layer = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 320, height: 568), transform: Self.documentTransform(degrees: -60))
        let theirs = layer.projectedCorners()
        let tolerance = FoldStackChecks.geometryTolerance
        #expect(isClose(ours[0], theirs.topLeft, tolerance: tolerance))
        #expect(isClose(ours[1], theirs.topRight, tolerance: tolerance))
        #expect(isClose(ours[2], theirs.bottomRight, tolerance: tolerance))
        #expect(isClose(ours[3], theirs.bottomLeft, tolerance: tolerance))
        // The top edge leans toward the viewer and looks wider than the bottom edge.
        #expect(ours[1].x - ours[0].x > ours[2].x - ours[3].x)
    }

    @Test func laterPagesCoverEarlierOnesAndEveryStripIsHittable() {
        let stack = Self.stack(6)
        for index in 0..<4 {
            #expect(stack.page(at: Self.stripPoint(stack, Self.id(index))) == Self.id(index))
        }
        #expect(stack.page(at: SIMD2(160, -400)) == nil)
        #expect(stack.page(at: SIMD2(.nan, 3)) == nil)
    }

    // MARK: - Scrolling

    @Test func dragScrollsWithTheFingerAfterTheSlop() {
        var stack = Self.stack(5)
        stack.dragBegan(at: SIMD2(300, 400), time: 0)
        stack.dragMoved(to: SIMD2(300, 395), time: 0.05)
        #expect(stack.scrollOffset == 0)  // within the slop
        stack.dragMoved(to: SIMD2(300, 388), time: 0.1)  // past it: anchors here
        stack.dragMoved(to: SIMD2(300, 188), time: 0.6)
        #expect(stack.scrollOffset == 200)
        // Held still longer than the velocity window, then lifted: no momentum.
        stack.dragEnded(at: SIMD2(300, 188), time: 1)
        #expect(stack.isIdle && stack.scrollOffset == 200)
    }

    @Test func flingCoastsAndStops() {
        var stack = Self.stack(20)
        let time = Self.drag(&stack, from: SIMD2(300, 500), to: SIMD2(300, 400), duration: 0.1, at: 0)
        let released = stack.scrollOffset
        let velocity = stack.scrollVelocity
        #expect(velocity > 500)
        // Exponential decay with UIScrollView's rate: o(t) = o₀ + v₀τ(1 - e^{-t/τ}).
        let tau = -1 / (1000 * naturalLog(0.998))
        stack.advance(to: time + 0.3)
        let expected = released + velocity * tau * (1 - exponential(-0.3 / tau))
        // The offset is a few hundred points from exp and a division: 1e-6 points is far above
        // the difference between two ways of rounding it and far below a pixel.
        let decayTolerance = 1e-6
        #expect(isClose(stack.scrollOffset, expected, tolerance: decayTolerance))
        var previous = stack.scrollOffset
        var now = time + 0.3
        while stack.isAnimating && now < time + 10 {
            now += 1.0 / 60
            stack.advance(to: now)
            #expect(stack.scrollOffset >= previous)
            previous = stack.scrollOffset
        }
        #expect(stack.isIdle && stack.scrollOffset < stack.maximumOffset)
        #expect(stack.scrollOffset < released + velocity * tau + decayTolerance)
        // Coasting stops within τ·ln(v₀ / 5 pt/s).
        #expect(now - time <= tau * naturalLog(velocity / 5) + 1.0 / 60)
    }

    @Test func rubberBandAtTheTopSpringsBack() {
        var stack = Self.stack(5)
        stack.dragBegan(at: SIMD2(300, 100), time: 0)
        stack.dragMoved(to: SIMD2(300, 110), time: 0.05)
        stack.dragMoved(to: SIMD2(300, 410), time: 0.5)
        let band = (1 - 1 / (300 * 0.55 / 568 + 1)) * 568
        #expect(isClose(stack.scrollOffset, -band, tolerance: FoldStackChecks.geometryTolerance))
        stack.dragEnded(at: SIMD2(300, 410), time: 1)
        #expect(stack.isAnimating)
        stack.advance(to: 1.1)
        #expect(stack.scrollOffset > -band && stack.scrollOffset < 0)
        stack.advance(to: 5)
        #expect(stack.isIdle && stack.scrollOffset == 0)
    }

    @Test func flingPastTheEndBouncesBack() {
        var stack = Self.stack(4)
        stack.scroll(toOffset: 10_000, at: 0)
        stack.advance(to: 3)
        #expect(stack.scrollOffset == stack.maximumOffset)
        let time = Self.drag(&stack, from: SIMD2(300, 300), to: SIMD2(300, 100), duration: 0.05, steps: 5, at: 3)
        var overshoot = 0.0
        var now = time
        while stack.isAnimating && now < time + 10 {
            now += 1.0 / 120
            stack.advance(to: now)
            overshoot = max(overshoot, stack.scrollOffset - stack.maximumOffset)
        }
        #expect(overshoot > 1)
        #expect(stack.isIdle && stack.scrollOffset == stack.maximumOffset)
    }

    @Test func grabbingAFlungStackStopsIt() {
        var stack = Self.stack(20)
        let time = Self.drag(&stack, from: SIMD2(300, 500), to: SIMD2(300, 400), duration: 0.1, at: 0)
        stack.advance(to: time + 0.2)
        let offset = stack.scrollOffset
        stack.dragBegan(at: SIMD2(100, 300), time: time + 0.2)
        #expect(stack.scrollOffset == offset && stack.scrollVelocity == 0 && !stack.isAnimating)
        stack.dragCancelled(time: time + 0.3)
        // A tap on a moving stack only stops it.
        _ = Self.drag(&stack, from: SIMD2(300, 500), to: SIMD2(300, 400), duration: 0.1, at: time + 1)
        stack.tap(at: SIMD2(160, 300), time: time + 1.2)
        #expect(!stack.isAnimating && stack.selectedPage == nil)
    }

    // MARK: - Expansion

    @Test func tapExpandsAPageToFullViewAndBack() {
        var stack = Self.stack(5)
        let target = Self.id(1)
        stack.tap(at: Self.stripPoint(stack, target), time: 0)
        #expect(Self.events(&stack) == [.willExpand(target)])
        #expect(stack.selectedPage == target)
        stack.advance(to: 0.1)
        let progress = stack.expansionProgress
        #expect(progress > 0 && progress < 1)
        // Mid-way, earlier pages have risen and later ones fallen relative to the stack.
        let before = stack.drawable(for: Self.id(0))!.placement.m42
        let after = stack.drawable(for: Self.id(3))!.placement.m42
        var resting = Self.stack(5)
        resting.advance(to: 0.1)
        #expect(before < resting.drawable(for: Self.id(0))!.placement.m42)
        #expect(after > resting.drawable(for: Self.id(3))!.placement.m42)
        // Drags do nothing while a page is selected.
        stack.dragBegan(at: SIMD2(300, 300), time: 0.1)
        stack.dragMoved(to: SIMD2(300, 100), time: 0.2)
        stack.dragEnded(at: SIMD2(300, 100), time: 0.3)
        #expect(stack.scrollOffset == 0)
        stack.advance(to: 3)
        #expect(stack.isExpanded && stack.expansionProgress == 1)
        #expect(Self.events(&stack) == [.didExpand(target)])
        // Expanded: the page covers exactly the view.
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        let drawable = frame.drawables.first { $0.front == .page(1) }!
        let corners = FoldStackChecks.projectedCorners(drawable, in: frame)
        let tolerance = FoldStackChecks.geometryTolerance
        #expect(isClose(corners[0], SIMD2(0, 0), tolerance: tolerance))
        #expect(isClose(corners[2], Self.viewSize, tolerance: tolerance))
        // Every other page lies behind the view plane, where the expanded page hides it.
        for other in frame.drawables where other.front != .page(1) {
            let size = other.pageSize
            for corner in [SIMD2(0, 0), SIMD2(size.x, 0), size, SIMD2(0, size.y)] {
                #expect(other.placement.apply(to: SIMD3(corner.x, corner.y, 0)).z < 0)
            }
        }
        // Tap anywhere: back into the stack.
        stack.tap(at: SIMD2(10, 10), time: 3)
        #expect(Self.events(&stack) == [.willCollapse(target)])
        stack.advance(to: 6)
        #expect(Self.events(&stack) == [.didCollapse(target)])
        #expect(stack.selectedPage == nil && stack.isIdle && stack.expansionProgress == 0)
        #expect(stack.drawable(for: target) == Self.stack(5).drawable(for: target))
    }

    @Test func expansionReversesMidFlight() {
        var stack = Self.stack(5)
        let expanded = stack.expand(Self.id(2), at: 0)
        let other = stack.expand(Self.id(3), at: 0)
        #expect(expanded && !other)  // another page is selected
        stack.advance(to: 0.15)
        let collapsing = stack.collapse(at: 0.15)
        let again = stack.collapse(at: 0.15)
        #expect(collapsing && !again)  // already collapsing
        let progress = stack.expansionProgress
        // Tapping the collapsing page sends it back up, from where it is.
        stack.tap(at: Self.stripPoint(stack, Self.id(2)), time: 0.15)
        #expect(stack.expansionProgress == progress)
        stack.advance(to: 4)
        #expect(stack.isExpanded)
        #expect(Self.events(&stack) == [.willExpand(Self.id(2)), .willCollapse(Self.id(2)),
                                        .willExpand(Self.id(2)), .didExpand(Self.id(2))])
        let missing = stack.expand(PageStackPageID(rawValue: 99), at: 4)
        #expect(!missing)
    }

    // MARK: - Removal

    @Test func swipeLeftPastTheThresholdRemovesThePage() {
        var stack = Self.stack(5)
        let victim = Self.id(2)
        let start = Self.stripPoint(stack, victim)
        // 120 points left in 1 s, then held: a slow swipe past the 90-point threshold.
        let time = Self.drag(&stack, from: start, to: start - SIMD2(120, 0), duration: 1, hold: 0.2, at: 0)
        #expect(Self.events(&stack) == [.willRemove(victim)])
        #expect(stack.pageCount == 4 && stack.pageIDs == [0, 1, 3, 4].map(Self.id))
        #expect(stack.contentHeight == 568 + 160 * 3)
        #expect(stack.state(of: victim)?.index == nil)
        // The next page closes the gap, animated; its content stays its own.
        stack.advance(to: time + 0.05)
        let moving = stack.state(of: Self.id(3))!
        #expect(moving.index == 2 && moving.layoutPosition < 480 && moving.layoutPosition > 320)
        #expect(moving.front == .page(3))
        stack.advance(to: time + 5)
        #expect(Self.events(&stack) == [.didRemove(victim)])
        #expect(stack.state(of: victim) == nil && stack.drawable(for: victim) == nil && stack.isIdle)
        for (index, id) in stack.pageIDs.enumerated() {
            #expect(stack.state(of: id)!.layoutPosition == Double(index) * 160)
            #expect(stack.state(of: id)!.front == .page(id.rawValue))
        }
    }

    @Test func removedPageSlidesOutOfTheView() {
        var stack = Self.stack(3)
        let removed = stack.remove(Self.id(0), at: 0)
        let twice = stack.remove(Self.id(0), at: 0)
        #expect(removed && !twice)  // already leaving
        var last: PageDrawable? = nil
        var now = 0.0
        while let drawable = stack.drawable(for: Self.id(0)) {
            last = drawable
            now += 1.0 / 60
            stack.advance(to: now)
        }
        // Its last drawn place is entirely left of the view.
        var frame = Frame(viewSize: Self.viewSize)
        frame.camera = stack.camera
        let corners = FoldStackChecks.projectedCorners(last!, in: frame)
        #expect(corners.allSatisfy { $0.x < 0 })
    }

    @Test func shortSwipeSpringsBackAndAFlickRemoves() {
        var stack = Self.stack(5)
        let page = Self.id(1)
        let start = Self.stripPoint(stack, page)
        var time = Self.drag(&stack, from: start, to: start - SIMD2(50, 0), duration: 1, hold: 0.2, at: 0)
        #expect(Self.events(&stack).isEmpty && stack.pageCount == 5)
        #expect(stack.state(of: page)!.swipeOffset < 0 && stack.isAnimating)
        stack.advance(to: time + 3)
        #expect(stack.state(of: page)!.swipeOffset == 0 && stack.isIdle)
        // Rightward: held back by a rubber band.
        stack.dragBegan(at: start, time: time + 3)
        stack.dragMoved(to: start + SIMD2(12, 0), time: time + 3.05)
        stack.dragMoved(to: start + SIMD2(212, 0), time: time + 3.5)
        let offset = stack.state(of: page)!.swipeOffset
        #expect(offset > 0 && offset < 200)
        stack.dragCancelled(time: time + 3.6)
        stack.advance(to: time + 6)
        #expect(stack.state(of: page)!.swipeOffset == 0)
        // 40 points in 40 ms: 1000 points per second, a flick.
        time = Self.drag(&stack, from: start, to: start - SIMD2(40, 0), duration: 0.04, steps: 8, at: time + 6)
        #expect(Self.events(&stack) == [.willRemove(page)])
        stack.advance(to: time + 5)
        #expect(stack.pageCount == 4 && stack.isIdle)
    }

    @Test func removingTheLastPagesPullsTheOffsetBackIntoRange() {
        var stack = Self.stack(6)
        stack.scroll(toOffset: 10_000, at: 0)
        stack.advance(to: 3)
        #expect(stack.scrollOffset == 800)
        stack.remove(Self.id(5), at: 3)
        stack.remove(Self.id(4), at: 3)
        #expect(stack.maximumOffset == 480 && stack.isAnimating)
        stack.advance(to: 8)
        #expect(stack.isIdle && stack.scrollOffset == 480)
        _ = Self.events(&stack)
        for id in stack.pageIDs { stack.remove(id, at: 8) }
        stack.advance(to: 12)
        #expect(stack.pageCount == 0 && stack.contentHeight == 568 && stack.scrollOffset == 0)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        #expect(frame.drawables.isEmpty)
    }

    // MARK: - Appending

    @Test func appendRotatesInAtTheEndAndScrollsThere() {
        var stack = Self.stack(4)
        let id = stack.append(.page(40), at: 0)
        #expect(id == Self.id(4) && stack.pageIDs.last == id)
        #expect(stack.contentHeight == 568 + 160 * 4)
        let state = stack.state(of: id)!
        #expect(state.index == 4 && state.layoutPosition == 640 && state.appearProgress == 0)
        // It starts edge-on: rotated -90° about its centre line.
        let placement = stack.drawable(for: id)!.placement
        #expect(abs(placement.m22) < FoldStackChecks.unitTolerance && isClose(placement.m23, -1, tolerance: FoldStackChecks.unitTolerance))
        stack.advance(to: 0.2)
        let appear = stack.state(of: id)!.appearProgress
        #expect(appear > 0 && appear < 1)
        stack.advance(to: 3)
        #expect(Self.events(&stack) == [.didAppear(id)])
        #expect(stack.isIdle && stack.scrollOffset == stack.maximumOffset)
        // Appending while expanded collapses first.
        stack.expand(Self.id(0), at: 3)
        stack.advance(to: 6)
        _ = Self.events(&stack)
        let next = stack.append(.page(41), at: 6)
        #expect(Self.events(&stack) == [.willCollapse(Self.id(0))])
        stack.advance(to: 10)
        #expect(Self.events(&stack) == [.didAppear(next), .didCollapse(Self.id(0))])
        #expect(stack.pageIDs == (0..<6).map(Self.id))
    }

    // MARK: - Garbage and odd orders

    @Test func garbageInputIsIgnored() {
        var stack = Self.stack(3)
        stack.dragMoved(to: SIMD2(10, 10), time: 1)
        stack.dragEnded(at: SIMD2(10, 10), time: 2)
        stack.dragCancelled(time: 3)
        stack.dragBegan(at: SIMD2(.nan, 3), time: 4)
        #expect(!stack.isDragging)
        stack.tap(at: SIMD2(.infinity, 3), time: 4)
        #expect(stack.isIdle && Self.events(&stack).isEmpty)
        stack.dragBegan(at: SIMD2(100, 300), time: 5)
        stack.dragMoved(to: SIMD2(100, 200), time: .nan)
        stack.tap(at: SIMD2(100, 300), time: 5)  // during a drag: ignored
        #expect(stack.selectedPage == nil)
        stack.dragBegan(at: SIMD2(100, 250), time: 2)  // backwards, and again during a drag
        #expect(stack.time == 5)
        stack.dragMoved(to: SIMD2(100, -1e300), time: 5.1)
        stack.dragMoved(to: SIMD2(100, 1e300), time: 5.2)
        stack.dragEnded(at: SIMD2(.nan, .nan), time: 5.3)
        stack.advance(to: 60)
        #expect(stack.isIdle && stack.scrollOffset >= 0 && stack.scrollOffset <= stack.maximumOffset)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        #expect(FoldStackChecks.isSane(frame))
    }

    @Test func resizeKeepsTheLayoutRight() {
        // Full-view pages follow the view: the range stays spacing·(n - 1).
        var stack = Self.stack(6)
        stack.scroll(toOffset: 800, at: 0)
        stack.advance(to: 3)
        stack.resize(to: SIMD2(568, 320), at: 3)
        #expect(stack.pageSize == SIMD2(568, 320))
        #expect(stack.contentHeight == 320 + 160 * 5 && stack.maximumOffset == 800)
        // Fixed-size pages in a view taller than the stack: nothing to scroll.
        var configuration = PageStackConfiguration()
        configuration.pageSize = SIMD2(320, 568)
        stack = Self.stack(6, configuration: configuration)
        stack.scroll(toOffset: 800, at: 0)
        stack.advance(to: 3)
        #expect(stack.scrollOffset == 800)
        stack.resize(to: SIMD2(320, 1000), at: 3)
        #expect(stack.contentHeight == 1368 && stack.maximumOffset == 368 && stack.isAnimating)
        stack.resize(to: SIMD2(320, 2000), at: 3)
        #expect(stack.contentHeight == 2000 && stack.maximumOffset == 0)
        stack.advance(to: 8)
        #expect(stack.scrollOffset == 0 && stack.isIdle)
        stack.resize(to: SIMD2(.nan, -1), at: 8)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        #expect(FoldStackChecks.isSane(frame))
    }

    @Test func configurationIsSanitised() {
        var configuration = PageStackConfiguration()
        configuration.pageSize = SIMD2(-1, 4)
        configuration.spacing = 0
        configuration.decelerationRate = 1.5
        configuration.eyeDistance = -5
        configuration.depth = .nan
        let sane = configuration.sanitized
        #expect(sane.pageSize == nil && sane.spacing == 160 && sane.decelerationRate == 0.998)
        #expect(sane.eyeDistance == .infinity && sane.depth == 300)
    }

    @Test func frameReusesItsStorage() {
        var stack = Self.stack(8)
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        let capacity = frame.drawables.capacity
        let first = frame
        stack.frame(into: &frame)
        #expect(frame == first && frame.drawables.capacity == capacity)
        stack.advance(to: 1)
        #expect(stack.pendingEventCount == 0)
    }
}

extension FoldStackChecks {
    /// The four rows of a transform as vectors, for comparing transforms entry by entry.
    static func rows(_ m: Transform3D) -> [SIMD4<Double>] {
        [SIMD4(m.m11, m.m12, m.m13, m.m14), SIMD4(m.m21, m.m22, m.m23, m.m24), SIMD4(m.m31, m.m32, m.m33, m.m34),
         SIMD4(m.m41, m.m42, m.m43, m.m44)]
    }

    /// Componentwise closeness of 4-vectors (absolute).
    static func isClose(_ a: SIMD4<Double>, _ b: SIMD4<Double>, tolerance: Double) -> Bool {
        let d = a - b
        return abs(d.x) <= tolerance && abs(d.y) <= tolerance && abs(d.z) <= tolerance && abs(d.w) <= tolerance
    }
}

/// `ln x` for `x > 0` without a math library: `x = m·2^e` with `m` in `[1, 2)`, and
/// `ln m = 2·atanh((m - 1)/(m + 1))` summed to double precision (the ratio is at most 1/3).
private func naturalLog(_ x: Double) -> Double {
    func lnSignificand(_ m: Double) -> Double {
        let y = (m - 1) / (m + 1)
        var term = y, sum = 0.0, k = 0.0
        while abs(term) > 1e-18 {
            sum += term / (2 * k + 1)
            term *= y * y
            k += 1
        }
        return 2 * sum
    }
    return Double(x.exponent) * lnSignificand(2) + lnSignificand(x.significand)
}

/// `e^x` for moderate `x` without a math library: the Taylor series of `e^{x/16}`, squared 4 times.
private func exponential(_ x: Double) -> Double {
    let reduced = x / 16
    var term = 1.0, sum = 1.0, n = 1.0
    while abs(term) > 1e-18 {
        term *= reduced / n
        sum += term
        n += 1
    }
    for _ in 0..<4 { sum *= sum }
    return sum
}
