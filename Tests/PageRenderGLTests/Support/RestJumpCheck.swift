import PageEffects
import PageImage

/// "No jump when motion starts from rest or comes to rest": the frames next to every
/// ``MotionBoundary`` differ little, region by region.
///
/// Differences are ``TileDifference`` values: the mean absolute colour difference of one tile,
/// levels of 255. Step `s` compares frame `s - 1` with frame `s`.
///
/// - **Coming to rest** (a stop at frame `k`): each of the last two steps, `k-1` and `k`,
///   changes the picture by no more than ``growth`` times the step before it plus
///   ``threshold`` (in **mass**, see below), and every tile of it either stays at or below
///   ``threshold`` or only moves: its change is explained by a shift of nearby content both
///   ways (``MotionResidual``, residual below ``threshold``). Everything in PageTurn comes to
///   rest through an eased curve or a critically damped spring, slowing down frame by frame,
///   and its last frames move content by a pixel or less — which on dense print (the test
///   pages' block digits) still changes a tile by 20 levels and more, so the raw difference
///   alone cannot be the rule. A step that changes more than the one before it, or changes
///   what no motion explains, is a pop: the leaf's shadow switching off as it lands, a sliver
///   of the leaf vanishing, a band snapping flat.
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
    /// How much larger than the next step's mass a step leaving rest may be (and than the
    /// previous step's, a step coming to rest), **1.25×**: motion leaving rest speeds up (a
    /// critically damped spring covers 1.9 times as much in its second frame as in its first,
    /// an eased curve more) and motion coming to rest slows down, so only unevenness needs
    /// room; the pops of issue 12 are 2.7 to 35 times the step beside them.
    static let growth: Float = 1.25
    /// Tiles of a stopping step asked about motion, largest change first: **12**; and the
    /// jumping tiles confirmed before the step is reported: **3**.
    static let candidatesExamined = 12
    static let jumpsConfirmed = 3

    /// The findings for a film (one picture per frame) at `boundaries`.
    static func findings(images: [RGBAImage], boundaries: [MotionBoundary], tile: Int) -> [FilmFinding] {
        func step(_ s: Int) -> TileDifference? {
            s >= 1 && s < images.count ? TileDifference(images[s - 1], images[s], tile: tile) : nil
        }
        var findings: [FilmFinding] = []
        var motion = FilmMotion(images: images)
        for boundary in boundaries {
            switch boundary.kind {
            case .stop:
                for s in [boundary.frame - 1, boundary.frame] {
                    guard let difference = step(s) else { continue }
                    let mass = difference.mass(above: threshold), before = step(s - 1)?.mass(above: threshold) ?? 0
                    if mass > growth * before + threshold {
                        let worst = difference.worst
                        findings.append(FilmFinding(
                            check: "restJump", frame: s, value: Double(worst.value), limit: Double(threshold),
                            detail: "coming to rest at frame \(boundary.frame): step \(s - 1)→\(s) changes the picture by mass "
                                + String(format: "%.0f", mass) + ", the step before by " + String(format: "%.0f", before)
                                + "; worst tile (\(worst.column), \(worst.row)) of \(tile) px"))
                        continue
                    }
                    let candidates = difference.values.indices.filter { difference.values[$0] > threshold }
                        .sorted { difference.values[$0] > difference.values[$1] }
                    var jumps: [Int] = []
                    for index in candidates.prefix(candidatesExamined) where jumps.count < jumpsConfirmed {
                        let moved = motion.explains(s - 1, s, index: index, columns: difference.columns, tile: tile,
                                                    within: threshold)
                        if !moved { jumps.append(index) }
                    }
                    guard let worst = jumps.first else { continue }
                    let value = difference.values[worst]
                    findings.append(FilmFinding(
                        check: "restJump", frame: s, value: Double(value), limit: Double(threshold),
                        detail: "coming to rest at frame \(boundary.frame): step \(s - 1)→\(s), tile "
                            + "(\(worst % difference.columns), \(worst / difference.columns)) of \(tile) px changes in a way "
                            + "no shift explains; \(jumps.count)\(jumps.count == jumpsConfirmed ? " or more" : "") of "
                            + "\(candidates.count) tiles over the limit jump"))
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
