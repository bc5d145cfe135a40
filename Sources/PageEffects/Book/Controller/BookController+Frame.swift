import PageGeometry

extension BookController {
    /// Writes the current picture into `frame`, reusing its drawables' storage.
    ///
    /// The frame gets the view size, the configured camera and background, and, back to front:
    /// - with a ``BookConfiguration/bookBlock`` and spreads, the page edges under each side
    ///   (layer -1), as thick as the pages lying there, moving across with a turning leaf;
    /// - at rest, the current spread's pages, flat (``PageDrawable/layer`` 0);
    /// - during a curl or rigid turn, the pages beneath, flat at layer 0 (the page the leaf
    ///   uncovers and the facing page of a spread), then the turning leaf at layer 1: a
    ///   ``PageSurface/cylinder(_:)`` for a curl (a ``PageSurface/cone(_:)`` for a turn from code
    ///   with ``ProgrammaticCurl/cone(tightestConeAngle:)``), a ``PageSurface/spineRotation(_:)``
    ///   for a rigid turn, whose front face is drawn up to the angle at which the camera sees it
    ///   edge-on and its back face after (the other face is ``PageFace/none``, except that a
    ///   ``PageFace/mirroredFront(fade:)`` back keeps the front, whose content it shows);
    /// - during a cross-fade, both spreads flat: a page present in both is drawn as it was with
    ///   the new one over it at the turn's progress as opacity; a page present in one only fades
    ///   out or in.
    ///
    /// Every page is marked bound (``PageDrawable/isBound``): a renderer may shade it into the
    /// binding and cast the book's shadow on the desk. A single-page book's frame is clipped at
    /// the spine (``BookGeometry/pageClip``): the leaf leaves the picture across it. Every
    /// placement maps the turning page's canonical frame into the view
    /// (``BookGeometry/placement(for:)``), and every texture transform keeps the content upright
    /// and unmirrored. No drawable has a NaN anywhere. Allocates nothing once `frame` has held
    /// four drawables (and twice ``BookBlock/edgeCount`` more with a book block).
    public func frame(into frame: inout Frame) {
        frame.removeAll()
        frame.viewSize = geometry.viewSize
        frame.camera = configuration.camera
        frame.background = configuration.background
        frame.clip = geometry.pageClip
        if let block = configuration.bookBlock, book.layout.showsSpreads {
            let to = turn.map { $0.info.isRubberBand ? $0.info.from : $0.info.to } ?? currentSpread
            frame.appendBlock(block, of: book, from: turn?.info.from ?? currentSpread, to: to, progress: turnProgress ?? 0, geometry)
        }
        guard let turn else { return frame.appendPages(of: spread, geometry) }
        if turn.info.style == .crossFade {
            return frame.appendCrossFade(of: turn, progress: turn.progress(at: pose), in: book, geometry)
        }
        frame.appendPages(beneath: turn, in: book, geometry)
        // The leaf: a rigid one shows its front up to the angle at which the camera sees it
        // edge-on, its back after (a see-through back keeps the front, whose content it shows:
        // the renderer's culling shows the back alone past the edge-on angle).
        var front = turn.front, back = turn.back
        if case .spineRotation(let rotation) = leaf {
            switch (rotation.angle < geometry.edgeOnAngle(camera: configuration.camera, side: turn.side), back) {
            case (true, _): back = .none
            case (false, .mirroredFront): break
            case (false, _): front = .none
            }
        }
        frame.drawables.append(
            PageDrawable(
                front: front, back: back, pageSize: geometry.canonicalPageSize, surface: leaf,
                placement: geometry.placement(for: turn.side),
                textureTransform: geometry.textureTransform(for: turn.side),
                layer: 1, castsShadow: true, isBound: true))
    }

    /// A new frame of the current picture (allocates; for tools and tests — a render loop uses
    /// ``frame(into:)``).
    public func frame() -> Frame {
        var frame = Frame(viewSize: geometry.viewSize)
        self.frame(into: &frame)
        return frame
    }
}
