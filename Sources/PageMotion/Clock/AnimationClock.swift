/// A source of the current time for animations, injected wherever "now" is needed so that
/// every animation can be replayed exactly in tests.
///
/// The animation types themselves (``PropertyAnimator``, ``VelocityTracker``) never read a clock:
/// they take times as arguments. A clock belongs to whatever drives them (an event loop, a
/// display link, a video exporter stepping frame by frame), which reads ``now`` once per frame
/// or event and passes the number on. Use ``SystemClock`` in an app and ``ManualClock`` in tests
/// and offline rendering.
public protocol AnimationClock: Sendable {
    /// The current time in seconds on a monotonic timeline (it never goes backwards) with an
    /// arbitrary origin: only differences between readings are meaningful.
    var now: Double { get }
}
