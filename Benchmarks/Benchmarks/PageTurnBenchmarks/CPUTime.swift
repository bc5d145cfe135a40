#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time used so far by this process and by its finished children (ffmpeg), user plus
/// system, in milliseconds: unlike wall clock, barely moved by other work on the machine.
enum CPUTime {
    static func millisecondsWithChildren() -> Int {
        var own = rusage()
        var children = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &own)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_SELF, &own)
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        func milliseconds(_ time: timeval) -> Int { time.tv_sec * 1000 + time.tv_usec / 1000 }
        return milliseconds(own.ru_utime) + milliseconds(own.ru_stime)
            + milliseconds(children.ru_utime) + milliseconds(children.ru_stime)
    }
}
