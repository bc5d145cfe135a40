/// Counts written for people: "1 page", "2 pages".
enum Counted {
    /// `count` and the noun, singular for exactly one (`"1 page"`), plural otherwise (`"0 pages"`,
    /// `"3 pages"`).
    static func text(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }

    /// `count` pages: `"1 page"`, `"12 pages"`.
    static func pages(_ count: Int) -> String { text(count, "page", "pages") }
}
