import Foundation
import PageEffects
import PageImage
import PageMedia
import Testing

extension RenderGLTests {
    /// The film check applied to frames made elsewhere — `pageturn demo` videos split into PNGs
    /// by ffmpeg, a `pageturn render` PNG folder — for `Scripts/film-check` before a release.
    ///
    /// Runs only when `PAGETURN_FILM_FRAMES` names a folder; each folder in it is one film, its
    /// PNGs in name order at 30 frames a second. Only pictures are known, so motion is read off
    /// them: frame `k` moves when some tile differs from frame `k - 1` by more than the still
    /// limit (0 for lossless frames; ``lossyStillLimit`` when `PAGETURN_FILM_LOSSY=1`, for frames
    /// decoded from a video). Then `restJump` and `flicker` as for the films the tests record,
    /// and, for folders named `book-…`, the border ring (8 view points at a 960-point width,
    /// background read from the first frame's corner).
    @Suite struct FilmCheckExternalTests {
        static var folder: String? { ProcessInfo.processInfo.environment["PAGETURN_FILM_FRAMES"] }
        static var isLossy: Bool { ProcessInfo.processInfo.environment["PAGETURN_FILM_LOSSY"] == "1" }
        /// The still limit for frames decoded from H.264 (levels of 255, worst tile): **1.5**,
        /// above the codec's flicker on a still picture (under a level per tile at its default
        /// quality), far below any motion.
        static let lossyStillLimit: Float = 1.5
        /// The ring's tolerance for decoded frames, **8** levels a channel: the codec's error on
        /// a flat colour next to an edge (chroma is halved in each direction).
        static let lossyRingTolerance = 8
        /// Frames wider than this are halved (box-filtered) until they fit, pixels: **480**, so
        /// that a long film fits in memory; the measurements scale with the width.
        static let maximumWidth = 480

        @Test(.enabled(if: folder != nil, "set PAGETURN_FILM_FRAMES to a folder of frame folders"))
        func externalFilms() throws {
            let root = try #require(Self.folder)
            let films = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
                .filter { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &folder) && folder.boolValue }
            #expect(!films.isEmpty, "no film folders in \(root)")
            for name in films {
                let path = root + "/" + name
                let files = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".png") }.sorted()
                var images: [RGBAImage] = []
                for file in files {
                    var image = try RGBAImage(pngFile: path + "/" + file)
                    while image.width > Self.maximumWidth {
                        image = image.resampled(to: PixelSize(width: image.width / 2, height: image.height / 2))
                    }
                    images.append(image)
                }
                guard images.count >= 3 else { continue }
                let tile = TileDifference.tileSize(frameWidth: images[0].width)
                let still: Float = Self.isLossy ? Self.lossyStillLimit : 0
                var moves = [false]
                for index in 1 ..< images.count {
                    moves.append(TileDifference(images[index - 1], images[index], tile: tile).worst.value > still)
                }
                let boundaries = MotionBoundary.find(moves: moves)
                var verdict = FilmVerdict(name: "external-" + name)
                verdict.add("restJump", RestJumpCheck.findings(images: images, boundaries: boundaries, tile: tile))
                verdict.add("flicker", FlickerCheck.findings(images: images, tile: tile))
                if name.hasPrefix("book-") {
                    let ring = BorderRing(width: Swift.max(2, Int((8 * Double(images[0].width) / 960).rounded())),
                                          background: images[0][0, 0],
                                          channelTolerance: Self.isLossy ? Self.lossyRingTolerance : BorderRing.renderedTolerance)
                    var found: [FilmFinding] = []
                    for (index, image) in images.enumerated() {
                        let count = ring.count(in: image)
                        guard count.total > 0 else { continue }
                        found.append(FilmFinding(check: "insidePicture", frame: index, value: Double(count.total), limit: 0,
                                                 detail: "\(count.total) pixels of the \(ring.width)-pixel border ring are not background (\(count))"))
                    }
                    verdict.add("insidePicture", found)
                }
                print("film-check \(name): \(images.count) frames, \(boundaries.count) rest boundaries, \(verdict.findings.count) findings")
                verdict.report(images: images)
            }
        }
    }
}
