import PageGeometry
import Testing

@Suite struct Transform3DSmokeTests {
    @Test func translationMovesPoints() {
        let t = Transform3D(translationX: 10, y: 20, z: 30)
        #expect(t.apply(to: SIMD3(1, 2, 3)) == SIMD3(11, 22, 33))
    }
}
