import PageMotion
import Testing

@Suite struct PageMotionSmokeTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
