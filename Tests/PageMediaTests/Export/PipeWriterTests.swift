import Foundation
@testable import PageMedia
import Testing

/// The pipes to ffmpeg get a buffer of 1 MiB where the kernel allows it, and keep working where
/// it does not.
@Suite struct PipeWriterTests {
    /// Linux's `F_GETPIPE_SZ`.
    private static let getPipeSize: Int32 = 1032

    /// The most a user may ask for, from `/proc/sys/fs/pipe-max-size` (`nil` where unreadable).
    private static var pipeMaximum: Int? {
        (try? String(contentsOfFile: "/proc/sys/fs/pipe-max-size", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    @Test func enlargesAPipeToOneMebibyteWhereTheKernelAllowsIt() throws {
        #if os(Linux)
        let pipe = Pipe()
        let write = pipe.fileHandleForWriting.fileDescriptor
        let before = fcntl(write, Self.getPipeSize)
        #expect(before > 0)
        let enlarged = PipeWriter.enlarge(write)
        let after = fcntl(write, Self.getPipeSize)
        if let maximum = Self.pipeMaximum, maximum >= Int(PipeWriter.enlargedCapacity) || getuid() == 0 {
            #expect(enlarged)
            #expect(after >= PipeWriter.enlargedCapacity)
            // Both ends share the buffer: a whole mebibyte goes in with no reader yet.
            let bytes = [UInt8](repeating: 7, count: Int(PipeWriter.enlargedCapacity))
            _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK)
            let written = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) }
            #expect(written == bytes.count)
        } else {
            #expect(!enlarged)
            #expect(after == before)
        }
        #else
        let pipe = Pipe()
        #expect(!PipeWriter.enlarge(pipe.fileHandleForWriting.fileDescriptor))
        #endif
    }

    @Test func aDescriptorThatIsNotAPipeIsLeftAlone() throws {
        let handle = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        defer { try? handle.close() }
        #expect(!PipeWriter.enlarge(handle.fileDescriptor))
    }
}
