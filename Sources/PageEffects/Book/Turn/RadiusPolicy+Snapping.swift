import PageGeometry

extension RadiusPolicy {
    /// This policy blended by `weight` in `[0, 1]` toward a fixed radius of `radius` points: a
    /// curl moving onto a snapping point takes on the point's radius as it goes
    /// (``TurnPose/radiusWeight``). Non-finite weights read as `0`, negative radii as `0`.
    func blended(toward radius: Double, weight: Double) -> RadiusPolicy {
        let w = weight.isFinite ? Swift.min(Swift.max(weight, 0), 1) : 0
        guard w > 0 else { return self }
        let r = radius.isFinite ? Swift.max(radius, 0) : 0
        let base = baseRadius.isFinite ? Swift.max(baseRadius, 0) : 0
        let growth = growthRate.isFinite ? Swift.max(growthRate, 0) : 0
        let cap = maximumRadius
        return RadiusPolicy(
            baseRadius: (1 - w) * base + w * r,
            growthRate: (1 - w) * growth,
            maximumRadius: cap.isFinite ? (1 - w) * Swift.max(cap, 0) + w * r : cap,
            squeezeSoftness: squeezeSoftness)
    }
}
