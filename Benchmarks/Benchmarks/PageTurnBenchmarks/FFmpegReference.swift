import Foundation

/// ffmpeg run directly, with exactly the arguments ``VideoExporter`` gives it for `.mp4` (see
/// `VideoFormat.encoderArguments`, internal to PageMedia, copied here), reading raw frames from a file.
enum FFmpegReference {
    /// VideoExporter's arguments before the input (`-i`), for 1920 × 1080 RGBA at 60 fps.
    static let inputArguments = [
        "-hide_banner", "-loglevel", "error", "-y",
        "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "1920x1080", "-framerate", "60",
    ]

    /// VideoExporter's arguments after the input for `VideoFormat.mp4`.
    static let mp4Arguments = [
        "-an", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "medium", "-crf", "18",
        "-pix_fmt", "yuv420p", "-colorspace", "smpte170m", "-color_range", "tv", "-color_primaries", "bt709",
        "-movflags", "+faststart", "-f", "mp4",
    ]

    /// `ffmpeg` on `PATH`, or `nil`.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Encodes the raw frames at `input` into an MP4 at `output`; returns ffmpeg's exit status.
    static func encode(ffmpeg: String, input: String, output: String) throws -> Int32 {
        try ChildProcess.run(ffmpeg, encodeArguments(input: input, output: output))
    }

    /// ffmpeg's arguments encoding the raw frames at `input` into an MP4 at `output`.
    static func encodeArguments(input: String, output: String) -> [String] {
        inputArguments + ["-i", "file:" + input] + mp4Arguments + ["file:" + output]
    }
}
