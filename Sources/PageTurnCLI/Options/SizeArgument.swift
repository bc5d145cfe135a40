import PageMedia
import ArgumentParser

/// An output size argument in pixels written `WIDTHxHEIGHT` (e.g. `1280x720`).
struct SizeArgument: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// The smallest side accepted, in pixels: smaller frames show nothing of a page.
    static let minimumSide = 16
    /// The largest side accepted, in pixels: 8K; GL and ffmpeg limits lie beyond.
    static let maximumSide = 8192

    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (Self.minimumSide...Self.maximumSide).contains(width),
              (Self.minimumSide...Self.maximumSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    var description: String { "\(width)x\(height)" }

    static var defaultValueDescription: String { "1280x720" }
}

extension SizeArgument {
    /// Refuses an odd side for a format that needs even ones (MP4 and WebM: 4:2:0 colour is
    /// stored for 2×2 pixel blocks), rather than pad the video by a pixel without a word.
    func requireEvenSides(for format: VideoFormat, option: String = "--size") throws(ValidationError) {
        guard format != .gif, width % 2 != 0 || height % 2 != 0 else { return }
        let down = "\(width - width % 2)x\(height - height % 2)", up = "\(width + width % 2)x\(height + height % 2)"
        throw ValidationError("\(option) \(self): \(format.rawValue.uppercased()) needs even sides; use \(down) or \(up)")
    }

    /// The size as PageMedia's pixel size.
    var pixelSize: PixelSize { PixelSize(width: width, height: height) }
}
