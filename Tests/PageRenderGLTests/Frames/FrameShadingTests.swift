import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The paper look, measured: the shadow beside a curl and how it follows the lift, the
    /// darkening inside a curl, and nothing of either where there is no curl.
    @Suite struct FrameShadingTests {
        static func render(_ frame: Frame, _ shading: ShadingParameters) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            return try renderer.render(frame, shading: shading) { NumberedPages.image($0) }
        }

        static var noShadow: ShadingParameters {
            var shading = ShadingParameters.default
            shading.shadowOpacity = 0
            return shading
        }

        /// Mean linear light of a pixel's colour channels.
        static func linear(_ pixel: SIMD4<UInt8>) -> Double {
            (SRGBTestMath.decode(pixel.x) + SRGBTestMath.decode(pixel.y) + SRGBTestMath.decode(pixel.z)) / 3
        }

        /// The darkening by the shadow, `1 - shaded / unshaded` in linear light, on the next page
        /// along the row y = 170 (plain paper) at `1 ... 40` points past a vertical curl's
        /// silhouette at x = 90, for a curl of `radius`.
        static func shadowProfile(radius: Double) throws -> [Double] {
            let silhouette = 90.0
            let frame = TestFrames.curl(TestFrames.cylinder(SIMD2(silhouette - radius, 100), angle: .pi / 2, radius: radius))
            let shaded = try render(frame, .default), plain = try render(frame, noShadow)
            let y = Int(TestFrames.spine.y + 170)
            return (1 ... 40).map { (step: Int) -> Double in
                let x = Int(TestFrames.spine.x + silhouette) + step
                return 1 - linear(shaded[x, y]) / linear(plain[x, y])
            }
        }

        /// Beside a curl the page beneath darkens, most next to the curl, less farther away; a curl
        /// that lifts higher casts a wider shadow that is lighter next to it.
        @Test func shadowWidensAndLightensWithLift() throws {
            let low = try Self.shadowProfile(radius: 4), high = try Self.shadowProfile(radius: 40)
            // Visible next to the curl, gone far from a low one.
            #expect(low[0] > 0.1 && high[0] > 0.1, "low \(low[0]), high \(high[0])")
            #expect(low[39] < 0.01)
            // Falling with distance (8-bit rounding allows a little noise).
            for profile in [low, high] {
                for index in 1 ..< profile.count { #expect(profile[index] <= profile[index - 1] + 0.005) }
            }
            // Wider: 20 points out the high curl's shadow is much the darker.
            #expect(high[19] > low[19] + 0.05, "at 20 points: low \(low[19]), high \(high[19])")
            // Lighter next to the curl.
            #expect(high[0] < low[0] - 0.01, "next to the curl: low \(low[0]), high \(high[0])")
        }

        /// The shadow falls only on pages: with and without it, the desk is the same, and so is
        /// every page of a frame with no lifted page.
        @Test func shadowOnlyWhereAPageIsLifted() throws {
            let flat = TestFrames.spread(turning: .flat)
            #expect(try Self.render(flat, .default) == Self.render(flat, Self.noShadow))

            let curl = TestFrames.curl(TestFrames.CurlPosition.halfTurnedOblique.surface)
            let shaded = try Self.render(curl, .default), plain = try Self.render(curl, Self.noShadow)
            var darker = 0
            for y in 0 ..< shaded.height {
                for x in 0 ..< shaded.width {
                    let a = shaded[x, y], b = plain[x, y]
                    #expect((0 ..< 3).allSatisfy { a[$0] <= b[$0] }, "the shadow only darkens (\(x), \(y))")
                    if Int(b.x) + Int(b.y) + Int(b.z) - Int(a.x) - Int(a.y) - Int(a.z) > 15 { darker += 1 }
                    if x < Int(TestFrames.spine.x) - 20 { #expect(a == b, "desk at (\(x), \(y))") }
                }
            }
            #expect(darker > 500, "\(darker) pixels visibly darker")
        }

        /// A cone turn shows the inside of its curl; only that side darkens with the curl shading.
        @Test func curlInteriorDarkensOnlyTheConcaveSide() throws {
            let cone = ConeTurnSchedule(pageSize: TestFrames.pageSize).deformation(at: 0.3)
            let frame = TestFrames.spread(turning: .cone(cone))
            var without = ShadingParameters.default
            without.curlInteriorShading = 0
            let shaded = try Self.render(frame, .default), plain = try Self.render(frame, without)
            // The same geometry in flat colours: the turning page's front red, everything else
            // without red, so the red channel says where that front shows.
            var mask = frame
            for index in mask.drawables.indices {
                mask.drawables[index].front = .color(ColorRGBA(red: 0, green: 1, blue: 0))
                mask.drawables[index].back = .color(ColorRGBA(red: 0, green: 0, blue: 1))
            }
            mask.drawables[2].front = .color(ColorRGBA(red: 1, green: 0, blue: 0))
            let faces = try Self.render(mask, .unlit)
            var darker = 0
            for y in 0 ..< shaded.height {
                for x in 0 ..< shaded.width {
                    let a = shaded[x, y], b = plain[x, y]
                    #expect((0 ..< 3).allSatisfy { a[$0] <= b[$0] + 1 }, "only darker at (\(x), \(y))")
                    guard Int(b.x) + Int(b.y) + Int(b.z) - Int(a.x) - Int(a.y) - Int(a.z) > 6 else { continue }
                    darker += 1
                    #expect(faces[x, y].x > 40, "darkened pixel (\(x), \(y)) is not on the curl's front")
                }
            }
            #expect(darker > 300, "\(darker) pixels darkened inside the curl")
        }
    }
}
