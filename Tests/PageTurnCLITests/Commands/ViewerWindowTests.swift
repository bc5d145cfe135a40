import Foundation
import Testing

/// `pageturn view` in a real window: an Xvfb display started by the test, the viewer driven with
/// xdotool (a drag of the bottom-right corner across the book, keys, a resize, Q), the screen read
/// back with ffmpeg's x11grab, and the pages it reports on stdout.
@Suite("pageturn view in a window", .serialized)
struct ViewerWindowTests {
    /// The virtual screen, pixels.
    static let screen = (width: 1024, height: 768)
    /// The viewer's window, points (one pixel a point on Xvfb).
    static let window = (width: 900, height: 620)
    /// How long any one thing may take to show (a frame, a turn, a page line): generous, since
    /// the viewer is a debug build drawing on llvmpipe on a shared machine, beside the suite's
    /// film check and fuzzing (a fresh clone's run saw a turn take longer than 12 seconds there).
    /// A liveness limit only: every check still waits for the same line or picture.
    static let patience = 30.0

    @Test("drag the corner across, keys, resize to a tall window, Q quits with 0")
    func dragKeysResizeQuit() throws {
        let display = try VirtualDisplay()
        let viewer = try ViewerProcess(arguments: ["view", "--size", "\(Self.window.width)x\(Self.window.height)"],
                                       display: display.name)
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let id = try display.windowID(pid: viewer.pid)
        var frame = try display.geometry(of: id)
        #expect(frame.width == Self.window.width && frame.height == Self.window.height)

        // The cover alone on the right of the spread: the left half of the window is empty.
        let before = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: frame.rightHalf, background: shot.pixel(frame.x + 4, frame.y + 4)) > 0.4
        }
        let background = before.pixel(frame.x + 4, frame.y + 4)
        let cover = try #require(before.pageBounds(in: frame, background: background), "no page drawn")
        #expect(before.pageFraction(in: frame.leftHalf, background: background) < 0.05)
        #expect(cover.minX > frame.x + frame.width / 2 - 10, "the cover should lie right of the spine")

        // Drag its bottom-right corner across to the left, and let go.
        let corner = (x: cover.maxX - 6, y: cover.maxY - 6)
        // At once, while the neighbouring pages may still be loading: rest on the corner first, as
        // a hand does, then drag. On a cold start or a loaded machine the viewer's frames are
        // long and the moves arrive in bursts; the page must turn all the same.
        var steps = ["mousemove", "\(corner.x)", "\(corner.y)", "sleep", "0.3", "mousedown", "1"]
        for step in 1...14 {
            let s = Double(step) / 14
            let x = Double(corner.x) + s * (Double(frame.x + frame.width / 8) - Double(corner.x))
            let y = Double(corner.y) - 60 * 4 * s * (1 - s)
            steps += ["sleep", "0.03", "mousemove", "\(Int(x))", "\(Int(y))"]
        }
        steps += ["sleep", "0.03", "mouseup", "1"]
        try display.xdotool(steps)
        #expect(viewer.waitForLine("page 2 of 12", within: Self.patience), "the drag did not turn the page: \(viewer.stdout) \(steps) \(frame) \(cover) \(viewer.stderr)")
        // The spread, once the page number shown while it turned (on the desk below the book)
        // has faded out.
        let badge = ScreenRect(x: frame.x + frame.width / 2 - 40, y: frame.y + frame.height - 44, width: 80, height: 30)
        let spread = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: frame.leftHalf, background: background) > 0.4
                && shot.pageFraction(in: badge, background: background) == 0
        }
        let spreadBounds = try #require(spread.pageBounds(in: frame, background: background))
        #expect(abs(spreadBounds.aspect - 2 * 420.0 / 594) < 0.15, "a two-page spread: \(spreadBounds)")
        #expect(spread.difference(from: before, in: frame) > 0.2, "the pixels changed")

        // Keys: the next spread, the end, the beginning, and the spread after the cover again.
        for (key, line) in [("Right", "page 4 of 12"), ("End", "page 12 of 12"), ("Home", "page 1 of 12"),
                            ("Next", "page 2 of 12")] {
            try display.xdotool(["key", key])
            #expect(viewer.waitForLine(line, within: Self.patience), "\(key) should show \(line): \(viewer.stdout)")
        }
        try display.waitForIdleTitle(id: id, containing: "page 2 of 12", within: Self.patience)

        // A tall window: single pages, the same page.
        try display.xdotool(["windowsize", id, "420", "\(Self.window.height)"])
        frame = try display.geometry(of: id)
        let tall = try display.waitForScreen(within: Self.patience) { shot in
            guard let bounds = shot.pageBounds(in: frame, background: background) else { return false }
            return abs(bounds.aspect - 420.0 / 594) < 0.12
        }
        let single = try #require(tall.pageBounds(in: frame, background: background))
        #expect(abs(single.aspect - 420.0 / 594) < 0.12, "one page in a tall window: \(single)")
        #expect(try display.windowName(id).contains("page 2 of 12"))

        try display.xdotool(["key", "q"])
        let status = viewer.waitForExit(within: Self.patience)
        #expect(status == 0, "Q should exit 0: \(viewer.stderr)")
    }

    @Test("--stats, run as a user runs it: the context through GLX on X11, frame times while a page is dragged")
    func statsWhileDragging() throws {
        let display = try VirtualDisplay()
        // SDL chooses its driver (no SDL_VIDEODRIVER): X11, the only display there is.
        let viewer = try ViewerProcess(arguments: ["view", "--stats", "--size", "\(Self.window.width)x\(Self.window.height)"],
                                       display: display.name, forcingX11: false)
        defer { viewer.kill() }
        try #require(viewer.waitForLine("page 1 of 12", within: Self.patience), "no first frame: \(viewer.stderr)")
        let id = try display.windowID(pid: viewer.pid)
        let frame = try display.geometry(of: id)
        let shot = try display.waitForScreen(within: Self.patience) { shot in
            shot.pageFraction(in: frame.rightHalf, background: shot.pixel(frame.x + 4, frame.y + 4)) > 0.4
        }
        let cover = try #require(shot.pageBounds(in: frame, background: shot.pixel(frame.x + 4, frame.y + 4)))
        // The corner lifted a third of the way across and back over about a second and a half
        // (frames of a debug build on a loaded machine take a tenth of that), and let go: the
        // page falls back.
        let corner = (x: cover.maxX - 6, y: cover.maxY - 6)
        var steps = ["mousemove", "\(corner.x)", "\(corner.y)", "sleep", "0.3", "mousedown", "1"]
        for step in Array(1...9) + Array((0...8).reversed()) {
            steps += ["sleep", "0.08", "mousemove", "\(corner.x - step * (cover.maxX - cover.minX) / 27)", "\(corner.y - step * 3)"]
        }
        steps += ["sleep", "0.03", "mouseup", "1", "sleep", "0.5", "key", "--window", id, "q"]
        try display.xdotool(steps)
        #expect(viewer.waitForExit(within: Self.patience) == 0, "Q should exit 0: \(viewer.stderr)")

        let lines = viewer.stderr.split(separator: "\n").map(String.init)
        let renderer = lines.first { $0.hasPrefix("pageturn: renderer: ") }
        // Mesa's GLX puts frames into shared memory; its EGL on X11 sends them down the socket.
        #expect(renderer?.hasSuffix(", through GLX") == true, "\(viewer.stderr)")
        let dragging = try #require(lines.first { $0.hasPrefix("pageturn: frame time while dragging: mean ") },
                                    "no frame times while dragging: \(viewer.stderr)")
        let numbers = dragging.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count == 4, "\(dragging)")   // mean, the 95 of "95th", the percentile, frames
        #expect(numbers[0] > 0 && numbers[2] > 0 && numbers[3] >= 2, "\(dragging)")
        #expect(lines.contains { $0.hasPrefix("pageturn: peak memory: ") && $0.hasSuffix(" MiB") }, "\(viewer.stderr)")
    }

    @Test("no display, as in an ssh session: SDL may pick any driver, still one line and exit 69",
          arguments: [nil, "offscreen", "dummy"])
    func noDisplayAsAUserHasIt(driver: String?) throws {
        // Only the display variables are removed (and SDL_VIDEODRIVER, unless a driver without a
        // screen is asked for by name): SDL chooses for itself, as it does for a user.
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = driver
        let viewer = try ViewerProcess(arguments: ["view"], environment: environment)
        defer { viewer.kill() }
        let status = viewer.waitForExit(within: Self.patience)
        #expect(status == 69, "it should give up, not run unseen: stdout \(viewer.stdout)")
        let lines = viewer.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(viewer.stderr)")
        #expect(lines.first?.contains("pageturn render") == true)
        #expect(lines.first?.contains("no display") == true)
        #expect(viewer.stdout.isEmpty)
    }

    @Test("no display: one line on stderr pointing at pageturn render, exit 69")
    func noDisplay() throws {
        let viewer = try ViewerProcess(arguments: ["view"], display: nil)
        defer { viewer.kill() }
        let status = viewer.waitForExit(within: Self.patience)
        #expect(status == 69)
        let lines = viewer.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(viewer.stderr)")
        #expect(lines.first?.contains("pageturn render") == true)
        #expect(lines.first?.contains("no display") == true)
        #expect(viewer.stdout.isEmpty)
    }
}

