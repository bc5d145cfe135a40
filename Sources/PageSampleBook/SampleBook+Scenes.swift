import Foundation

extension SampleBook {
    /// The pictures, one a story page (cycled when there are more pages): each is drawn with shapes
    /// only, in a `width` × `height` frame whose origin is its top-left corner (points).
    enum Scene: Int, CaseIterable {
        case hills, river, mill, night, lighthouse, balloon, meadow, kite, underwater, bookshelf, rainbow

        func draw(_ p: CairoPainter, width w: Double, height h: Double) {
            switch self {
            case .hills: Self.hills(p, w, h)
            case .river: Self.river(p, w, h)
            case .mill: Self.mill(p, w, h)
            case .night: Self.night(p, w, h)
            case .lighthouse: Self.lighthouse(p, w, h)
            case .balloon: Self.balloon(p, w, h)
            case .meadow: Self.meadow(p, w, h)
            case .kite: Self.kite(p, w, h)
            case .underwater: Self.underwater(p, w, h)
            case .bookshelf: Self.bookshelf(p, w, h)
            case .rainbow: Self.rainbow(p, w, h)
            }
        }

        /// A deterministic value in `0..<1` for `index` (SplitMix64's finaliser): scattered stars,
        /// book heights and the like, identical on every render.
        static func scatter(_ index: Int) -> Double {
            var z = UInt64(truncatingIfNeeded: index) &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }

        private static func sky(_ p: CairoPainter, _ w: Double, _ h: Double, _ top: UInt32, _ bottom: UInt32) {
            p.linearGradient(0, 0, 0, h, [(0, top), (1, bottom)])
            p.rectangle(0, 0, w, h)
            p.fill()
        }

        private static func sun(_ p: CairoPainter, _ x: Double, _ y: Double, _ r: Double, rays: Bool = true) {
            p.radialGradient(x, y, r * 0.6, r * 2.6, [(0, 0xFFE9A0, 0.8), (1, 0xFFE9A0, 0)])
            p.circle(x, y, r * 2.6)
            p.fill()
            if rays {
                p.color(0xF6B531)
                for ray in 0..<12 {
                    let angle = Double(ray) * .pi / 6
                    p.move(x + (r + 5) * cos(angle), y + (r + 5) * sin(angle))
                    p.line(x + (r + 13) * cos(angle), y + (r + 13) * sin(angle))
                }
                p.stroke(width: 2.5)
            }
            p.color(0xFFC93C)
            p.circle(x, y, r)
            p.fill()
        }

        private static func cloud(_ p: CairoPainter, _ x: Double, _ y: Double, _ s: Double, alpha: Double = 0.95) {
            p.color(0xFFFFFF, alpha: alpha)
            p.circle(x, y, 10 * s)
            p.circle(x + 12 * s, y - 6 * s, 13 * s)
            p.circle(x + 26 * s, y, 10 * s)
            p.roundedRectangle(x - 2 * s, y - 2 * s, 30 * s, 12 * s, radius: 6 * s)
            p.fill()
        }

        private static func spruce(_ p: CairoPainter, _ x: Double, _ base: Double, _ height: Double, _ hex: UInt32) {
            p.color(0x6B4A2E)
            p.rectangle(x - height * 0.05, base - height * 0.15, height * 0.1, height * 0.15)
            p.fill()
            p.color(hex)
            for tier in 0..<3 {
                let top = base - height + Double(tier) * height * 0.22
                let half = height * (0.18 + Double(tier) * 0.08)
                p.polygon([(x, top), (x + half, top + height * 0.4), (x - half, top + height * 0.4)])
            }
            p.fill()
        }

        private static func hills(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x8CC8F0, 0xE4F4FB)
            sun(p, w * 0.78, h * 0.28, 20)
            cloud(p, w * 0.12, h * 0.22, 1.0)
            p.color(0x79B36B)
            p.ellipse(w * 0.25, h * 1.05, w * 0.55, h * 0.5)
            p.fill()
            p.color(0x4E9A4A)
            p.ellipse(w * 0.85, h * 1.15, w * 0.5, h * 0.55)
            p.fill()
            for (i, x) in [0.08, 0.16, 0.24, 0.33].enumerated() {
                spruce(p, w * x, h * (0.74 - Double(i % 2) * 0.04), 44 - Double(i) * 3, 0x2F6B3A)
            }
            for x in [0.62, 0.7, 0.9] { spruce(p, w * x, h * 0.84, 52, 0x255C31) }
        }

