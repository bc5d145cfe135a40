import PageEffects
import PageGeometry

/// Where a page's paper lies over the desk, for the shadow around a bound book (``DeskShadow``):
/// one or two rectangles in the page's plane, each in a frame of its own and with the height of
/// its highest point.
///
/// A page is the bounding box of its mesh in the page's own axes (exact for a page lying flat or
/// turning rigidly about its spine: their paper projects onto a rectangle; a cone's stays over the
/// page's rectangle). A curl is the box of its paper that has not turned over, in the page's axes
/// and within the page's rectangle (a roll along a slant reaches past an edge by a sliver), and,
/// once its paper has turned over on top of the page (its front facing down), the box of that
/// paper in its own axes, the page's reflected about the curl's axis. One box around the whole of
/// a diagonal curl held empty corners the size of the turned-over part, reaching past the page,
/// where the desk darkened in a rectangle with no paper above it.
///
/// A value of fixed size, rebuilt in place with its mesh: no allocation.
struct DeskFootprint: Equatable {
    /// One rectangle: `box` (min u, min v, max u, max v, points) along `axis` and the unit vector
    /// a quarter turn from it (`(-axis.y, axis.x)`), both in the page plane of the canonical
    /// frame; `lift`, the height of its highest point above that plane (points, `>= 0`).
    struct Rectangle: Equatable {
        var box = SIMD4<Double>(0, 0, 0, 0)
        var axis = SIMD2<Double>(1, 0)
        var lift = 0.0
    }

    /// How near a front normal's z must come to -1 for the paper to have turned over.
    static let turnedOverTolerance = Float(FrameShaderSource.flatNormalTolerance)

    /// The rectangles, ``count`` of them.
    private(set) var first = Rectangle()
    private(set) var second = Rectangle()
    /// How many rectangles there are: 0 for an empty mesh, 1, or 2 for a curl with paper turned over.
    private(set) var count = 0

    /// Rectangle `index` (`0 ..< count`).
    subscript(index: Int) -> Rectangle { index == 0 ? first : second }

    /// Measures `mesh`, shaped by `surface`, of a page of `pageSize` points.
    mutating func update(mesh: PageMesh, surface: PageSurface, pageSize: SIMD2<Double>) {
        count = 0
        guard mesh.positions.count >= 3 else { return }
        guard case .cylinder(let cylinder) = surface else {
            first = Self.rectangle(of: mesh, axis: SIMD2(1, 0)) { _ in true }
            count = first.box.x <= first.box.z ? 1 : 0
            return
        }
        // The turned-over paper is the page reflected about the curl's axis: its x axis is the
        // page's reflected.
        let u = cylinder.axisDirection
        let reflected = SIMD2<Double>(2 * u.x * u.x - 1, 2 * u.x * u.y)
        let length = (reflected.x * reflected.x + reflected.y * reflected.y).squareRoot()
        let axis = length.isFinite && length > 0.5 ? reflected / length : SIMD2<Double>(1, 0)
        let turnedOver = -1 + Self.turnedOverTolerance
        first = Self.rectangle(of: mesh, axis: SIMD2(1, 0)) { $0 > turnedOver }
        // Within the page's rectangle: where the roll reaches past the page's edge (rolling
        // along a slant, over a corner), the box would darken a strip of desk the length of the
        // page beside a sliver of paper.
        first.box = SIMD4(Swift.max(first.box.x, 0), Swift.max(first.box.y, 0),
                          Swift.min(first.box.z, pageSize.x), Swift.min(first.box.w, pageSize.y))
        second = Self.rectangle(of: mesh, axis: axis) { $0 <= turnedOver }
        let flat = first.box.x <= first.box.z && first.box.y <= first.box.w, over = second.box.x <= second.box.z
        switch (flat, over) {
        case (true, true): count = 2
        case (true, false): count = 1
        case (false, true): first = second; count = 1
        case (false, false): count = 0
        }
    }

    /// The bounding box along `axis` of the front vertices of `mesh` whose normal's z passes
    /// `takes`, and their highest point (an empty box, min above max, when none does).
    private static func rectangle(of mesh: PageMesh, axis: SIMD2<Double>, takes: (Float) -> Bool) -> Rectangle {
        let positions = mesh.positions, normals = mesh.normals
        let a = SIMD2<Float>(Float(axis.x), Float(axis.y)), b = SIMD2<Float>(-a.y, a.x)
        var low = SIMD2<Float>(repeating: .infinity), high = SIMD2<Float>(repeating: -.infinity)
        var top: Float = 0
        // (The front's vertices: the back's are the same points, their normals negated.)
        let end = Swift.min(3 * mesh.sideVertexCount, positions.count, normals.count) - 2
        for index in stride(from: 0, to: end, by: 3) where takes(normals[index + 2]) {
            let point = SIMD2(positions[index], positions[index + 1])
            let along = SIMD2((point * a).sum(), (point * b).sum())
            low = pointwiseMin(low, along)
            high = pointwiseMax(high, along)
            top = Swift.max(top, positions[index + 2])
        }
        return Rectangle(box: SIMD4(Double(low.x), Double(low.y), Double(high.x), Double(high.y)),
                         axis: axis, lift: Double(top))
    }
}
