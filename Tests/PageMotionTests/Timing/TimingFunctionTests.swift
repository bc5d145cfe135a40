import PageMotion
import PageTestSupport
import Testing

/// The accuracy `TimingFunction.value(at:)` promises in output.
private let promisedAccuracy = 1e-7
/// Identities that hold exactly in real arithmetic (symmetry, reflection) are checked to this:
/// a few ulps of values near 1 after one solve each.
private let roundingTolerance = 1e-12

/// An independent reference: plain bisection on the Bernstein form of `x(t)` until the bracket
/// stops shrinking, then `y` from the Bernstein form. Slow but obviously right.
func referenceValue(_ curve: TimingFunction, at progress: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    let c1 = curve.controlPoint1, c2 = curve.controlPoint2
    var low = 0.0, high = 1.0
    for _ in 0..<200 {
        let middle = 0.5 * (low + high)
        if middle == low || middle == high { break }
        if bernstein(c1.x, c2.x, middle) < progress { low = middle } else { high = middle }
    }
    return bernstein(c1.y, c2.y, 0.5 * (low + high))
}

@Suite struct TimingFunctionTests {
    static let named: [(String, TimingFunction, [Double])] = [
        ("linear", .linear, [0, 0, 1, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", .default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test func namedCurvesHaveCoreAnimationControlPoints() {
        for (name, curve, points) in Self.named {
            #expect(curve.controlPoint1 == SIMD2(points[0], points[1]), "\(name)")
            #expect(curve.controlPoint2 == SIMD2(points[2], points[3]), "\(name)")
            #expect(curve == TimingFunction(controlPoints: points[0], points[1], points[2], points[3]), "\(name)")
        }
    }

    @Test func namedCurvesMatchBisectionReference() {
        for (name, curve, _) in Self.named {
            for i in 0...1000 {
                let x = Double(i) / 1000
                let value = curve.value(at: x)
                #expect(isClose(value, referenceValue(curve, at: x), tolerance: promisedAccuracy), "\(name) at \(x)")
            }
        }
    }

    @Test func publishedValues() {
        // Symmetric about (0.5, 0.5): the midpoint maps to itself exactly.
        #expect(TimingFunction.easeInEaseOut.value(at: 0.5) == 0.5)
        #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
        // Every curve is pinned at its ends.
        for (_, curve, _) in Self.named {
            #expect(curve.value(at: 0) == 0)
            #expect(curve.value(at: 1) == 1)
        }
        // easeOut is easeIn turned half a turn about (0.5, 0.5).
        for i in 0...100 {
            let x = Double(i) / 100
            let sum = TimingFunction.easeOut.value(at: x) + TimingFunction.easeIn.value(at: 1 - x)
            #expect(isClose(sum, 1, tolerance: roundingTolerance))
        }
    }

    @Test func standardCurvesAreMonotoneWithinUnitRange() {
        for (name, curve, _) in Self.named {
            var previous = curve.value(at: 0)
            for i in 1...2000 {
                let value = curve.value(at: Double(i) / 2000)
                #expect(value >= previous, "\(name)")
                #expect(value >= 0 && value <= 1, "\(name)")
                previous = value
            }
        }
    }

    @Test func easeInEaseOutIsSymmetric() {
        let curve = TimingFunction.easeInEaseOut
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(isClose(curve.value(at: x) + curve.value(at: 1 - x), 1, tolerance: roundingTolerance))
        }
    }

    @Test func randomCurvesMatchBisectionReference() {
        var random = SeededRandom(seed: 0x7111_1A6E)
        var worst = 0.0
        for n in 0..<300 {
            // Include the edges of the x range, where x'(t) vanishes at an end.
            let c1x = n % 10 == 0 ? 0 : random.double(in: 0...1)
            let c2x = n % 10 == 1 ? 1 : random.double(in: 0...1)
            let curve = TimingFunction(
                controlPoints: c1x, random.double(in: -1...2), c2x, random.double(in: -1...2))
            for _ in 0..<40 {
                let x = random.double(in: 0...1)
                worst = max(worst, abs(curve.value(at: x) - referenceValue(curve, at: x)))
            }
        }
        #expect(worst <= promisedAccuracy)
    }

    @Test func inputOutsideUnitRangeIsClamped() {
        for (_, curve, _) in Self.named {
            #expect(curve.value(at: -0.5) == 0)
            #expect(curve.value(at: 1.5) == 1)
            #expect(curve.value(at: .nan) == 0)
            #expect(curve.value(at: -.infinity) == 0)
            #expect(curve.value(at: .infinity) == 1)
        }
    }

    @Test func controlPointsAreSanitised() {
        let clamped = TimingFunction(controlPoints: -0.5, 0, 1.5, 1)
        #expect(clamped.controlPoint1.x == 0)
        #expect(clamped.controlPoint2.x == 1)
        #expect(clamped == .linear)
        let garbage = TimingFunction(controlPoints: .nan, .infinity, -.infinity, .nan)
        #expect(garbage == .linear)
        // y is free: an overshooting curve leaves [0, 1] between its ends.
        let overshoot = TimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.4)
        #expect(overshoot.value(at: 0.7) > 1)
        #expect(overshoot.value(at: 1) == 1)
    }

