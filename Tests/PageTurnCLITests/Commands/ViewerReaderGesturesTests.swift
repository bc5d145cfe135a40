import Foundation
import PageMedia
import PageTestSupport
import Testing

/// `pageturn view` on a long book: a go-to riffles and reports only the page gone to; the
/// overview (T) reaches the first and the last of sixty pages; a double click at fit zooms
/// without turning while a single click still turns (after the double-click time); zoomed in,
/// a drag from the page's outer edge turns it where a drag elsewhere pans; an image book's zoomed
/// text is resampled from the image's own pixels, sharper than the fitted page scaled up.
@Suite("pageturn view's go-to riffle, overview, clicks and zoomed turns", .serialized)
struct ViewerReaderGesturesTests {
    static let patience = ViewerWindowTests.patience

    /// The lines `page N of M` the viewer printed.
    static func pages(_ viewer: ViewerProcess) -> [String] {
        viewer.stdout.split(separator: "\n").filter { $0.hasPrefix("page ") }.map(String.init)
    }

    @Test("G 55 Enter riffles through the pages between and prints only page 55; a far jump lands within two seconds")
    func goToRiffles() throws {
        let reading = try ReaderReading(pageCount: 60)
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 60", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let inside = ScreenRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        let start = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: inside, background: shot.pixel(frame.x + 4, frame.y + 4)) > 0.4
        }

