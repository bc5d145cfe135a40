import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// Nearer pages hide farther ones whatever the order; translucent ones blend lowest layer
    /// first, then in frame order.
    @Suite struct DepthAndBlendingTests {
        static let red = ColorRGBA(red: 1, green: 0, blue: 0)
        static let blue = ColorRGBA(red: 0, green: 0, blue: 1)
        static let viewSize = SIMD2<Double>(64, 64)

        /// A 32-point square page with its corner at (x, y), lifted to height z.
        static func square(x: Double, y: Double, z: Double, color: ColorRGBA, layer: Int = 0,
                           opacity: Double = 1) -> PageDrawable {
            PlainPages.page(color, size: SIMD2(32, 32), at: SIMD3(x, y, z), layer: layer, opacity: opacity)
        }

        static func render(_ drawables: [PageDrawable], camera: Camera = .orthographic,
                           renderer: OffscreenRenderer) throws -> RGBAImage {
            try PlainPages.render(PlainPages.frame(viewSize, camera: camera, drawables), renderer: renderer)
        }

        /// With 4× multisampling the pictures are the same to the bit. With one sample (outlines
        /// smoothed by coverage, drawn in the frame's order) they differ only on the nearer
        /// square's outline: listed first, it is covered there by the farther page drawn after it,
        /// so its outline over that page is drawn to the pixel instead of smoothed.
        @Test(arguments: [Camera.orthographic, Camera(eyeDistance: 300)], [1, 4])
        func nearerPageWinsInEitherOrder(camera: Camera, samples: Int) throws {
            let renderer = try OffscreenRenderer(samples: samples)
            // Red lies on the page plane; blue floats 20 points above it, overlapping its corner.
            let far = Self.square(x: 8, y: 8, z: 0, color: Self.red)
            let near = Self.square(x: 24, y: 24, z: 20, color: Self.blue)
            let farFirst = try Self.render([far, near], camera: camera, renderer: renderer)
            let nearFirst = try Self.render([near, far], camera: camera, renderer: renderer)
            for image in [farFirst, nearFirst] {
                #expect(image[34, 34] == SIMD4(0, 0, 255, 255), "overlap shows the nearer (blue) square")
                #expect(image[12, 12] == SIMD4(255, 0, 0, 255), "red where only red is")
            }
            if samples > 1 {
                #expect(farFirst == nearFirst)
            } else {
                // Where they differ, a pixel of the blue square's outline: blue in part in the
                // picture drawn far first, and next to a pixel that is blue through and through.
                var differing = 0
                for y in 0 ..< farFirst.height {
                    for x in 0 ..< farFirst.width where farFirst[x, y] != nearFirst[x, y] {
                        differing += 1
                        let blueNearby = (-1...1).contains { dy in
                            (-1...1).contains { dx in
                                let (nx, ny) = (x + dx, y + dy)
                                return nx >= 0 && ny >= 0 && nx < farFirst.width && ny < farFirst.height
                                    && farFirst[nx, ny] == SIMD4(0, 0, 255, 255)
                            }
                        }
                        #expect(blueNearby && farFirst[x, y].z > 0, "(\(x), \(y)) differs off the outline")
                    }
                }
                #expect(differing <= 2 * 40, "\(differing) pixels differ")
            }
        }

        /// Two half-transparent squares: the higher layer is blended over the lower whatever
        /// order the frame lists them in, and the result equals the straight-alpha "over" formula
        /// in linear light. At equal layers the later drawable goes over.
        @Test func translucentDrawablesBlendByLayerThenOrder() throws {
            let renderer = try OffscreenRenderer()
            let far = Self.square(x: 8, y: 8, z: 0, color: Self.red, opacity: 0.5)
            let near = Self.square(x: 24, y: 24, z: 10, color: Self.blue, layer: 1, opacity: 0.5)
            let a = try Self.render([far, near], renderer: renderer)
            let b = try Self.render([near, far], renderer: renderer)
            #expect(a == b)
            // Linear light: white (1,1,1) → red over it: (1, .5, .5) → blue over that: (.5, .25, .75).
            let blueOverRed = SIMD4(SRGBTestMath.encode(0.5), SRGBTestMath.encode(0.25), SRGBTestMath.encode(0.75), 255)
            #expect(OrientationTests.close(a[34, 34], blueOverRed, 2), "\(a[34, 34]) vs \(blueOverRed)")

            // One layer: frame order decides. Red last: white → blue over it: (.5, .5, 1) → red
            // over that: (.75, .25, .5).
            var sameLayer = near
            sameLayer.layer = 0
            let redLast = try Self.render([sameLayer, far], renderer: renderer)
            let redOverBlue = SIMD4(SRGBTestMath.encode(0.75), SRGBTestMath.encode(0.25), SRGBTestMath.encode(0.5), 255)
            #expect(OrientationTests.close(redLast[34, 34], redOverBlue, 2), "\(redLast[34, 34]) vs \(redOverBlue)")
        }

        /// A translucent page behind an opaque one is hidden by it (depth-tested, not written).
        @Test func translucentBehindOpaqueIsHidden() throws {
            let renderer = try OffscreenRenderer()
            let opaque = Self.square(x: 16, y: 16, z: 10, color: Self.blue)
            let translucent = Self.square(x: 16, y: 16, z: 0, color: Self.red, opacity: 0.5)
            let image = try Self.render([translucent, opaque], renderer: renderer)
            #expect(image[30, 30] == SIMD4(0, 0, 255, 255))
        }

        /// Only the side facing the viewer is drawn: a page turned over (half a turn about y) whose
        /// back is `.none` shows nothing; with a back colour it shows that, lit from its own side.
        @Test func backFacesAreCulled() throws {
            let renderer = try OffscreenRenderer()
            let turnedOver = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
                .concatenating(Transform3D(translationX: 48, y: 16, z: 0))
            var page = PageDrawable(front: .color(Self.red), back: .none, pageSize: SIMD2(32, 32),
                                    placement: turnedOver)
            let culled = try Self.render([page], renderer: renderer)
            #expect(culled[30, 30] == SIMD4(255, 255, 255, 255))
            page.back = .color(Self.blue)
            let shown = try Self.render([page], renderer: renderer)
            #expect(shown[30, 30] == SIMD4(0, 0, 255, 255))
        }
    }
}
