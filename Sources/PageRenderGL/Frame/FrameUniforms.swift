import PageEffects
import PageGeometry

/// Everything the frame shader (``FrameShaderSource``) needs to draw one `Frame`, computed
/// without GL: each drawable's mesh, and one flat record of uniform values per page side drawn,
/// in the order ``FrameRenderer`` draws them.
///
/// This is what a renderer that is not this module's GL one draws from: the web backend
/// (`PageTurnWeb`, compiled to WebAssembly) fills it in the browser and its WebGL2 module uploads
/// the records with the same shader sources. It makes the same choices as ``FrameRenderer``: the
/// camera (``RenderCamera``), the draw order (opaque sides nearest first, then translucent
/// sides lowest first), the polygon offset per rank, the winding of mirrored placements, the
/// texture maps of a side's own and see-through content, the shadow casters (a curl itself,
/// then lifted drawables above), every shading value of ``ShadingParameters``, and the desk
/// shadow pass's values (``DeskShadow``'s footprints, drawn with ``DeskShadowShaderSource``
/// before the pages when ``HeaderField/deskCount`` is not 0).
///
/// **Layout.** ``header`` holds ``HeaderField/count`` floats, ``records`` holds ``recordCount``
/// records of ``RecordField/count`` floats each; the fields' offsets are the raw values of
/// ``HeaderField`` and ``RecordField`` (matrices as ``FrameRenderer`` uploads them: row by row,
/// read by GLSL column by column). Colours are linear and premultiplied.
///
/// Page images are assumed opaque (a page side is blended only for its drawable's opacity or a
/// translucent colour). Updating allocates nothing once the arrays have grown to the frame's
/// size; a mesh is rebuilt only when its drawable's shape changes.
public struct FrameUniforms {
    /// Offsets of the frame's values in ``header``.
    public enum HeaderField: Int, CaseIterable, Sendable {
        /// View width and height, points (2 floats).
        case viewSize = 0
        /// 1 when the frame clears to a background colour, else 0.
        case hasBackground = 2
        /// The background, linear premultiplied RGBA (4 floats).
        case background = 3
        /// 1 when the frame is clipped, else 0.
        case hasClip = 7
        /// The clip rectangle, view points: x, y, width, height (4 floats).
        case clip = 8
        /// The number of records.
        case recordCount = 12
        /// `uLightDirection` (3 floats).
        case lightDirection = 13
        /// `uAmbient`.
        case ambient = 16
        /// `uDiffuse`.
        case diffuse = 17
        /// `uPaperColor`, linear (3 floats).
        case paperColor = 18
        /// `uShadowOpacity`.
        case shadowOpacity = 21
        /// `uShadowFadeHeight`.
        case shadowFadeHeight = 22
        /// `uShadowOnsetHeight`.
        case shadowOnsetHeight = 23
        /// `uContactOpacity`.
        case contactOpacity = 24
        /// `uContactWidth`.
        case contactWidth = 25
        /// `uSpecular`.
        case specular = 26
        /// `uSpecularExponent`.
        case specularExponent = 27
        /// `uHalfVector` (3 floats).
        case halfVector = 28
        /// The number of drawables (mesh slots) in the frame.
        case slotCount = 31
        /// The camera's view-projection, view points to clip space (16 floats): the desk
        /// shadow pass's `uViewProjection`.
        case viewProjection = 32
        /// The desk shadow's `uCount`: footprints in use, 0 for no desk shadow pass.
        case deskCount = 48
        /// The desk shadow's `uOpacity`.
        case deskOpacity = 49
        /// The desk shadow's `uRadius`.
        case deskRadius = 50
        /// The desk shadow's `uArea` (4 floats).
        case deskArea = 51
        /// The desk shadow's `uCentreAxis` (4 vec4).
        case deskCentreAxis = 55
        /// The desk shadow's `uExtentWeight` (4 vec4).
        case deskExtentWeight = 71
        /// The header's length in floats (not a field).
        case count = 87
    }

