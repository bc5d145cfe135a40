/// "No one-pixel line at the hinge": a column of pixels that stands out from both of its
/// neighbours down much of its height, where two drawn surfaces meet.
///
/// Where two surfaces meet edge to edge, the pixel column on the seam is a blend of the two, so
/// its luma lies between its left and right neighbours'. A line (background showing through a
/// gap, an edge drawn twice, a dark rim) makes the seam column lie outside that range. For each
/// column within ``searchRadius`` of the expected seam, the check counts the rows where the
/// column's luma is more than ``lumaTolerance`` outside `[min, max]` of its two neighbours, and
/// reports the worst column as a share of the rows measured.
enum SeamLine {
    /// How far from the expected seam to look, pixels: **3** (the hinge's x is known in view
    /// points; rounding and anti-aliasing put its pixel column within a pixel or two).
    static let searchRadius = 3
    /// How far outside its neighbours' range a pixel must be to count, **12 levels of 255**:
    /// well above rounding and texture detail at a 2-pixel scale, well below a visible line.
    static let lumaTolerance: Float = 12
    /// The share of rows that makes a line, **0.25**: a quarter of the seam's height standing out
    /// is a visible line; text lines of the pages crossing the seam stand out on a few rows only.
    static let lineShare = 0.25

    /// The worst column near `seamX` (pixels) over `rows`: its x and the share of rows where it
    /// stands out.
    static func worstColumn(in luma: LumaPlane, seamX: Double, rows: Range<Int>) -> (x: Int, share: Double) {
        let centre = Int(seamX.rounded(.down))
        var worst = (x: centre, share: 0.0)
        let usable = rows.clamped(to: 0 ..< luma.height)
        guard !usable.isEmpty else { return worst }
        for x in (centre - searchRadius) ... (centre + searchRadius) where x >= 1 && x < luma.width - 1 {
            var standing = 0
            for y in usable {
                let left = luma[x - 1, y], right = luma[x + 1, y], value = luma[x, y]
                if value < Swift.min(left, right) - lumaTolerance || value > Swift.max(left, right) + lumaTolerance {
                    standing += 1
                }
            }
            let share = Double(standing) / Double(usable.count)
            if share > worst.share { worst = (x, share) }
        }
        return worst
    }
}
