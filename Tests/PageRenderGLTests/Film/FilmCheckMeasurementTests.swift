import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

/// The film check's measurements on pictures made by hand: each one fails on the fault it is
/// for and passes on motion that is not one, so that a passing film check means something.
@Suite struct FilmCheckMeasurementTests {
    static let paper = SIMD4<UInt8>(230, 220, 200, 255)
    static let desk = SIMD4<UInt8>(41, 43, 48, 255)
    static let ink = SIMD4<UInt8>(40, 40, 60, 255)

    /// A 240 × 135 picture of desk with a paper rectangle from `x` (width 80, rows 20 ..< 110),
    /// brightened by `light` levels, with ink stripes every `period` pixels of the paper when
    /// given; a fractional `x` is drawn with 8 samples a pixel across, so edges and stripes
    /// anti-alias as a renderer's would.
    static func picture(x: Double, light: Int = 0, period: Int? = nil) -> RGBAImage {
        var image = RGBAImage(width: 240, height: 135, filledWith: desk)
        let samples = 8
        var row = [SIMD4<UInt8>](repeating: desk, count: 240)
        for column in 0 ..< 240 {
            var sum = SIMD3<Double>(0, 0, 0)
            for k in 0 ..< samples {
                let u = Double(column) + (Double(k) + 0.5) / Double(samples)
                var colour = desk
                if u >= x, u < x + 80 {
                    colour = paper
                    if let period, Int((u - x).rounded(.down)) % period < period / 2 { colour = ink }
                    colour = SIMD4(UInt8(Swift.min(255, Int(colour.x) + light)), UInt8(Swift.min(255, Int(colour.y) + light)),
                                   UInt8(Swift.min(255, Int(colour.z) + light)), 255)
                }
                sum += SIMD3(Double(colour.x), Double(colour.y), Double(colour.z))
            }
            let mean = sum / Double(samples)
            row[column] = SIMD4(UInt8(mean.x.rounded()), UInt8(mean.y.rounded()), UInt8(mean.z.rounded()), 255)
        }
        for y in 20 ..< 110 { for column in 0 ..< 240 { image[column, y] = row[column] } }
        return image
    }

    @Test func tileDifferenceReadsAUniformChangeAsItsSize() {
        let a = Self.picture(x: 80), b = Self.picture(x: 80, light: -10)
        let difference = TileDifference(a, b, tile: 16)
        #expect(difference.worst.value == 10)
        #expect(TileDifference.tileSize(frameWidth: 240) == 16)
        // An edge of ≈ 173 levels moving one pixel: one column of a 16-pixel tile, ≈ 173 / 16.
        let moved = TileDifference(a, Self.picture(x: 81), tile: 16).worst.value
        #expect(moved > 10 && moved < 11.5, "\(moved)")
    }

