import PageEffects
import PageGeometry
import PageTestSupport
import Testing

/// Invariants of a ``PageStack`` checked against an independent model, shared by the property
/// and fuzz tests. Pages are created with fronts `.page(id.rawValue)` so that a drawable names
/// its page.
enum StackInvariants {
    /// The content height for `count` pages, straight from the formula.
    static func contentHeight(count: Int, viewHeight: Double, pageHeight: Double, spacing: Double) -> Double {
        count == 0 ? viewHeight : max(viewHeight, pageHeight + spacing * Double(count - 1))
    }

    /// Whether the convex quadrilateral `quad` meets the rectangle `[0, size.x] × [0, size.y]`
    /// (boundaries included), by separating axes: the rectangle's two and the quad's edge normals.
    static func quad(_ quad: [SIMD2<Double>], meetsViewOf size: SIMD2<Double>) -> Bool {
        quadMeetsView(quad[0], quad[1], quad[2], quad[3], size: size)
    }

    /// ``quad(_:meetsViewOf:)`` for four corners in order, without allocating (plain scalar
    /// arithmetic: this runs hundreds of thousands of times in the fuzz tests' debug builds).
    static func quadMeetsView(
        _ q0: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>, _ q3: SIMD2<Double>, size: SIMD2<Double>
    ) -> Bool {
        if max(q0.x, q1.x, q2.x, q3.x) < 0 || min(q0.x, q1.x, q2.x, q3.x) > size.x
            || max(q0.y, q1.y, q2.y, q3.y) < 0 || min(q0.y, q1.y, q2.y, q3.y) > size.y
        {
            return false
        }
        func separates(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
            let nx = a.y - b.y, ny = b.x - a.x
            guard nx != 0 || ny != 0 else { return false }
            let p0 = q0.x * nx + q0.y * ny, p1 = q1.x * nx + q1.y * ny
            let p2 = q2.x * nx + q2.y * ny, p3 = q3.x * nx + q3.y * ny
            let r1 = size.x * nx, r2 = size.x * nx + size.y * ny, r3 = size.y * ny
            return max(p0, p1, p2, p3) < min(0, r1, r2, r3) || max(0, r1, r2, r3) < min(p0, p1, p2, p3)
        }
        return !(separates(q0, q1) || separates(q1, q2) || separates(q2, q3) || separates(q3, q0))
    }

    /// Every problem found with the stack's state and `frame` (drawn from it just now), given
    /// the identities the model expects in the stack, in order, and how many pages were ever
    /// created (identities `0 ..< created`).
    static func problems(_ stack: PageStack, frame: Frame, expected: [PageStackPageID], created: Int) -> [String] {
        var found: [String] = []
        if !FoldStackChecks.isSane(frame) { found.append("a frame with a non-finite number") }
        if stack.pageIDs != expected { found.append("pages \(stack.pageIDs), expected \(expected)") }
        let height = contentHeight(
            count: expected.count, viewHeight: stack.viewSize.y, pageHeight: stack.pageSize.y,
            spacing: stack.configuration.spacing)
        if stack.contentHeight != height { found.append("content height \(stack.contentHeight), expected \(height)") }
        if !stack.scrollOffset.isFinite || !(0...1).contains(stack.expansionProgress) {
            found.append("offset \(stack.scrollOffset), expansion \(stack.expansionProgress)")
        }
        let drawables = frame.drawables
        for i in drawables.indices {
            for j in drawables.indices where j > i && drawables[i].front == drawables[j].front {
                found.append("\(drawables[i].front) drawn twice")
            }
        }
        // Every page whose quadrilateral shows in the view is drawn (or one behind the eye).
        let projection = stack.camera.projection(viewSize: stack.viewSize)
        for raw in 0..<created {
            let id = PageStackPageID(rawValue: raw)
            guard let drawable = stack.drawable(for: id) else { continue }
            if drawable.front != .page(raw) { found.append("\(id) shows \(drawable.front)") }
            if let state = stack.state(of: id), !(0...1).contains(state.appearProgress) {
                found.append("\(id) appear \(state.appearProgress)")
            }
            let full = drawable.placement.concatenating(projection)
            let size = drawable.pageSize
            let c0 = SIMD2<Double>(0, 0), c1 = SIMD2(size.x, 0), c2 = size, c3 = SIMD2(0, size.y)
            func w(_ corner: SIMD2<Double>) -> Double { corner.x * full.m14 + corner.y * full.m24 + full.m44 }
            let behindEye = w(c0) <= 0 || w(c1) <= 0 || w(c2) <= 0 || w(c3) <= 0
            let shows = behindEye
                || quadMeetsView(
                    full.projectPlanePoint(c0), full.projectPlanePoint(c1), full.projectPlanePoint(c2),
                    full.projectPlanePoint(c3), size: stack.viewSize)
            if shows && !drawables.contains(where: { $0.front == .page(raw) }) {
                found.append("\(id) shows in the view but is not drawn")
            }
        }
        return found
    }

    /// Problems with a stack that should be at rest: pages on their slots, in place, offset in
    /// range, no page sliding out.
    static func restingProblems(_ stack: PageStack) -> [String] {
        var found: [String] = []
        if !stack.isIdle { found.append("not idle") }
        if !(stack.scrollOffset >= 0 && stack.scrollOffset <= stack.maximumOffset) {
            found.append("offset \(stack.scrollOffset) outside [0, \(stack.maximumOffset)]")
        }
        for (index, id) in stack.pageIDs.enumerated() {
            guard let state = stack.state(of: id) else { continue }
            if state.index != index || state.layoutPosition != Double(index) * stack.configuration.spacing
                || state.swipeOffset != 0 || state.appearProgress != 1
            {
                found.append("\(id) at rest: \(state)")
            }
        }
        if stack.expansionProgress != 0 && stack.expansionProgress != 1 {
            found.append("expansion at rest \(stack.expansionProgress)")
        }
        return found
    }
}

