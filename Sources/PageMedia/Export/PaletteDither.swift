/// Maps RGBA frames onto a GIF's palette with error diffusion that leaves flat areas alone.
///
/// ffmpeg's `paletteuse` diffuses the error of every pixel into its neighbours. Where a large
/// area of one colour (the desk, the paper of a page at rest, a margin) has no exact entry in the
/// palette, that sprinkles it with dots; next to an edge, the edge's error spills into the flat
/// colour beside it as a line of stray dots, and a dot pattern that moves with the edge from
/// frame to frame. Here a pixel whose 3×3 neighbourhood is all one colour (a *flat* pixel) takes
/// the palette colour nearest to it and neither takes nor passes on any error, so a flat area is
/// one colour in the GIF; the other pixels (edges, gradients, shading, pictures) are dithered with
/// Sierra Lite (`2/4` right, `1/4` below left, `1/4` below), the error flowing only between them.
///
/// Frames are mapped in order, and a pixel that is not flat and whose colour is the same as in
/// the frame before keeps the palette colour it had there, taking and passing no error either:
/// what stands still in the video stands still in the GIF, instead of shimmering as error from
/// the moving parts flows through it in a new pattern every frame (and the encoder has less to
/// store).
///
/// Pixels less than half opaque (alpha below 128) stay transparent, as `paletteuse` keeps them;
/// the others become opaque palette colours. The result uses only the palette's colours, so
/// `paletteuse=dither=none` with the same palette maps it exactly.
struct PaletteDither {
    /// The palette's opaque colours (at most 256).
    let colours: [SIMD3<Int32>]
    /// The nearest colour's index for each colour quantised to 6 bits a channel, filled as met
    /// (`-1`: not yet): nearest-colour searches over a whole export stay bounded.
    private var nearest: [Int16]
    /// One row of error per channel for the row being mapped and the next, reused.
    private var errors: [SIMD3<Int32>] = []
    /// How each pixel of the frame being mapped is chosen, reused.
    private var kinds: [Kind] = []
    /// The frame before, as it came and as it was mapped (empty before the first frame).
    private var previousSource: [UInt8] = [], previousMapped: [UInt8] = []

    /// How a pixel's palette colour is chosen.
    enum Kind: UInt8 {
        /// Dithered: the nearest to its colour plus the error passed on to it.
        case dithered
        /// The nearest to its own colour: it and its 3×3 neighbours are one colour.
        case flat
        /// As in the frame before: its colour has not changed.
        case unchanged
    }

    /// A dither onto `palette`, straight RGBA8 pixels (4 bytes each); entries less than half
    /// opaque are left out (a palette's transparent slot). `nil` when no opaque colour is left.
    init?(palette: [UInt8]) {
        var colours: [SIMD3<Int32>] = []
        var i = 0
        while i + 3 < palette.count, colours.count < 256 {
            if palette[i + 3] >= 128 {
                let c = SIMD3(Int32(palette[i]), Int32(palette[i + 1]), Int32(palette[i + 2]))
                if !colours.contains(c) { colours.append(c) }
            }
            i += 4
        }
        guard !colours.isEmpty else { return nil }
        self.colours = colours
        nearest = Array(repeating: -1, count: 1 << 18)
    }

    /// Replaces every pixel of the `width`×`height` RGBA8 image `pixels`, the next frame of the
    /// video, by a palette colour (or leaves it transparent), as the type's description says.
    mutating func map(_ pixels: inout [UInt8], width: Int, height: Int) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return }
        let source = pixels
        if previousSource.count != source.count { previousSource = [] }
        Self.classify(source, previous: previousSource, width: width, height: height, into: &kinds)
        if errors.count != 2 * (width + 2) { errors = Array(repeating: .zero, count: 2 * (width + 2)) }
        for i in errors.indices { errors[i] = .zero }
        for y in 0..<height {
            // `this` and `next` rows of error, each padded by one slot either side.
            let this = (y & 1) * (width + 2), next = (1 - (y & 1)) * (width + 2)
            for x in 0..<width { errors[next + x + 1] = .zero }
            for x in 0..<width {
                let p = y * width + x, o = p * 4
                let kind = kinds[p]
                if kind == .unchanged {
                    for c in 0..<4 { pixels[o + c] = previousMapped[o + c] }
                    continue
                }
                guard pixels[o + 3] >= 128 else {
                    pixels[o + 3] = 0
                    continue
                }
                var wanted = SIMD3(Int32(pixels[o]), Int32(pixels[o + 1]), Int32(pixels[o + 2]))
                if kind == .dithered {
                    wanted &+= errors[this + x + 1] / 4
                    wanted = wanted.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 255))
                }
                let chosen = colours[nearestIndex(to: wanted)]
                pixels[o] = UInt8(chosen.x)
                pixels[o + 1] = UInt8(chosen.y)
                pixels[o + 2] = UInt8(chosen.z)
                pixels[o + 3] = 255
                guard kind == .dithered else { continue }
                // Sierra Lite, in quarters: 2 right, 1 below left, 1 below; only to dithered pixels.
                let error = wanted &- chosen
                if x + 1 < width, kinds[p + 1] == .dithered { errors[this + x + 2] &+= error &* 2 }
                if y + 1 < height {
                    if x > 0, kinds[p + width - 1] == .dithered { errors[next + x] &+= error }
                    if kinds[p + width] == .dithered { errors[next + x + 1] &+= error }
                }
            }
        }
        previousSource = source
        previousMapped = pixels
    }

    /// Sorts each pixel of the `width`×`height` RGBA8 image `pixels` into `kinds`: flat when its
    /// neighbours inside the image (3×3) have its colour, alpha included (so that an area an
    /// edge has left becomes one colour again), else unchanged from `previous` (the frame
    /// before, or empty), else dithered.
    static func classify(_ pixels: [UInt8], previous: [UInt8], width: Int, height: Int, into kinds: inout [Kind]) {
        if kinds.count != width * height { kinds = Array(repeating: .dithered, count: width * height) }
        let hasPrevious = previous.count == pixels.count
        pixels.withUnsafeBytes { bytes in
            previous.withUnsafeBytes { before in
                func pixel(_ x: Int, _ y: Int) -> UInt32 { bytes.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) }
                for y in 0..<height {
                    for x in 0..<width {
                        let centre = pixel(x, y)
                        var same = true
                        for ny in Swift.max(y - 1, 0)...Swift.min(y + 1, height - 1) where same {
                            for nx in Swift.max(x - 1, 0)...Swift.min(x + 1, width - 1) where pixel(nx, ny) != centre {
                                same = false
                                break
                            }
                        }
                        let unchanged = hasPrevious
                            && before.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self) == centre
                        kinds[y * width + x] = same ? .flat : unchanged ? .unchanged : .dithered
                    }
                }
            }
        }
    }

    /// The index of the palette colour nearest to `colour` (squared distance), looked up by the
    /// colour's 6-bit cell once it has been searched.
    private mutating func nearestIndex(to colour: SIMD3<Int32>) -> Int {
        let cell = Int((colour.x >> 2) << 12 | (colour.y >> 2) << 6 | (colour.z >> 2))
        if nearest[cell] >= 0 { return Int(nearest[cell]) }
        var best = 0, bestDistance = Int32.max
        for (index, candidate) in colours.enumerated() {
            let d = candidate &- colour
            let distance = (d &* d).wrappedSum()
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        nearest[cell] = Int16(best)
        return best
    }
}