// MARK: - Support

/// A failure of the test's own machinery (a missing tool, a display that would not start).
struct ViewerTestError: Error, CustomStringConvertible {
    var description: String
}

/// A rectangle of the screen, pixels.
struct ScreenRect: CustomStringConvertible {
    var x: Int, y: Int, width: Int, height: Int

    var leftHalf: ScreenRect { ScreenRect(x: x, y: y, width: width / 2, height: height) }
    var rightHalf: ScreenRect { ScreenRect(x: x + width / 2, y: y, width: width - width / 2, height: height) }
    var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// The bounding box of the pixels that are not background.
struct PageBounds: CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// Width over height.
    var aspect: Double { Double(maxX - minX + 1) / Double(maxY - minY + 1) }
    var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY), aspect \(aspect)" }
}

/// One screenshot, RGB8 rows top to bottom.
struct Screenshot {
    let width: Int, height: Int
    let rgb: [UInt8]

    /// A pixel differing from the background by more than this in some channel belongs to a page
    /// (the background is a flat colour; page edges are antialiased by a few levels only).
    static let pageThreshold = 24

    func pixel(_ x: Int, _ y: Int) -> SIMD3<Int> {
        let offset = 3 * (y * width + x)
        return SIMD3(Int(rgb[offset]), Int(rgb[offset + 1]), Int(rgb[offset + 2]))
    }

