import PageEffects
import PageGeometry
import PageImage
@testable import PageRenderGL
import Testing

extension RenderGLTests {
    /// The lifted pages' shade looked up in their tables (``ShadowTable``) draws what working it
    /// out at every pixel draws, in every kind of turn, where the shadow shows.
    @Suite struct ShadowTableTests {
        /// Draws `frame` with the tables on and off, and without any shadow, in one context at
        /// twice the points' size.
        static func pictures(_ frame: Frame) throws -> (table: RGBAImage, exact: RGBAImage, unshadowed: RGBAImage, tabulated: Bool) {
            let harness = try RendererHarness(viewSize: frame.viewSize, scale: 2)
            let table = try harness.picture(frame)
            let tabulated = harness.renderer.shadowTableDraws > 0
            harness.renderer.usesShadowTables = false
            let exact = try harness.picture(frame)
            harness.renderer.shading.shadowOpacity = 0
            harness.renderer.shading.contactShadowOpacity = 0
            let unshadowed = try harness.picture(frame)
            return (table, exact, unshadowed, tabulated)
        }

        /// The largest difference of any colour channel between two pictures of one size, and the
        /// share of pixels with a channel more than two levels apart.
        static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (largest: Int, farApart: Double) {
            let differences = RendererHarness.channelDifferences(a, b)
            return (differences.max() ?? 0, Double(differences.filter { $0 > 2 }.count) / Double(differences.count))
        }

        @Test(arguments: 0 ..< TestFrames.turns.count)
        func tableDrawsWhatThePerPixelShadowDraws(index: Int) throws {
            let (name, frame) = TestFrames.turns[index]
            let pictures = try Self.pictures(frame)
            // On Mesa (llvmpipe) float colour renders, so the tables are in use, for the pages
            // beneath a turning leaf in a book block too.
            #expect(pictures.tabulated, "\(name): no side looked its shadow up in a table")
            // The shadow shows (so that the comparison below could fail) ...
            let shadow = Self.difference(pictures.exact, pictures.unshadowed)
            #expect(shadow.largest > 8 && shadow.farApart > 0.01, "\(name): \(shadow)")
            // ... and the table draws it within two levels of the exact path but for a line of
            // pixels where the shade jumps (the foot of a curl, where the table's interpolation
            // gives the pixel on the jump a value between the two sides): a few tenths of a percent.
            let difference = Self.difference(pictures.table, pictures.exact)
            #expect(difference.largest <= 24 && difference.farApart < 0.01, "\(name): \(difference)")
        }
    }
}
