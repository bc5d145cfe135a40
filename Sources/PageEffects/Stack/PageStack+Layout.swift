import PageGeometry
import PageMath
import PageMotion

extension PageStack {
    /// The camera: eye at ``PageStackConfiguration/eyeDistance``, vanishing point at the view's
    /// centre.
    public var camera: Camera { Camera(eyeDistance: configuration.eyeDistance) }

    /// The tilt of a page in the stack whose top edge is `top` points below the view's top,
    /// radians: `baseAngle + parallaxAngle · clamp(top / viewHeight, 0, 1)`.
    public func stackAngle(top: Double) -> Double {
        let distance = viewSize.y > 0 ? top / viewSize.y : 0
        return configuration.baseAngle + configuration.parallaxAngle * Swift.min(Swift.max(distance, 0), 1)
    }

    /// Writes the current look into `frame`, reusing its storage (no allocation once `frame` has
    /// held as many drawables before).
    ///
    /// Drawables in list order (back to front), ``PageDrawable/layer`` the position in the list,
    /// pages sliding out included, each preceded by its ``PageStackConfiguration/shadow`` band
    /// (same layer) when there is one. A page is left out only when the bounding box of its
    /// projected corners misses the view (a page any corner of which is at or behind the eye is
    /// always kept), so every page whose quadrilateral shows in the view is drawn.
    public func frame(into frame: inout Frame) {
        frame.removeAll()
        frame.viewSize = viewSize
        frame.camera = camera
        frame.background = configuration.background
        frame.clip = nil
        let projection = camera.projection(viewSize: viewSize)
        let context = PoseContext(stack: self)
        for index in entries.indices {
            let placement = placement(index: index, context: context)
            guard mayShow(placement.concatenating(projection)) else { continue }
            if let shadow = shadowDrawable(index: index, placement: placement) { frame.drawables.append(shadow) }
            frame.drawables.append(drawable(index: index, placement: placement))
        }
    }

    /// Page `id`'s drawable now, whether or not it shows in the view, or `nil` when there is no
    /// such page.
    public func drawable(for id: PageStackPageID) -> PageDrawable? {
        guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
        return drawable(index: index, placement: placement(index: index, context: PoseContext(stack: self)))
    }

    /// The page in the stack drawn on top at `viewPoint`, view points, or `nil` when none is
    /// there (pages sliding out do not count). `nil` for a non-finite point.
    public func page(at viewPoint: SIMD2<Double>) -> PageStackPageID? {
        guard viewPoint.x.isFinite, viewPoint.y.isFinite else { return nil }
        let projection = camera.projection(viewSize: viewSize)
        let context = PoseContext(stack: self)
        let size = pageSize
        // Top to bottom: a countdown rather than `reversed()`, which allocates in unoptimised builds.
        var index = entries.count
        while index > 0 {
            index -= 1
            guard !entries[index].isRemoving else { continue }
            let full = placement(index: index, context: context).concatenating(projection)
            if let local = full.unprojectPlanePoint(viewPoint),
                local.x >= 0, local.x <= size.x, local.y >= 0, local.y <= size.y
            {
                return entries[index].id
            }
        }
        return nil
    }

    /// The horizontal offset that takes a removed page fully out of the view, points: its right
    /// edge left of the view's left edge even when perspective magnifies it (a page whose farthest
    /// point is `depth + pageHeight/2` behind the view plane is shrunk toward the centre by at
    /// most `eye / (eye + depth + pageHeight/2)`), plus one point.
    var exitOffset: Double {
        let size = pageSize
        let left = (viewSize.x - size.x) / 2
        let eye = configuration.eyeDistance
        let shrink = eye.isFinite ? (configuration.depth + size.y / 2) / eye : 0
        return -(left + size.x) - viewSize.x / 2 * shrink - 1
    }

    /// Page `index`'s drawable with the given placement.
    func drawable(index: Int, placement: Transform3D) -> PageDrawable {
        PageDrawable(
            front: entries[index].front, back: configuration.back, pageSize: pageSize,
            placement: placement, layer: index, castsShadow: false)
    }

    /// The shadow band page `index` with the given placement casts on the page behind it: the
    /// configured face on `[0, width] × [-shadowHeight, 0]` of the page's frame, or `nil` when
    /// there is no shadow.
    func shadowDrawable(index: Int, placement: Transform3D) -> PageDrawable? {
        let height = configuration.shadowHeight
        guard let face = configuration.shadow, height > 0 else { return nil }
        return PageDrawable(
            front: face, back: .none, pageSize: SIMD2(pageSize.x, height),
            placement: Transform3D(translationX: 0, y: -height, z: 0).concatenating(placement),
            layer: index, castsShadow: false)
    }

