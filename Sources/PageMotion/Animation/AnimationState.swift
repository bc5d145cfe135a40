/// The life-cycle state of a ``PropertyAnimator``, like UIKit's `UIViewAnimatingState`.
public enum AnimationState: Hashable, Sendable {
    /// Not started yet, or run to completion: the value sits at the start (fresh) or at the
    /// target (completed). Starting it again runs toward the current target.
    case inactive
    /// Started: running, or paused (see ``PropertyAnimator/isRunning``).
    case active
    /// Ended early by ``PropertyAnimator/stop(_:at:)``: the value is held where it was stopped.
    /// Starting, continuing or scrubbing it again moves on from there.
    case stopped
}
