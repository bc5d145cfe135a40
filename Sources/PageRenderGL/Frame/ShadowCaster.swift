import PageEffects
import PageGeometry
import PageMath

/// What the shader needs to shade the pages beneath a lifted page: the lifted paper's
/// cross-section, sampled in rows.
///
/// **Frame.** All in the caster's canonical page frame (points). Rows run along the unit vector
/// ``along`` (a cylinder's axis; the spine for a flip or a cone); each row is the straight line
/// of material points `origin + t·along + s·across`, `s >= 0` from where the paper leaves the
/// plane (a cylinder's axis, or the spine). Row `k` has `t = firstRow + k·rowStep`.
///
/// **Samples.** Each row holds ``FrameShaderSource/samplesPerRow`` points `(X, Z)` of that line
/// of paper as the deformation places it: `X` across the rows from ``origin``, `Z` its height
/// above the page plane. On a cylinder seven sample the bend from where the row enters the
/// lifted part to the half-turn (at most 30° apart) and the last is the end of the flat part
/// lying on top; elsewhere the eight are spread evenly. A row with no lifted paper repeats one
/// point (it hides nothing). ``lift`` is each row's highest `Z`.
///
/// Rebuilt in place (fixed-size arrays), so updating it every frame allocates nothing.
struct ShadowCaster {
    static let rows = FrameShaderSource.rows
    static let samples = FrameShaderSource.samplesPerRow
    /// Below this lift (points) a page counts as lying flat: it casts nothing.
    static let minimumLift = 1e-3
    /// The smallest row spacing used (points), so that a caster whose lifted paper is a single
    /// line still has well-defined rows.
    static let minimumRowStep = 1e-3

    var origin = SIMD2<Double>.zero
    var along = SIMD2<Double>(0, 1)
    var across = SIMD2<Double>(1, 0)
    var firstRow = 0.0
    var rowStep = 1.0
    /// `(X, Z)` pairs, row after row: `rows · samples · 2` floats.
    var profile = [Float](repeating: 0, count: ShadowCaster.rows * ShadowCaster.samples * 2)
    /// The highest `Z` of each row, points.
    var lift = [Float](repeating: 0, count: ShadowCaster.rows)
    /// Whether the page is lifted anywhere (otherwise it casts nothing).
    var isCasting = false
    /// How far a cylinder curl folds over its own flat part, in `[0, 1]`: `0` while no paper
    /// turns past ``selfShadowFold``'s lower angle, `1` from its upper angle on (smoothstep in
    /// between); `0` for every other surface. It weights the shadow the curl casts on its own
    /// lifted paper (see `FrameShaderSource`).
    var foldOver: Float = 0
    /// Whether the page is a rigid leaf rotated about its spine: a wall of paper rising from the
    /// spine, whose shadow lightens with the height of its paper as far out as the receiving
    /// point rather than with its highest point (see `FrameShaderSource`).
    var isRigid = false

    /// The frame as the shaders take it (`uCasterFrame`): origin x, y and ``along`` x, y; then
    /// ``across`` x, y, ``firstRow`` and ``rowStep``.
    var frameVectors: (SIMD4<Float>, SIMD4<Float>) {
        (SIMD4(Float(origin.x), Float(origin.y), Float(along.x), Float(along.y)),
         SIMD4(Float(across.x), Float(across.y), Float(firstRow), Float(rowStep)))
    }

    /// The largest `|X|` of the profile's samples (points): how far across the rows its paper
    /// reaches from ``origin`` (``ShadowTable`` is densest within it).
    var farthestAcross: Float {
        var farthest: Float = 0
        for index in stride(from: 0, to: profile.count, by: 2) { farthest = Swift.max(farthest, abs(profile[index])) }
        return farthest
    }

    /// A shade so slight that drawing it is left out: half a step of a ``ShadowTable`` texel's
    /// eight bits, which the table itself rounds to nothing. Taken off the light of a pixel, it
    /// changes the pixel by under a sixth of a level, or not at all.
    static let invisibleShade = 0.5 / 255

