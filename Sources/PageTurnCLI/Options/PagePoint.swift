import ArgumentParser

/// A point on the page written `X,Y`, in the page's own points (origin top-left, y down).
struct PagePoint: ExpressibleByArgument, Equatable {
    var x: Double
    var y: Double

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingPrefix(" ")), let y = Double(parts[1].trimmingPrefix(" ")),
              x.isFinite, y.isFinite
        else { return nil }
        self.init(x: x, y: y)
    }

    var simd: SIMD2<Double> { SIMD2(x, y) }
}
