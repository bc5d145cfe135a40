/// Whether two scalars agree to within `tolerance` (absolute).
public func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two vectors agree componentwise to within `tolerance` (absolute).
public func isClose(_ a: SIMD3<Double>, _ b: SIMD3<Double>, tolerance: Double) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
        && isClose(a.z, b.z, tolerance: tolerance)
}

/// Whether two vectors agree componentwise to within `tolerance` (absolute).
public func isClose(_ a: SIMD2<Double>, _ b: SIMD2<Double>, tolerance: Double) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}
