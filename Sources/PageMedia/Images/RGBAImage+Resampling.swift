public import PageImage

extension RGBAImage {
    /// This image resampled to `size` pixels (sides clamped to at least 1), stretched to fill it.
    ///
    /// A separable tent filter in premultiplied alpha: bilinear interpolation when enlarging, and
    /// when shrinking a tent as wide as the shrink factor, so every source pixel contributes and fine
    /// detail averages out instead of aliasing. Edges repeat the border pixels. Returns `self` when
    /// the size is unchanged; an empty image gives a transparent image of `size`.
    public func resampled(to size: PixelSize) -> RGBAImage {
        let target = size.clampedToOne
        if target.width == width && target.height == height { return self }
        return resampled(region: (SIMD2(0, 0), SIMD2(Double(width), Double(height))), to: target)
    }

    /// The part `region` of this image (pixels from the top-left: an origin and a size, neither
    /// snapped to whole pixels) resampled to `size` pixels (sides clamped to at least 1),
    /// stretched to fill it, with ``resampled(to:)``'s filter; outside the image the border
    /// pixels repeat. Memory beyond the result: 16 bytes a pixel of `size.width` × the source
    /// rows the region spans (not the whole image). An empty image or region gives a transparent
    /// image of `size`.
    public func resampled(region: (origin: SIMD2<Double>, size: SIMD2<Double>), to size: PixelSize) -> RGBAImage {
        let target = size.clampedToOne
        guard !isEmpty, region.size.x > 0, region.size.y > 0, region.origin.x.isFinite, region.origin.y.isFinite,
              region.size.x.isFinite, region.size.y.isFinite
        else { return RGBAImage(width: target.width, height: target.height) }
        let columns = Self.filterTaps(origin: region.origin.x, length: region.size.x, sourceCount: width, to: target.width)
        var rows = Self.filterTaps(origin: region.origin.y, length: region.size.y, sourceCount: height, to: target.height)
        // Only the source rows the vertical taps read go through the horizontal pass.
        var firstRow = height, lastRow = 0
        for taps in rows {
            for tap in taps {
                firstRow = min(firstRow, tap.index)
                lastRow = max(lastRow, tap.index)
            }
        }
        for y in rows.indices { for t in rows[y].indices { rows[y][t].index -= firstRow } }
        let spanned = lastRow - firstRow + 1

        // Horizontal pass: width × height -> target.width × height. Each source row is premultiplied
        // into floats on its own (colour bleeding from transparent pixels would otherwise darken or
        // tint the edges of shapes), so the only float buffer is this pass's output: memory is the
        // input's bytes plus 16 bytes a pixel of target.width × height.
        var horizontal = [Float](repeating: 0, count: target.width * spanned * 4)
        var source = [Float](repeating: 0, count: width * 4)
        let bytes = pixels
        for y in 0..<spanned {
            let sourceRow = (firstRow + y) * width * 4
            for x in 0..<width {
                let offset = sourceRow + x * 4
                let alpha = Float(bytes[offset + 3]) / 255
                source[x * 4] = Float(bytes[offset]) * alpha
                source[x * 4 + 1] = Float(bytes[offset + 1]) * alpha
                source[x * 4 + 2] = Float(bytes[offset + 2]) * alpha
                source[x * 4 + 3] = Float(bytes[offset + 3])
            }
            let targetRow = y * target.width * 4
            for x in 0..<target.width {
                var sum = SIMD4<Float>.zero
                for tap in columns[x] {
                    let offset = tap.index * 4
                    sum += tap.weight * SIMD4(source[offset], source[offset + 1], source[offset + 2], source[offset + 3])
                }
                let offset = targetRow + x * 4
                horizontal[offset] = sum.x
                horizontal[offset + 1] = sum.y
                horizontal[offset + 2] = sum.z
                horizontal[offset + 3] = sum.w
            }
        }

        // Vertical pass, then un-premultiply and round back to bytes.
        var output = [UInt8](repeating: 0, count: target.width * target.height * 4)
        let rowLength = target.width * 4
        for y in 0..<target.height {
            for x in 0..<target.width {
                var sum = SIMD4<Float>.zero
                for tap in rows[y] {
                    let offset = tap.index * rowLength + x * 4
                    sum += tap.weight * SIMD4(
                        horizontal[offset], horizontal[offset + 1], horizontal[offset + 2], horizontal[offset + 3])
                }
                let offset = y * rowLength + x * 4
                let alpha = min(max(sum.w, 0), 255)
                guard alpha > 0 else { continue }
                let scale = 255 / alpha
                output[offset] = Self.byte(sum.x * scale)
                output[offset + 1] = Self.byte(sum.y * scale)
                output[offset + 2] = Self.byte(sum.z * scale)
                output[offset + 3] = Self.byte(alpha)
            }
        }
        return RGBAImage(width: target.width, height: target.height, pixels: output)
    }

