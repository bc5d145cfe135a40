import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// Shade too slight to show (``ShadowCaster/invisibleShade``) is left out: a curl settling onto
    /// its page casts none, and a flat page beyond a caster's reach is drawn without it, to within
    /// a level of the pictures drawn with every caster.
    @Suite struct InvisibleShadeTests {
        /// A spread whose right page is folded over along a line `axisX` points from its spine,
        /// round a cylinder of `radius` points (the paper beyond turned over onto the page).
        static func fold(axisX: Double, radius: Double) -> Frame {
            TestFrames.bound(TestFrames.spread(
                turning: TestFrames.cylinder(SIMD2(axisX, 100), angle: .pi / 2, radius: radius)))
        }

        /// `frame` drawn with invisible shade left out and with every caster, at twice its size,
        /// and how many casters were left out.
        static func pictures(_ frame: Frame) throws -> (on: RGBAImage, off: RGBAImage, leftOut: Int) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: 2)
            let pictures = try harness.pictures(frame, switching: \.leavesOutInvisibleShade,
                                                counting: \.castersLeftOut)
            return (pictures.on, pictures.off, pictures.count)
        }

        @Test func aPageSettlingOntoTheOtherCastsNothing() throws {
            // Turned over all but a point at the spine, a tenth of a point above the left page:
            // the landing's last frames.
            let pictures = try Self.pictures(Self.fold(axisX: 1, radius: 0.05))
            // Its own flat paper and the page beneath both go without it.
            #expect(pictures.leftOut >= 2, "\(pictures.leftOut) casters left out")
            let differences = RendererHarness.channelDifferences(pictures.on, pictures.off)
            #expect((differences.max() ?? 0) <= 1)
        }

        @Test func theFarPageOfASpreadIsDrawnWithoutALowFold() throws {
            // A strip 10 points wide folded over at the fore edge, 4 points up: the left page lies
            // 120 points and more away across the rows.
            let frame = Self.fold(axisX: 130, radius: 2)
            let pictures = try Self.pictures(frame)
            #expect(pictures.leftOut >= 1, "\(pictures.leftOut) casters left out")
            let differences = RendererHarness.channelDifferences(pictures.on, pictures.off)
            #expect((differences.max() ?? 0) <= 1)
            // The fold's shade shows on the page beneath it (the comparison could fail).
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: 2)
            harness.renderer.shading.shadowOpacity = 0
            harness.renderer.shading.contactShadowOpacity = 0
            let unshadowed = try harness.picture(frame)
            #expect((RendererHarness.channelDifferences(pictures.on, unshadowed).max() ?? 0) > 8)
        }

        @Test(arguments: TestFrames.CurlPosition.allCases)
        func turningCurlsDrawTheirShadeAsBefore(position: TestFrames.CurlPosition) throws {
            let pictures = try Self.pictures(TestFrames.bound(TestFrames.spread(turning: position.surface)))
            #expect((RendererHarness.channelDifferences(pictures.on, pictures.off).max() ?? 0) <= 1, "\(position)")
            // A leaf turned past the middle lifts its paper tens of points: every page is in reach.
            if position != .dogEarTop {
                #expect(pictures.leftOut == 0, "\(position): \(pictures.leftOut) casters left out")
            }
        }

        /// The share of the sky the caster's rows hide from `point` (the caster's canonical frame),
        /// its largest over the rows, as the shaders work a row out: before fades and weights.
        static func hiddenShare(of caster: ShadowCaster, from point: SIMD3<Double>) -> Double {
            let q = SIMD2(((SIMD2(point.x, point.y) - caster.origin) * caster.across).sum(), point.z)
            var largest = 0.0
            for row in 0 ..< ShadowCaster.rows {
                var highest = -1.0, lowest = 1.0
                for sample in 0 ..< ShadowCaster.samples {
                    let offset = (row * ShadowCaster.samples + sample) * 2
                    let a = SIMD2(Double(caster.profile[offset]), Double(caster.profile[offset + 1])) - q
                    let cosine = a.x / Swift.max((a * a).sum().squareRoot(), 1e-4)
                    highest = Swift.max(highest, cosine)
                    lowest = Swift.min(lowest, cosine)
                }
                largest = Swift.max(largest, Swift.max(highest - lowest, 0) / 2)
            }
            return largest
        }

        @Test func aPageOutOfReachSeesTooLittleOfTheCasterToShow() {
            let pageSize = TestFrames.pageSize
            var outOfReach = 0, inReach = 0
            for radius in [0.5, 2, 8, 30] {
                for axisX in [60.0, 110, 130] {
                    var caster = ShadowCaster()
                    caster.update(surface: TestFrames.cylinder(SIMD2(axisX, 100), angle: .pi / 2 - 0.2, radius: radius),
                                  pageSize: pageSize)
                    #expect(caster.isCasting)
                    // The receiving page moved across the rows, slightly below the caster's plane.
                    for shift in stride(from: -2000.0, through: 2000, by: 25) {
                        let toCaster = Transform3D(translationX: shift, y: 0, z: -0.3)
                        guard !caster.shadesPage(of: pageSize, through: toCaster, onsetHeight: 8, contactWidth: 10)
                        else {
                            inReach += 1
                            continue
                        }
                        outOfReach += 1
                        var largest = 0.0
                        for x in stride(from: 0.0, through: pageSize.x, by: pageSize.x / 20) {
                            for y in stride(from: 0.0, through: pageSize.y, by: pageSize.y / 10) {
                                largest = Swift.max(largest, Self.hiddenShare(of: caster, from: toCaster.apply(to: SIMD3(x, y, 0))))
                            }
                        }
                        let lift = Double(caster.lift.max() ?? 0), t = Swift.min(lift / 8, 1)
                        #expect(largest * t * t * (3 - 2 * t) <= ShadowCaster.invisibleShade,
                                "radius \(radius), axis \(axisX), shift \(shift): \(largest)")
                    }
                    // Lying on the paper it shades.
                    #expect(caster.shadesPage(of: pageSize, through: .identity, onsetHeight: 8, contactWidth: 10))
                }
            }
            #expect(outOfReach > 100 && inReach > 100, "\(outOfReach) out of reach, \(inReach) in")
        }

        @Test func aCasterLiftedAHairCastsNothingVisible() {
            var caster = ShadowCaster()
            caster.update(surface: TestFrames.cylinder(SIMD2(1, 100), angle: .pi / 2, radius: 0.05),
                          pageSize: TestFrames.pageSize)
            #expect(caster.isCasting)
            #expect(!caster.castsVisibleShade(onsetHeight: 8))
            // With no onset the shadow comes at full strength from the first thousandth of a point.
            #expect(caster.castsVisibleShade(onsetHeight: 0))
            caster.update(surface: TestFrames.cylinder(SIMD2(100, 100), angle: .pi / 2, radius: 1),
                          pageSize: TestFrames.pageSize)
            #expect(caster.castsVisibleShade(onsetHeight: 8))
        }
    }
}
