import PageEffects
import PageImage

/// A short scripted sequence of one effect, rendered: for every frame its time, the controller's
/// ``Frame`` (plain data), the controller itself (a value, so any state can be asked afterwards),
/// and the picture.
struct Film<Controller> {
    /// A name for messages and files.
    let name: String
    /// Pixels per view point of the pictures.
    let scale: Double
    var times: [Double] = []
    var frames: [Frame] = []
    var states: [Controller] = []
    var images: [RGBAImage] = []

    /// The number of frames.
    var count: Int { frames.count }
    /// The tile edge for this film's frames (see ``TileDifference/tileSize(frameWidth:)``).
    var tile: Int { TileDifference.tileSize(frameWidth: images.first?.width ?? 240) }
    /// Where motion starts and stops.
    var boundaries: [MotionBoundary] { MotionBoundary.find(in: frames) }
}
