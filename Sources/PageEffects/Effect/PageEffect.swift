/// The one interface every effect controller has: pointer input and time in, frames and events
/// out.
///
/// ``BookController`` (curl, cone, flip), ``FoldMenu`` and ``PageStack`` conform, so a host —
/// a window's event loop, a video's storyboard, a test — drives any of them the same way:
///
/// ```swift
/// func tick<Effect: PageEffect>(_ effect: inout Effect, at time: Double, into frame: inout Frame) {
///     effect.advance(to: time)
///     while let event = effect.nextEvent() { handle(event) }
///     effect.frame(into: &frame)
/// }
/// ```
///
/// Positions are view points (origin at the view's top-left, y down), times seconds on the
/// host's clock; a controller never reads a clock itself. Inputs are applied in the order they
/// happened, each with its own time, and ``advance(to:)`` moves animations on to a time; times
/// earlier than the controller's present count as the present. What each input means is the
/// controller's own (a drag turns a page, pulls the menu open or scrolls the stack; a tap turns,
/// closes or expands); every controller accepts every input at any moment, and ignores what it
/// has no use for.
public protocol PageEffect: Sendable {
    /// What the controller reports: turns, snaps, the menu opening, a page expanded or removed.
    associatedtype Event: Sendable

    /// A pointer went down at `position` (view points) at `time` (seconds).
    mutating func dragBegan(at position: SIMD2<Double>, time: Double)
    /// The pointer, held down, moved to `position` (view points) at `time` (seconds).
    mutating func dragMoved(to position: SIMD2<Double>, time: Double)
    /// The pointer went up at `position` (view points) at `time` (seconds).
    mutating func dragEnded(at position: SIMD2<Double>, time: Double)
    /// A tap (a press and release that barely moved) at `position` (view points) at `time`
    /// (seconds). A host sends it after the ``dragEnded(at:time:)`` of the same press.
    mutating func tap(at position: SIMD2<Double>, time: Double)
    /// Moves every animation on to `time`, seconds.
    mutating func advance(to time: Double)
    /// Writes the picture at the present time into `frame`, reusing its storage (no allocation
    /// once the frame has grown to its size).
    func frame(into frame: inout Frame)
    /// Whether nothing moves or will move on its own: no pointer holding anything, no animation
    /// running or waiting. A host may stop ticking (and drawing) until the next input.
    var isIdle: Bool { get }
    /// Removes and returns the oldest unread event, or `nil` when there is none. Events are
    /// queued, never delivered through callbacks.
    mutating func nextEvent() -> Event?
}

extension PageEffect {
    /// Empties the event queue (for a host that does not need the events).
    public mutating func discardEvents() {
        while nextEvent() != nil {}
    }
}
