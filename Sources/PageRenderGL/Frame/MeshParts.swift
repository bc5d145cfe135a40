import PageEffects
import PageGeometry

/// The triangles of a curl's ``PageMesh``, each side's reordered into the parts that
/// ``FrameRenderer`` can draw with cheaper shader variants, to the same pixels.
///
/// - A triangle is **flat** when its three normals are the page's own (`+z` in the canonical
///   frame on the front; `±z` on the back, which takes no curl shading): there the bent variant's
///   curl shading, sheen and turned-away outline come to nothing, and the flat variant draws it.
///   On a curl that is the paper still lying on the page and the paper turned over on top of it.
/// - A triangle is **lifted** when its three corners lie at least ``liftLimit`` points above the
///   page plane: the curl's shadow on its own paper fades out over that height
///   (`RECEIVER_LIFT_LIMIT` in the frame shader) and is zero at every point of it, so it is drawn
///   without the curl as a caster.
///
/// Every other surface keeps each side in one part (flat for a planar surface, bent otherwise),
/// as before. Rebuilt with the mesh, in place: no allocation once the arrays have grown.
struct MeshParts {
    /// A part of one side, in the order they lie in ``indices``.
    enum Part: Int, CaseIterable {
        case flatLow, flatLifted, bentLow, bentLifted

        /// Whether the part is drawn with the bent variant.
        var isBent: Bool { self == .bentLow || self == .bentLifted }
        /// Whether the part is drawn without the curl's shadow on itself.
        var isLifted: Bool { self == .flatLifted || self == .bentLifted }
    }

    /// Points above the page plane from which paper receives no shadow from its own curl.
    static let liftLimit = Float(FrameShaderSource.receiverLiftLimit)
    /// How near a normal's z must come to ±1 for the paper to count as flat.
    static let flatTolerance = Float(FrameShaderSource.flatNormalTolerance)

    /// The mesh's triangles, side by side and part by part within a side.
    private(set) var indices: [UInt32] = []
    /// Each part's range of ``indices``: the front's four, then the back's.
    private var ranges = [Range<Int>](repeating: 0 ..< 0, count: 2 * Part.allCases.count)

    /// The range of ``indices`` that draws `part` of the front (`back` false) or the back.
    func range(_ part: Part, back: Bool) -> Range<Int> {
        ranges[(back ? Part.allCases.count : 0) + part.rawValue]
    }

    /// The range of ``indices`` that draws the whole front (`back` false) or back: its parts
    /// together.
    func sideRange(back: Bool) -> Range<Int> {
        let first = back ? Part.allCases.count : 0
        return ranges[first].lowerBound ..< ranges[first + Part.allCases.count - 1].upperBound
    }

    /// Sorts `mesh`'s triangles for a page shaped by `surface`.
    mutating func rebuild(from mesh: PageMesh, surface: PageSurface) {
        let source = mesh.indices
        if indices.count != source.count {
            indices.removeAll(keepingCapacity: true)
            indices.append(contentsOf: repeatElement(0, count: source.count))
        }
        let sorts: Bool
        if case .cylinder = surface { sorts = true } else { sorts = false }
        let whole: Part = surface.isPlanar ? .flatLow : .bentLow
        for side in 0 ..< 2 {
            let sideRange = side == 0 ? mesh.frontIndexRange : mesh.backIndexRange
            let first = side * Part.allCases.count
            guard sorts else {
                for part in Part.allCases {
                    let end = part.rawValue < whole.rawValue ? sideRange.lowerBound : sideRange.upperBound
                    ranges[first + part.rawValue] = part == whole ? sideRange : end ..< end
                }
                for index in sideRange { indices[index] = source[index] }
                continue
            }
            var counts = SIMD4<Int>.zero
            for triangle in stride(from: sideRange.lowerBound, to: sideRange.upperBound, by: 3) {
                counts[part(of: triangle, source, mesh, back: side == 1).rawValue] += 3
            }
            var next = SIMD4<Int>.zero
            var start = sideRange.lowerBound
            for part in Part.allCases {
                next[part.rawValue] = start
                ranges[first + part.rawValue] = start ..< start + counts[part.rawValue]
                start += counts[part.rawValue]
            }
            for triangle in stride(from: sideRange.lowerBound, to: sideRange.upperBound, by: 3) {
                let part = part(of: triangle, source, mesh, back: side == 1).rawValue
                for corner in 0 ..< 3 { indices[next[part] + corner] = source[triangle + corner] }
                next[part] += 3
            }
        }
    }

    /// The part of the triangle whose corners are `source[triangle ..< triangle + 3]`, vertices
    /// of `mesh`.
    private func part(of triangle: Int, _ source: [UInt32], _ mesh: PageMesh, back: Bool) -> Part {
        var flat = true, lifted = true
        for corner in 0 ..< 3 {
            let vertex = Int(source[triangle + corner])
            let normalZ = mesh.normals[3 * vertex + 2]
            if (back ? abs(normalZ) : normalZ) < 1 - Self.flatTolerance { flat = false }
            if mesh.positions[3 * vertex + 2] < Self.liftLimit { lifted = false }
        }
        switch (flat, lifted) {
        case (true, false): return .flatLow
        case (true, true): return .flatLifted
        case (false, false): return .bentLow
        case (false, true): return .bentLifted
        }
    }
}
