import PageMath

extension PageMesh {
    /// The grid's starting spacing, in points: coarse enough to be cheap on a flat page, fine
    /// enough that a measured interval rarely hides a whole bend.
    static let gridInitialSpacing = 32.0
    /// The most lines per direction, to bound the work on surfaces that do not converge (a crease).
    static let gridMaximumLines = 4096
    /// The grid never splits an interval below this, in points (far below a pixel).
    static let gridMinimumSpacing = 1.0 / 64
    /// Refinement passes over both directions; each can split an interval up to 64 times.
    static let gridMaximumPasses = 8
    /// The most pieces one interval is split into in one pass.
    static let gridMaximumSplit = 64.0

    /// Builds the front of a surface the builder knows nothing about: a grid, refined along each
    /// direction wherever the normal turns by more than the facet angle or the surface leaves its
    /// chords by more than the sagitta, measured along every line of the other direction.
    mutating func buildGrid(_ deformation: some PageDeformation, tolerance: MeshTolerance) {
        fillUniform(&gridX, length: pageSize.x)
        fillUniform(&gridY, length: pageSize.y)
        for _ in 0 ..< Self.gridMaximumPasses {
            let refinedX = refineGrid(deformation, alongX: true, tolerance: tolerance)
            let refinedY = refineGrid(deformation, alongX: false, tolerance: tolerance)
            if !refinedX && !refinedY { break }
        }
        let columns = gridX.count
        for row in 0 ..< gridY.count {
            for column in 0 ..< columns {
                _ = appendVertex(deformation, material: SIMD2(gridX[column], gridY[row]))
            }
        }
        for row in 0 ..< gridY.count - 1 {
            for column in 0 ..< columns - 1 {
                let i00 = row * columns + column, i10 = i00 + 1
                let i01 = i00 + columns, i11 = i01 + 1
                let p00 = SIMD2(gridX[column], gridY[row]), p11 = SIMD2(gridX[column + 1], gridY[row + 1])
                let p10 = SIMD2(p11.x, p00.y), p01 = SIMD2(p00.x, p11.y)
                // Split along the diagonal whose ends' normals agree better: on a bend running
                // across the cell that diagonal turns by no more than the cell's sides do.
                if normalDot(i00, i11) >= normalDot(i10, i01) {
                    appendTriangle(UInt32(i00), UInt32(i10), UInt32(i11), p00, p10, p11)
                    appendTriangle(UInt32(i00), UInt32(i11), UInt32(i01), p00, p11, p01)
                } else {
                    appendTriangle(UInt32(i00), UInt32(i10), UInt32(i01), p00, p10, p01)
                    appendTriangle(UInt32(i10), UInt32(i11), UInt32(i01), p10, p11, p01)
                }
            }
        }
    }

    /// Lines at `0, …, length`, at most ``gridInitialSpacing`` apart.
    func fillUniform(_ lines: inout [Double], length: Double) {
        lines.removeAll(keepingCapacity: true)
        let intervals = Swift.max(1, Int((length / Self.gridInitialSpacing).rounded(.up)))
        for index in 0 ..< intervals { lines.append(length * Double(index) / Double(intervals)) }
        lines.append(length)
    }

    /// The dot product of two front vertices' normals.
    func normalDot(_ a: Int, _ b: Int) -> Float {
        normals[3 * a] * normals[3 * b] + normals[3 * a + 1] * normals[3 * b + 1]
            + normals[3 * a + 2] * normals[3 * b + 2]
    }

    /// One refinement pass over the lines of one direction; returns whether it added any.
    mutating func refineGrid(_ deformation: some PageDeformation, alongX: Bool, tolerance: MeshTolerance) -> Bool {
        let lineCount = alongX ? gridX.count : gridY.count
        let acrossCount = alongX ? gridY.count : gridX.count
        let facet = tolerance.effectiveFacetAngle, sagitta = tolerance.effectiveSagitta
        gridNeed.removeAll(keepingCapacity: true)
        for _ in 0 ..< lineCount - 1 { gridNeed.append(1) }
        func point(_ along: Double, _ across: Double) -> SIMD2<Double> {
            alongX ? SIMD2(along, across) : SIMD2(across, along)
        }
        var anySplit = false
        for acrossIndex in 0 ..< acrossCount {
            let across = alongX ? gridY[acrossIndex] : gridX[acrossIndex]
            var start = deformation.surface(at: point(alongX ? gridX[0] : gridY[0], across))
            for index in 0 ..< lineCount - 1 {
                let a = alongX ? gridX[index] : gridY[index]
                let b = alongX ? gridX[index + 1] : gridY[index + 1]
                let end = deformation.surface(at: point(b, across))
                let middle = deformation.surface(at: point(0.5 * (a + b), across))
                let turn = Self.angle(start.normal, middle.normal) + Self.angle(middle.normal, end.normal)
                let chordMiddle = 0.5 * (start.position + end.position)
                let offset = middle.position - chordMiddle
                let deviation = (offset * offset).sum().squareRoot()
                // The turn splits linearly, the sagitta with the square of the length.
                var need = Swift.max((turn / facet).rounded(.up), (deviation / sagitta).squareRoot().rounded(.up))
                need = Swift.min(need, Self.gridMaximumSplit, ((b - a) / Self.gridMinimumSpacing).rounded(.down))
                if need.isNaN { need = 1 }
                let pieces = Swift.max(1, Int(need))
                if pieces > gridNeed[index] {
                    gridNeed[index] = pieces
                    anySplit = true
                }
                start = end
            }
        }
        guard anySplit else { return false }
        gridScratch.removeAll(keepingCapacity: true)
        var budget = Self.gridMaximumLines - lineCount
        for index in 0 ..< lineCount - 1 {
            let a = alongX ? gridX[index] : gridY[index]
            let b = alongX ? gridX[index + 1] : gridY[index + 1]
            let pieces = Swift.max(1, Swift.min(gridNeed[index], budget + 1))
            budget -= pieces - 1
            for m in 0 ..< pieces { gridScratch.append(a + (b - a) * Double(m) / Double(pieces)) }
        }
        gridScratch.append(alongX ? gridX[lineCount - 1] : gridY[lineCount - 1])
        let added = gridScratch.count > lineCount
        if alongX { swap(&gridX, &gridScratch) } else { swap(&gridY, &gridScratch) }
        return added
    }

    /// The angle between two unit vectors, in radians (accurate for small angles too).
    static func angle(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let cross = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        return Double.atan2(y: (cross * cross).sum().squareRoot(), x: (a * b).sum())
    }
}
