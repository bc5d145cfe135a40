/// A failure the CLI reports as one line on stderr and an exit code, never a stack trace.
package struct CommandFailure: Error, CustomStringConvertible {
    /// The exit code class.
    package var status: ExitStatus
    /// One line naming the file (when there is one) and the problem.
    package var message: String

    package init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A failure about one file: `FILE: problem`.
    package init(_ status: ExitStatus, file: String, _ problem: String) {
        self.init(status, "\(file): \(problem)")
    }

    package var description: String { message }
}
