import PageEffects
import PageImage
@testable import PageRenderGL
import Testing

/// A `FrameRenderer` of its own, drawing frames into a single-sampled target of `frame`'s size
/// times a scale, in an offscreen context of its own that is current from `init` until the
/// harness goes away: for tests that draw one frame several ways (a renderer setting switched
/// off, shading changed) and compare the pictures. Use from one thread, in one scope.
final class RendererHarness {
    let renderer: FrameRenderer
    private let context: OffscreenContext
    private let target: MultisampleFramebuffer
    private let scale: Double
    private let pageImage: (Int) -> RGBAImage

    /// For frames of `viewSize` points drawn at `scale` pixels a point, with the pages
    /// ``NumberedPages`` of `pagePixels` (their own size when `nil`), by a renderer holding at
    /// most `maximumCachedPages` page images.
    init(viewSize: SIMD2<Double>, scale: Double = 1, pagePixels: SIMD2<Int>? = nil,
         maximumCachedPages: Int = 32) throws {
        context = try OffscreenContext()
        try context.makeCurrent()
        target = try MultisampleFramebuffer(pixelWidth: Int(viewSize.x * scale), pixelHeight: Int(viewSize.y * scale),
                                            samples: 1)
        renderer = try FrameRenderer(maximumCachedPages: maximumCachedPages)
        self.scale = scale
        let size = pagePixels ?? NumberedPages.size
        pageImage = { NumberedPages.image($0, width: size.x, height: size.y) }
    }

    deinit { context.releaseCurrent() }

    /// `frame` drawn with the renderer as it is now set.
    func picture(_ frame: Frame) throws -> RGBAImage {
        try renderer.draw(frame, scale: scale, framebuffer: target.framebuffer, pageImages: pageImage)
        return try target.readImage()
    }

    /// `frame` drawn with the renderer's switch `toggle` on, then off (and left off), and how
    /// many times `counter` counted the shortcut the switch turns on; it must count none while
    /// off.
    func pictures(_ frame: Frame, switching toggle: ReferenceWritableKeyPath<FrameRenderer, Bool>,
                  counting counter: KeyPath<FrameRenderer, Int>) throws -> (on: RGBAImage, off: RGBAImage, count: Int) {
        renderer[keyPath: toggle] = true
        let before = renderer[keyPath: counter]
        let on = try picture(frame)
        let count = renderer[keyPath: counter] - before
        renderer[keyPath: toggle] = false
        let off = try picture(frame)
        #expect(renderer[keyPath: counter] == before + count, "the shortcut was used while turned off")
        return (on, off, count)
    }

    /// For each pixel, the largest difference of its first `channels` channels between two
    /// pictures of one size (3: colour only; 4: alpha too).
    static func channelDifferences(_ a: RGBAImage, _ b: RGBAImage, channels: Int = 3) -> [Int] {
        stride(from: 0, to: a.pixels.count, by: 4).map { pixel in
            (0 ..< channels).map { abs(Int(a.pixels[pixel + $0]) - Int(b.pixels[pixel + $0])) }.max() ?? 0
        }
    }
}