    /// This image scaled to fit inside `size` with its aspect ratio kept
    /// (``PixelSize/fitting(aspectOf:into:)``), centred on `background`, composited with straight
    /// alpha "over". The result is exactly `size` (sides clamped to at least 1).
    public func letterboxed(into size: PixelSize, background: SIMD4<UInt8> = SIMD4(0, 0, 0, 255)) -> RGBAImage {
        let canvasSize = size.clampedToOne
        let fitted = PixelSize.fitting(
            aspectOf: SIMD2(Double(max(width, 1)), Double(max(height, 1))), into: canvasSize)
        let page = resampled(to: fitted)
        var canvas = RGBAImage(width: canvasSize.width, height: canvasSize.height, filledWith: background)
        let left = (canvasSize.width - fitted.width) / 2
        let top = (canvasSize.height - fitted.height) / 2
        let pageBytes = page.pixels
        let back = SIMD4<Float>(Float(background.x), Float(background.y), Float(background.z), Float(background.w))
        canvas.withUnsafeMutablePixelBytes { out in
            for y in 0..<fitted.height {
                for x in 0..<fitted.width {
                    let source = (y * fitted.width + x) * 4
                    let target = ((top + y) * canvasSize.width + left + x) * 4
                    let alpha = pageBytes[source + 3]
                    if alpha == 255 {
                        out[target] = pageBytes[source]
                        out[target + 1] = pageBytes[source + 1]
                        out[target + 2] = pageBytes[source + 2]
                        out[target + 3] = 255
                        continue
                    }
                    // Straight-alpha "over": a = as + ab(1 - as), c = (cs·as + cb·ab(1 - as)) / a.
                    let sourceAlpha = Float(alpha) / 255
                    let backAlpha = back.w / 255 * (1 - sourceAlpha)
                    let outAlpha = sourceAlpha + backAlpha
                    guard outAlpha > 0 else {
                        out[target] = 0; out[target + 1] = 0; out[target + 2] = 0; out[target + 3] = 0
                        continue
                    }
                    let colour = SIMD4<Float>(
                        Float(pageBytes[source]), Float(pageBytes[source + 1]), Float(pageBytes[source + 2]), 0)
                    let mixed = (colour * sourceAlpha + back * backAlpha) / outAlpha
                    out[target] = Self.byte(mixed.x)
                    out[target + 1] = Self.byte(mixed.y)
                    out[target + 2] = Self.byte(mixed.z)
                    out[target + 3] = Self.byte(outAlpha * 255)
                }
            }
        }
        return canvas
    }

    /// One source sample and its weight in a resampling filter.
    private struct Tap {
        var index: Int
        var weight: Float
    }

    /// For each of `count` output samples spread over source samples `origin ..< origin +
    /// length` (of `sourceCount`), the source samples and normalised weights of a tent filter of
    /// radius `max(1, length / count)` source samples.
    private static func filterTaps(origin: Double, length: Double, sourceCount: Int, to count: Int) -> [[Tap]] {
        let scale = length / Double(count)
        let radius = max(1, scale)
        var result: [[Tap]] = []
        result.reserveCapacity(count)
        for target in 0..<count {
            let centre = origin + (Double(target) + 0.5) * scale - 0.5
            let first = Int((centre - radius).rounded(.up))
            let last = Int((centre + radius).rounded(.down))
            var taps: [Tap] = []
            var total = 0.0
            for sample in first...max(first, last) {
                let weight = max(0, 1 - abs(Double(sample) - centre) / radius)
                guard weight > 0 else { continue }
                taps.append(Tap(index: min(max(sample, 0), sourceCount - 1), weight: Float(weight)))
                total += weight
            }
            if taps.isEmpty {
                // The centre sits exactly on a sample at radius 1 and the tent reaches no neighbour.
                taps = [Tap(index: min(max(Int(centre.rounded()), 0), sourceCount - 1), weight: 1)]
                total = 1
            }
            for i in taps.indices { taps[i].weight = Float(Double(taps[i].weight) / total) }
            result.append(taps)
        }
        return result
    }

    /// Rounds and clamps to `0...255`.
    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
