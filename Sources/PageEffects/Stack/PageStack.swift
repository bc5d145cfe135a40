import PageGeometry
import PageMotion

/// A stack of tilted pages like browser tabs, as the tab-stack document (WKPagesCollectionView)
/// describes: a renderer-independent controller that turns input and time into ``Frame``s.
///
/// **Layout.** Pages are listed top to bottom; page `i` (counting only pages still in the stack)
/// has its top edge at `firstPageTop + i · spacing` in content coordinates (``slotTop(_:)``), and
/// the view shows the content from ``scrollOffset`` down. The content is ``contentHeight`` `=
/// max(viewHeight, firstPageTop + pageHeight + spacing·(n - 1))` tall for `n` pages (the view's
/// height when empty), so the offset ranges over
/// `[0, contentHeight - viewHeight]`. Each page is tilted about its horizontal centre line by
/// `baseAngle + parallaxAngle · d`, `d` its top's distance below the view's top in view heights
/// (clamped to `[0, 1]`): -60° + 20°·d in the document, so the tilt changes as the stack
/// scrolls. Pages hang ``PageStackConfiguration/depth`` behind the view plane and are seen by one
/// perspective camera (eye 1500 points in front, vanishing point at the view's centre). Later
/// pages draw over earlier ones (``PageDrawable/layer`` = position in the list).
///
/// **Input.** A vertical drag scrolls, with rubber-band ends and momentum after a fling; a
/// horizontal drag on a page swipes it, and a release far enough left (or fast enough) removes
/// it: it slides out while the pages below close the gap. A tap expands the page under it to
/// fill the view; another tap collapses it. ``append(_:at:)`` adds a page at the end, rotating it
/// in from edge-on (and scrolling to it).
///
/// **Identity.** Every page has a ``PageStackPageID`` that never changes, so a removed page's
/// content never moves to another page.
///
/// **Visibility.** ``frame(into:)`` leaves a page out only when the bounding box of its
/// projected quadrilateral misses the view entirely (the document's collection view culled by
/// the untransformed frames and lost pages the tilt brought into view).
///
/// **Time and events** work as in ``FoldMenu``: times come only from the caller (never earlier
/// than the latest seen; non-finite counts as the latest), and events wait in a bounded queue
/// that ``nextEvent()`` drains. **Garbage input** (non-finite positions, drags never begun, taps
/// during drags) is ignored and never puts NaN in a frame.
public struct PageStack: PageEffect {
    /// The configuration, sanitised (see ``PageStackConfiguration/sanitized``).
    public let configuration: PageStackConfiguration
    /// The view's size in points (each component `>= 0`).
    public private(set) var viewSize: SIMD2<Double>
    /// The latest time given to the controller, seconds.
    public private(set) var time: Double

    /// Every page, in list order, including those sliding out after a removal.
    var entries: [Entry]
    /// The vertical scrolling.
    var scroller: StackScroller
    /// The page expanded or expanding (or collapsing), if any.
    var selection: PageStackPageID?
    /// The expansion, 0 in the stack, 1 full view.
    var expansion: PropertyAnimator<Double>
    /// The drag in progress.
    var gesture = Gesture.none
    /// The finger's recent positions.
    var tracker = VelocityTracker()
    /// Events waiting for the caller.
    var events = EffectEventQueue<PageStackEvent>()
    /// The next page identity to hand out.
    var nextID = 0

    /// One page and its animations.
    struct Entry: Sendable {
        let id: PageStackPageID
        var front: PageFace
        /// The top edge in content coordinates, points.
        var slot: PropertyAnimator<Double>
        /// The horizontal offset, points.
        var swipe: PropertyAnimator<Double>
        /// The rotate-in, 0 edge-on to 1 in place.
        var appear: PropertyAnimator<Double>
        /// Whether the page has left the stack and is sliding out.
        var isRemoving = false
    }

    /// What the finger is doing.
    enum Gesture: Sendable, Equatable {
        /// No drag.
        case none
        /// Down, not yet past the slop: `page` is the page under the finger when it went down.
        case pending(start: SIMD2<Double>, page: PageStackPageID?)
        /// Scrolling the stack.
        case scrolling
        /// Swiping `page`: the finger's x and the page's offset when the swipe began.
        case swiping(page: PageStackPageID, fingerX: Double, startOffset: Double)
        /// A drag that does nothing (it began on an expanded page, or was abandoned).
        case ignored
    }

