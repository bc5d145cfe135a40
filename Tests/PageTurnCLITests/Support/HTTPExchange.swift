import Foundation

/// One HTTP/1.1 request over a plain socket to 127.0.0.1, the reply's body read to its
/// `Content-Length` (or its last chunk). FoundationNetworking's URLSession is not used: on this
/// platform its libcurl fails ("Failed writing header") against chromedriver.
enum HTTPExchange {
    static func send(method: String, port: Int, path: String, body: Data, timeout: Double) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw BrowserTestError(description: "no socket") }
        defer { close(fd) }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected else { throw BrowserTestError(description: "\(method) \(path): cannot connect to port \(port)") }
        var request = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n".utf8)
        request.append(Data("Content-Type: application/json; charset=utf-8\r\nContent-Length: \(body.count)\r\n\r\n".utf8))
        request.append(body)
        try request.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.send(fd, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { throw BrowserTestError(description: "\(method) \(path): cannot send") }
                offset += written
            }
        }
        // Read until the reply is complete (its Content-Length, or the last chunk): the driver
        // may keep the connection open whatever `Connection: close` asks.
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let split = reply.range(of: separator) {
                let head = String(decoding: reply[..<split.lowerBound], as: UTF8.self).lowercased()
                let content = Data(reply[split.upperBound...])
                if head.contains("transfer-encoding: chunked") {
                    if content.range(of: Data("0\r\n\r\n".utf8)) != nil { return dechunk(content) }
                } else if let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
                          let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
                    if content.count >= length { return content.prefix(length) }
                }
            }
            let count = recv(fd, &buffer, buffer.count, 0)
            if count < 0 { throw BrowserTestError(description: "\(method) \(path): no reply within \(timeout) s") }
            if count == 0 { break }
            reply.append(contentsOf: buffer[0 ..< count])
        }
        guard let split = reply.range(of: separator) else {
            throw BrowserTestError(description: "\(method) \(path): malformed reply")
        }
        return Data(reply[split.upperBound...])
    }

    private static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: data[index ..< lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            let end = data.index(start, offsetBy: size)
            guard end <= data.endIndex else { break }
            result.append(data[start ..< end])
            index = data.index(end, offsetBy: 2, limitedBy: data.endIndex) ?? data.endIndex
        }
        return result
    }
}
