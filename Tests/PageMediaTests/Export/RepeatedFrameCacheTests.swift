import PageImage
@testable import PageMedia
import Testing

/// A writer's output for the frame it was last handed, reused only for that very frame.
@Suite struct RepeatedFrameCacheTests {
    @Test func theSameImageReusesItsOutputAndAnyOtherIsMadeAgain() {
        var cache = RepeatedFrameCache<Int>()
        var made = 0
        func output(_ frame: RGBAImage) -> Int {
            cache.output(for: frame) { frame in
                made += 1
                return Int(frame.pixels[0])
            }
        }
        let image = RGBAImage(width: 3, height: 2, filledWith: SIMD4(7, 0, 0, 255))
        #expect(output(image) == 7 && output(image) == 7 && made == 1)
        // A copy shares the storage until it is changed.
        var copy = image
        #expect(output(copy) == 7 && made == 1)
        copy[0, 0] = SIMD4(9, 0, 0, 255)
        #expect(output(copy) == 9 && made == 2)
        // Equal pixels in storage of their own: made again (the cache never compares pixels).
        #expect(output(RGBAImage(width: 3, height: 2, filledWith: SIMD4(9, 0, 0, 255))) == 9 && made == 3)
        // Only the last frame is kept.
        #expect(output(image) == 7 && made == 4)
    }
}
