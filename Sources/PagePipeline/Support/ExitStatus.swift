/// The exit codes `pageturn` uses, in the BSD `sysexits.h` classes, so scripts can tell a
/// mistake on the command line from a bad file or a missing tool.
package enum ExitStatus: Int32, CaseIterable {
    /// Everything worked.
    case success = 0
    /// Bad arguments: an unknown option, a malformed size or page range (`EX_USAGE`).
    case usage = 64
    /// An input file exists but is not usable: corrupt, truncated, empty, encrypted, no pages,
    /// an unknown type (`EX_DATAERR`).
    case badInput = 65
    /// An input file is missing or unreadable, or is not a regular file (a FIFO, a device), which
    /// is refused unread (`EX_NOINPUT`).
    case missingInput = 66
    /// A tool or service is missing: ffmpeg, an OpenGL ES context, a display, or the viewer's
    /// display went away while it ran (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// Something went wrong inside pageturn (`EX_SOFTWARE`); please report it.
    case internalError = 70
    /// The output cannot be written: its folder is missing or read-only, the disk is full, it is a
    /// device, or it is a folder holding other files than frames (`EX_CANTCREAT`).
    case cannotWriteOutput = 73
    /// Interrupted (Ctrl-C, SIGTERM or SIGHUP): the partial output was removed (128 + SIGINT).
    case interrupted = 130

    /// The lines `--help` shows.
    package static let helpText = """
        Exit codes: 0 success; 64 bad arguments; 65 unusable input file (corrupt, truncated, \
        empty, encrypted, no pages, unknown type); 66 missing or unreadable input, or not a \
        regular file (a FIFO, a device); 69 missing tool or service (ffmpeg, OpenGL ES, a display, or the viewer's display went \
        away); \
        70 internal error; 73 output cannot be written (missing or read-only folder, full disk, a \
        device); 130 interrupted by Ctrl-C, SIGTERM or SIGHUP (the partial output is removed). \
        Library messages (poppler's font warnings and the like) are not shown.
        """
}
