import PageEffects

/// A moment where a film's motion starts from rest or comes to rest, read from the controller's
/// own output: frame `k` **moves** when its ``Frame`` differs from frame `k - 1` (frames are plain
/// data, so "nothing changed" is exact, not a pixel guess).
struct MotionBoundary: Sendable, Equatable {
    /// Which way the boundary goes.
    enum Kind: Sendable, Equatable {
        /// Frame `frame` is the first that moves after at least one frame that did not.
        case start
        /// Frame `frame` is the last that moves before at least one frame that does not.
        case stop
    }

    let kind: Kind
    /// The frame index.
    let frame: Int

    /// Every start and stop in `frames`, in order. Frame 0 counts as still (the films begin at
    /// rest); a start needs a still frame before it, a stop a still frame after it.
    static func find(in frames: [Frame]) -> [MotionBoundary] {
        guard frames.count > 2 else { return [] }
        var moves = [false]
        for index in 1 ..< frames.count { moves.append(frames[index] != frames[index - 1]) }
        return find(moves: moves)
    }

    /// Every start and stop given which frames move (`moves[k]`: frame `k` differs from frame
    /// `k - 1`; frame 0 counts as still whatever `moves[0]` says) — for films known only as pictures.
    static func find(moves: [Bool]) -> [MotionBoundary] {
        guard moves.count > 2 else { return [] }
        var result: [MotionBoundary] = []
        for index in 1 ..< moves.count where moves[index] {
            if index == 1 || !moves[index - 1] { result.append(MotionBoundary(kind: .start, frame: index)) }
            if index + 1 < moves.count, !moves[index + 1] { result.append(MotionBoundary(kind: .stop, frame: index)) }
        }
        return result
    }

    /// Frames that move at all.
    static func movingFrames(in frames: [Frame]) -> [Int] {
        (1 ..< Swift.max(1, frames.count)).filter { frames[$0] != frames[$0 - 1] }
    }
}
