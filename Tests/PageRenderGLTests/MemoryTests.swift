import PageEffects
import PageGeometry
import PageImage
import PageRenderGL
import Testing

extension RenderGLTests {
    /// GL objects are reused or released: many frames do not grow the process.
    @Suite struct MemoryTests {
        /// Frames rendered after warm-up.
        static let frameCount = 1000
        /// Frames rendered first, so that caches, JIT-compiled shader variants and allocator pools
        /// reach their steady size before the baseline is taken.
        static let warmUpFrames = 100
        /// Frames between page image replacements.
        static let replacementInterval = 10
        /// Growth allowed over the 1000 frames. Leaking the read-back images would add
        /// 1000 × 16 KiB ≈ 16 MiB; leaking the replaced page images (100 of them, 96–159 pixels a
        /// side, with mipmaps) about 9 MiB; allocator noise stays well under 4 MiB (measured:
        /// about 0.1 MiB).
        static let allowedGrowth = 4 << 20

        @Test func thousandFramesKeepResidentMemoryFlat() throws {
            let renderer = try OffscreenRenderer()
            let page = TestPages.page(width: 128, height: 128)
            let interval = Self.replacementInterval
            // Page 0 is the turning page; page 1000 + i, shown from frame i on, a solid square of
            // a size that changes from one to the next.
            func image(_ index: Int) -> RGBAImage {
                guard index >= 1000 else { return page }
                let frame = index - 1000, side = 96 + (frame / interval) % 64
                return TestPages.solid(SIMD4(UInt8(frame % 256), 80, 90, 255), width: side, height: side)
            }

            func frame(_ index: Int) throws {
                // Every few frames a new page image (another size, under a new index) is shown and
                // the one before forgotten: the cache must free what it drops.
                let shown = 1000 + index / interval * interval
                if index % interval == 0, index >= interval { try renderer.invalidatePage(shown - interval) }
                // A page turning (its mesh rebuilt every frame) and a translucent page over it.
                let angle = Double(index % 90) / 90 * .pi
                let turning = Frame(viewSize: SIMD2(64, 64), camera: Camera(eyeDistance: 500), background: .white, drawables: [
                    PageDrawable(front: .page(0), back: .mirroredFront(fade: 0.8), pageSize: SIMD2(40, 50),
                                 surface: .spineRotation(SpineRotation(angle: angle)),
                                 placement: Transform3D(translationX: 32, y: 7, z: 0)),
                    PageDrawable(front: .page(shown), back: .none, pageSize: SIMD2(10, 10),
                                 placement: Transform3D(translationX: 2, y: 2, z: 1), layer: 1, opacity: 0.5),
                ])
                let picture = try renderer.render(turning, pageImages: image)
                if picture.width != 64 { Issue.record("frame \(index): width \(picture.width)") }
            }

            for index in 0..<Self.warmUpFrames { try frame(index) }
            let before = try #require(ResidentMemory.bytes())
            for index in Self.warmUpFrames..<(Self.warmUpFrames + Self.frameCount) { try frame(index) }
            let after = try #require(ResidentMemory.bytes())
            let growth = after - before
            print("MemoryTests: resident \(before >> 10) KiB → \(after >> 10) KiB (\(growth >> 10) KiB) over \(Self.frameCount) frames")
            #expect(growth < Self.allowedGrowth, "grew by \(growth >> 10) KiB")
            #expect(renderer.cachedPageCount == 2)
            #expect(renderer.meshBuildCount(ofSlot: 0) > Self.frameCount, "the turning page's mesh is rebuilt every frame")
        }

        /// Real frames: a page curling over the next one, the curl moving every frame (so its
        /// mesh and shadow profile are rebuilt in place), seen in perspective at 2× scale, with
        /// a page image invalidated and uploaded again every few frames.
        @Test func thousandCurlFramesKeepResidentMemoryFlat() throws {
            let renderer = try OffscreenRenderer()
            let pageSize = SIMD2<Double>(40, 56)
            let images = (0 ..< 4).map { NumberedPages.image($0, width: 60, height: 84) }
            func frame(_ index: Int) throws {
                let phase = Double(index % 200) / 200
                let curl = CylinderDeformation(axisPoint: SIMD2(36 - 30 * phase, 28),
                                               axisAngle: .pi / 2 + 0.3 * (phase - 0.5), radius: 4 + 6 * phase)
                let place = Transform3D(translationX: 44, y: 8, z: 0)
                let frame = Frame(viewSize: SIMD2(96, 72), camera: Camera(eyeDistance: 300), drawables: [
                    PageDrawable(front: .page(3), pageSize: pageSize, placement: place),
                    PageDrawable(front: .page(1), back: index % 2 == 0 ? .page(2) : .mirroredFront(fade: 0.7),
                                 pageSize: pageSize, surface: .cylinder(curl), placement: place, layer: 1),
                ])
                if index % Self.replacementInterval == 0 { try renderer.invalidatePage(3) }
                let image = try renderer.render(frame, scale: 2) { images[$0] }
                if image.width != 192 { Issue.record("frame \(index): width \(image.width)") }
            }

            for index in 0..<Self.warmUpFrames { try frame(index) }
            let before = try #require(ResidentMemory.bytes())
            for index in Self.warmUpFrames..<(Self.warmUpFrames + Self.frameCount) { try frame(index) }
            let after = try #require(ResidentMemory.bytes())
            let growth = after - before
            print("MemoryTests: curl frames: resident \(before >> 10) KiB → \(after >> 10) KiB (\(growth >> 10) KiB)")
            #expect(growth < Self.allowedGrowth, "grew by \(growth >> 10) KiB")
            #expect(renderer.cachedPageCount == 3, "pages 1, 2 and 3")
            #expect(renderer.drawableSlotCount == 2)
            #expect(renderer.meshBuildCount(ofSlot: 0) == 1, "the flat page's mesh is built once")
        }

