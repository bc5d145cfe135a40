import PageEffects
import PageImage
import PagePipeline
import PageRenderGL

/// Plays an `InputScript` (the commands' storyboard type, from PagePipeline) on a controller and
/// renders every frame with the real ``OffscreenRenderer``, as `pageturn`'s `FrameRecorder` does:
/// at frame `i` the time is `i / fps`, the inputs due by then are applied at their own times, the
/// controller advances, and its frame is drawn.
struct FilmRecorder {
    let renderer: OffscreenRenderer
    /// Pixels per view point.
    let scale: Double
    var shading: ShadingParameters = .default

    /// Records `duration` seconds (the script's length when `nil`) of `controller` under `script`.
    func record<Controller: PageEffect>(
        _ name: String, controller: Controller, script: InputScript<Controller>, duration: Double? = nil,
        pages: (Int) -> RGBAImage?
    ) throws -> Film<Controller> {
        var controller = controller
        var film = Film<Controller>(name: name, scale: scale)
        let count = Swift.max(1, Int(((duration ?? script.duration) * FilmScale.fps).rounded()))
        let events = script.events
        var next = 0
        var frame = Frame(viewSize: .zero)
        for index in 0 ..< count {
            let time = Double(index) / FilmScale.fps
            while next < events.count, events[next].time <= time {
                events[next].apply(&controller, events[next].time)
                next += 1
            }
            controller.advance(to: time)
            controller.discardEvents()
            controller.frame(into: &frame)
            let image = try renderer.render(frame, scale: scale, shading: shading, pageImages: pages)
            film.times.append(time)
            film.frames.append(frame)
            film.states.append(controller)
            film.images.append(image)
        }
        return film
    }
}
