/// Why ``CurlTracker/solve(grab:screenFinger:pageToScreen:near:)`` could not place a screen finger.
/// Stable cases; test by case, never by message.
public enum CurlTrackerError: Error, Hashable, Sendable {
    /// The screen finger has a NaN or infinite coordinate.
    case nonFiniteFinger
    /// The transform does not map the page plane (`z = 0`) one-to-one onto the screen: the page
    /// is seen edge-on, a scale is zero, or an entry is not finite.
    case degenerateProjection
    /// The finger's line of sight meets the page plane only at or behind the eye (the finger is
    /// at or beyond the page plane's horizon).
    case fingerBeyondHorizon
}
