/// The page-turning effect a ``BookController`` draws.
public enum TurnEffect: Hashable, Sendable {
    /// Paper: the page curls under the finger (XBPageCurl's cylinder, placed by `CurlTracker`).
    /// Hard pages still turn rigidly.
    case curl
    /// Card: the page rotates rigidly about its spine with perspective (BookViewXK), showing its
    /// front until it is seen edge-on and its back after.
    case flip
}
