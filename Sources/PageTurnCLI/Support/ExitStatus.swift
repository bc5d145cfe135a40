/// The exit codes `pageturn` uses, in the BSD `sysexits.h` classes, so scripts can tell a
/// mistake on the command line from a bad file or a missing tool.
enum ExitStatus: Int32, CaseIterable {
    /// Everything worked.
    case success = 0
    /// Bad arguments: an unknown option, a malformed size or page range (`EX_USAGE`).
    case usage = 64
    /// An input file exists but is not usable: corrupt, truncated, empty, encrypted, no pages,
    /// an unknown type (`EX_DATAERR`).
    case badInput = 65
    /// An input file is missing or unreadable (`EX_NOINPUT`).
    case missingInput = 66
    /// A tool or service is missing: ffmpeg, an OpenGL ES context, a display (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// Something went wrong inside pageturn (`EX_SOFTWARE`); please report it.
    case internalError = 70
    /// The output cannot be written (`EX_CANTCREAT`).
    case cannotWriteOutput = 73
    /// Interrupted (Ctrl-C or SIGTERM): the partial output was removed (128 + SIGINT).
    case interrupted = 130

    /// The lines `--help` shows.
    static let helpText = """
        Exit codes: 0 success; 64 bad arguments; 65 unusable input file (corrupt, truncated, \
        empty, encrypted, no pages, unknown type); 66 missing or unreadable input; \
        69 missing tool or service (ffmpeg, OpenGL ES, display); 70 internal error; \
        73 output cannot be written; 130 interrupted (the partial output is removed).
        """
}
