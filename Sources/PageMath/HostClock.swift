#if hasFeature(Embedded)
@_extern(wasm, module: "env", name: "now") @_extern(c) @usableFromInline func hostNow() -> Double

/// The host's monotonic clock for Embedded Swift on WebAssembly, where the standard library has
/// no `ContinuousClock`: JavaScript's `performance.now()` (imported as `env.now`), in seconds.
public enum HostClock {
    /// Seconds on the host's monotonic clock (`performance.now() / 1000`).
    @inlinable public static var seconds: Double { hostNow() / 1000 }
}
#endif
