import ArgumentParser

/// A 1-based, inclusive page range written `A-B`, `A-` (to the end) or `A` (one page).
struct PageRange: ExpressibleByArgument, Equatable, CustomStringConvertible {
    /// First page, 1-based.
    var first: Int
    /// Last page, 1-based, or `nil` for the document's last page.
    var last: Int?

    init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    init?(argument: String) {
        let parts = argument.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let page = Int(parts[0]), page >= 1 else { return nil }
            self.init(first: page, last: page)
        case 2:
            guard let first = Int(parts[0]), first >= 1 else { return nil }
            if parts[1].isEmpty {
                self.init(first: first, last: nil)
            } else {
                guard let last = Int(parts[1]), last >= first else { return nil }
                self.init(first: first, last: last)
            }
        default:
            return nil
        }
    }

    var description: String { last.map { "\(first)-\($0)" } ?? "\(first)-" }

    /// The 0-based page indices this range selects from a document of `pageCount` pages, or
    /// `nil` when the range starts past the end.
    func indices(pageCount: Int) -> ClosedRange<Int>? {
        guard first <= pageCount else { return nil }
        return (first - 1)...(Swift.min(last ?? pageCount, pageCount) - 1)
    }
}
