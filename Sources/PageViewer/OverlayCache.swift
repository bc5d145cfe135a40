import PageMedia
import PageRenderGL
import PageTurn

/// The overlay's pictures, painted again only when what they show changes: the reading tools'
/// panel and the page indicator, as ``OverlayRenderer`` layers placed in window pixels.
struct OverlayCache {
    /// The layers, by identifier.
    enum Layer: Int {
        case panel = 1
        case indicator = 2
    }

    /// Points from the window's bottom to the indicator's.
    static let indicatorInset = 16.0

    private var panel: (content: TextPanel, scale: Double, image: RGBAImage)?
    private var badge: (text: String, scale: Double, image: RGBAImage, size: SIMD2<Double>)?
    private var panelVersion = 0
    private var badgeVersion = 0

    /// The layers to draw at `time` in a window of `viewSize` points at `scale` pixels a point,
    /// painting what changed.
    mutating func layers(tools: ReadingTools, indicator: PageIndicator, page: Int, pageCount: Int,
                         viewSize: SIMD2<Double>, scale: Double, time: Double) -> [OverlayRenderer.Layer] {
        var layers: [OverlayRenderer.Layer] = []
        let opacity = indicator.opacity(at: time)
        if opacity > 0 {
            let text = PageIndicator.text(page: page, pageCount: pageCount)
            if badge == nil || badge!.text != text || badge!.scale != scale {
                let painted = OverlayPainter.badge(text, scale: scale)
                badge = (text, scale, painted.image, painted.size)
                badgeVersion += 1
            }
            let size = badge!.size
            let origin = SIMD2(((viewSize.x - size.x) / 2).rounded(.down), viewSize.y - Self.indicatorInset - size.y)
            layers.append(OverlayRenderer.Layer(id: Layer.indicator.rawValue, version: badgeVersion,
                                                origin: Self.pixels(origin, scale: scale), opacity: opacity))
        }
        if let (content, atTop) = tools.panel(viewSize: viewSize, time: time) {
            if panel == nil || panel!.content != content || panel!.scale != scale {
                panel = (content, scale, OverlayPainter.paint(content, scale: scale))
                panelVersion += 1
            }
            layers.append(OverlayRenderer.Layer(id: Layer.panel.rawValue, version: panelVersion,
                                                origin: Self.pixels(content.origin(in: viewSize, atTop: atTop), scale: scale)))
        }
        return layers
    }

    /// The picture of layer `layer` as last painted.
    func image(_ layer: Layer?) -> RGBAImage? {
        switch layer {
        case .panel: panel?.image
        case .indicator: badge?.image
        case nil: nil
        }
    }

    private static func pixels(_ point: SIMD2<Double>, scale: Double) -> SIMD2<Int> {
        SIMD2(Int((point.x * scale).rounded()), Int((point.y * scale).rounded()))
    }
}
