import PageGeometry

extension BookController {
    /// Writes the current picture into `frame`, reusing its drawables' storage.
    ///
    /// The frame gets the view size, the configured camera and background, and, back to front:
    /// - at rest, the current spread's pages, flat (``PageDrawable/layer`` 0);
    /// - during a curl or rigid turn, the pages beneath, flat at layer 0 (the page the leaf
    ///   uncovers and the facing page of a spread), then the turning leaf at layer 1: a
    ///   ``PageSurface/cylinder(_:)`` for a curl (a ``PageSurface/cone(_:)`` for a turn from code
    ///   with ``ProgrammaticCurl/cone(tightestConeAngle:)``), a ``PageSurface/spineRotation(_:)`` for a rigid
    ///   turn, whose front face is drawn up to the angle at which the camera sees it edge-on and
    ///   its back face after (the other face is ``PageFace/none``, except that a
    ///   ``PageFace/mirroredFront(fade:)`` back keeps the front, whose content it shows);
    /// - during a cross-fade, both spreads flat: a page present in both is drawn as it was with
    ///   the new one over it at the turn's progress as opacity; a page present in one only fades
    ///   out or in.
    ///
    /// A single-page book's frame is clipped at the spine (``BookGeometry/pageClip``): the leaf
    /// leaves the picture across it. Every placement maps the turning page's canonical frame into the view
    /// (``BookGeometry/placement(for:)``), and every texture transform keeps the content upright
    /// and unmirrored. No drawable has a NaN anywhere. Allocates nothing once `frame` has held
    /// four drawables.
    public func frame(into frame: inout Frame) {
        frame.removeAll()
        frame.viewSize = geometry.viewSize
        frame.camera = configuration.camera
        frame.background = configuration.background
        frame.clip = geometry.pageClip
        guard let turn else {
            let spread = self.spread
            if let page = spread.verso { appendFlat(.page(page), side: .verso, into: &frame) }
            if let page = spread.recto { appendFlat(.page(page), side: .recto, into: &frame) }
            return
        }
        let from = book.spread(at: turn.info.from), to = book.spread(at: turn.info.to)
        let rubber = turn.info.isRubberBand
        if turn.info.style == .crossFade {
            let p = turnProgress(of: turn)
            if book.layout.showsSpreads {
                appendFade(out: from.verso, in: rubber ? from.verso : to.verso, side: .verso, progress: p, into: &frame)
            }
            appendFade(out: from.recto, in: rubber ? from.recto : to.recto, side: .recto, progress: p, into: &frame)
            return
        }
        // The pages beneath the leaf.
        if book.layout.showsSpreads {
            if let page = from.page(on: turn.side.opposite) {
                appendFlat(.page(page), side: turn.side.opposite, into: &frame)
            }
            if !rubber, let page = to.page(on: turn.side) {
                appendFlat(.page(page), side: turn.side, into: &frame)
            }
        } else if turn.reversed {
            if let page = from.recto { appendFlat(.page(page), side: .recto, into: &frame) }
        } else if !rubber, let page = to.recto {
            appendFlat(.page(page), side: .recto, into: &frame)
        }
        // The leaf.
        var front = turn.front, back = turn.back
        let surface: PageSurface
        if turn.info.style == .rigid {
            let angle = Double.pi * canonicalProgress(of: turn)
            if angle < geometry.edgeOnAngle(camera: configuration.camera, side: turn.side) {
                back = .none
            } else if case .mirroredFront = back {
                // A see-through back shows the front's content: keep it (the renderer's culling
                // shows the back alone past the edge-on angle).
            } else {
                front = .none
            }
            surface = .spineRotation(SpineRotation(angle: angle))
        } else if case .cone(let schedule) = turn.drive {
            surface = .cone(schedule.deformation(at: pose.progress))
        } else {
            surface = .cylinder(curlSolution(of: turn).deformation)
        }
        frame.drawables.append(
            PageDrawable(
                front: front, back: back, pageSize: geometry.canonicalPageSize, surface: surface,
                placement: geometry.placement(for: turn.side),
                textureTransform: geometry.textureTransform(for: turn.side),
                layer: 1, castsShadow: true))
    }

    /// A new frame of the current picture (allocates; for tools and tests — a render loop uses
    /// ``frame(into:)``).
    public func frame() -> Frame {
        var frame = Frame(viewSize: geometry.viewSize)
        self.frame(into: &frame)
        return frame
    }

    /// Appends a flat page on `side`.
    func appendFlat(
        _ face: PageFace, side: BookSide, layer: Int = 0, opacity: Double = 1, into frame: inout Frame
    ) {
        frame.drawables.append(
            PageDrawable(
                front: face, back: .none, pageSize: geometry.canonicalPageSize, surface: .flat,
                placement: geometry.placement(for: side), textureTransform: geometry.textureTransform(for: side),
                layer: layer, opacity: opacity, castsShadow: false))
    }

    /// Appends one side of a cross-fade from page `old` to page `new` at `progress`.
    func appendFade(out old: Int?, in new: Int?, side: BookSide, progress: Double, into frame: inout Frame) {
        switch (old, new) {
        case let (o?, n?) where o == n:
            appendFlat(.page(o), side: side, into: &frame)
        case let (o?, n?):
            appendFlat(.page(o), side: side, into: &frame)
            appendFlat(.page(n), side: side, layer: 1, opacity: progress, into: &frame)
        case let (o?, nil):
            appendFlat(.page(o), side: side, opacity: 1 - progress, into: &frame)
        case let (nil, n?):
            appendFlat(.page(n), side: side, layer: 1, opacity: progress, into: &frame)
        case (nil, nil):
            break
        }
    }
}
