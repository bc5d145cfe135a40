import PageGeometry
import PageTestSupport
import Testing

// Property tests over seeded random transforms. The helpers at the bottom (random transforms,
// entrywise comparison) are shared with the other Transform3D and Layer test files.

@Suite struct Transform3DPropertyTests {
    /// Cases per property: enough to cover every kind of composition many times over, few
    /// enough to keep the suite instant.
    static let caseCount = 300

    /// Entrywise tolerance, relative to the product of the largest entries of the two factors,
    /// for identities between matrix products. Each product entry is a four-term sum; the random
    /// transforms have entries up to a few thousand, and their products lose at most a few
    /// digits to cancellation, so 1e-12 of the scale leaves three orders of headroom above the
    /// 2.2e-16 rounding unit without letting a wrong entry through.
    static let productTolerance = 1e-12

    /// Absolute tolerance in points for points mapped back and forth through random transforms
    /// (coordinates up to a few thousand points; about 1e-12 relative).
    static let pointTolerance = 1e-8

    @Test func concatenationIsAssociative() {
        var random = SeededRandom(seed: 0x7A55_0C1A)
        for _ in 0..<Self.caseCount {
            let a = random.transform3D(), b = random.transform3D(), c = random.transform3D()
            let left = a.concatenating(b).concatenating(c)
            let right = a.concatenating(b.concatenating(c))
            let scale = a.maxMagnitude * b.maxMagnitude * c.maxMagnitude
            #expect(left.maxDifference(to: right) <= Self.productTolerance * scale)
        }
    }

    @Test func identityIsNeutralForConcatenation() {
        var random = SeededRandom(seed: 0x1D_E471)
        for _ in 0..<Self.caseCount {
            let a = random.transform3D()
            #expect(a.concatenating(.identity) == a)
            #expect(Transform3D.identity.concatenating(a) == a)
        }
    }

    @Test func concatenationAppliesSelfThenOther() {
        var random = SeededRandom(seed: 0xC0_4CA7)
        for _ in 0..<Self.caseCount {
            let a = random.affineTransform3D(), b = random.transform3D()
            let p = random.point3D(within: 100)
            let expected = b.apply(to: a.apply(to: p))
            #expect(isClose(a.concatenating(b).apply(to: p), expected, tolerance: Self.pointTolerance))
        }
    }

    @Test func translatedByTranslatesFirst() {
        var random = SeededRandom(seed: 0x7_2A45)
        for _ in 0..<Self.caseCount {
            let t = random.transform3D()
            let d = random.point3D(within: 300)
            let p = random.point3D(within: 100)
            let moved = t.translatedBy(x: d.x, y: d.y, z: d.z)
            #expect(moved == Transform3D(translationX: d.x, y: d.y, z: d.z).concatenating(t))
            let expected = t.applyHomogeneous(to: p + d)
            #expect(isClose(moved.applyHomogeneous(to: p), expected, relativeTolerance: Self.productTolerance))
        }
    }

    @Test func scaledByScalesFirst() {
        var random = SeededRandom(seed: 0x5CA1E)
        for _ in 0..<Self.caseCount {
            let t = random.transform3D()
            let s = SIMD3(random.double(in: -3...3), random.double(in: -3...3), random.double(in: -3...3))
            let p = random.point3D(within: 100)
            let scaled = t.scaledBy(x: s.x, y: s.y, z: s.z)
            #expect(scaled == Transform3D(scaleX: s.x, y: s.y, z: s.z).concatenating(t))
            let expected = t.applyHomogeneous(to: p * s)
            #expect(isClose(scaled.applyHomogeneous(to: p), expected, relativeTolerance: Self.productTolerance))
        }
    }

    @Test func rotatedRotatesFirst() {
        var random = SeededRandom(seed: 0x2074_7E)
        for _ in 0..<Self.caseCount {
            let t = random.transform3D()
            let axis = random.point3D(within: 2)
            let angle = random.double(in: -Double.pi...Double.pi)
            let p = random.point3D(within: 100)
            let rotation = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
            let rotated = t.rotated(by: angle, x: axis.x, y: axis.y, z: axis.z)
            #expect(rotated == rotation.concatenating(t))
            let expected = t.applyHomogeneous(to: rotation.apply(to: p))
            #expect(isClose(rotated.applyHomogeneous(to: p), expected, relativeTolerance: Self.productTolerance))
        }
    }

