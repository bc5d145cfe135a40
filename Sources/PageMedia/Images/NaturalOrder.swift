/// "Natural" file-name order, as file managers sort: runs of digits compare as numbers, so
/// `page2` comes before `page10`; letters compare case-insensitively; ties fall back to plain
/// code-point order so the order is total and deterministic.
enum NaturalOrder {
    /// Whether `a` sorts before `b`.
    static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        let left = chunks(a)
        let right = chunks(b)
        for (x, y) in zip(left, right) {
            switch (x, y) {
            case (.number(let m), .number(let n)):
                let m = m.drop { $0 == 0x30 }
                let n = n.drop { $0 == 0x30 }
                if m.count != n.count { return m.count < n.count }
                if m != n { return m.lexicographicallyPrecedes(n) }
            case (.number, .text):
                return true
            case (.text, .number):
                return false
            case (.text(let s), .text(let t)):
                let s = s.lowercased()
                let t = t.lowercased()
                if s != t { return s.unicodeScalars.lexicographicallyPrecedes(t.unicodeScalars) }
            }
        }
        if left.count != right.count { return left.count < right.count }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    private enum Chunk {
        /// A run of ASCII digits.
        case number([UInt8])
        /// A run of anything else.
        case text(String)
    }

    private static func chunks(_ name: String) -> [Chunk] {
        var result: [Chunk] = []
        var digits: [UInt8] = []
        var text = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x30 && scalar.value <= 0x39 {
                if !text.isEmpty { result.append(.text(text)); text = "" }
                digits.append(UInt8(scalar.value))
            } else {
                if !digits.isEmpty { result.append(.number(digits)); digits = [] }
                text.unicodeScalars.append(scalar)
            }
        }
        if !digits.isEmpty { result.append(.number(digits)) }
        if !text.isEmpty { result.append(.text(text)) }
        return result
    }
}
