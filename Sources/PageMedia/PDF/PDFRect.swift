/// A rectangle on a PDF page, in page points with the origin at the page's top-left corner and
/// y down (the page's crop box, `/Rotate` not applied): where a link or a found word lies.
public struct PDFRect: Hashable, Sendable {
    /// The left edge, points from the page's left.
    public var x: Double
    /// The top edge, points from the page's top.
    public var y: Double
    /// The width, points (`>= 0`).
    public var width: Double
    /// The height, points (`>= 0`).
    public var height: Double

    /// The rectangle with its top-left corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle between two corners given in any order.
    init(corners x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x: Swift.min(x1, x2), y: Swift.min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }

    /// Whether `point` (page points) lies inside (edges included).
    public func contains(_ point: SIMD2<Double>) -> Bool {
        point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
    }
}
