import PageGeometry
import PageTestSupport
import Testing

@testable import PageEffects

/// The book is laid out so that its pages, lifted and seen in perspective, stay in the picture.
@Suite("Book geometry: lifted pages stay inside the view")
struct BookCameraFitTests {
    /// Points: the fit samples the rigid turn every quarter degree, the cylinder in 24 stages
    /// and the cone in 192, 5 points an edge; this test samples other stages, 8 times finer
    /// along the edges, and a page's edge between two of the fit's samples bulges past them by
    /// less than this.
    static let tolerance = 1.5

    static let bindings: [BookBinding] = [.left, .right, .top]
    static let layouts: [BookLayout] = [.singlePages, .spreads(coverAlone: true)]

    /// The turns' configuration: a cone for taps and keys, so that every kind of turn is laid out for.
    static let configuration: BookConfiguration = {
        var configuration = BookConfiguration()
        configuration.programmaticCurl = .cone(tightestConeAngle: .pi / 6)
        return configuration
    }()

    /// The leaf's surfaces along every kind of turn, finer than the fit samples them: rigid, the
    /// programmatic cylinders led by either corner, the cone.
    static func turnSurfaces(pageSize: SIMD2<Double>) -> [PageSurface] {
        var surfaces: [PageSurface] = []
        let bottom = CylinderSchedule(pageSize: pageSize), top = CylinderSchedule(pageSize: pageSize, grabY: 0)
        let cones = ConeTurnSchedule(pageSize: pageSize, tightestConeAngle: .pi / 6)
        for step in 0...100 {
            let t = Double(step) / 100
            surfaces.append(.spineRotation(SpineRotation(angle: Double.pi * t)))
            surfaces.append(.cylinder(bottom.deformation(at: t)))
            surfaces.append(.cylinder(top.deformation(at: t)))
            surfaces.append(.cone(cones.deformation(at: t)))
        }
        return surfaces
    }

    /// Where a point of `side`'s page on `surface` appears in the view.
    static func seen(_ point: SIMD2<Double>, on surface: PageSurface, side: BookSide,
                     geometry: BookGeometry, camera: Camera) -> SIMD2<Double> {
        let p = surface.surface(at: point).position
        let projected = geometry.placement(for: side)
            .concatenating(camera.projection(viewSize: geometry.viewSize))
            .apply(to: p)
        return SIMD2(projected.x, projected.y)
    }

