import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The depth cues of "looks like paper", measured one at a time against the same frame drawn
    /// with that cue turned off: the contact shadow along a curl's fold, the shadow of a rigid
    /// leaf on the pages it passes over, the gutter of a bound spread, the book's shadow on the
    /// desk and the sheen along a bend. Each test fails with its cue's strength at 0 (or, for
    /// the rigid leaf, with its shadow lightened by its highest point as a curl's is).
    @Suite struct FramePaperCueTests {
        static func render(_ frame: Frame, _ shading: ShadingParameters = .default, scale: Double = 1) throws -> RGBAImage {
            let renderer = try OffscreenRenderer()
            return try renderer.render(frame, scale: scale, shading: shading) { NumberedPages.image($0) }
        }

        /// Mean linear light of a pixel's colour channels.
        static func linear(_ pixel: SIMD4<UInt8>) -> Double { FrameShadingTests.linear(pixel) }

        /// `1 - shaded / plain` in linear light at pixel `(x, y)`: how much a cue darkens there.
        static func darkening(_ shaded: RGBAImage, _ plain: RGBAImage, _ x: Int, _ y: Int) -> Double {
            1 - linear(shaded[x, y]) / linear(plain[x, y])
        }

        static func bound(_ frame: Frame) -> Frame { TestFrames.bound(frame) }

        static func shading(_ change: (inout ShadingParameters) -> Void) -> ShadingParameters {
            var shading = ShadingParameters.default
            change(&shading)
            return shading
        }

        // MARK: - Contact shadow

        /// The darkening by the contact shadow alone (default shading against the contact shadow
        /// off), and by every shadow (against no shadow at all), on the next page along the row
        /// y = 170 at `1 ... 30` points past a vertical curl's silhouette at x = 90.
        static func contactProfile(radius: Double) throws -> (contact: [Double], all: [Double]) {
            let silhouette = 90.0
            let frame = TestFrames.curl(TestFrames.cylinder(SIMD2(silhouette - radius, 100), angle: .pi / 2, radius: radius))
            let shaded = try render(frame)
            let noContact = try render(frame, shading { $0.contactShadowOpacity = 0 })
            let none = try render(frame, shading { $0.contactShadowOpacity = 0; $0.shadowOpacity = 0 })
            let y = Int(TestFrames.spine.y + 170)
            var contact: [Double] = [], all: [Double] = []
            for step in 1 ... 30 {
                let x = Int(TestFrames.spine.x + silhouette) + step
                contact.append(darkening(shaded, noContact, x, y))
                all.append(darkening(shaded, none, x, y))
            }
            return (contact, all)
        }

        /// Beside a tight curl, where the rolled sheet nearly touches the page beneath, a narrow
        /// dark line: the contact shadow darkens the first points past the fold, much more than the
        /// soft shadow a few points farther out, and is gone within its width; beside a curl lifted
        /// high (its paper far from the page) it is much weaker.
        @Test func contactShadowHugsATightFold() throws {
            let tight = try Self.contactProfile(radius: 4), high = try Self.contactProfile(radius: 40)
            #expect(tight.contact[0] > 0.08, "contact next to the fold: \(tight.contact[0])")
            #expect(tight.contact[14] < 0.01, "contact 15 points out: \(tight.contact[14])")
            for index in 1 ..< tight.contact.count {
                #expect(tight.contact[index] <= tight.contact[index - 1] + 0.005, "contact rises at \(index + 1) points")
            }
            // Next to the fold the shade is much darker than the soft shadow alone a few points out.
            #expect(tight.all[0] > tight.all[7] + 0.1, "next to the fold \(tight.all[0]), 8 points out \(tight.all[7])")
            // A high curl's paper is far from the page: little contact shadow.
            #expect(high.contact[0] < 0.5 * tight.contact[0], "high \(high.contact[0]) against tight \(tight.contact[0])")
        }

        /// The contact shadow fades in with the lift as the soft shadow does: a curl lying flat,
        /// and a page a hair above flat, show none.
        @Test func contactShadowIsZeroWhenFlat() throws {
            let size = TestFrames.pageSize
            let nearlyFlat = CylinderDeformation(axisPoint: SIMD2(0.2 * size.x, 0.6 * size.y), axisAngle: 2.47, radius: 5000)
            for surface in [PageSurface.flat, .cylinder(nearlyFlat), .spineRotation(SpineRotation(angle: 0.2 / size.x))] {
                let frame = TestFrames.spread(turning: surface)
                let with = try Self.render(frame), without = try Self.render(frame, Self.shading { $0.contactShadowOpacity = 0 })
                let difference = FrameRestTransitionTests.worstBlockDifference(
                    with, without, in: (x: 0 ..< with.width, y: 0 ..< with.height))
                #expect(difference <= 1, "\(surface): \(difference) levels")
            }
        }

        /// Paper rising from the binding casts no contact shadow: a leaf standing on its spine,
        /// and a tight roll at the spine (how a backward turn of single pages starts: a radius of
        /// 7 points there, whose contact shadow flashed at the spine for two frames).
        @Test func noContactShadowFromTheBinding() throws {
            let frames = [
                TestFrames.spread(turning: .spineRotation(SpineRotation(angle: .pi / 2)), camera: .orthographic),
                TestFrames.spread(turning: TestFrames.cylinder(SIMD2(0.1, 100), angle: .pi / 2, radius: 7)),
            ]
            for frame in frames {
                #expect(try Self.render(frame) == Self.render(frame, Self.shading { $0.contactShadowOpacity = 0 }))
            }
        }

        // MARK: - The rigid leaf's shadow

        /// A leaf standing on its spine (edge-on in an orthographic view) darkens the page beneath
        /// it: most at its foot, less farther out, and still clearly 20 points out (a wall of paper
        /// is lit from the sides, not from beneath as a curl's tunnel is: lightened by its highest
        /// point, 140 points, its shadow there was a third as dark).
        @Test func standingLeafShadowsThePageBeneath() throws {
            let frame = TestFrames.spread(turning: .spineRotation(SpineRotation(angle: .pi / 2)), camera: .orthographic)
            let shaded = try Self.render(frame)
            let plain = try Self.render(frame, Self.shading { $0.shadowOpacity = 0; $0.contactShadowOpacity = 0 })
            let y = Int(TestFrames.spine.y + 170)   // plain paper on both pages
            let profile = (1 ... 60).map { Self.darkening(shaded, plain, Int(TestFrames.spine.x) + $0, y) }
            #expect(profile[1] > 0.3, "at its foot: \(profile[1])")
            #expect(profile[19] > 0.15, "20 points out: \(profile[19])")
            #expect(profile[59] < profile[19])
            for index in 2 ..< profile.count { #expect(profile[index] <= profile[index - 1] + 0.005) }
            // The left page, behind the leaf's back, is shaded as well.
            let left = Self.darkening(shaded, plain, Int(TestFrames.spine.x) - 20, y)
            #expect(left > 0.15, "20 points left of the spine: \(left)")
        }

        // MARK: - Gutter

        /// A bound spread at rest: each page's paper darkens toward the spine, most right beside it,
        /// nothing from a tenth of the page on; pages that are not bound have no gutter.
        @Test func gutterDarkensTowardTheSpine() throws {
            let frame = Self.bound(TestFrames.spread(turning: .flat, camera: .orthographic))
            let shaded = try Self.render(frame), plain = try Self.render(frame, Self.shading { $0.gutterShading = 0 })
            let y = Int(TestFrames.spine.y + 170)   // plain paper on every page
            let spine = Int(TestFrames.spine.x)
            for side in [1, -1] {
                // Pixel k from the spine covers [k, k + 1] points of the page.
                let profile = (0 ..< 30).map { Self.darkening(shaded, plain, side > 0 ? spine + $0 : spine - 1 - $0, y) }
                #expect(profile[0] > 0.12, "side \(side): next to the spine \(profile[0])")
                #expect(profile[0] < 0.25, "side \(side): modest, \(profile[0])")
                for index in 1 ..< profile.count { #expect(profile[index] <= profile[index - 1] + 0.003) }
                #expect(profile[14] < 0.01, "side \(side): past the gutter \(profile[14])")
                let middle = side > 0 ? spine + 70 : spine - 70
                #expect(shaded[middle, y] == plain[middle, y], "side \(side): mid-page")
            }
            // Unbound, the same pages have no gutter.
            let loose = TestFrames.spread(turning: .flat, camera: .orthographic)
            #expect(try Self.render(loose) == Self.render(loose, Self.shading { $0.gutterShading = 0 }))
        }

        /// The gutter darkens the paper but keeps the ink: right beside the spine, ink stays as
        /// dark as it was (a dark glyph's pixels change by a level or two at most).
        @Test func gutterKeepsTheInk() throws {
            let frame = Self.bound(TestFrames.spread(turning: .flat, camera: .orthographic))
            let shaded = try Self.render(frame), plain = try Self.render(frame, Self.shading { $0.gutterShading = 0 })
            var inkPixels = 0
            for y in 0 ..< plain.height {
                for x in Int(TestFrames.spine.x) ..< Int(TestFrames.spine.x) + 14 {
                    let p = plain[x, y]
                    guard Int(p.x) + Int(p.y) + Int(p.z) < 3 * 60 else { continue }
                    inkPixels += 1
                    let q = shaded[x, y]
                    #expect((0 ..< 3).allSatisfy { abs(Int(p[$0]) - Int(q[$0])) <= 6 }, "ink at (\(x), \(y)): \(p) → \(q)")
                }
            }
            #expect(inkPixels > 20)
        }

        /// The worst mean, over the 8-pixel blocks of the picture, of how much more the cues of a
        /// bound book change pose `a` than pose `b` (8-bit levels): `|(boundA - looseA) -
        /// (boundB - looseB)|` per channel. What the geometry does (an edge moving by part of a
        /// pixel) is the same bound or loose and cancels.
        static func worstCueChange(_ boundA: RGBAImage, _ looseA: RGBAImage, _ boundB: RGBAImage, _ looseB: RGBAImage,
                                   block: Int = 8) -> Double {
            var worst = 0.0
            for y in stride(from: 0, to: boundA.height - block + 1, by: block) {
                for x in stride(from: 0, to: boundA.width - block + 1, by: block) {
                    var total = 0
                    for v in y ..< y + block {
                        for u in x ..< x + block {
                            for c in 0 ..< 3 {
                                let a = Int(boundA[u, v][c]) - Int(looseA[u, v][c])
                                let b = Int(boundB[u, v][c]) - Int(looseB[u, v][c])
                                total += abs(a - b)
                            }
                        }
                    }
                    worst = Swift.max(worst, Double(total) / Double(3 * block * block))
                }
            }
            return worst
        }

        /// The gutter belongs to the paper, whatever its shape, and the desk shadow follows the
        /// pages: a bound leaf leaving rest (rigid, coned or curled) and one landing show the
        /// gutter and the desk shadow as the page at rest does, so no turn starts or lands with a
        /// jump there (with the gutter drawn on flat pages only, 9 levels in a block).
        @Test func gutterAndDeskShadowDoNotJumpAtRest() throws {
            let size = TestFrames.pageSize
            func images(_ surface: PageSurface) throws -> (bound: RGBAImage, loose: RGBAImage) {
                let frame = TestFrames.spread(turning: surface)
                return (try Self.render(Self.bound(frame)), try Self.render(frame))
            }
            let rest = try images(.flat)
            let leaving: [PageSurface] = [
                .spineRotation(SpineRotation(angle: Double.asin(0.5 / size.x))),
                .cone(ConeTurnSchedule(pageSize: size).deformation(at: 0.002)),
                .cylinder(CylinderDeformation(axisPoint: SIMD2(0.2 * size.x, 0.6 * size.y), axisAngle: 2.47, radius: 5000)),
            ]
            for surface in leaving {
                let pose = try images(surface)
                let worst = Self.worstCueChange(pose.bound, pose.loose, rest.bound, rest.loose)
                #expect(worst <= 2, "\(surface): \(worst) levels in the worst 8-pixel block")
            }
            let landed = try images(.spineRotation(SpineRotation(angle: .pi)))
            let landing = try images(.spineRotation(SpineRotation(angle: .pi - Double.asin(0.5 / size.x))))
            let worst = Self.worstCueChange(landing.bound, landing.loose, landed.bound, landed.loose)
            #expect(worst <= 2, "landing: \(worst) levels in the worst 8-pixel block")
        }

        // MARK: - Desk shadow

        /// Around a bound book the desk darkens: most right at the pages' edge, nothing a radius
        /// away; a frame of pages that are not bound leaves the desk alone.
        @Test func deskShadowSurroundsABoundBook() throws {
            let frame = Self.bound(TestFrames.spread(turning: .flat, camera: .orthographic))
            let shaded = try Self.render(frame), plain = try Self.render(frame, Self.shading { $0.deskShadowOpacity = 0 })
            let bottom = Int(TestFrames.spine.y + TestFrames.pageSize.y)   // the first desk row below the book
            let x = Int(TestFrames.spine.x) + 40
            let profile = (0 ..< 20).map { Self.darkening(shaded, plain, x, bottom + $0) }
            #expect(profile[0] > 0.25, "at the edge: \(profile[0])")
            for index in 1 ..< profile.count { #expect(profile[index] <= profile[index - 1] + 0.01) }
            #expect(shaded[x, bottom + 19] == plain[x, bottom + 19], "a radius away")
            // The left edge of the left page too.
            let left = Int(TestFrames.spine.x - TestFrames.pageSize.x) - 1
            #expect(Self.darkening(shaded, plain, left, Int(TestFrames.viewSize.y / 2)) > 0.25)
            // The pages themselves are not touched.
            let page = (x: Int(TestFrames.spine.x) + 2 ..< Int(TestFrames.spine.x + TestFrames.pageSize.x) - 2,
                        y: Int(TestFrames.spine.y) + 2 ..< bottom - 2)
            #expect(FrameRestTransitionTests.meanDifference(shaded, plain, in: page) == 0)
            // Not bound: no shadow on the desk.
            let loose = TestFrames.spread(turning: .flat, camera: .orthographic)
            #expect(try Self.render(loose) == Self.render(loose, Self.shading { $0.deskShadowOpacity = 0 }))
        }

        /// A cover turning where no page lies (a spread opened at its cover): the desk under the
        /// leaf darkens as it comes down, and the shadow of the leaf a hair above the desk is the
        /// shadow of the page lying there.
        @Test func deskShadowFollowsALandingLeaf() throws {
            func cover(_ angle: Double) -> Frame {
                var frame = Self.bound(TestFrames.spread(turning: .spineRotation(SpineRotation(angle: angle)), camera: .orthographic))
                frame.drawables.removeFirst()   // no left page: the desk shows there
                return frame
            }
            let x = Int(TestFrames.spine.x - TestFrames.pageSize.x) - 3, y = Int(TestFrames.viewSize.y / 2)
            let plain = try Self.render(cover(.pi), Self.shading { $0.deskShadowOpacity = 0 })
            var previous = -1.0
            for angle in [0.6 * Double.pi, 0.8 * .pi, 0.95 * .pi, .pi - 0.5 / TestFrames.pageSize.x, .pi] {
                let image = try Self.render(cover(angle))
                let shade = Self.darkening(image, plain, x, y)
                #expect(shade >= previous - 0.005, "angle \(angle): \(shade) after \(previous)")
                previous = shade
            }
            #expect(previous > 0.25)
        }

        // MARK: - Sheen

        /// The sheen only brightens, only along a bend (the flat part and the page beneath are
        /// untouched), and most on the side of the bend that faces the light.
        @Test func sheenBrightensTheLitSideOfTheBend() throws {
            let radius = 12.0, silhouette = 90.0
            let frame = TestFrames.curl(TestFrames.cylinder(SIMD2(silhouette - radius, 100), angle: .pi / 2, radius: radius),
                                        back: .color(ColorRGBA(red: 0.8, green: 0.8, blue: 0.8)))
            func gain(light: SIMD3<Double>) throws -> (image: RGBAImage, gain: (Int) -> Double) {
                let shaded = try Self.render(frame, Self.shading { $0.lightDirection = light })
                let plain = try Self.render(frame, Self.shading { $0.lightDirection = light; $0.specularStrength = 0 })
                for y in 0 ..< shaded.height {
                    for x in 0 ..< shaded.width {
                        let a = shaded[x, y], b = plain[x, y]
                        #expect((0 ..< 3).allSatisfy { a[$0] + 1 >= b[$0] }, "sheen darkened (\(x), \(y))")
                        if x < Int(TestFrames.spine.x + silhouette - 2 * radius) || x > Int(TestFrames.spine.x + silhouette) + 1 {
                            #expect(a == b, "sheen off the bend at (\(x), \(y))")
                        }
                    }
                }
                let y = Int(TestFrames.spine.y + 120)
                return (shaded, { x in Self.linear(shaded[x, y]) - Self.linear(plain[x, y]) })
            }
            // The outer half of the visible bend (its normals turn from up toward +x).
            let outer = (Int(TestFrames.spine.x + silhouette - 0.7 * radius) ..< Int(TestFrames.spine.x + silhouette) - 1)
            let fromViewer = try gain(light: SIMD3(0, 0, 1))
            let fromRight = try gain(light: SIMD3(0.8, 0, 1))
            let fromLeft = try gain(light: SIMD3(-0.8, 0, 1))
            let viewerPeak = outer.map(fromViewer.gain).max() ?? 0
            let rightPeak = outer.map(fromRight.gain).max() ?? 0
            let leftPeak = outer.map(fromLeft.gain).max() ?? 0
            #expect(viewerPeak > 0.02, "from the viewer: \(viewerPeak)")
            #expect(rightPeak > 0.06, "lit from the right: \(rightPeak)")
            #expect(rightPeak > 3 * leftPeak, "lit side \(rightPeak), far side \(leftPeak)")
        }
    }
}
