import PageGeometry
import PageTestSupport
import Testing

@testable import PageEffects

@Suite("Book geometry: every binding through the canonical frame")
struct BookGeometryTests {
    /// Exact arithmetic on small integers and halves; 1e-9 covers rounding in the fit scale.
    static let tolerance = 1e-9

    static let bindings: [BookBinding] = [.left, .right, .top]
    static let layouts: [BookLayout] = [.singlePages, .spreads(coverAlone: true)]

    static func geometry(_ binding: BookBinding, _ layout: BookLayout, view: SIMD2<Double> = SIMD2(1000, 800))
        throws -> BookGeometry
    {
        let book = try Book(pageCount: 6, pageSize: SIMD2(300, 400), layout: layout, binding: binding)
        return BookGeometry(book: book, viewSize: view, margin: 10)
    }

    @Test("The book fits the view less the margins, centred", arguments: bindings)
    func fits(binding: BookBinding) throws {
        for layout in Self.layouts {
            let g = try Self.geometry(binding, layout)
            let r = g.bookRect
            #expect(r.minX >= 10 - Self.tolerance && r.maxX <= 990 + Self.tolerance)
            #expect(r.minY >= 10 - Self.tolerance && r.maxY <= 790 + Self.tolerance)
            // Touches the margin on at least one axis.
            #expect(abs(r.minX - 10) < Self.tolerance || abs(r.minY - 10) < Self.tolerance)
            #expect(isClose(r.minX + r.maxX, 1000, tolerance: Self.tolerance))
            #expect(isClose(r.minY + r.maxY, 800, tolerance: Self.tolerance))
        }
    }

    @Test("Spreads: the pages meet at the spine and fill the book", arguments: bindings)
    func spreadsTile(binding: BookBinding) throws {
        let g = try Self.geometry(binding, .spreads(coverAlone: true))
        let recto = g.pageRect(on: .recto), verso = g.pageRect(on: .verso)
        switch binding {
        case .left:
            #expect(isClose(verso.maxX, recto.minX, tolerance: Self.tolerance))
        case .right:
            #expect(isClose(recto.maxX, verso.minX, tolerance: Self.tolerance))
        case .top:
            #expect(isClose(verso.maxY, recto.minY, tolerance: Self.tolerance))
        }
        #expect(isClose(recto.width * recto.height * 2, g.bookRect.width * g.bookRect.height, tolerance: 1e-6))
    }