    /// Whether the shade this caster casts (its soft shadow and its contact shadow, each a share
    /// of the light before the shading's opacities) can reach ``invisibleShade`` anywhere: it
    /// fades in with the lift over `onsetHeight` points (`ShadingParameters.shadowOnsetHeight`;
    /// `0`: at once), so a page all but lying flat (a curl settling onto its page) casts none.
    func castsVisibleShade(onsetHeight: Double) -> Bool {
        isCasting && Self.onset(lift: highestLift, height: onsetHeight) > Self.invisibleShade
    }

    /// Whether this caster's shade can reach ``invisibleShade`` anywhere on a flat page of
    /// `pageSize` points whose canonical frame `toCaster` maps into the caster's; `false` only
    /// where a bound of it stays below.
    ///
    /// Seen from a point whose distance across the rows from every sample of the profile is at
    /// least `D`, paper at most `H` points above or below it spans elevations whose cosines lie
    /// between `D / √(D² + H²)` and 1: it hides at most half their difference of the sky (the
    /// shaders' fades and weights only lessen it), and its contact shadow is nothing once `D`
    /// passes `contactWidth`. `D` is taken 2% and a point short, for the table's texels spreading
    /// shade between them far out.
    func shadesPage(of pageSize: SIMD2<Double>, through toCaster: Transform3D, onsetHeight: Double,
                    contactWidth: Double) -> Bool {
        let onset = Self.onset(lift: highestLift, height: onsetHeight)
        guard isCasting, onset > Self.invisibleShade else { return false }
        var paper = (low: Float.infinity, high: -Float.infinity)
        for index in stride(from: 0, to: profile.count, by: 2) {
            paper = (Swift.min(paper.low, profile[index]), Swift.max(paper.high, profile[index]))
        }
        var page = (low: Double.infinity, high: -Double.infinity), depth = 0.0
        for corner in 0 ..< 4 {
            let point = SIMD3(corner & 1 == 0 ? 0 : pageSize.x, corner & 2 == 0 ? 0 : pageSize.y, 0)
            let p = toCaster.apply(to: point)
            guard p.x.isFinite, p.y.isFinite, p.z.isFinite else { return true }
            let x = ((SIMD2(p.x, p.y) - origin) * across).sum()
            page = (Swift.min(page.low, x), Swift.max(page.high, x))
            depth = Swift.max(depth, abs(p.z))
        }
        let gap = Swift.max(Double(paper.low) - page.high, page.low - Double(paper.high))
        let distance = gap / 1.02 - 1
        guard distance > contactWidth else { return true }
        let height = Double(highestLift) + depth
        let hidden = (1 - distance / (distance * distance + height * height).squareRoot()) / 2
        return onset * hidden > Self.invisibleShade
    }

    /// Whether the shade this caster casts with `shading` can show: anywhere (`page` `nil`,
    /// ``castsVisibleShade(onsetHeight:)``), or on a flat page of `page.size` points whose
    /// canonical frame `page.toCaster` maps into the caster's
    /// (``shadesPage(of:through:onsetHeight:contactWidth:)``). What ``FrameRenderer`` and
    /// ``FrameUniforms`` ask before they take a caster.
    func shades(_ page: (size: SIMD2<Double>, toCaster: Transform3D)?, with shading: ShadingParameters) -> Bool {
        let onsetHeight = shading.resolvedShadowOnsetHeight
        guard let page else { return castsVisibleShade(onsetHeight: onsetHeight) }
        return shadesPage(of: page.size, through: page.toCaster, onsetHeight: onsetHeight,
                          contactWidth: shading.resolvedContactShadowWidth)
    }

    /// The highest point of the profile above the page plane (points).
    private var highestLift: Float { lift.max() ?? 0 }

