import PageEffects
import PageGeometry
import PageImage
import PageRenderGL

/// Plain-colour pages for the tests of the renderer's conventions (depth, blending, orientation,
/// multisampling): one flat page a colour, placed by a translation, drawn through the frame path.
enum PlainPages {
    /// A flat page of `size` points showing `color` on its front and nothing on its back, its
    /// top-left corner at `corner` (view points; `z` toward the viewer).
    static func page(_ color: ColorRGBA, size: SIMD2<Double>, at corner: SIMD3<Double> = .zero,
                     layer: Int = 0, opacity: Double = 1) -> PageDrawable {
        PageDrawable(front: .color(color), back: .none, pageSize: size,
                     placement: Transform3D(translationX: corner.x, y: corner.y, z: corner.z),
                     layer: layer, opacity: opacity)
    }

    /// `drawables` over `background` in a view of `viewSize` points, orthographic unless told.
    static func frame(_ viewSize: SIMD2<Double>, camera: Camera = .orthographic, background: ColorRGBA? = .white,
                      _ drawables: [PageDrawable] = []) -> Frame {
        Frame(viewSize: viewSize, camera: camera, background: background, drawables: drawables)
    }

    /// `frame` drawn by `renderer` (a fresh one by default) with the default shading; pages have
    /// no images.
    static func render(_ frame: Frame, renderer: OffscreenRenderer? = nil, scale: Double = 1) throws -> RGBAImage {
        try (renderer ?? OffscreenRenderer()).render(frame, scale: scale) { _ in nil }
    }
}
