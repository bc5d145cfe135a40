import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// 4× multisampling smooths edges; without it the shader does, by coverage.
    @Suite struct MultisampleTests {
        /// A white square page turned 30° on black: its slanted edges cross pixels partly.
        static func render(samples: Int) throws -> (RGBAImage, Int?) {
            let renderer = try OffscreenRenderer(samples: samples)
            var square = PlainPages.page(.white, size: SIMD2(32, 32))
            square.placement = Transform3D(translationX: -16, y: -16, z: 0)
                .concatenating(Transform3D(rotationAngle: .pi / 6, x: 0, y: 0, z: 1))
                .concatenating(Transform3D(translationX: 32, y: 32, z: 0))
            let frame = PlainPages.frame(SIMD2(64, 64), background: .black, [square])
            return (try PlainPages.render(frame, renderer: renderer), renderer.samples)
        }

        /// Pixels strictly between black and white (channel in 8 ... 247: clear of rounding).
        static func intermediatePixels(_ image: RGBAImage) -> [UInt8] {
            var values: [UInt8] = []
            for y in 0..<image.height {
                for x in 0..<image.width where (8...247).contains(image[x, y].x) { values.append(image[x, y].x) }
            }
            return values
        }

        @Test func fourSamplesGiveIntermediateEdgePixels() throws {
            let (image, samples) = try Self.render(samples: 4)
            #expect(samples == 4)
            let intermediate = Self.intermediatePixels(image)
            // The square's perimeter is 128 points; most pixels along it are partly covered.
            #expect(intermediate.count > 60, "\(intermediate.count) edge pixels")
            // 4 samples give coverage levels 1/4, 2/4, 3/4: at least two distinct levels show.
            #expect(Set(intermediate).count >= 2)
        }

        /// With one sample the shader smooths the edges by coverage: more distinct levels than
        /// four samples give, and the white adds up to the square's area.
        @Test func singleSampleEdgesAreSmoothedByCoverage() throws {
            let (image, samples) = try Self.render(samples: 0)
            #expect(samples == 0)
            let intermediate = Self.intermediatePixels(image)
            #expect(intermediate.count > 60, "\(intermediate.count) edge pixels")
            #expect(Set(intermediate).count >= 8, "\(Set(intermediate).count) levels")
            #expect(abs(Self.coveredArea(image) - 32 * 32) < 0.02 * 32 * 32, "\(Self.coveredArea(image)) pixels of white")
        }

        /// The white in `image` in pixels: its red channel decoded to linear light, summed.
        static func coveredArea(_ image: RGBAImage) -> Double {
            var sum = 0.0
            for y in 0..<image.height {
                for x in 0..<image.width { sum += SRGBTestMath.decode(image[x, y].x) }
            }
            return sum
        }
    }
}
