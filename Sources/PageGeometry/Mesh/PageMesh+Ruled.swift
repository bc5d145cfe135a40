import PageMath

/// A family of rulings along which the page is cut into strips: parallel lines, or rays from an
/// apex. Each ruling is a level set of ``parameter(of:)``.
enum CutFamily {
    /// Lines perpendicular to the unit vector `across`; parameter `(p - origin) · across`.
    case parallel(origin: SIMD2<Double>, across: SIMD2<Double>)
    /// Rays from `apex`; parameter `φ = atan2(p.x - apex.x, p.y - apex.y)`.
    case fan(apex: SIMD2<Double>)

    /// How far normals are sampled beside a crease, in points, to read each side's normal.
    static let creaseOffset = 1e-6
    /// How far normals are sampled beside a crease ray, in radians.
    static let creaseAngle = 1e-6
    /// How far from the apex, along its ruling, the normal of an apex vertex is read, in points:
    /// the cone's normal is constant along a ruling but undefined at the apex itself.
    static let apexOffset = 1e-4

    /// The ruling parameter of a material point.
    func parameter(of p: SIMD2<Double>) -> Double {
        switch self {
        case let .parallel(origin, across):
            return (p.x - origin.x) * across.x + (p.y - origin.y) * across.y
        case let .fan(apex):
            return Double.atan2(y: p.x - apex.x, x: p.y - apex.y)
        }
    }

    /// A value whose sign says on which side of the ruling `cut` the point lies (positive past it).
    func side(of p: SIMD2<Double>, cut: Double) -> Double {
        switch self {
        case let .parallel(origin, across):
            return (p.x - origin.x) * across.x + (p.y - origin.y) * across.y - cut
        case let .fan(apex):
            // (p - apex) · (cos φ, -sin φ) = R·sin(φ_p - φ)
            return (p.x - apex.x) * Double.cos(cut) - (p.y - apex.y) * Double.sin(cut)
        }
    }

    /// Where the segment `u → v` meets the ruling `cut` (`u` before it, `v` past it).
    func crossing(_ u: SIMD2<Double>, _ v: SIMD2<Double>, cut: Double) -> SIMD2<Double> {
        let su = side(of: u, cut: cut), sv = side(of: v, cut: cut)
        let denominator = su - sv
        guard denominator != 0 else { return u }
        let t = Swift.min(1, Swift.max(0, su / denominator))
        return u + t * (v - u)
    }

    /// The point at which to read the normal of a vertex at `p` on ruling `cut`: `p` itself,
    /// moved a hair to one side of a crease (`side` ±1), or, at the apex, along the ruling.
    func normalSource(_ p: SIMD2<Double>, cut: Double, side: Double, atApex: Bool) -> SIMD2<Double>? {
        switch self {
        case let .parallel(_, across):
            return side == 0 ? nil : p + (side * Self.creaseOffset) * across
        case let .fan(apex):
            guard side != 0 || atApex else { return nil }
            let distance = Swift.max(Self.apexOffset, Double.hypot(p.x - apex.x, p.y - apex.y))
            let angle = cut + side * Self.creaseAngle
            return apex + distance * SIMD2(Double.sin(angle), Double.cos(angle))
        }
    }
}

/// Where a ruled surface bends, in units of its family's parameter.
struct RuledBend {
    /// The parameter interval of the bend.
    var range: ClosedRange<Double>
    /// Radians the normal turns per unit of parameter; infinite for a crease.
    var turnRate: Double
    /// The radius of curvature across the rulings is `radiusConstant + radiusPerDistance · R`
    /// at distance `R` from the apex (points).
    var radiusConstant: Double
    /// See ``radiusConstant``.
    var radiusPerDistance: Double
}

extension PageMesh {
    /// A bend shorter than this (points, or radians for a fan) is drawn as a crease: narrower than
    /// any pixel, and too narrow to sample.
    static let creaseWidth = 1e-9

    /// Where a ruling crosses one chain of the page boundary.
    struct ChainCrossing {
        /// Twice the chain position: even for a chain vertex, odd for the inside of the edge
        /// that ends at position `(doubled + 1) / 2`.
        var doubled: Int
        /// The vertex index used by the strip before the ruling.
        var before: UInt32
        /// The vertex index used by the strip after the ruling.
        var after: UInt32
        /// The material point.
        var point: SIMD2<Double>
    }

