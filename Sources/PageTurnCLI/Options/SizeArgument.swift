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
    /// The size as PageMedia's pixel size.
    var pixelSize: PixelSize { PixelSize(width: width, height: height) }
}
