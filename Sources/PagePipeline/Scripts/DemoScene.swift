import PageMedia
import PageSampleBook
import PageTurn

/// One effect of the demo: its controller, the storyboard of input that shows it off, and the
/// sample book's pages.
package struct DemoScene {
    private let storyboard: any DemoStoryboard
    /// The sample book's pages at the sizes this scene shows them.
    package let pages: PageImageProvider
    /// The storyboard's length, seconds.
    package let duration: Double
    /// When the two key frames are taken, seconds.
    package let keyFrameTimes: [Double]

    package init(_ effect: DemoEffect, book: SampleBook, viewSize: SIMD2<Double>) throws(CommandFailure) {
        switch effect {
        case .curl:
            var settings = BookConfiguration(effect: .curl)
            settings.turnDuration = 0.8
            let stage = try BookStage(source: book, viewSize: viewSize, layout: .singlePages, binding: .left,
                                      configuration: settings, startPage: 0)
            var script = InputScript<BookController>()
            script.wait(0.6)
            BookStage.dragForward(&script, stage: stage, seconds: 1.4)   // a slow, complete turn
            script.wait(0.9)
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.9), on: .recto),  // a flick: short but fast
                        to: stage.viewPoint(SIMD2(0.6, 0.82), on: .recto), seconds: 0.12, constantSpeed: true)
            script.wait(1.2)
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .recto),  // lifted, then put back
                        to: stage.viewPoint(SIMD2(0.45, 0.75), on: .recto), seconds: 0.9, lift: 40, release: false)
            script.wait(0.3)
            script.drag(from: stage.viewPoint(SIMD2(0.45, 0.75), on: .recto),
                        to: stage.viewPoint(SIMD2(0.8, 0.9), on: .recto), seconds: 0.6)
            script.wait(1.0)
            script.drag(from: stage.viewPoint(SIMD2(0.08, 0.6), on: .recto),   // back to the previous page
                        to: stage.viewPoint(SIMD2(1.2, 0.7), on: .recto), seconds: 1.2)
            script.wait(1.3)
            script.drag(from: stage.viewPoint(SIMD2(0.55, 0.4), on: .recto),   // held mid-page: that point
                        to: stage.viewPoint(SIMD2(-0.45, 0.34), on: .recto), seconds: 1.5)  // stays under the finger
            script.wait(1.2)
            self.init(stage.controller, script, pages: stage.pages, duration: script.duration,
                      keyFrames: [1.3, 5.1])
        case .cone:
            var settings = BookConfiguration(effect: .curl)
            settings.programmaticCurl = .cone(tightestConeAngle: .pi / 6)
            settings.turnDuration = 1.3
            let stage = try BookStage(source: book, viewSize: viewSize, layout: .singlePages, binding: .left,
                                      configuration: settings, startPage: 1)
            var script = InputScript<BookController>()
            for _ in 0..<3 {
                script.wait(0.5)
                script.perform { controller, time in controller.press(.next, time: time) }
                script.wait(1.5)
            }
            script.wait(0.6)
            self.init(stage.controller, script, pages: stage.pages, duration: script.duration,
                      keyFrames: [0.9, 1.2])
        case .spread, .flip:
            let settings = BookConfiguration(effect: effect == .flip ? .flip : .curl)
            let stage = try BookStage(source: book, viewSize: viewSize, layout: .spreads(coverAlone: true),
                                      binding: .left, configuration: settings, startPage: 1)
            var script = InputScript<BookController>()
            script.wait(0.6)
            script.tap(stage.viewPoint(SIMD2(0.95, 0.5), on: .recto))         // tap near the fore edge
            script.wait(1.6)
            BookStage.dragForward(&script, stage: stage, seconds: 1.3)        // the finger turns one
            script.wait(1.2)
            script.drag(from: stage.viewPoint(SIMD2(0.97, 0.95), on: .verso),  // and back again
                        to: stage.viewPoint(SIMD2(-0.85, 0.8), on: .verso), seconds: 1.3,
                        lift: 0.12 * stage.geometry.canonicalPageSize.y)
            script.wait(1.2)
            script.perform { controller, time in controller.press(.next, time: time) }
            script.wait(1.6)
            self.init(stage.controller, script, pages: stage.pages, duration: script.duration,
                      keyFrames: [1.0, 3.1])
        case .fold:
            // The reader's side menu (the sample book's drawer) folds open beside the page being
            // read, which lies on the desk and slides with it; the desk also shows above and
            // below the folds where the panels turned away shrink in perspective.
            let desk = Self.desk
            let (settings, menuSize) = Self.foldMenu(viewSize: viewSize)
            var menu = FoldMenu(viewSize: viewSize, configuration: settings)
            menu.advance(to: 0)
            let pages = PageImageProvider(source: book, pixelSize: PixelSize(width: Int(viewSize.x), height: Int(viewSize.y)))
            pages.replacements[1] = SampleMenu(size: SIMD2(Double(menuSize.width), Double(menuSize.height)), currentChapter: 2)
            pages.pixelSizes[1] = menuSize
            pages.backgrounds[2] = desk
            var script = InputScript<FoldMenu>()
            script.wait(0.6)
            script.drag(from: SIMD2(8, viewSize.y / 2), to: SIMD2(0.3 * viewSize.x, viewSize.y / 2),
                        seconds: 1.2)                                             // pull it open slowly
            script.wait(1.4)
            script.tap(SIMD2(0.8 * viewSize.x, viewSize.y / 2))                 // tap the content: close
            script.wait(1.4)
            script.drag(from: SIMD2(8, viewSize.y / 2), to: SIMD2(0.12 * viewSize.x, viewSize.y / 2),
                        seconds: 0.1, constantSpeed: true)                       // a flick opens it
            script.wait(1.4)
            script.perform { menu, time in menu.close(at: time) }
            script.wait(1.4)
            self.init(menu, script, pages: pages, duration: script.duration, keyFrames: [1.1, 2.6])
        case .stack:
            // Safari's tabs: cards as large as the view, each a page as a browser window shows
            // it (as wide as the card, cut at its foot), with rounded corners, tilted back in
            // perspective and filling the frame from its top.
            var settings = PageStackConfiguration()
            settings.spacing = (0.28 * viewSize.y).rounded()
            settings.firstPageTop = -(0.22 * viewSize.y).rounded()
            settings.background = ColorRGBA(rgba8: Self.desk)
            let shadow = 1000   // the shadow gradient's page index, past the book's pages
            settings.shadow = .page(shadow)
            settings.shadowHeight = (0.06 * viewSize.y).rounded()
            let faces = (0..<8).map { PageFace.page($0) }
            let stack = PageStack(viewSize: viewSize, pages: faces, configuration: settings)
            let pages = PageImageProvider(source: book, pixelSize: PixelSize(width: Int(viewSize.x), height: Int(viewSize.y)))
            pages.fillsWidth = true
            pages.cornerRadius = (0.035 * viewSize.y).rounded()
            pages.replacements[shadow] = ShadowGradient()
            pages.pixelSizes[shadow] = PixelSize(width: 8, height: 64)
            pages.backgrounds[shadow] = SIMD4(0, 0, 0, 0)   // keep it translucent
            let centre = viewSize.x / 2
            var script = InputScript<PageStack>()
            script.wait(0.6)
            script.drag(from: SIMD2(centre, 0.85 * viewSize.y), to: SIMD2(centre, 0.35 * viewSize.y), seconds: 1.0)
            script.wait(0.8)
            script.drag(from: SIMD2(centre, 0.3 * viewSize.y), to: SIMD2(centre, 0.75 * viewSize.y),
                        seconds: 0.15, constantSpeed: true)                      // a fling back up
            script.wait(1.6)
            script.tap(SIMD2(centre, 0.5 * viewSize.y))                          // expand a page
            script.wait(1.3)
            script.perform { stack, time in _ = stack.collapse(at: time) }       // and back
            script.wait(1.2)
            script.drag(from: SIMD2(centre, 0.45 * viewSize.y), to: SIMD2(centre - 0.6 * viewSize.x, 0.45 * viewSize.y),
                        seconds: 0.35)                                           // swipe one away
            script.wait(1.4)
            script.perform { stack, time in _ = stack.append(.page(8), at: time) }   // a new tab
            script.wait(1.6)
            script.tap(SIMD2(centre, 0.5 * viewSize.y))                          // opened: the end
            script.wait(1.4)
            self.init(stack, script, pages: pages, duration: script.duration, keyFrames: [0.5, 4.4])
        }
    }

    private init<Effect: PageEffect>(
        _ controller: Effect, _ script: InputScript<Effect>, pages: PageImageProvider, duration: Double,
        keyFrames: [Double]
    ) {
        storyboard = Storyboard(controller: controller, script: script)
        self.pages = pages
        self.duration = duration
        keyFrameTimes = keyFrames
    }

    /// The desk the demo's fold menu and its content lie on (straight sRGB RGBA8).
    package static let desk = SIMD4<UInt8>(41, 43, 48, 255)

    /// The demo's fold menu in a view of `viewSize` points: a side menu (page 1, drawn from
    /// ``SampleMenu``) as tall as the view and a third of its width (at least 200 points, at
    /// most 0.42 of the view), folding open in three panels beside page 2, the page being read,
    /// which slides with it. The menu image is exactly the menu's size, so it has no letterbox
    /// bars (a bar at the hinge reads as a line there). Returns the settings and the menu
    /// image's pixel size.
    package static func foldMenu(viewSize: SIMD2<Double>) -> (FoldMenuConfiguration, PixelSize) {
        let width = Swift.min(Swift.max(viewSize.x / 3, 200), 0.42 * viewSize.x)
        let menuSize = PixelSize(width: Swift.max(Int(width.rounded()), 1), height: Swift.max(Int(viewSize.y), 1))
        var settings = FoldMenuConfiguration()
        settings.menuWidth = Double(menuSize.width)
        settings.panelCount = 3
        settings.menu = .page(1)
        settings.content = .page(2)
        settings.menuBack = .color(.white)
        settings.background = ColorRGBA(rgba8: desk)
        return (settings, menuSize)
    }

    /// Plays the storyboard through `recorder`.
    package func play(on recorder: FrameRecorder, label: String) throws(CommandFailure) {
        var recording = Recording(recorder: recorder, duration: duration, pages: pages, label: label)
        try storyboard.play(on: &recording)
    }

    /// Hands the controller and its storyboard to `player` (the film check plays the demo's own
    /// storyboards).
    package func play<Player: EffectScriptPlayer>(on player: inout Player) throws(Player.Failure) {
        try storyboard.play(on: &player)
    }
}

/// A controller and its storyboard, whatever the effect.
private protocol DemoStoryboard {
    func play<Player: EffectScriptPlayer>(on player: inout Player) throws(Player.Failure)
}

private struct Storyboard<Effect: PageEffect>: DemoStoryboard {
    let controller: Effect
    let script: InputScript<Effect>

    func play<Player: EffectScriptPlayer>(on player: inout Player) throws(Player.Failure) {
        try player.play(controller, script: script)
    }
}

/// Plays a storyboard into the recorder's video.
private struct Recording: EffectScriptPlayer {
    let recorder: FrameRecorder
    let duration: Double
    let pages: PageImageProvider
    let label: String

    func play<Effect: PageEffect>(_ controller: Effect, script: InputScript<Effect>) throws(CommandFailure) {
        var controller = controller
        try recorder.record(&controller, script: script, duration: duration, pages: pages, label: label)
    }
}
