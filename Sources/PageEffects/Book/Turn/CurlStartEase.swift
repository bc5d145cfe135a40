/// How a curl held inside the page leaves the desk: over the finger's first ``span`` points the
/// page is curled as if the finger were nearer the grab, so that the lift grows from zero with
/// zero slope instead of leaping up in the first frame.
///
/// Held exactly, a page grabbed anywhere but a fore-edge corner lifts by about `5.9·√(B·D)`
/// for a drag of `D` points with `B` points of page beyond the grab (see
/// ``RadiusPolicy/overhangStiffness``): a finger past the 3-point slop lifted the fore part of a
/// 300-point page by some 120 points in one frame (the demo's mid-page grab, the film check's
/// "leaving rest" finding). A corner grab has nothing beyond it and starts gently on its own.
///
/// With `x = D / span`, the drag shown is `span · x⁴(4 − 3x)` for `x < 1` and `D` beyond, along
/// the same line from the grab (inside the tracked region, which is convex round the grab):
/// equal to the finger's with the same slope at `x = 1` (the page then follows exactly, without
/// a kink), and of fourth order at the grab, so the lift grows like `x²`. The finger leads the
/// grabbed point by at most a third of the span on the way.
struct CurlStartEase: Sendable {
    /// The finger travel eased, points, `> 0`.
    var span: Double

    /// The span for a page `width` points wide: a tenth of it (30 points on a 300-point page).
    init(pageWidth width: Double) {
        span = Swift.max(0.1 * width, 1e-9)
    }

    /// The finger shown for a page held at `grab` by the (tracked) finger `finger`, canonical
    /// points.
    func finger(grab: SIMD2<Double>, finger: SIMD2<Double>) -> SIMD2<Double> {
        let offset = finger - grab
        let x = (offset * offset).sum().squareRoot() / span
        guard x < 1, x.isFinite else { return finger }
        return grab + offset * (x * x * x * (4 - 3 * x))
    }
}
