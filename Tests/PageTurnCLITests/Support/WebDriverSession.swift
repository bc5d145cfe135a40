import Foundation

/// Headless Chromium driven through chromedriver with WebDriver's plain HTTP and JSON (W3C
/// WebDriver), one session, ended with the driver on deinit.
final class WebDriverSession {
    /// How long one WebDriver command may take, seconds (a debug build on a shared machine,
    /// Chromium drawing with SwiftShader: generous; a liveness limit only).
    static let commandTimeout = 60.0
    /// How long chromedriver may take to listen.
    static let startTimeout = 20.0

    private let driver: Process
    private let base: URL
    private(set) var id = ""

    /// Starts chromedriver and a headless Chromium whose viewport is `windowSize` CSS pixels (one
    /// pixel a CSS pixel), drawing with SwiftShader (no GPU needed).
    init(windowSize: (width: Int, height: Int)) throws {
        let chromedriver = try Self.requireBrowserTool("chromedriver", package: "chromium-driver")
        let chromium = try Self.requireBrowserTool("chromium", package: "chromium")
        let port = try Self.freePort()
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        driver.standardInput = FileHandle.nullDevice
        try driver.run()
        base = URL(string: "http://127.0.0.1:\(port)")!
        let deadline = Date().addingTimeInterval(Self.startTimeout)
        var lastError: (any Error)?
        while true {
            do {
                _ = try send("GET", "/status")
                break
            } catch {
                lastError = error
            }
            guard driver.isRunning, Date() < deadline else {
                stop(driver)
                throw BrowserTestError(description: "chromedriver did not start on port \(port): \(lastError.map { "\($0)" } ?? "")")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let capabilities: [String: Any] = [
            "browserName": "chrome",
            "goog:chromeOptions": [
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--window-size=\(windowSize.width),\(windowSize.height)",
                         "--force-device-scale-factor=1", "--force-color-profile=srgb", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
                         "--disable-dev-shm-usage", "--hide-scrollbars"],
            ] as [String: Any],
            "goog:loggingPrefs": ["browser": "ALL"],
        ]
        do {
            let reply = try send("POST", "/session", ["capabilities": ["alwaysMatch": capabilities]])
            guard let value = reply as? [String: Any], let session = value["sessionId"] as? String else {
                throw BrowserTestError(description: "chromedriver made no session: \(String(describing: reply))")
            }
            id = session
            // The viewport exactly `windowSize` (the window's size includes the browser's frame).
            _ = try send("POST", "/session/\(id)/goog/cdp/execute", [
                "cmd": "Emulation.setDeviceMetricsOverride",
                "params": ["width": windowSize.width, "height": windowSize.height, "deviceScaleFactor": 1, "mobile": false],
            ])
        } catch {
            stop(driver)
            throw error
        }
    }

    /// The full path of a program the browser tests need, or a failure saying that
    /// Scripts/bootstrap installs it (the tests fail without it; they are never skipped).
    static func requireBrowserTool(_ name: String, package: String) throws -> String {
        do { return try requireTool(name, package: package) } catch {
            throw BrowserTestError(description: "\(name) is missing: pageturn publish's browser tests need it; run Scripts/bootstrap (Debian package \(package))")
        }
    }

    deinit {
        if !id.isEmpty { _ = try? send("DELETE", "/session/\(id)") }
        stop(driver)
    }

    /// Runs a Chrome DevTools Protocol command (chromedriver's `goog/cdp/execute`).
    func devTools(_ command: String, _ parameters: [String: Any]) throws {
        _ = try send("POST", "/session/\(id)/goog/cdp/execute", ["cmd": command, "params": parameters])
    }

    /// Opens `url`.
    func navigate(to url: String) throws {
        _ = try send("POST", "/session/\(id)/url", ["url": url])
    }

    /// Runs `script` (a function body) in the page and returns its result.
    @discardableResult
    func execute(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try send("POST", "/session/\(id)/execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script` in the page; it calls `arguments[arguments.length - 1]` with its result.
    @discardableResult
    func executeAsync(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try send("POST", "/session/\(id)/execute/async", ["script": script, "args": arguments])
    }

    /// Performs input actions (W3C WebDriver's `actions`); pressed buttons stay pressed between calls.
    func perform(_ actions: [[String: Any]]) throws {
        _ = try send("POST", "/session/\(id)/actions", ["actions": actions])
    }

    /// One mouse pointer's actions, as `perform` takes them.
    static func mouse(_ steps: [[String: Any]]) -> [String: Any] {
        ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": steps]
    }

    /// The viewport as a PNG.
    func screenshot() throws -> Data {
        guard let text = try send("GET", "/session/\(id)/screenshot") as? String,
              let data = Data(base64Encoded: text) else {
            throw BrowserTestError(description: "no screenshot")
        }
        return data
    }

    /// The browser console's entries since the last call (chromedriver's log), as `level: message`.
    func consoleEntries() throws -> [String] {
        let reply = try send("POST", "/session/\(id)/se/log", ["type": "browser"])
        let entries = reply as? [[String: Any]] ?? []
        return entries.map { "\($0["level"] ?? "?"): \($0["message"] ?? "")" }
    }

    /// Sends one command and returns its `value`.
    private func send(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let data = try HTTPExchange.send(method: method, port: base.port!, path: path, body: payload,
                                         timeout: Self.commandTimeout)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BrowserTestError(description: "\(method) \(path): no JSON reply")
        }
        let value = object["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw BrowserTestError(description: "\(method) \(path): \(error): \(failure["message"] ?? "")")
        }
        return value is NSNull ? nil : value
    }

    /// A TCP port nothing listens on now (bound to port 0, read back, closed).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BrowserTestError(description: "no socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw BrowserTestError(description: "cannot bind a port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