    /// Offsets of one record's values (a page side to draw) from the record's start.
    public enum RecordField: Int, CaseIterable, Sendable {
        /// `uModelViewProjection` (16 floats).
        case modelViewProjection = 0
        /// `uNormalMatrix` (9 floats).
        case normalMatrix = 16
        /// 1 when the side's front faces are clockwise in window coordinates (GL's `CW`), 0 for `CCW`.
        case frontFaceClockwise = 25
        /// `glPolygonOffset`'s units (its factor is 0).
        case polygonOffsetUnits = 26
        /// `uBrightness`.
        case brightness = 27
        /// `uOpacity`.
        case opacity = 28
        /// `uFlatNormal` (3 floats).
        case flatNormal = 29
        /// `uGutter`.
        case gutter = 32
        /// `uGutterWidth`.
        case gutterWidth = 33
        /// `uCurlShading`.
        case curlShading = 34
        /// `uMaterialX` (2 floats).
        case materialX = 35
        /// 1 when the side shows a page image (bind page ``pageIndex``), else 0 (its colour is `uTint`).
        case hasTexture = 37
        /// The page index whose image the side shows, or -1.
        case pageIndex = 38
        /// `uTint` (4 floats): white for a page image; for a page image not yet loaded, draw
        /// ``HeaderField/paperColor`` untextured instead, as ``FrameRenderer`` does.
        case tint = 39
        /// `uFade`.
        case fade = 43
        /// `uTextureU` (3 floats).
        case textureU = 44
        /// `uTextureV` (3 floats).
        case textureV = 47
        /// The drawable (mesh slot) whose mesh is drawn.
        case slot = 50
        /// The first index of the side's triangles in the slot's index array.
        case indexStart = 51
        /// How many indices the side draws.
        case indexCount = 52
        /// 1 when the side is blended (drawn in the translucent pass, depth writes off), else 0.
        case blends = 53
        /// `uCasterCount`.
        case casterCount = 54
        /// `uSelfFold`.
        case selfFold = 55
        /// `uCasterRigid` (2 floats).
        case casterRigid = 56
        /// `uToCaster` (2 × 16 floats).
        case toCaster = 58
        /// `uCasterFrame` (2 × 2 vec4).
        case casterFrame = 90
        /// `uCasterProfile` (2 × 8 × 4 vec4).
        case casterProfile = 106
        /// `uCasterLift` (2 × 2 vec4).
        case casterLift = 362
        /// A record's length in floats (not a field).
        case count = 378
    }

    /// What is kept for the drawable at one index: its mesh and shadow profile, rebuilt in place
    /// only when its shape changes.
    struct Slot {
        /// The shape the mesh and shadow profile were built for.
        struct Key: Equatable {
            var surface: PageSurface
            var pageSize: SIMD2<Double>
            var tolerance: MeshTolerance
        }

        var mesh = PageMesh()
        var caster = ShadowCaster()
        var key: Key?
        var generation: UInt32 = 0
        /// Where the paper lies over the desk, as `DrawableSlot` measures it.
        var deskFootprint = DeskFootprint()
    }

    /// `glPolygonOffset` units between consecutive ranks, as ``FrameRenderer``'s (a test keeps
    /// them equal): drawables of higher layers win the depth test against coplanar ones below.
    static let depthUnitsPerRank: Float = 4

    /// The shading every record is computed with.
    public var shading: ShadingParameters
    /// How closely curl meshes follow the surface.
    public var meshTolerance: MeshTolerance
    /// The frame's values (see ``HeaderField``).
    public private(set) var header = [Float](repeating: 0, count: HeaderField.count.rawValue)
    /// The records, ``recordCount`` of them, each ``RecordField/count`` floats, in draw order.
    /// The array may be longer than the records in use.
    public private(set) var records: [Float] = []
    /// The number of records in use.
    public private(set) var recordCount = 0
    private var slots: [Slot] = []
    private var order: [Int] = []
    /// The desk shadow's footprints, collected as ``FrameRenderer`` collects them.
    private var deskShadow = DeskShadow()
    private var normalScratch = [Float](repeating: 0, count: 9)

    /// Creates an empty set of uniforms for `shading` and `meshTolerance` (those of
    /// ``FrameRenderer``'s defaults unless given).
    public init(shading: ShadingParameters = .default, meshTolerance: MeshTolerance = .default) {
        self.shading = shading
        self.meshTolerance = meshTolerance
    }

    /// The number of drawables of the last frame (each one mesh slot).
    public var slotCount: Int { Int(header[HeaderField.slotCount.rawValue]) }

    /// The mesh of the drawable at `slot` (`0 ..< slotCount`) in the last frame.
    public func mesh(ofSlot slot: Int) -> PageMesh { slots[slot].mesh }

