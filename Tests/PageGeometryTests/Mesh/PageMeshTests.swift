import PageGeometry
import PageTestSupport
import RealModule
import Testing

/// A deformation that hides its ruling structure, so the mesh builder has to measure it.
struct OpaqueDeformation<Base: PageDeformation>: PageDeformation {
    var base: Base
    func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>) {
        base.surface(at: point)
    }
}

/// What a mesh check measured.
struct MeshMeasurement {
    /// The largest angle between the normals at the two ends of a triangle edge, radians.
    var facetAngle = 0.0
    /// The largest distance from an edge's midpoint to the image of its material midpoint, points.
    var sagitta = 0.0
}

/// Checks everything a page mesh promises about `deformation`.
enum MeshCheck {
    /// Float positions of up to ~1e3 pt and Float texture coordinates (which give the material
    /// point back to ~3e-5 pt) put a vertex within this of the exact surface, in points.
    static let positionTolerance = 2e-4
    /// Float normals carry ~1e-7 of rounding; angles between them are good to this (radians).
    static let angleTolerance = 1e-5

    /// The material point of front vertex `index`.
    static func material(_ mesh: PageMesh, _ index: Int) -> SIMD2<Double> {
        let t = mesh.textureCoordinate(ofVertex: index)
        return SIMD2(Double(t.x) * mesh.pageSize.x, Double(t.y) * mesh.pageSize.y)
    }

    static func double(_ v: SIMD3<Float>) -> SIMD3<Double> { SIMD3(Double(v.x), Double(v.y), Double(v.z)) }

    static func angle(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        Double.atan2(y: DeformationFixtures.length(DeformationFixtures.cross(a, b)), x: DeformationFixtures.dot(a, b))
    }

    /// Checks the mesh and returns the largest facet angle and sagitta it measured.
    /// `exactNormals` says whether every vertex normal must equal the deformation's normal at the
    /// vertex (false where creases or an apex on the page give vertices one side's normal).
    @discardableResult
    static func verify(_ mesh: PageMesh, _ deformation: some PageDeformation, exactNormals: Bool,
                       curvatureRadius: Double = .infinity,
                       _ label: @autoclosure () -> String) -> MeshMeasurement {
        // The material point comes back from Float texture coordinates to ~3e-5 pt, so the exact
        // normal there is good to ~3e-5 / r radians.
        let normalTolerance = angleTolerance + 5e-5 / curvatureRadius
        let side = mesh.sideVertexCount
        #expect(side >= 4, "\(label())")
        #expect(mesh.positions.count == 6 * side && mesh.normals.count == 6 * side)
        #expect(mesh.textureCoordinates.count == 4 * side)
        #expect(mesh.indices.count % 6 == 0 && mesh.indices.allSatisfy { Int($0) < 2 * side })
        #expect(mesh.frontIndexRange.count == mesh.backIndexRange.count)
        let page = mesh.pageSize
        for vertex in 0 ..< side {
            let m = material(mesh, vertex)
            let exact = deformation.surface(at: m)
            let p = double(mesh.position(ofVertex: vertex)), n = double(mesh.normal(ofVertex: vertex))
            #expect(DeformationFixtures.length(p - exact.position) < positionTolerance, "\(label()) vertex \(m)")
            #expect(abs(DeformationFixtures.length(n) - 1) < 1e-6)
            if exactNormals {
                #expect(angle(n, exact.normal) < normalTolerance, "\(label()) normal at \(m)")
            }
            // The back: same place, opposite normal, mirrored u.
            let back = vertex + side
            #expect(mesh.position(ofVertex: back) == mesh.position(ofVertex: vertex))
            #expect(mesh.normal(ofVertex: back) == -mesh.normal(ofVertex: vertex))
            let t = mesh.textureCoordinate(ofVertex: vertex), tb = mesh.textureCoordinate(ofVertex: back)
            #expect(tb.x == 1 - t.x && tb.y == t.y)
            #expect(t.x >= 0 && t.x <= 1 && t.y >= 0 && t.y <= 1)
        }
        var measured = MeshMeasurement()
        var area = 0.0
        let front = mesh.frontIndexRange
        var triangle = front.lowerBound
        while triangle < front.upperBound {
            let i = (0 ..< 3).map { Int(mesh.indices[triangle + $0]) }
            #expect(i.allSatisfy { $0 < side }, "front triangles use front vertices")
            let m = i.map { material(mesh, $0) }
            let e1 = m[1] - m[0], e2 = m[2] - m[0]
            let twiceArea = e1.x * e2.y - e1.y * e2.x
            #expect(twiceArea > 0, "\(label()) counter-clockwise in the page")
            area += twiceArea / 2
            let p = i.map { double(mesh.position(ofVertex: $0)) }
            let n = i.map { double(mesh.normal(ofVertex: $0)) }
            let facetNormal = DeformationFixtures.cross(p[1] - p[0], p[2] - p[0])
            if DeformationFixtures.length(facetNormal) > 1e-3 {
                #expect(DeformationFixtures.dot(facetNormal, n[0] + n[1] + n[2]) > 0, "\(label()) winding about the front normal")
            }
            for (a, b) in [(0, 1), (1, 2), (2, 0)] {
                measured.facetAngle = max(measured.facetAngle, angle(n[a], n[b]))
                let middle = deformation.position(of: 0.5 * (m[a] + m[b]))
                measured.sagitta = max(measured.sagitta, DeformationFixtures.length(0.5 * (p[a] + p[b]) - middle))
            }
            // The back triangle: same vertices, reversed winding.
            let mirror = triangle + front.count
            #expect(Int(mesh.indices[mirror]) == i[0] + side)
            #expect(Int(mesh.indices[mirror + 1]) == i[2] + side)
            #expect(Int(mesh.indices[mirror + 2]) == i[1] + side)
            triangle += 3
        }
        // The strips tile the page exactly once.
        #expect(abs(area - page.x * page.y) < 1e-5 * page.x * page.y, "\(label()) area \(area)")
        return measured
    }
}

