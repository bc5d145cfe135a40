/// Opening a page source from a path given on a command line.
public enum PageSources {
    /// The page source for `path`: a folder gives an ``ImageSequence`` of its images in natural
    /// order; a `.pdf` file a ``PDFDocument``; a `.png`, `.jpg` or `.jpeg` file a one-page
    /// ``ImageSequence``. Extensions are compared case-insensitively.
    ///
    /// A FIFO, a device or a socket is refused without being opened.
    ///
    /// - Throws: ``PageSourceError/fileNotFound(path:)``, ``PageSourceError/unreadable(path:code:)``,
    ///   ``PageSourceError/specialFile(path:kind:)``,
    ///   ``PageSourceError/unsupportedFormat(path:)`` for another extension, and whatever the
    ///   chosen source throws when opening.
    public static func open(path: String) throws(PageSourceError) -> any PageSource {
        switch FileIO.kind(of: path) {
        case .success(.directory):
            return try ImageSequence(directory: path)
        case .success(.special(let kind)):
            throw .specialFile(path: path, kind: kind)
        case .success:
            break
        case .failure(let failure):
            throw failure.missing ? .fileNotFound(path: path) : .unreadable(path: path, code: failure.code)
        }
        switch ImageFile.format(ofPath: path) {
        case .pdf: return try PDFDocument(path: path)
        case .png, .jpeg: return try ImageSequence(files: [path])
        case nil: throw .unsupportedFormat(path: path)
        }
    }
}