    /// How many times the mesh at `slot` has been rebuilt: a renderer re-uploads it when this
    /// changes.
    public func meshGeneration(ofSlot slot: Int) -> UInt32 { slots[slot].generation }

    /// Computes the header, meshes and records for `frame`.
    public mutating func update(for frame: Frame) {
        let camera = RenderCamera(frame: frame)
        let viewProjection = camera.viewProjection
        while slots.count < frame.drawables.count { slots.append(Slot()) }
        for index in frame.drawables.indices { updateSlot(index, for: frame.drawables[index]) }
        writeHeader(frame)
        frame.sortByRank(into: &order)
        recordCount = 0
        // Opaque drawables, nearest rank first; then translucent drawables, lowest rank first.
        for rank in order.indices.reversed() where !blends(frame.drawables[order[rank]]) {
            writeRecords(ofDrawable: order[rank], rank: rank, of: frame, viewProjection: viewProjection, blends: false)
        }
        for rank in order.indices where blends(frame.drawables[order[rank]]) {
            writeRecords(ofDrawable: order[rank], rank: rank, of: frame, viewProjection: viewProjection, blends: true)
        }
        header[HeaderField.recordCount.rawValue] = Float(recordCount)
    }

    /// The value of `field` in record `record`.
    public func value(_ field: RecordField, ofRecord record: Int, offset: Int = 0) -> Float {
        records[record * RecordField.count.rawValue + field.rawValue + offset]
    }

    // MARK: - Internals

    private mutating func updateSlot(_ index: Int, for drawable: PageDrawable) {
        let key = Slot.Key(surface: drawable.surface, pageSize: drawable.pageSize, tolerance: meshTolerance)
        if slots[index].key == key { return }
        slots[index].key = key
        slots[index].generation &+= 1
        switch drawable.surface {
        case .flat:
            slots[index].mesh.rebuild(for: SpineRotation(angle: 0), pageSize: drawable.pageSize, tolerance: meshTolerance)
        case .cylinder(let cylinder):
            slots[index].mesh.rebuild(for: cylinder, pageSize: drawable.pageSize, tolerance: meshTolerance)
        case .cone(let cone):
            slots[index].mesh.rebuild(for: cone, pageSize: drawable.pageSize, tolerance: meshTolerance)
        case .spineRotation(let rotation):
            slots[index].mesh.rebuild(for: rotation, pageSize: drawable.pageSize, tolerance: meshTolerance)
        }
        slots[index].caster.update(surface: drawable.surface, pageSize: drawable.pageSize)
        slots[index].deskFootprint.update(mesh: slots[index].mesh, surface: drawable.surface, pageSize: drawable.pageSize)
    }

    private mutating func writeHeader(_ frame: Frame) {
        set(.viewSize, Float(frame.viewSize.x), Float(frame.viewSize.y))
        if let background = frame.background {
            let c = background.linearPremultiplied
            set(.hasBackground, 1)
            set(.background, c.x, c.y, c.z, c.w)
        } else {
            set(.hasBackground, 0)
        }
        if let clip = frame.clip {
            set(.hasClip, 1)
            set(.clip, Float(clip.minX), Float(clip.minY), Float(clip.maxX - clip.minX), Float(clip.maxY - clip.minY))
        } else {
            set(.hasClip, 0)
        }
        let light = shading.resolvedLightDirection
        set(.lightDirection, Float(light.x), Float(light.y), Float(light.z))
        set(.ambient, Float(ShadingParameters.unit(shading.ambient)))
        set(.diffuse, Float(ShadingParameters.unit(shading.diffuse)))
        let paper = paperColor.linearPremultiplied
        set(.paperColor, paper.x, paper.y, paper.z)
        set(.shadowOpacity, Float(ShadingParameters.unit(shading.shadowOpacity)))
        set(.shadowFadeHeight, Float(shading.resolvedShadowFadeHeight))
        set(.shadowOnsetHeight, Float(shading.resolvedShadowOnsetHeight))
        set(.contactOpacity, Float(ShadingParameters.unit(shading.contactShadowOpacity)))
        set(.contactWidth, Float(shading.resolvedContactShadowWidth))
        set(.specular, Float(ShadingParameters.unit(shading.specularStrength)))
        set(.specularExponent, Float(shading.resolvedSpecularExponent))
        let half = shading.halfVector
        set(.halfVector, Float(half.x), Float(half.y), Float(half.z))
        set(.slotCount, Float(frame.drawables.count))
        GLMatrix.fill(&header, with: RenderCamera(frame: frame).viewProjection, at: HeaderField.viewProjection.rawValue)
        writeDeskShadow(frame)
    }

