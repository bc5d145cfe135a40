import Foundation
import PageMedia
import PageTurn
import Testing

/// The fold menu of `pageturn demo` (issue 12): the desk shows round the folds, where the panels
/// turned away from the viewer shrink in perspective, and nothing marks the hinge.
@Suite struct CLIDemoFoldTests {
    /// The desk the demo's content page lies on.
    static let desk = SIMD4<UInt8>(41, 43, 48, 255)
    /// How much lighter (in mean channel levels) than the menu's paper just inside it the hinge's
    /// pixels may be: a few levels of filtering and rounding, well below the white stripe of a
    /// letterbox bar on the sample book's palest paper (about 25).
    static let hingeTolerance = 8

    @Test func foldsShowTheDeskAndTheHingeHasNoLine() throws {
        let folder = try PageTurnBinary.temporaryFolder() + "/demo"
        let result = try PageTurnBinary.run(["demo", "--only", "fold", "--output", folder, "--size", "320x180",
                                             "--fps", "10", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")

        // Half open, mid-drag: the panels zig-zag in depth, and the far ones are shorter.
        let folding = try RGBAImage(pngFile: folder + "/fold-1.png")
        var black = 0
        for y in 0..<folding.height {
            for x in 0..<folding.width where folding[x, y].x < 12 && folding[x, y].y < 12 && folding[x, y].z < 12 {
                black += 1
            }
        }
        #expect(black == 0, "\(black) pure black pixels where the desk should show")

        // Open: the menu lies flat on its rectangle, the desk begins at the hinge.
        let open = try RGBAImage(pngFile: folder + "/fold-2.png")
        for y in stride(from: open.height / 4, to: open.height, by: open.height / 4) {
            let hinge = try #require((0..<open.width).first { open[$0, y] == Self.desk }, "row \(y): no desk")
            try #require(hinge > 12, "row \(y): the menu ends at \(hinge)")
            // The menu's paper just inside the hinge, and the hinge's last two columns.
            let inside = (hinge - 10 ..< hinge - 4).map { Self.lightness(open[$0, y]) }.max()!
            for x in hinge - 2 ..< hinge {
                #expect(Self.lightness(open[x, y]) <= inside + Self.hingeTolerance,
                        "row \(y), column \(x) (hinge \(hinge)): \(open[x, y]) is a line lighter than the paper")
            }
        }
    }

    /// The mean of a pixel's colour channels, `0...255`.
    static func lightness(_ pixel: SIMD4<UInt8>) -> Int { (Int(pixel.x) + Int(pixel.y) + Int(pixel.z)) / 3 }
}