    @Test("Turning toward -x carries a page onto the verso side; the verso frame mirrors the recto's",
          arguments: bindings)
    func mirrorAcrossSpine(binding: BookBinding) throws {
        var random = SeededRandom(seed: 0x6E0)
        let g = try Self.geometry(binding, .spreads(coverAlone: false))
        let size = g.canonicalPageSize
        for _ in 0..<100 {
            let p = random.point(x: 0...size.x, y: 0...size.y)
            let flipped = SIMD2(-p.x, p.y)
            #expect(isClose(g.viewMap(for: .verso).apply(to: p), g.viewMap(for: .recto).apply(to: flipped),
                            tolerance: Self.tolerance))
            // Mid-page points (away from the spine line) land strictly inside the other page.
            if p.x > 1 {
                let landed = g.viewMap(for: .recto).apply(to: flipped)
                #expect(g.contains(landed, on: .verso))
                #expect(!g.contains(landed, on: .recto))
            }
            // Round trip through the view.
            for side in BookSide.allCases {
                let view = g.viewMap(for: side).apply(to: p)
                #expect(isClose(g.canonicalPoint(fromView: view, side: side), p, tolerance: 1e-9))
            }
        }
    }

    @Test("Content reads upright and unmirrored on both sides, and on a back face once turned over",
          arguments: bindings)
    func textureUpright(binding: BookBinding) throws {
        var random = SeededRandom(seed: 0x7E47)
        for layout in Self.layouts {
            let g = try Self.geometry(binding, layout)
            let size = g.canonicalPageSize
            for side in BookSide.allCases {
                let rect = g.pageRect(on: side)
                let texture = g.textureTransform(for: side)
                for _ in 0..<50 {
                    let p = random.point(x: 0...size.x, y: 0...size.y)
                    let view = g.viewMap(for: side).apply(to: p)
                    // The texel shown at a view point is that point's position in the page rectangle.
                    let expected = SIMD2((view.x - rect.minX) / rect.width, (view.y - rect.minY) / rect.height)
                    #expect(isClose(texture.apply(to: p), expected, tolerance: 1e-9))
                    // A leaf turned over from `side` shows its back on the other side: the back's
                    // texel at material point p (read at (w - x, y)) is the other side's texel where
                    // p lands.
                    let landedTexel = g.textureTransform(for: side.opposite).apply(to: p)
                    let backTexel = texture.apply(to: SIMD2(size.x - p.x, p.y))
                    #expect(isClose(backTexel, landedTexel, tolerance: 1e-9))
                }
            }
        }
    }

    @Test("Mirrored placements have a negative xy-determinant; z keeps pointing at the viewer")
    func handedness() throws {
        let left = try Self.geometry(.left, .spreads(coverAlone: true))
        let right = try Self.geometry(.right, .spreads(coverAlone: true))
        let top = try Self.geometry(.top, .spreads(coverAlone: true))
        #expect(left.viewMap(for: .recto).determinant > 0 && left.viewMap(for: .verso).determinant < 0)
        #expect(right.viewMap(for: .recto).determinant < 0 && right.viewMap(for: .verso).determinant > 0)
        #expect(top.viewMap(for: .recto).determinant > 0 && top.viewMap(for: .verso).determinant < 0)
        for g in [left, right, top] {
            for side in BookSide.allCases {
                let lifted = g.placement(for: side).apply(to: SIMD3(10, 10, 5))
                #expect(isClose(lifted.z, 5 * g.scale, tolerance: Self.tolerance))
            }
        }
    }

    @Test("A top-bound page turns upward: the canonical -x direction points up the view")
    func topTurnsUp() throws {
        let g = try Self.geometry(.top, .singlePages)
        let spine = g.viewMap(for: .recto).apply(to: SIMD2(0, 100))
        let turned = g.viewMap(for: .recto).apply(to: SIMD2(-50, 100))
        #expect(turned.y < spine.y)
        #expect(isClose(turned.x, spine.x, tolerance: Self.tolerance))
        #expect(isClose(spine.y, g.bookRect.minY, tolerance: Self.tolerance))
    }

    @Test("Edge-on angle: π/2 orthographic or over the spine, below π/2 with the eye over the page")
    func edgeOn() throws {
        let spreads = try Self.geometry(.left, .spreads(coverAlone: true))
        #expect(isClose(spreads.edgeOnAngle(camera: .orthographic, side: .recto), .pi / 2, tolerance: 1e-12))
        // The view's centre is the spine of a centred spread.
        #expect(isClose(spreads.edgeOnAngle(camera: Camera(eyeDistance: 800), side: .recto), .pi / 2, tolerance: 1e-9))
        let single = try Self.geometry(.left, .singlePages)
        let camera = Camera(eyeDistance: 800)
        let angle = single.edgeOnAngle(camera: camera, side: .recto)
        #expect(angle > 0 && angle < .pi / 2)
        // At that angle the page's plane contains the eye: a point of the page at the spine and
        // one at the fore edge project onto the same screen point along the turn.
        let rotation = SpineRotation(angle: angle)
        let transform = single.placement(for: .recto).concatenating(camera.projection(viewSize: single.viewSize))
        let y = single.canonicalPageSize.y / 2
        let a = transform.apply(to: rotation.position(of: SIMD2(1, y)))
        let b = transform.apply(to: rotation.position(of: SIMD2(single.canonicalPageSize.x, y)))
        #expect(abs(a.x - b.x) < 1e-6)
    }
}
