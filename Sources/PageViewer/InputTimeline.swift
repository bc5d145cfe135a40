/// The times, on the viewer's clock, at which input events happened, recovered from SDL's
/// stamps.
///
/// SDL2 stamps an event when it takes it from the window system (whole milliseconds), not when
/// it happened. Input that arrives while the viewer draws a long frame (a cold start, textures
/// being uploaded, a loaded machine) is therefore taken in one burst with one stamp. Given one
/// time, or times a fixed millisecond apart, a drag in such a burst would seem to cross the page
/// in an instant, and the velocity a release is judged by would be noise. What is known is that
/// the burst's events happened, in order, after the queue was last found empty and no later
/// than their stamp; the timeline spreads them evenly over that span, which is what a steady
/// hand or a driving script does.
///
/// All times are seconds on the viewer's clock.
struct InputTimeline {
    /// The least time between two events, seconds: events stamped no later than the last one
    /// given out still get distinct, increasing times.
    static let minimumStep = 1e-4

    /// The time given to the last event.
    private(set) var lastTime = -Double.infinity
    /// When the event queue was last found empty: every event taken after it happened later.
    private(set) var emptySince = -Double.infinity

    /// Records that the queue was found empty at `time`.
    mutating func queueEmptied(at time: Double) {
        emptySince = Swift.max(emptySince, time)
    }

    /// Replaces the stamps of a batch of events taken from the queue together, in order
    /// (converted to the viewer's clock), by the times they happened, given the time `now`. Runs
    /// of equal stamps are spread evenly between the previous event (or the moment the queue was
    /// last empty, if later) and the stamp; times never exceed `now` unless they must to keep
    /// increasing.
    mutating func convert(_ stamps: inout [Double], now: Double) {
        var start = 0
        while start < stamps.count {
            var end = start + 1
            while end < stamps.count, stamps[end] == stamps[start] { end += 1 }
            let count = Double(end - start)
            let stamp = stamps[start].isFinite ? Swift.min(stamps[start], now) : now
            let floor = Swift.max(lastTime, emptySince)
            // Evenly over (floor, stamp] when that span has room; otherwise (a stamp rounded to
            // before the floor, a clock step) from the later of the two, the least step apart.
            let step = floor.isFinite && stamp - floor > count * Self.minimumStep ? (stamp - floor) / count : 0
            let latest = floor.isFinite ? Swift.max(stamp, floor) : stamp
            for index in start..<end {
                let spread = step > 0 ? stamp - step * (count - 1 - Double(index - start)) : latest
                lastTime = Swift.max(spread, lastTime + Self.minimumStep)
                stamps[index] = lastTime
            }
            start = end
        }
    }
}
