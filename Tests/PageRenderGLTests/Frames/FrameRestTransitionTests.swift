import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// What a page looks like as it comes to rest or leaves it: its shadow and lighting are
    /// continuous in the pose, so the last frame of a turn and the picture at rest agree; and a
    /// frame's clip keeps pages out of the rest of the picture.
    @Suite struct FrameRestTransitionTests {
        /// Mean levels of 8-bit colour over a page: what rendering the same page flat and a hair
        /// above flat may differ by. A tilt of a fraction of a degree moves text edges by part
        /// of a pixel (tens of levels at single pixels, a level or so on average); a shading jump
        /// over the page (the old landing pop darkened the page by a third) moves the mean by
        /// tens of levels.
        static let restTolerance = 1.5

        static func render(_ frame: Frame, _ shading: ShadingParameters = .default) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            return try renderer.render(frame, shading: shading) { NumberedPages.image($0) }
        }

        /// The mean channel difference between two images over the rectangle `area` (pixels), in
        /// 8-bit levels.
        static func meanDifference(_ a: RGBAImage, _ b: RGBAImage, in area: (x: Range<Int>, y: Range<Int>)) -> Double {
            var total = 0, count = 0
            for y in area.y {
                for x in area.x {
                    let p = a[x, y], q = b[x, y]
                    for channel in 0..<3 { total += abs(Int(p[channel]) - Int(q[channel])) }
                    count += 3
                }
            }
            return count > 0 ? Double(total) / Double(count) : 0
        }

        /// The leaf of a spread landing on the left page: an angle a hair short of π looks like
        /// the leaf lying flat there (it used to darken under its own shadow and snap back), and
        /// the difference shrinks with the lift.
        @Test func landingLeafMatchesTheLeafAtRest() throws {
            let rest = TestFrames.spread(turning: .spineRotation(SpineRotation(angle: .pi)))
            let restImage = try Self.render(rest)
            // The left page, where the leaf lands (points are pixels in these frames).
            let left = (x: Int(TestFrames.spine.x - TestFrames.pageSize.x) + 2 ..< Int(TestFrames.spine.x) - 2,
                        y: Int(TestFrames.spine.y) + 2 ..< Int(TestFrames.spine.y + TestFrames.pageSize.y) - 2)
            var previous = 255.0
            for lift in [40.0, 8.0, 2.0, 0.5] {
                let angle = Double.pi - Double.asin(lift / TestFrames.pageSize.x)
                let image = try Self.render(TestFrames.spread(turning: .spineRotation(SpineRotation(angle: angle))))
                let difference = Self.meanDifference(image, restImage, in: left)
                #expect(difference <= previous + 0.25, "lift \(lift): \(difference) after \(previous)")
                previous = difference
                if lift <= 2 { #expect(difference <= Self.restTolerance, "lift \(lift): \(difference)") }
            }
        }

        /// The worst mean channel difference over the `block`-pixel squares of `area`, in 8-bit
        /// levels: a strip of shade shows here where a mean over the page hides it.
        static func worstBlockDifference(_ a: RGBAImage, _ b: RGBAImage, in area: (x: Range<Int>, y: Range<Int>),
                                         block: Int = 8) -> Double {
            var worst = 0.0
            for y in stride(from: area.y.lowerBound, to: area.y.upperBound - block + 1, by: block) {
                for x in stride(from: area.x.lowerBound, to: area.x.upperBound - block + 1, by: block) {
                    worst = Swift.max(worst, meanDifference(a, b, in: (x ..< x + block, y ..< y + block)))
                }
            }
            return worst
        }

        /// A curl landing after a release lies on a cylinder of thousands of points, its paper
        /// beyond the axis a few points up: it looks like the page at rest. Its own lifted paper
        /// used to shade itself where it rose less than a point (a strip along the axis as wide
        /// as `√(2R)`, 100 points at R = 5000), which stayed until the turn ended and went in one
        /// frame; a curl folded over itself still shades its own flat part.
        @Test func nearlyFlatCurlHasNoShadeAlongItsAxis() throws {
            let restImage = try Self.render(TestFrames.spread(turning: .flat))
            let right = (x: Int(TestFrames.spine.x) + 2 ..< Int(TestFrames.spine.x + TestFrames.pageSize.x) - 2,
                         y: Int(TestFrames.spine.y) + 2 ..< Int(TestFrames.spine.y + TestFrames.pageSize.y) - 2)
            // Oblique, the lower fore-edge corner up to 131 points beyond the axis, as a backward
            // drag's landing (lifted 1.7 and 5.7 points).
            let size = TestFrames.pageSize
            for radius in [5000.0, 1500.0] {
                let curl = CylinderDeformation(axisPoint: SIMD2(0.2 * size.x, 0.6 * size.y), axisAngle: 2.47, radius: radius)
                let image = try Self.render(TestFrames.spread(turning: .cylinder(curl)))
                let worst = Self.worstBlockDifference(image, restImage, in: right)
                #expect(worst <= 3, "radius \(radius): \(worst) levels in the worst 8-pixel block")
            }
            // A curl folded over itself keeps its shade under the fold.
            let folded = CylinderDeformation(axisPoint: SIMD2(0.5 * size.x, 0.6 * size.y), axisAngle: 2.47, radius: 12)
            var unshaded = ShadingParameters.default
            unshaded.shadowOpacity = 0
            let shaded = try Self.render(TestFrames.spread(turning: .cylinder(folded)))
            let plain = try Self.render(TestFrames.spread(turning: .cylinder(folded)), unshaded)
            #expect(Self.worstBlockDifference(shaded, plain, in: right) > 10)
        }

        /// The same for a page leaving rest: the first frames of a rigid lift, and the start of a
        /// cone turn, look like the page at rest (no darkening of the whole page at once).
        @Test func leavingRestIsContinuous() throws {
            let restImage = try Self.render(TestFrames.spread(turning: .flat))
            let right = (x: Int(TestFrames.spine.x) + 2 ..< Int(TestFrames.spine.x + TestFrames.pageSize.x) - 2,
                         y: Int(TestFrames.spine.y) + 2 ..< Int(TestFrames.spine.y + TestFrames.pageSize.y) - 2)
            let lifted = Double.asin(1 / TestFrames.pageSize.x)   // the fore edge 1 point up
            let rigid = try Self.render(TestFrames.spread(turning: .spineRotation(SpineRotation(angle: lifted))))
            #expect(Self.meanDifference(rigid, restImage, in: right) <= Self.restTolerance)
            let cone = ConeTurnSchedule(pageSize: TestFrames.pageSize).deformation(at: 0.002)
            let coneImage = try Self.render(TestFrames.spread(turning: .cone(cone)))
            #expect(Self.meanDifference(coneImage, restImage, in: right) <= Self.restTolerance)
        }

        /// A frame's clip: nothing of the pages outside it, the background there; inside it the
        /// same picture as without the clip.
        @Test func clipKeepsPagesInside() throws {
            var frame = TestFrames.spread(turning: .spineRotation(SpineRotation(angle: 2.2)))
            let unclipped = try Self.render(frame)
            frame.clip = Rect(x: TestFrames.spine.x, y: 0, width: TestFrames.viewSize.x - TestFrames.spine.x,
                              height: TestFrames.viewSize.y)
            let clipped = try Self.render(frame)
            var outside = 0, changedInside = 0
            for y in 0..<clipped.height {
                for x in 0..<clipped.width {
                    if x < Int(TestFrames.spine.x) {
                        #expect(clipped[x, y] == clipped[0, 0], "page drawn outside the clip at (\(x), \(y))")
                        outside += 1
                    } else if clipped[x, y] != unclipped[x, y] {
                        changedInside += 1
                    }
                }
            }
            #expect(outside > 0 && changedInside == 0)
            // The unclipped picture did draw pages there (the left page and the turned leaf).
            #expect(unclipped[Int(TestFrames.spine.x) - 40, Int(TestFrames.viewSize.y / 2)] != clipped[0, 0])
        }
    }
}
