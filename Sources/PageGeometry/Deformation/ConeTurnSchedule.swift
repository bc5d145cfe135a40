import PageMath

/// A programmatic page turn with the cone: progress `t` in `[0, 1]` to a ``ConeDeformation``,
/// from the page lying flat (`t = 0`) to the page lying flat on the left (`t = 1`), continuous in
/// `t` throughout.
///
/// PARC's paper and Nuon's iBooks-like code drive the cone by a schedule in time; theirs drops the
/// cone angle from 90° to 8° in the first instant (a jump in the page's shape). This one moves
/// every parameter smoothly, on a page of ``pageSize`` points (canonical frame):
/// - the rotation about the spine eases in and out: `ρ = π·(3t² - 2t³)`;
/// - the curl rises and falls with `k(t) = (27/4)·t·(1 - t)²` (0 at both ends, 1 at `t = 1/3`,
///   while the page has turned less than a quarter): the cone angle goes
///   `θ = π/2 - (π/2 - tightestConeAngle)·k`, and the apex comes down from a page height above
///   the top edge to 0.15 page heights above it, `A = -height·(1 - 0.85·k)`;
/// - the flat part shrinks from half the page to nothing by mid-turn: `B = (width/2)·max(0, 1 - 2t)²`;
/// - the cone angle is kept at or above ``ConeDeformation/minimumConeAngle(rotation:)`` (the curl
///   opens as the page lands), so ``ConeDeformation`` never has to clamp it and the page stays
///   above the page beneath.
///
/// The curl is led by the top-right corner (the cone opens down the page, see
/// ``ConeDeformation``). `t` outside `[0, 1]` is clamped; NaN gives `0`.
public struct ConeTurnSchedule: Hashable, Sendable {
    /// The page size in points (each component clamped to `>= 0`, non-finite gives `0`).
    public var pageSize: SIMD2<Double>
    /// The smallest cone half-angle of the turn, in radians, reached at `t = 1/3`
    /// (clamped to `[0, π/2]`; default `π/6`, as tight as "the anatomy of a page curl" found useful).
    public var tightestConeAngle: Double

    /// The apex's distance above the top edge at the height of the curl, in page heights.
    static let nearestApexHeight = 0.15

    /// Creates the schedule for a page of `pageSize` points.
    public init(pageSize: SIMD2<Double>, tightestConeAngle: Double = Double.pi / 6) {
        self.pageSize = pageSize
        self.tightestConeAngle = tightestConeAngle
    }

    /// The curl's rise and fall: `(27/4)·t·(1 - t)²`, 0 at both ends, 1 at `t = 1/3`.
    static func curl(_ t: Double) -> Double { 6.75 * t * (1 - t) * (1 - t) }

    /// The cone of the turn at `progress` (`t`, clamped to `[0, 1]`; NaN gives 0).
    public func deformation(at progress: Double) -> ConeDeformation {
        let t = progress.isNaN ? 0 : Swift.min(1, Swift.max(0, progress))
        let width = pageSize.x.isFinite ? Swift.max(0, pageSize.x) : 0
        let height = pageSize.y.isFinite ? Swift.max(0, pageSize.y) : 0
        let tightest = tightestConeAngle.isNaN
            ? Double.pi / 6 : Swift.min(Double.pi / 2, Swift.max(0, tightestConeAngle))
        let rotation = Double.pi * t * t * (3 - 2 * t)
        let k = Self.curl(t)
        let shaped = Double.pi / 2 - (Double.pi / 2 - tightest) * k
        let coneAngle = Swift.max(shaped, ConeDeformation.minimumConeAngle(rotation: rotation))
        let flat = Swift.max(0, 1 - 2 * t)
        let apex = SIMD2(0.5 * width * flat * flat, -height * (1 - (1 - Self.nearestApexHeight) * k))
        return ConeDeformation(apex: apex, coneAngle: coneAngle, rotation: rotation)
    }
}
