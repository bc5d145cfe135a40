/// The animation formats ``VideoExporter`` writes through ffmpeg.
public enum VideoFormat: String, CaseIterable, Hashable, Sendable {
    /// H.264 (libx264) in MP4, 4:2:0 chroma (`yuv420p`, what every player decodes), with the index
    /// at the front of the file (`+faststart`) so it plays while downloading. Odd frame sizes are
    /// padded by one black pixel on the right or bottom, since 4:2:0 needs even sizes.
    case mp4
    /// VP9 (libvpx-vp9) in WebM, `yuv420p`, constant quality; padded to even sizes like ``mp4``.
    case webm
    /// Animated GIF, looping forever, with one 256-colour palette generated from all the frames.
    ///
    /// Made in two passes so that memory does not grow with the length: the first keeps the frames
    /// losslessly (FFV1, alpha included) in a hidden file beside the output while `palettegen`
    /// counts their colours; the second maps the kept frames onto the palette as they stream,
    /// with error diffusion that leaves areas of one colour alone (no stray dots on the desk or
    /// the paper, none along the edges beside them; see ``PaletteDither``). The kept frames take
    /// disk space for the time of the export (tens of kilobytes a frame at 640×480).
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

    /// Whether ``VideoExporter`` hands ffmpeg this format's frames as planar 4:2:0 YUV
    /// (``YUV420Frame``, padded to even sizes) rather than RGBA: the formats encoded in `yuv420p`.
    var takesPlanarYUV: Bool { self != .gif }

    /// ffmpeg's output options for this format, after the raw-video input: everything up to the
    /// file, which for a GIF is only the first pass's lossless copy and palette (see
    /// ``secondPassArguments(output:)``).
    func encoderArguments(output: String) -> [String] {
        // MP4 and WebM come as planar YUV, already padded to even sizes (see takesPlanarYUV).
        switch self {
        case .mp4:
            return [
                "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                "-pix_fmt", "yuv420p",
            ] + Self.colourTags + ["-movflags", "+faststart", "-f", "mp4", "file:" + output]
        case .webm:
            return [
                "-c:v", "libvpx-vp9", "-crf", "31", "-b:v", "0", "-row-mt", "1",
                "-deadline", "good", "-cpu-used", "4", "-pix_fmt", "yuv420p",
            ] + Self.colourTags + ["-f", "webm", "file:" + output]
        case .gif:
            // palettegen keeps a colour histogram, not the frames; the frames go to FFV1 as they come.
            let files = Self.gifFiles(output: output)
            return [
                "-filter_complex", "[0:v]split[frames][sample];[sample]palettegen=stats_mode=full[palette]",
                "-map", "[frames]", "-c:v", "ffv1", "-f", "matroska", "file:" + files.frames,
                "-map", "[palette]", "-f", "image2", "-update", "1", "file:" + files.palette,
            ]
        }
    }

    /// How the YUV frames of MP4 and WebM say what they hold, so that a player converts them back
    /// as they were made (``YUV420Frame``): BT.601 coefficients (`smpte170m`), limited range, and
    /// the primaries of sRGB, which are BT.709's. Untagged, players guess, and most take a picture
    /// of HD size or more for BT.709: reds and greens came out shifted.
    static let colourTags = ["-colorspace", "smpte170m", "-color_range", "tv", "-color_primaries", "bt709"]

    /// A GIF's second pass, or `nil` for a format made in one pass: the options of the ffmpeg
    /// that decodes the kept frames to raw RGBA on its standard output, and of the one that
    /// encodes raw RGBA frames of `size` at `fps` from its standard input into `output` with the
    /// palette applied as it is (the frames are mapped onto it by ``PaletteDither`` in between).
    func secondPassArguments(output: String, size: PixelSize, rate: String) -> (decode: [String], encode: [String])? {
        guard self == .gif else { return nil }
        let files = Self.gifFiles(output: output)
        return (
            ["-nostdin", "-i", "file:" + files.frames, "-f", "rawvideo", "-pix_fmt", "rgba", "pipe:1"],
            [
                "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(size.width)x\(size.height)",
                "-framerate", rate, "-i", "pipe:0", "-i", "file:" + files.palette,
                "-lavfi", "[0:v][1:v]paletteuse=dither=none", "-loop", "0", "-f", "gif", "file:" + output,
            ]
        )
    }

    /// The palette a GIF's first pass leaves beside the temporary file `output`.
    static func gifPalette(output: String) -> String { gifFiles(output: output).palette }

    /// Every file an export to the temporary file `output` may make (the output itself, and a
    /// GIF's kept frames and palette): what is removed after a failure.
    static func temporaryFiles(output: String) -> [String] {
        let files = gifFiles(output: output)
        return [output, files.frames, files.palette]
    }

    private static func gifFiles(output: String) -> (frames: String, palette: String) {
        (output + "-frames.mkv", output + "-palette.png")
    }
}
