import PageTurn

/// A timeline of input for one controller: what happens when, in seconds from the start.
///
/// Steps are appended in order; each advances the script's clock by its own length, so a script
/// reads like a storyboard: wait, drag the corner across, wait, tap, ...
///
/// A script may also wait for the controller to come to rest (``waitUntilAtRest(atMost:)``):
/// the steps after it start only once the animation the steps before it set off has landed,
/// however long that takes. Such a script is *closed-loop*; ``resolved(playingOn:fps:)`` turns
/// it into an open-loop one, with every time fixed, by playing it on a copy of the controller at
/// the recorder's frame times, so that the recorder knows the frame count before it draws.
package struct InputScript<Controller: PageEffect> {
    /// One input at a time, seconds: from the script's start once resolved (or in an open-loop
    /// script), from the start of its stretch before.
    package struct Event {
        package var time: Double
        package var apply: (inout Controller, Double) -> Void
    }

    /// A run of open-loop steps, then (except for the last) a wait for rest.
    private struct Stretch {
        var events: [Event] = []
        /// The stretch's length, seconds: its steps' lengths summed.
        var length = 0.0
        /// The longest wait for rest after the stretch, seconds; `nil` for the last stretch.
        var restLimit: Double?
    }

    /// The stretches in order; the last one is being written.
    private var stretches: [Stretch] = [Stretch()]

    /// An empty script: nothing happens, for no time.
    package init() {}

    /// Finger samples per second during a drag: a touch screen's rate.
    package static var dragSampleRate: Double { 120 }

    /// Whether every time is fixed: the script has no wait for rest.
    package var isOpenLoop: Bool { stretches.count == 1 }

    /// The events in time order. Their times are from the script's start only when
    /// ``isOpenLoop``; ``resolved(playingOn:fps:)`` makes them so.
    package var events: [Event] { stretches.count == 1 ? stretches[0].events : stretches.flatMap(\.events) }

    /// The script's length so far, seconds: for a closed-loop script, the open-loop steps' lengths
    /// only (the waits for rest are known once resolved).
    package var duration: Double { stretches.reduce(0) { $0 + $1.length } }

    /// Nothing happens for `seconds`.
    package mutating func wait(_ seconds: Double) {
        stretches[stretches.count - 1].length += Swift.max(0, seconds)
    }

    /// The steps after this one wait until the controller rests (see ``PageEffect/isIdle``)
    /// with the input before it all given, and at most `limit` seconds after the steps before it
    /// end (the command that plays the script checks where the controller arrived).
    package mutating func waitUntilAtRest(atMost limit: Double) {
        stretches[stretches.count - 1].restLimit = Swift.max(0, limit)
        stretches.append(Stretch())
    }

    /// Runs `action` on the controller at the current time (a key press, a command).
    package mutating func perform(_ action: @escaping (inout Controller, Double) -> Void) {
        append(Event(time: stretches[stretches.count - 1].length, apply: action))
    }

    /// A tap at `point` (view points).
    package mutating func tap(_ point: SIMD2<Double>) {
        perform { controller, time in controller.tap(at: point, time: time) }
    }

    /// A finger pressed at `start`, moved to `end` over `seconds` along an arc bulging `lift`
    /// points to the left of the direction of travel (eased in and out unless `constantSpeed`),
    /// then lifted (or held there when `release` is false).
    package mutating func drag(
        from start: SIMD2<Double>, to end: SIMD2<Double>, seconds: Double, lift: Double = 0,
        constantSpeed: Bool = false, release: Bool = true
    ) {
        let begin = stretches[stretches.count - 1].length
        let length = Swift.max(seconds, 1 / Self.dragSampleRate)
        append(Event(time: begin) { controller, time in controller.dragBegan(at: start, time: time) })
        let steps = Swift.max(2, Int((length * Self.dragSampleRate).rounded()))
        let along = end - start
        let distance = (along * along).sum().squareRoot()
        let normal = distance > 0 ? SIMD2(along.y, -along.x) / distance : .zero
        for step in 1...steps {
            let s = Double(step) / Double(steps)
            let eased = constantSpeed ? s : s * s * (3 - 2 * s)
            let point = start + along * eased + normal * (lift * 4 * eased * (1 - eased))
            append(Event(time: begin + length * s) { controller, time in
                controller.dragMoved(to: point, time: time)
            })
        }
        stretches[stretches.count - 1].length = begin + length
        if release {
            append(Event(time: begin + length) { controller, time in controller.dragEnded(at: end, time: time) })
        }
    }

    private mutating func append(_ event: Event) {
        stretches[stretches.count - 1].events.append(event)
    }

    // MARK: - Playing

    /// The open-loop script that plays like this one on `controller` when it is sampled `fps`
    /// times a second from time 0 (as ``FrameRecorder`` does, through ``play(_:until:events:next:)``).
    ///
    /// A wait for rest ends at the first frame time `t`, no earlier than the end of the steps
    /// before it, such that after the frame before `t` the controller rested with their input all
    /// given (or once its limit has passed). The next stretch starts at the end of those steps
    /// when that frame came before it (the controller was at rest in time: the script keeps its
    /// timing), else at `t`. Either way its input first reaches the controller at frame `t`, and
    /// the frames before saw none of it: the copy sees exactly the input and the times the
    /// recorder will give, so the recording follows the same course.
    package func resolved(playingOn controller: Controller, fps: Double) -> InputScript {
        if isOpenLoop { return self }
        var copy = controller
        var timeline: [Event] = []
        var next = 0
        var frame = 0
        var played = -Double.infinity   // the time of the last frame played
        var start = 0.0
        for stretch in stretches {
            for event in stretch.events { timeline.append(Event(time: start + event.time, apply: event.apply)) }
            let end = start + stretch.length
            guard let limit = stretch.restLimit else {
                start = end
                break
            }
            while true {
                let time = Double(frame) / fps
                let given = next == timeline.count
                if time >= end && ((given && copy.isIdle) || time >= end + limit) {
                    // Any time after the last frame played and up to this one is given to the
                    // controller at this frame: on time when the rest came before the end.
                    start = played < end ? end : time
                    break
                }
                Self.play(&copy, until: time, events: timeline, next: &next)
                played = time
                frame += 1
            }
        }
        var result = InputScript()
        result.stretches[0].events = timeline
        result.stretches[0].length = start
        return result
    }

    /// Plays one frame of an open-loop script: gives `controller` the events from `next` on
    /// whose time is at most `time`, each at its own time, then advances it to `time` and
    /// empties its event queue.
    package static func play(_ controller: inout Controller, until time: Double, events: [Event], next: inout Int) {
        while next < events.count, events[next].time <= time {
            events[next].apply(&controller, events[next].time)
            next += 1
        }
        controller.advance(to: time)
        controller.discardEvents()
    }
}
