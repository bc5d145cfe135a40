import Foundation

/// `python3 -m http.server` serving a folder on a free port of 127.0.0.1, stopped on deinit.
final class StaticServer {
    let url: String
    private let process: Process

    init(folder: String) throws {
        let python = try requireTool("python3", package: "python3")
        let port = try WebDriverSession.freePort()
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", folder]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        url = "http://127.0.0.1:\(port)/"
        let deadline = Date().addingTimeInterval(WebDriverSession.startTimeout)
        while !Self.answers(url) {
            guard process.isRunning, Date() < deadline else {
                stop(process)
                throw BrowserTestError(description: "python3 -m http.server did not start on port \(port)")
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    deinit { stop(process) }

    private static func answers(_ url: String) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0, let port = URL(string: url)?.port else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
