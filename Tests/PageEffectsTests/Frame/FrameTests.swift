import PageEffects
import PageGeometry
import Testing

@Suite struct FrameTests {
    @Test func removeAllKeepsCapacity() {
        var frame = Frame(viewSize: SIMD2(640, 480))
        for index in 0..<8 { frame.drawables.append(PageDrawable(front: .page(index), pageSize: SIMD2(320, 480))) }
        let capacity = frame.drawables.capacity
        frame.removeAll()
        #expect(frame.drawables.isEmpty)
        #expect(frame.drawables.capacity == capacity)
    }

    @Test func cameraProjectsAboutTheViewCentre() {
        let camera = Camera(eyeDistance: 500)
        let projection = camera.projection(viewSize: SIMD2(400, 300))
        // The vanishing point itself does not move, whatever its depth.
        let centre = projection.apply(to: SIMD3(200, 150, 100))
        #expect(abs(centre.x - 200) < 1e-9 && abs(centre.y - 150) < 1e-9)
        // A point 100 pt nearer the eye is magnified by 500 / 400 about the centre.
        let corner = projection.apply(to: SIMD3(0, 0, 100))
        #expect(abs(corner.x - (200 - 200 * 1.25)) < 1e-9)
        #expect(abs(corner.y - (150 - 150 * 1.25)) < 1e-9)
        #expect(Camera.orthographic.m34 == 0)
        #expect(Camera(eyeDistance: -3).m34 == 0)
    }

    @Test func backTextureIsTheSheetTurnedOver() {
        let drawable = PageDrawable(front: .page(0), pageSize: SIMD2(200, 100))
        #expect(drawable.frontTextureCoordinate(at: SIMD2(50, 25)) == SIMD2(0.25, 0.25))
        #expect(drawable.backTextureCoordinate(at: SIMD2(50, 25)) == SIMD2(0.75, 0.25))
    }

    @Test func surfaceDelegatesToItsDeformation() {
        let cylinder = CylinderDeformation(axisPoint: SIMD2(100, 0), axisAngle: .pi / 2, radius: 20)
        let point = SIMD2<Double>(130, 40)
        #expect(PageSurface.cylinder(cylinder).position(of: point) == cylinder.position(of: point))
        #expect(PageSurface.flat.position(of: point) == SIMD3(130, 40, 0))
        #expect(PageSurface.flat.isPlanar && !PageSurface.cylinder(cylinder).isPlanar)
    }

    @Test func valuesAreClamped() {
        let drawable = PageDrawable(front: .none, pageSize: SIMD2(-5, 10), opacity: 2, brightness: -1)
        #expect(drawable.pageSize == SIMD2(0, 10))
        #expect(drawable.opacity == 1 && drawable.brightness == 0)
        #expect(ColorRGBA(red: .nan, green: 2, blue: 0.5).red == 0)
    }

    @Test func surfaceMeshesAsSparselyAsItsDeformation() {
        let page = SIMD2<Double>(320, 480)
        let cylinder = CylinderDeformation(axisPoint: SIMD2(160, 0), axisAngle: .pi / 2, radius: 30)
        #expect(PageMesh(deformation: PageSurface.flat, pageSize: page).sideVertexCount == 4)
        #expect(PageMesh(deformation: PageSurface.cylinder(cylinder), pageSize: page).sideVertexCount
            == PageMesh(deformation: cylinder, pageSize: page).sideVertexCount)
    }
}
