import Foundation

/// A named thread that runs one body until it returns, and that can be waited for: the viewer's
/// loaders stop theirs and wait before the viewer returns, so that none is left inside a page
/// source (poppler) when the process exits and tears that library's globals down under it.
final class WorkerThread: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)

    /// Starts a thread named `name` (user-initiated) running `body`.
    init(name: String, body: @escaping @Sendable () -> Void) {
        let thread = Thread { [finished] in
            body()
            finished.signal()
        }
        thread.name = name
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Waits until the body has returned: at once when it has, and as often as asked.
    func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }
}
