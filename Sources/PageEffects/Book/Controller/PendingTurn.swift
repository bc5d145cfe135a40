/// A turn asked for while another is open, started when that one lands.
enum PendingTurn: Hashable, Sendable {
    /// Step one spread at a time to this spread (rapid taps, held keys).
    case steps(to: Int)
    /// Go straight to this spread in one turn (code, first/last).
    case jump(to: Int)

    /// The spread it leads to.
    var target: Int {
        switch self {
        case .steps(let t), .jump(let t): t
        }
    }
}