        private static func waves(_ p: CairoPainter, _ w: Double, top: Double, rows: Int, hex: UInt32, alpha: Double) {
            p.color(hex, alpha: alpha)
            for row in 0..<rows {
                let y = top + Double(row) * 12
                let shift = Double(row % 2) * 14
                var x = -shift
                p.move(x, y)
                while x < w + 28 {
                    p.curve(x + 7, y - 4, x + 14, y - 4, x + 21, y)
                    x += 21
                }
            }
            p.stroke(width: 1.4)
        }

        private static func river(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0xF7C58B, 0xFCEBD2)
            sun(p, w * 0.2, h * 0.42, 16, rays: false)
            p.color(0x7D8C6A)
            p.polygon([(0, h * 0.55), (w * 0.2, h * 0.45), (w * 0.45, h * 0.52), (w * 0.7, h * 0.42), (w, h * 0.5), (w, h * 0.6), (0, h * 0.6)])
            p.fill()
            p.linearGradient(0, h * 0.58, 0, h, [(0, 0x4F8FB8), (1, 0x245A80)])
            p.rectangle(0, h * 0.58, w, h * 0.42)
            p.fill()
            waves(p, w, top: h * 0.68, rows: 4, hex: 0xBFE0F2, alpha: 0.6)
            // Floating logs.
            p.color(0x8A5A35)
            for (x, y) in [(0.12, 0.8), (0.24, 0.9), (0.82, 0.86)] {
                p.roundedRectangle(w * x, h * y, 34, 7, radius: 3.5)
            }
            p.fill()
            // The boat: hull, mast, sail.
            let bx = w * 0.52
            let by = h * 0.78
            p.color(0x6E3B1F)
            p.polygon([(bx - 40, by), (bx + 44, by), (bx + 32, by + 16), (bx - 30, by + 16)])
            p.fill()
            p.color(0x3B2A1E)
            p.move(bx, by)
            p.line(bx, by - 70)
            p.stroke(width: 2.4)
            p.color(0xFDF6E3)
            p.polygon([(bx + 3, by - 68), (bx + 44, by - 8), (bx + 3, by - 8)])
            p.fill()
            p.color(0xD9534F)
            p.polygon([(bx - 3, by - 60), (bx - 3, by - 10), (bx - 32, by - 10)])
            p.fill()
            p.color(0xD9534F)
            p.polygon([(bx, by - 70), (bx + 14, by - 66), (bx, by - 62)])
            p.fill()
        }

        private static func mill(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0xA9D6E5, 0xEAF6F0)
            cloud(p, w * 0.6, h * 0.2, 0.9)
            cloud(p, w * 0.85, h * 0.3, 0.7)
            p.color(0x8DBF6A)
            p.rectangle(0, h * 0.66, w, h * 0.34)
            p.fill()
            p.linearGradient(0, h * 0.8, 0, h, [(0, 0x5DA9D6), (1, 0x3A7CA8)])
            p.rectangle(0, h * 0.82, w, h * 0.18)
            p.fill()
            // Smoke.
            for i in 0..<4 {
                p.color(0x9AA3A8, alpha: 0.55 - Double(i) * 0.1)
                p.circle(w * 0.34 + Double(i) * 9, h * 0.26 - Double(i) * 10, 7 + Double(i) * 2.5)
                p.fill()
            }
            // Chimney, walls, roof, door, windows.
            p.color(0x8E4B3A)
            p.rectangle(w * 0.32, h * 0.26, 10, 26)
            p.fill()
            p.color(0xF2E3C6)
            p.rectangle(w * 0.2, h * 0.44, w * 0.32, h * 0.4)
            p.fill()
            p.color(0xB5483B)
            p.polygon([(w * 0.17, h * 0.45), (w * 0.36, h * 0.26), (w * 0.55, h * 0.45)])
            p.fill()
            p.color(0x6B4A2E)
            p.rectangle(w * 0.33, h * 0.64, 18, h * 0.2)
            p.fill()
            p.color(0x5C8FB0)
            for x in [0.24, 0.43] {
                p.rectangle(w * x, h * 0.52, 16, 14)
            }
            p.fill()
            // The water wheel, turning in the stream.
            let cx = w * 0.66
            let cy = h * 0.7
            let r = h * 0.24
            p.color(0x7A5230)
            p.circle(cx, cy, r)
            p.stroke(width: 4)
            for spoke in 0..<8 {
                let angle = Double(spoke) * .pi / 4 + 0.2
                p.move(cx, cy)
                p.line(cx + r * cos(angle), cy + r * sin(angle))
                p.move(cx + r * cos(angle), cy + r * sin(angle))
                p.line(cx + (r + 7) * cos(angle), cy + (r + 7) * sin(angle))
            }
            p.stroke(width: 2.5)
            p.circle(cx, cy, 5)
            p.fill()
            waves(p, w, top: h * 0.9, rows: 1, hex: 0xD6EEF8, alpha: 0.8)
        }

        private static func night(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x101A3C, 0x4B3B78)
            p.color(0xFFFFFF)
            for star in 0..<60 {
                let x = scatter(star * 2) * w
                let y = scatter(star * 2 + 1) * h * 0.6
                p.circle(x, y, 0.5 + scatter(star + 500) * 1.1)
            }
            p.fill()
            p.radialGradient(w * 0.78, h * 0.25, 16, 46, [(0, 0xFFF6D5, 0.35), (1, 0xFFF6D5, 0)])
            p.circle(w * 0.78, h * 0.25, 46)
            p.fill()
            p.color(0xF8EFC8)
            p.circle(w * 0.78, h * 0.25, 17)
            p.fill()
            p.color(0xDCD2A8)
            p.circle(w * 0.78 - 5, h * 0.25 - 4, 3.5)
            p.circle(w * 0.78 + 6, h * 0.25 + 5, 2.5)
            p.fill()
            let peaks: [(Double, Double, Double, UInt32)] = [
                (0.18, 0.32, 0.3, 0x2B3A63), (0.5, 0.25, 0.34, 0x34487A), (0.85, 0.4, 0.28, 0x2B3A63),
            ]
            for (x, top, half, hex) in peaks {
                p.color(hex)
                p.polygon([(w * (x - half), h), (w * x, h * top), (w * (x + half), h)])
                p.fill()
                p.color(0xE8EEF8)
                let capDepth = h * 0.1
                let capHalf = w * half * capDepth / (h - h * top)
                p.polygon([
                    (w * x, h * top), (w * x + capHalf, h * top + capDepth), (w * x + capHalf * 0.3, h * top + capDepth * 0.7),
                    (w * x - capHalf * 0.2, h * top + capDepth), (w * x - capHalf, h * top + capDepth),
                ])
                p.fill()
            }
            p.color(0x1B2647)
            p.rectangle(0, h * 0.88, w, h * 0.12)
            p.fill()
        }

        private static func lighthouse(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x5D6FA8, 0xF3A86B)
            p.linearGradient(0, h * 0.62, 0, h, [(0, 0x3D5A80), (1, 0x1D3557)])
            p.rectangle(0, h * 0.62, w, h * 0.38)
            p.fill()
            waves(p, w, top: h * 0.72, rows: 3, hex: 0xA8C5E0, alpha: 0.45)
            // Beams of light.
            let lx = w * 0.3
            let ly = h * 0.2
            p.color(0xFFF3B0, alpha: 0.35)
            p.polygon([(lx, ly), (w, ly - 30), (w, ly + 24)])
            p.polygon([(lx, ly), (0, ly - 20), (0, ly + 18)])
            p.fill()
            // Rocks.
            p.color(0x4A4A52)
            p.polygon([(w * 0.12, h), (w * 0.16, h * 0.72), (w * 0.26, h * 0.66), (w * 0.4, h * 0.7), (w * 0.48, h)])
            p.fill()
            // The tower, striped red and white inside its outline.
            let base = h * 0.7
            let tower = [(lx - 16, base), (lx - 10, ly + 14), (lx + 10, ly + 14), (lx + 16, base)]
            p.saved {
                p.polygon(tower)
                p.clip()
                p.color(0xFAFAF5)
                p.rectangle(lx - 20, ly, 40, base - ly)
                p.fill()
                p.color(0xC8413B)
                for stripe in 0..<3 {
                    p.rectangle(lx - 20, ly + 26 + Double(stripe) * 28, 40, 14)
                }
                p.fill()
            }
            p.color(0x2E2E35)
            p.rectangle(lx - 13, ly + 10, 26, 5)
            p.fill()
            p.color(0xFFE27A)
            p.rectangle(lx - 8, ly - 4, 16, 14)
            p.fill()
            p.color(0xC8413B)
            p.polygon([(lx - 11, ly - 4), (lx, ly - 15), (lx + 11, ly - 4)])
            p.fill()
            // A gull.
            p.color(0x2E2E35)
            p.move(w * 0.66, h * 0.3)
            p.curve(w * 0.68, h * 0.26, w * 0.7, h * 0.26, w * 0.71, h * 0.3)
            p.curve(w * 0.72, h * 0.26, w * 0.74, h * 0.26, w * 0.76, h * 0.3)
            p.stroke(width: 1.6)
        }

        private static func balloon(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x6EC3F4, 0xD7F0FC)
            cloud(p, w * 0.08, h * 0.7, 1.2)
            cloud(p, w * 0.7, h * 0.78, 1.4)
            cloud(p, w * 0.82, h * 0.2, 0.8)
            func draw(_ cx: Double, _ cy: Double, _ r: Double, _ colours: [UInt32]) {
                let envelope: () -> Void = {
                    p.move(cx - r * 0.42, cy + r * 1.1)
                    p.curve(cx - r * 1.2, cy + r * 0.4, cx - r * 1.1, cy - r * 1.0, cx, cy - r * 1.0)
                    p.curve(cx + r * 1.1, cy - r * 1.0, cx + r * 1.2, cy + r * 0.4, cx + r * 0.42, cy + r * 1.1)
                    p.closePath()
                }
                p.saved {
                    envelope()
                    p.clip()
                    for (i, hex) in colours.enumerated() {
                        p.color(hex)
                        p.rectangle(cx - r * 1.2 + Double(i) * r * 2.4 / Double(colours.count), cy - r * 1.1, r * 2.4 / Double(colours.count) + 0.5, r * 2.3)
                        p.fill()
                    }
                }
                p.color(0x5A3A22)
                p.move(cx - r * 0.4, cy + r * 1.1)
                p.line(cx - r * 0.2, cy + r * 1.45)
                p.move(cx + r * 0.4, cy + r * 1.1)
                p.line(cx + r * 0.2, cy + r * 1.45)
                p.stroke(width: max(r * 0.03, 0.6))
                p.color(0x8B5A2B)
                p.rectangle(cx - r * 0.22, cy + r * 1.45, r * 0.44, r * 0.3)
                p.fill()
            }
            draw(w * 0.42, h * 0.4, 44, [0xE63946, 0xF1FAEE, 0xE63946, 0xF1FAEE, 0xE63946])
            draw(w * 0.78, h * 0.42, 14, [0x2A9D8F, 0xE9C46A, 0x2A9D8F, 0xE9C46A])
        }

        private static func meadow(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0xB8E1FF, 0xF5FBFF)
            sun(p, w * 0.12, h * 0.2, 13)
            p.linearGradient(0, h * 0.5, 0, h, [(0, 0x9ACD6A), (1, 0x5E9F43)])
            p.move(0, h * 0.55)
            p.curve(w * 0.3, h * 0.45, w * 0.7, h * 0.62, w, h * 0.5)
            p.line(w, h)
            p.line(0, h)
            p.closePath()
            p.fill()
            let petals: [UInt32] = [0xE63980, 0xFFB703, 0x8E7DBE, 0xF4F1DE, 0xFB8500, 0xE63946, 0x4EA8DE]
            for (i, hex) in petals.enumerated() {
                let x = w * (0.1 + Double(i) * 0.13)
                let top = h * (0.5 + scatter(i + 40) * 0.18)
                p.color(0x3F7D2C)
                p.move(x, h * 0.98)
                p.curve(x - 4, h * 0.85, x + 4, top + 20, x, top)
                p.stroke(width: 2)
                p.ellipse(x + 6, h * 0.86, 6, 2.5)
                p.fill()
                p.color(hex)
                for petal in 0..<6 {
                    let angle = Double(petal) * .pi / 3
                    p.circle(x + 7 * cos(angle), top + 7 * sin(angle), 5)
                }
                p.fill()
                p.color(0xF9D342)
                p.circle(x, top, 4)
                p.fill()
            }
            // A butterfly.
            let bx = w * 0.7
            let by = h * 0.26
            p.color(0xF77F00)
            p.ellipse(bx - 6, by - 4, 7, 5)
            p.ellipse(bx + 6, by - 4, 7, 5)
            p.ellipse(bx - 5, by + 4, 5, 4)
            p.ellipse(bx + 5, by + 4, 5, 4)
            p.fill()
            p.color(0x2B2B2B)
            p.ellipse(bx, by, 1.5, 7)
            p.fill()
        }

        private static func kite(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x48B5E8, 0xCFEFFC)
            cloud(p, w * 0.1, h * 0.25, 0.9)
            p.color(0xC9B458)
            p.move(0, h * 0.78)
            p.curve(w * 0.4, h * 0.7, w * 0.6, h * 0.84, w, h * 0.74)
            p.line(w, h)
            p.line(0, h)
            p.closePath()
            p.fill()
            p.color(0xA8913A, alpha: 0.7)
            for i in 0..<24 {
                let x = w * Double(i) / 24 + 4
                p.move(x, h * 0.98)
                p.line(x + 2, h * 0.86 + scatter(i + 90) * 6)
            }
            p.stroke(width: 1)
            // The kite and its tail.
            let kx = w * 0.68
            let ky = h * 0.28
            p.color(0xE63946)
            p.polygon([(kx, ky - 26), (kx + 18, ky), (kx, ky + 32), (kx - 18, ky)])
            p.fill()
            p.color(0xFFD166)
            p.polygon([(kx, ky - 26), (kx + 18, ky), (kx, ky)])
            p.polygon([(kx, ky + 32), (kx - 18, ky), (kx, ky)])
            p.fill()
            p.color(0x5A3A22)
            p.move(kx, ky - 26)
            p.line(kx, ky + 32)
            p.move(kx - 18, ky)
            p.line(kx + 18, ky)
            p.stroke(width: 1)
            p.move(kx, ky + 32)
            p.curve(kx - 10, ky + 50, kx + 14, ky + 62, kx + 2, ky + 82)
            p.stroke(width: 1)
            p.color(0x3A86FF)
            for t in [0.3, 0.6, 0.9] {
                let x = kx + (t < 0.5 ? -4 : 6 - t * 6)
                let y = ky + 32 + t * 50
                p.polygon([(x - 5, y - 3), (x + 5, y + 3), (x + 5, y - 3), (x - 5, y + 3)])
            }
            p.fill()
            // The string down to a child on the field.
            let cx = w * 0.3
            let cy = h * 0.7
            p.color(0x444444, alpha: 0.8)
            p.move(kx, ky + 4)
            p.curve(kx - 40, ky + 40, cx + 40, cy - 40, cx + 6, cy - 8)
            p.stroke(width: 0.8)
            p.color(0x2B2D42)
            p.circle(cx, cy - 18, 5)
            p.fill()
            p.move(cx, cy - 13)
            p.line(cx, cy + 4)
            p.move(cx, cy - 8)
            p.line(cx + 7, cy - 9)
            p.move(cx, cy - 8)
            p.line(cx - 6, cy - 2)
            p.move(cx, cy + 4)
            p.line(cx - 5, cy + 14)
            p.move(cx, cy + 4)
            p.line(cx + 5, cy + 14)
            p.stroke(width: 2)
        }

        private static func underwater(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x3FA7D6, 0x0B4F6C)
            p.color(0xFFFFFF, alpha: 0.12)
            for ray in 0..<4 {
                let x = w * (0.15 + Double(ray) * 0.22)
                p.polygon([(x, 0), (x + 20, 0), (x + 50, h), (x + 20, h)])
            }
            p.fill()
            p.color(0xE9D8A6)
            p.move(0, h * 0.86)
            p.curve(w * 0.3, h * 0.8, w * 0.6, h * 0.92, w, h * 0.84)
            p.line(w, h)
            p.line(0, h)
            p.closePath()
            p.fill()
            p.color(0x2D6A4F)
            for (i, x) in [0.08, 0.14, 0.9, 0.95, 0.55].enumerated() {
                let bx = w * x
                let height = h * (0.35 + scatter(i + 70) * 0.25)
                p.move(bx, h * 0.9)
                p.curve(bx - 10, h * 0.9 - height * 0.3, bx + 10, h * 0.9 - height * 0.6, bx, h * 0.9 - height)
                p.stroke(width: 3)
            }
            func fish(_ x: Double, _ y: Double, _ s: Double, _ hex: UInt32, facingRight: Bool) {
                p.saved {
                    p.translate(x, y)
                    p.scale(facingRight ? s : -s, s)
                    p.color(hex)
                    p.ellipse(0, 0, 16, 9)
                    p.polygon([(-12, 0), (-26, -9), (-26, 9)])
                    p.fill()
                    p.color(0xFFFFFF)
                    p.circle(8, -2, 2.6)
                    p.fill()
                    p.color(0x111111)
                    p.circle(8.6, -2, 1.3)
                    p.fill()
                }
            }
            fish(w * 0.35, h * 0.4, 1.3, 0xFF8C42, facingRight: true)
            fish(w * 0.7, h * 0.28, 0.9, 0xFFD23F, facingRight: false)
            fish(w * 0.62, h * 0.62, 1.0, 0xEE6C4D, facingRight: true)
            p.color(0xFFFFFF, alpha: 0.7)
            for bubble in 0..<6 {
                p.circle(w * 0.48 + Double(bubble % 2) * 5, h * (0.34 - Double(bubble) * 0.05), 1.5 + Double(bubble) * 0.4)
            }
            p.stroke(width: 1)
        }

        private static func bookshelf(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0xF3E9DC, 0xE6D5BE)
            let shelves = [h * 0.47, h * 0.93]
            let spines: [UInt32] = [0x8D3B3B, 0x2F5D62, 0xC9A227, 0x3C4F76, 0x6A994E, 0xBC6C25, 0x7D4E88, 0x264653, 0xE76F51]
            var index = 0
            for shelf in shelves {
                var x = w * 0.06
                while x < w * 0.9 {
                    let bookWidth = 10 + scatter(index + 200) * 12
                    let bookHeight = h * (0.26 + scatter(index + 300) * 0.12)
                    guard x + bookWidth < w * 0.92 else { break }
                    p.color(spines[index % spines.count])
                    if index % 7 == 5 {
                        // A book leaning on its neighbour.
                        p.saved {
                            p.translate(x + bookHeight * 0.3, shelf)
                            p.rotate(-0.3)
                            p.rectangle(0, -bookHeight, bookWidth, bookHeight)
                            p.fill()
                        }
                        x += bookWidth + bookHeight * 0.3 + 2
                    } else {
                        p.rectangle(x, shelf - bookHeight, bookWidth, bookHeight)
                        p.fill()
                        p.color(0xFFFFFF, alpha: 0.45)
                        p.rectangle(x + 2, shelf - bookHeight + 6, bookWidth - 4, 2)
                        p.rectangle(x + 2, shelf - 10, bookWidth - 4, 2)
                        p.fill()
                        x += bookWidth + 1
                    }
                    index += 1
                }
                p.color(0x7F5539)
                p.rectangle(0, shelf, w, 8)
                p.fill()
            }
            // A potted plant on the top shelf's end.
            let px = w * 0.92
            p.color(0x40916C)
            for leaf in 0..<5 {
                let angle = -Double.pi / 2 + (Double(leaf) - 2) * 0.45
                p.ellipse(px + 12 * cos(angle), shelves[0] - 20 + 12 * sin(angle), 4, 9)
            }
            p.fill()
            p.color(0xBC6C25)
            p.polygon([(px - 9, shelves[0] - 16), (px + 9, shelves[0] - 16), (px + 6, shelves[0]), (px - 6, shelves[0])])
            p.fill()
        }

        private static func rainbow(_ p: CairoPainter, _ w: Double, _ h: Double) {
            sky(p, w, h, 0x9DB4C0, 0xE0ECF0)
            let colours: [UInt32] = [0xE63946, 0xF77F00, 0xFCBF49, 0x90BE6D, 0x43AA8B, 0x277DA1, 0x6A4C93]
            for (i, hex) in colours.enumerated() {
                p.color(hex, alpha: 0.85)
                p.arc(w * 0.5, h * 1.05, h * 0.85 - Double(i) * 6, from: .pi, to: 2 * .pi)
                p.stroke(width: 6)
            }
            cloud(p, w * 0.06, h * 0.28, 1.3, alpha: 0.9)
            cloud(p, w * 0.78, h * 0.18, 1.1, alpha: 0.9)
            p.color(0x6A994E)
            p.ellipse(w * 0.2, h * 1.08, w * 0.4, h * 0.3)
            p.fill()
            p.color(0x386641)
            p.ellipse(w * 0.82, h * 1.1, w * 0.35, h * 0.32)
            p.fill()
            // A small house with a lit window.
            let hx = w * 0.2
            let hy = h * 0.78
            p.color(0xF2E8CF)
            p.rectangle(hx - 14, hy - 16, 28, 18)
            p.fill()
            p.color(0xBC4749)
            p.polygon([(hx - 18, hy - 15), (hx, hy - 30), (hx + 18, hy - 15)])
            p.fill()
            p.color(0xFFD166)
            p.rectangle(hx - 8, hy - 11, 7, 7)
            p.fill()
            // Rain, still falling at the edge.
            p.color(0x5C7A8A, alpha: 0.6)
            for drop in 0..<14 {
                let x = w * (0.72 + scatter(drop + 600) * 0.26)
                let y = h * (0.3 + scatter(drop + 700) * 0.3)
                p.move(x, y)
                p.line(x - 2, y + 7)
            }
            p.stroke(width: 1)
        }

        /// The cover picture: a paper boat on an evening sea under a low sun.
        static func cover(_ p: CairoPainter, width w: Double, height h: Double) {
            sky(p, w, h, 0xF4A261, 0xFFE8C2)
            sun(p, w * 0.5, h * 0.56, 34, rays: false)
            p.linearGradient(0, h * 0.6, 0, h, [(0, 0x2A6F97), (1, 0x013A63)])
            p.rectangle(0, h * 0.6, w, h * 0.4)
            p.fill()
            p.color(0xFFD6A5, alpha: 0.5)
            for row in 0..<5 {
                let half = 40 - Double(row) * 6
                p.rectangle(w * 0.5 - half, h * 0.63 + Double(row) * 9, half * 2, 2)
            }
            p.fill()
            waves(p, w, top: h * 0.74, rows: 3, hex: 0xA9D6E5, alpha: 0.5)
            // The paper boat: two folded flaps and a hull, in white and shadow.
            let bx = w * 0.5
            let by = h * 0.8
            p.color(0xFFFFFF)
            p.polygon([(bx - 60, by - 18), (bx + 60, by - 18), (bx + 40, by + 8), (bx - 40, by + 8)])
            p.fill()
            p.color(0xE4E4E4)
            p.polygon([(bx - 30, by - 18), (bx, by - 72), (bx, by - 18)])
            p.fill()
            p.color(0xFAFAFA)
            p.polygon([(bx, by - 72), (bx + 30, by - 18), (bx, by - 18)])
            p.fill()
            p.color(0xC9C9C9)
            p.polygon([(bx - 60, by - 18), (bx - 40, by + 8), (bx - 30, by - 18)])
            p.fill()
            p.color(0xB0B0B0, alpha: 0.8)
            p.move(bx, by - 72)
            p.line(bx, by - 18)
            p.stroke(width: 0.8)
            for (x, y, s) in [(0.15, 0.2, 0.9), (0.72, 0.16, 1.2)] {
                cloud(p, w * x, h * y, s, alpha: 0.8)
            }
        }
    }
}
