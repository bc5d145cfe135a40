import PageEffects
import PageGeometry
import Testing

@testable import PageRenderGL

@Suite("Web backend: the frame shader's inputs computed without GL")
struct FrameUniformsTests {
    @Test("The layouts are consistent: fields inside their block, in order, no overlap")
    func layouts() {
        let header = FrameUniforms.HeaderField.allCases.map(\.rawValue)
        #expect(header == header.sorted())
        #expect(FrameUniforms.HeaderField.count.rawValue == header.max())
        let record = FrameUniforms.RecordField.allCases.map(\.rawValue)
        #expect(record == record.sorted())
        // The caster blocks are as long as the shader's arrays.
        let casters = FrameShaderSource.maximumCasters, rows = FrameShaderSource.rows
        #expect(FrameUniforms.RecordField.casterFrame.rawValue - FrameUniforms.RecordField.toCaster.rawValue == 16 * casters)
        #expect(FrameUniforms.RecordField.casterProfile.rawValue - FrameUniforms.RecordField.casterFrame.rawValue == 8 * casters)
        #expect(FrameUniforms.RecordField.casterLift.rawValue - FrameUniforms.RecordField.casterProfile.rawValue
            == casters * rows * FrameShaderSource.samplesPerRow * 2)
        #expect(FrameUniforms.RecordField.count.rawValue - FrameUniforms.RecordField.casterLift.rawValue == casters * rows)
    }

    @Test("The polygon offset per rank is FrameRenderer's")
    func depthUnits() {
        #expect(FrameUniforms.depthUnitsPerRank == FrameRenderer.depthUnitsPerRank)
    }

    @Test("A page at rest: its record maps the page's corners where the camera shows them")
    func restingPage() throws {
        var controller = BookController(book: try Book(pageCount: 4, pageSize: SIMD2(400, 600)), viewSize: SIMD2(800, 800))
        controller.advance(to: 0)
        let frame = controller.frame()
        var uniforms = FrameUniforms()
        uniforms.update(for: frame)
        #expect(uniforms.recordCount >= 1)
        let camera = RenderCamera(frame: frame)
        let drawable = try #require(frame.drawables.first { if case .page = $0.front { true } else { false } })
        let slot = try #require(frame.drawables.firstIndex(of: drawable))
        let record = try #require((0 ..< uniforms.recordCount).first {
            Int(uniforms.value(.slot, ofRecord: $0)) == slot && uniforms.value(.hasTexture, ofRecord: $0) == 1
        })
        #expect(uniforms.value(.pageIndex, ofRecord: record) == 0)
        var m = [Float](repeating: 0, count: 16)
        for i in 0 ..< 16 { m[i] = uniforms.value(.modelViewProjection, ofRecord: record, offset: i) }
        let corner = SIMD2<Double>(400, 600)
        // GLSL reads the matrix column by column: clip = (p · M) for the row vector p.
        let p: [Double] = [corner.x, corner.y, 0, 1]
        var clip = [Double](repeating: 0, count: 4)
        for column in 0 ..< 4 { for row in 0 ..< 4 { clip[column] += p[row] * Double(m[row * 4 + column]) } }
        let pixel = SIMD2((clip[0] / clip[3] + 1) / 2 * 800, (1 - clip[1] / clip[3]) / 2 * 800)
        let expected = try #require(camera.pixelPosition(of: drawable.placement.apply(to: SIMD3(corner.x, corner.y, 0))))
        #expect(abs(pixel.x - expected.x) < 1e-3 && abs(pixel.y - expected.y) < 1e-3)
    }

    @Test("Updating again with the same shapes rebuilds no mesh")
    func meshReuse() throws {
        var controller = BookController(book: try Book(pageCount: 4, pageSize: SIMD2(400, 600)), viewSize: SIMD2(800, 800))
        var uniforms = FrameUniforms()
        uniforms.update(for: controller.frame())
        let generation = uniforms.meshGeneration(ofSlot: 0)
        controller.advance(to: 1)
        uniforms.update(for: controller.frame())
        #expect(uniforms.meshGeneration(ofSlot: 0) == generation)
    }

    @Test("The shader sources handed to other renderers are FrameRenderer's, variant by variant")
    func shaders() {
        for casters in 0...FrameShaderSource.maximumCasters {
            for textured in [false, true] {
                let variant = FrameShaderVariant(casters: casters, isTextured: textured, encodesSRGB: true, smoothsEdges: false)
                let prefix = FrameUniforms.shaderPrefix(casters: casters, textured: textured)
                #expect(prefix + FrameUniforms.vertexShaderBody == FrameShaderSource.vertex(variant))
                #expect(prefix + FrameUniforms.fragmentShaderBody == FrameShaderSource.fragment(variant))
                #expect(prefix.hasPrefix("#version 300 es\n"))
            }
        }
    }
}

extension FrameUniformsTests {
    @Test("The desk shadow's values are DeskShadow's, for a spread at rest and mid-turn")
    func deskShadowMatchesTheRenderer() throws {
        let context = try OffscreenContext()
        try context.makeCurrent()
        defer { context.releaseCurrent() }
        var configuration = BookConfiguration()
        configuration.bookBlock = BookBlock(pageThickness: 0.12, coverThickness: 1.6, maximumThickness: 6)
        var controller = BookController(
            book: try Book(pageCount: 8, pageSize: SIMD2(300, 420), layout: .spreads(coverAlone: true)),
            viewSize: SIMD2(900, 600), configuration: configuration, page: 3)
        var frames = [controller.frame()]
        controller.press(.next, time: 0)
        controller.advance(to: 0.3)
        frames.append(controller.frame())
        for frame in frames {
            var uniforms = FrameUniforms()
            uniforms.update(for: frame)
            var slots: [DrawableSlot] = []
            for drawable in frame.drawables {
                var slot = DrawableSlot()
                slot.update(for: drawable, tolerance: .default)
                slots.append(slot)
            }
            defer { for slot in slots { slot.delete() } }
            let shading = ShadingParameters.default
            var desk = DeskShadow()
            desk.update(frame: frame, radius: shading.resolvedDeskShadowRadius,
                        fadeHeight: shading.resolvedShadowFadeHeight) { slots[$0].deskFootprint }
            let header = uniforms.header
            #expect(desk.count > 0)
            #expect(Int(header[FrameUniforms.HeaderField.deskCount.rawValue]) == desk.count)
            for i in 0 ..< 4 * desk.count {
                #expect(header[FrameUniforms.HeaderField.deskCentreAxis.rawValue + i] == desk.centreAxis[i])
                #expect(header[FrameUniforms.HeaderField.deskExtentWeight.rawValue + i] == desk.extentWeight[i])
            }
            let area = FrameUniforms.HeaderField.deskArea.rawValue
            #expect(SIMD4(header[area], header[area + 1], header[area + 2], header[area + 3])
                == SIMD4<Float>(Float(desk.area.x), Float(desk.area.y), Float(desk.area.z), Float(desk.area.w)))
        }
    }
}
