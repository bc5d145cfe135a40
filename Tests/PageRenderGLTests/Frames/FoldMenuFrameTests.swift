import PageEffects
import PageGeometry
import PageRenderGL
import Testing

extension RenderGLTests {
    /// The fold menu's frames as drawn: where the accordion's far panels shrink in perspective
    /// the frame's background shows, and the hinge panel meets the content without a seam.
    ///
    /// Plain colours make every pixel readable: the menu is pure red, the content pure green, the
    /// background pure blue, so a pixel with blue in it shows the background, and one with none
    /// of the three shows nothing at all.
    @Suite struct FoldMenuFrameTests {
        static let viewSize = SIMD2<Double>(240, 135)
        static let background = ColorRGBA(red: 0, green: 0, blue: 1)

        /// An accordion of three panels over sliding content, at `progress`, unshaded.
        static func menu(progress: Double) -> FoldMenu {
            var configuration = FoldMenuConfiguration()
            configuration.menuWidth = 100
            configuration.panelCount = 3
            configuration.menu = .color(ColorRGBA(red: 1, green: 0, blue: 0))
            configuration.menuBack = .color(ColorRGBA(red: 1, green: 0, blue: 0))
            configuration.content = .color(ColorRGBA(red: 0, green: 1, blue: 0))
            configuration.shading = .none
            configuration.foldShading = 0
            configuration.background = background
            var menu = FoldMenu(viewSize: viewSize, configuration: configuration)
            menu.setProgress(progress, at: 0)
            return menu
        }

        @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
        func foldsShowTheBackgroundAndTheHingeHasNoSeam(progress: Double) throws {
            let menu = Self.menu(progress: progress)
            var frame = Frame(viewSize: Self.viewSize)
            menu.frame(into: &frame)
            let image = try OffscreenRenderer().render(frame) { _ in nil }
            let hinge = Int(menu.hingeX.rounded(.down))

            // Nothing is left undrawn (pure black) anywhere.
            var black = 0
            for y in 0..<image.height {
                for x in 0..<image.width where max(image[x, y].x, image[x, y].y, image[x, y].z) < 12 { black += 1 }
            }
            #expect(black == 0, "progress \(progress): \(black) black pixels")

            // The notches: the top and bottom rows left of the hinge show the background where the
            // panels turned away are shorter, and only menu or background there.
            for y in [0, image.height - 1] {
                let row = (0..<hinge - 1).map { image[$0, y] }
                #expect(row.contains { $0.z > 0 }, "progress \(progress), row \(y): no background")
                #expect(row.allSatisfy { $0.y == 0 }, "progress \(progress), row \(y): content left of the hinge")
            }

            // The hinge: its columns are menu and content only (in the middle rows; at the top and
            // bottom the hinge panel's edges slope away from the hinge's corners); the background
            // never shows through between them.
            for y in image.height / 4..<3 * image.height / 4 {
                for x in hinge - 1...hinge + 1 {
                    #expect(image[x, y].z == 0, "progress \(progress): \(image[x, y]) at (\(x), \(y)), hinge \(menu.hingeX)")
                }
            }
        }
    }
}
