import Foundation

/// Runs a command-line tool (qpdf, ffprobe) found on `PATH` and returns its exit status and
/// standard output.
enum Tool {
    struct Outcome {
        var status: Int32
        var output: String
    }

    static func run(_ name: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// ffprobe's view of a video's first stream: codec, size, pixel format, counted frames, the
    /// container's duration in seconds, and the colour tags (empty where untagged).
    struct Probe {
        var codec: String
        var width: Int
        var height: Int
        var pixelFormat: String
        var frames: Int
        var duration: Double
        /// ffprobe's `color_space`, `color_range` and `color_primaries`.
        var colourSpace = ""
        var colourRange = ""
        var colourPrimaries = ""
    }

    static func probe(_ path: String) throws -> Probe {
        let outcome = try run("ffprobe", [
            "-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=codec_name,width,height,pix_fmt,nb_read_frames,color_space,color_range,color_primaries:format=duration",
            "-of", "json", path,
        ])
        guard outcome.status == 0,
            let json = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any],
            let stream = (json["streams"] as? [[String: Any]])?.first,
            let format = json["format"] as? [String: Any]
        else { throw ProbeFailure(output: outcome.output) }
        return Probe(
            codec: stream["codec_name"] as? String ?? "",
            width: stream["width"] as? Int ?? 0,
            height: stream["height"] as? Int ?? 0,
            pixelFormat: stream["pix_fmt"] as? String ?? "",
            frames: Int(stream["nb_read_frames"] as? String ?? "") ?? -1,
            duration: Double(format["duration"] as? String ?? "") ?? -1,
            colourSpace: stream["color_space"] as? String ?? "",
            colourRange: stream["color_range"] as? String ?? "",
            colourPrimaries: stream["color_primaries"] as? String ?? "")
    }

    struct ProbeFailure: Error {
        var output: String
    }
}

extension Tool {
    /// What ffmpeg makes of `input` (a file's bytes): it reads them with `inputArguments` and
    /// writes the result as `outputArguments` say; returns the result's bytes.
    static func ffmpeg(_ input: [UInt8], reading inputArguments: [String], writing outputArguments: [String],
                       in folder: String) throws -> [UInt8] {
        let source = folder + "/ffmpeg-in-\(UUID().uuidString)"
        let result = folder + "/ffmpeg-out-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: source)
            try? FileManager.default.removeItem(atPath: result)
        }
        try Data(input).write(to: URL(fileURLWithPath: source))
        let outcome = try run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y"] + inputArguments
                                  + ["-i", source] + outputArguments + [result])
        guard outcome.status == 0 else { throw ProbeFailure(output: "ffmpeg exited with \(outcome.status)") }
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: result)))
    }
}