@Suite struct PageMeshTests {
    static let page = DeformationFixtures.page
    static let tolerance = MeshTolerance.default

    /// Checks a mesh against the default bounds: 5° per facet, a quarter point of sagitta.
    func expectBounds(_ measured: MeshMeasurement, _ label: @autoclosure () -> String) {
        #expect(measured.facetAngle <= Self.tolerance.maximumFacetAngle + MeshCheck.angleTolerance,
                "\(label()) facet angle \(measured.facetAngle * 180 / .pi)°")
        #expect(measured.sagitta <= Self.tolerance.maximumSagitta + MeshCheck.positionTolerance,
                "\(label()) sagitta \(measured.sagitta)")
    }

    static let axes: [(point: SIMD2<Double>, angle: Double)] = [
        (SIMD2(160, 0), Double.pi / 2), (SIMD2(200, 300), 2 * Double.pi / 3), (SIMD2(100, 400), 0.05),
        (SIMD2(320, 480), 3 * Double.pi / 4), (SIMD2(0, 0), Double.pi / 2),
    ]

    @Test(arguments: [1.0, 16, 60, 500])
    func cylinderMeshesHaveNoVisibleFacets(radius: Double) {
        for axis in Self.axes {
            let cylinder = CylinderDeformation(axisPoint: axis.point, axisAngle: axis.angle, radius: radius)
            let mesh = PageMesh(deformation: cylinder, pageSize: Self.page)
            let measured = MeshCheck.verify(mesh, cylinder, exactNormals: true, "\(cylinder)")
            expectBounds(measured, "\(cylinder)")
        }
    }

    @Test func randomCylinderMeshesHaveNoVisibleFacets() {
        var random = SeededRandom(seed: 41)
        for _ in 0 ..< 40 {
            let cylinder = DeformationFixtures.cylinder(&random)
            let mesh = PageMesh(deformation: cylinder, pageSize: Self.page)
            let measured = MeshCheck.verify(mesh, cylinder, exactNormals: cylinder.radius > 0,
                                            curvatureRadius: cylinder.radius, "\(cylinder)")
            expectBounds(measured, "\(cylinder)")
        }
    }

    @Test func creasesGetOneRowOfVerticesPerSide() {
        for axis in Self.axes {
            let crease = CylinderDeformation(axisPoint: axis.point, axisAngle: axis.angle, radius: 0)
            let mesh = PageMesh(deformation: crease, pageSize: Self.page)
            let measured = MeshCheck.verify(mesh, crease, exactNormals: false, "\(crease)")
            // No triangle spans the fold: the normals of every edge agree.
            #expect(measured.facetAngle < MeshCheck.angleTolerance, "\(crease)")
            #expect(measured.sagitta < MeshCheck.positionTolerance, "\(crease)")
        }
        // Vertical crease through the middle: two rectangles, the fold line twice.
        let middle = PageMesh(deformation: CylinderDeformation(axisPoint: SIMD2(160, 0), axisAngle: Double.pi / 2, radius: 0),
                              pageSize: Self.page)
        #expect(middle.sideVertexCount == 8)
        #expect(middle.sideTriangleCount == 4)
    }

    static let cones: [ConeDeformation] = {
        var cones: [ConeDeformation] = []
        let apexes: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(100, 0), SIMD2(50, -100), SIMD2(0, -1000),
                                       SIMD2(320, 0), SIMD2(400, -10), SIMD2(100, -1e-7), SIMD2(160, -0.5)]
        for apex in apexes {
            for angle in [0, 0.3, 0.6, 1.2] {
                for rotation in [0, 1, 2.5] {
                    cones.append(ConeDeformation(apex: apex, coneAngle: angle, rotation: rotation))
                }
            }
        }
        return cones
    }()

    @Test func coneMeshesHaveNoVisibleFacets() {
        for cone in Self.cones {
            let mesh = PageMesh(deformation: cone, pageSize: Self.page)
            let apexOnPage = cone.apex.y > -1e-6 && cone.apex.x <= Self.page.x
            // The tightest bend on the page is where the page comes nearest the apex.
            let measured = MeshCheck.verify(mesh, cone, exactNormals: cone.coneAngle > 0 && !apexOnPage,
                                            curvatureRadius: Self.nearestDistance(cone.apex) * Double.tan(cone.coneAngle), "\(cone)")
            expectBounds(measured, "\(cone)")
        }
        var random = SeededRandom(seed: 42)
        for _ in 0 ..< 40 {
            let cone = DeformationFixtures.cone(&random)
            let mesh = PageMesh(deformation: cone, pageSize: Self.page)
            let apexOnPage = cone.apex.y > -1e-6 && cone.apex.x <= Self.page.x
            // The tightest bend on the page is where the page comes nearest the apex.
            let measured = MeshCheck.verify(mesh, cone, exactNormals: cone.coneAngle > 0 && !apexOnPage,
                                            curvatureRadius: Self.nearestDistance(cone.apex) * Double.tan(cone.coneAngle), "\(cone)")
            expectBounds(measured, "\(cone)")
        }
    }

    /// How far (points) the page comes to `point`.
    static func nearestDistance(_ point: SIMD2<Double>) -> Double {
        let dx = max(0, point.x - page.x, -point.x), dy = max(0, point.y - page.y, -point.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    @Test func flatPagesAreTwoTriangles() {
        var random = SeededRandom(seed: 43)
        for _ in 0 ..< 10 {
            let rotation = DeformationFixtures.spine(&random)
            let mesh = PageMesh(deformation: rotation, pageSize: Self.page)
            MeshCheck.verify(mesh, rotation, exactNormals: true, "\(rotation)")
            #expect(mesh.sideVertexCount == 4 && mesh.sideTriangleCount == 2)
        }
        // A cylinder that does not reach the page, and a flat cone.
        let away = CylinderDeformation(axisPoint: SIMD2(400, 0), axisAngle: Double.pi / 2, radius: 30)
        #expect(PageMesh(deformation: away, pageSize: Self.page).sideVertexCount == 4)
        let flat = ConeDeformation(apex: SIMD2(10, -10), coneAngle: Double.pi / 2, rotation: 1)
        #expect(PageMesh(deformation: flat, pageSize: Self.page).sideVertexCount == 4)
    }

    @Test func unknownDeformationsGetAMeasuredGrid() {
        let cases: [any PageDeformation] = [
            CylinderDeformation(axisPoint: SIMD2(160, 0), axisAngle: Double.pi / 2, radius: 16),
            CylinderDeformation(axisPoint: SIMD2(200, 300), axisAngle: 2 * Double.pi / 3, radius: 60),
            CylinderDeformation(axisPoint: SIMD2(250, 0), axisAngle: Double.pi / 2, radius: 1),
            ConeDeformation(apex: SIMD2(50, -100), coneAngle: 0.6, rotation: 1),
            SpineRotation(angle: 1),
        ]
        for deformation in cases { checkGrid(deformation) }
    }

    func checkGrid(_ deformation: some PageDeformation) {
        let opaque = OpaqueDeformation(base: deformation)
        #expect(opaque.meshSamplingHint == .unknown)
        let mesh = PageMesh(deformation: opaque, pageSize: Self.page)
        let measured = MeshCheck.verify(mesh, deformation, exactNormals: true, "grid \(deformation)")
        expectBounds(measured, "grid \(deformation)")
        // Sparse where flat: the hinted mesh of the same surface is never larger.
        #expect(PageMesh(deformation: deformation, pageSize: Self.page).sideVertexCount <= mesh.sideVertexCount)
    }

    @Test func rebuildingReusesTheBuffers() {
        let first = CylinderDeformation(axisPoint: SIMD2(200, 100), axisAngle: 1.9, radius: 16)
        let moved = CylinderDeformation(axisPoint: SIMD2(201, 101), axisAngle: 1.91, radius: 16.5)
        var mesh = PageMesh()
        mesh.rebuild(for: first, pageSize: Self.page)
        mesh.rebuild(for: moved, pageSize: Self.page)
        mesh.rebuild(for: first, pageSize: Self.page)
        let capacities = [mesh.positions.capacity, mesh.normals.capacity, mesh.textureCoordinates.capacity,
                          mesh.indices.capacity]
        let addresses = [mesh.positions.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) },
                         mesh.indices.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }]
        // A checksum, not a copy: a copy of the arrays would make the rebuild copy them.
        let checksum = mesh.positions.reduce(0, +) + Float(mesh.indices.reduce(0, +))
        mesh.rebuild(for: moved, pageSize: Self.page)
        mesh.rebuild(for: first, pageSize: Self.page)
        #expect([mesh.positions.capacity, mesh.normals.capacity, mesh.textureCoordinates.capacity,
                 mesh.indices.capacity] == capacities)
        #expect(mesh.positions.reduce(0, +) + Float(mesh.indices.reduce(0, +)) == checksum)
        let after = [mesh.positions.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) },
                     mesh.indices.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }]
        #expect(after == addresses)
        // The same for the grid and the cone.
        var grid = PageMesh(deformation: OpaqueDeformation(base: first), pageSize: Self.page)
        let gridCapacity = grid.positions.capacity
        grid.rebuild(for: OpaqueDeformation(base: first), pageSize: Self.page)
        #expect(grid.positions.capacity == gridCapacity)
    }

    @Test func toleranceSetsTheDensityAndIsClamped() {
        let cylinder = CylinderDeformation(axisPoint: SIMD2(160, 0), axisAngle: Double.pi / 2, radius: 16)
        let coarse = PageMesh(deformation: cylinder, pageSize: Self.page,
                              tolerance: MeshTolerance(maximumFacetAngle: 20 * Double.pi / 180, maximumSagitta: 2))
        let measured = MeshCheck.verify(coarse, cylinder, exactNormals: true, "coarse")
        #expect(measured.facetAngle <= 20 * Double.pi / 180 + MeshCheck.angleTolerance)
        #expect(coarse.sideVertexCount < PageMesh(deformation: cylinder, pageSize: Self.page).sideVertexCount)
        // A zero angle is read as 0.1°, a NaN sagitta as a quarter point: finite work, finite mesh.
        let finest = PageMesh(deformation: cylinder, pageSize: Self.page,
                              tolerance: MeshTolerance(maximumFacetAngle: 0, maximumSagitta: .nan))
        let fine = MeshCheck.verify(finest, cylinder, exactNormals: true, "finest")
        #expect(fine.facetAngle <= 0.1 * Double.pi / 180 + MeshCheck.angleTolerance)
        #expect(finest.sideVertexCount <= 2 * (1800 + 3) + 4)
    }

    @Test func emptyPagesGiveEmptyMeshes() {
        var mesh = PageMesh(deformation: SpineRotation(angle: 0), pageSize: Self.page)
        for size in [SIMD2(0, 480), SIMD2(320, -1), SIMD2(.nan, 480), SIMD2(.infinity, 1)] {
            mesh.rebuild(for: SpineRotation(angle: 0), pageSize: size)
            #expect(mesh.vertexCount == 0 && mesh.indices.isEmpty && mesh.pageSize == .zero)
        }
    }

    @Test(arguments: [1.0, 16, 60, 500])
    func strippedCylindersAreDenseOnlyAcrossTheBend(radius: Double) {
        // Per strip at most 5° and a quarter point of sagitta: so many strips across a half-turn.
        let facet = min(Self.tolerance.maximumFacetAngle, 2 * Double.acos(1 - Self.tolerance.maximumSagitta / radius))
        let strips = Int((Double.pi / facet).rounded(.up))
        for axis in Self.axes {
            let cylinder = CylinderDeformation(axisPoint: axis.point, axisAngle: axis.angle, radius: radius)
            let mesh = PageMesh(deformation: cylinder, pageSize: Self.page)
            // Two vertices per cut (one per side of the page), the two flat parts' cuts, corners.
            #expect(mesh.sideVertexCount <= 2 * (strips + 3) + 4, "\(cylinder) \(mesh.sideVertexCount)")
        }
        // A vertical axis through the middle: the flat left half holds only its two corners.
        let cylinder = CylinderDeformation(axisPoint: SIMD2(160, 0), axisAngle: Double.pi / 2, radius: radius)
        let mesh = PageMesh(deformation: cylinder, pageSize: Self.page)
        let flatVertices = (0 ..< mesh.sideVertexCount).filter { MeshCheck.material(mesh, $0).x < 159 }
        #expect(flatVertices.count == 2)
        let bendEnd = min(Self.page.x, 160 + Double.pi * radius)
        let bendVertices = (0 ..< mesh.sideVertexCount).filter {
            let x = MeshCheck.material(mesh, $0).x
            return x > 160.001 && x < bendEnd - 0.001
        }
        let expected = 2 * Int(((bendEnd - 160) / (radius * Double.pi) * Double(strips)).rounded(.down))
        #expect(bendVertices.count >= expected - 2 && bendVertices.count <= expected + 2, "\(bendVertices.count) \(expected)")
    }

    @Test func rulingsAskedForGetVerticesOfTheirOwnAndKeepTheMeshExact() {
        // A cylinder: the bend parameter is the distance across the axis, s = (p - axis) · curl.
        let cylinder = CylinderDeformation(axisPoint: SIMD2(100, 200), axisAngle: Double.pi / 2 + 0.1, radius: 30)
        let plain = PageMesh(deformation: cylinder, pageSize: Self.page)
        var mesh = PageMesh()
        // Inside the bend (0 … 30π), twice the same one, one outside the bend, one on a cut already there.
        mesh.rebuild(for: cylinder, pageSize: Self.page, rulings: [41.3, 41.3, -5, 200, 0])
        expectBounds(MeshCheck.verify(mesh, cylinder, exactNormals: true, "cylinder with a ruling"), "cylinder with a ruling")
        let onRuling = (0 ..< mesh.sideVertexCount).filter {
            let p = MeshCheck.material(mesh, $0) - cylinder.axisPoint
            return abs(p.x * cylinder.curlDirection.x + p.y * cylinder.curlDirection.y - 41.3) < 1e-3
        }
        #expect(onRuling.count == 2, "one vertex where the ruling meets each side of the page")
        #expect(mesh.sideVertexCount == plain.sideVertexCount + 2)

        // A cone: the bend parameter is the polar angle about the apex, from +y toward +x.
        let cone = ConeDeformation(apex: SIMD2(60, -40), coneAngle: 0.4, rotation: 0.7)
        let plainCone = PageMesh(deformation: cone, pageSize: Self.page)
        var coneMesh = PageMesh()
        coneMesh.rebuild(for: cone, pageSize: Self.page, rulings: [0.23])
        expectBounds(MeshCheck.verify(coneMesh, cone, exactNormals: true,
                                      curvatureRadius: Self.nearestDistance(cone.apex) * Double.tan(cone.coneAngle),
                                      "cone with a ruling"), "cone with a ruling")
        let onConeRuling = (0 ..< coneMesh.sideVertexCount).filter {
            let p = MeshCheck.material(coneMesh, $0) - cone.apex
            return abs(Double.atan2(y: p.x, x: p.y) - 0.23) < 1e-5
        }
        #expect(onConeRuling.count == 2)
        #expect(coneMesh.sideVertexCount == plainCone.sideVertexCount + 2)

        // A flat page has no bend to cut.
        var flat = PageMesh()
        flat.rebuild(for: SpineRotation(angle: 0.3), pageSize: Self.page, rulings: [10])
        #expect(flat.sideVertexCount == 4)
    }
}
