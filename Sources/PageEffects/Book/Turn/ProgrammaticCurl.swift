/// The shape of a curl that turns without a finger (a tap, a key, code).
public enum ProgrammaticCurl: Hashable, Sendable {
    /// `CylinderSchedule`: the tracker's cylinder led by a virtual finger from the bottom corner,
    /// the same surface a drag produces, so a finger catching the page takes over seamlessly.
    case cylinder
    /// `ConeTurnSchedule`: the PARC cone of "the anatomy of a page curl", led by the top corner,
    /// tightest at `tightestConeAngle` radians (clamped to `[0, π/2]`; the schedule's default is
    /// `π/6`). A finger catching it takes over with the cylinder turn at the same progress, so
    /// the page's shape changes as it is caught.
    case cone(tightestConeAngle: Double)
}
