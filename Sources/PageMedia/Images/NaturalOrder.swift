/// "Natural" file-name order, as file managers sort: runs of digits compare as numbers, so
/// `page2` comes before `page10`; everything else compares character by character,
/// case-insensitively; ties (`page02` and `page2`, `A` and `a`) fall back to plain code-point
/// order, so the order is total and deterministic.
enum NaturalOrder {
    /// Whether `a` sorts before `b`.
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        var i = 0
        var j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                let m = digitRun(x, from: &i)
                let n = digitRun(y, from: &j)
                if m.count != n.count { return m.count < n.count }
                if m != n { return m.lexicographicallyPrecedes(n) }
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        let xLeft = x.count - i
        let yLeft = y.count - j
        if xLeft != yLeft { return xLeft < yLeft }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// The digits starting at `index` without leading zeros; moves `index` past the run.
    private static func digitRun(_ scalars: [Unicode.Scalar], from index: inout Int) -> [UInt32] {
        var digits: [UInt32] = []
        while index < scalars.count && isDigit(scalars[index]) {
            if !(digits.isEmpty && scalars[index] == "0") { digits.append(scalars[index].value) }
            index += 1
        }
        return digits
    }
}