    @Test func motionBoundariesFindStartsAndStops() {
        func frame(_ x: Double) -> Frame {
            Frame(viewSize: SIMD2(10, 10), drawables: [PageDrawable(front: .page(0), pageSize: SIMD2(1, 1),
                                                                    placement: Transform3D(translationX: x, y: 0, z: 0))])
        }
        let frames = [0, 0, 1, 2, 2, 2, 3, 3].map { frame(Double($0)) }
        #expect(MotionBoundary.find(in: frames) == [
            MotionBoundary(kind: .start, frame: 2), MotionBoundary(kind: .stop, frame: 3),
            MotionBoundary(kind: .start, frame: 6), MotionBoundary(kind: .stop, frame: 6),
        ])
    }

    @Test func restJumpCatchesALandingPopAndPassesASoftLanding() {
        // Eased to a stop: 2, 1, ½, ¼ pixel, then rest.
        let soft = [0, 2, 3, 3.5, 3.75, 3.75].map { Self.picture(x: 80 + $0) }
        let stops = [MotionBoundary(kind: .stop, frame: 4)]
        #expect(RestJumpCheck.findings(images: soft, boundaries: stops, tile: 16).isEmpty)
        // The same, but the page was 20 levels darker until it landed (a shadow switching off).
        var popping = [0, 2, 3, 3.5].map { Self.picture(x: 80 + $0, light: -20) }
        popping += [Self.picture(x: 83.75), Self.picture(x: 83.75)]
        let found = RestJumpCheck.findings(images: popping, boundaries: stops, tile: 16)
        #expect(found.count == 1 && found.first?.frame == 4 && (found.first?.value ?? 0) >= 19, "\(found)")
        // Dense print sliding half a pixel, then a quarter, into rest: tiles change by 20 levels
        // and more, but only move.
        let print = [0, 2, 3, 3.5, 3.75, 3.75].map { Self.picture(x: 80 + $0, period: 4) }
        #expect(TileDifference(print[3], print[4], tile: 16).worst.value > 15)
        #expect(RestJumpCheck.findings(images: print, boundaries: stops, tile: 16).isEmpty)
        // A thin light sliver beside the page vanishing as it lands.
        var sliver = soft
        for index in 0 ..< 4 {
            for y in 20 ..< 110 { for x in 76 ..< 78 { sliver[index][x, y] = SIMD4(235, 235, 240, 255) } }
        }
        #expect(RestJumpCheck.findings(images: sliver, boundaries: stops, tile: 16).first?.frame == 4)
    }

    @Test func restJumpCatchesAPopLeavingRestAndPassesABriskStart() {
        let starts = [MotionBoundary(kind: .start, frame: 2)]
        // A spring from rest: 10, 18, 21 pixels a frame.
        let brisk = [0, 0, 10, 28, 49, 64].map { Self.picture(x: 20 + Double($0)) }
        #expect(RestJumpCheck.findings(images: brisk, boundaries: starts, tile: 16).isEmpty)
        // The page darkens by 30 levels as it starts, then creeps on.
        let popping = [Self.picture(x: 20), Self.picture(x: 20)] + [0, 0.5, 1, 1.5].map { Self.picture(x: 20 + $0, light: -30) }
        let found = RestJumpCheck.findings(images: popping, boundaries: starts, tile: 16)
        #expect(found.first?.frame == 2, "\(found)")
    }

    @Test func flickerCatchesABlinkAndPassesRepeatedContentMovingFast() {
        let blink = [Self.picture(x: 80), Self.picture(x: 80, light: -25), Self.picture(x: 80)]
        #expect(FlickerCheck.findings(images: blink, tile: 16).first?.frame == 1)
        // A striped page 16 pixels a period sliding 8 pixels a frame: inside it, frames 0 and 2
        // look alike.
        let sliding = [0.0, 8, 16].map { Self.picture(x: 60 + $0, period: 16) }
        let ab = TileDifference(sliding[0], sliding[1], tile: 16), ac = TileDifference(sliding[0], sliding[2], tile: 16)
        #expect(ab.values.indices.contains { ab.values[$0] > 2 * FlickerCheck.threshold && ac.values[$0] < 1 },
                "some tile looks like a blink but for motion")
        #expect(FlickerCheck.findings(images: sliding, tile: 16).isEmpty)
        // A page moving steadily.
        let moving = [0, 6, 12, 18].map { Self.picture(x: 60 + Double($0)) }
        #expect(FlickerCheck.findings(images: moving, tile: 16).isEmpty)
    }

    @Test func fastGeometryTellsPagesTooFastForPixelsFromSlowOnesAndFromPagesThatAppear() {
        // A 40 × 40-point lifted page at x = 20, 30, … view points, pictures at 1 pixel a point,
        // in 16-pixel tiles: the tile (2, 1) holds its left part in the middle frame.
        func frame(_ x: Double?) -> Frame {
            var frame = Frame(viewSize: SIMD2(240, 135), camera: .orthographic)
            if let x {
                frame.drawables = [PageDrawable(front: .page(1), pageSize: SIMD2(40, 40),
                                                placement: Transform3D(translationX: x, y: 20, z: 0), layer: 1)]
            }
            return frame
        }
        let tile = 16, columns = 15, index = 1 * columns + 2
        func fast(_ xs: [Double?]) -> Bool {
            FastGeometry(frames: xs.map(frame), scale: 1).movesFast(middle: 1, index: index, columns: columns, tile: tile)
        }
        #expect(fast([4, 36, 68]), "32 points a frame is more than a tile")
        #expect(!fast([28, 36, 44]), "8 points a frame is not")
        #expect(!fast([nil, 36, 68]) && !fast([4, 36, nil]), "a page that appears or vanishes is not motion")
        #expect(!fast([4, 120, 200]), "a page elsewhere in the middle frame does not cover the tile")
    }

    @Test func borderRingCountsWhatReachesTheEdge() {
        let ring = BorderRing(width: 2, background: Self.desk)
        #expect(ring.count(in: Self.picture(x: 80)).total == 0)
        let cut = ring.count(in: Self.picture(x: 200))
        #expect(cut.right == 2 * 90 && cut.total == cut.right, "\(cut)")
    }

    @Test func paddedViewKeepsEveryPointWhereItWas() throws {
        let drawable = PageDrawable(front: .page(0), pageSize: SIMD2(100, 140), surface: .spineRotation(SpineRotation(angle: 1)),
                                    placement: Transform3D(translationX: 300, y: 50, z: 0))
        let frame = Frame(viewSize: SIMD2(960, 540), camera: Camera(), drawables: [drawable])
        let padded = PaddedView(padPixels: 12, scale: 0.25)
        let enlarged = padded.padded(frame)
        for point in [SIMD2(0.0, 0), SIMD2(100, 140), SIMD2(60, 20)] {
            let position = drawable.surface.surface(at: point).position
            let before = try #require(RenderCamera(frame: frame, scale: 0.25).pixelPosition(of: drawable.placement.apply(to: position)))
            let after = try #require(RenderCamera(frame: enlarged, scale: 0.25)
                .pixelPosition(of: enlarged.drawables[0].placement.apply(to: position)))
            #expect(abs(after.x - before.x - 12) < 1e-6 && abs(after.y - before.y - 12) < 1e-6, "\(before) → \(after)")
        }
    }

    @Test func seamLineFindsAOnePixelLineAndNotABlend() {
        func seam(_ colour: SIMD4<UInt8>) -> LumaPlane {
            var image = RGBAImage(width: 40, height: 30, filledWith: Self.paper)
            for y in 0 ..< 30 {
                for x in 20 ..< 40 { image[x, y] = SIMD4(150, 190, 240, 255) }
                image[20, y] = colour
            }
            return LumaPlane(image)
        }
        #expect(SeamLine.worstColumn(in: seam(Self.desk), seamX: 20.4, rows: 0 ..< 30).share == 1)
        #expect(SeamLine.worstColumn(in: seam(SIMD4(190, 205, 220, 255)), seamX: 20.4, rows: 0 ..< 30).share == 0)
    }

    @Test func pureBlackAndBackContentMeasureWhatTheySay() {
        var image = Self.picture(x: 80)
        #expect(PureBlackPixels.count(in: image).count == 0)
        image[3, 4] = SIMD4(0, 2, 1, 255)
        #expect(PureBlackPixels.count(in: image).count == 1 && PureBlackPixels.count(in: image).first == SIMD2(3, 4))

        var mask = RGBAImage(width: 240, height: 135, filledWith: SIMD4(0, 0, 0, 255))
        for y in 20 ..< 110 { for x in 80 ..< 160 { mask[x, y] = SIMD4(255, 0, 255, 255) } }
        let flat = BackFaceContent.measure(real: Self.picture(x: 80), blank: Self.picture(x: 80), mask: mask)
        #expect(flat.pixels == 80 * 90 && flat.difference == 0)
        let content = BackFaceContent.measure(real: Self.picture(x: 80, period: 8), blank: Self.picture(x: 80), mask: mask)
        #expect(content.difference > BackFaceContent.threshold)
    }
}
