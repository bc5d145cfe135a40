/// How a released free curl comes to lie flat: the pose shown is the animated pose drawn in
/// toward the flat rest quadratically, so that what the reader sees settles as fast as the
/// spring does.
///
/// A free curl is the cylinder the ``CurlTracker`` solves for a grab and a finger. Near rest
/// its shape does not follow the finger linearly: with page beyond the grab, the stiff radius
/// that keeps small drags continuous lifts the page by about `5.9·√(B·D)` for a drag of `D`
/// points (see ``RadiusPolicy/overhangStiffness``), and near a complete turn the spine squeezes
/// the roll the same way. A spring that brings the finger home therefore leaves the page
/// lifted by points when it has settled to a thousandth of its way (the curl landing after a
/// backward drag stopped 4 points above the page, its shade along the axis still showing,
/// then snapped flat in one frame; a cancelled corner stopped 13 points up).
///
/// With `L` the pose's distance from rest when the landing began and `x = |pose − rest| / L`,
/// the pose shown is `rest + (pose − rest)·x(2 − x)` for `x < 1` and the pose itself beyond:
/// the drag shown is `L·x²(2 − x)`, equal to the animated one with the same slope at `x = 1`
/// (the landing leaves the finger's pose without a kink) and quadratic near rest, so the lift
/// shrinks in proportion to the spring's own distance and is a hair when it settles.
///
/// A rigid leaf landing (a flip, a hard page) is eased the same way over the last fifth of its
/// turn (``TurnDrive/rigidLandingShare``): its curve or spring brings the angle home with
/// zero speed, but at 30 frames a second a tapped flip still lay 12 points up two frames before
/// rest and 3 points up one frame before, so its edge and its fading shadow changed most in the
/// frame it landed; eased, the last frames lift it by 2 and 0.1 points.
struct LandingEase: Sendable {
    /// The pose the page lies flat in (the animation's target).
    var rest: TurnPose
    /// The pose's distance from ``rest`` when the landing began, `> 0`.
    var span: Double

    /// The ease for a landing from `pose` to `rest`, acting over the last `within` of the way
    /// (pose units; the whole way by default); `nil` when the pose is already there (or not
    /// finite).
    init?(from pose: TurnPose, to rest: TurnPose, within: Double = .infinity) {
        let span = Swift.min((pose - rest).magnitude, within)
        guard span > 0, span.isFinite else { return nil }
        self.rest = rest
        self.span = span
    }

    /// The pose shown when the animation is at `animated`.
    func shown(_ animated: TurnPose) -> TurnPose {
        let offset = animated - rest
        let x = offset.magnitude / span
        guard x < 1, x.isFinite else { return animated }
        return rest + offset.scaled(by: x * (2 - x))
    }

    /// The velocity of the shown pose when the animation is at `animated` moving at `velocity`
    /// (pose units per second), by a central difference over a microsecond.
    func shownVelocity(at animated: TurnPose, velocity: TurnPose) -> TurnPose {
        let h = 1e-6
        let ahead = shown(animated + velocity.scaled(by: h)), behind = shown(animated - velocity.scaled(by: h))
        let v = (ahead - behind).scaled(by: 1 / (2 * h))
        return v.isFinite ? v : velocity
    }
}
