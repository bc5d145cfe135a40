import PageEffects
import Testing

@Suite struct PageEffectsSmokeTests {
    @Test func moduleLinks() { #expect(Bool(true)) }
}
