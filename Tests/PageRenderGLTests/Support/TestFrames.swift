import PageEffects
import PageGeometry

/// Frames built by hand with `PageDrawable`, following the seeds' formulas, standing in for the
/// book, fold-menu and tab-stack controllers until those exist (swap these builders for them).
///
/// Every frame is 320 × 240 points. The book is a spread of two 140 × 200 point pages whose spine
/// runs down the view's centre line (x = 160) from y = 20 to y = 220.
enum TestFrames {
    static let viewSize = SIMD2<Double>(320, 240)
    static let pageSize = SIMD2<Double>(140, 200)
    static let spine = SIMD2<Double>(160, 20)
    static let background = ColorRGBA(red: 0.16, green: 0.17, blue: 0.19)

    /// A right page: canonical frame translated to the spine.
    static var rightPlacement: Transform3D { Transform3D(translationX: spine.x, y: spine.y, z: 0) }

    /// A left page: the canonical frame mirrored about the spine (the page turns toward +x),
    /// with its content mirrored back so that it reads the right way round.
    static var leftPlacement: Transform3D {
        Transform3D(scaleX: -1, y: 1, z: 1).concatenating(Transform3D(translationX: spine.x, y: spine.y, z: 0))
    }

    /// The texture transform of a left page: `u = 1 - x/width`.
    static var leftTextureTransform: AffineTransform2D {
        AffineTransform2D(a: -1 / pageSize.x, b: 0, c: 0, d: 1 / pageSize.y, tx: 1, ty: 0)
    }

    static func rightPage(_ front: PageFace, back: PageFace = .mirroredFront(fade: 0.75),
                          surface: PageSurface = .flat, layer: Int = 0) -> PageDrawable {
        PageDrawable(front: front, back: back, pageSize: pageSize, surface: surface,
                     placement: rightPlacement, layer: layer)
    }

    static func leftPage(_ front: PageFace, back: PageFace = .mirroredFront(fade: 0.75),
                         surface: PageSurface = .flat, layer: Int = 0) -> PageDrawable {
        PageDrawable(front: front, back: back, pageSize: pageSize, surface: surface,
                     placement: leftPlacement, textureTransform: leftTextureTransform, layer: layer)
    }

    /// A cylinder whose axis makes `angle` with +x through `point` (canonical page frame).
    static func cylinder(_ point: SIMD2<Double>, angle: Double, radius: Double) -> PageSurface {
        .cylinder(CylinderDeformation(axisPoint: point, axisAngle: angle, radius: radius))
    }

    /// Where the finger has taken the curl, for a right page: the page point grabbed and the
    /// finger's position, both in the page's canonical frame, turned into a cylinder by
    /// `CurlTracker` (the grabbed point lies under the finger).
    enum CurlPosition: CaseIterable, CustomStringConvertible {
        /// The top corner grabbed and folded over a little: a dog-ear.
        case dogEarTop
        /// The bottom corner grabbed and pulled to the lower middle: the axis tilted.
        case halfTurnedOblique
        /// Nearly over: the bottom corner pulled far past the spine.
        case nearlyDone

        var grab: SIMD2<Double> {
            switch self {
            case .dogEarTop: SIMD2(140, 0)
            case .halfTurnedOblique, .nearlyDone: SIMD2(140, 200)
            }
        }

        var finger: SIMD2<Double> {
            switch self {
            case .dogEarTop: SIMD2(108, 30)
            case .halfTurnedOblique: SIMD2(30, 160)
            case .nearlyDone: SIMD2(-104, 186)
            }
        }

        var cylinder: CylinderDeformation {
            CurlTracker(pageSize: TestFrames.pageSize).deformation(grab: grab, finger: finger)
        }

        var surface: PageSurface { .cylinder(cylinder) }

        var description: String {
            switch self {
            case .dogEarTop: "dogEarTop"
            case .halfTurnedOblique: "halfTurnedOblique"
            case .nearlyDone: "nearlyDone"
            }
        }
    }

    /// A right page (front page 1, back page 2) curled by `surface` over the next page (3); the
    /// left side of the view is empty desk.
    static func curl(_ surface: PageSurface, back: PageFace = .page(2), camera: Camera = .orthographic) -> Frame {
        Frame(viewSize: viewSize, camera: camera, background: background, drawables: [
            rightPage(.page(3), back: .page(4)),
            rightPage(.page(1), back: back, surface: surface, layer: 1),
        ])
    }

