#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `pageturn` does to the process's standard streams before it works.
enum StandardStreams {
    /// Opens `/dev/null` on whichever of descriptors 0, 1 and 2 is closed (`2>&-`).
    ///
    /// Otherwise the first file opened would get that number: an output file on descriptor 2
    /// would receive error messages and library chatter.
    static func reopenClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Sends what the C libraries print through C's `stderr` stream (poppler's "some font thing
    /// failed", repeated for every glyph of a damaged font; SDL, Mesa and GLib warnings) to
    /// `/dev/null`, so that standard error carries only `pageturn`'s own one-line messages.
    ///
    /// Only the C stream is redirected (glibc documents `stderr` as an ordinary variable that a
    /// program may set), not descriptor 2: ``StandardError`` still writes there. Called once a
    /// command's arguments are parsed, so argument errors and usage text still show.
    static func silenceLibraryChatter() {
        // The variable is reached through its symbol: Swift 6 refuses to touch an imported C
        // global directly, since it cannot prove the access safe (this runs before any thread).
        #if canImport(Darwin)
        let symbol = "__stderrp"
        #else
        let symbol = "stderr"
        #endif
        guard let variable = dlsym(UnsafeMutableRawPointer(bitPattern: 0), symbol),
              let null = fopen("/dev/null", "w")
        else { return }
        variable.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee = null
    }
}
