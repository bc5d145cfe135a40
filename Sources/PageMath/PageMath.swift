// PageMath: where the portable core's elementary functions come from.
//
// On every host with a C library this module re-exports swift-numerics' RealModule, so the core's
// `Double.sin(x)`, `Double.atan2(y:x:)`, `Double.expMinusOne(x)` … are RealModule's. Compiled with
// Embedded Swift for WebAssembly (`Scripts/build-wasm`), where RealModule (which needs a C
// library) is unavailable, `ElementaryFunctions+Host.swift` declares the same static functions,
// each backed by the JavaScript host's `Math` (imported from the module `env`). The formulas of
// the core are written once, in the core; only where sine comes from differs.

#if !hasFeature(Embedded)
@_exported import RealModule
#endif