    /// The desk shadow pass's values, from ``DeskShadow`` as ``FrameRenderer`` has them: none when
    /// ``ShadingParameters/deskShadowOpacity`` is 0 or no page is bound.
    private mutating func writeDeskShadow(_ frame: Frame) {
        let opacity = ShadingParameters.unit(shading.deskShadowOpacity)
        let radius = shading.resolvedDeskShadowRadius
        let fadeHeight = shading.resolvedShadowFadeHeight
        set(.deskOpacity, Float(opacity))
        set(.deskRadius, Float(radius))
        var count = 0
        if opacity > 0 {
            deskShadow.update(frame: frame, radius: radius, fadeHeight: fadeHeight) { slots[$0].deskFootprint }
            count = deskShadow.count
        }
        for offset in 0 ..< 4 * count {
            header[HeaderField.deskCentreAxis.rawValue + offset] = deskShadow.centreAxis[offset]
            header[HeaderField.deskExtentWeight.rawValue + offset] = deskShadow.extentWeight[offset]
        }
        set(.deskCount, Float(count))
        let area = count > 0 ? deskShadow.area : .zero
        set(.deskArea, Float(area.x), Float(area.y), Float(area.z), Float(area.w))
    }

    /// The paper colour, opaque.
    private var paperColor: ColorRGBA {
        ColorRGBA(red: shading.paperColor.red, green: shading.paperColor.green, blue: shading.paperColor.blue)
    }

    private func blends(_ drawable: PageDrawable) -> Bool {
        if ShadingParameters.unit(drawable.opacity) < 1 { return true }
        return Self.faceBlends(drawable.front, other: drawable.back) || Self.faceBlends(drawable.back, other: drawable.front)
    }

    private static func faceBlends(_ face: PageFace, other: PageFace) -> Bool {
        switch face {
        case .none, .page: return false
        case .color(let color): return ShadingParameters.unit(color.alpha) < 1
        case .mirroredFront:
            if case .color(let color) = other { return ShadingParameters.unit(color.alpha) < 1 }
            return false
        }
    }

    /// The next record's start, growing ``records`` when needed.
    private mutating func nextRecord() -> Int {
        let length = RecordField.count.rawValue
        let start = recordCount * length
        if records.count < start + length { records.append(contentsOf: repeatElement(0, count: length)) }
        recordCount += 1
        return start
    }

    private mutating func writeRecords(ofDrawable index: Int, rank: Int, of frame: Frame,
                                       viewProjection: Transform3D, blends: Bool) {
        let drawable = frame.drawables[index]
        let mesh = slots[index].mesh
        guard !mesh.indices.isEmpty, drawable.placement.isFinite else { return }
        for side in 0 ..< 2 {
            let face = side == 0 ? drawable.front : drawable.back
            let other = side == 0 ? drawable.back : drawable.front
            if case .none = face { continue }
            let start = nextRecord()
            writeDrawable(drawable, slot: index, rank: rank, of: frame, viewProjection: viewProjection, at: start)
            writeFace(face, other: other, of: drawable, at: start)
            let width = Float(drawable.pageSize.x)
            let range = side == 0 ? mesh.frontIndexRange : mesh.backIndexRange
            set(.curlShading, side == 0 && !drawable.surface.isPlanar
                ? Float(ShadingParameters.unit(shading.curlInteriorShading)) : 0, at: start)
            set(.materialX, side == 0 ? width : -width, side == 0 ? 0 : width, at: start)
            set(.indexStart, Float(range.lowerBound), at: start)
            set(.indexCount, Float(range.count), at: start)
            set(.blends, blends ? 1 : 0, at: start)
        }
    }

