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
    /// counts their colours; the second applies the palette (`paletteuse`, Sierra dithering) to
    /// the kept frames as they stream. The kept frames take disk space for the time of the export
    /// (tens of kilobytes a frame at 640×480).
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

    /// ffmpeg's output options for this format, after the raw-video input: everything up to the
    /// file, which for a GIF is only the first pass's lossless copy and palette (see
    /// ``secondPassArguments(output:)``).
    func encoderArguments(output: String) -> [String] {
        let evenSize = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return [
                "-vf", evenSize, "-c:v", "libx264", "-preset", "medium", "-crf", "18",
                "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4", "file:" + output,
            ]
        case .webm:
            return [
                "-vf", evenSize, "-c:v", "libvpx-vp9", "-crf", "31", "-b:v", "0", "-row-mt", "1",
                "-deadline", "good", "-cpu-used", "4", "-pix_fmt", "yuv420p", "-f", "webm", "file:" + output,
            ]
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

    /// The second ffmpeg run's options (a GIF's palette applied to its kept frames, written to
    /// `output`), or `nil` for a format made in one pass.
    func secondPassArguments(output: String) -> [String]? {
        guard self == .gif else { return nil }
        let files = Self.gifFiles(output: output)
        return [
            "-i", "file:" + files.frames, "-i", "file:" + files.palette,
            "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a", "-fps_mode", "passthrough",
            "-loop", "0", "-f", "gif", "file:" + output,
        ]
    }

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
