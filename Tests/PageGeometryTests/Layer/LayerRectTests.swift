import PageGeometry
import Testing

@Suite struct LayerRectTests {
    @Test func edgesAndCentre() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.origin == SIMD2(10, 20) && r.size == SIMD2(100, 50))
        #expect(r.width == 100 && r.height == 50)
        #expect(r.minX == 10 && r.maxX == 110 && r.minY == 20 && r.maxY == 70)
        #expect(r.center == SIMD2(60, 45))
        #expect(r == Rect(origin: SIMD2(10, 20), size: SIMD2(100, 50)))
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func unitPointsAreAnchorPoints() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.point(atUnit: SIMD2(0, 0)) == SIMD2(10, 20))
        #expect(r.point(atUnit: SIMD2(1, 1)) == SIMD2(110, 70))
        #expect(r.point(atUnit: SIMD2(0, 0.5)) == SIMD2(10, 45))
        #expect(r.point(atUnit: SIMD2(2, -1)) == SIMD2(210, -30), "not clamped")
    }

    @Test func containsIsHalfOpenLikeCGRectContainsPoint() {
        let r = Rect(x: 0, y: 0, width: 320, height: 480)
        #expect(r.contains(SIMD2(0, 0)))
        #expect(r.contains(SIMD2(319.999, 479.999)))
        #expect(!r.contains(SIMD2(320, 100)))
        #expect(!r.contains(SIMD2(100, 480)))
        #expect(!r.contains(SIMD2(-0.001, 100)))
        #expect(!r.contains(SIMD2(.nan, 100)))
        #expect(!Rect(x: 5, y: 5, width: 0, height: 10).contains(SIMD2(5, 6)), "empty contains nothing")
        // Two pages side by side never both contain a point of their shared edge.
        let left = Rect(x: 0, y: 0, width: 320, height: 480)
        let right = Rect(x: 320, y: 0, width: 320, height: 480)
        #expect(left.contains(SIMD2(320, 10)) != right.contains(SIMD2(320, 10)))
    }

    @Test func negativeSizesSpanTheSameRectangle() {
        let r = Rect(x: 110, y: 70, width: -100, height: -50)
        #expect(r.minX == 10 && r.maxX == 110 && r.minY == 20 && r.maxY == 70)
        #expect(r.contains(SIMD2(50, 30)))
        #expect(!r.contains(SIMD2(5, 30)))
    }
}
