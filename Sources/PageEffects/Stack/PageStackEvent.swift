/// Something a ``PageStack`` reports, queued until the caller drains it with
/// ``PageStack/nextEvent()``.
public enum PageStackEvent: Sendable, Hashable {
    /// A page started growing to full view (a tap or ``PageStack/expand(_:at:)``).
    case willExpand(PageStackPageID)
    /// The page fills the view, at rest.
    case didExpand(PageStackPageID)
    /// The expanded page started shrinking back into the stack.
    case willCollapse(PageStackPageID)
    /// The page is back in the stack, at rest; no page is selected any more.
    case didCollapse(PageStackPageID)
    /// The page left the stack (a swipe past the threshold or ``PageStack/remove(_:at:)``): it is
    /// no longer counted and the pages after it close the gap; it still slides out.
    case willRemove(PageStackPageID)
    /// The removed page finished sliding out and is no longer drawn.
    case didRemove(PageStackPageID)
    /// An appended page finished rotating in.
    case didAppear(PageStackPageID)
}
