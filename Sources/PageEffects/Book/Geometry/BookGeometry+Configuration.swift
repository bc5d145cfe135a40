import PageGeometry

extension BookGeometry {
    /// `book` laid out in a view of `viewSize` points as `configuration` asks: with room for the
    /// rigid turn and the programmatic curl's stages when
    /// ``BookConfiguration/keepsLiftedPagesInView`` (and the camera has perspective).
    init(book: Book, viewSize: SIMD2<Double>, configuration: BookConfiguration) {
        guard configuration.keepsLiftedPagesInView, configuration.camera.eyeDistance.isFinite else {
            self.init(book: book, viewSize: viewSize, margin: configuration.margin, pixelGrid: configuration.pixelGrid)
            return
        }
        self.init(
            book: book, viewSize: viewSize, margin: configuration.margin, camera: configuration.camera,
            turnSurfaces: Self.programmaticTurnSurfaces(pageSize: book.canonicalPageSize, configuration),
            pixelGrid: configuration.pixelGrid)
    }

    /// Stages of the turns a tap, a key or code makes (and a finger catches): the cylinder
    /// schedules led by either fore-edge corner, and the cone when it is configured. The
    /// cylinder's corner sweeps slowly (a stage moves it a point or two); the cone's tip swings
    /// fast, and is cheap to sample finely.
    static func programmaticTurnSurfaces(pageSize: SIMD2<Double>, _ configuration: BookConfiguration) -> [PageSurface] {
        let cylinderStages = 24, coneStages = 192
        let bottom = CylinderSchedule(pageSize: pageSize, radiusPolicy: configuration.radiusPolicy)
        let top = CylinderSchedule(pageSize: pageSize, grabY: 0, radiusPolicy: configuration.radiusPolicy)
        var surfaces: [PageSurface] = []
        for step in 0...cylinderStages {
            let t = Double(step) / Double(cylinderStages)
            surfaces.append(.cylinder(bottom.deformation(at: t)))
            surfaces.append(.cylinder(top.deformation(at: t)))
        }
        if case .cone(let tightest) = configuration.programmaticCurl {
            let cone = ConeTurnSchedule(pageSize: pageSize, tightestConeAngle: tightest)
            for step in 0...coneStages {
                surfaces.append(.cone(cone.deformation(at: Double(step) / Double(coneStages))))
            }
        }
        return surfaces
    }
}
