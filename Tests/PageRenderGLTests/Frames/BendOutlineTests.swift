import PageEffects
import PageGeometry
import PageImage
import PageMath
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// The outline of a curl's cylinder or cone where the paper turns away from the eye: found on the
    /// rulings it runs along (``BendOutline``), and drawn as smooth as a picture at four times the
    /// scale, at any radius and either camera.
    @Suite struct BendOutlineTests {
        /// Eyes in the canonical frame: straight down and oblique directions (orthographic), and
        /// points (perspective), one far to the side.
        static let eyes: [SIMD4<Double>] = [
            SIMD4(0, 0, 1, 0), SIMD4(0.3, -0.2, 0.932_737_905_308_881_5, 0), SIMD4(-0.6, 0, 0.8, 0),
            SIMD4(160, 120, 500, 1), SIMD4(-50, 300, 200, 1), SIMD4(70, 100, 40, 1),
        ]

        static let cylinders = [
            CylinderDeformation(axisPoint: SIMD2(60, 100), axisAngle: .pi / 2 + 0.08, radius: 8),
            CylinderDeformation(axisPoint: SIMD2(90, 170), axisAngle: 2.4, radius: 30),
            CylinderDeformation(axisPoint: SIMD2(20, 10), axisAngle: 0.7, radius: 1),
        ]

        static let cones = [
            ConeDeformation(apex: SIMD2(40, -30), coneAngle: 0.25, rotation: 0.3),
            ConeDeformation(apex: SIMD2(20, -80), coneAngle: 0.12, rotation: 0.9),
            ConeDeformation(apex: SIMD2(60, 0), coneAngle: 0.5, rotation: 1.6),
        ]

        /// How far the front normal at `point` leans toward or away from `eye` (its cosine with the
        /// direction to the eye): zero on the outline.
        static func facing(_ deformation: some PageDeformation, at point: SIMD2<Double>, eye: SIMD4<Double>) -> Double {
            let (position, normal) = deformation.surface(at: point)
            var toEye = SIMD3(eye.x, eye.y, eye.z) - (eye.w == 0 ? .zero : position)
            toEye /= (toEye * toEye).sum().squareRoot()
            return (normal * toEye).sum()
        }

        /// The outline's rulings within `bend` and the sign changes of the facing across it, sampled
        /// finely: the same number, and the paper on each ruling faces neither toward the eye nor away.
        static func check(_ deformation: some PageDeformation, _ surface: PageSurface, eye: SIMD4<Double>,
                          bend: ClosedRange<Double>, point: (Double, Double) -> SIMD2<Double>) {
            guard let outline = BendOutline(surface: surface, eye: eye) else {
                Issue.record("no outline for \(surface)")
                return
            }
            var all: [Double] = []
            outline.rulings(into: &all)
            let rulings = all.filter { bend.contains($0) }
            for ruling in rulings {
                for along in [40.0, 120, 260] {
                    let facing = facing(deformation, at: point(ruling, along), eye: eye)
                    #expect(abs(facing) < 1e-9, "\(surface) \(eye): ruling \(ruling) at \(along) faces \(facing)")
                }
            }
            var changes = 0
            let steps = 20000
            var previous = facing(deformation, at: point(bend.lowerBound, 120), eye: eye)
            for step in 1 ... steps {
                let parameter = bend.lowerBound + (bend.upperBound - bend.lowerBound) * Double(step) / Double(steps)
                let next = facing(deformation, at: point(parameter, 120), eye: eye)
                if (previous < 0) != (next < 0), step < steps { changes += 1 }
                previous = next
            }
            #expect(rulings.count == changes, "\(surface) \(eye): \(rulings) against \(changes) turns")
        }

        @Test func theOutlineRunsAlongTheRulingsWhereThePaperTurnsAwayFromTheEye() {
            for cylinder in Self.cylinders {
                for eye in Self.eyes {
                    let axis = cylinder.axisDirection, across = cylinder.curlDirection
                    Self.check(cylinder, .cylinder(cylinder), eye: eye, bend: 0 ... Double.pi * cylinder.radius) { s, along in
                        cylinder.axisPoint + s * across + (along - 120) * axis
                    }
                }
            }
            for cone in Self.cones {
                for eye in Self.eyes {
                    // The rays from the apex that cross the page (below it: the page lies at y >= A).
                    let bend = 0 ... min(Double.pi * Double.sin(cone.coneAngle), Double.pi / 2 - 1e-6)
                    Self.check(cone, .cone(cone), eye: eye, bend: bend) { phi, along in
                        cone.apex + along * SIMD2(Double.sin(phi), Double.cos(phi))
                    }
                }
            }
            // Seen from straight above, a cylinder turns away a quarter-turn round: at s = πr/2.
            var rulings: [Double] = []
            BendOutline(surface: .cylinder(Self.cylinders[0]), eye: SIMD4(0, 0, 1, 0))?.rulings(into: &rulings)
            #expect(rulings.count == 1 && abs(rulings[0] - Double.pi * 4) < 1e-9, "\(rulings)")
        }

        @Test func onlyCylindersAndConesThatBendHaveOne() {
            let eye = SIMD4<Double>(0, 0, 1, 0)
            #expect(BendOutline(surface: .flat, eye: eye) == nil)
            #expect(BendOutline(surface: .spineRotation(SpineRotation(angle: 1)), eye: eye) == nil)
            #expect(BendOutline(surface: TestFrames.cylinder(SIMD2(60, 100), angle: 1, radius: 0), eye: eye) == nil)
            #expect(BendOutline(surface: .cone(ConeDeformation(apex: .zero, coneAngle: .pi / 2, rotation: 0)), eye: eye) == nil)
            #expect(BendOutline(surface: .cone(ConeDeformation(apex: .zero, coneAngle: 0, rotation: 0)), eye: eye) == nil)
            func angles(_ a: Double, _ b: Double, _ k: Double) -> [Double] {
                var angles: [Double] = []
                BendOutline.forEachAngle(cosine: a, sine: b, equal: k) { angles.append($0) }
                return angles
            }
            #expect(angles(0, 0, 0).isEmpty)
            #expect(angles(1, 0, 2).isEmpty)
            #expect(angles(1, 0, 1).count == 1)
            for (a, b, k) in [(1.0, 0.0, 0.0), (0.3, -2.0, 1.1), (-1.0, 0.5, -1.118_033_988_749_895)] {
                let angles = angles(a, b, k)
                #expect(!angles.isEmpty)
                for t in angles {
                    #expect(t >= 0 && t < 2 * Double.pi)
                    #expect(abs(a * Double.cos(t) + b * Double.sin(t) - k) < 1e-6, "\(a) \(b) \(k): \(t)")
                }
            }
        }

        // MARK: - Drawn

        /// A plain page curled by `surface` over a plain page beneath, seen by `camera`.
        static func frame(_ surface: PageSurface, camera: Camera) -> Frame {
            Frame(viewSize: TestFrames.viewSize, camera: camera, background: TestFrames.background, drawables: [
                TestFrames.rightPage(.color(ColorRGBA(red: 0.5, green: 0.8, blue: 0.5)), back: .none),
                TestFrames.rightPage(.color(ColorRGBA(red: 0.95, green: 0.9, blue: 0.8)),
                                     back: .color(ColorRGBA(red: 0.6, green: 0.75, blue: 0.95)), surface: surface, layer: 1),
            ])
        }

        static let drawnSurfaces: [PageSurface] = [2.0, 4, 8, 16].map {
            TestFrames.cylinder(SIMD2(60, 100), angle: .pi / 2 + 0.08, radius: $0)
        } + cones.map { .cone($0) }

        /// How many pixels of `frame` drawn at 1× differ by more than `levels` (any channel) from
        /// the frame drawn at 4× and averaged down in linear light, with `traced` outlines.
        static func pixelsOff(_ frame: Frame, traced: Bool, levels: Int,
                              low: RendererHarness, high: RendererHarness) throws -> Int {
            low.renderer.tracesBendOutlines = traced
            high.renderer.tracesBendOutlines = traced
            let picture = try low.picture(frame), reference = try high.picture(frame)
            var off = 0
            for y in 0 ..< picture.height {
                for x in 0 ..< picture.width {
                    for channel in 0 ..< 3 {
                        var sum = 0.0
                        for dy in 0 ..< 4 {
                            for dx in 0 ..< 4 {
                                let index = (((4 * y + dy) * reference.width) + 4 * x + dx) * 4 + channel
                                sum += SRGBTestMath.decode(reference.pixels[index])
                            }
                        }
                        let expected = Int(SRGBTestMath.encode(sum / 16))
                        if abs(Int(picture.pixels[(y * picture.width + x) * 4 + channel]) - expected) > levels {
                            off += 1
                            break
                        }
                    }
                }
            }
            return off
        }

        @Test(arguments: [Camera.orthographic, Camera()])
        func theOutlineIsAsSmoothAsAPictureAtFourTimesTheScale(camera: Camera) throws {
            let low = try RendererHarness(viewSize: TestFrames.viewSize, scale: 1)
            let high = try RendererHarness(viewSize: TestFrames.viewSize, scale: 4)
            var tracedTotal = 0, steppedTotal = 0
            for surface in Self.drawnSurfaces {
                let frame = Self.frame(surface, camera: camera)
                let traced = try Self.pixelsOff(frame, traced: true, levels: 40, low: low, high: high)
                let stepped = try Self.pixelsOff(frame, traced: false, levels: 40, low: low, high: high)
                #expect(traced <= 2, "\(surface): \(traced) pixels more than 40 levels off")
                tracedTotal += traced
                steppedTotal += stepped
            }
            // Without the traced outline (none smoothed where the paper turns away, nothing drawn
            // beyond it, a cone's edges smoothed from inside only) the measure sees the steps.
            #expect(steppedTotal > 20 * max(tracedTotal, 1), "\(steppedTotal) against \(tracedTotal)")
        }
    }
}
