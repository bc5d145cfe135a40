import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// A textured page, flat and turning, compared with reference images in `Golden/`.
    @Suite struct GoldenPageTests {
        static let viewSize = SIMD2<Double>(256, 256)
        static let pageSize = SIMD2<Double>(128, 160)
        /// Where the page's top-left corner (its spine's top) sits in the view.
        static let pageOrigin = SIMD2<Double>(64, 48)
        static let background = ColorRGBA(red: 0.85, green: 0.87, blue: 0.9)
        static let front: TextureID = 1

        /// The page's front and back (the front's content seen through the paper), both placed
        /// at `pageOrigin` after `motion` (a transform about the spine at the page's left edge).
        static func pageItems(motion: Transform3D, origin: SIMD2<Double> = pageOrigin) -> [MeshDrawItem] {
            let mesh = RenderMesh.rectangle(width: pageSize.x, height: pageSize.y, columns: 4, rows: 4)
            let transform = motion.concatenating(Transform3D(translationX: origin.x, y: origin.y, z: 0))
            return [
                MeshDrawItem(mesh: mesh, texture: front, transform: transform, surface: .front),
                MeshDrawItem(mesh: mesh.reversed(), texture: front, transform: transform, surface: .seeThroughBack),
            ]
        }

        static func render(camera: RenderCamera, motion: Transform3D, origin: SIMD2<Double> = pageOrigin) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            try renderer.setTexture(TestPages.page(), for: front)
            let scene = RenderScene(camera: camera, background: background, items: pageItems(motion: motion, origin: origin))
            return try renderer.render(scene)
        }

        /// Orthographic, flat: the page appears exactly as its texture, pixel for pixel.
        @Test func flatPageOrthographic() throws {
            let image = try Self.render(camera: RenderCamera(viewSize: Self.viewSize), motion: .identity)
            GoldenImage.check(image, named: "flat-page-orthographic")
            // Texel (x, y) of the 128×160 texture is pixel (64 + x, 48 + y) of the image.
            let texture = TestPages.page()
            for (x, y) in [(6, 6), (2, 2), (120, 150), (64, 10), (30, 80), (127, 159), (0, 0)] {
                #expect(image[64 + x, 48 + y] == texture[x, y], "texel (\(x), \(y))")
            }
            #expect(image[63, 100] != texture[0, 100])  // just outside the page: background
        }

        /// Perspective (m34 = -1/1000), the page turned 60° about its spine so its free edge comes
        /// toward the viewer: a trapezoid, taller at the free edge, darker than flat (Lambert).
        @Test func turnedPagePerspective() throws {
            let camera = RenderCamera(viewSize: Self.viewSize, perspectiveDistance: 1000)
            let motion = Transform3D(rotationAngle: -.pi / 3, x: 0, y: 1, z: 0)
            let image = try Self.render(camera: camera, motion: motion)
            GoldenImage.check(image, named: "turned-page-perspective")

            // The spine stays put; the free edge, lifted by 128·sin 60° ≈ 111 points toward the eye,
            // lands at x = 64 + 128·cos 60° = 128 (the view's centre line, which perspective keeps)
            // and appears 1000/(1000 - 111) ≈ 1.125 times taller than the spine.
            let spineTop = try #require(camera.pixelPosition(of: SIMD3(64, 48, 0)))
            let edge = motion.concatenating(Transform3D(translationX: 64, y: 48, z: 0))
            let edgeTop = try #require(camera.pixelPosition(of: edge.apply(to: SIMD3(128, 0, 0))))
            let edgeBottom = try #require(camera.pixelPosition(of: edge.apply(to: SIMD3(128, 160, 0))))
            #expect(edgeTop.y < spineTop.y)
            #expect(edgeBottom.y - edgeTop.y > 160 * 1.1)
            // Page pixels near the free edge, background just beyond it.
            let inside = Int(edgeTop.x) - 3, outside = Int(edgeTop.x) + 3
            #expect(image[inside, 128] != image[outside, 128])
            #expect(image[outside, 128] == image[250, 128])
            // Lambert with the light from the viewer: cos 60° = 0.5 → 0.35 + 0.65 · 0.5 = 0.675 of
            // the flat brightness, in linear light.
            let paper = image[Int(spineTop.x) + 20, 200]
            let expected = SRGBTestMath.scaled(TestPages.paper, by: 0.675)
            #expect(OrientationTests.close(paper, expected, 2), "paper \(paper), expected \(expected)")
        }

        /// Turned past the vertical (120°), the front faces away and the back shows: the front's
        /// content mirrored and faded toward white paper. The spine is on the view's centre line.
        @Test func turnedPastVerticalShowsSeeThroughBack() throws {
            let camera = RenderCamera(viewSize: Self.viewSize, perspectiveDistance: 1000)
            let motion = Transform3D(rotationAngle: -2 * .pi / 3, x: 0, y: 1, z: 0)
            let origin = SIMD2<Double>(128, 48)
            let image = try Self.render(camera: camera, motion: motion, origin: origin)
            GoldenImage.check(image, named: "turned-page-back-perspective")
            // The page now lies to the left of the spine.
            let spine = try #require(camera.pixelPosition(of: SIMD3(origin.x, origin.y, 0)))
            let left = image[Int(spine.x) - 20, 140], right = image[Int(spine.x) + 20, 140]
            #expect(right == image[250, 140], "right of the spine is background")
            #expect(left != right)
            // Faded: no saturated colour anywhere on the page (the header's blue is washed out).
            let header = image[Int(spine.x) - 20, Int(spine.y) + 8]
            #expect(Int(header.z) - Int(header.x) < 60, "header \(header) should be faded")
        }
    }
}