    @Test func rotationsAreProperOrthogonalAndKeepTheirAxis() {
        var random = SeededRandom(seed: 0x0207_4090)
        for _ in 0..<Self.caseCount {
            let axis = random.point3D(within: 5)
            let angle = random.double(in: -4 * Double.pi...4 * Double.pi)
            let r = Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z)
            // R · Rᵀ = I: the transpose undoes it.
            #expect(r.concatenating(r.transposed).maxDifference(to: .identity) <= Self.productTolerance)
            #expect(isClose(r.determinant, 1, tolerance: Self.productTolerance))
            // The axis is fixed.
            #expect(isClose(r.apply(to: axis), axis, tolerance: Self.pointTolerance))
            // Axis length does not matter; the opposite axis is the opposite angle.
            let k = random.double(in: 0.01...100)
            let longer = Transform3D(rotationAngle: angle, x: k * axis.x, y: k * axis.y, z: k * axis.z)
            #expect(longer.maxDifference(to: r) <= Self.productTolerance)
            let opposite = Transform3D(rotationAngle: -angle, x: -axis.x, y: -axis.y, z: -axis.z)
            #expect(opposite.maxDifference(to: r) <= Self.productTolerance)
            // Rotating back undoes it.
            #expect(r.rotated(by: -angle, x: axis.x, y: axis.y, z: axis.z).maxDifference(to: .identity)
                <= Self.productTolerance)
        }
    }

    @Test func inverseIsATrueInverse() {
        var random = SeededRandom(seed: 0x1_7E45E)
        for _ in 0..<Self.caseCount {
            let m = random.transform3D()
            guard let inverse = m.inverted() else {
                Issue.record("a product of invertible factors was refused: \(m)")
                continue
            }
            let scale = m.maxMagnitude * inverse.maxMagnitude
            #expect(m.concatenating(inverse).maxDifference(to: .identity) <= Self.productTolerance * scale)
            #expect(inverse.concatenating(m).maxDifference(to: .identity) <= Self.productTolerance * scale)
            #expect(isClose(m.determinant * inverse.determinant, 1, tolerance: 1e-9))
            // Points go there and back (homogeneously, so that w near 0 costs nothing).
            let p = random.point3D(within: 100)
            let back = inverse.applyHomogeneous(m.applyHomogeneous(to: p))
            #expect(isClose(SIMD3(back.x, back.y, back.z) / back.w, p, tolerance: Self.pointTolerance))
        }
    }

    @Test func inverseOfAProductIsTheReversedProductOfInverses() throws {
        var random = SeededRandom(seed: 0x9E7E45)
        for _ in 0..<Self.caseCount {
            let a = random.transform3D(), b = random.transform3D()
            let ab = try #require(a.concatenating(b).inverted())
            let expected = try #require(b.inverted()).concatenating(try #require(a.inverted()))
            #expect(ab.maxDifference(to: expected) <= 1e-9 * ab.maxMagnitude)
        }
    }

    @Test func determinantIsMultiplicative() {
        var random = SeededRandom(seed: 0xDE7)
        for _ in 0..<Self.caseCount {
            let a = random.transform3D(), b = random.transform3D()
            let product = a.concatenating(b).determinant
            let expected = a.determinant * b.determinant
            #expect(isClose(product, expected, tolerance: 1e-9 * Swift.max(1, abs(expected))))
        }
    }

    @Test func transformsThatCollapseADirectionHaveNoInverse() {
        var random = SeededRandom(seed: 0x5_1A6)
        for _ in 0..<Self.caseCount {
            let before = random.transform3D(), after = random.transform3D()
            // Squash one axis to nothing somewhere in the middle of a chain.
            var factors = SIMD3<Double>(1, 1, 1)
            factors[Int.random(in: 0...2, using: &random)] = 0
            let squash = Transform3D(scaleX: factors.x, y: factors.y, z: factors.z)
            #expect(before.concatenating(squash).concatenating(after).inverted() == nil)
        }
    }

    @Test func unprojectingInvertsProjectingInFrontOfTheEye() {
        var random = SeededRandom(seed: 0x0B_9EC7)
        var checkedInFront = 0, checkedBehind = 0
        for _ in 0..<Self.caseCount {
            let m = random.transform3D()
            let p = SIMD2(random.double(in: -300...300), random.double(in: -300...300))
            let w = p.x * m.m14 + p.y * m.m24 + m.m44
            let areaScale = m.planeAreaScale(at: p)
            let seen = m.projectPlanePoint(p)
            if w < -1e-3 {
                #expect(m.unprojectPlanePoint(seen) == nil, "a point behind the eye is not visible")
                checkedBehind += 1
            } else if abs(areaScale) > 1e-6, w > 1e-3 {
                let back = m.unprojectPlanePoint(seen)
                #expect(back.map { isClose($0, p, tolerance: 1e-6 * Swift.max(1, m.maxMagnitude / w)) } == true)
                checkedInFront += 1
            }
        }
        #expect(checkedInFront > Self.caseCount / 2)
        #expect(checkedBehind > 0)
    }

    @Test func planeAreaScaleIsTheJacobianOfTheProjection() {
        var random = SeededRandom(seed: 0x1AC0B1)
        /// Central differences with a step of 1e-3 point: truncation error ~ h² · (second
        /// derivative), far below 1e-5 for these transforms; rounding ~ 1e-16 / h.
        let step = 1e-3
        for _ in 0..<Self.caseCount {
            let m = random.transform3D()
            let p = SIMD2(random.double(in: -200...200), random.double(in: -200...200))
            let w = p.x * m.m14 + p.y * m.m24 + m.m44
            guard w > 0.2 else { continue }
            let dx = (m.projectPlanePoint(p + SIMD2(step, 0)) - m.projectPlanePoint(p - SIMD2(step, 0))) / (2 * step)
            let dy = (m.projectPlanePoint(p + SIMD2(0, step)) - m.projectPlanePoint(p - SIMD2(0, step))) / (2 * step)
            let jacobian = dx.x * dy.y - dx.y * dy.x
            #expect(isClose(m.planeAreaScale(at: p), jacobian, tolerance: 1e-5 * Swift.max(1, abs(jacobian))))
        }
    }

    @Test func flatteningKeepsWhatAFlatLayerShows() {
        var random = SeededRandom(seed: 0xF1A7)
        for _ in 0..<Self.caseCount {
            let m = random.transform3D()
            let flat = m.flattened
            let p = SIMD2(random.double(in: -200...200), random.double(in: -200...200))
            let h = m.applyHomogeneous(to: SIMD3(p.x, p.y, 0))
            let hf = flat.applyHomogeneous(to: SIMD3(p.x, p.y, 0))
            #expect(hf.x == h.x && hf.y == h.y && hf.w == h.w)
            #expect(hf.z == 0)
            #expect(flat.flattened == flat)
        }
    }
}