    /// Builds the front of a ruled surface: the page cut along rulings into convex strips.
    mutating func buildRuled(
        _ deformation: some PageDeformation, family: CutFamily, bend: RuledBend?, tolerance: MeshTolerance,
        rulings: [Double] = []
    ) {
        let w = pageSize.x, h = pageSize.y
        boundary.removeAll(keepingCapacity: true)
        boundaryIsApex.removeAll(keepingCapacity: true)
        boundary.append(SIMD2(0, 0))
        boundaryIsApex.append(false)
        // An apex on the top edge becomes a boundary vertex of its own (every ray meets it there).
        if case let .fan(apex) = family, apex.y >= -Self.onEdgeTolerance,
           apex.x >= -Self.onEdgeTolerance, apex.x <= w + Self.onEdgeTolerance {
            if apex.x <= Self.onEdgeTolerance {
                boundaryIsApex[0] = true
            } else if apex.x < w - Self.onEdgeTolerance {
                boundary.append(SIMD2(apex.x, 0))
                boundaryIsApex.append(true)
            }
        }
        boundary.append(SIMD2(w, 0))
        boundaryIsApex.append(false)
        if case let .fan(apex) = family, apex.y >= -Self.onEdgeTolerance,
           abs(apex.x - w) <= Self.onEdgeTolerance {
            boundaryIsApex[boundaryIsApex.count - 1] = true
        }
        boundary.append(SIMD2(w, h))
        boundaryIsApex.append(false)
        boundary.append(SIMD2(0, h))
        boundaryIsApex.append(false)
        let n = boundary.count

        boundaryParameter.removeAll(keepingCapacity: true)
        boundaryVertex.removeAll(keepingCapacity: true)
        var lowest = -1, highest = -1
        for index in 0 ..< n {
            let c = boundaryIsApex[index] ? 0 : family.parameter(of: boundary[index])
            boundaryParameter.append(c)
            boundaryVertex.append(.max)
            guard !boundaryIsApex[index] else { continue }
            if lowest < 0 || c < boundaryParameter[lowest] { lowest = index }
            if highest < 0 || c > boundaryParameter[highest] { highest = index }
        }
        let cMin = boundaryParameter[lowest], cMax = boundaryParameter[highest]
        guard cMax > cMin else {
            // Cannot happen for a page of positive size; draw it as one polygon all the same.
            polygon.removeAll(keepingCapacity: true)
            polygonPoints.removeAll(keepingCapacity: true)
            for index in 0 ..< n {
                polygon.append(cornerVertex(deformation, index))
                polygonPoints.append(boundary[index])
            }
            fanPolygon()
            return
        }

        // The rulings to cut along: the page's extreme ones, and the bend's.
        cutValues.removeAll(keepingCapacity: true)
        cutIsCrease.removeAll(keepingCapacity: true)
        cutValues.append(cMin)
        cutIsCrease.append(false)
        var creaseAtEnd = false
        if let bend, bend.range.lowerBound.isFinite, bend.range.upperBound.isFinite {
            appendBendCuts(bend, family: family, cMin: cMin, cMax: cMax, tolerance: tolerance)
            if !isCrease(bend) {
                for ruling in rulings where bend.range.contains(ruling) { insertCut(ruling, cMin: cMin, cMax: cMax) }
            }
            // A crease along the page's edge: the vertices there take the page's side's normal.
            if isCrease(bend) {
                if bend.range.lowerBound == cMin { cutIsCrease[0] = true }
                creaseAtEnd = bend.range.lowerBound == cMax
            }
        }
        cutValues.append(cMax)
        cutIsCrease.append(creaseAtEnd)

        // Two chains of the boundary run from the lowest vertex to the highest, along which the
        // parameter never decreases: A forward (counter-clockwise), B backward.
        let lengthA = (highest - lowest + n) % n + 1
        let lengthB = (lowest - highest + n) % n + 1
        var previousA = ChainCrossing(doubled: 0, before: 0, after: 0, point: .zero)
        var previousB = previousA
        var searchA = 0, searchB = 0
        for k in 0 ..< cutValues.count {
            let c = cutValues[k], crease = cutIsCrease[k]
            let crossingA = chainCrossing(deformation, family: family, cut: c, crease: crease,
                                          start: lowest, step: 1, length: lengthA, search: &searchA)
            let crossingB = chainCrossing(deformation, family: family, cut: c, crease: crease,
                                          start: lowest, step: n - 1, length: lengthB, search: &searchB)
            if k > 0 {
                polygon.removeAll(keepingCapacity: true)
                polygonPoints.removeAll(keepingCapacity: true)
                polygon.append(previousA.after)
                polygonPoints.append(previousA.point)
                appendChainVertices(deformation, start: lowest, step: 1,
                                    from: previousA.doubled, to: crossingA.doubled, reversed: false)
                polygon.append(crossingA.before)
                polygonPoints.append(crossingA.point)
                polygon.append(crossingB.before)
                polygonPoints.append(crossingB.point)
                appendChainVertices(deformation, start: lowest, step: n - 1,
                                    from: previousB.doubled, to: crossingB.doubled, reversed: true)
                polygon.append(previousB.after)
                polygonPoints.append(previousB.point)
                fanPolygon()
            }
            previousA = crossingA
            previousB = crossingB
        }
    }

