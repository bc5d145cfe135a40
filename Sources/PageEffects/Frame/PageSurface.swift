import PageGeometry

/// The shape of a drawn page in its canonical page frame, as a closed set of cases so that a
/// frame stores it inline (no existential boxes, no allocation per frame).
public enum PageSurface: Sendable, Hashable, PageDeformation {
    /// The page lies flat in its plane (moved only by the drawable's placement).
    case flat
    /// Curled round a cylinder (the finger-driven curl).
    case cylinder(CylinderDeformation)
    /// Curled round a cone (the programmatic PARC-style turn).
    case cone(ConeDeformation)
    /// Rotated rigidly about the spine (the flip; hard covers).
    case spineRotation(SpineRotation)

    /// Position and front normal of a material point, delegated to the case's deformation.
    @inlinable
    public func surface(at point: SIMD2<Double>) -> (position: SIMD3<Double>, normal: SIMD3<Double>) {
        switch self {
        case .flat: (SIMD3(point.x, point.y, 0), SIMD3(0, 0, 1))
        case .cylinder(let deformation): deformation.surface(at: point)
        case .cone(let deformation): deformation.surface(at: point)
        case .spineRotation(let deformation): deformation.surface(at: point)
        }
    }

    /// How a mesh should sample this surface: delegated to the case's deformation (flat is planar).
    @inlinable
    public var meshSamplingHint: MeshSamplingHint {
        switch self {
        case .flat: .planar
        case .cylinder(let deformation): deformation.meshSamplingHint
        case .cone(let deformation): deformation.meshSamplingHint
        case .spineRotation(let deformation): deformation.meshSamplingHint
        }
    }

    /// Whether the page is not bent (flat or rigidly rotated): one quad draws it exactly.
    @inlinable
    public var isPlanar: Bool {
        switch self {
        case .flat, .spineRotation: true
        case .cylinder, .cone: false
        }
    }
}
