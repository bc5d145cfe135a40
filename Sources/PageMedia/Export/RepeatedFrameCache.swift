import PageImage

/// What a frame writer made of the last frame it was handed (its YUV planes, its PNG bytes), so
/// that the same frame handed over again (a page at rest: the caller passes the very image it
/// passed before) is not converted or encoded again.
///
/// "The same" is the same pixel storage: arrays copy on write, so an image sharing the last one's
/// storage has its bytes, and holding the last image keeps that storage from being freed and
/// reused by another. A value owned by one writer thread.
struct RepeatedFrameCache<Output> {
    private var last: (frame: RGBAImage, output: Output)?

    /// The output for `frame`: the last one when `frame` is the last frame again, otherwise
    /// `make(frame)`, kept for next time.
    mutating func output<Failure: Error>(for frame: RGBAImage,
                                         make: (RGBAImage) throws(Failure) -> Output) throws(Failure) -> Output {
        if let last, RGBAImage.sharesStorage(last.frame, frame) { return last.output }
        // Let the old frame and output go first: both may be large.
        last = nil
        let output = try make(frame)
        last = (frame, output)
        return output
    }
}

extension RGBAImage {
    /// Whether two images hold the same pixel storage (one handed over again, not a copy
    /// changed since): then they have the same pixels.
    static func sharesStorage(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
        a.pixels.withUnsafeBufferPointer { first in
            b.pixels.withUnsafeBufferPointer { second in
                first.baseAddress == second.baseAddress && first.count == second.count
            }
        }
    }
}
