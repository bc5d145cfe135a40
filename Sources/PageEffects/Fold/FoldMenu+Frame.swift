import PageGeometry
import PageMath

extension FoldMenu {
    /// The hinge's x in the view, points: `menuWidth · progress`, where the menu's right edge
    /// (every point of it, whatever the perspective) appears.
    public var hingeX: Double { configuration.menuWidth * progress }

    /// How far right the content is pushed, points: ``hingeX`` when the content slides, else 0.
    public var contentOffset: Double { configuration.contentSlides ? hingeX : 0 }

    /// The menu's height in points: ``FoldMenuConfiguration/menuHeight`` or the view's height.
    public var menuHeight: Double { configuration.menuHeight ?? viewSize.y }

    /// The width of one panel, points: `menuWidth / panelCount`.
    public var panelWidth: Double { configuration.menuWidth / Double(configuration.panelCount) }

    /// The hinge panel's rotation about y, radians: `-(1 - progress) · foldAngle`, in
    /// `[-foldAngle, 0]`. Panel `k` turns by this for even `k` and by its opposite for odd `k`.
    public var foldRotation: Double { -(1 - progress) * configuration.foldAngle }

    /// The camera: the configured eye distance, with the vanishing point at the middle of the
    /// hinge when ``FoldMenuConfiguration/perspectiveFollowsHinge``.
    public var camera: Camera {
        Camera(
            eyeDistance: configuration.eyeDistance,
            vanishingPoint: configuration.perspectiveFollowsHinge ? SIMD2(hingeX, menuHeight / 2) : nil)
    }

    /// Writes the current look into `frame`, reusing its storage (no allocation once `frame` has
    /// held as many drawables before).
    ///
    /// Drawables, back to front: the content (when configured; ``PageDrawable/layer`` 0), then
    /// the menu's panels from the hinge outward (layer 1). Panel `k` covers the slice
    /// `[menuWidth - (k + 1)·w, menuWidth - k·w]` of the menu's content, `w` = ``panelWidth``, in
    /// its canonical frame `[0, w] × [0, menuHeight]` (its ``PageDrawable/textureTransform`` maps
    /// that onto the slice of the image). Panels are drawn even when edge-on (a closed menu).
    public func frame(into frame: inout Frame) {
        frame.removeAll()
        frame.viewSize = viewSize
        frame.camera = camera
        frame.background = configuration.background
        frame.clip = nil
        if let content = configuration.content {
            frame.drawables.append(
                PageDrawable(
                    front: content, back: .none, pageSize: viewSize,
                    placement: Transform3D(translationX: contentOffset, y: 0, z: 0),
                    layer: 0, castsShadow: false,
                    // The menu's hinge edge meets it here.
                    joinedEdges: .spine))
        }
        var cursor = PanelCursor(menu: self)
        for index in 0..<configuration.panelCount {
            frame.drawables.append(cursor.drawable(index: index))
            cursor.step(index: index)
        }
    }

    /// The point of the menu's content shown at `viewPoint`, points from the content's top-left,
    /// or `nil` when no panel is there. Where panels overlap on screen, the one nearest the eye
    /// wins. `nil` for a non-finite point.
    public func menuPoint(at viewPoint: SIMD2<Double>) -> SIMD2<Double>? {
        guard viewPoint.x.isFinite, viewPoint.y.isFinite else { return nil }
        let projection = camera.projection(viewSize: viewSize)
        let width = panelWidth, height = menuHeight
        var best: (point: SIMD2<Double>, depth: Double)? = nil
        var cursor = PanelCursor(menu: self)
        for index in 0..<configuration.panelCount {
            let placement = cursor.placement(index: index)
            if let local = placement.concatenating(projection).unprojectPlanePoint(viewPoint),
                local.x >= 0, local.x <= width, local.y >= 0, local.y <= height
            {
                let depth = placement.apply(to: SIMD3(local.x, local.y, 0)).z
                if best == nil || depth > best!.depth {
                    let sliceLeft = configuration.menuWidth - Double(index + 1) * width
                    best = (SIMD2(sliceLeft + local.x, local.y), depth)
                }
            }
            cursor.step(index: index)
        }
        return best?.point
    }

    /// The shading of panel `index` now: `(brightness, opacity)`, each in `[0, 1]`.
    func shading(index: Int) -> (brightness: Double, opacity: Double) {
        let progressShade = Swift.max(configuration.minimumShade, progress)
        let fold = index % 2 == 1 ? 1 - configuration.foldShading * abs(Double.sin(foldRotation)) : 1
        switch configuration.shading {
        case .brightness: return (progressShade * fold, 1)
        case .opacity: return (fold, progressShade)
        case .none: return (fold, 1)
        }
    }
}

/// Walks the accordion from the hinge outward, carrying each panel's right edge (its hinge) in
/// the view so that panel `k + 1` hangs exactly on panel `k`'s left edge.
struct PanelCursor {
    let menu: FoldMenu
    let width: Double
    let height: Double
    let cosine: Double
    let sine: Double
    /// The current panel's right edge relative to the hinge: x and z, points.
    var edge = SIMD2<Double>(0, 0)

    init(menu: FoldMenu) {
        self.menu = menu
        width = menu.panelWidth
        height = menu.menuHeight
        cosine = Double.cos(menu.foldRotation)
        sine = Double.sin(menu.foldRotation)
    }

    /// Panel `index`'s rotation about y: the hinge panel's for even indices, its opposite for odd.
    func angle(index: Int) -> Double { index % 2 == 0 ? menu.foldRotation : -menu.foldRotation }

    /// The map from panel `index`'s canonical frame to the view: a layer of bounds
    /// `[0, w] × [0, h]` with its anchor point at the middle of its right edge `(1, 0.5)`, placed
    /// at the current edge, turned about y.
    func placement(index: Int) -> Transform3D {
        let layer = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: width, height: height),
            position: SIMD2(menu.hingeX + edge.x, height / 2),
            anchorPoint: SIMD2(1, 0.5),
            zPosition: edge.y,
            transform: Transform3D(rotationAngle: angle(index: index), x: 0, y: 1, z: 0))
        return layer.localTransform
    }

    /// Panel `index`'s drawable.
    func drawable(index: Int) -> PageDrawable {
        let configuration = menu.configuration
        let sliceLeft = configuration.menuWidth - Double(index + 1) * width
        let shade = menu.shading(index: index)
        let texture = AffineTransform2D(
            a: 1 / configuration.menuWidth, b: 0, c: 0, d: height > 0 ? 1 / height : 0,
            tx: sliceLeft / configuration.menuWidth, ty: 0)
        return PageDrawable(
            front: configuration.menu, back: configuration.menuBack, pageSize: SIMD2(width, height),
            placement: placement(index: index), textureTransform: texture, layer: 1,
            opacity: shade.opacity, brightness: shade.brightness, castsShadow: false,
            // The first panel's right edge is the hinge, where the content page begins.
            joinedEdges: index == 0 ? .foreEdge : [])
    }

    /// Moves to the next panel's right edge: this panel's left edge, `(-w·cos a, w·sin a)` from
    /// its right edge (a turn by `a` about y sends `(-w, 0, 0)` there).
    mutating func step(index: Int) {
        let s = index % 2 == 0 ? sine : -sine
        edge.x -= width * cosine
        edge.y += width * s
    }
}
