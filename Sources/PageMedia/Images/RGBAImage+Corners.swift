public import PageImage

extension RGBAImage {
    /// This image with its corners rounded off to transparency: a quarter circle of `radius`
    /// pixels at each corner (clamped to half the shorter side), its edge anti-aliased by the
    /// share of each pixel inside it. A card or a browser tab's thumbnail; `radius <= 0` (or not
    /// finite) returns the image unchanged.
    public func withRoundedCorners(radius: Double) -> RGBAImage {
        let r = Swift.min(radius.isFinite ? radius : 0, Double(Swift.min(width, height)) / 2)
        guard r > 0 else { return self }
        var result = self
        let reach = Int(r.rounded(.up))
        result.withUnsafeMutablePixelBytes { bytes in
            for dy in 0..<Swift.min(reach, height) {
                for dx in 0..<Swift.min(reach, width) {
                    // Pixel (dx, dy) from the corner: its centre's distance to the circle's centre.
                    let x = r - (Double(dx) + 0.5), y = r - (Double(dy) + 0.5)
                    let coverage = Swift.min(Swift.max(r - (x * x + y * y).squareRoot() + 0.5, 0), 1)
                    guard x > 0, y > 0, coverage < 1 else { continue }
                    for (cx, cy) in [(dx, dy), (width - 1 - dx, dy), (dx, height - 1 - dy), (width - 1 - dx, height - 1 - dy)] {
                        let alpha = (cy * width + cx) * 4 + 3
                        bytes[alpha] = UInt8((Double(bytes[alpha]) * coverage).rounded())
                    }
                }
            }
        }
        return result
    }
}
