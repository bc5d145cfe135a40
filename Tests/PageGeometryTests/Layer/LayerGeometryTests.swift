import PageGeometry
import PageTestSupport
import Testing

// Core Animation's layer model as test vectors: frame/bounds/position/anchorPoint, transforms
// about the anchor point, zPosition and anchorPointZ, the superlayer's sublayerTransform about
// its anchor point (the vanishing point), and hit testing a flipped or folded page.

@Suite struct LayerGeometryTests {
    /// Coordinates of a few hundred points through a handful of products and one division.
    static let tolerance = 1e-9

    /// √3, for the 60° page turns below.
    static let root3 = 3.0.squareRoot()

    // MARK: Frame, bounds, position, anchor point

    @Test func frameInitializerPlacesTheLayerLikeCALayerFrame() {
        let layer = LayerGeometry(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(layer.position == SIMD2(60, 45), "the default anchor (0.5, 0.5) is the centre")
        #expect(layer.anchorPointInLayer == SIMD3(50, 25, 0))
        let c = layer.projectedCorners()
        #expect(c.topLeft == SIMD2(10, 20) && c.topRight == SIMD2(110, 20))
        #expect(c.bottomRight == SIMD2(110, 70) && c.bottomLeft == SIMD2(10, 70))
        let hinged = LayerGeometry(frame: Rect(x: 10, y: 20, width: 100, height: 50), anchorPoint: SIMD2(1, 0.5))
        #expect(hinged.position == SIMD2(110, 45))
        #expect(hinged.projectedCorners().topLeft == SIMD2(10, 20))
    }

    @Test func changingTheAnchorPointMovesTheLayer() {
        // Core Animation's classic surprise: with `position` kept, a new anchor point moves the
        // layer so that the new anchor lands on `position`.
        var layer = LayerGeometry(bounds: Rect(x: 0, y: 0, width: 200, height: 100), position: SIMD2(300, 300))
        #expect(layer.convertToSuperlayer(SIMD2(0, 0)) == SIMD2(200, 250))
        layer.anchorPoint = SIMD2(0, 0)
        #expect(layer.convertToSuperlayer(SIMD2(0, 0)) == SIMD2(300, 300))
    }

    @Test func boundsOriginScrollsTheContent() {
        // The bounds origin is the layer point shown at the frame's top-left corner.
        let layer = LayerGeometry(bounds: Rect(x: 50, y: -20, width: 200, height: 100), position: SIMD2(100, 50))
        #expect(layer.anchorPointInLayer == SIMD3(150, 30, 0))
        #expect(layer.convertToSuperlayer(SIMD2(50, -20)) == SIMD2(0, 0))
        #expect(layer.convertToSuperlayer(SIMD2(250, 80)) == SIMD2(200, 100))
        // A turn about the anchor point keeps the anchor on `position`.
        var turned = layer
        turned.transform = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        #expect(isClose(turned.convertToSuperlayer(SIMD2(150, 30)), SIMD2(100, 50), tolerance: Self.tolerance))
    }

    @Test func transformsApplyAboutTheAnchorPoint() {
        // Half scale about the centre of a 200 × 100 layer framed at (0, 0).
        let scaled = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 200, height: 100),
            transform: Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        )
        #expect(scaled.projectedCorners().topLeft == SIMD2(50, 25))
        #expect(scaled.projectedCorners().bottomRight == SIMD2(150, 75))
        // A quarter turn (clockwise on a y-down screen) about the top-left corner.
        let turned = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 200, height: 100), anchorPoint: .zero,
            transform: Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        )
        #expect(isClose(turned.convertToSuperlayer(SIMD2(200, 0)), SIMD2(0, 200), tolerance: Self.tolerance))
        #expect(isClose(turned.convertToSuperlayer(SIMD2(0, 100)), SIMD2(-100, 0), tolerance: Self.tolerance))
    }

    // MARK: z

    @Test func anchorPointZAloneMovesNothing() {
        let flat = LayerGeometry(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var pivoted = flat
        pivoted.anchorPointZ = -100
        #expect(pivoted.localTransform.maxDifference(to: flat.localTransform) == 0)
    }

    @Test func anchorPointZPivotsOffThePlane() {
        // A card turned half a turn about a pivot 100 points behind it ends up 200 points behind
        // where it was, mirrored: (x, y, 0) - (100, 50, -100) = (x - 100, y - 50, 100), turned π
        // about y → (100 - x, y - 50, -100), moved back by (position, zPosition + anchorPointZ)
        // = (100, 50, -100) → (200 - x, y, -200).
        let card = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 200, height: 100),
            transform: Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        )
        var behind = card
        behind.anchorPointZ = -100
        let m = behind.transformToSuperlayer()
        #expect(isClose(m.apply(to: SIMD3(30, 40, 0)), SIMD3(170, 40, -200), tolerance: Self.tolerance))
        // The pivot itself stays at (position, zPosition + anchorPointZ).
        #expect(isClose(m.apply(to: behind.anchorPointInLayer), SIMD3(100, 50, -100), tolerance: Self.tolerance))
        #expect(!behind.isFrontFacing())
    }

    @Test func zPositionUnderAPerspectiveSublayerTransform() {
        // Container 640 × 480 with m34 = -1/500: the vanishing point is its anchor, the centre
        // (320, 240). A 100 × 100 card framed at (0, 0), raised by zPosition 100, has
        // w = 1 - 100/500 = 0.8, so it looks 1.25 times as far from (320, 240):
        //   (0, 0)     → (320, 240) + (-320, -240) / 0.8 = (-80, -60)
        //   (100, 100) → (320, 240) + (-220, -140) / 0.8 = (45, 65)
        let container = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        var card = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        card.zPosition = 100
        let c = card.projectedCorners(in: container)
        #expect(isClose(c.topLeft, SIMD2(-80, -60), tolerance: Self.tolerance))
        #expect(isClose(c.bottomRight, SIMD2(45, 65), tolerance: Self.tolerance))
        // Without zPosition the card is where its frame says: the plane z = 0 is untouched.
        card.zPosition = 0
        #expect(isClose(card.projectedCorners(in: container).bottomRight, SIMD2(100, 100), tolerance: Self.tolerance))
        // A container without a sublayer transform changes nothing.
        #expect(card.transformToSuperlayer(in: LayerGeometry(frame: Rect(x: 5, y: 5, width: 10, height: 10)))
            == card.localTransform)
    }

    @Test func sublayerTransformPivotIncludesTheSuperlayerAnchorPointZ() {
        // As WebKit's Core Animation-compatible compositor does, the sublayer transform acts
        // about (anchor in bounds, anchorPointZ). With anchorPointZ = 100 the pivot, hence the
        // eye, is 100 points further forward, and a sublayer at z = 0 sits 100 points behind it:
        // w = 1 + 100/500 = 1.2, so it looks 1/1.2 the size about the vanishing point (320, 240).
        var container = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        container.anchorPointZ = 100
        let card = LayerGeometry(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let seen = card.convertToSuperlayer(SIMD2(0, 0), in: container)
        #expect(isClose(seen, SIMD2(320 - 320 / 1.2, 240 - 240 / 1.2), tolerance: Self.tolerance))
    }

    // MARK: A page turned about its spine

    /// A 320 × 480 page whose spine (left edge) is the hinge: anchorPoint (0, 0.5), framed at
    /// `x` so that the spine's middle is the pivot.
    static func page(atX x: Double, transform: Transform3D) -> LayerGeometry {
        LayerGeometry(frame: Rect(x: x, y: 0, width: 320, height: 480), anchorPoint: SIMD2(0, 0.5), transform: transform)
    }

    @Test func flippedPageCornersWithPerspectiveInTheTransform() {
        // BookViewXK's recipe: transform.m34 = -1/500, then rotated by -60° about y.
        // Pivot (0, 240) in the page; the right corners relative to it are (320, ∓240, 0).
        // Rotation by θ = -60° about y: x' = 320·cos θ = 160, z' = -320·sin θ = 160√3 ≈ 277.128.
        // Perspective: w = 1 - z'/500 = 1 - 160√3/500 ≈ 0.445744.
        // Seen: x = 160/w ≈ 358.951, y = 240 ∓ 240/w ≈ 240 ∓ 538.426, i.e.
        //   topRight ≈ (358.951, -298.426), bottomRight ≈ (358.951, 778.426),
        // taller than the flat page because the free edge is lifted toward the eye.
        // The spine (x = 0) stays put: topLeft = (0, 0), bottomLeft = (0, 480).
        var flip = Transform3D.identity
        flip.m34 = -1.0 / 500
        flip = flip.rotated(by: -.pi / 3, x: 0, y: 1, z: 0)
        let page = Self.page(atX: 0, transform: flip)
        let w = 1 - 160 * Self.root3 / 500
        let c = page.projectedCorners()
        #expect(isClose(c.topLeft, SIMD2(0, 0), tolerance: Self.tolerance))
        #expect(isClose(c.bottomLeft, SIMD2(0, 480), tolerance: Self.tolerance))
        #expect(isClose(c.topRight, SIMD2(160 / w, 240 - 240 / w), tolerance: Self.tolerance))
        #expect(isClose(c.bottomRight, SIMD2(160 / w, 240 + 240 / w), tolerance: Self.tolerance))
        #expect(isClose(c.topRight, SIMD2(358.951, -298.426), tolerance: 1e-3))
        #expect(page.isFrontFacing())
    }

    @Test func flippedPageCornersWithPerspectiveFromTheSuperlayer() {
        // The same turn, the perspective now the book's sublayerTransform. The book is a
        // 640 × 480 spread whose centre (320, 240), the vanishing point, is the middle of the
        // spine of its right page; so the corners are those above moved right by 320.
        let book = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let page = Self.page(atX: 320, transform: Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0))
        let w = 1 - 160 * Self.root3 / 500
        let c = page.projectedCorners(in: book)
        #expect(isClose(c.topLeft, SIMD2(320, 0), tolerance: Self.tolerance))
        #expect(isClose(c.bottomLeft, SIMD2(320, 480), tolerance: Self.tolerance))
        #expect(isClose(c.topRight, SIMD2(320 + 160 / w, 240 - 240 / w), tolerance: Self.tolerance))
        #expect(isClose(c.bottomRight, SIMD2(320 + 160 / w, 240 + 240 / w), tolerance: Self.tolerance))
    }

    @Test func hitTestingAFlippedPage() throws {
        let book = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let page = Self.page(atX: 320, transform: Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0))
        // Where the page point (300, 100) is seen, the page point (300, 100) is hit.
        let seen = page.convertToSuperlayer(SIMD2(300, 100), in: book)
        let hit = try #require(page.hitTest(seen, in: book))
        #expect(isClose(hit, SIMD2(300, 100), tolerance: Self.tolerance))
        // The middle of the seen quadrilateral's right edge, nudged in and out.
        let w = 1 - 160 * Self.root3 / 500
        let edgeX = 320 + 160 / w
        let inside = try #require(page.hitTest(SIMD2(edgeX - 1, 240), in: book))
        #expect(inside.x < 320 && inside.x > 315)
        #expect(isClose(inside.y, 240, tolerance: Self.tolerance))
        #expect(page.hitTest(SIMD2(edgeX + 1, 240), in: book) == nil, "right of the page")
        #expect(page.hitTest(SIMD2(319, 240), in: book) == nil, "left of the spine")
        // The plane continues beyond the page: convertFromSuperlayer still answers there.
        let beyond = try #require(page.convertFromSuperlayer(SIMD2(edgeX + 1, 240), in: book))
        #expect(beyond.x > 320)
    }

    @Test func aPageTurnedPastUprightShowsItsBack() {
        let book = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let front = Self.page(atX: 320, transform: Transform3D(rotationAngle: -1.2, x: 0, y: 1, z: 0))
        let back = Self.page(atX: 320, transform: Transform3D(rotationAngle: -2.0, x: 0, y: 1, z: 0))
        #expect(front.isFrontFacing(in: book))
        #expect(!back.isFrontFacing(in: book))
        // Hit testing still finds the back: the point seen is mapped back exactly.
        let seen = back.convertToSuperlayer(SIMD2(200, 50), in: book)
        #expect(back.hitTest(seen, in: book).map { isClose($0, SIMD2(200, 50), tolerance: Self.tolerance) } == true)
    }

    @Test func anUprightPageCannotBeHit() {
        // Turned exactly a quarter about a spine through the vanishing point, the page's plane
        // contains the eye: it is seen edge-on, a line, and nothing hits it.
        let book = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let upright = Self.page(atX: 320, transform: Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0))
        for x in stride(from: 250.0, through: 700, by: 50) {
            #expect(upright.convertFromSuperlayer(SIMD2(x, 100), in: book) == nil)
        }
        // Orthographic: the same.
        let orthographic = Self.page(atX: 0, transform: Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0))
        #expect(orthographic.hitTest(SIMD2(0, 100)) == nil)
        #expect(orthographic.hitTest(SIMD2(10, 100)) == nil)
    }

    @Test func aPageReachingBehindTheEyeIsNotHitThere() {
        // Eye only 200 points away, page turned -60°: its part beyond x = 200/sin60° ≈ 230.9
        // is behind the eye. The point (300, 100) rises to z = 150√3 ≈ 259.8, so w ≈ -0.299.
        var flip = Transform3D.identity
        flip.m34 = -1.0 / 200
        flip = flip.rotated(by: -.pi / 3, x: 0, y: 1, z: 0)
        let page = Self.page(atX: 0, transform: flip)
        let mirrored = page.convertToSuperlayer(SIMD2(300, 100))
        #expect(mirrored.x < 0, "a point behind the eye projects mirrored")
        #expect(page.hitTest(mirrored) == nil)
        #expect(page.convertFromSuperlayer(mirrored) == nil)
        let visible = page.convertToSuperlayer(SIMD2(150, 100))
        #expect(page.hitTest(visible).map { isClose($0, SIMD2(150, 100), tolerance: Self.tolerance) } == true)
    }

    // MARK: The folding menu (hinge on the right edge)

    @Test func foldingMenuIsInvisibleClosedAndHittableOpen() throws {
        // A 260 × 568 menu hinged on its right edge (anchorPoint x = 1) at x = 260, turned by
        // (1 - p)·(-π/2) with m34 = -1/1000 in its own transform.
        func menu(progress p: Double) -> LayerGeometry {
            var t = Transform3D.identity
            t.m34 = -1.0 / 1000
            t = t.rotated(by: (1 - p) * -.pi / 2, x: 0, y: 1, z: 0)
            return LayerGeometry(frame: Rect(x: 0, y: 0, width: 260, height: 568), anchorPoint: SIMD2(1, 0.5), transform: t)
        }
        // Closed: folded flat against the line of sight through the hinge.
        #expect(menu(progress: 0).convertFromSuperlayer(SIMD2(200, 300)) == nil)
        // Open: flat, the identity.
        let open = try #require(menu(progress: 1).hitTest(SIMD2(100, 300)))
        #expect(isClose(open, SIMD2(100, 300), tolerance: Self.tolerance))
        // Half open: turned -45°, the free (left) edge swings away from the viewer (z < 0) and
        // looks smaller; the point seen maps back.
        let half = menu(progress: 0.5)
        let freeEdge = half.transformToSuperlayer().apply(to: SIMD3(0, 0, 0))
        #expect(freeEdge.z < 0)
        #expect(half.projectedCorners().topLeft.x > 260 - 260 / 2.0.squareRoot())
        let seen = half.convertToSuperlayer(SIMD2(50, 500))
        #expect(half.hitTest(seen).map { isClose($0, SIMD2(50, 500), tolerance: Self.tolerance) } == true)
    }

    // MARK: Nested layers

    @Test func nestedLayersFlattenAtEachLevel() throws {
        // A tilted book (turned about x with its own perspective) in a window, its right page
        // turned about its spine under the book's perspective sublayer transform.
        var bookTransform = Transform3D.identity
        bookTransform.m34 = -1.0 / 800
        bookTransform = bookTransform.rotated(by: 0.3, x: 1, y: 0, z: 0)
        let book = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 640, height: 480), position: SIMD2(400, 300),
            transform: bookTransform, sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let page = Self.page(atX: 320, transform: Transform3D(rotationAngle: -1.0, x: 0, y: 1, z: 0))
        let p = SIMD2(250.0, 60.0)
        // Level by level, as Core Animation composites: page into the book's plane, then out.
        let seen = book.convertToSuperlayer(page.convertToSuperlayer(p, in: book))
        let chain = page.transformToSuperlayer(in: book).flattened.concatenating(book.transformToSuperlayer())
        #expect(isClose(chain.projectPlanePoint(p), seen, tolerance: Self.tolerance))
        // Without flattening, the page's height above the book leaks into the book's tilt.
        let unflattened = page.transformToSuperlayer(in: book).concatenating(book.transformToSuperlayer())
        #expect(abs(unflattened.projectPlanePoint(p).y - seen.y) > 1)
        // Back again, level by level and through the chain.
        let inBook = try #require(book.convertFromSuperlayer(seen))
        let back = try #require(page.hitTest(inBook, in: book))
        #expect(isClose(back, p, tolerance: Self.tolerance))
        let viaChain = try #require(chain.unprojectPlanePoint(seen))
        #expect(isClose(viaChain, p, tolerance: Self.tolerance))
    }

    @Test func anEdgeOnPageInATiltedBookIsNotHitThroughTheChain() {
        var bookTransform = Transform3D.identity
        bookTransform.m34 = -1.0 / 800
        bookTransform = bookTransform.rotated(by: 0.3, x: 1, y: 0, z: 0)
        let book = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: 640, height: 480), position: SIMD2(400, 300),
            transform: bookTransform, sublayerTransform: Transform3D(perspectiveDistance: 500)
        )
        let upright = Self.page(atX: 320, transform: Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0))
        let chain = upright.transformToSuperlayer(in: book).flattened.concatenating(book.transformToSuperlayer())
        for y in stride(from: 0.0, through: 600, by: 100) {
            #expect(chain.unprojectPlanePoint(SIMD2(420, y)) == nil)
            #expect(upright.transformToSuperlayer(in: book).flattened.unprojectPlanePoint(SIMD2(420, y)) == nil)
        }
    }

    // MARK: Documentation

    @Test func landingPageExampleWorks() throws {
        // The example on the PageGeometry landing page.
        let book = LayerGeometry(
            frame: Rect(x: 0, y: 0, width: 640, height: 480),
            sublayerTransform: Transform3D(perspectiveDistance: 1000)
        )
        let page = LayerGeometry(
            frame: Rect(x: 320, y: 0, width: 320, height: 480),
            anchorPoint: SIMD2(0, 0.5),
            transform: Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
        )
        let corners = page.projectedCorners(in: book)
        // w = 1 - 160√3/1000 ≈ 0.7229: the free edge is seen at 320 + 160/w ≈ 541.3.
        let w = 1 - 160 * Self.root3 / 1000
        #expect(isClose(corners.topRight.x, 320 + 160 / w, tolerance: Self.tolerance))
        let touched = try #require(page.hitTest(SIMD2(500, 200), in: book))
        #expect(touched.x > 0 && touched.x < 320)
        #expect(isClose(page.convertToSuperlayer(touched, in: book), SIMD2(500, 200), tolerance: Self.tolerance))
        #expect(page.hitTest(SIMD2(560, 200), in: book) == nil)
    }
}
