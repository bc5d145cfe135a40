extension DragTrack {
    /// The shortest lever a page turned from next to its spine is held by, as a fraction of the
    /// page width: a point on the spine itself cannot turn the page, and one 2% of the width
    /// away pivots it a quarter turn for that much finger travel.
    static let smallestSpineLever = 0.02

    /// Takes hold of `turn`'s leaf, touched at the canonical point `touch` (in the page): decides
    /// where the finger holds it and how the finger drives it, and returns the pose it starts in.
    ///
    /// The finger holds the material point it went down on, wherever that is. Near a fore-edge
    /// corner (``BookSettings/cornerZone``) and inside the page that point stays fixed, so the
    /// curl tilts with the finger; in the edge zone it slides along the fore edge with the
    /// finger's height, so the fold stays upright when the finger wobbles. Next to the spine
    /// (``BookSettings/spineZone``) paper pivots rather than curls: the turn becomes rigid, held
    /// at least ``smallestSpineLever`` of the width from the spine. Page lying beyond any grab
    /// but a corner's leaves the desk eased (``CurlStartEase``). A single-page book's previous
    /// page, turned away, is taken by its fore edge: the finger's way to the fore edge of the
    /// page below brings it all the way back. A cross-fade has no page to hold: it is as far
    /// along as a curl held at `touch` would be, half way when the finger reaches the spine (the
    /// grab never nearer than a quarter of the width, so that a touch at the spine cannot make
    /// it jump).
    mutating func hold(
        _ turn: inout ActiveTurn, touchedAt touch: SIMD2<Double>, pageSize size: SIMD2<Double>, settings: BookSettings
    ) -> TurnPose {
        let w = size.x
        anchorPlane = touch
        if turn.reversed {
            grab = SIMD2(w, touch.y)
            turn.slides = true
            anchorVirtual = SIMD2(-w, touch.y)
            scaleX = 2 * w / Swift.max(w - touch.x, w / 2)
        } else {
            let cornerReach = settings.cornerZone * Swift.min(size.x, size.y)
            let nearCorner = Swift.min(touch.distance(to: SIMD2(w, 0)), touch.distance(to: size)) <= cornerReach
            var held = touch
            if touch.x < w * settings.spineZone, turn.info.style == .curl {
                turn.restyle(.rigid)
                held.x = Swift.max(touch.x, Self.smallestSpineLever * w)
            }
            grab = held
            anchorVirtual = held
            turn.slides = !nearCorner && touch.x >= w * (1 - settings.edgeZone)
            turn.startEase = nearCorner ? nil : CurlStartEase(pageWidth: w)
            scaleX = turn.info.style == .crossFade ? w / Swift.max(touch.x, w / 4) : 1
        }
        let start: Double = turn.reversed ? 1 : 0
        startProgress = start
        restX = anchorVirtual.x
        pullOffset = 0
        hint = nil
        engaged = true
        guard turn.drive.isFree else { return TurnPose(grab: grab, finger: anchorVirtual, progress: start) }
        return TurnPose(grab: grab, finger: turn.reversed ? SIMD2(-grab.x, grab.y) : grab, progress: start)
    }
}
