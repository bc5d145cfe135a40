import PageEffects
import PageGeometry
import PageTestSupport
import Testing

/// Checks shared by the fold-menu and page-stack tests.
enum FoldStackChecks {
    /// Geometry agreement: placements are built from a handful of products of numbers below
    /// ~1e3, so rounding stays near 1e-12 points; 1e-9 leaves three orders of margin yet would
    /// catch any real misplacement (a hundredth of a pixel is 1e-2).
    static let geometryTolerance = 1e-9

    /// Agreement of a unit-sized quantity computed two ways (a progress, a brightness, a texture
    /// coordinate, an angle): a few roundings of numbers below 1e3 divided down, so 1e-12 is
    /// thousands of ulps wide and still far below anything visible.
    static let unitTolerance = 1e-12

    /// Agreement of a point found by unprojecting through a perspective and mapping back: the
    /// 3×3 inverse loses a few digits to conditioning, so 1e-6 points (a millionth of a point).
    static let roundTripTolerance = 1e-6

    /// Whether every number in a frame is finite and every factor in range.
    static func isSane(_ frame: Frame) -> Bool {
        guard frame.viewSize.x.isFinite, frame.viewSize.y.isFinite else { return false }
        if let point = frame.camera.vanishingPoint, !(point.x.isFinite && point.y.isFinite) { return false }
        if frame.camera.eyeDistance.isNaN { return false }
        for drawable in frame.drawables {
            let m = drawable.placement
            // x·0 is 0 for every finite x and NaN for NaN or an infinity.
            guard SIMD4(m.m11, m.m12, m.m13, m.m14) * 0 == .zero, SIMD4(m.m21, m.m22, m.m23, m.m24) * 0 == .zero,
                SIMD4(m.m31, m.m32, m.m33, m.m34) * 0 == .zero, SIMD4(m.m41, m.m42, m.m43, m.m44) * 0 == .zero
            else { return false }
            let t = drawable.textureTransform
            guard SIMD4(t.a, t.b, t.c, t.d) * 0 == .zero, SIMD2(t.tx, t.ty) * 0 == .zero else { return false }
            guard (drawable.pageSize * 0) == .zero else { return false }
            guard drawable.opacity >= 0, drawable.opacity <= 1, drawable.brightness >= 0, drawable.brightness <= 1
            else { return false }
        }
        return true
    }

    /// The corners of a drawable as seen in the view (placement, then the frame's camera):
    /// top-left, top-right, bottom-right, bottom-left of its canonical rectangle.
    static func projectedCorners(_ drawable: PageDrawable, in frame: Frame) -> [SIMD2<Double>] {
        let full = drawable.placement.concatenating(frame.camera.projection(viewSize: frame.viewSize))
        let size = drawable.pageSize
        return [SIMD2(0, 0), SIMD2(size.x, 0), SIMD2(size.x, size.y), SIMD2(0, size.y)]
            .map { full.projectPlanePoint($0) }
    }
}

@Suite struct FoldMenuTests {
    static let viewSize = SIMD2<Double>(375, 667)

    /// The fold document's menu transform for `percent`: rotation about y by
    /// `(1 - percent)·(-π/2)` on a perspective of 1/1000, then the translation `menuWidth·percent`.
    static func documentTransform(percent: Double, menuWidth: Double = 80) -> Transform3D {
        var identity = Transform3D.identity
        identity.m34 = -1.0 / 1000
        let rotation = identity.rotated(by: (1 - percent) * -Double.pi / 2, x: 0, y: 1, z: 0)
        return rotation.concatenating(Transform3D(translationX: menuWidth * percent, y: 0, z: 0))
    }

