import PageEffects
import PageImage

/// "No single-frame flicker": for every three consecutive frames `a, b, c`, no tile where `b`
/// differs from both `a` and `c` by much while `a` and `c` agree.
///
/// Differences are ``TileDifference`` values (mean absolute colour difference of a tile, levels
/// of 255). A tile **blinks** when `min(d(a,b), d(b,c)) > ` ``threshold``, `d(a,c) ≤ `
/// ``agreement`` (and under a quarter of that jump), and motion explains neither change: the
/// tile's content at `b` is not `a`'s moved, or `a`'s is not in `b` moved, and likewise between
/// `b` and `c` (``MotionResidual``, with ``threshold`` as the limit).
///
/// Why the last part: a blink changes the picture for one frame and puts it back, so `a` and
/// `c` agree while `b` stands apart. Motion seldom brings a tile back to where it was two frames
/// earlier, but content that repeats or resembles itself can when it moves fast (the stack's
/// cards scrolling, the block digits of a page sliding by): then `b` is merely `a` moved on,
/// and the residual says so.
///
/// Content that moves more than a tile a frame while it turns, bends or leaves through a clip
/// cannot be explained from pixels; a film passes its ``FastGeometry`` so that a tile a lifted
/// page sweeps through that fast (its own points, projected, move more than a tile to or from
/// the middle frame) is not called a blink. A page appearing or vanishing is never such motion.
enum FlickerCheck {
    /// How much the middle frame must differ from both neighbours, **8 levels of 255** (≈ 3 %):
    /// a one-frame change of a tile-sized region this large is visible as a blink at 30 frames a
    /// second.
    static let threshold: Float = 8
    /// How close the outer frames must be, **4 levels of 255** — half the blink: a blink puts the
    /// picture back (`d(a,c)` ≈ 0 when nothing else moves, 1–2 levels when the page creeps on).
    static let agreement: Float = 4
    /// Candidate tiles of a triple asked about motion, largest jump first: **12**.
    static let candidatesExamined = 12
    /// Blinking tiles confirmed before a triple is reported: **3** (the finding names the worst).
    static let blinksConfirmed = 3

    /// The findings over a whole film (one picture per frame).
    static func findings(images: [RGBAImage], tile: Int, geometry: FastGeometry? = nil) -> [FilmFinding] {
        guard images.count >= 3 else { return [] }
        var findings: [FilmFinding] = []
        var motion = FilmMotion(images: images)
        func moved(_ first: Int, _ second: Int, tile index: Int, columns: Int) -> Bool {
            motion.explains(first, second, index: index, columns: columns, tile: tile, within: threshold)
        }
        var previous = TileDifference(images[0], images[1], tile: tile)
        for middle in 1 ..< images.count - 1 {
            let next = TileDifference(images[middle], images[middle + 1], tile: tile)
            defer { previous = next }
            // Only frames that change twice can blink.
            guard previous.worst.value > threshold, next.worst.value > threshold else { continue }
            // Candidates: tiles that jump both ways while the outer frames agree, largest first.
            var candidates: [(jump: Float, index: Int, across: Float)] = []
            for index in previous.values.indices {
                let jump = Swift.min(previous.values[index], next.values[index])
                guard jump > threshold else { continue }
                let across = TileDifference.value(images[middle - 1], images[middle + 1], tile: tile, index: index,
                                                  columns: previous.columns)
                guard across <= Swift.min(agreement, jump / 4) else { continue }
                candidates.append((jump, index, across))
            }
            candidates.sort { $0.jump > $1.jump }
            // Motion is asked about the largest few only (the search is costly unoptimised),
            // and only until a few blinks are confirmed: the finding names the worst.
            var worst: (jump: Float, index: Int, across: Float)? = nil
            var tiles = 0
            for candidate in candidates.prefix(candidatesExamined) where tiles < blinksConfirmed {
                let columns = previous.columns
                guard !moved(middle - 1, middle, tile: candidate.index, columns: columns),
                      !moved(middle, middle + 1, tile: candidate.index, columns: columns),
                      geometry?.movesFast(middle: middle, index: candidate.index, columns: columns, tile: tile) != true
                else { continue }
                tiles += 1
                if worst == nil { worst = candidate }
            }
            if middle >= 2 { motion.forget(middle - 2) }
            guard let worst else { continue }
            let i = worst.index
            findings.append(FilmFinding(
                check: "flicker", frame: middle, value: Double(worst.jump), limit: Double(threshold),
                detail: "frames \(middle - 1),\(middle),\(middle + 1): tile (\(i % previous.columns), \(i / previous.columns)) "
                    + String(format: "d(a,b) %.1f, d(b,c) %.1f, d(a,c) %.1f", previous.values[i], next.values[i], worst.across)
                    + "; unexplained by motion; \(tiles)\(tiles == blinksConfirmed ? " or more" : "") of "
                    + "\(candidates.count) candidate tiles blink"))
        }
        return findings
    }
}
