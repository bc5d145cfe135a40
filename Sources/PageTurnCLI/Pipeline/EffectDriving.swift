import PageTurn

/// What a scripted animation needs of an effect controller: the shared pointer input, time,
/// and frames. ``BookController``, ``FoldMenu`` and ``PageStack`` all have this shape.
protocol EffectDriving {
    mutating func dragBegan(at position: SIMD2<Double>, time: Double)
    mutating func dragMoved(to position: SIMD2<Double>, time: Double)
    mutating func dragEnded(at position: SIMD2<Double>, time: Double)
    mutating func tap(at position: SIMD2<Double>, time: Double)
    mutating func advance(to time: Double)
    func frame(into frame: inout Frame)
    /// Empties the controller's event queue (the recorder does not need the events).
    mutating func discardEvents()
    /// Whether nothing moves or will move on its own: no pointer down, no animation running or
    /// queued (what ``InputScript/waitUntilAtRest(atMost:)`` waits for).
    var isAtRest: Bool { get }
}

extension BookController: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
    /// Idle: no turn open (a snapped page still counts as moving: it waits for the finger).
    var isAtRest: Bool { phase == .idle }
}

extension FoldMenu: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
    var isAtRest: Bool { isIdle }
}

extension PageStack: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
    var isAtRest: Bool { isIdle }
}
