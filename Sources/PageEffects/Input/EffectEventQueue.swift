/// A bounded first-in, first-out queue of the events a controller reports, drained by its caller.
///
/// Controllers in this module have no delegates: whatever happens inside an input method or
/// inside `advance(to:)` (a menu that comes to rest, a page whose removal finishes) is pushed
/// here, and the caller pops the events when it likes, typically once per tick:
///
/// ```swift
/// menu.advance(to: clock.now)
/// while let event = menu.nextEvent() { handle(event) }
/// ```
///
/// The storage is a ring of ``capacity`` slots allocated once, when the queue is created, so
/// pushing and popping allocate nothing (as long as the queue is not a copy sharing its storage
/// with another). A caller that never drains cannot make it grow: when it is full, pushing drops
/// the **oldest** event and counts it in ``droppedCount``.
public struct EffectEventQueue<Event: Sendable>: Sendable {
    /// The ring of slots; `nil` where no event is stored.
    private var storage: [Event?]
    /// The slot of the oldest event.
    private var head = 0
    /// How many events are queued, `0 ... capacity`.
    public private(set) var count = 0
    /// How many events were dropped because the queue was full (never reset).
    public private(set) var droppedCount = 0

    /// The capacity used by the controllers: 32 events, far more than one input or one tick
    /// produces (a tick of the page stack reports at most a few per page that finishes).
    public static var defaultCapacity: Int { 32 }

    /// Creates an empty queue holding at most `capacity` events (clamped to at least 1).
    public init(capacity: Int = EffectEventQueue.defaultCapacity) {
        storage = Array(repeating: nil, count: Swift.max(1, capacity))
    }

    /// The most events the queue holds.
    public var capacity: Int { storage.count }

    /// Whether no event is queued.
    public var isEmpty: Bool { count == 0 }

    /// Appends an event; when the queue is full the oldest event is dropped first.
    public mutating func push(_ event: Event) {
        if count == storage.count {
            storage[head] = nil
            head = (head + 1) % storage.count
            count -= 1
            droppedCount += 1
        }
        storage[(head + count) % storage.count] = event
        count += 1
    }

    /// Appends an event, or puts it in place of the newest queued event when `replaces` says
    /// that one is superseded (a progress report by the next one).
    mutating func push(_ event: Event, replacingLastIf replaces: (Event) -> Bool) {
        let last = (head + count - 1) % storage.count
        if count > 0, let newest = storage[last], replaces(newest) {
            storage[last] = event
        } else {
            push(event)
        }
    }

    /// Removes and returns the oldest event, or `nil` when the queue is empty.
    public mutating func pop() -> Event? {
        guard count > 0 else { return nil }
        let event = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return event
    }

    /// The oldest event, left in the queue, or `nil` when it is empty.
    public var first: Event? { count > 0 ? storage[head] : nil }

    /// Removes every queued event, keeping the storage.
    public mutating func removeAll() {
        while pop() != nil {}
    }
}