    private func isPage(_ x: Int, _ y: Int, background: SIMD3<Int>) -> Bool {
        let d = pixel(x, y) &- background
        return max(abs(d.x), abs(d.y), abs(d.z)) > Self.pageThreshold
    }

    /// The box round the page pixels inside `rect`, or `nil` when there are none.
    func pageBounds(in rect: ScreenRect, background: SIMD3<Int>) -> PageBounds? {
        var bounds: PageBounds?
        for y in rect.y ..< rect.y + rect.height {
            for x in rect.x ..< rect.x + rect.width where isPage(x, y, background: background) {
                if bounds == nil { bounds = PageBounds(minX: x, minY: y, maxX: x, maxY: y) }
                bounds!.minX = min(bounds!.minX, x)
                bounds!.maxX = max(bounds!.maxX, x)
                bounds!.minY = min(bounds!.minY, y)
                bounds!.maxY = max(bounds!.maxY, y)
            }
        }
        return bounds
    }

    /// The fraction of `rect`'s pixels that belong to a page.
    func pageFraction(in rect: ScreenRect, background: SIMD3<Int>) -> Double {
        var count = 0
        for y in rect.y ..< rect.y + rect.height {
            for x in rect.x ..< rect.x + rect.width where isPage(x, y, background: background) { count += 1 }
        }
        return Double(count) / Double(rect.width * rect.height)
    }

    /// The fraction of `rect`'s pixels that differ from `other`'s by more than the page threshold.
    func difference(from other: Screenshot, in rect: ScreenRect) -> Double {
        var count = 0
        for y in rect.y ..< rect.y + rect.height {
            for x in rect.x ..< rect.x + rect.width {
                let d = pixel(x, y) &- other.pixel(x, y)
                if max(abs(d.x), abs(d.y), abs(d.z)) > Self.pageThreshold { count += 1 }
            }
        }
        return Double(count) / Double(rect.width * rect.height)
    }
}

/// Stops a child: SIGTERM, then SIGKILL if it is still there after a second (a child started
/// from the test runner may have SIGTERM blocked).
func stop(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(1)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    while process.isRunning { Thread.sleep(forTimeInterval: 0.02) }
}