    /// The left page (front 2, back 1) turned back toward the right over the right page (3),
    /// uncovering the left page beneath (0).
    static func backwardCurl() -> Frame {
        Frame(viewSize: viewSize, camera: .orthographic, background: background, drawables: [
            leftPage(.page(0), back: .page(5)),
            rightPage(.page(3), back: .page(4)),
            leftPage(.page(2), back: .page(1), surface: cylinder(SIMD2(40, 100), angle: .pi / 2 - 0.12, radius: 14),
                     layer: 1),
        ])
    }

    /// A spread (left page 0, right page 3 beneath) with the right page (front 1, back 2) turning
    /// over by `surface`.
    static func spread(turning surface: PageSurface, back: PageFace = .page(2), camera: Camera = Camera()) -> Frame {
        Frame(viewSize: viewSize, camera: camera, background: background, drawables: [
            leftPage(.page(0), back: .page(5)),
            rightPage(.page(3), back: .page(4)),
            rightPage(.page(1), back: back, surface: surface, layer: 1),
        ])
    }

    /// The flip of BookViewXK: the page rotated about its spine by `angle` (0 … π) over a spread,
    /// seen with its m34 of -1/500, the vanishing point a little right of the spine.
    static func flip(angle: Double) -> Frame {
        spread(turning: .spineRotation(SpineRotation(angle: angle)),
               camera: Camera(eyeDistance: 500, vanishingPoint: SIMD2(spine.x + 40, viewSize.y / 2)))
    }

    /// The fold menu of "Simple 3D animations" at progress `p`: a menu 130 points wide hinged at
    /// its right edge, rotated by (1 - p)·(-π/2) about y with m34 = -1/1000 about the hinge and
    /// moved right by 130·p, shaded by brightness max(0.2, p); the content moved right by 130·p.
    static func foldMenu(progress p: Double) -> Frame {
        let menuWidth = 130.0, height = viewSize.y
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 1000
        // Core Animation applies a layer's transform about its anchor point: (1, 0.5) of the
        // menu, which sits at (0, height/2) in the view.
        let transform = Transform3D(rotationAngle: (1 - p) * -Double.pi / 2, x: 0, y: 1, z: 0)
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: menuWidth * p, y: 0, z: 0))
        let placement = Transform3D(translationX: -menuWidth, y: -height / 2, z: 0)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: 0, y: height / 2, z: 0))
        let menu = PageDrawable(front: .page(5), back: .color(.black), pageSize: SIMD2(menuWidth, height),
                                placement: placement, brightness: Swift.max(0.2, p), castsShadow: false)
        let content = PageDrawable(front: .page(6), back: .none, pageSize: viewSize,
                                   placement: Transform3D(translationX: menuWidth * p, y: 0, z: 0), layer: 1,
                                   castsShadow: false)
        return Frame(viewSize: viewSize, camera: .orthographic, background: background, drawables: [menu, content])
    }

    /// The tab stack of WKPagesCollectionView: cards 200 × 150 points, 44 points apart, each
    /// rotated about its top edge away from the viewer by 50° + 20° · (its distance from the
    /// view's top / the view's height), later cards on top.
    static func tabStack(count: Int = 5) -> Frame {
        let card = SIMD2<Double>(200, 150)
        var drawables: [PageDrawable] = []
        for index in 0 ..< count {
            let top = 14 + Double(index) * 44
            let degrees = 50 + 20 * Swift.max(0, top / viewSize.y)
            let placement = Transform3D(rotationAngle: -degrees * .pi / 180, x: 1, y: 0, z: 0)
                .concatenating(Transform3D(translationX: (viewSize.x - card.x) / 2, y: top, z: 0))
            drawables.append(PageDrawable(front: .page(index), back: .none, pageSize: card,
                                          placement: placement, layer: index, castsShadow: false))
        }
        return Frame(viewSize: viewSize, camera: Camera(eyeDistance: 500), background: background,
                     drawables: drawables)
    }

    /// `frame` with every page bound in a book (`PageDrawable/isBound`), as a book's frames are:
    /// the renderer adds the gutter and the shadow on the desk.
    static func bound(_ frame: Frame) -> Frame {
        var frame = frame
        for index in frame.drawables.indices { frame.drawables[index].isBound = true }
        return frame
    }

    /// One flat page in the middle of the view.
    static func flatPage() -> Frame {
        Frame(viewSize: viewSize, camera: .orthographic, background: background, drawables: [
            PageDrawable(front: .page(1), pageSize: pageSize,
                         placement: Transform3D(translationX: 90, y: 20, z: 0)),
        ])
    }
}