    /// Appends the cuts across a bend that fall strictly inside `(cMin, cMax)`: one for a crease,
    /// else evenly spaced so that each strip meets the tolerance.
    mutating func appendBendCuts(
        _ bend: RuledBend, family: CutFamily, cMin: Double, cMax: Double, tolerance: MeshTolerance
    ) {
        let b0 = bend.range.lowerBound, b1 = bend.range.upperBound
        let length = b1 - b0
        if isCrease(bend) {
            if b0 > cMin, b0 < cMax {
                cutValues.append(b0)
                cutIsCrease.append(true)
            }
            return
        }
        var farthest = 0.0
        if case let .fan(apex) = family {
            for point in boundary {
                farthest = Swift.max(farthest, Double.hypot(point.x - apex.x, point.y - apex.y))
            }
        }
        let radius = bend.radiusConstant + bend.radiusPerDistance * farthest
        let facet = tolerance.facetAngle(forRadius: radius)
        let totalTurn = bend.turnRate * length
        var segments = 1.0
        if facet > 0, totalTurn > 0 { segments = Swift.max(1, (totalTurn / facet).rounded(.up)) }
        let step = length / segments
        // Only the cuts that fall on the page: m·step in (cMin - b0, cMax - b0).
        let first = Swift.max(0, ((cMin - b0) / step).rounded(.down))
        let last = Swift.min(segments, ((cMax - b0) / step).rounded(.up))
        guard first <= last else { return }
        var m = first
        while m <= last {
            let c = m == segments ? b1 : b0 + m * step
            if c > cMin && c < cMax && c > (cutValues.last ?? -.infinity) {
                cutValues.append(c)
                cutIsCrease.append(false)
            }
            m += 1
        }
    }

    /// Inserts a cut at `c` among the sorted cuts, where it falls strictly inside `(cMin, cMax)`
    /// and does not meet a cut already there.
    mutating func insertCut(_ c: Double, cMin: Double, cMax: Double) {
        let apart = Self.cutSeparation * Swift.max(1, abs(c))
        guard c > cMin + apart, c < cMax - apart else { return }
        var index = cutValues.count
        while index > 0, cutValues[index - 1] > c { index -= 1 }
        if index > 0, c - cutValues[index - 1] < apart { return }
        if index < cutValues.count, cutValues[index] - c < apart { return }
        cutValues.insert(c, at: index)
        cutIsCrease.insert(false, at: index)
    }

    /// How close (relative to the parameter's size) two cuts may come before one is left out.
    static let cutSeparation = 1e-9

    /// Whether a bend is drawn as a crease (a fold with no width).
    func isCrease(_ bend: RuledBend) -> Bool {
        !bend.turnRate.isFinite || bend.range.upperBound - bend.range.lowerBound <= Self.creaseWidth
    }

