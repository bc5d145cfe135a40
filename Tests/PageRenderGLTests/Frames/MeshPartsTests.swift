import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// A curl's sides are drawn part by part (``MeshParts``), with cheaper shader variants where
    /// they change nothing: the same pixels as each side drawn whole.
    @Suite struct MeshPartsTests {
        @Test(arguments: 0 ..< TestFrames.turns.count)
        func partsDrawWhatWholeSidesDraw(index: Int) throws {
            let (name, frame) = TestFrames.turns[index]
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: 2)
            // The parts alone: a curl's resting paper on the pixel grid is PixelGridTests' case.
            harness.renderer.usesPixelGridShortcuts = false
            let parts = try harness.picture(frame)
            let cheaper = harness.renderer.cheaperPartDraws
            harness.renderer.usesMeshParts = false
            let whole = try harness.picture(frame)
            #expect(harness.renderer.cheaperPartDraws == cheaper, "\(name): parts drawn while turned off")
            // A curl has flat paper and paper lifted out of its own shadow; other surfaces are
            // drawn whole either way.
            let isCurl: Bool
            if case .cylinder = frame.drawables.map(\.surface).first(where: { !$0.isPlanar }) { isCurl = true } else { isCurl = false }
            #expect(isCurl ? cheaper >= 2 : cheaper == 0, "\(name): \(cheaper) cheaper parts")
            let differences = RendererHarness.channelDifferences(parts, whole, channels: 4)
            #expect((differences.max() ?? 0) <= 1, "\(name): a channel differs by \(differences.max() ?? 0)")
            #expect(differences.filter { $0 > 0 }.count * 1000 <= differences.count, "\(name): too many pixels differ")
        }

        /// Every triangle of a side lands in exactly one part, flat parts have the page's normal
        /// and lifted parts lie at least the lift limit above the page plane.
        @Test(arguments: TestFrames.CurlPosition.allCases)
        func partsSortEveryTriangleOnce(position: TestFrames.CurlPosition) {
            var mesh = PageMesh()
            mesh.rebuild(for: position.cylinder, pageSize: TestFrames.pageSize, tolerance: MeshTolerance())
            var parts = MeshParts()
            parts.rebuild(from: mesh, surface: position.surface)
            for back in [false, true] {
                let side = back ? mesh.backIndexRange : mesh.frontIndexRange
                #expect(parts.sideRange(back: back) == side)
                func triangles(_ indices: [UInt32], _ range: Range<Int>) -> [[UInt32]] {
                    stride(from: range.lowerBound, to: range.upperBound, by: 3).map { Array(indices[$0 ..< $0 + 3]) }
                }
                var sorted: [[UInt32]] = []
                for part in MeshParts.Part.allCases {
                    let range = parts.range(part, back: back)
                    #expect(range.count % 3 == 0)
                    for triangle in triangles(parts.indices, range) {
                        sorted.append(triangle)
                        let normals = triangle.map { mesh.normal(ofVertex: Int($0)).z }
                        let heights = triangle.map { mesh.position(ofVertex: Int($0)).z }
                        let flat = normals.allSatisfy { (back ? abs($0) : $0) >= 1 - MeshParts.flatTolerance }
                        #expect(flat == !part.isBent, "\(position) \(part): normals \(normals)")
                        #expect(heights.allSatisfy { $0 >= MeshParts.liftLimit } == part.isLifted, "\(position) \(part): \(heights)")
                    }
                }
                let original = triangles(mesh.indices, side)
                #expect(sorted.count == original.count)
                #expect(Set(sorted) == Set(original))
            }
            // Each kind of paper is there: the paper still on the page, the bend, and paper
            // turned over on top of it (but for the dog-ear, whose bend is all there is above).
            #expect(!parts.range(.flatLow, back: false).isEmpty)
            #expect(!parts.range(.bentLow, back: false).isEmpty || !parts.range(.bentLow, back: true).isEmpty)
            #expect(!parts.range(.bentLifted, back: true).isEmpty)
        }

        /// A surface other than a curl keeps each side whole, in the part its variant draws.
        @Test func otherSurfacesKeepEachSideWhole() {
            let size = TestFrames.pageSize
            let surfaces: [PageSurface] = [
                .flat, .spineRotation(SpineRotation(angle: 1)),
                .cone(ConeDeformation(apex: SIMD2(0, -120), coneAngle: 0.5, rotation: 0.6)),
            ]
            for surface in surfaces {
                var mesh = PageMesh()
                switch surface {
                case .flat: mesh.rebuild(for: SpineRotation(angle: 0), pageSize: size, tolerance: MeshTolerance())
                case .spineRotation(let rotation): mesh.rebuild(for: rotation, pageSize: size, tolerance: MeshTolerance())
                case .cone(let cone): mesh.rebuild(for: cone, pageSize: size, tolerance: MeshTolerance())
                case .cylinder(let cylinder): mesh.rebuild(for: cylinder, pageSize: size, tolerance: MeshTolerance())
                }
                var parts = MeshParts()
                parts.rebuild(from: mesh, surface: surface)
                let whole: MeshParts.Part = surface.isPlanar ? .flatLow : .bentLow
                for back in [false, true] {
                    let side = back ? mesh.backIndexRange : mesh.frontIndexRange
                    #expect(parts.range(whole, back: back) == side, "\(surface)")
                    #expect(parts.sideRange(back: back) == side)
                    #expect(Array(parts.indices[side]) == Array(mesh.indices[side]))
                }
            }
        }
    }
}