    /// Whether a page with the full map `full` (placement, then projection) may show in the
    /// view: its projected corners' bounding box meets the view rectangle (boundaries included),
    /// or some corner is at or behind the eye.
    func mayShow(_ full: Transform3D) -> Bool {
        let size = pageSize
        // No closure capturing the bounds: an unoptimised build would box each captured variable.
        let a = Self.project(full, 0, 0), b = Self.project(full, size.x, 0)
        let c = Self.project(full, size.x, size.y), d = Self.project(full, 0, size.y)
        guard let a, let b, let c, let d else { return true }
        // Pairwise min and max: the variadic overloads would allocate an array per call.
        let low = pointwiseMin(pointwiseMin(a, b), pointwiseMin(c, d))
        let high = pointwiseMax(pointwiseMax(a, b), pointwiseMax(c, d))
        return high.x >= 0 && low.x <= viewSize.x && high.y >= 0 && low.y <= viewSize.y
    }

    /// The projection of the plane point `(x, y, 0)` under `full`, or `nil` when it is at or
    /// behind the eye or not finite.
    static func project(_ full: Transform3D, _ x: Double, _ y: Double) -> SIMD2<Double>? {
        let w = x * full.m14 + y * full.m24 + full.m44
        let px = (x * full.m11 + y * full.m21 + full.m41) / w
        let py = (x * full.m12 + y * full.m22 + full.m42) / w
        return w > 0 && px.isFinite && py.isFinite ? SIMD2(px, py) : nil
    }
}

/// What every page's pose shares at one instant: the expansion, the selected page's position in
/// the list, the page size and the centred left edge. Small, so that building one per frame
/// copies nothing big.
struct PoseContext {
    let expansion: Double
    let selectedIndex: Int?
    let size: SIMD2<Double>
    let left: Double

    init(stack: borrowing PageStack) {
        expansion = PageStack.unit(stack.expansion.value)
        var selected: Int? = nil
        if let id = stack.selection {
            for index in stack.entries.indices where stack.entries[index].id == id { selected = index }
        }
        selectedIndex = selected
        size = stack.pageSize
        left = (stack.viewSize.x - size.x) / 2
    }
}

extension PageStack {
    /// The pose of page `index` of the list: its top-left corner in the view before tilting
    /// (`x`, `y`), its plane's depth `z` and its tilt about its horizontal centre line, radians.
    ///
    /// In the stack: `x` = centred plus the swipe offset, `y` = slot − scroll offset, `z` =
    /// −depth, tilt from ``stackAngle(top:)`` blended from the appear angle while rotating in.
    /// Expanding, the selected page moves to the view's centre, upright on the view plane; the
    /// pages before it rise by a view height, those after it fall by one, and both recede until
    /// their nearest point is behind the view plane, so none cuts through it.
    func pose(index: Int, context: PoseContext) -> (x: Double, y: Double, z: Double, angle: Double) {
        let y = entries[index].slot.value - scroller.offset
        let appear = Self.unit(entries[index].appear.value)
        let layoutAngle = stackAngle(top: y)
        let angle = configuration.appearAngle + (layoutAngle - configuration.appearAngle) * appear
        let x = context.left + entries[index].swipe.value
        let z = -configuration.depth
        guard let selected = context.selectedIndex, context.expansion > 0 else { return (x, y, z, angle) }
        let e = context.expansion
        let size = context.size
        if index == selected {
            let top = (viewSize.y - size.y) / 2
            return (x + (context.left - x) * e, y + (top - y) * e, z - z * e, angle - angle * e)
        }
        let shift = index < selected ? -viewSize.y : viewSize.y
        // Deep enough that the page's nearest edge (half its height times the tilt's sine in
        // front of its centre) ends a tenth of a page behind the view plane: a clear margin for
        // depth buffers, small enough that the page does not visibly shrink away.
        let recess = Swift.min(z, -size.y / 2 * abs(Double.sin(angle)) - size.y / 10)
        return (x, y + shift * e, z + (recess - z) * e, angle)
    }

    /// The map from page `index`'s canonical frame to the view: a layer of bounds
    /// `[0, w] × [0, h]` anchored at its centre, at the pose's place, turned about x by its tilt.
    func placement(index: Int, context: PoseContext) -> Transform3D {
        let pose = pose(index: index, context: context)
        let size = context.size
        let layer = LayerGeometry(
            bounds: Rect(x: 0, y: 0, width: size.x, height: size.y),
            position: SIMD2(pose.x + size.x / 2, pose.y + size.y / 2),
            anchorPoint: SIMD2(0.5, 0.5),
            zPosition: pose.z,
            transform: Transform3D(rotationAngle: pose.angle, x: 1, y: 0, z: 0))
        return layer.localTransform
    }
}
