import PageMotion

extension PageStack {
    /// A finger (or the pointer) went down at `position`, view points, at `time`, seconds.
    ///
    /// Stops a flung or bouncing stack where it is and catches a page springing back from a
    /// swipe. Whether the drag scrolls or swipes is decided once it moves past the touch slop.
    /// A drag that begins while a page is selected does nothing. A new drag during a drag
    /// cancels the old one first. Ignored when `position` is not finite.
    public mutating func dragBegan(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        advance(to: now)
        guard position.x.isFinite, position.y.isFinite else { return }
        if gesture != .none { cancelGesture(at: now) }
        tracker.reset()
        tracker.addSample(position, at: now)
        guard selection == nil else {
            gesture = .ignored
            return
        }
        scroller.stop(at: now)
        gesture = .pending(start: position, page: page(at: position))
    }

    /// The finger moved to `position`, view points, at `time`, seconds.
    ///
    /// Past the touch slop a mostly horizontal drag that began on a page swipes it (left
    /// freely, right against a rubber band); any other scrolls the stack with the finger.
    /// Ignored without a drag or when `position` is not finite.
    public mutating func dragMoved(to position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        advance(to: now)
        guard position.x.isFinite, position.y.isFinite else { return }
        switch gesture {
        case .none, .ignored:
            return
        case .pending(let start, let page):
            let delta = position - start
            guard (delta.x * delta.x + delta.y * delta.y).squareRoot() >= configuration.touchSlop else {
                tracker.addSample(position, at: now)
                return
            }
            if let page, abs(delta.x) > abs(delta.y), let index = liveIndex(of: page) {
                let offset = entries[index].swipe.value
                entries[index].swipe = Self.resting(offset, timing: configuration.swipeBackTiming)
                gesture = .swiping(page: page, fingerX: position.x, startOffset: offset)
                // The finger caught the stack when it went down; swiping, it lets the scroll go.
                scroller.settle(at: now)
            } else {
                scroller.beginTracking(finger: position.y, at: now)
                gesture = .scrolling
            }
        case .scrolling:
            scroller.track(finger: position.y)
        case .swiping(let page, let fingerX, let startOffset):
            guard let index = liveIndex(of: page) else {
                gesture = .ignored
                return
            }
            let raw = startOffset + (position.x - fingerX)
            let offset = raw <= 0 ? raw : rightwardBand(raw)
            entries[index].swipe = Self.resting(offset, timing: configuration.swipeBackTiming)
        }
        tracker.addSample(position, at: now)
    }

    /// The finger lifted at `position`, view points, at `time`, seconds.
    ///
    /// A scroll coasts on with the finger's velocity (or springs back into range); a swiped page
    /// is removed when it is at least ``PageStackConfiguration/removalDistance`` to the left or
    /// was flung left faster than ``PageStackConfiguration/removalFlickVelocity``, and springs
    /// back otherwise. A non-finite `position` ends the drag where the last move left it.
    /// Ignored without a drag.
    public mutating func dragEnded(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        guard gesture != .none else {
            advance(to: now)
            return
        }
        dragMoved(to: position, time: now)
        let velocity = tracker.velocity(at: now)
        switch gesture {
        case .none, .ignored, .pending:
            break
        case .scrolling:
            scroller.release(velocity: -velocity.y, at: now)
        case .swiping(let page, _, _):
            if let index = liveIndex(of: page) {
                let offset = entries[index].swipe.value
                let flung = velocity.x <= -configuration.removalFlickVelocity && offset < 0
                if offset <= -configuration.removalDistance || flung {
                    beginRemoval(at: index, velocity: clampedSwipeVelocity(velocity.x), time: now)
                } else {
                    springBack(index: index, velocity: clampedSwipeVelocity(velocity.x), at: now)
                }
            }
        }
        gesture = .none
        settleScroll(at: now)
    }

    /// The drag was cancelled at `time`, seconds: a scroll springs back into range from rest, a
    /// swiped page springs back. Ignored without a drag.
    public mutating func dragCancelled(time: Double) {
        let now = accept(time)
        advance(to: now)
        cancelGesture(at: now)
        gesture = .none
        settleScroll(at: now)
    }

    /// A tap at `position`, view points, at `time`, seconds.
    ///
    /// With a page selected: collapses it when it is expanded or expanding; re-expands it when
    /// it is collapsing and the tap hits it. Otherwise a tap on a stack moving faster than
    /// ``PageStackConfiguration/tapStopsScrollVelocity`` only stops it, and a tap on a page
    /// expands it. Ignored during a drag or when `position` is not finite.
    public mutating func tap(at position: SIMD2<Double>, time: Double) {
        let now = accept(time)
        advance(to: now)
        guard gesture == .none, position.x.isFinite, position.y.isFinite else { return }
        if let selected = selection {
            if expansion.targetValue == 1 {
                collapse(at: now)
            } else if page(at: position) == selected {
                expand(selected, at: now)
            }
            return
        }
        if scroller.isMoving && abs(scroller.velocity) >= configuration.tapStopsScrollVelocity {
            scroller.stop(at: now)
            scroller.settle(at: now)
            return
        }
        if let page = page(at: position) { expand(page, at: now) }
    }

    // MARK: - Internals

    /// Ends the drag in progress, from rest: the scroll springs back into range if it must, a
    /// swiped page springs back.
    mutating func cancelGesture(at now: Double) {
        switch gesture {
        case .none, .ignored, .pending:
            break
        case .scrolling:
            scroller.release(velocity: 0, at: now)
        case .swiping(let page, _, _):
            if let index = liveIndex(of: page) { springBack(index: index, velocity: 0, at: now) }
        }
        gesture = .none
    }

    /// Springs the swiped page at `index` back to offset 0, leaving with `velocity`.
    mutating func springBack(index: Int, velocity: Double, at now: Double) {
        let offset = entries[index].swipe.value
        entries[index].swipe = PropertyAnimator(
            from: offset, to: 0, timing: configuration.swipeBackTiming, initialVelocity: velocity)
        entries[index].swipe.start(at: now)
    }

    /// A swipe velocity clamped to the stack's largest fling speed (0 when not finite).
    func clampedSwipeVelocity(_ velocity: Double) -> Double {
        let limit = configuration.maximumScrollVelocity
        return velocity.isFinite ? Swift.min(Swift.max(velocity, -limit), limit) : 0
    }

    /// The rubber band against swiping right: `(1 - 1/(x·c/w + 1))·w` for the view's width `w`.
    func rightwardBand(_ x: Double) -> Double {
        let width = viewSize.x > 0 ? viewSize.x : 1
        return (1 - 1 / (x * configuration.rubberBandCoefficient / width + 1)) * width
    }
}
