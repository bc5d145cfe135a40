/// The animation formats ``VideoExporter`` writes through ffmpeg.
public enum VideoFormat: String, CaseIterable, Hashable, Sendable {
    /// H.264 (libx264) in MP4, 4:2:0 chroma (`yuv420p`, what every player decodes), with the index
    /// at the front of the file (`+faststart`) so it plays while downloading. Odd frame sizes are
    /// padded by one black pixel on the right or bottom, since 4:2:0 needs even sizes.
    case mp4
    /// VP9 (libvpx-vp9) in WebM, `yuv420p`, constant quality; padded to even sizes like ``mp4``.
    case webm
    /// Animated GIF, looping forever, with one 256-colour palette generated from all the frames
    /// (`palettegen` and `paletteuse` in one filter graph). ffmpeg holds every frame in memory until
    /// the end to build the palette, so keep GIFs short and small.
    case gif

    /// The format a file extension names (`mp4`, `m4v`, `webm`, `gif`; case-insensitive, with or
    /// without the dot), or `nil`.
    public init?(pathExtension: String) {
        var ext = pathExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        switch ext {
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        default: return nil
        }
    }

    /// The usual file extension, without the dot.
    public var fileExtension: String { rawValue }

    /// ffmpeg's output options for this format, after the raw-video input.
    var encoderArguments: [String] {
        let evenSize = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return [
                "-vf", evenSize, "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            return [
                "-vf", evenSize, "-c:v", "libvpx-vp9", "-crf", "31", "-b:v", "0", "-row-mt", "1",
                "-deadline", "good", "-cpu-used", "4", "-pix_fmt", "yuv420p", "-f", "webm",
            ]
        case .gif:
            return [
                "-filter_complex", "[0:v]split[frames][sample];[sample]palettegen=stats_mode=full[palette];"
                    + "[frames][palette]paletteuse=dither=sierra2_4a",
                "-loop", "0", "-f", "gif",
            ]
        }
    }
}
