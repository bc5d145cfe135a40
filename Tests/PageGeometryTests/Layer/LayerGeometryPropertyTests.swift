import PageGeometry
import PageTestSupport
import Testing

// Property tests over seeded random layers: what is drawn where can be hit there, the pivot
// stays on `position`, and the sublayer transform acts about the superlayer's pivot.

@Suite struct LayerGeometryPropertyTests {
    /// Cases per property.
    static let caseCount = 300

    /// Points of layers a few hundred points across, through two levels of products and a
    /// perspective division with w between about 0.4 and 2: about 1e-12 relative.
    static let tolerance = 1e-8

    @Test func whatIsSeenThereIsHitThere() throws {
        var random = SeededRandom(seed: 0x41_7E57)
        for _ in 0..<Self.caseCount {
            let (layer, superlayer) = random.layerInPerspective()
            // Inside (away from the half-open edges), the point seen maps back and hits.
            let unit = SIMD2(random.double(in: 0.01...0.99), random.double(in: 0.01...0.99))
            let p = layer.bounds.point(atUnit: unit)
            let seen = layer.convertToSuperlayer(p, in: superlayer)
            let hit = try #require(layer.hitTest(seen, in: superlayer))
            #expect(isClose(hit, p, tolerance: Self.tolerance))
            // Outside, the plane is still found but the layer is not hit.
            let outsideUnit = SIMD2(random.double(in: 1.02...1.5), random.double(in: -0.5...1.5))
            let q = layer.bounds.point(atUnit: Bool.random(using: &random) ? outsideUnit : 1 - outsideUnit)
            let seenOutside = layer.convertToSuperlayer(q, in: superlayer)
            let onPlane = try #require(layer.convertFromSuperlayer(seenOutside, in: superlayer))
            #expect(isClose(onPlane, q, tolerance: Self.tolerance))
            #expect(layer.hitTest(seenOutside, in: superlayer) == nil)
        }
    }

    @Test func thePivotStaysOnPosition() {
        var random = SeededRandom(seed: 0x9_1707)
        for _ in 0..<Self.caseCount {
            var (layer, _) = random.layerInPerspective()
            // Any transform without translation leaves the pivot where it is, perspective too.
            let axis = random.point3D(within: 1)
            layer.transform = Transform3D(rotationAngle: random.double(in: -3...3), x: axis.x, y: axis.y, z: axis.z)
                .concatenating(Transform3D(scaleX: random.double(in: 0.2...3), y: random.double(in: 0.2...3), z: 1))
                .concatenating(Transform3D(perspectiveDistance: random.double(in: 300...3000)))
            let pivot = layer.transformToSuperlayer().apply(to: layer.anchorPointInLayer)
            let expected = SIMD3(layer.position.x, layer.position.y, layer.zPosition + layer.anchorPointZ)
            #expect(isClose(pivot, expected, tolerance: Self.tolerance))
        }
    }

    @Test func theLocalTransformIsTheDocumentedProduct() {
        var random = SeededRandom(seed: 0x10CA1)
        for _ in 0..<Self.caseCount {
            let (layer, superlayer) = random.layerInPerspective()
            // Step by step on a point: subtract the pivot, transform, add (position, z), then
            // the superlayer's sublayer transform about its own pivot.
            let p = SIMD3(random.double(in: -300...300), random.double(in: -300...300), 0)
            let a = layer.anchorPointInLayer
            var h = layer.transform.applyHomogeneous(to: p - a)
            h += SIMD4(layer.position.x, layer.position.y, layer.zPosition + layer.anchorPointZ, 0) * h.w
            let s = superlayer.anchorPointInLayer
            h -= SIMD4(s.x, s.y, s.z, 0) * h.w
            h = superlayer.sublayerTransform.applyHomogeneous(h)
            h += SIMD4(s.x, s.y, s.z, 0) * h.w
            let direct = layer.transformToSuperlayer(in: superlayer).applyHomogeneous(to: p)
            #expect(isClose(direct, h, relativeTolerance: 1e-12))
        }
    }

    @Test func projectedCornersAreTheConvertedBoundsCorners() {
        var random = SeededRandom(seed: 0xC0_2E25)
        for _ in 0..<Self.caseCount {
            let (layer, superlayer) = random.layerInPerspective()
            let c = layer.projectedCorners(in: superlayer)
            let b = layer.bounds
            #expect(c.topLeft == layer.convertToSuperlayer(SIMD2(b.minX, b.minY), in: superlayer))
            #expect(c.topRight == layer.convertToSuperlayer(SIMD2(b.maxX, b.minY), in: superlayer))
            #expect(c.bottomRight == layer.convertToSuperlayer(SIMD2(b.maxX, b.maxY), in: superlayer))
            #expect(c.bottomLeft == layer.convertToSuperlayer(SIMD2(b.minX, b.maxY), in: superlayer))
        }
    }

    @Test func halfATurnAboutYShowsTheBack() {
        var random = SeededRandom(seed: 0xBAC4)
        for _ in 0..<Self.caseCount {
            var (layer, superlayer) = random.layerInPerspective()
            layer.transform = .identity
            superlayer.sublayerTransform = .identity
            #expect(layer.isFrontFacing(in: superlayer))
            layer.transform = Transform3D(rotationAngle: random.double(in: 1.7...4.5), x: 0, y: 1, z: 0)
            #expect(!layer.isFrontFacing(in: superlayer))
        }
    }
}

extension SeededRandom {
    /// A random layer (bounds anywhere, 50 to 400 points a side, any pivot, turned up to 60°
    /// about any axis, scaled 0.5 to 2, moved up to 100 points) in a superlayer with a
    /// perspective sublayer transform, the eye 1500 to 4000 points away: far enough that every
    /// point of the layer stays well in front of the eye and the layer is never near edge-on.
    mutating func layerInPerspective() -> (layer: LayerGeometry, superlayer: LayerGeometry) {
        let axis = point3D(within: 1)
        let shift = point3D(within: 100)
        let transform = Transform3D(rotationAngle: double(in: -1.05...1.05), x: axis.x, y: axis.y, z: axis.z)
            .concatenating(Transform3D(scaleX: double(in: 0.5...2), y: double(in: 0.5...2), z: double(in: 0.5...2)))
            .concatenating(Transform3D(translationX: shift.x, y: shift.y, z: shift.z))
        let layer = LayerGeometry(
            bounds: Rect(x: double(in: -50...50), y: double(in: -50...50), width: double(in: 50...400), height: double(in: 50...400)),
            position: SIMD2(double(in: -300...300), double(in: -300...300)),
            anchorPoint: SIMD2(double(in: -0.5...1.5), double(in: -0.5...1.5)),
            anchorPointZ: double(in: -50...50),
            zPosition: double(in: -100...100),
            transform: transform
        )
        let superlayer = LayerGeometry(
            bounds: Rect(x: double(in: -100...100), y: double(in: -100...100), width: double(in: 200...800), height: double(in: 200...800)),
            position: SIMD2(double(in: -300...300), double(in: -300...300)),
            anchorPoint: SIMD2(double(in: 0...1), double(in: 0...1)),
            anchorPointZ: double(in: -50...50),
            sublayerTransform: Transform3D(perspectiveDistance: double(in: 1500...4000))
        )
        return (layer, superlayer)
    }
}