@Suite struct StackLayoutPropertyTests {
    /// The document's culling bug: its collection view skipped cells whose untransformed frame
    /// lay outside the screen, though the transform brought them into view.
    @Test func aPageWhoseFrameIsAboveTheViewIsStillDrawnWhenItShows() {
        var configuration = PageStackConfiguration()
        configuration.eyeDistance = 600
        var stack = PageStack(
            viewSize: SIMD2(320, 568), pages: (0..<30).map { .page($0) }, configuration: configuration)
        stack.scroll(toOffset: 600, at: 0)
        stack.advance(to: 5)
        #expect(stack.scrollOffset == 600)
        // Page 0's untransformed frame spans y in [-600, -32]: entirely above the view…
        let page0 = stack.drawable(for: PageStackPageID(rawValue: 0))!
        var frame = Frame(viewSize: .zero)
        stack.frame(into: &frame)
        let quad = FoldStackChecks.projectedCorners(page0, in: frame)
        // …but its far (lower) edge is pulled toward the vanishing point, into the view.
        #expect(quad.contains { $0.y > 0 })
        #expect(StackInvariants.quad(quad, meetsViewOf: stack.viewSize))
        #expect(frame.drawables.contains { $0.front == .page(0) })
        // Pages far below are left out, and everything visible is drawn.
        #expect(!frame.drawables.contains { $0.front == .page(29) })
        #expect(frame.drawables.count < 30)
        #expect(StackInvariants.problems(stack, frame: frame, expected: stack.pageIDs, created: 30).isEmpty)
    }

    /// Random sequences of removals (by swipe and by command), appends, scrolls, flings, taps and
    /// pauses; after each step and at instants in between, the stack is checked against a model
    /// list of identities.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func deletesAndAppendsKeepTheLayoutAndEveryVisiblePageDrawn(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var frame = Frame(viewSize: .zero)
        for _ in 0..<60 {
            var configuration = PageStackConfiguration()
            configuration.spacing = random.double(in: 40...200)
            configuration.eyeDistance = [1500, 600, 3000, .infinity].randomElement(using: &random)!
            if Bool.random(using: &random) {
                configuration.pageSize = SIMD2(random.double(in: 100...320), random.double(in: 100...600))
            }
            let viewSize = SIMD2(random.double(in: 200...500), random.double(in: 300...900))
            let initial = Int.random(in: 0...8, using: &random)
            var stack = PageStack(
                viewSize: viewSize, pages: (0..<initial).map { .page($0) }, configuration: configuration)
            var model = (0..<initial).map { PageStackPageID(rawValue: $0) }
            var created = initial
            var time = 0.0
            var issues: [String] = []
            func check(_ stack: inout PageStack) {
                stack.frame(into: &frame)
                while let event = stack.nextEvent() {
                    if case .willRemove(let id) = event { model.removeAll { $0 == id } }
                }
                issues += StackInvariants.problems(stack, frame: frame, expected: model, created: created)
            }
            for _ in 0..<25 {
                switch Int.random(in: 0..<8, using: &random) {
                case 0 where !model.isEmpty:
                    stack.remove(model.randomElement(using: &random)!, at: time)
                case 1:
                    // Identities are handed out in order, so the next one is the count so far.
                    let id = stack.append(.page(created), at: time)
                    if id.rawValue != created { issues.append("appended \(id), expected #\(created)") }
                    created += 1
                    model.append(id)
                case 2, 3:
                    let x = random.double(in: 0...viewSize.x), y = random.double(in: 0...viewSize.y)
                    let dy = random.double(in: -600...600)
                    let duration = random.double(in: 0.03...0.5)
                    stack.dragBegan(at: SIMD2(x, y), time: time)
                    for step in 1...6 {
                        time += duration / 6
                        stack.dragMoved(to: SIMD2(x, y + dy * Double(step) / 6), time: time)
                        if step == 3 { check(&stack) }
                    }
                    stack.dragEnded(at: SIMD2(x, y + dy), time: time)
                case 4 where !model.isEmpty:
                    // A swipe on a page's visible strip.
                    if let drawable = stack.drawable(for: model.randomElement(using: &random)!) {
                        let full = drawable.placement.concatenating(stack.camera.projection(viewSize: viewSize))
                        let start = full.projectPlanePoint(SIMD2(drawable.pageSize.x / 2, 10))
                        let dx = -random.double(in: 0...200)
                        stack.dragBegan(at: start, time: time)
                        for step in 1...5 {
                            time += 0.03
                            stack.dragMoved(to: start + SIMD2(dx * Double(step) / 5, 0), time: time)
                        }
                        stack.dragEnded(at: start + SIMD2(dx, 0), time: time)
                    }
                case 5:
                    stack.tap(at: SIMD2(random.double(in: 0...viewSize.x), random.double(in: 0...viewSize.y)), time: time)
                default:
                    break
                }
                check(&stack)
                time += random.double(in: 0...0.4)
                stack.advance(to: time)
                check(&stack)
            }
            stack.collapse(at: time)
            stack.advance(to: time + 30)
            check(&stack)
            issues += StackInvariants.restingProblems(stack)
            #expect(issues.isEmpty, "\(issues.prefix(5))")
        }
    }
}
