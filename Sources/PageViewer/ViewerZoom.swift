import PageTurn

/// How far the window is zoomed into the pages and where it looks: the picture as drawn at fit,
/// scaled by ``scale`` and moved by ``translation`` (window points: a point `p` of the fitted
/// picture shows at `p × scale + translation`).
///
/// Zooming keeps the point under the pointer (or the window's centre) where it is; the zoomed
/// picture always covers the window, so a pan stops at the fitted picture's edges. At
/// ``scale`` 1 (fit) nothing is moved.
struct ViewerZoom: Equatable {
    /// The closest zoom, times the fitted size (400%).
    static let maximumScale = 4.0
    /// Each `+` / `-` or Ctrl+wheel notch zooms by this factor.
    static let step = 1.25
    /// A double click at fit zooms to this.
    static let doubleClickScale = 2.5

    private(set) var scale = 1.0
    private(set) var translation = SIMD2<Double>.zero

    /// Whether the pages are shown whole, unzoomed.
    var isFit: Bool { scale == 1 }

    /// Zooms by `factor` about window point `anchor` in a window of `viewSize` points (clamped to
    /// fit … ``maximumScale``).
    mutating func zoom(by factor: Double, about anchor: SIMD2<Double>, viewSize: SIMD2<Double>) {
        guard factor.isFinite, factor > 0 else { return }
        let target = Swift.min(Swift.max(scale * factor, 1), Self.maximumScale)
        let applied = target / scale
        scale = target
        translation = anchor - (anchor - translation) * applied
        if abs(scale - 1) < 1e-9 { reset() }
        clamp(viewSize: viewSize)
    }

    /// Zooms to `target` about window point `anchor` (see ``zoom(by:about:viewSize:)``).
    mutating func zoom(to target: Double, about anchor: SIMD2<Double>, viewSize: SIMD2<Double>) {
        zoom(by: target / scale, about: anchor, viewSize: viewSize)
    }

    /// Moves the zoomed picture by `offset` window points (as far as its edges allow).
    mutating func pan(by offset: SIMD2<Double>, viewSize: SIMD2<Double>) {
        translation += offset
        clamp(viewSize: viewSize)
    }

    /// Back to fit.
    mutating func reset() {
        scale = 1
        translation = .zero
    }

    /// Keeps the zoomed picture covering the window.
    mutating func clamp(viewSize: SIMD2<Double>) {
        let lowest = viewSize - viewSize * scale
        translation = SIMD2(Swift.min(Swift.max(translation.x, lowest.x), 0), Swift.min(Swift.max(translation.y, lowest.y), 0))
    }

    /// Where fitted-picture point `point` shows in the window.
    func apply(_ point: SIMD2<Double>) -> SIMD2<Double> { point * scale + translation }

    /// The fitted-picture point shown at window point `point`.
    func inverse(_ point: SIMD2<Double>) -> SIMD2<Double> { (point - translation) / scale }

    /// Where fitted-picture rectangle `rect` shows in the window.
    func apply(_ rect: Rect) -> Rect {
        Rect(origin: apply(rect.origin), size: rect.size * scale)
    }

    /// The zoom as a transform of view points (to follow a placement: `placement.concatenating(transform)`).
    var transform: Transform3D {
        Transform3D(scaleX: scale, y: scale, z: scale)
            .concatenating(Transform3D(translationX: translation.x, y: translation.y, z: 0))
    }

    /// `frame` as the zoomed window shows it: every drawable's placement and the clip moved.
    func apply(to frame: inout Frame) {
        guard !isFit else { return }
        let transform = transform
        for index in frame.drawables.indices {
            frame.drawables[index].placement = frame.drawables[index].placement.concatenating(transform)
        }
        if let clip = frame.clip { frame.clip = apply(clip) }
    }
}
