/// Where a stopped animation leaves its value, like UIKit's `UIViewAnimatingPosition`.
public enum AnimationPosition: Hashable, Sendable {
    /// At the animator's start value (``PropertyAnimator/startValue``).
    case start
    /// At the animator's end value (``PropertyAnimator/endValue``).
    case end
    /// Where the animation is at the moment it stops.
    case current
}