    /// Creates a stack at rest, scrolled to the top.
    ///
    /// - Parameters:
    ///   - viewSize: the view's size in points; negative or non-finite components read as 0.
    ///   - pages: what each page's front shows, top to bottom; they get the identities
    ///     `0 ..< pages.count`.
    ///   - configuration: the constants; sanitised.
    ///   - time: the starting time, seconds (non-finite reads as 0).
    public init(
        viewSize: SIMD2<Double>, pages: [PageFace] = [],
        configuration: PageStackConfiguration = PageStackConfiguration(), time: Double = 0
    ) {
        func size(_ value: Double) -> Double { value.isFinite ? Swift.max(value, 0) : 0 }
        let viewSize = SIMD2(size(viewSize.x), size(viewSize.y))
        let configuration = configuration.sanitized
        self.viewSize = viewSize
        self.configuration = configuration
        self.time = time.isFinite ? time : 0
        entries = []
        entries.reserveCapacity(pages.count)
        expansion = Self.resting(0, timing: configuration.expansionTiming)
        scroller = StackScroller(offset: 0, maximum: 0, dimension: viewSize.y, configuration: configuration)
        for face in pages {
            entries.append(makeEntry(front: face, slot: slotTop(entries.count)))
        }
        scroller.setRange(maximum: maximumOffset, dimension: viewSize.y, at: self.time)
    }

    // MARK: - State

    /// The size of every page, points: ``PageStackConfiguration/pageSize`` or the view's size.
    public var pageSize: SIMD2<Double> { configuration.pageSize ?? viewSize }

    /// How many pages are in the stack (not counting pages sliding out after a removal).
    public var pageCount: Int {
        var count = 0
        for entry in entries where !entry.isRemoving { count += 1 }
        return count
    }

    /// The identities of the pages in the stack, top to bottom (allocates: for inspection, not
    /// for every frame).
    public var pageIDs: [PageStackPageID] { entries.filter { !$0.isRemoving }.map { $0.id } }

    /// The height of the stack's content, points: `max(viewHeight, firstPageTop + pageHeight +
    /// spacing·(n - 1))` for `n` pages, the view's height when empty.
    public var contentHeight: Double {
        let count = pageCount
        guard count > 0 else { return viewSize.y }
        return Swift.max(viewSize.y, slotTop(count - 1) + pageSize.y)
    }

    /// The top edge of the page at position `index` in the stack at rest, content points:
    /// `firstPageTop + index · spacing`.
    public func slotTop(_ index: Int) -> Double {
        configuration.firstPageTop + Double(index) * configuration.spacing
    }

    /// The largest scroll offset at rest, points: `contentHeight - viewHeight`.
    public var maximumOffset: Double { contentHeight - viewSize.y }

    /// How far the stack is scrolled, points: 0 at the top, ``maximumOffset`` at the end;
    /// briefly outside that range while rubber-banding or bouncing.
    public var scrollOffset: Double { scroller.offset }

    /// The scroll offset's velocity, points per second.
    public var scrollVelocity: Double { scroller.velocity }

    /// The page expanded, expanding or collapsing, if any.
    public var selectedPage: PageStackPageID? { selection }

    /// How far the selected page has grown to full view, `[0, 1]`.
    public var expansionProgress: Double { Self.unit(expansion.value) }

    /// Whether a page fills the view, at rest.
    public var isExpanded: Bool { selection != nil && !expansion.isRunning && expansion.value == 1 }

    /// Whether a drag is in progress.
    public var isDragging: Bool { gesture != .none }

    /// Whether anything moves on its own: scrolling momentum or bounce, a swiped page springing
    /// back or sliding out, a gap closing, a page rotating in, an expansion.
    public var isAnimating: Bool {
        if scroller.isMoving || expansion.isRunning { return true }
        for entry in entries where entry.slot.isRunning || entry.swipe.isRunning || entry.appear.isRunning {
            return true
        }
        return false
    }

    /// Whether nothing moves or will move on its own: no drag and no animation.
    public var isIdle: Bool { gesture == .none && !isAnimating }

