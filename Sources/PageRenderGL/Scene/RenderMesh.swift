/// A triangle mesh ready for the GPU: per-vertex positions, normals and texture coordinates, and
/// triangles as index triples.
///
/// This is the renderer's generic input: a flat page, a rigidly moved page, or a curled page
/// (from `PageMesh`, one mesh per side) all arrive as a `RenderMesh`.
///
/// - Positions are in points, in the item's mesh frame, which ``MeshDrawItem/transform`` maps
///   into view points. For a page this is canonical page coordinates: origin top-left, x right,
///   y down, z toward the viewer.
/// - Normals are unit vectors of the side being drawn, in the same frame (for a page's front,
///   `+z` where it lies flat). They drive the lighting only.
/// - Texture coordinates are in `0 ... 1`: `(0, 0)` is the texture's top-left pixel corner and
///   `(1, 1)` its bottom-right, matching `RGBAImage`'s top-row-first layout (u right, v down).
/// - Indices: each consecutive triple is one triangle. **Winding**: triangle `(a, b, c)` faces the
///   side its normal `(b − a) × (c − a)` points to (the algebraic cross product in the mesh frame);
///   with back-face culling only triangles whose facing side looks toward the viewer are drawn.
///   For a flat page facing `+z`: `(0, 0, 0), (w, 0, 0), (0, h, 0)`.
public struct RenderMesh: Hashable, Sendable {
    /// Vertex positions, in points, in the mesh frame.
    public var positions: [SIMD3<Float>]
    /// Unit normals of the drawn side, one per vertex.
    public var normals: [SIMD3<Float>]
    /// Texture coordinates in `0 ... 1` (u right, v down), one per vertex.
    public var textureCoordinates: [SIMD2<Float>]
    /// Triangle corners, three indices a triangle, each `< positions.count`.
    public var indices: [UInt32]

    /// A mesh from its arrays; see ``validate()`` for what must hold.
    public init(positions: [SIMD3<Float>], normals: [SIMD3<Float>], textureCoordinates: [SIMD2<Float>], indices: [UInt32]) {
        self.positions = positions
        self.normals = normals
        self.textureCoordinates = textureCoordinates
        self.indices = indices
    }

    /// Number of vertices.
    public var vertexCount: Int { positions.count }

    /// Number of triangles.
    public var triangleCount: Int { indices.count / 3 }

    /// Why a mesh cannot be drawn.
    public enum Problem: Hashable, Sendable {
        /// The three per-vertex arrays differ in length.
        case attributeCountMismatch(positions: Int, normals: Int, textureCoordinates: Int)
        /// The index count is not a multiple of three.
        case incompleteTriangle(indexCount: Int)
        /// An index names a vertex that does not exist.
        case indexOutOfRange(index: UInt32, vertexCount: Int)
        /// A position is NaN or infinite (at vertex `vertex`).
        case nonFinitePosition(vertex: Int)
    }

    /// Checks that the mesh can be drawn: equal attribute counts, whole triangles, indices in
    /// range, finite positions.
    ///
    /// - Throws: ``RenderError/invalidMesh(_:)`` with the first ``Problem`` found.
    public func validate() throws(RenderError) {
        guard positions.count == normals.count, positions.count == textureCoordinates.count else {
            throw .invalidMesh(.attributeCountMismatch(
                positions: positions.count, normals: normals.count, textureCoordinates: textureCoordinates.count))
        }
        guard indices.count % 3 == 0 else { throw .invalidMesh(.incompleteTriangle(indexCount: indices.count)) }
        let count = UInt32(truncatingIfNeeded: positions.count)
        for index in indices where index >= count {
            throw .invalidMesh(.indexOutOfRange(index: index, vertexCount: positions.count))
        }
        for (vertex, p) in positions.enumerated() where !(p.x.isFinite && p.y.isFinite && p.z.isFinite) {
            throw .invalidMesh(.nonFinitePosition(vertex: vertex))
        }
    }
}
