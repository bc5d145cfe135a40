/// Something a ``FoldMenu`` reports, queued until the caller drains it with
/// ``FoldMenu/nextEvent()``.
public enum FoldMenuEvent: Sendable, Hashable {
    /// The menu has started moving toward fully open (a release, a tap or a command decided it).
    case willOpen
    /// The menu has started moving toward fully closed.
    case willClose
    /// The menu came to rest fully open (progress exactly 1).
    case didOpen
    /// The menu came to rest fully closed (progress exactly 0).
    case didClose
    /// A tap landed on the menu, at this point of the menu's content, in points from the
    /// content's top-left corner (`[0, menuWidth] × [0, menuHeight]`), wherever the folded
    /// panel showing it is drawn.
    case menuTapped(SIMD2<Double>)
    /// A tap landed on the main content, at this point of the content, in points from its
    /// top-left corner (the content slides with the menu). Not reported for a tap that closes
    /// the menu (see ``FoldMenuConfiguration/closesOnContentTap``).
    case contentTapped(SIMD2<Double>)
}
