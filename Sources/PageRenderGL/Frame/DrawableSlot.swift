import PageEffects
import PageGeometry

/// What ``FrameRenderer`` keeps for the drawable at one index of a frame: its mesh, the GL
/// buffers holding it, and its shadow profile, rebuilt in place only when the drawable's shape
/// changes.
struct DrawableSlot {
    /// The shape the mesh and shadow profile were built for.
    struct Key: Equatable {
        var surface: PageSurface
        var pageSize: SIMD2<Double>
        var tolerance: MeshTolerance
        /// The rulings the mesh is cut along as well: its outline's, seen from the eye.
        var rulings: [Double]
    }

    var mesh = PageMesh()
    /// The mesh's triangles sorted into the parts drawn with different shader variants.
    private(set) var parts = MeshParts()
    var buffer: PageMeshBuffer
    var caster = ShadowCaster()
    /// The outline of the drawable's bend seen from this frame's eye, worked out with the slot
    /// each frame (``FrameRenderer``; `nil`: no cylinder or cone, or not traced): its rulings cut
    /// the mesh, and the bent variant smooths by it.
    var bendOutline: BendOutline?
    /// The caster's shade tabulated for its page plane (made on first need; `nil` where the
    /// context cannot render to it), and the frame number it was last filled for.
    var shadowTable: ShadowTable?
    var shadowTableFrame: UInt64 = 0
    private(set) var key: Key?
    /// Whether every vertex of the mesh lies in the page plane `z = 0` (to ``pagePlaneTolerance``) (a flat page, a curl or a
    /// turn not yet begun): placed without turning, the drawable faces the viewer.
    private(set) var liesInPagePlane = true
    /// A vertex this close to the page plane (points) lies in it: a cone at the start of its
    /// turn is flat but for the rounding of its trigonometry (about 1e-14 points).
    static let pagePlaneTolerance: Float = 1e-3
    /// Where the paper lies over the desk, for its shadow there (``DeskShadow``).
    private(set) var deskFootprint = DeskFootprint()
    /// The bounding box of the mesh's footprint in its page plane (canonical points: min x, min y,
    /// max x, max y) and its highest point above that plane (points): with
    /// ``footprintBottom``, a box holding the whole mesh (``FrameRenderer/drawnBox(of:scale:)``).
    private(set) var footprint = SIMD4<Double>(0, 0, 0, 0)
    private(set) var footprintLift = 0.0
    /// The height of the mesh's lowest point above its page plane (points, `<= 0`).
    private(set) var footprintBottom = 0.0
    /// Times the mesh has been rebuilt (for tests of reuse).
    private(set) var rebuildCount = 0

    /// A slot with fresh GL buffers (the context must be current).
    init() { buffer = PageMeshBuffer() }

    /// Makes the mesh, buffers and profile match `drawable`, its mesh cut along `rulings` as well
    /// (``PageMesh/rebuild(for:pageSize:tolerance:rulings:)``); does nothing when its shape is
    /// the one already built.
    mutating func update(for drawable: PageDrawable, tolerance: MeshTolerance, rulings: [Double] = []) {
        let newKey = Key(surface: drawable.surface, pageSize: drawable.pageSize, tolerance: tolerance, rulings: rulings)
        if newKey == key { return }
        key = newKey
        rebuildCount += 1
        // Build from the concrete deformation: the builder's per-point calls are specialised
        // for it rather than switching over the surface's cases at every point.
        switch drawable.surface {
        case .flat: mesh.rebuild(for: SpineRotation(angle: 0), pageSize: drawable.pageSize, tolerance: tolerance)
        case .cylinder(let cylinder):
            mesh.rebuild(for: cylinder, pageSize: drawable.pageSize, tolerance: tolerance, rulings: rulings)
        case .cone(let cone): mesh.rebuild(for: cone, pageSize: drawable.pageSize, tolerance: tolerance, rulings: rulings)
        case .spineRotation(let rotation):
            mesh.rebuild(for: rotation, pageSize: drawable.pageSize, tolerance: tolerance)
        }
        parts.rebuild(from: mesh, surface: drawable.surface)
        buffer.upload(mesh, indices: parts.indices)
        liesInPagePlane = true
        var low = SIMD2<Float>(repeating: .infinity), high = SIMD2<Float>(repeating: -.infinity)
        var top: Float = 0, bottom: Float = 0
        for index in stride(from: 0, to: mesh.positions.count - 2, by: 3) {
            let point = SIMD2(mesh.positions[index], mesh.positions[index + 1]), z = mesh.positions[index + 2]
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
            top = Swift.max(top, z)
            bottom = Swift.min(bottom, z)
            if abs(z) > Self.pagePlaneTolerance { liesInPagePlane = false }
        }
        footprint = low.x <= high.x && low.y <= high.y
            ? SIMD4(Double(low.x), Double(low.y), Double(high.x), Double(high.y)) : .zero
        footprintLift = Double(top)
        footprintBottom = Double(bottom)
        deskFootprint.update(mesh: mesh, surface: drawable.surface, pageSize: drawable.pageSize)
        caster.update(surface: drawable.surface, pageSize: drawable.pageSize)
    }

    /// Deletes the GL buffers (the context must be current).
    func delete() {
        buffer.delete()
        shadowTable?.delete()
    }
}
