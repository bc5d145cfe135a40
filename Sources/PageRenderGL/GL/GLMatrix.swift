import PageGeometry

/// Fills preallocated `Float` arrays with matrices for `glUniformMatrix*`, allocating nothing.
enum GLMatrix {
    /// The 16 entries of `m` row by row, written at `offset`. Uploaded to a GLSL `mat4` without
    /// transposing, GLSL reads them column by column, so the shader's `M * v` computes
    /// Core Animation's row-vector `v · M`.
    static func fill(_ target: inout [Float], with m: Transform3D, at offset: Int = 0) {
        target[offset] = Float(m.m11); target[offset + 1] = Float(m.m12)
        target[offset + 2] = Float(m.m13); target[offset + 3] = Float(m.m14)
        target[offset + 4] = Float(m.m21); target[offset + 5] = Float(m.m22)
        target[offset + 6] = Float(m.m23); target[offset + 7] = Float(m.m24)
        target[offset + 8] = Float(m.m31); target[offset + 9] = Float(m.m32)
        target[offset + 10] = Float(m.m33); target[offset + 11] = Float(m.m34)
        target[offset + 12] = Float(m.m41); target[offset + 13] = Float(m.m42)
        target[offset + 14] = Float(m.m43); target[offset + 15] = Float(m.m44)
    }

    /// The determinant of the upper-left 3×3 of `m`: negative when the map mirrors (turns a
    /// counter-clockwise triangle clockwise), whatever its rotation.
    static func linearDeterminant(_ m: Transform3D) -> Double {
        m.m11 * (m.m22 * m.m33 - m.m23 * m.m32)
            - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31)
            + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
    }

    /// The normal matrix of the row-vector transform `m`: the inverse transpose of its upper-left
    /// 3×3 (cofactors over the determinant, so a mirror turns normals correctly), in the layout
    /// of ``fill(_:with:at:)`` for a `mat3` (9 floats). A singular 3×3 falls back to itself.
    static func fillNormalMatrix(_ target: inout [Float], for m: Transform3D) {
        let c11 = m.m22 * m.m33 - m.m23 * m.m32, c12 = m.m23 * m.m31 - m.m21 * m.m33
        let c13 = m.m21 * m.m32 - m.m22 * m.m31
        let c21 = m.m13 * m.m32 - m.m12 * m.m33, c22 = m.m11 * m.m33 - m.m13 * m.m31
        let c23 = m.m12 * m.m31 - m.m11 * m.m32
        let c31 = m.m12 * m.m23 - m.m13 * m.m22, c32 = m.m13 * m.m21 - m.m11 * m.m23
        let c33 = m.m11 * m.m22 - m.m12 * m.m21
        let determinant = m.m11 * c11 + m.m12 * c12 + m.m13 * c13
        if determinant.isFinite, abs(determinant) > 1e-12 {
            let inverse = 1 / determinant
            target[0] = Float(c11 * inverse); target[1] = Float(c12 * inverse); target[2] = Float(c13 * inverse)
            target[3] = Float(c21 * inverse); target[4] = Float(c22 * inverse); target[5] = Float(c23 * inverse)
            target[6] = Float(c31 * inverse); target[7] = Float(c32 * inverse); target[8] = Float(c33 * inverse)
        } else {
            target[0] = Float(m.m11); target[1] = Float(m.m12); target[2] = Float(m.m13)
            target[3] = Float(m.m21); target[4] = Float(m.m22); target[5] = Float(m.m23)
            target[6] = Float(m.m31); target[7] = Float(m.m32); target[8] = Float(m.m33)
        }
    }
}
