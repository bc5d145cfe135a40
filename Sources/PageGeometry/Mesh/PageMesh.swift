import PageMath

/// A triangle mesh of a deformed page, front and back, ready for a GPU: every vertex lies on the
/// exact surface, dense across bends and sparse where the page is flat.
///
/// **Layout.** Flat `Float` arrays, one entry per vertex in the same order:
/// ``positions`` (`x y z`, points, canonical page frame), ``normals`` (`x y z`, unit),
/// ``textureCoordinates`` (`u v`). ``indices`` lists triangles (three `UInt32` vertex indices
/// each). The first ``sideVertexCount`` vertices and the triangles in ``frontIndexRange`` draw the
/// **front** of the page; the next ``sideVertexCount`` vertices and ``backIndexRange`` draw the
/// **back**.
///
/// **Conventions.**
/// - Front: `u = x / width`, `v = y / height` for the material point `(x, y)` (`v` grows down the
///   page, the order of image rows); normals are the deformation's front normals; triangles wind
///   counter-clockwise about the front normal (right-hand rule: `(b - a) × (c - a)` points along
///   it), which is counter-clockwise in the material `(x, y)` plane taken with `z` toward the
///   viewer.
/// - Back: the same positions; normals negated; `u` mirrored to `1 - x / width` (the back's own
///   image, seen from behind, has its left and right swapped), `v` unchanged; each triangle's
///   winding reversed, so it is counter-clockwise about the back normal.
///
/// **Sampling.** The builder asks the deformation for its ``MeshSamplingHint``. A ruled surface
/// (cylinder, cone) is cut along rulings into strips: one strip per flat part, and across each bend
/// as many as ``MeshTolerance`` asks for (at most 5° of normal turn and a quarter point of sagitta
/// per strip by default); every strip is a convex polygon of the page, fanned into triangles. A
/// crease gets two rows of vertices, one per side. Without a hint the builder samples a grid,
/// refined where it measures the normal turning or the surface leaving its chords (lines capped at
/// 4096 per direction). <doc:HowTheCurlIsComputed> explains the bounds.
///
/// **Reuse.** ``rebuild(for:pageSize:tolerance:)`` empties the arrays keeping their capacity, so
/// rebuilding every frame allocates nothing once the arrays have grown to the largest mesh seen
/// (as long as nobody else holds a copy of them: arrays are copy-on-write).
public struct PageMesh: Sendable {
    /// Vertex positions, three `Float`s (`x y z`, points) per vertex, front vertices then back.
    public private(set) var positions: [Float] = []
    /// Unit vertex normals, three `Float`s per vertex: the front normal for front vertices, its
    /// opposite for back vertices.
    public private(set) var normals: [Float] = []
    /// Texture coordinates, two `Float`s (`u v`) per vertex, in `[0, 1]`; `u` is mirrored on the
    /// back.
    public private(set) var textureCoordinates: [Float] = []
    /// Triangles, three vertex indices each: ``frontIndexRange`` then ``backIndexRange``.
    public private(set) var indices: [UInt32] = []
    /// The number of vertices of one side: front vertices are `0 ..< sideVertexCount`, back
    /// vertices `sideVertexCount ..< 2 * sideVertexCount`.
    public private(set) var sideVertexCount: Int = 0
    /// The page size the mesh was built for, in points (`0` for an empty mesh).
    public private(set) var pageSize: SIMD2<Double> = .zero

    // Scratch storage, kept between rebuilds so that a rebuild allocates nothing.
    var boundary: [SIMD2<Double>] = []
    var boundaryParameter: [Double] = []
    var boundaryIsApex: [Bool] = []
    var boundaryVertex: [UInt32] = []
    var cutValues: [Double] = []
    var cutIsCrease: [Bool] = []
    var polygon: [UInt32] = []
    var polygonPoints: [SIMD2<Double>] = []
    var gridX: [Double] = []
    var gridY: [Double] = []
    var gridScratch: [Double] = []
    var gridNeed: [Int] = []

    /// An empty mesh; ``rebuild(for:pageSize:tolerance:)`` fills it.
    public init() {}

    /// Builds the mesh of a page of `pageSize` points under `deformation`.
    public init(
        deformation: some PageDeformation, pageSize: SIMD2<Double>, tolerance: MeshTolerance = .default
    ) {
        rebuild(for: deformation, pageSize: pageSize, tolerance: tolerance)
    }

    /// The number of vertices, both sides together.
    public var vertexCount: Int { 2 * sideVertexCount }

    /// The number of triangles of one side.
    public var sideTriangleCount: Int { indices.count / 6 }

    /// The range of ``indices`` that draws the front.
    public var frontIndexRange: Range<Int> { 0 ..< indices.count / 2 }

    /// The range of ``indices`` that draws the back.
    public var backIndexRange: Range<Int> { indices.count / 2 ..< indices.count }

    /// The position of vertex `index`, in points.
    public func position(ofVertex index: Int) -> SIMD3<Float> {
        SIMD3(positions[3 * index], positions[3 * index + 1], positions[3 * index + 2])
    }

    /// The unit normal of vertex `index`.
    public func normal(ofVertex index: Int) -> SIMD3<Float> {
        SIMD3(normals[3 * index], normals[3 * index + 1], normals[3 * index + 2])
    }

    /// The texture coordinates of vertex `index`.
    public func textureCoordinate(ofVertex index: Int) -> SIMD2<Float> {
        SIMD2(textureCoordinates[2 * index], textureCoordinates[2 * index + 1])
    }