    /// Drags from `start` to `end` at constant speed over `duration` seconds in `steps` moves,
    /// beginning at `time`, and lifts; returns the time of the lift.
    @discardableResult
    static func drag(
        _ menu: inout FoldMenu, from start: SIMD2<Double>, to end: SIMD2<Double>,
        duration: Double, steps: Int = 10, at time: Double
    ) -> Double {
        menu.dragBegan(at: start, time: time)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            menu.dragMoved(to: start + (end - start) * fraction, time: time + duration * fraction)
        }
        menu.dragEnded(at: end, time: time + duration)
        return time + duration
    }

    static func events(_ menu: inout FoldMenu) -> [FoldMenuEvent] {
        var result: [FoldMenuEvent] = []
        while let event = menu.nextEvent() { result.append(event) }
        return result
    }

    // MARK: - Geometry

    @Test func matchesTheDocumentsLayerAndKeepsTheHingeOnItsLine() {
        let tolerance = FoldStackChecks.geometryTolerance
        var menu = FoldMenu(viewSize: Self.viewSize)
        var frame = Frame(viewSize: .zero)
        for step in 0...20 {
            let p = Double(step) / 20
            menu.setProgress(p, at: 0)
            menu.frame(into: &frame)
            #expect(frame.drawables.count == 2)
            #expect(frame.camera.m34 == -1.0 / 1000)
            let panel = frame.drawables[1]
            let ours = FoldStackChecks.projectedCorners(panel, in: frame)
            // The document's menu layer: frame (-80, 0, 80, H), anchor point x = 1.
            let layer = LayerGeometry(
                frame: Rect(x: -80, y: 0, width: 80, height: Self.viewSize.y), anchorPoint: SIMD2(1, 0.5),
                transform: Self.documentTransform(percent: p))
            let theirs = layer.projectedCorners()
            #expect(isClose(ours[0], theirs.topLeft, tolerance: tolerance))
            #expect(isClose(ours[1], theirs.topRight, tolerance: tolerance))
            #expect(isClose(ours[2], theirs.bottomRight, tolerance: tolerance))
            #expect(isClose(ours[3], theirs.bottomLeft, tolerance: tolerance))
            // The hinge (the right edge) stays at x = menuWidth · p, top to bottom.
            #expect(isClose(theirs.topRight.x, 80 * p, tolerance: tolerance))
            #expect(isClose(theirs.bottomRight.x, 80 * p, tolerance: tolerance))
            #expect(isClose(ours[1].x, menu.hingeX, tolerance: tolerance))
            #expect(isClose(ours[2].x, menu.hingeX, tolerance: tolerance))
            // The free edge folds away: behind the hinge for p < 1, flat at p = 1.
            let leftEdgeDepth = panel.placement.apply(to: SIMD3(0, 0, 0)).z
            #expect(leftEdgeDepth <= tolerance)
            if p < 1 { #expect(leftEdgeDepth < 0) }
            // Shading max(0.2, p) as brightness; the content slides with the hinge.
            #expect(isClose(panel.brightness, max(0.2, p), tolerance: FoldStackChecks.unitTolerance))
            #expect(panel.opacity == 1)
            #expect(frame.drawables[0].front == .page(1))
            #expect(frame.drawables[0].placement == Transform3D(translationX: 80 * p, y: 0, z: 0))
        }
    }

    @Test func openMenuLiesFlatOnItsRectangle() {
        let menu = FoldMenu(viewSize: Self.viewSize, isOpen: true)
        var frame = Frame(viewSize: .zero)
        menu.frame(into: &frame)
        let corners = FoldStackChecks.projectedCorners(frame.drawables[1], in: frame)
        let tolerance = FoldStackChecks.geometryTolerance
        #expect(isClose(corners[0], SIMD2(0, 0), tolerance: tolerance))
        #expect(isClose(corners[2], SIMD2(80, Self.viewSize.y), tolerance: tolerance))
        #expect(frame.background == .black)
    }

    @Test func shadingCanGoToOpacityOrNowhere() {
        var configuration = FoldMenuConfiguration()
        configuration.shading = .opacity
        configuration.minimumShade = 0.3
        var menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        var frame = Frame(viewSize: .zero)
        menu.setProgress(0.1, at: 0)
        menu.frame(into: &frame)
        #expect(frame.drawables[1].opacity == 0.3 && frame.drawables[1].brightness == 1)
        configuration.shading = .none
        menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        menu.setProgress(0.1, at: 0)
        menu.frame(into: &frame)
        #expect(frame.drawables[1].opacity == 1 && frame.drawables[1].brightness == 1)
    }

    @Test func perspectiveCanBeCentredOrOrthographic() {
        var configuration = FoldMenuConfiguration()
        configuration.perspectiveFollowsHinge = false
        configuration.eyeDistance = .infinity
        var menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        menu.setProgress(0.5, at: 0)
        var frame = Frame(viewSize: .zero)
        menu.frame(into: &frame)
        #expect(frame.camera.vanishingPoint == nil && frame.camera.m34 == 0)
        // Orthographic: the free edge sits at hinge - w·cos(angle).
        let corners = FoldStackChecks.projectedCorners(frame.drawables[1], in: frame)
        let expected = menu.hingeX - 80 * (Double.pi / 4).cosineForTests
        #expect(isClose(corners[0].x, expected, tolerance: FoldStackChecks.geometryTolerance))
    }

    // MARK: - Accordion

    @Test(arguments: [2, 3, 4, 5])
    func accordionPanelsShareTheirEdgesAndZigZag(panels: Int) {
        var configuration = FoldMenuConfiguration()
        configuration.panelCount = panels
        configuration.menuWidth = 240
        var menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        var frame = Frame(viewSize: .zero)
        let tolerance = FoldStackChecks.geometryTolerance
        let width = 240 / Double(panels)
        for step in 0...40 {
            let p = Double(step) / 40
            menu.setProgress(p, at: 0)
            menu.frame(into: &frame)
            #expect(frame.drawables.count == panels + 1)
            let quads = frame.drawables.dropFirst().map { FoldStackChecks.projectedCorners($0, in: frame) }
            // The hinge panel hangs on the hinge.
            #expect(isClose(quads[0][1].x, menu.hingeX, tolerance: tolerance))
            #expect(isClose(quads[0][2].x, menu.hingeX, tolerance: tolerance))
            for k in 0..<(panels - 1) {
                // Panel k's left edge is panel k+1's right edge, on screen and in space.
                #expect(isClose(quads[k][0], quads[k + 1][1], tolerance: tolerance))
                #expect(isClose(quads[k][3], quads[k + 1][2], tolerance: tolerance))
                let left = frame.drawables[1 + k].placement.apply(to: SIMD3(0, 0, 0))
                let right = frame.drawables[2 + k].placement.apply(to: SIMD3(width, 0, 0))
                #expect(isClose(left, right, tolerance: tolerance))
            }
            for k in 0..<panels {
                let placement = frame.drawables[1 + k].placement
                let rightZ = placement.apply(to: SIMD3(width, 0, 0)).z
                let leftZ = placement.apply(to: SIMD3(0, 0, 0)).z
                // Zig-zag: even panels fold away from the viewer going outward, odd ones come back,
                // and nothing comes in front of the view plane.
                if p < 1 {
                    #expect(k % 2 == 0 ? leftZ < rightZ : leftZ > rightZ)
                }
                #expect(leftZ <= tolerance && rightZ <= tolerance && leftZ >= -width - tolerance)
                // Each panel shows its own slice of the menu.
                let texture = frame.drawables[1 + k].textureTransform
                let sliceLeft = 240 - Double(k + 1) * width
                #expect(isClose(texture.apply(to: SIMD2(0, 0)), SIMD2(sliceLeft / 240, 0), tolerance: FoldStackChecks.unitTolerance))
                #expect(isClose(texture.apply(to: SIMD2(width, Self.viewSize.y)),
                                SIMD2((sliceLeft + width) / 240, 1), tolerance: FoldStackChecks.unitTolerance))
                // Light and shade alternate while folded; flat panels are evenly lit.
                let even = frame.drawables[1].brightness
                if k % 2 == 1 {
                    if p > 0 && p < 1 { #expect(frame.drawables[1 + k].brightness < even) }
                    if p == 1 { #expect(frame.drawables[1 + k].brightness == even) }
                } else {
                    #expect(frame.drawables[1 + k].brightness == max(0.2, p))
                }
            }
            if p == 1 {
                // Open: the panels tile [0, menuWidth] exactly.
                for k in 0..<panels {
                    let sliceLeft = 240 - Double(k + 1) * width
                    #expect(isClose(quads[k][0], SIMD2(sliceLeft, 0), tolerance: tolerance))
                    #expect(isClose(quads[k][2], SIMD2(sliceLeft + width, Self.viewSize.y), tolerance: tolerance))
                }
            }
        }
    }

    @Test func tapOnAFoldedPanelFindsItsSlice() {
        var configuration = FoldMenuConfiguration()
        configuration.panelCount = 3
        configuration.menuWidth = 240
        var menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        menu.setProgress(0.7, at: 0)
        var frame = Frame(viewSize: .zero)
        menu.frame(into: &frame)
        for k in 0..<3 {
            let drawable = frame.drawables[1 + k]
            let full = drawable.placement.concatenating(frame.camera.projection(viewSize: frame.viewSize))
            let centre = full.projectPlanePoint(drawable.pageSize / 2)
            _ = Self.events(&menu)
            menu.tap(at: centre, time: 0)
            let expected = SIMD2(240 - (Double(k) + 0.5) * 80, Self.viewSize.y / 2)
            guard case .menuTapped(let point) = Self.events(&menu).first else {
                Issue.record("no menu tap reported for panel \(k)")
                continue
            }
            #expect(isClose(point, expected, tolerance: FoldStackChecks.roundTripTolerance))
        }
    }

    // MARK: - Release decisions

    @Test func slowReleaseGoesToTheNearerEnd() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        // 48 points (p = 0.6) in one second: 48 points per second, far below a flick.
        var time = Self.drag(&menu, from: SIMD2(20, 300), to: SIMD2(68, 300), duration: 1, at: 0)
        #expect(isClose(menu.progress, 0.6, tolerance: FoldStackChecks.unitTolerance))
        #expect(Self.events(&menu) == [.willOpen])
        time += 2
        menu.advance(to: time)
        #expect(menu.isOpen && menu.progress == 1)
        #expect(Self.events(&menu) == [.didOpen])
        // From open, back to p = 0.6 slowly: stays open; to 0.4: closes.
        time = Self.drag(&menu, from: SIMD2(200, 300), to: SIMD2(168, 300), duration: 1, at: time)
        #expect(Self.events(&menu) == [.willOpen])
        menu.advance(to: time + 2)
        time = Self.drag(&menu, from: SIMD2(200, 300), to: SIMD2(152, 300), duration: 1, at: time + 2)
        #expect(isClose(menu.progress, 0.4, tolerance: FoldStackChecks.unitTolerance))
        #expect(Self.events(&menu) == [.didOpen, .willClose])
        menu.advance(to: time + 2)
        #expect(menu.isClosed)
        #expect(Self.events(&menu) == [.didClose])
    }

    @Test func flickOpensFromASmallProgressAndClosesFromALargeOne() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        // 8 points in 16 ms: 500 points per second, p = 0.1.
        var time = Self.drag(&menu, from: SIMD2(20, 300), to: SIMD2(28, 300), duration: 0.016, steps: 4, at: 0)
        #expect(isClose(menu.progress, 0.1, tolerance: FoldStackChecks.unitTolerance))
        #expect(Self.events(&menu) == [.willOpen])
        menu.advance(to: time + 2)
        #expect(menu.isOpen)
        _ = Self.events(&menu)
        time = Self.drag(&menu, from: SIMD2(200, 300), to: SIMD2(192, 300), duration: 0.016, steps: 4, at: time + 2)
        #expect(isClose(menu.progress, 0.9, tolerance: FoldStackChecks.unitTolerance))
        #expect(Self.events(&menu) == [.willClose])
        menu.advance(to: time + 2)
        #expect(menu.isClosed)
        // The decision rule itself.
        #expect(menu.shouldOpen(progress: 0.01, velocity: 300))
        #expect(!menu.shouldOpen(progress: 0.99, velocity: -300))
        #expect(!menu.shouldOpen(progress: 0.49, velocity: 299))
        #expect(menu.shouldOpen(progress: 0.5, velocity: -299))
    }

    @Test func releaseHandsTheFingersVelocityToTheSpring() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        // 100 points per second (1.25 progress per second) up to p = 0.5, sampled every 5 ms.
        let time = Self.drag(&menu, from: SIMD2(0, 300), to: SIMD2(40, 300), duration: 0.4, steps: 80, at: 0)
        let start = menu.progress
        let step = 1e-4
        menu.advance(to: time + step)
        let rate = (menu.progress - start) / step
        // The spring's acceleration over 0.1 ms changes the rate by under 0.5% (about 0.004 per
        // second), and the tracker's quadratic fit of exactly linear samples is exact: 1% is
        // room for both while a release from rest (rate 0) would miss by 100%.
        let rateTolerance = 0.01 * 1.25
        #expect(abs(rate - 1.25) < rateTolerance)
    }

    @Test func grabbingMidFlightCatchesTheMenuWhereItIs() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        menu.open(at: 0)
        #expect(Self.events(&menu) == [.willOpen])
        var probe = menu
        probe.advance(to: 0.1)
        let caught = probe.progress
        #expect(caught > 0 && caught < 1)
        menu.dragBegan(at: SIMD2(100, 300), time: 0.1)
        #expect(menu.progress == caught)
        #expect(!menu.isAnimating && menu.isDragging)
        menu.advance(to: 0.5)
        #expect(menu.progress == caught)
        menu.dragMoved(to: SIMD2(108, 300), time: 0.6)
        #expect(isClose(menu.progress, min(caught + 0.1, 1), tolerance: FoldStackChecks.unitTolerance))
        menu.dragCancelled(time: 0.7)
        #expect(menu.isAnimating)
        menu.advance(to: 3)
        #expect(menu.isIdle)
        #expect(Self.events(&menu) == [menu.progress == 1 ? .willOpen : .willClose,
                                        menu.progress == 1 ? .didOpen : .didClose])
    }

    @Test func toggleReversesWithoutAJump() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        menu.toggle(at: 0)
        menu.advance(to: 0.1)
        let before = menu.progress
        menu.toggle(at: 0.1)
        #expect(menu.progress == before)
        menu.advance(to: 0.1 + 1e-4)
        // Still moving on (opening) for an instant: velocity carried over, no kink.
        #expect(menu.progress >= before)
        menu.advance(to: 3)
        #expect(menu.isClosed)
        #expect(Self.events(&menu) == [.willOpen, .willClose, .didClose])
        menu.close(at: 3)
        #expect(Self.events(&menu).isEmpty)
        menu.open(at: 3)
        menu.open(at: 3)
        #expect(Self.events(&menu) == [.willOpen])
    }

    // MARK: - Taps

    @Test func tapsOnTheMenuAndTheContent() {
        var menu = FoldMenu(viewSize: Self.viewSize, isOpen: true)
        menu.tap(at: SIMD2(30, 100), time: 0)
        guard case .menuTapped(let point) = Self.events(&menu).first else {
            Issue.record("no menu tap")
            return
        }
        #expect(isClose(point, SIMD2(30, 100), tolerance: FoldStackChecks.roundTripTolerance))
        menu.tap(at: SIMD2(200, 300), time: 0)
        #expect(Self.events(&menu) == [.willClose])
        menu.advance(to: 2)
        #expect(menu.isClosed)
        _ = Self.events(&menu)
        menu.tap(at: SIMD2(200, 300), time: 2)
        #expect(Self.events(&menu) == [.contentTapped(SIMD2(200, 300))])
        // Open without closing on taps: the tap reaches the slid content.
        var configuration = FoldMenuConfiguration()
        configuration.closesOnContentTap = false
        menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration, isOpen: true)
        menu.tap(at: SIMD2(200, 300), time: 0)
        #expect(Self.events(&menu) == [.contentTapped(SIMD2(120, 300))])
    }

    // MARK: - Garbage

    @Test func garbageInputIsIgnored() {
        var menu = FoldMenu(viewSize: Self.viewSize)
        menu.dragMoved(to: SIMD2(300, 0), time: 1)
        menu.dragEnded(at: SIMD2(300, 0), time: 2)
        menu.dragCancelled(time: 3)
        #expect(menu.progress == 0 && menu.isIdle && Self.events(&menu).isEmpty)
        menu.dragBegan(at: SIMD2(.nan, 0), time: 4)
        #expect(!menu.isDragging)
        menu.dragBegan(at: SIMD2(0, 0), time: 5)
        menu.dragMoved(to: SIMD2(.infinity, 0), time: 6)
        menu.dragMoved(to: SIMD2(40, .nan), time: 6)
        #expect(menu.progress == 0)
        menu.dragMoved(to: SIMD2(1e300, 0), time: 6)
        #expect(menu.progress == 1)
        menu.dragMoved(to: SIMD2(-1e300, 0), time: .nan)
        #expect(menu.progress == 0 && menu.time == 6)
        menu.dragEnded(at: SIMD2(.nan, .nan), time: 1)  // backwards in time
        #expect(menu.time == 6)
        menu.advance(to: 5)
        menu.advance(to: .infinity)
        menu.advance(to: 100)
        #expect(menu.isIdle && (menu.progress == 0 || menu.progress == 1))
        menu.tap(at: SIMD2(.nan, 3), time: 100)
        let events = Self.events(&menu)
        #expect(events == [.willClose, .didClose] || events == [.willOpen, .didOpen])
        menu.setProgress(.nan, at: 100)
        #expect(menu.progress == 0)
    }

    @Test func configurationIsSanitised() {
        var configuration = FoldMenuConfiguration()
        configuration.menuWidth = .nan
        configuration.menuHeight = -4
        configuration.panelCount = 0
        configuration.foldAngle = 7
        configuration.minimumShade = 3
        configuration.openThreshold = .nan
        configuration.maximumReleaseVelocity = -1
        let sane = configuration.sanitized
        #expect(sane.menuWidth == 80 && sane.menuHeight == nil && sane.panelCount == 1)
        #expect(sane.foldAngle == .pi / 2 && sane.minimumShade == 1 && sane.openThreshold == 0.5)
        #expect(sane.maximumReleaseVelocity == 40)
        let menu = FoldMenu(viewSize: SIMD2(.nan, -3), configuration: configuration)
        #expect(menu.viewSize == .zero)
        var frame = Frame(viewSize: .zero)
        menu.frame(into: &frame)
        #expect(FoldStackChecks.isSane(frame))
    }

    @Test func frameReusesItsStorage() {
        var configuration = FoldMenuConfiguration()
        configuration.panelCount = 4
        var menu = FoldMenu(viewSize: Self.viewSize, configuration: configuration)
        var frame = Frame(viewSize: .zero)
        menu.setProgress(0.3, at: 0)
        menu.frame(into: &frame)
        let capacity = frame.drawables.capacity
        let first = frame
        menu.frame(into: &frame)
        #expect(frame == first)
        #expect(frame.drawables.capacity == capacity)
    }
}

extension Double {
    /// `cos(self)` without importing RealModule into the tests' public surface.
    fileprivate var cosineForTests: Double {
        Transform3D(rotationAngle: self, x: 0, y: 0, z: 1).m11
    }
}
