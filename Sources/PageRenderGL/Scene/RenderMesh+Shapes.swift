extension RenderMesh {
    /// A flat rectangle `[0, width] × [0, height]` in the plane `z = 0`, facing `+z` (normals
    /// `+z`, front winding toward `+z`), split into `columns × rows` cells of two triangles.
    ///
    /// Texture coordinates run from `(0, 0)` at the top-left corner `(0, 0)` to `(1, 1)` at
    /// `(width, height)`. Sizes are in points; `columns` and `rows` are clamped to at least 1.
    public static func rectangle(width: Double, height: Double, columns: Int = 1, rows: Int = 1) -> RenderMesh {
        let columns = max(columns, 1), rows = max(rows, 1)
        var positions: [SIMD3<Float>] = []
        var coordinates: [SIMD2<Float>] = []
        positions.reserveCapacity((columns + 1) * (rows + 1))
        coordinates.reserveCapacity((columns + 1) * (rows + 1))
        for row in 0...rows {
            let v = Double(row) / Double(rows)
            for column in 0...columns {
                let u = Double(column) / Double(columns)
                positions.append(SIMD3(Float(u * width), Float(v * height), 0))
                coordinates.append(SIMD2(Float(u), Float(v)))
            }
        }
        var indices: [UInt32] = []
        indices.reserveCapacity(columns * rows * 6)
        let stride = UInt32(columns + 1)
        for row in 0..<UInt32(rows) {
            for column in 0..<UInt32(columns) {
                let topLeft = row * stride + column
                let topRight = topLeft + 1
                let bottomLeft = topLeft + stride
                let bottomRight = bottomLeft + 1
                // (b - a) × (c - a) = +x × +y = +z: both triangles face +z.
                indices += [topLeft, topRight, bottomLeft, topRight, bottomRight, bottomLeft]
            }
        }
        let normals = [SIMD3<Float>](repeating: SIMD3(0, 0, 1), count: positions.count)
        return RenderMesh(positions: positions, normals: normals, textureCoordinates: coordinates, indices: indices)
    }

    /// The same surface seen from its other side: every triangle's winding reversed and every
    /// normal negated. Positions and texture coordinates are kept, so the texture appears
    /// mirrored, as the front's content seen through a sheet; give the back side's own texture
    /// coordinates instead when it shows its own content.
    public func reversed() -> RenderMesh {
        var flipped = self
        for triangle in stride(from: 0, to: indices.count - indices.count % 3, by: 3) {
            flipped.indices.swapAt(triangle + 1, triangle + 2)
        }
        flipped.normals = normals.map { -$0 }
        return flipped
    }
}
