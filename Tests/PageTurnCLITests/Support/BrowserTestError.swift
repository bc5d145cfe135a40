/// A failure of the browser tests' tools, with what went wrong.
struct BrowserTestError: Error, CustomStringConvertible {
    var description: String
}
