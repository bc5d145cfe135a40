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
}

extension BookController: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
}

extension FoldMenu: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
}

extension PageStack: EffectDriving {
    mutating func discardEvents() { while nextEvent() != nil {} }
}
