#if hasFeature(Embedded)
// The elementary functions the core calls, for Embedded Swift on WebAssembly: RealModule's names
// and argument labels, each forwarding to a function the host provides in the wasm import module
// `env` (the web renderer passes JavaScript's `Math.sin`, `Math.atan2`, …). Only the functions the
// core uses are here; a new call in the core that is missing fails the wasm build, not at run time.

@_extern(wasm, module: "env", name: "sin") @_extern(c) @usableFromInline func hostSin(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "cos") @_extern(c) @usableFromInline func hostCos(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "tan") @_extern(c) @usableFromInline func hostTan(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "acos") @_extern(c) @usableFromInline func hostAcos(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "atan2") @_extern(c) @usableFromInline func hostAtan2(_ y: Double, _ x: Double) -> Double
@_extern(wasm, module: "env", name: "exp") @_extern(c) @usableFromInline func hostExp(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "expm1") @_extern(c) @usableFromInline func hostExpm1(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "log") @_extern(c) @usableFromInline func hostLog(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "pow") @_extern(c) @usableFromInline func hostPow(_ x: Double, _ y: Double) -> Double
@_extern(wasm, module: "env", name: "cbrt") @_extern(c) @usableFromInline func hostCbrt(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "hypot") @_extern(c) @usableFromInline func hostHypot(_ x: Double, _ y: Double) -> Double

extension Double {
    /// The sine of `x` (radians).
    @inlinable public static func sin(_ x: Double) -> Double { hostSin(x) }
    /// The cosine of `x` (radians).
    @inlinable public static func cos(_ x: Double) -> Double { hostCos(x) }
    /// The tangent of `x` (radians).
    @inlinable public static func tan(_ x: Double) -> Double { hostTan(x) }
    /// The arc cosine of `x`, in `[0, π]`.
    @inlinable public static func acos(_ x: Double) -> Double { hostAcos(x) }
    /// The angle of the point `(x, y)`, in `[-π, π]`.
    @inlinable public static func atan2(y: Double, x: Double) -> Double { hostAtan2(y, x) }
    /// `e` to the power `x`.
    @inlinable public static func exp(_ x: Double) -> Double { hostExp(x) }
    /// `exp(x) - 1`, exact near zero.
    @inlinable public static func expMinusOne(_ x: Double) -> Double { hostExpm1(x) }
    /// The natural logarithm of `x`.
    @inlinable public static func log(_ x: Double) -> Double { hostLog(x) }
    /// `x` to the power `y`.
    @inlinable public static func pow(_ x: Double, _ y: Double) -> Double { hostPow(x, y) }
    /// `√(x² + y²)` without overflow.
    @inlinable public static func hypot(_ x: Double, _ y: Double) -> Double { hostHypot(x, y) }
    /// The `n`th root of `x` (RealModule's: the real root, negative for odd `n` and negative `x`).
    @inlinable public static func root(_ x: Double, _ n: Int) -> Double {
        if n == 2 { return x.squareRoot() }
        if n == 3 { return hostCbrt(x) }
        return x < 0 && n % 2 == 1 ? -hostPow(-x, 1 / Double(n)) : hostPow(x, 1 / Double(n))
    }
}

extension Float {
    /// `x` to the power `y`.
    @inlinable public static func pow(_ x: Float, _ y: Float) -> Float { Float(hostPow(Double(x), Double(y))) }
}
#endif