/// Runs a program to the end and returns its stdout, or throws with its stderr.
@discardableResult
func runTool(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errors = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ViewerTestError(description: "\(path) \(arguments.joined(separator: " ")) failed: "
                              + String(decoding: errors, as: UTF8.self))
    }
    return data
}

/// The full path of a program on PATH, or a failure saying that Scripts/bootstrap installs it.
func requireTool(_ name: String, package: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") + ["/usr/bin"] {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    throw ViewerTestError(description: "\(name) is missing: the viewer's tests need it; run Scripts/bootstrap (Debian package \(package))")
}

/// An Xvfb server on a free display number, stopped on deinit.
final class VirtualDisplay {
    let name: String
    private let server: Process
    private let xdotoolPath: String
    private let ffmpegPath: String
    /// How long Xvfb may take to open its socket.
    static let startTimeout = 10.0

    init() throws {
        let xvfb = try requireTool("Xvfb", package: "xvfb")
        xdotoolPath = try requireTool("xdotool", package: "xdotool")
        ffmpegPath = try requireTool("ffmpeg", package: "ffmpeg")
        // Xvfb picks a display number no other server holds and writes it on its standard output
        // once it listens (-displayfd): two displays started at once in this process (suites run
        // in parallel) can never take, and later remove, the same number.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-displayfd", "1", "-screen", "0",
                             "\(ViewerWindowTests.screen.width)x\(ViewerWindowTests.screen.height)x24",
                             "-nolisten", "tcp"]
        let number = Pipe()
        process.standardOutput = number
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = number.fileHandleForReading
        let deadline = Date().addingTimeInterval(Self.startTimeout)
        var text = ""
        while !text.contains("\n"), process.isRunning, Date() < deadline {
            var ready = pollfd(fd: reader.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 50) > 0 else { continue }
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, let display = Int(line), process.isRunning else {
            if process.isRunning { process.terminate() }
            throw ViewerTestError(description: "Xvfb did not start (it said \"\(text)\")")
        }
        server = process
        name = ":\(display)"
    }

    deinit {
        stop(server)
        // A server that had to be killed leaves its lock and socket behind.
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Kills the X server at once (SIGKILL), as a crash does: its clients' connections hang up.
    func crash() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }

    /// Stops the X server (SIGSTOP): its clients' connections stay open, and a client writing more
    /// than the socket holds (a frame) waits in the write.
    func freeze() { kill(server.processIdentifier, SIGSTOP) }