    /// The most the shaders' onset lets through for paper lifted at most `lift` points (its
    /// eight-bit rounding in a table's rows allowed for): `smoothstep(0, height, lift)`, or
    /// a step at a thousandth of a point for a `height` of 0.
    private static func onset(lift: Float, height: Double) -> Double {
        let highest = Double(lift) * 1.01
        guard height > 0 else { return highest >= 1e-3 ? 1 : 0 }
        let t = Swift.min(Swift.max(highest / height, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// The angles (radians) the paper of a curl must turn through before it lies over the page
    /// it rises from, and shades the paper it rises through: none below 60°, fully from 120°, so
    /// that the weight is ½ where the paper stands upright. A nearly flat curl (a landing page
    /// with a radius of thousands of points turns a few degrees) shades nothing of itself.
    static let selfShadowFold: ClosedRange<Double> = (Double.pi / 3)...(2 * Double.pi / 3)

    /// Recomputes the profile for a page of `pageSize` points shaped by `surface`.
    mutating func update(surface: PageSurface, pageSize: SIMD2<Double>) {
        isCasting = false
        foldOver = 0
        isRigid = false
        let w = pageSize.x, h = pageSize.y
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return }
        switch surface {
        case .flat:
            return
        case .spineRotation(let rotation):
            guard w * Double.sin(rotation.angle) > Self.minimumLift else { return }
            isRigid = true
            setRows(origin: .zero, along: SIMD2(0, 1), across: SIMD2(1, 0), from: 0, to: h)
            for row in 0 ..< Self.rows {
                fillEvenly(row: row, rotation, base: .zero, direction: SIMD2(1, 0), from: 0, to: w)
            }
        case .cone(let cone):
            let start = cone.rotation > 0 ? 0 : Swift.min(cone.apex.x, w)
            guard cone.rotation > 0 || cone.coneAngle < Double.pi / 2, start < w else { return }
            setRows(origin: .zero, along: SIMD2(0, 1), across: SIMD2(1, 0), from: 0, to: h)
            for row in 0 ..< Self.rows {
                let y = firstRow + Double(row) * rowStep
                fillEvenly(row: row, cone, base: SIMD2(0, y), direction: SIMD2(1, 0), from: start, to: w)
            }
        case .cylinder(let cylinder):
            updateCylinder(cylinder, width: w, height: h)
        }
        for row in 0 ..< Self.rows where lift[row] > Float(Self.minimumLift) {
            isCasting = true
        }
    }

    /// A cylinder: rows along its axis over the lifted part of the page.
    private mutating func updateCylinder(_ cylinder: CylinderDeformation, width w: Double, height h: Double) {
        let o = cylinder.axisPoint, u = cylinder.axisDirection, n = cylinder.curlDirection
        guard o.x.isFinite, o.y.isFinite, u.x.isFinite, u.y.isFinite else { return }
        // The extent along the axis of the lifted part (d >= 0) of the page rectangle.
        var low = Double.infinity, high = -Double.infinity
        for index in 0 ..< 4 {
            let a = Self.corner(index, w, h), b = Self.corner((index + 1) % 4, w, h)
            let da = ((a - o) * n).sum(), db = ((b - o) * n).sum()
            let ta = ((a - o) * u).sum(), tb = ((b - o) * u).sum()
            if da >= 0 { low = Swift.min(low, ta); high = Swift.max(high, ta) }
            if (da < 0) != (db < 0) {
                let t = ta + (tb - ta) * da / (da - db)
                low = Swift.min(low, t)
                high = Swift.max(high, t)
            }
        }
        guard low <= high else { return }
        setRows(origin: o, along: u, across: n, from: low, to: high)
        let radius = cylinder.radius.isFinite ? Swift.max(0, cylinder.radius) : 0
        let bendEnd = Double.pi * radius
        var deepest = 0.0  // the most paper beyond the axis in any row, points
        for row in 0 ..< Self.rows {
            let base = o + (firstRow + Double(row) * rowStep) * u
            guard let (enter, exit) = Self.chord(from: base, direction: n, width: w, height: h), exit > enter else {
                fillEmpty(row: row)
                continue
            }
            deepest = Swift.max(deepest, exit)
            if enter < bendEnd, exit > bendEnd {
                // Seven samples over the bend, the eighth at the end of the flat part on top.
                fillEvenly(row: row, cylinder, base: base, direction: n, from: enter, to: bendEnd,
                           count: Self.samples - 1)
                store(row: row, sample: Self.samples - 1, cylinder.surface(at: base + exit * n).position)
            } else {
                fillEvenly(row: row, cylinder, base: base, direction: n, from: enter, to: exit)
            }
        }
        let turned = radius > 0 ? Swift.min(deepest / radius, Double.pi) : (deepest > 0 ? Double.pi : 0)
        let fold = Self.selfShadowFold
        let t = Swift.min(Swift.max((turned - fold.lowerBound) / (fold.upperBound - fold.lowerBound), 0), 1)
        foldOver = Float(t * t * (3 - 2 * t))
    }

    /// The part `s` in `[enter, exit]`, `s >= 0`, of the line `base + s·direction` inside the page
    /// rectangle, or `nil` when the line misses it.
    static func chord(from base: SIMD2<Double>, direction: SIMD2<Double>, width: Double, height: Double)
        -> (Double, Double)? {
        var enter = 0.0, exit = Double.infinity
        for axis in 0 ..< 2 {
            let limit = axis == 0 ? width : height
            let p = base[axis], d = direction[axis]
            if Swift.abs(d) < 1e-12 {
                if p < 0 || p > limit { return nil }
                continue
            }
            let s0 = (0 - p) / d, s1 = (limit - p) / d
            enter = Swift.max(enter, Swift.min(s0, s1))
            exit = Swift.min(exit, Swift.max(s0, s1))
        }
        return exit >= enter ? (enter, exit) : nil
    }

    private mutating func setRows(origin: SIMD2<Double>, along: SIMD2<Double>, across: SIMD2<Double>,
                                  from low: Double, to high: Double) {
        self.origin = origin
        self.along = along
        self.across = across
        firstRow = low
        rowStep = Swift.max((high - low) / Double(Self.rows - 1), Self.minimumRowStep)
    }

    /// Corner `index` of the page rectangle, counter-clockwise from the origin.
    private static func corner(_ index: Int, _ w: Double, _ h: Double) -> SIMD2<Double> {
        switch index {
        case 0: SIMD2(0, 0)
        case 1: SIMD2(w, 0)
        case 2: SIMD2(w, h)
        default: SIMD2(0, h)
        }
    }

    /// Samples `count` points (a whole row by default) of the material line
    /// `base + s·direction`, `s` evenly over `[from, to]`, as `deformation` places them.
    private mutating func fillEvenly(
        row: Int, _ deformation: some PageDeformation, base: SIMD2<Double>, direction: SIMD2<Double>,
        from: Double, to: Double, count: Int = ShadowCaster.samples
    ) {
        lift[row] = 0
        for index in 0 ..< count {
            let s = count > 1 ? from + (to - from) * Double(index) / Double(count - 1) : from
            store(row: row, sample: index, deformation.surface(at: base + s * direction).position)
        }
    }

    /// A row with no lifted paper: one point repeated, at the origin.
    private mutating func fillEmpty(row: Int) {
        lift[row] = 0
        for index in 0 ..< Self.samples * 2 { profile[row * Self.samples * 2 + index] = 0 }
    }

    private mutating func store(row: Int, sample: Int, _ position: SIMD3<Double>) {
        let x = ((SIMD2(position.x, position.y) - origin) * across).sum()
        let offset = (row * Self.samples + sample) * 2
        profile[offset] = Float(x)
        profile[offset + 1] = Float(position.z)
        lift[row] = Swift.max(lift[row], Float(position.z))
    }
}