    /// Rebuilds the mesh in place for a page of `pageSize` points (canonical frame, the page is
    /// `[0, width] × [0, height]`) under `deformation`, reusing the arrays' storage.
    ///
    /// A page size with a component that is not finite and positive gives an empty mesh.
    ///
    /// - Parameter rulings: rulings to cut along as well, by their bend parameter (the `s` of
    ///   ``MeshSamplingHint/parallelRulings(origin:across:bend:radius:)``, the `φ` of
    ///   ``MeshSamplingHint/rulingsThroughApex(apex:bend:coneAngle:)``): those inside the bend
    ///   and on the page get vertices of their own. A renderer passes the rulings along which the
    ///   surface turns away from its eye, so that the outline there runs along the mesh's edges.
    ///   Ignored for the other hints and for a crease.
    public mutating func rebuild(
        for deformation: some PageDeformation, pageSize: SIMD2<Double>, tolerance: MeshTolerance = .default,
        rulings: [Double] = []
    ) {
        positions.removeAll(keepingCapacity: true)
        normals.removeAll(keepingCapacity: true)
        textureCoordinates.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        sideVertexCount = 0
        guard pageSize.x.isFinite, pageSize.y.isFinite, pageSize.x > 0, pageSize.y > 0 else {
            self.pageSize = .zero
            return
        }
        self.pageSize = pageSize
        switch deformation.meshSamplingHint {
        case .planar:
            buildRuled(deformation, family: .parallel(origin: .zero, across: SIMD2(1, 0)),
                       bend: nil, tolerance: tolerance)
        case let .parallelRulings(origin, across, bend, radius):
            let length = (across.x * across.x + across.y * across.y).squareRoot()
            guard length > 0, length.isFinite, origin.x.isFinite, origin.y.isFinite else {
                buildGrid(deformation, tolerance: tolerance)
                break
            }
            let r = radius.isFinite ? Swift.max(0, radius) : 0
            buildRuled(deformation, family: .parallel(origin: origin, across: across / length),
                       bend: RuledBend(range: bend, turnRate: r > 0 ? 1 / r : .infinity,
                                       radiusConstant: r, radiusPerDistance: 0),
                       tolerance: tolerance, rulings: rulings)
        case let .rulingsThroughApex(apex, bend, coneAngle):
            guard apex.x.isFinite, apex.y <= Self.onEdgeTolerance, apex.y.isFinite else {
                buildGrid(deformation, tolerance: tolerance)
                break
            }
            let theta = coneAngle.isNaN ? 0 : Swift.min(Double.pi / 2, Swift.max(0, coneAngle))
            let tanTheta = Double.tan(theta)
            buildRuled(deformation, family: .fan(apex: SIMD2(apex.x, Swift.min(0, apex.y))),
                       bend: RuledBend(range: bend, turnRate: theta > 0 ? 1 / tanTheta : .infinity,
                                       radiusConstant: 0, radiusPerDistance: tanTheta),
                       tolerance: tolerance, rulings: rulings)
        case .unknown:
            buildGrid(deformation, tolerance: tolerance)
        }
        appendBackSide()
    }

    /// How far (points) an apex may lie from the page's top edge and still count as on it.
    static let onEdgeTolerance = 1e-6

    /// Appends one front vertex: position from `material`, normal from `normalSource`.
    mutating func appendVertex(
        _ deformation: some PageDeformation, material: SIMD2<Double>, normalSource: SIMD2<Double>? = nil
    ) -> UInt32 {
        let surface = deformation.surface(at: material)
        let normal = normalSource.map { deformation.normal(at: $0) } ?? surface.normal
        positions.append(Float(surface.position.x))
        positions.append(Float(surface.position.y))
        positions.append(Float(surface.position.z))
        normals.append(Float(normal.x))
        normals.append(Float(normal.y))
        normals.append(Float(normal.z))
        textureCoordinates.append(Float(material.x / pageSize.x))
        textureCoordinates.append(Float(material.y / pageSize.y))
        let index = UInt32(sideVertexCount)
        sideVertexCount += 1
        return index
    }

    /// Appends a front triangle unless its material area is negligible (a sliver between
    /// coincident points, which would only cost a draw).
    mutating func appendTriangle(_ a: UInt32, _ b: UInt32, _ c: UInt32,
                                 _ pa: SIMD2<Double>, _ pb: SIMD2<Double>, _ pc: SIMD2<Double>) {
        let e1 = pb - pa, e2 = pc - pa
        let twiceArea = e1.x * e2.y - e1.y * e2.x
        // Far below a pixel: 1e-12 of the page's squared size.
        let negligible = 1e-12 * (pageSize.x + pageSize.y) * (pageSize.x + pageSize.y)
        guard twiceArea > negligible else { return }
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Duplicates the front as the back: same positions, negated normals, mirrored `u`, reversed
    /// winding.
    mutating func appendBackSide() {
        let count = sideVertexCount
        for vertex in 0 ..< count {
            positions.append(positions[3 * vertex])
            positions.append(positions[3 * vertex + 1])
            positions.append(positions[3 * vertex + 2])
            normals.append(-normals[3 * vertex])
            normals.append(-normals[3 * vertex + 1])
            normals.append(-normals[3 * vertex + 2])
            textureCoordinates.append(1 - textureCoordinates[2 * vertex])
            textureCoordinates.append(textureCoordinates[2 * vertex + 1])
        }
        let offset = UInt32(count)
        let frontIndexCount = indices.count
        var triangle = 0
        while triangle < frontIndexCount {
            indices.append(indices[triangle] + offset)
            indices.append(indices[triangle + 2] + offset)
            indices.append(indices[triangle + 1] + offset)
            triangle += 3
        }
    }
}
