extension CurlTracker {
    /// The result of finger tracking: the cylinder and how it was found.
    ///
    /// All positions are canonical page coordinates in points (orthographic view), all radii in
    /// points.
    public struct Solution: Hashable, Sendable {
        /// Where the grabbed material point lies on the deformed page.
        public enum Placement: Hashable, Sendable {
            /// The page is untouched (no drag, or a grab on the spine, or NaN input).
            case rest
            /// On the curved part of the cylinder (the drag is shorter than `π · radius`).
            case curved
            /// On the part folded flat on top (the drag is at least `π · radius`).
            case folded
        }

        /// The cylinder: put the page through it to draw the curl.
        public var deformation: CylinderDeformation
        /// The grabbed material point actually used: the requested one clamped into the page.
        public var grab: SIMD2<Double>
        /// The effective finger: where the grabbed point lies, seen from above. Equal to
        /// ``requestedFinger`` unless ``isClamped``.
        public var finger: SIMD2<Double>
        /// The finger as requested (possibly non-finite).
        public var requestedFinger: SIMD2<Double>
        /// Whether the requested finger could not be reached (or was NaN) and the nearest
        /// reachable placement was used instead.
        public var isClamped: Bool
        /// Where the grabbed point lies on the cylinder.
        public var placement: Placement
        /// The radius the ``RadiusPolicy`` asked for at this drag, before the spine's squeeze.
        public var preferredRadius: Double
        /// The largest radius the spine allows at this drag and direction (`+∞` at rest, `0` on
        /// the edge of the reachable region, where only a crease keeps the spine down).
        public var radiusLimit: Double

        /// Creates a solution from its parts (normally made by ``CurlTracker``).
        public init(
            deformation: CylinderDeformation, grab: SIMD2<Double>, finger: SIMD2<Double>,
            requestedFinger: SIMD2<Double>, isClamped: Bool, placement: Placement,
            preferredRadius: Double, radiusLimit: Double
        ) {
            self.deformation = deformation
            self.grab = grab
            self.finger = finger
            self.requestedFinger = requestedFinger
            self.isClamped = isClamped
            self.placement = placement
            self.preferredRadius = preferredRadius
            self.radiusLimit = radiusLimit
        }

        /// The radius used, in points (the deformation's radius).
        public var radius: Double { deformation.radius }

        /// The drag distance `|finger − grab|` in points (effective finger).
        public var drag: Double { ReachableRegion.length(finger - grab) }

        /// Whether the spine made the radius smaller than the policy's preferred radius.
        public var isRadiusSqueezed: Bool { radius < preferredRadius }
    }
}