        try display.xdotool(["key", "g", "5", "5"])
        try display.waitForIdleTitle(id: id, containing: "go to page: 55_", within: Self.patience)
        let pressed = Date()
        try display.xdotool(["key", "Return"])
        // While it riffles, the window changes (pages fly by) before the last page lands.
        let moving = try display.waitForScreen(within: Self.patience) { $0.difference(from: start, in: inside) > 0.02 }
        #expect(moving.difference(from: start, in: inside) > 0.02)
        #expect(viewer.waitForLine("page 55 of 60", within: Self.patience), "\(viewer.stdout)")
        let landed = Date().timeIntervalSince(pressed)
        try display.waitForIdleTitle(id: id, containing: "page 55 of 60", lacking: "go to", within: Self.patience)
        #expect(Self.pages(viewer) == ["page 1 of 60", "page 55 of 60"], "only the page gone to is reported: \(Self.pages(viewer))")
        // 1.2 s of leaves; generous for a loaded machine, and far below 54 ordinary turns (38 s).
        #expect(landed < 6, "landed after \(landed) s")

        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("The overview of sixty pages reaches the last page with End and the first with Home; a click opens them")
    func overviewReachesEveryPage() throws {
        let reading = try ReaderReading(pageCount: 60)
        let display = reading.display
        let viewer = try reading.open(["--page", "30"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 30 of 60", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let inside = ScreenRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)

        // In a 500 × 700 window the last page rests lowest, on top of the stack, at y 365…557; the
        // first, scrolled to the top, shows from y 123 to 215 (ViewerSceneTests finds the same).
        for (key, y, page) in [("End", 460, "page 60 of 60"), ("Home", 170, "page 1 of 60")] {
            try display.xdotool(["key", "t"])
            try display.waitForIdleTitle(id: id, containing: "overview", within: Self.patience)
            try display.xdotool(["key", key])
            // The stack glides there, then rests: two screenshots a moment apart agree.
            var previous = try display.screenshot()
            let deadline = Date().addingTimeInterval(Self.patience)
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let shot = try display.screenshot()
                if shot.difference(from: previous, in: inside) < 0.001 || Date() > deadline { break }
                previous = shot
            }
            try display.xdotool(["mousemove", "\(frame.x + 250)", "\(frame.y + y)", "click", "1"])
            #expect(viewer.waitForLine(page, within: Self.patience), "\(key) then a click opens \(page): \(Self.pages(viewer))")
            try display.waitForIdleTitle(id: id, containing: page, lacking: "overview", within: Self.patience)
        }
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("At fit a double click near the outer edge zooms and turns nothing; a single click there turns")
    func doubleClickAtFitDoesNotTurn() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open(["--page", "2"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 2 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        // The page spans x 79…421 of the 500-point window: 20 points in from its outer edge,
        // inside the zone where a click turns forward.
        let edge = (x: frame.x + 400, y: frame.y + 350)
        try display.xdotool(["mousemove", "\(edge.x)", "\(edge.y)", "click", "--repeat", "2", "--delay", "80", "1"])
        try display.waitForIdleTitle(id: id, containing: "zoom 250%", within: Self.patience)
        // Past the double-click time (0.3 s) and a turn's length: still page 2.
        Thread.sleep(forTimeInterval: 1.5)
        #expect(Self.pages(viewer) == ["page 2 of 12"], "the double click turned a page: \(Self.pages(viewer))")
        #expect(try display.windowName(id).contains("page 2 of 12"))

        try display.xdotool(["key", "0"])
        try display.waitForIdleTitle(id: id, containing: "page 2 of 12", lacking: "zoom", within: Self.patience)
        try display.xdotool(["mousemove", "\(edge.x)", "\(edge.y)", "click", "1"])
        #expect(viewer.waitForLine("page 3 of 12", within: Self.patience), "a single click turns: \(Self.pages(viewer))")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("Zoomed in, a drag from the page's outer edge turns the page; a drag in the middle pans")
    func zoomedEdgeDragTurns() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open(["--page", "2"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 2 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        // 125% about the centre: the page (x 79…421 at fit) shows at 36…464; the band that turns
        // is 6% of the 428-point page, x 438…464.
        try display.xdotool(["key", "plus"])
        try display.waitForIdleTitle(id: id, containing: "zoom 125%", within: Self.patience)
        // A drag paced like a hand's (20 ms a step), so that the book sees its speed as it is.
        func drag(from x: Int, to endX: Int) throws {
            var steps = ["mousemove", "\(frame.x + x)", "\(frame.y + 350)", "mousedown", "1"]
            for i in 1...8 {
                steps += ["mousemove", "\(frame.x + x + (endX - x) * i / 8)", "\(frame.y + 350 - i * 2)", "sleep", "0.02"]
            }
            try display.xdotool(steps + ["mouseup", "1"])
        }
        // Where the page's outer edge shows: the last paper pixel from the right along the row.
        let shot = try display.screenshot()
        let row = frame.y + 350
        var edgeX = frame.x + 499
        while edgeX > frame.x + 300, shot.pixel(edgeX, row).min() < 200 { edgeX -= 1 }
        // From just inside the edge to well past the spine (x 36), out of the window to the left
        // (the window keeps the pointer while the button is down): the page turns, as at fit. A
        // drag ending near the spine is the book's to decide by the finger's speed either way.
        try #require(frame.x >= 150, "the window is too near the screen's left edge: \(frame)")
        try drag(from: edgeX - frame.x - 8, to: -130)
        #expect(viewer.waitForLine("page 3 of 12", within: Self.patience), "the edge drag turns (edge at \(edgeX - frame.x)): \(Self.pages(viewer))")
        // In the middle: a pan, no turn.
        try display.waitForIdleTitle(id: id, containing: "page 3 of 12", within: Self.patience)
        try drag(from: 300, to: 200)
        Thread.sleep(forTimeInterval: 1)
        #expect(Self.pages(viewer) == ["page 2 of 12", "page 3 of 12"], "a drag in the middle pans: \(Self.pages(viewer))")
        try display.waitForIdleTitle(id: id, containing: "page 3 of 12", within: Self.patience)
        #expect(try display.windowName(id).contains("zoom 125%"), "still zoomed")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("Zoomed into a folder of images, the text is resampled from the images' own pixels: sharper than the fitted page scaled up")
    func zoomedImageBookIsSharp() throws {
        let reading = try ReaderReading()
        let display = reading.display
        // The reader PDF's first three pages as 1500 × 2100 PNGs: five pixels a point, more than
        // the 400% zoom of a 500 × 700 window shows (about 4.6).
        let scans = reading.folder + "/scans"
        try FileManager.default.createDirectory(atPath: scans, withIntermediateDirectories: true)
        let pdf = try PDFDocument(path: reading.document)
        for page in 0..<3 {
            try pdf.image(at: page, pixelSize: PixelSize(width: 1500, height: 2100)).writePNG(to: scans + "/page\(page + 1).png")
        }
        let viewer = try ViewerProcess(arguments: ["view", scans, "--size", "500x700", "--page", "2"], environment: reading.environment)
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 2 of 3", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let (sharp, blurred, _, _) = try ViewerReadingToolsTests.zoomedSharpness(display: display, id: id, frame: frame)
        #expect(sharp > blurred + 0.25, "zoomed text \(sharp) against the fitted page scaled up \(blurred)")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(viewer.stderr.isEmpty, "\(viewer.stderr)")
    }
}
