/// Why a picture could not be written as JPEG.
public enum JPEGEncodeError: Error, Hashable, Sendable {
    /// The picture has no pixels.
    case emptyImage
    /// libturbojpeg refused it (its message).
    case encoderFailed(reason: String)
}
