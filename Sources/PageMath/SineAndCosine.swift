#if !hasFeature(Embedded)
internal import CSineCosine
#endif

extension Double {
    /// The sine and cosine of `x` (radians), the same values as `sin(x)` and `cos(x)`: on hosts
    /// from one call to the C library, which works both out from one reduction of the argument
    /// (glibc's `sincos`); on WebAssembly from the host's `Math.sin` and `Math.cos`.
    @inlinable public static func sineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
        #if hasFeature(Embedded)
        return (Double.sin(x), Double.cos(x))
        #else
        return hostSineAndCosine(x)
        #endif
    }

    #if !hasFeature(Embedded)
    @usableFromInline static func hostSineAndCosine(_ x: Double) -> (sin: Double, cos: Double) {
        var sine = 0.0, cosine = 0.0
        pageturn_sincos(x, &sine, &cosine)
        return (sine, cosine)
    }
    #endif
}