    // Fixed arities rather than variadics, which would allocate an array per call.
    private mutating func set(_ field: HeaderField, _ a: Float) { header[field.rawValue] = a }
    private mutating func set(_ field: HeaderField, _ a: Float, _ b: Float) {
        header[field.rawValue] = a; header[field.rawValue + 1] = b
    }
    private mutating func set(_ field: HeaderField, _ a: Float, _ b: Float, _ c: Float) {
        header[field.rawValue] = a; header[field.rawValue + 1] = b; header[field.rawValue + 2] = c
    }
    private mutating func set(_ field: HeaderField, _ a: Float, _ b: Float, _ c: Float, _ d: Float) {
        header[field.rawValue] = a; header[field.rawValue + 1] = b
        header[field.rawValue + 2] = c; header[field.rawValue + 3] = d
    }
    private mutating func set(_ field: RecordField, _ a: Float, at start: Int) {
        records[start + field.rawValue] = a
    }
    private mutating func set(_ field: RecordField, _ a: Float, _ b: Float, at start: Int) {
        records[start + field.rawValue] = a; records[start + field.rawValue + 1] = b
    }
    private mutating func set(_ field: RecordField, _ a: Float, _ b: Float, _ c: Float, at start: Int) {
        let i = start + field.rawValue
        records[i] = a; records[i + 1] = b; records[i + 2] = c
    }
    private mutating func set(_ field: RecordField, _ a: Float, _ b: Float, _ c: Float, _ d: Float, at start: Int) {
        let i = start + field.rawValue
        records[i] = a; records[i + 1] = b; records[i + 2] = c; records[i + 3] = d
    }

    private mutating func writeDrawable(_ drawable: PageDrawable, slot: Int, rank: Int, of frame: Frame,
                                        viewProjection: Transform3D, at start: Int) {
        let placement = drawable.placement
        GLMatrix.fill(&records, with: placement.concatenating(viewProjection), at: start + RecordField.modelViewProjection.rawValue)
        GLMatrix.fillNormalMatrix(&normalScratch, for: placement)
        for offset in 0 ..< 9 { records[start + RecordField.normalMatrix.rawValue + offset] = normalScratch[offset] }
        // The mesh's front winding faces the viewer clockwise in GL's window coordinates; a
        // mirroring placement turns it the other way.
        set(.frontFaceClockwise, GLMatrix.linearDeterminant(placement) < 0 ? 0 : 1, at: start)
        set(.polygonOffsetUnits, -Self.depthUnitsPerRank * Float(rank), at: start)
        set(.brightness, Float(ShadingParameters.unit(drawable.brightness)), at: start)
        set(.opacity, Float(ShadingParameters.unit(drawable.opacity)), at: start)
        let flat = Self.flatNormal(of: drawable.surface)
        set(.flatNormal, Float(flat.x), Float(flat.y), Float(flat.z), at: start)
        let gutterWidth = ShadingParameters.unit(shading.gutterWidth) * drawable.pageSize.x
        let gutter = drawable.isBound && gutterWidth > 0 ? ShadingParameters.unit(shading.gutterShading) : 0
        set(.gutter, Float(gutter), at: start)
        set(.gutterWidth, Float(Swift.max(gutterWidth, 1e-3)), at: start)
        set(.slot, Float(slot), at: start)
        writeCasters(forReceiver: slot, of: frame, at: start)
    }

    /// The canonical normal of a surface's unbent part, as ``FrameRenderer`` takes it.
    private static func flatNormal(of surface: PageSurface) -> SIMD3<Double> {
        switch surface {
        case .flat, .cylinder: SIMD3(0, 0, 1)
        case .cone(let cone): cone.surface(at: SIMD2(0, 0)).normal
        case .spineRotation(let rotation): rotation.surface(at: SIMD2(0, 0)).normal
        }
    }

    private mutating func writeFace(_ face: PageFace, other: PageFace, of drawable: PageDrawable, at start: Int) {
        switch face {
        case .none:
            return
        case .color(let color):
            writeColor(color, fade: 0, at: start)
        case .page(let index):
            writeTexture(page: index, mirrored: false, fade: 0, of: drawable, at: start)
        case .mirroredFront(let fade):
            switch other {
            case .page(let index): writeTexture(page: index, mirrored: true, fade: fade, of: drawable, at: start)
            case .color(let color): writeColor(color, fade: fade, at: start)
            case .none, .mirroredFront: writeColor(paperColor, fade: 0, at: start)
            }
        }
    }

    private mutating func writeColor(_ color: ColorRGBA, fade: Double, at start: Int) {
        let tint = color.linearPremultiplied
        set(.hasTexture, 0, at: start)
        set(.pageIndex, -1, at: start)
        set(.tint, tint.x, tint.y, tint.z, tint.w, at: start)
        set(.fade, Float(ShadingParameters.unit(fade)), at: start)
        set(.textureU, 0, 0, 0, at: start)
        set(.textureV, 0, 0, 0, at: start)
    }