// MARK: - Shared helpers

extension SeededRandom {
    /// A point with each coordinate uniform in `[-bound, bound]`.
    mutating func point3D(within bound: Double) -> SIMD3<Double> {
        SIMD3(double(in: -bound...bound), double(in: -bound...bound), double(in: -bound...bound))
    }

    /// A random composition of one to four translations (up to 300 points), rotations (any
    /// axis, any angle) and scales (factors of either sign, 0.3 to 3 in size): well conditioned.
    mutating func affineTransform3D() -> Transform3D {
        var result = Transform3D.identity
        for _ in 0..<Int.random(in: 1...4, using: &self) {
            switch Int.random(in: 0...2, using: &self) {
            case 0:
                let d = point3D(within: 300)
                result = result.concatenating(Transform3D(translationX: d.x, y: d.y, z: d.z))
            case 1:
                let axis = point3D(within: 1)
                let angle = double(in: -Double.pi...Double.pi)
                result = result.concatenating(Transform3D(rotationAngle: angle, x: axis.x, y: axis.y, z: axis.z))
            default:
                let s = SIMD3(scaleFactor(), scaleFactor(), scaleFactor())
                result = result.concatenating(Transform3D(scaleX: s.x, y: s.y, z: s.z))
            }
        }
        return result
    }

    /// ``affineTransform3D()`` followed, two times in three, by a Core Animation perspective
    /// with the eye 300 to 3000 points away.
    mutating func transform3D() -> Transform3D {
        let base = affineTransform3D()
        guard Int.random(in: 0...2, using: &self) > 0 else { return base }
        return base.concatenating(Transform3D(perspectiveDistance: double(in: 300...3000)))
    }

    private mutating func scaleFactor() -> Double {
        let size = double(in: 0.3...3)
        return Bool.random(using: &self) ? size : -size
    }
}

extension Transform3D {
    /// The sixteen entries, row by row.
    var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The largest absolute entry.
    var maxMagnitude: Double { entries.map(abs).max() ?? 0 }

    /// The largest absolute entrywise difference from `other`.
    func maxDifference(to other: Transform3D) -> Double {
        zip(entries, other.entries).map { abs($0 - $1) }.max() ?? 0
    }

    /// The transposed matrix (for a rotation, its inverse).
    var transposed: Transform3D {
        Transform3D(
            m11: m11, m12: m21, m13: m31, m14: m41,
            m21: m12, m22: m22, m23: m32, m24: m42,
            m31: m13, m32: m23, m33: m33, m34: m43,
            m41: m14, m42: m24, m43: m34, m44: m44
        )
    }

    /// `h · M` for a homogeneous row vector `h`.
    func applyHomogeneous(_ h: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(
            h.x * m11 + h.y * m21 + h.z * m31 + h.w * m41,
            h.x * m12 + h.y * m22 + h.z * m32 + h.w * m42,
            h.x * m13 + h.y * m23 + h.z * m33 + h.w * m43,
            h.x * m14 + h.y * m24 + h.z * m34 + h.w * m44
        )
    }
}

/// Whether two homogeneous vectors agree entrywise within `relativeTolerance` of the larger
/// of their largest entries (and of 1).
func isClose(_ a: SIMD4<Double>, _ b: SIMD4<Double>, relativeTolerance: Double) -> Bool {
    let scale = Swift.max(1, Swift.max(maxAbs(a), maxAbs(b)))
    return maxAbs(a - b) <= relativeTolerance * scale
}

/// The largest absolute entry of a vector.
func maxAbs(_ v: SIMD4<Double>) -> Double {
    Swift.max(Swift.max(abs(v.x), abs(v.y)), Swift.max(abs(v.z), abs(v.w)))
}
