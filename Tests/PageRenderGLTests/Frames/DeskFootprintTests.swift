import PageEffects
import PageGeometry
import PageImage
import PageTestSupport
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// The desk's shadow follows the paper: a curl's lifted paper is measured in its own axes,
    /// so the desk does not darken in a rectangle around a diagonal curl where no paper is.
    @Suite struct DeskFootprintTests {
        /// A flat page is its own rectangle; a curl turned over is its paper that has not, in the
        /// page's axes, and the paper turned over in its own axes, the page's reflected about the
        /// curl's axis, holding every vertex of it; a curl that has not turned over is one
        /// rectangle in the page's axes.
        @Test func aCurlIsItsFlatPaperAndItsLiftedPaper() throws {
            var mesh = PageMesh()
            mesh.rebuild(for: SpineRotation(angle: 0), pageSize: TestFrames.pageSize, tolerance: .default)
            var footprint = DeskFootprint()
            footprint.update(mesh: mesh, surface: .flat, pageSize: TestFrames.pageSize)
            #expect(footprint.count == 1)
            #expect(footprint[0].box == SIMD4(0, 0, 140, 200) && footprint[0].axis == SIMD2(1, 0) && footprint[0].lift == 0)

            let cylinder = TestFrames.CurlPosition.nearlyDone.cylinder
            mesh.rebuild(for: cylinder, pageSize: TestFrames.pageSize, tolerance: .default)
            footprint.update(mesh: mesh, surface: .cylinder(cylinder), pageSize: TestFrames.pageSize)
            #expect(footprint.count == 2)
            let rest = footprint[0], over = footprint[1]
            #expect(rest.axis == SIMD2(1, 0) && rest.lift > 1)
            #expect(rest.box.x >= 0 && rest.box.y >= 0 && rest.box.z <= 140 && rest.box.w <= 200, "within the page")
            let u = cylinder.axisDirection
            #expect(isClose(over.axis.x, 2 * u.x * u.x - 1, tolerance: 1e-9) && isClose(over.axis.y, 2 * u.x * u.y, tolerance: 1e-9))
            #expect(over.lift > 1)
            let across = SIMD2(-over.axis.y, over.axis.x)
            var overCount = 0
            for index in stride(from: 0, to: 3 * mesh.sideVertexCount, by: 3) where mesh.normals[index + 2] < -0.999999 {
                let point = SIMD2(Double(mesh.positions[index]), Double(mesh.positions[index + 1]))
                let a = (point * over.axis).sum(), b = (point * across).sum()
                #expect(a >= over.box.x - 1e-3 && a <= over.box.z + 1e-3 && b >= over.box.y - 1e-3 && b <= over.box.w + 1e-3)
                overCount += 1
            }
            #expect(overCount > 0)

            let gentle = CylinderDeformation(axisPoint: SIMD2(28, 120), axisAngle: 2.47, radius: 5000)
            mesh.rebuild(for: gentle, pageSize: TestFrames.pageSize, tolerance: .default)
            footprint.update(mesh: mesh, surface: .cylinder(gentle), pageSize: TestFrames.pageSize)
            #expect(footprint.count == 1 && footprint[0].axis == SIMD2(1, 0))
        }

        /// A leaf curled far over, alone on the desk (a cover turning where no page lies): where
        /// the box of all its paper held no paper within the shadow's reach, the desk keeps its
        /// colour; around the paper it darkens.
        @Test func theDeskDarkensOnlyNearThePaper() throws {
            // The test frames' page at twice its size, its spine down the middle of the view.
            var leaf = TestFrames.rightPage(.page(1), back: .page(2), surface: TestFrames.CurlPosition.nearlyDone.surface,
                                            layer: 1)
            leaf.placement = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(translationX: 320, y: 40, z: 0))
            let frame = TestFrames.bound(Frame(viewSize: SIMD2(640, 480), camera: .orthographic,
                                               background: TestFrames.background, drawables: [leaf]))
            let harness = try RendererHarness(viewSize: frame.viewSize)
            let shadowed = try harness.picture(frame)
            harness.renderer.shading.deskShadowOpacity = 0
            let plain = try harness.picture(frame)
            let width = plain.width, height = plain.height
            let background = Array(plain.pixels[0 ..< 4])
            func isDesk(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
                Array(image.pixels[4 * (y * width + x) ..< 4 * (y * width + x) + 4]) == background
            }
            // The paper's pixels, their box, and the pixels more than the shadow's reach from any.
            var paper = [Bool](repeating: false, count: width * height)
            var low = SIMD2(width, height), high = SIMD2(0, 0)
            for y in 0 ..< height { for x in 0 ..< width where !isDesk(plain, x, y) {
                paper[y * width + x] = true
                low = pointwiseMin(low, SIMD2(x, y))
                high = pointwiseMax(high, SIMD2(x, y))
            } }
            let reach = Int(ShadingParameters.default.resolvedDeskShadowRadius) + 4
            var near = [Bool](repeating: false, count: width * height)
            for y in 0 ..< height { for x in 0 ..< width where paper[y * width + x] {
                for ny in Swift.max(0, y - reach) ... Swift.min(height - 1, y + reach) {
                    for nx in Swift.max(0, x - reach) ... Swift.min(width - 1, x + reach) { near[ny * width + nx] = true }
                }
            } }
            var far = 0, darkenedFar = 0, darkenedNear = 0
            for y in low.y ... high.y { for x in low.x ... high.x where !paper[y * width + x] {
                let darkened = !isDesk(shadowed, x, y)
                if near[y * width + x] {
                    if darkened { darkenedNear += 1 }
                } else {
                    far += 1
                    if darkened { darkenedFar += 1 }
                }
            } }
            #expect(far > 1000, "the curl's box holds \(far) pixels of desk far from its paper")
            #expect(darkenedFar == 0, "\(darkenedFar) of them darkened")
            #expect(darkenedNear > 500, "the desk around the paper darkens (\(darkenedNear) pixels)")
        }
    }
}