    /// A textured side, mapped as ``FrameRenderer`` maps it: the side's own content is the
    /// texture transform of `(u·w, v·h)`; the other side's content seen through (`mirrored`) is
    /// that of `((1 - u)·w, v·h)`.
    private mutating func writeTexture(page: Int, mirrored: Bool, fade: Double, of drawable: PageDrawable, at start: Int) {
        set(.hasTexture, 1, at: start)
        set(.pageIndex, Float(page), at: start)
        set(.tint, 1, 1, 1, 1, at: start)
        set(.fade, Float(ShadingParameters.unit(fade)), at: start)
        let t = drawable.textureTransform, w = drawable.pageSize.x, h = drawable.pageSize.y
        if mirrored {
            set(.textureU, Float(-t.a * w), Float(t.c * h), Float(t.a * w + t.tx), at: start)
            set(.textureV, Float(-t.b * w), Float(t.d * h), Float(t.b * w + t.ty), at: start)
        } else {
            set(.textureU, Float(t.a * w), Float(t.c * h), Float(t.tx), at: start)
            set(.textureV, Float(t.b * w), Float(t.d * h), Float(t.ty), at: start)
        }
    }

    /// The shadow casters of drawable `receiver`, chosen as ``FrameRenderer`` chooses them: itself
    /// when curled round a cylinder, then lifted drawables of higher layers that cast shadows, in
    /// frame order, up to ``FrameRenderer/maximumShadowCasters``; a caster whose shade cannot
    /// reach ``ShadowCaster/invisibleShade`` there is left out.
    private mutating func writeCasters(forReceiver receiver: Int, of frame: Frame, at start: Int) {
        let target = frame.drawables[receiver]
        var count = 0
        var selfFold: Float = 1
        if target.castsShadow, case .cylinder = target.surface, slots[receiver].caster.shades(nil, with: shading) {
            writeCaster(receiver, toCaster: .identity, at: count, record: start)
            selfFold = slots[receiver].caster.foldOver
            count += 1
        }
        for index in frame.drawables.indices where count < FrameShaderSource.maximumCasters && index != receiver {
            let caster = frame.drawables[index]
            guard caster.castsShadow, caster.layer > target.layer, slots[index].caster.isCasting,
                  let inverse = caster.placement.inverted() else { continue }
            let toCaster = target.placement.concatenating(inverse)
            guard slots[index].caster.shades(target.surface == .flat ? (target.pageSize, toCaster) : nil, with: shading)
            else { continue }
            writeCaster(index, toCaster: toCaster, at: count, record: start)
            count += 1
        }
        set(.casterCount, Float(count), at: start)
        set(.selfFold, selfFold, at: start)
        for position in count ..< FrameShaderSource.maximumCasters {
            records[start + RecordField.casterRigid.rawValue + position] = 0
        }
    }

    private mutating func writeCaster(_ index: Int, toCaster: Transform3D, at position: Int, record start: Int) {
        GLMatrix.fill(&records, with: toCaster, at: start + RecordField.toCaster.rawValue + 16 * position)
        let caster = slots[index].caster
        let frame = start + RecordField.casterFrame.rawValue + 8 * position
        records[frame] = Float(caster.origin.x)
        records[frame + 1] = Float(caster.origin.y)
        records[frame + 2] = Float(caster.along.x)
        records[frame + 3] = Float(caster.along.y)
        records[frame + 4] = Float(caster.across.x)
        records[frame + 5] = Float(caster.across.y)
        records[frame + 6] = Float(caster.firstRow)
        records[frame + 7] = Float(caster.rowStep)
        let profileCount = ShadowCaster.rows * ShadowCaster.samples * 2
        let profile = start + RecordField.casterProfile.rawValue + profileCount * position
        for offset in 0 ..< profileCount { records[profile + offset] = caster.profile[offset] }
        let lift = start + RecordField.casterLift.rawValue + ShadowCaster.rows * position
        for row in 0 ..< ShadowCaster.rows { records[lift + row] = caster.lift[row] }
        records[start + RecordField.casterRigid.rawValue + position] = caster.isRigid ? 1 : 0
    }
}
