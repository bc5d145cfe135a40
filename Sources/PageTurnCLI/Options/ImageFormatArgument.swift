import ArgumentParser

/// `publish --image-format`: how page images are written.
enum ImageFormatArgument: String, ExpressibleByArgument, CaseIterable {
    /// JPEG (quality 85, no chroma subsampling): small files for pictures and scans.
    case jpeg
    /// PNG: lossless, for line art and text that must stay crisp at any size.
    case png

    /// The file name extension.
    var pathExtension: String { self == .jpeg ? "jpg" : "png" }
}