    @Test("Every turn of every binding stays inside the view and its margin, spine clip aside",
          arguments: bindings)
    func liftedPagesFit(binding: BookBinding) throws {
        var random = SeededRandom(seed: 0xF17 + UInt64(Self.bindings.firstIndex(of: binding) ?? 0))
        for layout in Self.layouts {
            for _ in 0..<4 {
                let view = SIMD2(random.double(in: 200...1600), random.double(in: 150...1000))
                let page = SIMD2(random.double(in: 200...600), random.double(in: 250...800))
                let margin = random.double(in: 0...40)
                let camera = Camera(eyeDistance: random.double(in: 500...3000))
                let book = try Book(pageCount: 6, pageSize: page, layout: layout, binding: binding)
                var configuration = Self.configuration
                configuration.camera = camera
                configuration.margin = margin
                let g = BookController(book: book, viewSize: view, configuration: configuration).geometry
                let flat = BookGeometry(book: book, viewSize: view, margin: margin)
                #expect(g.scale <= flat.scale + 1e-12)
                let w = g.canonicalPageSize.x, h = g.canonicalPageSize.y
                var samples: [SIMD2<Double>] = []
                for i in 0...32 {
                    let f = Double(i) / 32
                    samples += [SIMD2(f * w, 0), SIMD2(f * w, h), SIMD2(w, f * h), SIMD2(0, f * h)]
                }
                for side in layout.showsSpreads ? [BookSide.recto, .verso] : [.recto] {
                    for surface in Self.turnSurfaces(pageSize: g.canonicalPageSize) {
                        for point in samples {
                            let q = Self.seen(point, on: surface, side: side, geometry: g, camera: camera)
                            if let clip = g.pageClip, !Self.onPageSide(q, of: clip, binding: binding) { continue }
                            let low = margin - Self.tolerance, high = view - margin + Self.tolerance
                            #expect(q.x >= low && q.y >= low && q.x <= high.x && q.y <= high.y,
                                    "\(binding) \(layout) view \(view) margin \(margin) \(point) on \(surface): \(q)")
                        }
                    }
                }
            }
        }
    }

    /// Whether `q` lies on the page's side of a single-page clip's spine edge (the clip's other
    /// edges are the view's own).
    static func onPageSide(_ q: SIMD2<Double>, of clip: Rect, binding: BookBinding) -> Bool {
        switch binding {
        case .left: q.x >= clip.minX
        case .right: q.x <= clip.maxX
        case .top: q.y >= clip.minY
        }
    }

    @Test("The fit is as large as it can be: some lifted pose touches the margin")
    func fitIsTight() throws {
        let book = try Book(pageCount: 6, pageSize: SIMD2(300, 400), layout: .spreads(coverAlone: true), binding: .left)
        let camera = Camera(eyeDistance: 1000)
        let g = BookGeometry(book: book, viewSize: SIMD2(1000, 600), margin: 20, camera: camera)
        let flat = BookGeometry(book: book, viewSize: SIMD2(1000, 600), margin: 20)
        #expect(g.scale < 0.95 * flat.scale)
        var highest = Double.infinity
        for step in 0...720 {
            let surface = PageSurface.spineRotation(SpineRotation(angle: Double.pi * Double(step) / 720))
            highest = Swift.min(highest, Self.seen(SIMD2(300, 0), on: surface, side: .recto, geometry: g, camera: camera).y)
        }
        #expect(abs(highest - 20) < 0.5, "the top of the upright page at \(highest)")
    }

    @Test("Orthographic or no camera: the flat fit, unchanged")
    func orthographicKeepsTheFlatFit() throws {
        for layout in Self.layouts {
            let book = try Book(pageCount: 6, pageSize: SIMD2(300, 400), layout: layout, binding: .left)
            let flat = BookGeometry(book: book, viewSize: SIMD2(900, 700), margin: 12)
            let ortho = BookGeometry(book: book, viewSize: SIMD2(900, 700), margin: 12, camera: .orthographic)
            #expect(flat == ortho)
        }
    }

    @Test("A single-page book clips at its spine; spreads do not clip", arguments: bindings)
    func pageClip(binding: BookBinding) throws {
        let single = try Book(pageCount: 3, pageSize: SIMD2(300, 400), layout: .singlePages, binding: binding)
        let g = BookGeometry(book: single, viewSize: SIMD2(800, 600), margin: 10)
        let clip = try #require(g.pageClip)
        let page = g.pageRect(on: .recto)
        // The clip holds the whole page and ends at the spine on the spine's side.
        #expect(clip.minX <= page.minX + 1e-9 && clip.maxX >= page.maxX - 1e-9)
        #expect(clip.minY <= page.minY + 1e-9 && clip.maxY >= page.maxY - 1e-9)
        switch binding {
        case .left: #expect(abs(clip.minX - page.minX) < 1e-9 && clip.maxX == 800)
        case .right: #expect(abs(clip.maxX - page.maxX) < 1e-9 && clip.minX == 0)
        case .top: #expect(abs(clip.minY - page.minY) < 1e-9 && clip.maxY == 600)
        }
        // The turned-over page (the verso side) lies outside it.
        let verso = g.pageRect(on: .verso)
        #expect(!clip.contains(verso.center))
        let spread = try Book(pageCount: 3, pageSize: SIMD2(300, 400), layout: .spreads(coverAlone: true), binding: binding)
        #expect(BookGeometry(book: spread, viewSize: SIMD2(800, 600), margin: 10).pageClip == nil)
    }

    @Test("The controller's frames carry the clip and lay out for their camera")
    func controllerUsesTheFit() throws {
        let book = try Book(pageCount: 4, pageSize: SIMD2(300, 400), layout: .singlePages, binding: .left)
        var configuration = BookConfiguration()
        configuration.margin = 10
        var controller = BookController(book: book, viewSize: SIMD2(600, 500), configuration: configuration)
        #expect(controller.frame().clip == controller.geometry.pageClip)
        #expect(controller.frame().clip != nil)
        let fitted = controller.geometry.scale
        controller.configuration.keepsLiftedPagesInView = false
        #expect(controller.geometry.scale > fitted)
        controller.configuration.keepsLiftedPagesInView = true
        controller.configuration.camera = .orthographic
        #expect(controller.geometry.scale > fitted)
    }
}
