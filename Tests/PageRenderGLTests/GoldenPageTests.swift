import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// A textured page, flat and turning about its spine, compared with reference images in
    /// `Golden/`.
    @Suite struct GoldenPageTests {
        static let viewSize = SIMD2<Double>(256, 256)
        static let pageSize = SIMD2<Double>(128, 160)
        /// Where the page's top-left corner (its spine's top) sits in the view.
        static let pageOrigin = SIMD2<Double>(64, 48)
        static let background = ColorRGBA(red: 0.85, green: 0.87, blue: 0.9)

        /// The page (`TestPages.page()` in front, seen through the paper behind, faded 0.8 toward
        /// white), turned by `angle` about its spine, its spine's top at `origin`.
        static func frame(camera: Camera, angle: Double, origin: SIMD2<Double> = pageOrigin) -> Frame {
            Frame(viewSize: viewSize, camera: camera, background: background, drawables: [
                PageDrawable(front: .page(0), back: .mirroredFront(fade: 0.8), pageSize: pageSize,
                             surface: .spineRotation(SpineRotation(angle: angle)),
                             placement: Transform3D(translationX: origin.x, y: origin.y, z: 0)),
            ])
        }

        static func render(_ frame: Frame) throws -> RGBAImage {
            try OffscreenRenderer().render(frame) { $0 == 0 ? TestPages.page() : nil }
        }

        /// Where the page point `point` (canonical, flat) lands in the picture, in pixels.
        static func pixel(of point: SIMD2<Double>, in frame: Frame) throws -> SIMD2<Double> {
            let page = frame.drawables[0]
            let view = page.placement.apply(to: page.surface.surface(at: point).position)
            return try #require(RenderCamera(frame: frame).pixelPosition(of: view))
        }

        /// Orthographic, flat: the page appears exactly as its image, pixel for pixel.
        @Test func flatPageOrthographic() throws {
            let image = try Self.render(Self.frame(camera: .orthographic, angle: 0))
            GoldenImage.check(image, named: "flat-page-orthographic")
            // Texel (x, y) of the 128×160 image is pixel (64 + x, 48 + y) of the picture.
            let texture = TestPages.page()
            for (x, y) in [(6, 6), (2, 2), (120, 150), (64, 10), (30, 80), (127, 159), (0, 0)] {
                #expect(image[64 + x, 48 + y] == texture[x, y], "texel (\(x), \(y))")
            }
            #expect(image[63, 100] != texture[0, 100])  // just outside the page: background
        }

        /// Perspective (m34 = -1/1000), the page turned 60° about its spine so its free edge comes
        /// toward the viewer: a trapezoid, taller at the free edge, darker than flat (Lambert).
        @Test func turnedPagePerspective() throws {
            let frame = Self.frame(camera: Camera(eyeDistance: 1000), angle: .pi / 3)
            let image = try Self.render(frame)
            GoldenImage.check(image, named: "turned-page-perspective")

            // The spine stays put; the free edge, lifted by 128·sin 60° ≈ 111 points toward the eye,
            // lands at x = 64 + 128·cos 60° = 128 (the view's centre line, which perspective keeps)
            // and appears 1000/(1000 - 111) ≈ 1.125 times taller than the spine.
            let spineTop = try Self.pixel(of: SIMD2(0, 0), in: frame)
            let edgeTop = try Self.pixel(of: SIMD2(128, 0), in: frame)
            let edgeBottom = try Self.pixel(of: SIMD2(128, 160), in: frame)
            #expect(abs(spineTop.x - 64) < 1e-9 && abs(edgeTop.x - 128) < 1e-9)
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
            let frame = Self.frame(camera: Camera(eyeDistance: 1000), angle: 2 * .pi / 3, origin: SIMD2(128, 48))
            let image = try Self.render(frame)
            GoldenImage.check(image, named: "turned-page-back-perspective")
            // The page now lies to the left of the spine.
            let spine = try Self.pixel(of: SIMD2(0, 0), in: frame)
            let left = image[Int(spine.x) - 20, 140], right = image[Int(spine.x) + 20, 140]
            #expect(right == image[250, 140], "right of the spine is background")
            #expect(left != right)
            // Faded: no saturated colour anywhere on the page (the header's blue is washed out).
            let header = image[Int(spine.x) - 20, Int(spine.y) + 8]
            #expect(Int(header.z) - Int(header.x) < 60, "header \(header) should be faded")
        }
    }
}