    /// Lets a frozen server run again.
    func thaw() { kill(server.processIdentifier, SIGCONT) }

    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        return environment
    }

    /// Runs xdotool on this display and returns its output, trimmed.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        String(decoding: try runTool(xdotoolPath, arguments, environment: environment), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible window of process `pid` (waiting for it as ``windowID(pid:within:)`` does),
    /// given the keyboard focus, and where it lies on the screen: what a test does before it
    /// types or clicks into a viewer.
    func focusedWindow(pid: Int32) throws -> (id: String, frame: ScreenRect) {
        let id = try windowID(pid: pid)
        try xdotool(["windowfocus", "--sync", id])
        return (id, try geometry(of: id))
    }

    /// The visible window of process `pid`, waiting (at most `seconds`) for it to be mapped.
    func windowID(pid: Int32, within seconds: Double = ViewerWindowTests.patience) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            // xdotool exits 1 when nothing matches yet.
            if let ids = try? xdotool(["search", "--onlyvisible", "--pid", "\(pid)"]),
               let id = ids.split(separator: "\n").last {
                return String(id)
            }
            guard Date() < deadline else { throw ViewerTestError(description: "no window for process \(pid)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    func geometry(of id: String) throws -> ScreenRect {
        var values: [String: Int] = [:]
        for line in try xdotool(["getwindowgeometry", "--shell", id]).split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"] else {
            throw ViewerTestError(description: "no geometry for window \(id)")
        }
        return ScreenRect(x: x, y: y, width: width, height: height)
    }

    func windowName(_ id: String) throws -> String { try xdotool(["getwindowname", id]) }

    /// Waits until the window's title contains `text`.
    func waitForIdleTitle(id: String, containing text: String, lacking absent: String? = nil,
                          within seconds: Double) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try !Self.title(windowName(id), contains: text, lacks: absent) {
            guard Date() < deadline else { throw ViewerTestError(description: "title never showed \(text)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    /// Whether `title` contains `text` and not `absent`.
    private static func title(_ title: String, contains text: String, lacks absent: String?) -> Bool {
        title.contains(text) && !(absent.map { title.contains($0) } ?? false)
    }

    /// The whole screen, through ffmpeg's x11grab, without the pointer.
    func screenshot() throws -> Screenshot {
        let (width, height) = ViewerWindowTests.screen
        let data = try runTool(ffmpegPath, ["-loglevel", "error", "-f", "x11grab", "-draw_mouse", "0",
                                            "-video_size", "\(width)x\(height)", "-i", name, "-frames:v", "1",
                                            "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        guard data.count == 3 * width * height else {
            throw ViewerTestError(description: "screenshot of \(data.count) bytes")
        }
        return Screenshot(width: width, height: height, rgb: [UInt8](data))
    }

    /// Takes screenshots until one satisfies `test`, and returns it (the last one on timeout).
    func waitForScreen(within seconds: Double, _ test: (Screenshot) -> Bool) throws -> Screenshot {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let shot = try screenshot()
            if test(shot) { return shot }
            guard Date() < deadline else { return shot }
            Thread.sleep(forTimeInterval: 0.2)
        }
    }
}

/// Text a pipe has produced so far, collected by a thread of its own that reads the pipe until
/// its end. (Not with `FileHandle.readabilityHandler`: on Linux its dispatch sources can crash
/// libdispatch's event loop when several pipes come and go, swift-corelibs-foundation issue 3276;
/// it brought the test process down once, in `_dispatch_event_loop_drain`.)
final class PipeText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        let reader = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                lock.lock()
                data.append(contentsOf: buffer[0 ..< count])
                lock.unlock()
            }
        }
        reader.start()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The built `pageturn` running on a display (or on none).
final class ViewerProcess {
    private let process = Process()
    private let out: PipeText
    private let err: PipeText
    /// Stdout lines already matched by ``waitForLine(_:within:)``: each wait looks after them.
    private var matchedLines = 0

    /// - Parameter forcingX11: set `SDL_VIDEODRIVER=x11` (this display, never the desktop the
    ///   tests run on); `false` runs as a user does, with only `DISPLAY` and `WAYLAND_DISPLAY` set
    ///   or removed and SDL choosing its driver.
    convenience init(arguments: [String], display: String?, forcingX11: Bool = true) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["WAYLAND_DISPLAY"] = nil
        if forcingX11 { environment["SDL_VIDEODRIVER"] = "x11" }
        try self.init(arguments: arguments, environment: environment)
    }

    /// Runs `pageturn arguments` with exactly `environment`.
    init(arguments: [String], environment: [String: String]) throws {
        process.executableURL = PageTurnBinary.url
        process.arguments = arguments
        process.environment = environment
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = FileHandle.nullDevice
        out = PipeText(outPipe)
        err = PipeText(errPipe)
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }
    var stdout: String { out.text }
    var stderr: String { err.text }

    /// Waits until stdout has the line `line` after the lines matched before; `false` on timeout
    /// or if the viewer exits first.
    func waitForLine(_ line: String, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let running = process.isRunning
            let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
            if matchedLines < lines.count, let index = lines[matchedLines...].firstIndex(of: Substring(line)) {
                matchedLines = index + 1
                return true
            }
            guard running, Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits until stdout holds at least `count` lines starting with `prefix`; `false` on timeout
    /// or if the viewer exits first.
    func waitForLines(startingWith prefix: String, count: Int, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let running = process.isRunning
            if stdout.split(separator: "\n").count(where: { $0.hasPrefix(prefix) }) >= count { return true }
            guard running, Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Its resident memory (`VmRSS` in `/proc`), bytes; `nil` once it has exited.
    var residentBytes: Int? { statusBytes("VmRSS") }

    /// The memory figure `field` of its `/proc` status (`VmRSS`, `VmHWM`, given there in kB),
    /// bytes; `nil` once it has exited.
    func statusBytes(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// The exit status, or `nil` if it is still running after `seconds`.
    func waitForExit(within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            guard Date() < deadline else { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return process.terminationStatus
    }

    func kill() { stop(process) }
}
