internal import CDisplayConnection
import Foundation

/// Watches the window's connection to its display server from a thread of its own, and calls
/// `lost` the moment the server hangs up (an X server that ended or was killed).
///
/// The event loop cannot be relied on to notice: drawing into a dead X connection fails without
/// a word, and Mesa's software swap (llvmpipe) can loop forever inside `eglSwapBuffers` once the
/// connection is gone, so the loop may never run again. This thread only polls the socket for
/// hang-up (`POLLRDHUP`; the X traffic stays SDL's), so it sleeps while the display lives.
///
/// ``stop()`` it before the window closes its connection: a connection closed on purpose hangs
/// up too. (The thread holds the watch until then.)
final class DisplayConnectionWatch: @unchecked Sendable {
    private let descriptor: Int32
    private let lost: @Sendable () -> Void
    /// Written to by ``stop()`` to wake the thread.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)
    private var stopped = false

    /// Starts watching `descriptor` (the connection's socket); `nil` when no pipe can be made to
    /// stop the thread with.
    init?(descriptor: Int32, lost: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        self.descriptor = descriptor
        self.lost = lost
        wakeRead = ends[0]
        wakeWrite = ends[1]
        let thread = Thread { [self] in watch() }
        thread.name = "pageturn display watch"
        thread.start()
    }

    /// Stops watching and waits for the thread to finish. Call on one thread only.
    func stop() {
        guard !stopped else { return }
        stopped = true
        var byte: UInt8 = 1
        while write(wakeWrite, &byte, 1) < 0 && errno == EINTR {}
        finished.wait()
        close(wakeRead)
        close(wakeWrite)
    }

    private func watch() {
        defer { finished.signal() }
        var fds = [pollfd(fd: descriptor, events: pageturn_poll_hang_up, revents: 0),
                   pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            let count = poll(&fds, nfds_t(fds.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[1].revents != 0 { return }
            let hangUp = pageturn_poll_hang_up | Int16(POLLHUP) | Int16(POLLERR)
            if fds[0].revents & Int16(POLLNVAL) != 0 { return }   // not a socket any more: nothing to watch
            if fds[0].revents & hangUp != 0 {
                lost()
                return
            }
        }
    }
}
