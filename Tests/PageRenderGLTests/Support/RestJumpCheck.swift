import PageEffects

/// "No jump when motion starts from rest or comes to rest": the frames next to every
/// ``MotionBoundary`` differ little, region by region.
///
/// Differences are ``TileDifference`` values: the mean absolute colour difference of one tile,
/// levels of 255. Step `s` compares frame `s - 1` with frame `s`.
///
/// - **Coming to rest** (a stop at frame `k`): the last two steps, `k-1` and `k`, each stay at
///   or below ``threshold`` in every tile. Everything in PageTurn comes to rest through an
///   eased curve or a critically damped spring, whose last frames barely move; a step over the
///   limit there is a pop (the leaf's shadow switching off as it lands, a page vanishing) or a
///   hard landing.
/// - **Leaving rest** (a start at frame `k`): each of the first two steps, `k` and `k + 1`,
///   either keeps every tile at or below ``threshold``, or changes the picture by no more than
///   ``growth`` times what the step after it changes, plus ``threshold``. A step's change is
///   its **mass**: the sum over tiles of what each exceeds ``threshold`` by (levels × tiles).
///   Motion may leave rest briskly — a spring covers a tenth of its way in its first frame, a
///   flick's finger starts at full speed — but then it goes on as fast or faster, and its
///   mass grows; a step that changes the picture much more than the step after it is a pop
///   (a shading switching on, a page appearing, a page thrown up by the first point of a drag).
///   Mass over the whole picture, not tile by tile: once content moves more than a tile a
///   frame, single tiles no longer measure speed (a tile the content has left goes quiet).
enum RestJumpCheck {
    /// The largest change allowed in one tile next to rest (and the slack, in mass, a step
    /// leaving rest has over ``growth`` times the next step's), **6 levels of 255** (≈ 2.4 %).
    ///
    /// Why: a uniform brightness step of 2–3 % over a region the size of a tile, right next to
    /// stillness, is the smallest a viewer catches as a flash; the landing pop of issue 12 (a
    /// shadow of 10–30 % switching off in one frame) is several times over it, while an eased
    /// edge moving a third of a pixel shifts a 16-pixel tile by ≈ 4 levels.
    static let threshold: Float = 6
    /// How much larger than the next step's mass a step leaving rest may be, **1.25×**: motion
    /// leaving rest speeds up (a critically damped spring covers 1.9 times as much in its second
    /// frame as in its first, an eased curve more), so only unevenness needs room; the pops of
    /// issue 12 are 2.7 to 35 times the step after them.
    static let growth: Float = 1.25

    /// The findings for a film (one picture per frame) at `boundaries`.
    static func findings(images: [RGBAImage], boundaries: [MotionBoundary], tile: Int) -> [FilmFinding] {
        func step(_ s: Int) -> TileDifference? {
            s >= 1 && s < images.count ? TileDifference(images[s - 1], images[s], tile: tile) : nil
        }
        var findings: [FilmFinding] = []
        for boundary in boundaries {
            switch boundary.kind {
            case .stop:
                for s in [boundary.frame - 1, boundary.frame] {
                    guard let difference = step(s) else { continue }
                    let worst = difference.worst
                    guard worst.value > threshold else { continue }
                    findings.append(FilmFinding(
                        check: "restJump", frame: s, value: Double(worst.value), limit: Double(threshold),
                        detail: "coming to rest at frame \(boundary.frame): step \(s - 1)→\(s), tile (\(worst.column), \(worst.row)) "
                            + "of \(tile) px; \(difference.count(above: threshold)) tiles over"))
                }
            case .start:
                for s in [boundary.frame, boundary.frame + 1] {
                    guard let this = step(s) else { continue }
                    let worst = this.worst
                    guard worst.value > threshold else { continue }
                    let mass = this.mass(above: threshold), nextMass = step(s + 1)?.mass(above: threshold) ?? 0
                    guard mass > growth * nextMass + threshold else { continue }
                    findings.append(FilmFinding(
                        check: "restJump", frame: s, value: Double(worst.value), limit: Double(threshold),
                        detail: "leaving rest at frame \(boundary.frame): step \(s - 1)→\(s) changes the picture by mass "
                            + String(format: "%.0f", mass) + ", the step after by " + String(format: "%.0f", nextMass)
                            + "; worst tile (\(worst.column), \(worst.row)) of \(tile) px, "
                            + "\(this.count(above: threshold)) tiles over"))
                }
            }
        }
        return findings
    }
}