    /// A snapshot of page `id`, or `nil` when there is no such page (never added, or removed
    /// and slid out).
    public func state(of id: PageStackPageID) -> PageStackPageState? {
        var index = 0
        for entry in entries {
            if entry.id == id {
                return PageStackPageState(
                    id: id, front: entry.front, index: entry.isRemoving ? nil : index,
                    layoutPosition: entry.slot.value, swipeOffset: entry.swipe.value,
                    appearProgress: Self.unit(entry.appear.value))
            }
            if !entry.isRemoving { index += 1 }
        }
        return nil
    }

    /// How many events wait in the queue.
    public var pendingEventCount: Int { events.count }

    /// Removes and returns the oldest unread event, or `nil` when there is none.
    public mutating func nextEvent() -> PageStackEvent? { events.pop() }

    // MARK: - Time

    /// Moves every animation on to `time`, seconds, and reports those that end.
    public mutating func advance(to time: Double) {
        let now = accept(time)
        scroller.advance(to: now)
        settleScroll(at: now)
        var removalEnded = false
        for index in entries.indices {
            if entries[index].slot.isRunning { entries[index].slot.update(to: now) }
            if entries[index].swipe.isRunning { entries[index].swipe.update(to: now) }
            if entries[index].appear.isRunning {
                entries[index].appear.update(to: now)
                if !entries[index].appear.isRunning && !entries[index].isRemoving {
                    events.push(.didAppear(entries[index].id))
                }
            }
            if entries[index].isRemoving && !entries[index].swipe.isRunning {
                events.push(.didRemove(entries[index].id))
                removalEnded = true
            }
        }
        if removalEnded { entries.removeAll { $0.isRemoving && !$0.swipe.isRunning } }
        if expansion.isRunning {
            expansion.update(to: now)
            if !expansion.isRunning, let selected = selection {
                if expansion.value == 1 {
                    events.push(.didExpand(selected))
                } else {
                    events.push(.didCollapse(selected))
                    selection = nil
                }
            }
        }
    }

    // MARK: - Commands

    /// Adds a page showing `front` at the end of the stack at `time`, seconds, and returns its
    /// identity. It rotates in from ``PageStackConfiguration/appearAngle``; the stack scrolls to
    /// its end (``PageStackConfiguration/scrollsToAppendedPage``) and an expanded page collapses.
    @discardableResult
    public mutating func append(_ front: PageFace, at time: Double) -> PageStackPageID {
        let now = accept(time)
        advance(to: now)
        var entry = makeEntry(front: front, slot: slotTop(pageCount))
        entry.appear = PropertyAnimator(from: 0, to: 1, timing: configuration.appearTiming)
        entry.appear.start(at: now)
        entries.append(entry)
        if selection != nil { collapse(at: now) }
        layoutChanged(at: now)
        if configuration.scrollsToAppendedPage && !scroller.isTracking {
            scroller.glide(to: maximumOffset, at: now)
        }
        return entry.id
    }

    /// Removes page `id` at `time`, seconds: it slides out to the left while the pages after it
    /// close the gap. Returns `false` (and does nothing) when there is no such page in the stack
    /// or it is the selected page.
    @discardableResult
    public mutating func remove(_ id: PageStackPageID, at time: Double) -> Bool {
        let now = accept(time)
        advance(to: now)
        guard selection != id, let index = liveIndex(of: id) else { return false }
        if case .swiping(let page, _, _) = gesture, page == id { gesture = .ignored }
        beginRemoval(at: index, velocity: 0, time: now)
        return true
    }

    /// Expands page `id` to fill the view at `time`, seconds (reversing a collapse of the same
    /// page). Returns `false` when there is no such page or another page is selected. A drag in
    /// progress is abandoned and scrolling stops.
    @discardableResult
    public mutating func expand(_ id: PageStackPageID, at time: Double) -> Bool {
        let now = accept(time)
        advance(to: now)
        guard liveIndex(of: id) != nil else { return false }
        if let selected = selection, selected != id { return false }
        if selection == id && expansion.targetValue == 1 && (expansion.isRunning || expansion.value == 1) {
            return true
        }
        abandonGesture(at: now)
        scroller.stop(at: now)
        scroller.settle(at: now)
        selection = id
        expansion.retarget(to: 1, timing: configuration.expansionTiming, at: now)
        events.push(.willExpand(id))
        return true
    }

