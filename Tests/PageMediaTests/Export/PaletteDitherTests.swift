import Foundation
import PageImage
@testable import PageMedia
import Testing

/// GIF colour mapping: flat areas stay one colour (no stray dots, none along edges), the rest is
/// dithered, transparency is kept; and a real GIF export shows the same.
@Suite struct PaletteDitherTests {
    /// A palette of greys 0, 32, …, 224 and white: a flat grey of 100 is in none of them.
    static let greys: [UInt8] = (0...8).flatMap { i -> [UInt8] in
        let v = UInt8(Swift.min(i * 32, 255))
        return [v, v, v, 255]
    }

    /// A 64×32 picture: a horizontal grey ramp on the left half, a flat grey of 100 on the right.
    static func rampBesideFlat(width: Int = 64, height: Int = 32) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, filledWith: SIMD4(100, 100, 100, 255))
        for y in 0..<height {
            for x in 0..<(width / 2) {
                let v = UInt8(60 + x * 4)
                image[x, y] = SIMD4(v, v, v, 255)
            }
        }
        return image
    }

    /// Distinct colours among the pixels of `image` in columns `columns`, one row away from the
    /// top and bottom edge.
    static func colours(_ image: RGBAImage, columns: Range<Int>) -> Set<SIMD4<UInt8>> {
        var set = Set<SIMD4<UInt8>>()
        for y in 1..<(image.height - 1) { for x in columns { set.insert(image[x, y]) } }
        return set
    }

    @Test func aFlatAreaIsOneColourAndTheRampIsDithered() throws {
        var dither = try #require(PaletteDither(palette: Self.greys))
        let image = Self.rampBesideFlat()
        var pixels = image.pixels
        dither.map(&pixels, width: image.width, height: image.height)
        let mapped = RGBAImage(width: image.width, height: image.height, pixels: pixels)
        // Right of the edge, from the first column whose 3×3 neighbourhood is flat: one colour,
        // the nearest grey, not a sprinkle of 96 and 128.
        #expect(Self.colours(mapped, columns: 33..<64) == [SIMD4(96, 96, 96, 255)])
        // The ramp is dithered: its columns mix neighbouring greys, and their mean follows the ramp.
        #expect(Self.colours(mapped, columns: 0..<32).count >= 4)
        for x in stride(from: 2, to: 30, by: 4) {
            var sum = 0
            for y in 0..<mapped.height { sum += Int(mapped[x, y].x) }
            let mean = Double(sum) / Double(mapped.height), wanted = Double(60 + x * 4)
            #expect(abs(mean - wanted) < 12, "column \(x): mean \(mean), source \(wanted)")
        }
        // Every pixel is a palette colour.
        let palette = Set(stride(from: 0, to: Self.greys.count, by: 4).map {
            SIMD4(Self.greys[$0], Self.greys[$0 + 1], Self.greys[$0 + 2], 255)
        })
        #expect(Self.colours(mapped, columns: 0..<64).isSubset(of: palette))
    }

    @Test func whatStandsStillStaysStillWhileAnotherPartMoves() throws {
        var dither = try #require(PaletteDither(palette: Self.greys))
        func frame(block: UInt8) -> [UInt8] {
            var image = RGBAImage(width: 48, height: 24, filledWith: SIMD4(0, 0, 0, 255))
            for y in 0..<24 {
                for x in 0..<48 {
                    let v = UInt8((x * 13 + y * 29) % 200 + 20)
                    image[x, y] = x < 8 && y < 8 ? SIMD4(block, block, block, 255) : SIMD4(v, v, v, 255)
                }
            }
            return image.pixels
        }
        var first = frame(block: 40), second = frame(block: 170)
        dither.map(&first, width: 48, height: 24)
        dither.map(&second, width: 48, height: 24)
        var changed = 0
        for y in 0..<24 {
            for x in 0..<48 where !(x < 8 && y < 8) {
                let o = (y * 48 + x) * 4
                if first[o..<(o + 4)] != second[o..<(o + 4)] { changed += 1 }
            }
        }
        #expect(changed == 0, "\(changed) still pixels changed with the block")
        #expect(first[0..<4] != second[0..<4], "the block itself changed")
    }

    @Test func transparentPixelsStayTransparentAndPaletteHolesAreSkipped() throws {
        // A palette with a transparent slot (as palettegen reserves one) and black and white.
        var dither = try #require(PaletteDither(palette: [0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255]))
        var image = RGBAImage(width: 8, height: 8, filledWith: SIMD4(250, 250, 250, 255))
        image[3, 3] = SIMD4(10, 10, 10, 40)
        var pixels = image.pixels
        dither.map(&pixels, width: 8, height: 8)
        let mapped = RGBAImage(width: 8, height: 8, pixels: pixels)
        #expect(mapped[3, 3].w == 0)
        #expect(mapped[0, 0] == SIMD4(255, 255, 255, 255), "the transparent slot's green is never chosen")
        #expect(PaletteDither(palette: [1, 2, 3, 0]) == nil, "no opaque colour to map onto")
    }

    @Test func aGIFExportHasNoStrayDotsInFlatAreas() throws {
        let folder = try TemporaryFolder()
        let url = URL(fileURLWithPath: folder.path + "/flat.gif")
        let size = PixelSize(width: 64, height: 32)
        let exporter = try VideoExporter(url: url, format: .gif, size: size, fps: 10)
        // Frames with a picture of a thousand colours beside a flat area whose colour changes a
        // little from frame to frame (paper under moving light): one palette for all the frames
        // cannot hold each flat colour exactly.
        for shift in 0..<6 {
            var image = Self.rampBesideFlat()
            for y in 0..<image.height {
                for x in 0..<32 {
                    image[x, y] = SIMD4(UInt8(120 + x * 4), UInt8(100 + y * 4), UInt8((x * 7 + y * 5 + shift * 9) % 256), 255)
                }
                for x in 32..<64 { image[x, y] = SIMD4(UInt8(185 + shift), UInt8(171 - shift), UInt8(203 + shift % 2 * 2), 255) }
            }
            try exporter.append(image)
        }
        try exporter.finish()
        let frames = folder.path + "/frame-%02d.png"
        #expect(try Tool.run("ffmpeg", ["-v", "error", "-i", url.path, frames]).status == 0)
        for index in 1...6 {
            let frame = try RGBAImage(pngFile: folder.path + String(format: "/frame-%02d.png", index))
            let flat = Self.colours(frame, columns: 33..<63)
            #expect(flat.count == 1, "frame \(index): the flat area shows \(flat.count) colours")
        }
    }
}