    /// The boundary index at position `position` of the chain that starts at `start` and moves
    /// by `step` (1 forward, `n - 1` backward).
    func chainIndex(start: Int, step: Int, position: Int) -> Int {
        (start + step * position) % boundary.count
    }

    /// Finds and emits where ruling `cut` crosses a chain, searching on from `search`.
    mutating func chainCrossing(
        _ deformation: some PageDeformation, family: CutFamily, cut: Double, crease: Bool,
        start: Int, step: Int, length: Int, search: inout Int
    ) -> ChainCrossing {
        var position = search
        while position < length - 1 {
            let index = chainIndex(start: start, step: step, position: position)
            if boundaryIsApex[index] || boundaryParameter[index] >= cut { break }
            position += 1
        }
        // On the page's first ruling, take the last of several corners on it (an edge along the
        // ruling), so that all of them are crossings and get that ruling's normals.
        if position == 0 {
            while position < length - 1 {
                let next = chainIndex(start: start, step: step, position: position + 1)
                guard !boundaryIsApex[next], boundaryParameter[next] <= cut else { break }
                position += 1
            }
        }
        search = position
        let index = chainIndex(start: start, step: step, position: position)
        if boundaryIsApex[index] {
            let point = boundary[index]
            let before = appendVertex(deformation, material: point, normalSource: family.normalSource(
                point, cut: cut, side: crease ? -1 : 0, atApex: true))
            let after = crease ? appendVertex(deformation, material: point, normalSource: family.normalSource(
                point, cut: cut, side: 1, atApex: true)) : before
            return ChainCrossing(doubled: 2 * position, before: before, after: after, point: point)
        }
        let onVertex = position == 0 || boundaryParameter[index] <= cut
        if onVertex && !crease {
            let vertex = cornerVertex(deformation, index)
            return ChainCrossing(doubled: 2 * position, before: vertex, after: vertex, point: boundary[index])
        }
        let point: SIMD2<Double>
        if onVertex {
            point = boundary[index]
        } else {
            let previous = chainIndex(start: start, step: step, position: position - 1)
            point = family.crossing(boundary[previous], boundary[index], cut: cut)
        }
        let doubled = onVertex ? 2 * position : 2 * position - 1
        if !crease {
            let vertex = appendVertex(deformation, material: point)
            return ChainCrossing(doubled: doubled, before: vertex, after: vertex, point: point)
        }
        let before = appendVertex(deformation, material: point, normalSource: family.normalSource(
            point, cut: cut, side: -1, atApex: false))
        let after = appendVertex(deformation, material: point, normalSource: family.normalSource(
            point, cut: cut, side: 1, atApex: false))
        return ChainCrossing(doubled: doubled, before: before, after: after, point: point)
    }

    /// The vertex of boundary corner `index`, emitted on first use.
    mutating func cornerVertex(_ deformation: some PageDeformation, _ index: Int) -> UInt32 {
        if boundaryVertex[index] == .max {
            boundaryVertex[index] = appendVertex(deformation, material: boundary[index])
        }
        return boundaryVertex[index]
    }

    /// Appends to the strip polygon the chain's corners strictly between two crossings.
    mutating func appendChainVertices(
        _ deformation: some PageDeformation, start: Int, step: Int, from: Int, to: Int, reversed: Bool
    ) {
        // Chain positions p with from < 2p < to.
        let first = from / 2 + 1
        let last = (to - 1) / 2
        guard first <= last else { return }
        for offset in 0 ... (last - first) {
            let position = reversed ? last - offset : first + offset
            let index = chainIndex(start: start, step: step, position: position)
            polygon.append(cornerVertex(deformation, index))
            polygonPoints.append(boundary[index])
        }
    }

    /// Triangulates the convex strip polygon as a fan from its first vertex.
    mutating func fanPolygon() {
        guard polygon.count >= 3 else { return }
        for index in 1 ..< polygon.count - 1 {
            appendTriangle(polygon[0], polygon[index], polygon[index + 1],
                           polygonPoints[0], polygonPoints[index], polygonPoints[index + 1])
        }
    }
}