    /// Collapses the selected page back into the stack at `time`, seconds. Returns `false` when
    /// no page is selected or it is already collapsing.
    @discardableResult
    public mutating func collapse(at time: Double) -> Bool {
        let now = accept(time)
        advance(to: now)
        guard let selected = selection else { return false }
        if expansion.targetValue == 0 && (expansion.isRunning || expansion.value == 0) { return false }
        expansion.retarget(to: 0, timing: configuration.expansionTiming, at: now)
        events.push(.willCollapse(selected))
        if !expansion.isRunning {
            events.push(.didCollapse(selected))
            selection = nil
        }
        return true
    }

    /// Scrolls to `offset` (clamped into the range), springing from the current motion, at
    /// `time`, seconds. Ignored while a finger scrolls.
    public mutating func scroll(toOffset offset: Double, at time: Double) {
        let now = accept(time)
        advance(to: now)
        scroller.spring(to: offset, at: now)
    }

    /// Changes the view's size at `time`, seconds (a rotation, a window resize); the layout and
    /// scroll range follow. Negative or non-finite components read as 0.
    public mutating func resize(to size: SIMD2<Double>, at time: Double) {
        let now = accept(time)
        advance(to: now)
        viewSize = SIMD2(size.x.isFinite ? Swift.max(size.x, 0) : 0, size.y.isFinite ? Swift.max(size.y, 0) : 0)
        layoutChanged(at: now)
    }

    // MARK: - Internals

    /// A new page resting at `slot`, with the next identity.
    mutating func makeEntry(front: PageFace, slot: Double) -> Entry {
        let id = PageStackPageID(rawValue: nextID)
        nextID += 1
        return Entry(
            id: id, front: front,
            slot: Self.resting(slot, timing: configuration.layoutTiming),
            swipe: Self.resting(0, timing: configuration.swipeBackTiming),
            appear: Self.resting(1, timing: configuration.appearTiming))
    }

    /// The position in `entries` of page `id` if it is in the stack (not sliding out).
    func liveIndex(of id: PageStackPageID) -> Int? {
        entries.firstIndex { $0.id == id && !$0.isRemoving }
    }

    /// Takes the page at `index` of `entries` out of the stack: it slides out from where it is
    /// with `velocity` (points per second along x).
    mutating func beginRemoval(at index: Int, velocity: Double, time now: Double) {
        let start = entries[index].swipe.value
        entries[index].isRemoving = true
        entries[index].swipe = PropertyAnimator(
            from: start, to: exitOffset, timing: configuration.removalTiming,
            initialVelocity: velocity.isFinite ? velocity : 0)
        entries[index].swipe.start(at: now)
        events.push(.willRemove(entries[index].id))
        layoutChanged(at: now)
    }

    /// Sends every page in the stack toward its slot and updates the scroll range.
    mutating func layoutChanged(at now: Double) {
        var index = 0
        for entryIndex in entries.indices where !entries[entryIndex].isRemoving {
            let target = slotTop(index)
            let slot = entries[entryIndex].slot
            if slot.targetValue != target || (slot.value != target && !slot.isRunning) {
                entries[entryIndex].slot.retarget(to: target, timing: configuration.layoutTiming, at: now)
            }
            index += 1
        }
        scroller.setRange(maximum: maximumOffset, dimension: viewSize.y, at: now)
    }

    /// Springs the scroll offset back into range if it rests outside it and no finger holds it.
    mutating func settleScroll(at now: Double) {
        switch gesture {
        case .pending, .scrolling: return
        case .none, .ignored, .swiping: scroller.settle(at: now)
        }
    }

    /// Ends a drag in progress as if cancelled, and ignores the rest of it.
    mutating func abandonGesture(at now: Double) {
        guard gesture != .none else { return }
        cancelGesture(at: now)
        gesture = .ignored
    }

    /// Records a time and returns the effective one (never earlier than the latest).
    @discardableResult
    mutating func accept(_ time: Double) -> Double {
        if time.isFinite && time > self.time { self.time = time }
        return self.time
    }

    /// An animator at rest at `value`.
    static func resting(_ value: Double, timing: AnimationTiming) -> PropertyAnimator<Double> {
        PropertyAnimator(from: value, to: value, timing: timing)
    }

    /// Clamps to `[0, 1]`; NaN reads as 0.
    static func unit(_ value: Double) -> Double { value >= 0 ? Swift.min(value, 1) : 0 }
}
