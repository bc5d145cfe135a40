import PageTurn

/// A timeline of input for one controller: what happens when, in seconds from the start.
///
/// Steps are appended in order; each advances the script's clock by its own length, so a script
/// reads like a storyboard: wait, drag the corner across, wait, tap, ...
struct InputScript<Controller: EffectDriving> {
    /// One input at an absolute time.
    struct Event {
        var time: Double
        var apply: (inout Controller, Double) -> Void
    }

    /// The events in time order.
    private(set) var events: [Event] = []
    /// The script's length so far, seconds.
    private(set) var duration = 0.0

    /// Finger samples per second during a drag: a touch screen's rate.
    static var dragSampleRate: Double { 120 }

    /// Nothing happens for `seconds`.
    mutating func wait(_ seconds: Double) {
        duration += Swift.max(0, seconds)
    }

    /// Runs `action` on the controller at the current time (a key press, a command).
    mutating func perform(_ action: @escaping (inout Controller, Double) -> Void) {
        events.append(Event(time: duration, apply: action))
    }

    /// A tap at `point` (view points).
    mutating func tap(_ point: SIMD2<Double>) {
        perform { controller, time in controller.tap(at: point, time: time) }
    }

    /// A finger pressed at `start`, moved to `end` over `seconds` along an arc bulging `lift`
    /// points to the left of the direction of travel (eased in and out unless `constantSpeed`),
    /// then lifted (or held there when `release` is false).
    mutating func drag(
        from start: SIMD2<Double>, to end: SIMD2<Double>, seconds: Double, lift: Double = 0,
        constantSpeed: Bool = false, release: Bool = true
    ) {
        let begin = duration
        let length = Swift.max(seconds, 1 / Self.dragSampleRate)
        events.append(Event(time: begin) { controller, time in controller.dragBegan(at: start, time: time) })
        let steps = Swift.max(2, Int((length * Self.dragSampleRate).rounded()))
        let along = end - start
        let distance = (along * along).sum().squareRoot()
        let normal = distance > 0 ? SIMD2(along.y, -along.x) / distance : .zero
        for step in 1...steps {
            let s = Double(step) / Double(steps)
            let eased = constantSpeed ? s : s * s * (3 - 2 * s)
            let point = start + along * eased + normal * (lift * 4 * eased * (1 - eased))
            events.append(Event(time: begin + length * s) { controller, time in
                controller.dragMoved(to: point, time: time)
            })
        }
        duration = begin + length
        if release {
            events.append(Event(time: duration) { controller, time in controller.dragEnded(at: end, time: time) })
        }
    }
}
