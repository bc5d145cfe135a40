import Foundation
import PageTestSupport
import Testing

/// `pageturn view`'s reading tools in a window, on a twelve-page PDF with an outline, links and
/// a word to find (``ReaderPDF``): the help (`?`), the page indicator, the outline (`O`), the
/// search (`/`, Ctrl+F, `n`, `N`) and links, each checked by the pages reported on stdout, the
/// title, and screenshots; an outline-less PDF and a search with no hit say so in the window.
@Suite("pageturn view's reading tools", .serialized)
struct ViewerReadingToolsTests {
    static let patience = ViewerWindowTests.patience

    /// The panels' and the indicator's text is near-white on a dark card; where they lie on
    /// the dark desk (beside or above the page) nothing else is as bright: each channel above
    /// this.
    static let bright = 200

    /// Pixels of `rect` brighter than ``bright`` in every channel.
    static func brightPixels(_ shot: Screenshot, in rect: ScreenRect) -> Int {
        var count = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = shot.pixel(x, y)
                if p.x > bright && p.y > bright && p.z > bright { count += 1 }
            }
        }
        return count
    }

    /// The desk left of the page in a 500 × 700 window (the page starts 79 points in), where
    /// the help's and the outline's text begin.
    static func leftOfPage(_ frame: ScreenRect) -> ScreenRect {
        ScreenRect(x: frame.x + 22, y: frame.y + 200, width: 50, height: 300)
    }

    /// The desk above the page, where the search field and messages lie.
    static func abovePage(_ frame: ScreenRect) -> ScreenRect {
        ScreenRect(x: frame.x + 30, y: frame.y + 24, width: frame.width - 60, height: 40)
    }

    /// Highlighter-yellow pixels of `rect`: red high, blue low.
    static func yellowPixels(_ shot: Screenshot, in rect: ScreenRect) -> Int {
        var count = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = shot.pixel(x, y)
                if p.x > 200 && p.y > 170 && p.z < 110 { count += 1 }
            }
        }
        return count
    }

    /// Waits until the window's title no longer holds `text`.
    static func waitForTitle(_ display: VirtualDisplay, id: String, without text: String) throws {
        let deadline = Date().addingTimeInterval(patience)
        while try display.windowName(id).contains(text) {
            guard Date() < deadline else { throw ViewerTestError(description: "the title kept \(text)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    @Test("? shows the keys over the pages, ? again and Esc close them; a turn shows the page number a moment")
    func helpAndIndicator() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let left = Self.leftOfPage(frame)
        let middle = ScreenRect(x: frame.x + 100, y: frame.y + 250, width: frame.width - 200, height: 200)

        let plain = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: middle) > 10_000 }
        #expect(Self.brightPixels(plain, in: left) == 0)
        try display.xdotool(["key", "question"])
        try display.waitForIdleTitle(id: id, containing: "— help", within: Self.patience)
        let help = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: left) > 300 }
        #expect(Self.brightPixels(help, in: left) > 300, "the keys are written beside the page")
        #expect(help.difference(from: plain, in: middle) > 0.3, "on a dark card over the page")
        try display.xdotool(["key", "question"])
        try Self.waitForTitle(display, id: id, without: "help")
        try display.xdotool(["key", "question"])
        try display.waitForIdleTitle(id: id, containing: "— help", within: Self.patience)
        try display.xdotool(["key", "Escape"])
        let closed = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: left) == 0 }
        #expect(Self.brightPixels(closed, in: left) == 0, "Esc closed the help")

        // The indicator: a dark badge at the bottom centre while the page turns, gone after.
        let badge = ScreenRect(x: frame.x + frame.width / 2 - 30, y: frame.y + frame.height - 40, width: 60, height: 22)
        #expect(Self.brightPixels(closed, in: badge) == 0, "no badge at rest")
        try display.xdotool(["key", "Right"])
        let shown = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: badge) > 20 }
        #expect(Self.brightPixels(shown, in: badge) > 20, "the page number shows while turning")
        #expect(viewer.waitForLine("page 2 of 12", within: Self.patience))
        let faded = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: badge) == 0 }
        #expect(Self.brightPixels(faded, in: badge) == 0, "and fades out after")

        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("O lists the outline: Down and Enter go to an entry, a click on an entry goes there, Esc closes")
    func outline() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)

        try display.xdotool(["key", "o"])
        try display.waitForIdleTitle(id: id, containing: "outline: Chapter 1", within: Self.patience)
        let listed = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: Self.leftOfPage(frame)) > 300 }
        #expect(Self.brightPixels(listed, in: Self.leftOfPage(frame)) > 300, "the list is drawn in the window")
        // Chapter 1, Chapter 2, Section 2.1, Chapter 3.
        try display.xdotool(["key", "Down", "Down", "Down"])
        try display.waitForIdleTitle(id: id, containing: "outline: Chapter 3", within: Self.patience)
        try display.xdotool(["key", "Return"])
        #expect(viewer.waitForLine("page 3 of 12", within: Self.patience), "Enter goes to chapter 3: \(viewer.stdout)")
        try Self.waitForTitle(display, id: id, without: "outline")

        // A click on "Chapter 6": thirteen entries and the title row in a 700-point window make a
        // card 24 + 14 × 22 = 332 points tall from y = 184; its rows are 22 points from y = 196,
        // the title first; Chapter 6 is entry 6 (after Section 2.1), row 7.
        try display.xdotool(["key", "o"])
        try display.waitForIdleTitle(id: id, containing: "outline: Chapter 3", within: Self.patience)
        try display.xdotool(["mousemove", "\(frame.x + 250)", "\(frame.y + 196 + 7 * 22 + 11)", "click", "1"])
        #expect(viewer.waitForLine("page 6 of 12", within: Self.patience), "the click goes to chapter 6: \(viewer.stdout)")

        try display.xdotool(["key", "o"])
        try display.waitForIdleTitle(id: id, containing: "outline: Chapter 6", within: Self.patience)
        try display.xdotool(["key", "Escape"])
        try Self.waitForTitle(display, id: id, without: "outline")
        #expect(try display.windowName(id).contains("page 6 of 12"))
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(viewer.stderr.isEmpty, "\(viewer.stderr)")
    }

    @Test("O on a PDF without an outline says so in the window, and the message goes")
    func noOutline() throws {
        let reading = try ReaderReading(outline: false)
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let top = Self.abovePage(frame)

        try display.xdotool(["key", "o"])
        try display.waitForIdleTitle(id: id, containing: "no outline", within: Self.patience)
        let shown = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: top) > 50 }
        #expect(Self.brightPixels(shown, in: top) > 50, "the message is drawn at the top")
        let gone = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: top) == 0 }
        #expect(Self.brightPixels(gone, in: top) == 0, "and goes after a moment")
        try Self.waitForTitle(display, id: id, without: "outline")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(!viewer.stdout.contains("page 2"), "nothing turned: \(viewer.stdout)")
        #expect(viewer.stderr.isEmpty, "not an error: \(viewer.stderr)")
    }

    @Test("/ needle Enter turns to the first page with it, hits marked; n and N go on and back; Esc closes; no hit says not found")
    func search() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)

        try display.xdotool(["key", "slash"])
        try display.waitForIdleTitle(id: id, containing: "Search: _", within: Self.patience)
        try display.xdotool(["type", "--delay", "60", "needle"])
        try display.waitForIdleTitle(id: id, containing: "Search: needle_", within: Self.patience)
        try display.xdotool(["key", "Return"])
        #expect(viewer.waitForLine("page 4 of 12", within: Self.patience), "Enter finds page 4: \(viewer.stdout)")
        try display.waitForIdleTitle(id: id, containing: "1 on page 4", within: Self.patience)
        let marked = try display.waitForScreen(within: Self.patience) { Self.yellowPixels($0, in: frame) > 200 }
        #expect(Self.yellowPixels(marked, in: frame) > 200, "the hit is marked on the page")

        try display.xdotool(["key", "n"])
        #expect(viewer.waitForLine("page 9 of 12", within: Self.patience), "n finds page 9: \(viewer.stdout)")
        try display.xdotool(["key", "n"])
        #expect(viewer.waitForLine("page 4 of 12", within: Self.patience), "n wraps round to page 4: \(viewer.stdout)")
        try display.xdotool(["key", "shift+n"])
        #expect(viewer.waitForLine("page 9 of 12", within: Self.patience), "N goes back round to page 9: \(viewer.stdout)")
        try display.waitForIdleTitle(id: id, containing: "1 on page 9", within: Self.patience)

        try display.xdotool(["key", "Escape"])
        try Self.waitForTitle(display, id: id, without: "needle")
        let clean = try display.waitForScreen(within: Self.patience) { Self.yellowPixels($0, in: frame) < 20 }
        #expect(Self.yellowPixels(clean, in: frame) < 20, "Esc takes the marks away")

        // Ctrl+F opens the field too (not full screen), with the last query; a word nowhere is not found.
        try display.xdotool(["key", "ctrl+f"])
        try display.waitForIdleTitle(id: id, containing: "Search: needle_", within: Self.patience)
        try display.xdotool(["key", "BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace", "BackSpace"])
        try display.xdotool(["type", "--delay", "60", "zebra"])
        try display.waitForIdleTitle(id: id, containing: "Search: zebra_", within: Self.patience)
        try display.xdotool(["key", "Return"])
        try display.waitForIdleTitle(id: id, containing: "“zebra” not found", within: Self.patience)
        let top = Self.abovePage(frame)
        let notFound = try display.waitForScreen(within: Self.patience) { Self.brightPixels($0, in: top) > 50 }
        #expect(Self.brightPixels(notFound, in: top) > 50, "the field shows it in the window")
        try display.xdotool(["key", "Escape", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        #expect(viewer.stderr.isEmpty, "not found is no error: \(viewer.stderr)")
        let pages = viewer.stdout.split(separator: "\n").filter { $0.hasPrefix("page ") }
        #expect(pages.last == "page 9 of 12", "the search with no hit turned nothing: \(pages)")
    }

    @Test("A click on an internal link turns to its page; an external one goes to xdg-open and stdout")
    func links() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let shot = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: frame, background: shot.pixel(frame.x + 4, frame.y + 4)) > 0.4
        }
        let page = try #require(shot.pageBounds(in: frame, background: shot.pixel(frame.x + 4, frame.y + 4)))
        func click(_ link: Int) throws {
            let rect = ReaderPDF.linkRects[link].rect
            let x = Double(page.minX) + (rect.x + rect.z / 2) / ReaderPDF.pageSize.x * Double(page.maxX - page.minX + 1)
            let y = Double(page.minY) + (rect.y + rect.w / 2) / ReaderPDF.pageSize.y * Double(page.maxY - page.minY + 1)
            try display.xdotool(["mousemove", "\(Int(x))", "\(Int(y))", "sleep", "0.2", "click", "1"])
        }

        try click(0)
        #expect(viewer.waitForLine("page 3 of 12", within: Self.patience), "to chapter 3: \(viewer.stdout)")
        try display.xdotool(["key", "Home"])
        #expect(viewer.waitForLine("page 1 of 12", within: Self.patience))
        try display.waitForIdleTitle(id: id, containing: "page 1 of 12", within: Self.patience)
        Thread.sleep(forTimeInterval: 1)
        try click(1)
        #expect(viewer.waitForLine("page 8 of 12", within: Self.patience), "to chapter 8: \(viewer.stdout)")
        try display.xdotool(["key", "Home"])
        #expect(viewer.waitForLine("page 1 of 12", within: Self.patience))
        try display.waitForIdleTitle(id: id, containing: "page 1 of 12", within: Self.patience)
        Thread.sleep(forTimeInterval: 1)
        try click(2)
        #expect(viewer.waitForLine("link \(ReaderPDF.externalURI)", within: Self.patience), "\(viewer.stdout)")
        let deadline = Date().addingTimeInterval(Self.patience)
        while !FileManager.default.fileExists(atPath: reading.openedFile), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let opened = (try? String(contentsOfFile: reading.openedFile, encoding: .utf8)) ?? ""
        #expect(opened == ReaderPDF.externalURI + "\n", "xdg-open was given the address")

        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        let pages = viewer.stdout.split(separator: "\n").filter { $0.hasPrefix("page ") }
        #expect(!pages.contains("page 2 of 12"), "a link click is not a tap that turns the page: \(pages)")
    }

    /// How sharp text is in `rect`: of the pixels with some ink (a channel below 200), the
    /// fraction that is fully dark (every channel below 90). Text drawn at the size shown is
    /// mostly solid strokes; text scaled up from a smaller picture is mostly grey edges.
    /// Waits for the page's text in window `id` (at `frame` on the screen), lets it settle, zooms
    /// to 400% with `+`, and returns how sharp the zoomed text is (once it is sharper, or when
    /// patience runs out) against the settled picture scaled up 4× about the window's centre,
    /// bilinearly: what the window would show if zooming only scaled the fitted page up. Also
    /// returns the two pictures, the settled fitted one and the zoomed one.
    static func zoomedSharpness(display: VirtualDisplay, id: String, frame: ScreenRect) throws
        -> (zoomed: Double, upscaled: Double, fitted: Screenshot, zoomedPicture: Screenshot) {
        let inside = ScreenRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        // The page's text drawn (not blank paper), then a moment to settle.
        _ = try display.waitForScreen(within: patience) { shot in
            sharpness(in: inside) { SIMD3<Double>(shot.pixel($0, $1)) } > 0.2
        }
        Thread.sleep(forTimeInterval: 1)
        let settled = try display.screenshot()
        try display.xdotool(["key", "plus", "plus", "plus", "plus", "plus", "plus", "plus"])
        try display.waitForIdleTitle(id: id, containing: "zoom 400%", within: patience)
        let centre = SIMD2(Double(frame.width) / 2, Double(frame.height) / 2)
        func upscaled(_ x: Int, _ y: Int) -> SIMD3<Double> {
            let window = SIMD2(Double(x - frame.x), Double(y - frame.y))
            let source = centre + (window - centre) / 4 + SIMD2(Double(frame.x), Double(frame.y))
            let x0 = Int(source.x), y0 = Int(source.y)
            let ax = source.x - Double(x0), ay = source.y - Double(y0)
            func p(_ x: Int, _ y: Int) -> SIMD3<Double> { SIMD3<Double>(settled.pixel(x, y)) }
            return (p(x0, y0) * (1 - ax) + p(x0 + 1, y0) * ax) * (1 - ay) + (p(x0, y0 + 1) * (1 - ax) + p(x0 + 1, y0 + 1) * ax) * ay
        }
        let blurred = sharpness(in: inside, upscaled)
        let zoomed = try display.waitForScreen(within: patience) { shot in
            sharpness(in: inside) { SIMD3<Double>(shot.pixel($0, $1)) } > blurred + 0.25
        }
        return (sharpness(in: inside) { SIMD3<Double>(zoomed.pixel($0, $1)) }, blurred, settled, zoomed)
    }

    static func sharpness(in rect: ScreenRect, _ pixel: (Int, Int) -> SIMD3<Double>) -> Double {
        var ink = 0, dark = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let p = pixel(x, y)
                guard p.min() < 200 else { continue }
                ink += 1
                if p.max() < 90 { dark += 1 }
            }
        }
        return Double(dark) / Double(max(ink, 1))
    }

    @Test("+ zooms to 400% about the centre with text sharper than the fitted page scaled up; a drag pans; 0 fits and turning works again; Ctrl+wheel and double clicks zoom")
    func zoomAndPan() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open(["--page", "2"])
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 2 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (id, frame) = try display.focusedWindow(pid: viewer.pid)
        let (sharp, blurred, settled, zoomed) = try Self.zoomedSharpness(display: display, id: id, frame: frame)
        let inside = ScreenRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        #expect(sharp > blurred + 0.25, "zoomed text \(sharp) against the fitted page scaled up \(blurred)")

        // A drag pans (the picture moves), and turns no page.
        try display.xdotool(["mousemove", "\(frame.x + 250)", "\(frame.y + 400)", "mousedown", "1",
                             "mousemove", "\(frame.x + 240)", "\(frame.y + 350)", "mousemove", "\(frame.x + 230)", "\(frame.y + 300)",
                             "mouseup", "1"])
        let panned = try display.waitForScreen(within: Self.patience) { $0.difference(from: zoomed, in: inside) > 0.05 }
        #expect(panned.difference(from: zoomed, in: inside) > 0.05, "the drag moved the zoomed page")
        #expect(try display.windowName(id).contains("zoom 400%"))

        // 0: back to fit, where keys turn pages again.
        try display.xdotool(["key", "0"])
        try Self.waitForTitle(display, id: id, without: "zoom")
        let back = try display.waitForScreen(within: Self.patience) { $0.difference(from: settled, in: inside) < 0.01 }
        #expect(back.difference(from: settled, in: inside) < 0.01, "the fitted page again")
        try display.xdotool(["key", "Right"])
        #expect(viewer.waitForLine("page 3 of 12", within: Self.patience), "turning at fit: \(viewer.stdout)")
        try display.waitForIdleTitle(id: id, containing: "page 3 of 12", within: Self.patience)

        // Ctrl+wheel zooms a step about the pointer; a double click fits again, another zooms in.
        try display.xdotool(["mousemove", "\(frame.x + 200)", "\(frame.y + 300)", "keydown", "ctrl", "click", "4", "keyup", "ctrl"])
        try display.waitForIdleTitle(id: id, containing: "zoom 125%", within: Self.patience)
        try display.xdotool(["click", "--repeat", "2", "--delay", "80", "1"])
        try Self.waitForTitle(display, id: id, without: "zoom")
        Thread.sleep(forTimeInterval: 1)
        try display.xdotool(["click", "--repeat", "2", "--delay", "80", "1"])
        try display.waitForIdleTitle(id: id, containing: "zoom 250%", within: Self.patience)

        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
        let pages = viewer.stdout.split(separator: "\n").filter { $0.hasPrefix("page ") }
        #expect(pages == ["page 2 of 12", "page 3 of 12"], "only the key turned a page: \(pages)")
    }

    /// The near-black pixels of the pointer drawn at `point` (the screen grabbed with and without
    /// it, 48 pixels square from 8 up and left of it), as a set of offsets from the point.
    static func pointerShape(on display: VirtualDisplay, at point: (x: Int, y: Int)) throws -> Set<Int> {
        let ffmpeg = try requireTool("ffmpeg", package: "ffmpeg")
        func grab(drawingPointer: Bool) throws -> [UInt8] {
            [UInt8](try runTool(ffmpeg, ["-loglevel", "error", "-f", "x11grab", "-draw_mouse", drawingPointer ? "1" : "0",
                                         "-video_size", "48x48", "-i", "\(display.name)+\(point.x - 8),\(point.y - 8)",
                                         "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "gray", "-"]))
        }
        let with = try grab(drawingPointer: true), without = try grab(drawingPointer: false)
        guard with.count == 48 * 48, without.count == 48 * 48 else {
            throw ViewerTestError(description: "pointer grabs of \(with.count) and \(without.count) bytes")
        }
        return Set((0..<(48 * 48)).filter { with[$0] < 40 && abs(Int(with[$0]) - Int(without[$0])) > 40 })
    }

    @Test("The pointer is a hand over a link, and not over the rest of the page")
    func handOverLinks() throws {
        let reading = try ReaderReading()
        let display = reading.display
        let viewer = try reading.open()
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let (_, frame) = try display.focusedWindow(pid: viewer.pid)
        let shot = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: frame, background: shot.pixel(frame.x + 4, frame.y + 4)) > 0.4
        }
        let page = try #require(shot.pageBounds(in: frame, background: shot.pixel(frame.x + 4, frame.y + 4)))
        func onPage(_ x: Double, _ y: Double) -> (x: Int, y: Int) {
            (Int(Double(page.minX) + x / ReaderPDF.pageSize.x * Double(page.maxX - page.minX + 1)),
             Int(Double(page.minY) + y / ReaderPDF.pageSize.y * Double(page.maxY - page.minY + 1)))
        }
        // Below the links (white paper), on the first link (a pale box), below again.
        let plain = onPage(150, 390), link = onPage(150, 230)
        var shapes: [Set<Int>] = []
        for point in [plain, link, plain] {
            try display.xdotool(["mousemove", "\(point.x)", "\(point.y)", "sleep", "0.3", "mousemove", "\(point.x)", "\(point.y + 1)",
                                 "sleep", "0.3", "mousemove", "\(point.x)", "\(point.y)"])
            Thread.sleep(forTimeInterval: 1)
            shapes.append(try Self.pointerShape(on: display, at: point))
        }
        #expect(!shapes[0].isEmpty && !shapes[1].isEmpty, "a pointer is drawn: \(shapes.map(\.count))")
        #expect(shapes[0].symmetricDifference(shapes[1]).count > 20, "a different pointer over the link")
        #expect(shapes[0].symmetricDifference(shapes[2]).count <= 5, "the same pointer off it again")
        try display.xdotool(["key", "q"])
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")
    }
}