        /// Turning back and forth through a book longer than the page cache: two pages come and two
        /// go at every turn, as in `pageturn view`. Once warm no texture storage is made (a dropped
        /// page's texture takes the next page of its size; allocating and freeing it every turn
        /// fragmented the C heap, 180 KB a turn in the viewer), and each picture equals the one a
        /// renderer that never dropped a page draws: opaque pages, and translucent ones, uploaded
        /// premultiplied a band of rows at a time (70 rows: two bands of 32 and a part band).
        @Test(arguments: [255, 128] as [UInt8])
        func turningThroughABookReusesPageTextures(alpha: UInt8) throws {
            let context = try OffscreenContext()
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            let target = try MultisampleFramebuffer(pixelWidth: 64, pixelHeight: 48)
            let pageCount = 12
            let images = (0 ..< pageCount).map { page in
                var image = RGBAImage(width: 40, height: 70, filledWith: SIMD4(UInt8(20 * page + 10), UInt8(250 - 20 * page),
                                                                              UInt8(page * 97 % 256), alpha))
                for y in 0 ..< 70 { image[(y * 7) % 40, y] = SIMD4(UInt8(y * 3), 40, UInt8(255 - y * 3), alpha) }
                return image
            }
            let pageSize = SIMD2<Double>(24, 40)
            func spread(_ index: Int) -> Frame {
                Frame(viewSize: SIMD2(64, 48), camera: .orthographic, background: .black, drawables: [
                    PageDrawable(front: .page(2 * index), pageSize: pageSize, placement: Transform3D(translationX: 8, y: 4, z: 0)),
                    PageDrawable(front: .page(2 * index + 1), pageSize: pageSize,
                                 placement: Transform3D(translationX: 32, y: 4, z: 0)),
                ])
            }
            func picture(_ frame: Frame, _ renderer: FrameRenderer) throws -> RGBAImage {
                try renderer.draw(frame, framebuffer: target.framebuffer) { images[$0] }
                return try target.readImage()
            }
            let spreads = pageCount / 2
            let reference = try FrameRenderer(shading: .unlit, maximumCachedPages: pageCount)
            let expected = try (0 ..< spreads).map { try picture(spread($0), reference) }

            let renderer = try FrameRenderer(shading: .unlit, maximumCachedPages: 4)
            var made = 0
            for turn in 0 ..< 60 {
                // 0, 1, … 5, 4, … 1, 0, 1, …: each spread's pages were dropped since it was last shown.
                let phase = turn % (2 * (spreads - 1))
                let index = phase < spreads ? phase : 2 * (spreads - 1) - phase
                let image = try picture(spread(index), renderer)
                #expect(image.pixels == expected[index].pixels, "turn \(turn), spread \(index)")
                #expect(renderer.cachedPageCount <= 4)
                if turn == 2 * spreads { made = renderer.pageTexturesMade }
            }
            #expect(made > 0)
            #expect(renderer.pageTexturesMade == made, "textures made after warm-up: \(renderer.pageTexturesMade - made)")
        }

        /// A frame renderer that goes deletes its GL objects (page textures, mesh buffers, shader)
        /// when its context is current: making and dropping many in one context does not grow
        /// the process. Each holds four 210 × 300 page images (about 1.3 MiB with mipmaps), so
        /// leaking them over 40 renderers would add some 50 MiB.
        @Test func droppedFrameRenderersReleaseTheirObjects() throws {
            let context = try OffscreenContext()
            try context.makeCurrent()
            defer { context.releaseCurrent() }
            let target = try MultisampleFramebuffer(pixelWidth: 320, pixelHeight: 240)
            let frame = TestFrames.curl(TestFrames.CurlPosition.halfTurnedOblique.surface)
            func cycle() throws {
                let renderer = try FrameRenderer()
                try renderer.draw(frame, framebuffer: target.framebuffer) { NumberedPages.image($0) }
                #expect(renderer.cachedPageCount == 4)
            }
            for _ in 0 ..< 5 { try cycle() }
            let before = try #require(ResidentMemory.bytes())
            for _ in 0 ..< 40 { try cycle() }
            let after = try #require(ResidentMemory.bytes())
            let growth = after - before
            print("MemoryTests: 40 frame renderers: resident \(before >> 10) KiB → \(after >> 10) KiB (\(growth >> 10) KiB)")
            #expect(growth < 2 * Self.allowedGrowth, "grew by \(growth >> 10) KiB")
        }
    }
}
