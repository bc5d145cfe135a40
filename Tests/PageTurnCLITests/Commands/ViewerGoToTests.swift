import Foundation
import Testing

/// `pageturn view`: G, a page number, Enter turns to that page; the title shows what is typed;
/// a number past the end is refused in the title, Esc leaves it; the keys 1–4 typed as digits
/// do not switch the effect.
@Suite("pageturn view goes to a page", .serialized)
struct ViewerGoToTests {
    static let patience = ViewerWindowTests.patience

    @Test("G 7 Enter in a tall window shows page 7; G 99 Enter is refused; G 3 Esc changes nothing")
    func goToAPage() throws {
        let reading = try NinePageReading()
        let display = reading.display
        // Tall: single pages, so that the page gone to is the page reported.
        let viewer = try reading.open(["--size", "500x700"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 9", within: Self.patience), "no first frame: \(viewer.stderr)")
        let id = try display.focusedWindow(pid: viewer.pid).id

        try display.xdotool(["key", "g", "7"])
        try display.waitForIdleTitle(id: id, containing: "go to page: 7_", within: Self.patience)
        try display.xdotool(["key", "Return"])
        #expect(viewer.waitForLine("page 7 of 9", within: Self.patience), "Enter should go to page 7: \(viewer.stdout)")
        try display.waitForIdleTitle(id: id, containing: "page 7 of 9", within: Self.patience)
        #expect(try !display.windowName(id).contains("go to"), "the prompt is gone")

        try display.xdotool(["key", "g", "9", "9", "Return"])
        try display.waitForIdleTitle(id: id, containing: "no page 99: 1 to 9", within: Self.patience)
        try display.xdotool(["key", "BackSpace", "BackSpace", "3", "Escape"])
        // The title named page 7 while the number was typed too: wait for the typing to go.
        try display.waitForIdleTitle(id: id, containing: "page 7 of 9", lacking: "go to", within: Self.patience)
        #expect(try !display.windowName(id).contains("flip"), "a 2 or 3 typed as a page number is not an effect key")

        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(!viewer.stdout.contains("page 3 of 9"), "Esc went nowhere: \(viewer.stdout)")
    }

    @Test("T shows the overview; a click on a page opens the book there; T again goes back")
    func overview() throws {
        let reading = try NinePageReading()
        let display = reading.display
        let viewer = try reading.open(["--size", "500x700", "--page", "4"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 4 of 9", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)

        // T and back: the same page in the book.
        try display.xdotool(["key", "t"])
        try display.waitForIdleTitle(id: id, containing: "overview", within: Self.patience)
        try display.xdotool(["key", "t"])
        // The overview's title names the page too: wait for the book's.
        try display.waitForIdleTitle(id: id, containing: "page 4 of 9", lacking: "overview", within: Self.patience)

        // T, then a click in the middle of the window: a page of the stack opens in the book.
        try display.xdotool(["key", "t"])
        try display.waitForIdleTitle(id: id, containing: "overview", within: Self.patience)
        try display.xdotool(["mousemove", "\(frame.x + frame.width / 2)", "\(frame.y + frame.height / 2)", "click", "1"])
        let deadline = Date().addingTimeInterval(Self.patience)
        var title = try display.windowName(id)
        while title.contains("overview"), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            title = try display.windowName(id)
        }
        #expect(!title.contains("overview") && !title.contains("tab stack"), "back in the book: \(title)")
        #expect(title.contains(" of 9"), "\(title)")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }
}
