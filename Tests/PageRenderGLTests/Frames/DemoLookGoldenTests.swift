import PageEffects
import PageGeometry
import PageImage
import PageMedia
import PagePipeline
import PageRenderGL
import PageSampleBook
import Testing

extension RenderGLTests {
    /// The demo's fold menu and tab stack as their seeds show them: a side menu folding open in
    /// perspective beside the content, and browser tabs with rounded corners, each shadowing the
    /// one behind.
    @Suite struct DemoLookGoldenTests {
        static let viewSize = SIMD2<Double>(320, 240)

        /// The picture `effect` shows now.
        static func frame(of effect: some PageEffect) -> Frame {
            var frame = Frame(viewSize: viewSize)
            effect.frame(into: &frame)
            return frame
        }

        /// The fold demo's side menu (``SampleMenu``) half open over a numbered page, its three
        /// panels shaded by their turn.
        @Test func sideMenuHalfOpen() throws {
            let (settings, menuSize) = DemoScene.foldMenu(viewSize: Self.viewSize)
            var menu = FoldMenu(viewSize: Self.viewSize, configuration: settings)
            menu.setProgress(0.5, at: 0)
            menu.advance(to: 0)
            let drawer = try SampleMenu(size: SIMD2(Double(menuSize.width), Double(menuSize.height)))
                .image(at: 0, pixelSize: PixelSize(width: 2 * menuSize.width, height: 2 * menuSize.height))
            let image = try OffscreenRenderer().render(Self.frame(of: menu), scale: 2) { index in
                index == 1 ? drawer : NumberedPages.image(index, width: 640, height: 480)
            }
            GoldenImage.check(image, named: "frame-fold-side-menu")
        }

        /// Three view-sized tabs with rounded corners, started above the view's top, each casting
        /// the shadow band on the tab behind it.
        @Test func tabsWithRoundedCornersAndShadows() throws {
            var settings = PageStackConfiguration()
            settings.spacing = 70
            settings.firstPageTop = -50
            settings.shadow = .page(100)
            settings.shadowHeight = 16
            let stack = PageStack(viewSize: Self.viewSize, pages: (0..<3).map { .page($0) }, configuration: settings)
            let shadow = try ShadowGradient().image(at: 0, pixelSize: PixelSize(width: 8, height: 64))
            let image = try OffscreenRenderer().render(Self.frame(of: stack), scale: 2) { index in
                index == 100 ? shadow : NumberedPages.image(index, width: 640, height: 480).withRoundedCorners(radius: 24)
            }
            GoldenImage.check(image, named: "frame-stack-tabs")
        }
    }
}