    @Test func slopeMatchesFiniteDifferences() {
        /// Central differences with step `1e-5` on a function accurate to ~1e-13 and with bounded
        /// curvature have an error of order 1e-8 from rounding plus 1e-10·|y'''|: 1e-5 is ample.
        let step = 1e-5, tolerance = 1e-5
        var random = SeededRandom(seed: 51)
        var curves = Self.named.map(\.1)
        for _ in 0..<50 {
            curves.append(
                TimingFunction(
                    controlPoints: random.double(in: 0.05...0.95), random.double(in: -1...2),
                    random.double(in: 0.05...0.95), random.double(in: -1...2)))
        }
        for curve in curves {
            for i in 1..<50 {
                let x = Double(i) / 50
                let difference = (curve.value(at: x + step) - curve.value(at: x - step)) / (2 * step)
                let slope = curve.slope(at: x)
                #expect(isClose(slope, difference, tolerance: tolerance * max(1, abs(slope))), "\(curve) at \(x)")
            }
        }
    }

    @Test func slopeAtDegenerateEnds() {
        // x'(t) vanishes at these ends; the limit of y'/x' is taken from second derivatives.
        #expect(isClose(TimingFunction.easeOut.slope(at: 0), 1 / 0.58, tolerance: roundingTolerance))
        #expect(isClose(TimingFunction.easeIn.slope(at: 1), 1 / 0.58, tolerance: roundingTolerance))
        #expect(TimingFunction.easeInEaseOut.slope(at: 0) == 0)
        #expect(TimingFunction.easeInEaseOut.slope(at: 1) == 0)
        #expect(TimingFunction.linear.slope(at: 0.4) == 1)
        // At t = 1/2: x' = 3/4·0.42 + 6/4·0.16 + 3/4·0.42 = 0.87 and y' = 6/4.
        #expect(isClose(TimingFunction.easeInEaseOut.slope(at: 0.5), 1.5 / 0.87, tolerance: roundingTolerance))
        // A control point straight above the start makes the tangent vertical there.
        #expect(TimingFunction(controlPoints: 0, 1, 1, 1).slope(at: 0) == .infinity)
        #expect(TimingFunction(controlPoints: 0, -1, 1, 1).slope(at: 0) == -.infinity)
        // x' and x'' both vanish at the start while y'' does not: vertical again.
        #expect(TimingFunction(controlPoints: 0, 0, 0, 0.5).slope(at: 0) == .infinity)
    }

    @Test func slopeNeverNaN() {
        var random = SeededRandom(seed: 77)
        for _ in 0..<200 {
            let curve = TimingFunction(
                controlPoints: random.double(in: -0.5...1.5).rounded(), random.double(in: -2...2),
                random.double(in: -0.5...1.5).rounded(), random.double(in: -2...2))
            for x in [-1, 0, 1e-300, 0.25, 0.5, 1 - 1e-16, 1, 2, .nan, .infinity] {
                #expect(!curve.slope(at: x).isNaN)
                #expect(!curve.value(at: x).isNaN)
            }
        }
    }
}
